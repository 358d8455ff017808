#!/usr/bin/env python3
"""Build the v5 frozen intent / need-search evaluation set from hand-written lists.

Every query below was written by hand for this set. Each entry is (topic, query); the topic tag
is only used by validate.py to check the topic spread and is not written to the JSONL files.

    python3 _build.py   ->  ../test5.jsonl  ../needsearch5.jsonl   (byte-for-byte deterministic)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)

INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]
TECH_TOPICS = {"cloud", "db", "lang", "ai", "sec", "hw"}

# topics: sport cook travel car parent law insur job weather hist music photo home med
#         cloud db lang ai sec hw fin shop      (tech = cloud db lang ai sec hw)

TEST = {
    # ------------------------------------------------------------------ factual
    # a stable fact, definition, date or number
    "factual": {
        "en": [
            ("sport", "marathon distance"),
            ("sport", "how many players are on a rugby union side"),
            ("cook", "safe internal temperature for cooked chicken"),
            ("cook", "what does al dente mean"),
            ("travel", "what currency do they use in vietnam"),
            ("travel", "what exactly is the schengen 90/180 rule"),
            ("car", "what does regen braking mean on an ev"),
            ("law", "meaning of pro bono"),
            ("hist", "when did the berlin wall fall"),
            ("hist", "who was the first roman emperor"),
            ("music", "how many keys does a full size piano have"),
            ("photo", "what does f stop mean in photography"),
            # paraphrase pair
            ("med", "normal resting heart rate for adults"),
            ("med", "whats a healthy resting pulse for a grown up"),
            ("parent", "my daughter asked me at dinner and i totally blanked, how many bones does an adult human body have?"),
            ("weather", "dew piont definition"),
            ("cloud", "default ssh port"),
            ("db", "mysql varchar max length"),
            # paraphrase pair; boundary: first release date = factual, latest version = status
            ("lang", "what year did python first come out"),
            ("lang", "python initial release date"),
            ("ai", "what does rlhf stand for"),
            ("sec", "what is a cve id"),
            ("hw", "pcie 4.0 x16 bandwidth"),
            ("fin", "what is a roth ira"),
            ("insur", "what does deductable mean in health insurance"),
        ],
        "zh": [
            ("sport", "马拉松全程多少公里"),
            ("sport", "一个足球队上场几个人"),
            ("cook", "鸡肉要煮到多少度才算熟"),
            ("cook", "焯水是啥意思"),
            ("travel", "泰国用的什么货币"),
            ("travel", "申根签证90/180规则是什么意思"),
            ("car", "新能源车的动能回收是什么意思"),
            ("law", "什么是诉讼时效"),
            ("hist", "秦始皇哪年统一六国"),
            ("hist", "唐朝一共多少年"),
            ("music", "钢琴一共有多少个键"),
            ("photo", "光圈f值是什么意识"),
            # paraphrase pair
            ("med", "成年人正常静息心率是多少"),
            ("med", "正常人心跳一分钟多少下算正常"),
            ("parent", "孩子今天问我人身上到底有多少块骨头，我一下子答不上来，成年人是多少块啊"),
            ("weather", "露点温度的定意"),
            ("cloud", "ssh默认端口"),
            ("db", "mysql的varchar最长多少"),
            # paraphrase pair
            ("lang", "python是哪年发布的"),
            ("lang", "python最早是什么时候出来的"),
            ("ai", "rlhf是什么的缩写"),
            ("sec", "cve编号是啥"),
            ("hw", "pcie4.0 x16带宽多少"),
            ("fin", "复利是什么意思"),
            ("insur", "医保的起付线是什么意思"),
        ],
    },
    # ------------------------------------------------------------------ status
    # the present state of one specific thing
    "status": {
        "en": [
            # paraphrase pair
            ("cloud", "is github down"),
            ("cloud", "github having issues right now?"),
            ("cloud", "ive been trying to push for twenty minutes and it keeps timing out, is gitlab having an outage or is it just me"),
            ("lang", "latest stable rust version"),
            ("lang", "does python 3.9 still get updates"),
            ("db", "postgres 18 out yet"),
            ("ai", "is the openai api slow today"),
            ("sec", "is openssl 1.1.1 still getting security fixes"),
            ("hw", "rtx 5090 in stock"),
            ("travel", "is the eiffel tower open today"),
            ("travel", "current wait time for a us visa interview in mumbai"),
            # boundary: current price = status; "cuts prices" = news
            ("car", "how much is a tesla model y right now"),
            ("car", "is the chevy bolt still beeing made"),
            ("weather", "is it snowing in denver rn"),
            ("weather", "air quality in delhi right now"),
            ("sport", "lakers score"),
            ("sport", "premier league table"),
            ("fin", "usd to yen exchange rate today"),
            ("fin", "is the stock market open today"),
            ("shop", "is the ps5 pro sold out at best buy"),
            ("music", "spotfy down?"),
            ("med", "is the flu shot still available at cvs"),
            ("law", "is irs direct file still available this year"),
            ("insur", "healthcare.gov not working"),
            ("photo", "latest firmware version for canon eos r6 mark ii"),
        ],
        "zh": [
            # paraphrase pair
            ("cloud", "github是不是挂了"),
            ("cloud", "github现在能访问吗"),
            ("cloud", "阿里云今天是不是出故障了，我的ecs一直连不上"),
            ("lang", "rust最新稳定版是多少"),
            ("lang", "python3.9还维户吗"),
            ("db", "postgresql18正式版出了没"),
            ("ai", "deepseek现在是不是很卡"),
            ("sec", "openssl1.1.1还有安全更新吗"),
            ("hw", "rtx5090现在有货吗"),
            ("travel", "故宫今天开门吗"),
            ("travel", "美签面签现在要等多久"),
            # boundary: current price = status; 官宣降价 = news
            ("car", "小米su7现在多少钱"),
            ("car", "比亚迪海豚还在卖吗"),
            ("weather", "北京现在下雪了吗"),
            ("weather", "上海今天空气质量怎么样"),
            ("sport", "湖人比分"),
            ("sport", "英超积分榜"),
            ("fin", "美元兑人民币汇率今天多少"),
            ("fin", "今天a股开市吗"),
            ("shop", "switch2现在还缺货吗"),
            ("music", "网易云音乐是不是蹦了"),
            ("med", "流感疫苗现在社区医院还能打吗"),
            ("law", "个税app现在能退税了吗"),
            ("insur", "医保app今天登不上是都这样吗"),
            ("photo", "佳能r6二代最新固件版本是多少"),
        ],
    },
    # ------------------------------------------------------------------ comparison
    # two or more named options weighed against each other
    "comparison": {
        "en": [
            # paraphrase pair
            ("db", "postgres vs mysql"),
            ("db", "should i pick postgresql or mysql for a small saas"),
            ("lang", "go or rust for a cli tool"),
            ("cloud", "aws lambda vs cloud run pricing"),
            ("ai", "claude vs gpt for coding which one wins"),
            ("hw", "m4 macbook air or thinkpad x1 carbon for a student"),
            ("sec", "1password or bitwarden"),
            ("car", "tesla model 3 vs hyundai ioniq 6 range"),
            # boundary: named options = comparison; "are electric cars worth it" = exploratory
            ("car", "hybrid or full ev if i mostly drive short trips in the city and can't charge at home"),
            ("fin", "differnce between an etf and a mutual fund"),
            ("fin", "roth vs traditional 401k which one"),
            ("insur", "term vs whole life insurance"),
            ("travel", "eurail pass or buying individual train tickets"),
            ("cook", "cast iron vs carbon steel pan"),
            ("cook", "is butter or oil better for searing steak"),
            ("sport", "running vs cycling for losing weight"),
            ("parent", "montessori vs traditional preschool"),
            ("job", "contractor or full time employee which pays more after taxes"),
            ("photo", "sony a7 iv vs canon r6 ii"),
            ("music", "spotify vs apple music sound quality"),
            ("home", "vinyl plank or laminate flooring for a basement"),
            ("med", "ibuprofen vs acetaminophen for a headache"),
            ("weather", "which is more accurate accuweather or the weather channel"),
            ("law", "llc or sole proprietorship for a freelancer"),
            ("shop", "shopify vs woocommerce"),
        ],
        "zh": [
            # paraphrase pair
            ("db", "postgresql和mysql哪个好"),
            ("db", "小项目数据库选pg还是mysql"),
            ("lang", "写命令行工具用go还是rust"),
            ("cloud", "aws lambda跟阿里云函数计算比哪个便宜"),
            ("ai", "claude和chatgpt写代码哪个强"),
            ("hw", "macbook air m4和联想小新选哪个"),
            ("sec", "1password跟bitwarden有啥不一样"),
            ("car", "model3和小米su7选哪个"),
            # boundary: named options = comparison; 电动车值不值得买 = exploratory
            ("car", "家里没法装充电桩，上下班就二十公里，买混动还是纯电比较合适啊"),
            ("fin", "指数基金和etf有啥区别"),
            ("fin", "存定期还是买国债划算"),
            ("insur", "定期受险和终身寿险有什么不同"),
            ("travel", "去日本用jr pass还是单买车票"),
            ("cook", "铸铁锅和不粘锅哪个好用"),
            ("cook", "炒菜用猪油还是花生油好"),
            ("sport", "跑步和游泳哪个减肥快"),
            ("parent", "公立幼儿园好还是私立好"),
            ("job", "考公还是去大厂"),
            ("photo", "索尼a7m4对比佳能r6二代"),
            ("music", "qq音乐和网易云哪个音质好"),
            ("home", "木地板和瓷转哪个好"),
            ("med", "布洛芬和对乙酰氨基酚有什么区别"),
            ("weather", "墨迹天气和彩云天气哪个准"),
            ("law", "个体户和开公司哪个交税少"),
            ("shop", "淘宝和拼多多买东西哪个便宜"),
        ],
    },
    # ------------------------------------------------------------------ tutorial
    # how to do something / steps / imperative task phrasing
    "tutorial": {
        "en": [
            # paraphrase pair
            ("lang", "how to reverse a list in python"),
            ("lang", "python reverse list"),
            ("db", "how do i add an index to a big postgres table in production without locking it"),
            ("cloud", "set up github actions to deploy to aws"),
            ("cloud", "how to rotate aws access keys"),
            ("ai", "fine tune llama on my own data step by step"),
            ("sec", "how to turn on 2fa for my google account"),
            ("hw", "how to reseat ram in a dekstop"),
            ("db", "backup mongodb database"),
            ("cook", "how to make a sourdough starter from scratch"),
            ("cook", "how to poach an egg"),
            # boundary: steps to get a visa = tutorial; the visa form = resource
            ("travel", "steps to get a japan tourist visa"),
            ("car", "how to jump start a car"),
            ("car", "how do you charge an ev at a public charger for the first time, i just got one and have no idea"),
            ("home", "fix a leaky faucet"),
            ("home", "how to patch a hole in drywall"),
            ("sport", "how to do a proper deadlift"),
            ("photo", "how to shoot the milky way with a phone"),
            ("music", "how to tune a guiter by ear"),
            ("law", "how to file taxes as a freelancer in the us"),
            ("fin", "how to open a roth ira"),
            ("job", "how to write a cover letter with no experience"),
            ("parent", "how to get a toddler to sleep thru the night"),
            ("med", "how to do cpr on an adult"),
            ("shop", "how to return an item on amazon"),
        ],
        "zh": [
            # paraphrase pair
            ("lang", "python怎么反转列表"),
            ("lang", "python列表倒序"),
            ("db", "线上postgres大表怎么加索引才不会锁表啊"),
            ("cloud", "github actions自动部署到服务器的步骤"),
            ("cloud", "怎么轮换aws的access key"),
            ("ai", "怎么用自己的数据微调qwen"),
            ("sec", "谷歌账号怎么开两步验证"),
            ("hw", "台式机内存条怎么从新插"),
            ("db", "mongodb备份数据库"),
            ("cook", "红烧肉怎么做"),
            ("cook", "怎么发面蒸馒头"),
            # boundary: 怎么办理 = tutorial; 申请表下载 = resource
            ("travel", "日本旅游签证怎么办理"),
            ("car", "车没电了怎么搭电"),
            ("car", "第一次用公共充电桩给电车充电要怎么操作"),
            ("home", "水龙头漏水怎么修"),
            ("home", "墙上有个洞怎么补"),
            ("sport", "硬拉的正确姿势"),
            ("photo", "手机怎么拍银河"),
            ("music", "吉他怎么调英"),
            ("law", "个人所得税年度汇算怎么操作"),
            ("fin", "怎么开通个人养老金账户"),
            ("job", "没有工作经验简历怎么写"),
            ("parent", "怎么让两岁宝宝自己睡一整晚"),
            ("med", "心肺复苏的步骤"),
            ("shop", "淘宝怎么申请退货"),
        ],
    },
    # ------------------------------------------------------------------ exploratory
    # open-ended: bare topics, why, how-it-works overviews, opinions, prospects
    "exploratory": {
        "en": [
            ("ai", "large language models"),
            ("ai", "why do llms halucinate"),
            ("cloud", "serverless"),
            ("db", "how does a database index actually work under the hood"),
            ("lang", "is it still worth learning java in 2026"),
            ("sec", "zero trust security"),
            ("hw", "why are gpus so good at ai"),
            ("car", "are electric cars worth it"),
            ("car", "future of self driving cars"),
            # boundary: journal articles on the same question = academic
            ("weather", "climate change effects on hurricanes"),
            ("weather", "how does el nino affect winter weather"),
            ("hist", "causes of the frist world war"),
            ("hist", "what was daily life like in ancient rome"),
            ("music", "history of jazz"),
            ("photo", "why is film photography popular again"),
            ("cook", "fermentation"),
            ("sport", "benefits of strength training for older adults"),
            # paraphrase pair (bare topic / long conversational)
            ("parent", "screen time and kids"),
            ("parent", "im kind of lost on the whole screen time thing for my 6 year old, what should i know"),
            ("fin", "is gold a good long term investment"),
            ("job", "remote work future"),
            ("law", "how does the us court system work"),
            ("med", "intermittent fasting"),
            ("insur", "how does health insurance work in the us"),
            ("shop", "why is temu so cheap"),
        ],
        "zh": [
            ("ai", "大语言模型"),
            ("ai", "大模型为啥会胡说八道"),
            ("cloud", "云原生"),
            ("db", "数据库索引底层到底是怎么工作的"),
            ("lang", "2026年还值得学java吗"),
            ("sec", "零信任安全"),
            ("hw", "为什么显卡适合跑ai"),
            ("car", "电动车到底值不值得买"),
            ("car", "自动驾驶的未来"),
            ("weather", "气候变化对台风有什么影响"),
            ("weather", "厄尔尼诺是怎么影响冬天天气的"),
            ("hist", "第一次世界大战的起音"),
            ("hist", "古代长安人的日常生活是啥样的"),
            ("music", "爵士乐的历史"),
            ("photo", "为什么胶片相机又火了"),
            ("cook", "发酵食品"),
            ("sport", "力量训练对老年人有啥好处"),
            # paraphrase pair
            ("parent", "孩子看手机"),
            ("parent", "我家孩子六岁了天天想看平板，我也不知道该管多严，大家一般怎么看这事"),
            ("fin", "黄金适合长期投资吗"),
            ("job", "远程办公的前径"),
            ("law", "中国的法院体系是怎么运作的"),
            ("med", "轻断食"),
            ("insur", "商业医疗险有必要买吗"),
            ("shop", "拼多多为什么这么便宜"),
        ],
    },
    # ------------------------------------------------------------------ news
    # recent events, announcements, results, "latest on ..."
    "news": {
        "en": [
            ("ai", "openai latest announcements"),
            ("ai", "what did google announce at i/o this year"),
            ("cloud", "my coworkers keep talking about some big cloud outage yesterday, what actually happened"),
            ("sec", "latest data breach news"),
            ("sec", "any big ransomware attacks this week"),
            ("hw", "nvidia new gpu announcement"),
            ("lang", "oracle java licensing changes announced"),
            # paraphrase pair
            ("job", "tech layoffs this month"),
            ("job", "which tech companies announced layoffs recently"),
            # boundary: "cuts prices" = news; current price = status
            ("car", "tesla cuts model y prices"),
            ("car", "ev tax credit ending news"),
            ("travel", "eu entry exit system launched whats the latest"),
            ("travel", "air traffic controller strike france this week"),
            ("weather", "hurricane latest updates florda"),
            ("weather", "typhoon hits philippines"),
            ("sport", "nba trade deadline news"),
            ("sport", "who won the champions league final last night"),
            ("music", "grammy nominatons announced"),
            ("hist", "archaeologists discover new tomb in egypt"),
            # boundary: approval news = news; the phase 3 trial paper = academic
            ("med", "fda approves new alzheimers drug"),
            ("fin", "stock market news today"),
            ("law", "supreme court ruling this week"),
            ("shop", "amazon prime day dates announced"),
            ("parent", "new law banning phones in schools"),
            ("photo", "canon announces new mirrorless camera"),
        ],
        "zh": [
            ("ai", "openai最近发布了啥"),
            ("ai", "谷歌io大会今年发布了什么"),
            ("cloud", "同事说昨天有个大厂云服务挂了好几个小时，到底发生了啥"),
            ("sec", "最近有什么数据泄露事件"),
            ("sec", "这周有没有大的勒索软件攻击"),
            ("hw", "英伟达新显卡发布会"),
            ("lang", "oracle java收费政策又改了"),
            # paraphrase pair
            ("job", "最近哪些互联网公司裁员了"),
            ("job", "这个月科技公司裁员新闻"),
            ("car", "小米su7官宣降价"),
            ("car", "新能源车购置税减免政策调整消息"),
            ("travel", "欧盟出入境新系统上线的最新消息"),
            ("travel", "法国空管罢工最新消息"),
            ("weather", "台峰最新消息"),
            ("weather", "广东暴雨最新情况"),
            ("sport", "cba转会新闻"),
            ("sport", "昨晚欧冠决赛谁赢了"),
            ("music", "金曲奖入围明单公布"),
            ("hist", "埃及又发现新的古墓"),
            ("med", "fda批准了新的阿尔茨海默病药"),
            ("fin", "今天股市大跌是出了啥事"),
            ("law", "最高法最新司法解释"),
            ("shop", "京东宣布双十一新规则"),
            ("parent", "教育部发布新规中小学禁止带手机"),
            ("photo", "佳能发布新款微单"),
        ],
    },
    # ------------------------------------------------------------------ resource
    # a specific artifact to get: docs, download, dataset, template, form, repo, map, list, page
    "resource": {
        "en": [
            ("lang", "python official docs"),
            ("db", "sqlite download"),
            ("db", "sample postgres database to practice sql"),
            ("cloud", "terraform aws provider documentation"),
            ("cloud", "docker compose cheet sheet"),
            ("ai", "github repo for llama.cpp"),
            ("ai", "free datasets for sentiment analysis"),
            ("sec", "owasp top 10 list"),
            ("hw", "rasberry pi 5 pinout diagram"),
            # paraphrase pair; boundary: the form = resource, the steps = tutorial
            ("travel", "japan visa form pdf"),
            ("travel", "where can i download the form for a japanese tourist visa"),
            ("car", "does anyone know where i can find the official pdf of the 2022 honda civic owners manual, mine went missing"),
            ("law", "w-9 form"),
            ("law", "irs where's my refund tracker"),
            ("job", "resume template for software engineer"),
            ("fin", "historical s&p 500 data csv"),
            ("insur", "medicare plan finder website"),
            ("parent", "free printable phonics worksheets for kindergarten"),
            ("cook", "meal plan template"),
            ("sport", "couch to 5k app"),
            ("music", "free sheet music for fur elise"),
            ("photo", "lightroom presets free download"),
            ("med", "cdc vaccine schedule chart"),
            ("weather", "noaa radar map"),
            ("shop", "amazon seller central login page"),
        ],
        "zh": [
            ("lang", "python官方文档"),
            ("db", "sqlite下载"),
            ("db", "练sql用的示例数据库"),
            ("cloud", "terraform aws provider文档"),
            ("cloud", "docker compose命令速查表"),
            ("ai", "llama.cpp的github仓库"),
            ("ai", "中文情感分析数据集"),
            ("sec", "owasp top10清单"),
            ("hw", "树梅派5引脚图"),
            # paraphrase pair
            ("travel", "日本签证申请表下载"),
            ("travel", "日本旅游签证的申请表在哪下载啊"),
            ("car", "我那本思域的车主手册丢了，哪里能找到官方电子版pdf"),
            ("law", "个人所得税app下载"),
            ("law", "劳动合同范本"),
            ("job", "程序员简厉模板"),
            ("fin", "沪深300历史数据下载"),
            ("insur", "医保定点医院名单"),
            ("parent", "小学一年级数学练习题打印版"),
            ("cook", "一周减脂食谱表"),
            ("sport", "跑步训练计划表pdf"),
            ("music", "卡农钢琴普"),
            ("photo", "lightroom免费预设下载"),
            ("med", "儿童疫苗接种时间表"),
            ("weather", "中央气象台雷达图"),
            ("shop", "淘宝商家后台入口"),
        ],
    },
    # ------------------------------------------------------------------ academic
    # scholarly literature: papers, surveys, theses, meta-analyses, trials, studies
    "academic": {
        "en": [
            ("ai", "attention is all you need paper"),
            ("ai", "survey of retreival augmented generation"),
            ("ai", "papers on llm hallucination detection"),
            ("db", "research papers on learned index structures"),
            ("lang", "phd thesis on type inference for dynamic languages"),
            ("sec", "academic papers on cpu side channel attacks"),
            ("hw", "peer reviewed studies on ssd reliability"),
            ("cloud", "google borg paper"),
            # boundary: bare "intermittent fasting" = exploratory
            ("med", "meta analysis on intermittent fasting and weight loss"),
            # boundary: "fda approves ..." = news
            ("med", "lecanemab phase 3 trial paper nejm"),
            # paraphrase pair
            ("sport", "studies on creatin and muscle growth"),
            ("sport", "does creatine actually help build muscle or is it hype, what do the actual studies say"),
            ("cook", "scientific studies on the maillard reaction"),
            ("parent", "research on screen time and child development"),
            ("parent", "longitudinal studies on bilingual children"),
            ("weather", "peer reviewed papers on urban heat islands"),
            ("weather", "journal articles about climate change and hurricane intensity"),
            ("hist", "scholarly articles on the fall of the western roman empire"),
            ("music", "musicology dissertation on jazz improvisation"),
            ("fin", "fama french three factor model paper"),
            ("job", "studies on the productivity of remote work"),
            ("law", "law review articles on ai and copyright"),
            ("insur", "research on moral hazard in health insurance"),
            ("photo", "papers on computational photography night mode"),
            ("shop", "academic research on dynamic pricing in e-commerce"),
        ],
        "zh": [
            ("ai", "attention is all you need论文"),
            ("ai", "检索增强生成rag宗述"),
            ("ai", "大模型幻觉检测相关论文"),
            ("db", "学习型索引的研究论文"),
            ("lang", "动态语言类型推断的博士论文"),
            ("sec", "cpu侧信道攻击的学术论文"),
            ("hw", "固态硬盘可靠性的实证研究"),
            ("cloud", "谷歌borg那篇论文"),
            ("med", "间歇性断食减肥的meta分析"),
            ("med", "仑卡奈单抗三期临床试验论文"),
            # paraphrase pair
            ("sport", "肌酸增肌的研究"),
            ("sport", "肌酸到底能不能增肌，有没有靠谱的研究说过"),
            ("cook", "美拉德反应的科学研究"),
            ("parent", "屏幕时间对儿童发育影响的研究"),
            ("parent", "双语儿童的追踪研究"),
            ("weather", "城市热岛效应的期刊论文"),
            ("weather", "气候变化和台风强度关系的文献"),
            ("hist", "关于罗马帝国衰亡的史学论文"),
            ("music", "爵士即兴演奏的硕士论文"),
            ("fin", "fama french三因子模型原文"),
            ("job", "远程办公对工作效绿影响的研究"),
            ("law", "人工智能生成内容著作权的法学论文"),
            ("insur", "医疗保险道德风险的实证文献"),
            ("photo", "计算摄影夜景模式的论文"),
            ("shop", "电商动态定价的学术研究"),
        ],
    },
}

NEEDSEARCH = {
    # false: greetings, thanks, chit-chat, arithmetic, unit conversion, rewriting / translating /
    # summarising / editing given text, creative writing
    "false": {
        "en": [
            ("chat", "hey there"),
            ("chat", "good morning!"),
            ("chat", "thanks so much, that fixed it"),
            ("chat", "ok cool thx"),
            ("chat", "how are you doing today"),
            ("math", "whats 17 times 24"),
            ("math", "what is 15 percent of 80"),
            ("unit", "convert 5 miles to km"),
            ("unit", "how many ounces in 2 cups"),
            ("unit", "72 fahrenheit in celsius"),
            ("edit", "rewrite this so it sounds more polite: send me the report by friday or else"),
            ("edit", "translate 'where is the train station' into spanish"),
            ("edit", "summarize the paragraph i pasted above in two sentences"),
            ("edit", "fix the grammar in this: me and him goes to the gym every days"),
            ("edit", "make this email shorter"),
            ("create", "write a short poem about rain on a tin roof"),
            ("create", "come up with a bedtime story about a dragon who is afraid of the dark"),
            ("create", "tell me a joke about accountants"),
            ("chat", "you're pretty helpful lol"),
            ("edit", "turn these bullet points into a paragraph: met client, agreed on budget, next call tuesday"),
        ],
        "zh": [
            ("chat", "你好"),
            ("chat", "早上好呀"),
            ("chat", "谢谢你，帮大忙了"),
            ("chat", "好的收到"),
            ("chat", "你今天心情怎么样"),
            ("math", "37乘以48等于多少"),
            ("math", "200的百分之十五是多少"),
            ("unit", "5公里是多少英里"),
            ("unit", "一斤等于多少克"),
            ("unit", "华氏100度是多少摄氏度"),
            ("edit", "把这句话改得客气一点：明天之前把报告给我"),
            ("edit", "帮我把“祝你生日快乐”翻译成英文"),
            ("edit", "把上面那段话总结成三句"),
            ("edit", "帮我看看这段有没有错别字：我们明天在公司门口集和"),
            ("edit", "把我刚发的邮件改短一点"),
            ("create", "写一首关于秋天的小诗"),
            ("create", "给我编个小狗找妈妈的睡前故事"),
            ("create", "讲个笑话呗"),
            ("chat", "哈哈你还挺逗的"),
            ("edit", "把这几条整理成一段话：开会、定预算、周二再聊"),
        ],
    },
    # true: bare product / noun phrases, facts, policies, KB / database / web data
    "true": {
        "en": [
            ("product", "airpods pro 3"),
            ("product", "standing desk"),
            ("policy", "japan visa requirements for us citizens"),
            ("kb", "what is the return policy for opened electronics"),
            ("db", "order status for #48213"),
            ("kb", "how many vacation days do new employees get"),
            ("fact", "dishwasher error code e24"),
            ("fact", "population of canada"),
            ("fact", "side effects of metformin"),
            ("web", "best time to visit iceland"),
            ("web", "postgres connection pool settings"),
            ("web", "latest iphone price"),
            ("db", "customers in texas who havent ordered since march"),
            ("kb", "our refund policy for annual subscriptions"),
            ("fact", "who directed the godfather"),
            ("web", "tesla model y lease deals"),
            ("web", "how to renew a us passport"),
            ("db", "invoice 2024-0311 amount due"),
            ("web", "docker container keeps restarting"),
            ("web", "weather in lisbon this weekend"),
        ],
        "zh": [
            ("product", "华为mate70"),
            ("product", "人体工学椅"),
            ("policy", "中国护照去泰国要签证吗"),
            ("kb", "拆封的耳机能退吗"),
            ("db", "订单20240311的物流状态"),
            ("kb", "新员工年假几天"),
            ("fact", "洗衣机显示e3是什么故障"),
            ("fact", "日本人口多少"),
            ("fact", "二甲双胍的副作用"),
            ("web", "什么时候去新疆旅游最好"),
            ("web", "redis集群配置"),
            ("web", "iphone17价格"),
            ("db", "上个月没下过单的广东客户有哪些"),
            ("kb", "年度会员怎么退款"),
            ("fact", "霸王别姬的导演是谁"),
            ("web", "北京二手车价格"),
            ("web", "护照过期了怎么换"),
            ("db", "发票号12345678的金额"),
            ("web", "docker容器一直重启"),
            ("web", "杭州周末天气"),
        ],
    },
}


def test_rows():
    for intent in INTENTS:
        for lang in LANGS:
            for i, (_topic, query) in enumerate(TEST[intent][lang], 1):
                yield {"id": f"t5-{intent}-{lang}-{i:02d}", "query": query,
                       "intent": intent, "lang": lang}


def needsearch_rows():
    for label in ("true", "false"):
        for lang in LANGS:
            for i, (_kind, query) in enumerate(NEEDSEARCH[label][lang], 1):
                yield {"id": f"ns5-{label}-{lang}-{i:02d}", "query": query,
                       "need_search": label == "true", "lang": lang}


def write(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    write(os.path.join(OUT_DIR, "test5.jsonl"), test_rows())
    write(os.path.join(OUT_DIR, "needsearch5.jsonl"), needsearch_rows())


if __name__ == "__main__":
    main()
