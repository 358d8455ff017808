"""The question-form half of the intent signal table: comparison, tutorial, factual and exploratory rows.

These intents are told by how a question is put ("X vs Y", "how do I", "what is", "从哪开始"); the rows
for what is fetched or when (resource, academic, news, status) are in `intent_table`, which appends these.
Same row format and strengths as there.
"""

from __future__ import annotations

import re

__all__ = ["FORM_SIGNALS", "pattern"]


def pattern(regex: str) -> re.Pattern[str]:
    """A table row's pattern: case-insensitive, for English and Chinese rows alike."""
    return re.compile(regex, re.IGNORECASE)


_en = pattern
_zh = pattern  # same flags; the name says which language a row is for


#: (intent, strength, label, pattern)
FORM_SIGNALS: list[tuple[str, int, str, re.Pattern[str]]] = [
    # comparison
    ("comparison", 3, "vs", _en(r"\bvs\.?\b|\bversus\b|\bcompar(e|ed|ing|ison)\b|\bdifferences?\b")),
    (
        "comparison",
        3,
        "pros and cons",
        _en(r"\b(trade-?offs? between|which is better|better than|faster than|cheaper than)\b"),
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
            r"(和|与|跟).{1,20}(优缺点|利弊|优劣)|对比|比较|区别|差异|哪个好|哪个更|哪个快|相比|替代品|替代方案|选哪个|不同之处|怎么选|如何选择|"
            r"比.{1,12}(快|慢|好|强|稳定|便宜|贵)"
        ),
    ),
    ("comparison", 2, "还是", _zh(r"还是|哪家|哪款|推荐哪|性价比|差多少|有啥不同|有啥区别|哪个城市|哪一个")),
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
            r"教程|入门|(?<!是)怎么(?!样|选|看|回事)|如何(?!了|选)|怎样(?!了)|步骤|指南|上手|实战|手把手|示例|例子|配置|安装|搭建|"
            r"部署|实现|迁移到|集成|接入|用.{1,16}做"
        ),
    ),
    (
        "tutorial",
        2,
        "do it",
        _en(
            r"^(clear|export|import|resize|convert|transfer|change|create|delete|remove|install|uninstall|"
            r"update|upgrade|reset|enable|disable|add|make|set|fix|connect|sync|generate|back ?up|restore|"
            r"format|compress|merge|rename|turn (on|off)|get started|cook|bake|clean|write|apply for|"
            r"renew)\b|"
            r"\b(step|steps) to\b|\bproper form\b|\b(fix|solve|troubleshoot)\b"
        ),
    ),
    (
        "tutorial",
        2,
        "做法",
        _zh(
            r"做法|打法|正确姿势|咋办|怎么办|咋弄|咋整|"
            r"添加|删除|转成|转换|导出|导入|卸载|开启|关闭|生成|备份|设置|创建|申请|办理|清理|修复|报错"
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
    ("exploratory", 1, "why", _en(r"\b(why|explain)\b")),
    (
        "factual",
        2,
        "什么是",
        _zh(r"什么是|是什么|什么叫|的定义|定义|意思|含义|是谁|多少|哪一年|什么时候|何时|全称|缩写"),
    ),
    ("exploratory", 1, "为什么", _zh(r"为什么|为何|解释")),
    ("factual", 2, "default", _en(r"\bdefaults?\b|\bmax(imum)? (size|length|number)\b")),
    (
        "factual",
        2,
        "capital of",
        _en(
            r"\b(capital|population|formula|symbol|currency|area|height|atomic (number|mass)|half-life|"
            r"boiling point|melting point|inventor|founder|author|birthplace|abbreviation) (of|for)\b|"
            r"\b(what|which) year did\b"
        ),
    ),
    (
        "factual",
        2,
        "首都",
        _zh(r"首都|化学式|分子式|公式|人口|原名|真名|本名|面积|海拔|生日|发明人|创始人|哪年"),
    ),
    ("factual", 2, "默认", _zh(r"默认|叫什么|多久|多大|多长|几个|几位|最大")),
    (
        "factual",
        2,
        "多远",
        _zh(
            r"多远|多高|多重|多深|多少度|在哪(举办|里)?|是啥|几分钟|几杯|几天|几年|上限|标准尺寸|最多的|沸点"
        ),
    ),
    (
        "factual",
        2,
        "which has the most",
        _en(
            r"\bwhich \w+ (has|is|was) the (most|largest|biggest|longest|tallest|first)\b|"
            r"\b(daily|recommended) (limit|intake|dose)\b|\bwho (won|discovered|painted|invented)\b"
        ),
    ),
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
        "how it works",
        _en(
            r"\bhow (does|do|did|is|are) .{1,40} (work|works|affect|happen|made|stay|change)\b|"
            r"\bwhat makes\b|"
            r"\bwhat('s| is) it like\b|\bworth (it|\w+ing)\b|\bpros and cons\b|\bis .{1,30} "
            r"(safe|healthy|bad for|good for|a good idea|overrated|dying)\b|\beffects? of\b|\bimpact of\b|"
            r"\bthings to do\b|\bplaces to\b|\bhistory of\b"
        ),
    ),
    (
        "exploratory",
        2,
        "原理",
        _zh(
            r"是怎么.{0,8}的|怎么回事|值得吗|值得买吗|是什么体验|有用吗|来得及吗|靠谱吗|好处|影响|利弊|优缺点|"
            r"优劣|有什么好玩|好玩的|前景|历史|为什么这么"
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
