"""The signal table of intent classification: (intent, strength, label, pattern) rows, English and Chinese.

Data only; `intent_signals` matches it. 3 for explicit markers ("vs", "教程", "paper"), 2 for typical
phrasings ("what is", "最新"), 1 for weak hints ("or", "why"). The rows are features of the learned head,
not verdicts: "pros and cons" hints exploratory and "vs" comparison, and the head weighs both.
"""

from __future__ import annotations

import re

from agentsearch.nlp.intent_table_forms import FORM_SIGNALS, pattern

__all__ = ["SIGNALS"]

_en = pattern
_zh = pattern  # same flags; the name says which language a row is for


#: (intent, strength, label, pattern): these rows, then the question-form rows
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
    # a named service to go to: "<name> app", "<name> online", a domain name, a site ending in 网 / 平台
    (
        "resource",
        2,
        "app",
        _en(r"\b(apps?|online|tracker|chords|tabs|lyrics|sheet music)\b|\.(com|org|io|net)\b"),
    ),
    ("resource", 2, "在线", _zh(r"app|在线|谱|歌词|^[\u4e00-\u9fff]{2,6}(网|平台)$")),
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
            r"white ?paper|bibtex|cohort study|phase (1|2|3|i|ii|iii)|et al)\b"
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
        _en(r"\b(this week|yesterday|last 24 hours|past 24 hours)\b"),
    ),
    # "today" alone dates a state as often as an event ("uv index today", "what was announced today")
    ("news", 2, "today", _en(r"\b(today|tonight|this morning)\b")),
    ("news", 2, "今天", _zh(r"今天|今日|今晚")),
    ("news", 2, "what happened", _en(r"\bwhat happened\b|\bjust (announced|launched|released)\b")),
    ("news", 3, "outage", _en(r"\b(outages?|incident|breach(es)?|layoffs?|acquires|acquisition|lawsuit)\b")),
    (
        "news",
        3,
        "新闻",
        _zh(r"新闻|本周|这周|上周|昨天|快讯|头条|发布会|公告|最新消息|消息称|热点|最近发生"),
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
    # headline grammar: an event told with no cue word ("<company> cuts prices", "<storm> landfall")
    (
        "news",
        2,
        "headline",
        _en(
            r"\b(cuts|hikes|slashes|delays|halts|bans|pulls out|reopens|reopening|landfall|heist|protests?|"
            r"death toll|deaths|freeze|walkout|shutdown|verdict|price (cuts?|hikes?|increases?)|wins|loses|"
            r"ipo|funeral|dies|died|passes away|heat ?wave|floods?|flooding|wildfires?|hits|"
            r"impeach(ment|ed)?|martial law|to acquire|rate decision|turns down)\b"
        ),
    ),
    (
        "news",
        2,
        "揭晓",
        _zh(
            r"揭晓|颁奖|被盗|抗议|进军|调价|上调|下调|涨价|降价|票房|最新进展|最新动态|落地|叫停|发射|弹劾|事故|洪水|"
            r"暴雨|火灾|清盘|破产|拆分|关税|爆火|拿下|夺得|首金|葬礼|去世|逝世|遇难"
        ),
    ),
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
    # a live condition of one place or thing: weather, air, a parcel's whereabouts
    (
        "status",
        2,
        "conditions",
        _en(
            r"\b(weather|forecast|air quality|aqi|uv index|pollen( count)?|surf|snow depth|traffic|"
            r"tracking)\b"
        ),
    ),
    ("status", 2, "天气", _zh(r"天气|空气质量|到哪了|风球|路况|限行|预报")),
    *FORM_SIGNALS,
]
