"""The signal table of intent classification: (intent, strength, label, pattern) rows, English and Chinese.

Data only; `intent_signals` matches it. 3 for explicit markers ("vs", "教程", "paper"), 2 for typical
phrasings ("what is", "最新"), 1 for weak hints ("or", "why"). The rows are features of the learned head,
not verdicts: "pros and cons" hints exploratory and "vs" comparison, and the head weighs both.
"""

from __future__ import annotations

import re

__all__ = ["SIGNALS"]


def _en(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_zh = _en  # same flags; the name says which language a row is for


#: (intent, strength, label, pattern)
SIGNALS: list[tuple[str, int, str, re.Pattern[str]]] = [
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
    (
        "resource",
        2,
        "artifact",
        _en(
            r"\b(templates?|forms?|calculator|log ?in|sign ?in|login page|web (player|version|app)|printable|"
            r"pdf|iso|datasets?|data sets?|release notes|changelog|maps?|list of|icons?|fonts?|wallpapers?|"
            r"boilerplate|starter kit|sample files?|chart)\b"
        ),
    ),
    (
        "resource",
        2,
        "模板",
        _zh(
            r"模板|范本|表格|计算器|登录|入口|网页版|线路图|地图|说明书|数据集|列表|排名表|名单|素材|图标|字体|"
            r"壁纸|更新日志|发布说明|一览表|对照表|码表|样例"
        ),
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
    ("academic", 3, "论文", _zh(r"论文|期刊|文献|学术|综述|引用|顶会|预印本|白皮书|知网|开山之作|学位论文")),
    (
        "academic",
        2,
        "trial",
        _en(
            r"\b(thesis|dissertation|scholarly|clinical trials?|trial results|rct|randomi[sz]ed|"
            r"white ?paper|bibtex|cohort study|phase (1|2|3|i|ii|iii))\b"
        ),
    ),
    ("academic", 2, "临床试验", _zh(r"临床试验|临床结果|随机对照|三期临床|二期临床|队列研究|实证")),
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
    (
        "news",
        2,
        "event",
        _en(
            r"\b(ruling|sues|sued|strikes?|recall(s|ed)?|raises|funding round|results|winners|won|"
            r"unveil(s|ed)?|"
            r"reveal(s|ed)?|passed|signed|surges?|plunges?|crash(es|ed)?|hacked|attacks?|resigns?|elected|"
            r"rate (cut|hike)|raises rates|earnings|recap|keynote|drama|reported|talks)\b"
        ),
    ),
    (
        "news",
        2,
        "宣布",
        _zh(
            r"判决|罢工|降息|加息|宣布|召回|融资|遭|出炉|公布|官宣|亮相|暴跌|大跌|暴涨|获奖|夺冠|辞职|当选|爆料|"
            r"曝光|通过了|怎么回事|出事|披露|亮点|被黑"
        ),
    ),
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
            r"(?<!when )(?<!year )\b(has|have|did|is|are)\b.{1,40}\b(shipped|released|launched|out|come out|"
            r"landed|stable)\b|"
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
        3,
        "open now",
        _en(
            r"\b(open|closed|running|in stock|available|delayed|working|on time) "
            r"(today|now|right now|near me)\b|"
            r"\b(price|rate|fee|wait time|queue)s?\b.{0,20}\b(now|today|right now|currently)\b|"
            r"\bcurrent .{0,25}\b(price|rate|fee|wait time|odds)\b|\bexchange rate\b|\bstock price\b|"
            r"\b(is|are) .{1,30} (open|closed|running|delayed|in stock|sold out)\b"
        ),
    ),
    (
        "status",
        3,
        "开门吗",
        _zh(
            r"(今天|现在|目前|此刻).{0,10}(开门|上班|营业|限行|封路|开市|运营|正常|有货|多少钱|多少|价格|汇率|"
            r"利率|排队)|汇率|股价|金价|油价|(开门|上班|营业|限行|封路|开市|运营|有货|停运|延误)(了)?吗|"
            r"能访问吗|还有货"
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
