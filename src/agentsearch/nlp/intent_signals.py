"""The signal rules of intent classification: English and Chinese phrasings with a strength.

3 for explicit markers ("vs", "教程", "paper"), 2 for typical phrasings ("what is", "最新"), 1 for weak
hints ("or", "why"). `match_signals` reports every rule a query hits; the learned classifier
(`intent_model`) takes them as features, and `rule_decision` is the old table classifier — strongest
signal wins, ties to more evidence, then to the more specific intent — kept as the baseline and as the
fallback when the model cannot load. Time words refine the freshness window ("today" → pd, "本月" → pm).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "INTENTS",
    "PRIORITY",
    "SIGNAL_LABELS",
    "RuleMatch",
    "match_signals",
    "rule_decision",
    "time_window",
]

INTENTS: tuple[str, ...] = (
    "factual",
    "status",
    "comparison",
    "tutorial",
    "exploratory",
    "news",
    "resource",
    "academic",
)

#: Tie-break order: the more specific intent first.
PRIORITY: tuple[str, ...] = (
    "resource",
    "academic",
    "news",
    "status",
    "comparison",
    "tutorial",
    "factual",
    "exploratory",
)


_EN = re.IGNORECASE


def _en(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _EN)


def _zh(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _EN)


#: (intent, strength, label, pattern)
_SIGNALS: list[tuple[str, int, str, re.Pattern[str]]] = [
    # resource: a specific site, repository, download or document
    ("resource", 3, "official site", _en(r"\bofficial\s+(site|website|page|docs?|documentation|repo\w*)\b")),
    ("resource", 3, "homepage", _en(r"\b(homepage|home page|website of|download(s|ing)?|installer)\b")),
    (
        "resource",
        3,
        "github repo",
        _en(
            r"\b(github|gitlab)\b(?!\s+(issues?|actions?|copilot|pages|down|outage|status|universe|is|was))|"
            r"\brepo(sitory|s)?\b"
        ),
    ),
    (
        "resource",
        3,
        "documentation",
        _en(r"\b(documentation|docs|api reference|reference manual|man page)\b"),
    ),
    (
        "resource",
        3,
        "package",
        _en(r"\b(source code|pypi|npm package|crate|docker (image|hub)|cheat ?sheets?|link to)\b"),
    ),
    (
        "resource",
        2,
        "reference",
        _en(r"\b(reference|manual|handbook|specification|spec|rfc\s?\d+|awesome|curated list|images? on)\b"),
    ),
    ("resource", 3, "官网", _zh(r"官网|官方网站|官方文档|下载|文档|仓库|源码|源代码|安装包|地址|链接|镜像")),
    ("resource", 2, "手册", _zh(r"速查|大全|手册|参考|规范|合集|清单|资源汇总|原文|中文版")),
    # academic
    (
        "academic",
        3,
        "paper",
        _en(r"\b(papers?|arxiv|preprints?|journal|publications?|peer[- ]reviewed|doi|surveys?)\b"),
    ),
    (
        "academic",
        3,
        "literature",
        _en(r"\b(literature review|meta[- ]analysis|systematic review|citations?|cited)\b"),
    ),
    (
        "academic",
        3,
        "venue",
        _en(
            r"\b(neurips|icml|iclr|cvpr|emnlp|sigmod|vldb|ieee|pubmed|google scholar|"
            r"semantic scholar)\b"
        ),
    ),
    # journal names are common words: only their capitalised form counts
    ("academic", 3, "journal", re.compile(r"\b(Nature|Science|Cell|Lancet|ACM|ACL)\b(?! of)")),
    (
        "academic",
        2,
        "research",
        _en(r"\b(research|studies|study|hypothesis|methodology|empirical|dataset|benchmark(s)?)\b"),
    ),
    ("academic", 3, "论文", _zh(r"论文|期刊|文献|学术|综述|引用|顶会|预印本")),
    ("academic", 2, "研究", _zh(r"研究")),
    # news
    ("news", 3, "news", _en(r"\b(news|headlines?|breaking|press release|announce(d|ment|ments)?)\b")),
    (
        "news",
        3,
        "this week",
        _en(r"\b(this week|today|yesterday|this morning|last 24 hours|past 24 hours)\b"),
    ),
    ("news", 2, "what happened", _en(r"\bwhat happened\b|\bjust (announced|launched|released)\b")),
    ("news", 3, "outage", _en(r"\b(outages?|incident|breach(es)?|layoffs?|acquires|acquisition|lawsuit)\b")),
    (
        "news",
        3,
        "新闻",
        _zh(r"新闻|本周|这周|上周|今天|今日|昨天|快讯|头条|发布会|公告|最新消息|消息称|热点|最近发生"),
    ),
    ("news", 2, "事件", _zh(r"事件|裁员|泄露|收购|罚款|诉讼|禁令|法案|大会|峰会")),
    ("news", 2, "developments", _en(r"\blatest (on|developments)\b|\bdevelopments (in|on)\b|\bban\b")),
    # status
    ("status", 2, "latest", _en(r"\b(latest|newest|recent(ly)?|current(ly)?|up[- ]to[- ]date|as of)\b")),
    (
        "status",
        2,
        "progress",
        _en(r"\b(progress|roadmap|status|state of|updates?|development of|what'?s new|new in)\b"),
    ),
    (
        "status",
        2,
        "maintained",
        _en(r"\b(still (maintained|alive|active|supported)|dead|deprecated|end of life|eol)\b"),
    ),
    ("status", 2, "still", _en(r"\bstill\b|\bhow('s| is| are) .{1,40} going\b|\banymore\b")),
    (
        "status",
        3,
        "released yet",
        _en(
            r"\b(has|have|did|is|are)\b.{1,40}\b(shipped|released|launched|out|come out|landed|stable)\b|"
            r"\byet\b|\b(latest|newest|current) (stable )?(version|release|lts)\b|"
            r"\bwhen (will|is|does)\b.{1,40}\b(release[sd]?|ship|come out|launch)\b"
        ),
    ),
    (
        "status",
        3,
        "down",
        _en(r"\bis .{1,40} (down|up|back up|working)\b|\b(down|outage) (right )?now\b|\bdowndetector\b"),
    ),
    (
        "status",
        3,
        "发布了吗",
        _zh(
            r"(发布|出|上线|上市|支持|开源|停止维护|修复)了?(吗|没|没有)|出了没|了吗|了没有?$|挂了|宕机了吗|能用吗|正常吗|"
            r"(还|已经).{0,12}(吗|没)|废弃|弃用|停更|"
            r"什么时候(发布|出|上线|发)|最新版"
        ),
    ),
    (
        "status",
        2,
        "最新",
        _zh(r"最新|进展|现状|状态(?!码)|近况|目前|现在|最近|动态|更新|还在维护|路线图|进度|近期"),
    ),
    # comparison
    ("comparison", 3, "vs", _en(r"\bvs\.?\b|\bversus\b|\bcompar(e|ed|ing|ison)\b|\bdifferences?\b")),
    (
        "comparison",
        3,
        "pros and cons",
        _en(r"\b(pros and cons|trade-?offs?|which is better|better than|faster than)\b"),
    ),
    (
        "comparison",
        2,
        "alternatives",
        _en(r"\b(alternatives? to|instead of|best\b(?! practices?)|should i (use|choose|pick))\b"),
    ),
    ("comparison", 1, "or", _en(r"\b\w+\s+or\s+\w+\b")),
    (
        "comparison",
        3,
        "对比",
        _zh(
            r"对比|比较|区别|差异|优劣|利弊|哪个好|哪个更|哪个快|相比|替代品|替代方案|选哪个|不同之处|怎么选|如何选择|"
            r"比.{1,12}(快|慢|好|强|稳定|便宜|贵)"
        ),
    ),
    ("comparison", 2, "还是", _zh(r"还是")),
    # tutorial
    ("tutorial", 3, "how to", _en(r"\bhow (to|do i|can i|do you|should i)\b|\bhow-to\b")),
    (
        "tutorial",
        3,
        "tutorial",
        _en(
            r"\b(tutorials?|guide|step[- ]by[- ]step|getting started|walkthrough|"
            r"beginners?|crash course|best practices?)\b"
        ),
    ),
    (
        "tutorial",
        2,
        "set up",
        _en(
            r"\b(set(ting)?[ -]?up|install(ing|ation)?|configur(e|ing|ation)|deploy(ing)?|"
            r"examples?|learn(ing)?|implement(ing)?|build(ing)? an?|migrat(e|ing) (from|to)|"
            r"integrat(e|ing))\b"
        ),
    ),
    (
        "tutorial",
        3,
        "教程",
        _zh(
            r"教程|入门|怎么(?!样|选|看)|如何(?!了|选)|怎样(?!了)|步骤|指南|上手|实战|手把手|示例|例子|配置|安装|搭建|"
            r"部署|实现|迁移到|集成|接入|用.{1,16}做"
        ),
    ),
    # factual
    (
        "factual",
        2,
        "what is",
        _en(
            r"\bwhat (is|are|was|does|do)\b|\bwhat'?s\b|\bdefin(e|ition)\b|\bmeaning of\b|"
            r"\bstands? for\b"
        ),
    ),
    (
        "factual",
        2,
        "who/when",
        _en(
            r"\b(who (is|was|invented|created|founded|wrote)|when (was|did|is)|"
            r"where is|how (many|much|long|big|old)|(what|which) (year|date|day|company|language))\b"
        ),
    ),
    ("factual", 1, "why", _en(r"\b(why|explain)\b")),
    (
        "factual",
        2,
        "什么是",
        _zh(r"什么是|是什么|什么叫|的定义|定义|意思|含义|是谁|多少|哪一年|什么时候|何时|全称|缩写"),
    ),
    ("factual", 1, "为什么", _zh(r"为什么|为何|解释")),
    ("factual", 2, "default", _en(r"\bdefaults?\b|\bmax(imum)? (size|length|number)\b")),
    ("factual", 2, "默认", _zh(r"默认|叫什么|多久|多大|多长|几个|几位|最大")),
    # exploratory
    (
        "exploratory",
        2,
        "deep dive",
        _en(
            r"\b(everything about|deep dive|ecosystem|overview|landscape|introduction to|"
            r"use cases|future of|architecture|internals|in depth|explore)\b"
        ),
    ),
    (
        "exploratory",
        2,
        "生态",
        _zh(r"深入了解|生态|全面了解|概览|概述|一切|发展趋势|应用场景|原理|架构|全景|介绍"),
    ),
    (
        "exploratory",
        2,
        "where to start",
        _en(
            r"\bwhere (to|do i|should i) (start|begin)\b|\bwhat should i learn\b|\bthese days\b|"
            r"\beveryone\b|\bwhat are people\b|\bpeople (use|using)\b|\binteresting\b|\bideas? for\b|"
            r"\bhow do (big|large) companies\b|\bin practice\b|\btrends?\b"
        ),
    ),
    (
        "exploratory",
        2,
        "大家都",
        _zh(r"大家|从哪(里)?开始|学什么|有什么好玩|能做什么|怎么看|大厂|趋势|值得关注|有哪些方向"),
    ),
]

_TIME_WINDOWS: list[tuple[str, re.Pattern[str]]] = [
    (
        "pd",
        _zh(r"\b(today|last 24 hours|past 24 hours|breaking|this morning|yesterday)\b|今天|今日|昨天|24小时"),
    ),
    ("pw", _zh(r"\b(this week|past week|last week|last 7 days)\b|本周|这周|上周|最近一周")),
    ("pm", _zh(r"\b(this month|past month|last month|last 30 days)\b|本月|这个月|上个月|最近一个月")),
    ("py", _zh(r"\b(this year|past year|last year)\b|今年|去年|最近一年")),
]


#: One name per rule, in table order: the learned model's rule features.
SIGNAL_LABELS: tuple[str, ...] = tuple(f"{intent}:{label}" for intent, _s, label, _p in _SIGNALS)


@dataclass
class RuleMatch:
    """What the rules found in one query: strongest and summed strength per intent, the matched text."""

    best: dict[str, int] = field(default_factory=dict)
    evidence: dict[str, int] = field(default_factory=dict)
    signals: list[str] = field(default_factory=list)
    hits: list[int] = field(default_factory=list)


def _is_chinese_rule(pattern: re.Pattern[str]) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in pattern.pattern)


#: Rule indexes by the script they need: a query without CJK skips the Chinese rules and one without
#: Latin letters the English ones (about half the regex work).
_ZH_RULES = tuple(i for i, (_i, _s, _l, pattern) in enumerate(_SIGNALS) if _is_chinese_rule(pattern))
_EN_RULES = tuple(i for i in range(len(_SIGNALS)) if i not in _ZH_RULES)
_HAS_CJK = re.compile(r"[\u4e00-\u9fff]")
_HAS_LATIN = re.compile(r"[A-Za-z]")


def match_signals(text: str) -> RuleMatch:
    """Every rule that fires on `text` (whitespace already collapsed)."""
    match = RuleMatch()
    indexes = sorted(
        (_EN_RULES if _HAS_LATIN.search(text) else ()) + (_ZH_RULES if _HAS_CJK.search(text) else ())
    )
    for index in indexes:
        intent, strength, _label, pattern = _SIGNALS[index]
        found = pattern.search(text)
        if found:
            match.signals.append(f"{intent}:{found.group(0).strip().lower()}")
            match.hits.append(index)
            match.best[intent] = max(match.best.get(intent, 0), strength)
            match.evidence[intent] = match.evidence.get(intent, 0) + strength
    return match


def rule_decision(match: RuleMatch) -> tuple[str, float]:
    """The table classifier: strongest signal wins, ties to more evidence, then to the more specific
    intent; nothing matched means `exploratory` ("most specific wins, exploratory when unsure")."""
    if not match.best:
        return "exploratory", 0.3
    top = max(match.best.values())
    tied = [intent for intent in PRIORITY if match.best.get(intent) == top]
    intent = max(tied, key=lambda name: match.evidence[name])  # more evidence, then priority (stable)
    runner_up = max((s for i, s in match.best.items() if i != intent), default=0)
    return intent, round(0.4 + 0.1 * top + 0.1 * min(2, top - runner_up), 2)


def time_window(text: str) -> str:
    """An explicit time window in the query ('' when none): today → pd, this week → pw, 本月 → pm."""
    for window, pattern in _TIME_WINDOWS:
        if pattern.search(text):
            return window
    return ""
