"""The regex-table intent classifier as it was before issue 17, frozen here as the benchmark baseline.

A verbatim copy of the signal table and `classify` from `agentsearch/nlp/intent.py` at main 3729a74 (the
library now uses it only as features of the learned classifier, `nlp/intent_model.py`). Returns the
intent name only. Not imported by the library.
"""

from __future__ import annotations

import re

_PRIORITY: tuple[str, ...] = (
    "resource",
    "academic",
    "news",
    "status",
    "comparison",
    "tutorial",
    "factual",
    "exploratory",
)

# ------------------------------------------------------------------------------------------ signals

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
        _en(r"\b(github|gitlab)\b(?!\s+(issues?|actions?|copilot|pages))|\brepo(sitory)?\b"),
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
        _en(r"\b(source code|pypi|npm package|crate|docker image|cheat ?sheet|link to)\b"),
    ),
    ("resource", 3, "官网", _zh(r"官网|官方网站|官方文档|下载|文档|仓库|源码|源代码|安装包|地址|链接|镜像")),
    # academic
    (
        "academic",
        3,
        "paper",
        _en(r"\b(papers?|arxiv|preprints?|journal|publications?|peer[- ]reviewed|doi)\b"),
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
    ("news", 3, "新闻", _zh(r"新闻|本周|今天|今日|昨天|快讯|头条|发布会|公告|消息|热点|最近发生")),
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
        _zh(r"对比|比较|区别|差异|优劣|利弊|哪个好|哪个更|哪个快|相比|替代品|替代方案|选哪个|不同之处"),
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
            r"\b(set ?up|install(ing|ation)?|configur(e|ing|ation)|deploy(ing)?|"
            r"examples?|learn(ing)?|implement(ing)?|build(ing)? an?)\b"
        ),
    ),
    (
        "tutorial",
        3,
        "教程",
        _zh(
            r"教程|入门|怎么(?!样)|如何(?!了)|怎样(?!了)|步骤|指南|上手|实战|手把手|示例|例子|配置|安装|搭建|部署|实现"
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


def classify(query: str) -> str:
    """The builtin classifier: strongest signal wins, ties to the more specific intent."""
    text = " ".join(query.split())
    best: dict[str, int] = {}
    evidence: dict[str, int] = {}
    signals: list[str] = []
    for intent, strength, _label, pattern in _SIGNALS:
        match = pattern.search(text)
        if match:
            signals.append(f"{intent}:{match.group(0).strip().lower()}")
            best[intent] = max(best.get(intent, 0), strength)
            evidence[intent] = evidence.get(intent, 0) + strength
    if not best:
        return "exploratory"
    top = max(best.values())
    tied = [intent for intent in _PRIORITY if best.get(intent) == top]
    return max(tied, key=lambda name: evidence[name])  # more evidence, then priority (max is stable)
