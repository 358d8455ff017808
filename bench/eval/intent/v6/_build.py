#!/usr/bin/env python3
"""Build the v6 frozen intent / need-search evaluation set from hand-written lists.

Every query below was written by hand for this set. Each test entry is (topic, query); the topic
tag is only used by validate.py to check the topic spread and is not written to the JSONL files.
Need-search entries are (kind, query); the kind is a note for readers, not written either.

    python3 _build.py   ->  ../test6.jsonl  ../needsearch6.jsonl   (byte-for-byte deterministic)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)

INTENTS = ["factual", "status", "comparison", "tutorial",
           "exploratory", "news", "resource", "academic"]
LANGS = ["en", "zh"]

# non-software topics (19 per cell):
#   med fin school game media astro bio gov car parent garden pet shop job
# software topics (6 per cell, one each):
#   dev cloud data ai os sec
TECH_TOPICS = {"dev", "cloud", "data", "ai", "os", "sec"}

TEST = {
    # ------------------------------------------------------------------ factual
    # one stable answer: a definition, acronym, number, norm, name or date
    "factual": {
        "en": [
            ("med", "normal fasting blood sugar range"),
            ("med", "how long does the flu shot take to start working"),
            ("fin", "what does escrow mean on a mortgage statement"),
            ("fin", "what is a sinking fund"),
            ("school", "how long is the ielts speaking test"),
            ("school", "what is a weighted gpa"),
            ("game", "how many squares are on a chessboard"),
            ("media", "who composed the score for jaws"),
            ("astro", "distance from earth to the moon in km"),
            ("astro", "what is a light year"),
            ("bio", "how many chromosomes do humans have"),
            ("bio", "which organelle makes most of the cells atp"),
            ("gov", "how many digits is a social security number"),
            ("car", "what does abs stand for on a car"),
            ("parent", "at what age do babies usually start teething"),
            ("garden", "what soil ph do blueberries like"),
            ("pet", "how long is a cat pregancy"),              # typo
            ("shop", "what does msrp mean"),
            ("job", "meaning of notice period"),
            ("dev", "which http status code means too many requests"),
            ("data", "what does mvcc stand for"),
            ("cloud", "how many ip adresses in a /24 subnet"),  # typo
            ("ai", "what does gguf stand for"),
            ("os", "init process pid linux"),
            ("sec", "how many bits is a sha256 hash"),
        ],
        "zh": [
            ("med", "空腹血糖正常范围是多少"),
            ("med", "成人每天喝水建议多少毫升"),
            ("fin", "年化利率是什么意思"),
            ("fin", "什么叫复利"),
            ("school", "高考总分多少分"),
            ("school", "雅思口语考试多长时间"),
            ("game", "麻将一副多少张牌"),
            ("media", "让子弹飞的导演是谁"),
            ("astro", "地球到月球多少公里"),
            ("astro", "光年使什么单位"),                     # IME slip 是
            ("bio", "人有几对染色体"),
            ("bio", "细胞的能量工厂是哪个细胞器"),
            ("gov", "身分证号码有几位"),                   # variant / typo 身份证
            ("car", "汽车abs是什么意思"),
            ("parent", "宝宝一般几个月长牙"),
            ("garden", "种蓝莓土壤ph要多少"),
            ("pet", "猫怀孕几个月生"),
            ("shop", "吊牌价是什么意思"),
            ("job", "试用期最长可以多久"),
            ("dev", "http 429是什么错误"),
            ("data", "数据库第三范式是指什么"),
            ("cloud", "/24子网有多少个ip"),
            ("ai", "大模型里的token是啥意思"),
            ("os", "linux里init进程pid是几"),
            ("sec", "sha256输出多少位"),
        ],
    },
    # ------------------------------------------------------------------ status
    # the present state of one named thing: down, out yet, latest version, still made / sold /
    # supported, in stock, closed today, current rate or price, live conditions, wait times
    "status": {
        "en": [
            ("med", "is the covid booster still free at cvs"),
            ("fin", "15 yr fixed refinance rate today"),
            ("fin", "is turbotax free edition still offered"),
            ("school", "are march sat scores out yet"),
            ("school", "are fairfax county schools closed today"),
            ("game", "is steam donw right now"),                 # typo
            ("game", "latest patch version of valorant"),
            ("media", "is the new season of the bear on hulu yet"),
            ("media", "is netflix having problems right now"),
            ("astro", "current kp index aurora"),
            ("bio", "pollen count in atlanta today"),
            ("gov", "uscis processing time i-765 now"),
            ("gov", "is the passport office open on saturdays"),
            ("car", "is the honda element stil made"),           # typo
            ("parent", "is similac 360 total care back in stock"),
            ("garden", "has the last frost passed yet in zone 6"),
            ("pet", "is the blue buffalo dog food recall still active"),
            ("shop", "ps5 pro available at best buy?"),
            ("job", "is amazon still hiring remote customer service"),
            ("dev", "newest stable node release"),
            ("cloud", "is github actions down"),
            ("data", "is mongodb 5.0 end of life"),
            ("ai", "chatgpt not loading for anyone else?"),
            ("os", "does win 10 get patches anymore"),
            ("sec", "has openssl 3.0 reached end of support"),
        ],
        "zh": [
            ("med", "新冠疫苗现在还能打吗"),
            ("fin", "现在房贷利率多少"),
            ("fin", "港币现在兑多少人民币"),
            ("school", "高考成绩出来了美"),                     # IME slip 没
            ("school", "今天海淀中小学停课了吗"),
            ("game", "steam是不是崩了"),
            ("game", "原神现在是几点几版本"),
            ("media", "庆余年第三季开播了吗"),
            ("media", "网易云音乐现在能用吗"),
            ("astro", "天宫空间站今晚过境吗"),
            ("bio", "现在北京花粉浓度高吗"),
            ("gov", "护照办理现在要等多就"),                   # typo 久
            ("gov", "社保局周六上班吗"),
            ("car", "五菱宏光mini还在卖吗"),
            ("parent", "飞鹤奶粉现在多少钱一罐"),
            ("garden", "斗南花市今天开门吗"),
            ("pet", "皇家猫粮召回结束了没"),
            ("shop", "iphone16在京东有货吗"),
            ("job", "华为今年秋招还在招人吗"),
            ("dev", "vue2还维护吗"),
            ("cloud", "阿里云现在是不是挂了"),
            ("data", "elasticsearch 7还在维护吗"),
            ("ai", "deepseek官网现在打不开"),
            ("os", "win10现在还推送补丁不"),
            ("sec", "openssl目前最新是哪个版本"),
        ],
    },
    # ------------------------------------------------------------------ comparison
    # two or more named options weighed against each other
    "comparison": {
        "en": [
            ("med", "tylenol vs advil for a fevr"),                # typo
            ("med", "is a crown better than a filling for a cracked tooth"),
            ("fin", "roth or traditional ira for someone in their 20s"),
            ("fin", "hsa vs fsa"),
            ("school", "act or sat which one is easier"),
            ("school", "ib vs ap classes for college admissions"),
            ("game", "rog ally x vs legion go"),
            ("game", "should i play baldurs gate 3 or divinity original sin 2 first"),
            ("media", "tidal or qobuz for hi-res listening"),
            ("astro", "jupiter or saturn which planet is bigger"),
            ("bio", "dna rna differences"),
            ("gov", "real id or passport card for domestic flights"),
            ("car", "corola vs civic reliability"),               # typo
            ("car", "leasing versus buying a car"),
            ("parent", "cloth diapers vs disposable cost"),
            ("garden", "straw bale vs raised bed gardening"),
            ("pet", "wet food or dry food for an older cat"),
            ("shop", "costco membership vs sams club"),
            ("job", "contractor vs full time employee pros and cons"),
            ("dev", "tailwind compared with plain css modules"),
            ("cloud", "cloudflare r2 or s3 for storing backups"),
            ("data", "clickhouse versus duckdb on a laptop"),
            ("ai", "gemini 2.5 pro or claude for long documents"),
            ("os", "fedora vs ubuntu for a dev laptop"),
            ("sec", "proton pass or bitwarden for a family"),
        ],
        "zh": [
            ("med", "奥司他韦和玛巴洛沙韦哪个治流感好"),
            ("med", "种牙和烤瓷牙选哪个"),
            ("fin", "余额宝跟银行定期哪个话算"),               # typo 划算
            ("fin", "等额本息还是等额本金"),
            ("school", "出国读研还是直接工作"),
            ("school", "新东方和学而思哪个好"),
            ("game", "switch2和ps5 pro给孩子买哪个"),
            ("game", "王者荣耀对比英雄联盟手游"),
            ("media", "qq音乐和网易云音质对比"),
            ("astro", "木星和土星谁大"),
            ("bio", "dna和rna有啥不同"),
            ("gov", "港澳通行证和护照有什么区别"),
            ("car", "比亚迪汉和特斯拉model3选哪个"),
            ("car", "买车全款还是贷款"),
            ("parent", "纸尿裤和拉拉裤哪个好"),
            ("garden", "阳台种菜用营养土还是园土"),
            ("pet", "猫粮选进口还是国产"),
            ("shop", "山姆和costco会员哪个值"),
            ("job", "国企和外企怎么选"),
            ("dev", "svelte跟solid上手难度对比"),
            ("cloud", "华为云跟天翼云哪家便宜"),
            ("data", "kafka和rabbitmq该用哪个"),
            ("ai", "通义千问和文心一言哪个强"),
            ("os", "macos还是windows适合编程"),
            ("sec", "360和火绒哪个好"),
        ],
    },
    # ------------------------------------------------------------------ tutorial
    # how to do something: steps, a method, an imperative task
    "tutorial": {
        "en": [
            ("med", "how to use an epipen"),
            ("med", "how do i use a peak flow meter"),
            ("fin", "paying quarterly estimated taxes as a 1099 worker, how"),
            ("fin", "steps to freeze my credit"),
            ("school", "how to study for the lsat in 3 months"),
            ("school", "how can i improve my essay writing for the ap lit exam"),
            ("game", "how to parry in sekiro"),
            ("game", "minecraft how to make a villager breeder"),
            ("media", "how to cancel netflix"),
            ("astro", "how to find polaris in the night sky"),
            ("bio", "how to extract dna from a strawberry"),
            ("gov", "how to request a replacement social security card online"),
            ("car", "how to bleed brake lines by myself"),
            ("car", "replace wiper blades on a honda civic"),
            ("parent", "how to swadle a newborn"),                # typo
            ("garden", "how to repot a monstra"),                 # typo
            ("pet", "how to trim a dogs nails without hurting him"),
            ("shop", "how to return something on amazon without the box"),
            ("job", "how do i counter a lowball job offer"),
            ("dev", "python read a csv file into a dict"),
            ("cloud", "set up a custom domain on cloudflare pages"),
            ("data", "how do i make a pivot table in excel"),
            ("ai", "run llama locally on a mac"),
            ("os", "how to make a bootable usb on windows 11"),
            ("sec", "how to turn on 2fa for gmail"),
        ],
        "zh": [
            ("med", "海姆立克急救法怎么作"),                     # typo 做
            ("med", "在家怎么正确量血压"),
            ("fin", "个体户怎么报税"),
            ("fin", "公积金怎么提去"),                           # typo 取
            ("school", "三个月雅思怎么备考到7分"),
            ("school", "英语作文怎么写才能拿高分"),
            ("game", "艾尔登法环女武神怎么打"),
            ("game", "我的世界怎么做刷铁机"),
            ("media", "qq音乐怎么导入网易云歌单"),
            ("astro", "怎么用天文望远镜找到土星"),
            ("bio", "怎么用显微镜看洋葱表皮细胞"),
            ("gov", "身份证丢了怎么补办"),
            ("car", "汽车玻璃水怎么加"),
            ("car", "自己换备胎步骤"),
            ("parent", "新生儿怎么包襁褓"),
            ("garden", "绿萝怎么水培"),
            ("pet", "给狗剪指甲的方法"),
            ("shop", "淘宝怎么申请仅退款"),
            ("job", "怎么跟hr谈薪资"),
            ("dev", "python怎么把json转成csv"),
            ("cloud", "宝塔面板怎么绑定域名"),
            ("data", "excel怎么用vlookup匹配两张表"),
            ("ai", "本地部署deepseek教程"),
            ("os", "win11怎么做启动u盘"),
            ("sec", "手机怎么关掉应用的定位权限"),
        ],
    },
    # ------------------------------------------------------------------ exploratory
    # bare topics, why-questions, how-it-works overviews, worth-it opinions (no named rival)
    "exploratory": {
        "en": [
            ("med", "the microbiome and mood"),
            ("med", "why do we get fevers"),
            ("fin", "is it worth paying off my mortgage early"),
            ("fin", "index investing"),
            ("school", "homeschooling"),
            ("school", "is a gap year a good idea"),
            ("game", "why are roguelikes so addictive"),
            ("game", "indie games"),
            ("media", "k-dramas"),
            ("astro", "black holes"),
            ("astro", "how do stars form"),
            ("bio", "why do leaves change colour in autum"),  # typo
            ("gov", "how does social security work"),
            ("car", "are hybrids worth it in 2025"),
            ("parent", "raising bilingual kids"),
            ("garden", "permaculure"),                            # typo
            ("pet", "should i get a second dog"),
            ("shop", "buy now pay later apps good or bad"),
            ("job", "career change at 40"),
            ("dev", "functional programming"),
            ("cloud", "is serverless worth it for a small startup"),
            ("data", "data mesh"),
            ("ai", "will ai replace programmers"),
            ("os", "why is linux popular with developers"),
            ("sec", "passkeys replacing passwords"),
        ],
        "zh": [
            ("med", "肠到菌群"),                                 # typo 道
            ("med", "为什么人会发烧"),
            ("fin", "提前还房贷划算吗"),
            ("fin", "基金定投"),
            ("school", "在家上学靠谱吗"),
            ("school", "双减以后的教育"),
            ("game", "为什么肉鸽游戏这么上头"),
            ("game", "独立游戏"),
            ("media", "韩剧为什么火"),
            ("astro", "黑洞"),
            ("astro", "恒星是怎么形成得"),                       # typo 的
            ("bio", "猫为啥会打呼噜"),
            ("gov", "养老金制度是怎么运作的"),
            ("car", "混动车值得买吗"),
            ("parent", "双语育儿"),
            ("garden", "阳台花园"),
            ("pet", "要不要养第二只狗"),
            ("shop", "先用后付好不好"),
            ("job", "四十岁转行"),
            ("dev", "微前端架构"),
            ("cloud", "小公司有必要上云吗"),
            ("data", "数据湖"),
            ("ai", "ai会取代程序员吗"),
            ("os", "国产操作系统前景"),
            ("sec", "零信任"),
        ],
    },
    # ------------------------------------------------------------------ news
    # recent events and announcements: approvals, rate cuts, recalls, layoffs, launches, results
    "news": {
        "en": [
            ("med", "fda approves new weight loss pill"),
            ("med", "measles outbreak latest news texas"),
            ("fin", "irs announces new tax brackets for next year"),
            ("fin", "fed cuts interest rates"),
            ("school", "college board changes to ap exams announced"),
            ("school", "harvard funding freeze news"),
            ("game", "nintendo direct announcements recap"),
            ("game", "game awards winners last night"),
            ("media", "oscar nominations announced"),
            ("media", "hbo max rebrand annouced"),                # typo
            ("astro", "ula vulcan launch scrubbed again"),
            ("bio", "scientists discover new species of deep sea fish"),
            ("gov", "goverment shutdown latest"),                    # typo
            ("car", "toyota recalls 1 million vehicles"),
            ("parent", "baby formula recall announced"),
            ("garden", "spotted lanternfly spreads to new states"),
            ("pet", "new law bans puppy mill sales in pet stores"),
            ("shop", "walmart plus price increase announced"),
            ("job", "microsoft layoffs this week"),
            ("dev", "github announces new copilot pricing"),
            ("cloud", "aws reinvent keynote announcements"),
            ("data", "databricks acquisition news"),
            ("ai", "openai unveils new model"),
            ("os", "android 16 rollout announced for pixel phones"),
            ("sec", "major data breach this week"),
        ],
        "zh": [
            ("med", "国家医保目录新增药品公布"),
            ("med", "甲流最新消息"),
            ("fin", "央行宣布降准"),
            ("fin", "个税专项附加扣除标准上调公布"),
            ("school", "高考改革新政策发布"),
            ("school", "教育部发布寒假放假通知"),
            ("game", "黑神话悟空续作官宣"),
            ("game", "任天堂发布会内容汇总"),
            ("media", "金鸡奖颁奖结果"),
            ("media", "周杰伦演唱会官宣新城市"),
            ("astro", "神舟二十号发射最新进展"),
            ("bio", "科学家发现新物种"),
            ("gov", "延迟退休政策正式公布"),
            ("car", "小米汽车召回"),
            ("parent", "育儿补帖政策最新消息"),                     # typo 贴
            ("garden", "红火蚁入侵新地区新闻"),
            ("pet", "北京养犬新规出台"),
            ("shop", "双十一预售开始时间官宣"),
            ("job", "腾讯校招扩招消悉"),                           # typo 息
            ("dev", "github copilot免费版发布"),
            ("cloud", "云栖大会阿里云发布了什么"),
            ("data", "达梦数据库上市最新消息"),
            ("ai", "openai发布新模型"),
            ("os", "鸿蒙next正式发布会"),
            ("sec", "勒索软件攻击医院最新报道"),
        ],
    },
    # ------------------------------------------------------------------ resource
    # a specific artifact to fetch: docs, pdf, form, template, app, dataset, map, wiki, list, site
    "resource": {
        "en": [
            ("med", "who essential medicines list pdf"),
            ("med", "printable food diary template"),
            ("fin", "irs form 1040 instructions pdf"),
            ("fin", "free budget spreadsheet template google sheets"),
            ("school", "official sat practice tests download"),
            ("school", "khan academy ap biology course"),
            ("game", "elden ring interactive map"),
            ("game", "stardew valey wiki"),                           # typo
            ("media", "interstellar screenplay pdf"),
            ("media", "imdb top 250 list"),
            ("astro", "nasa apod"),
            ("bio", "human anatomy 3d model app"),
            ("gov", "dmv change of address form"),
            ("car", "2018 camry owners manual pdf"),
            ("parent", "baby sleep tracker app"),
            ("garden", "native plant finder by zip code"),
            ("pet", "aspca toxic plants list"),
            ("shop", "camelcamelcamel"),
            ("job", "cover letter templete for nurses"),                     # typo
            ("dev", "rust std library docs"),
            ("cloud", "ansible builtin modules reference"),
            ("data", "kaggle titanic dataset"),
            ("ai", "hugging face whisper model download"),
            ("os", "debian netinst image"),
            ("sec", "owasp top 10 cheat sheet"),
        ],
        "zh": [
            ("med", "国家免疫规划儿童免疫程序表下载"),
            ("med", "饮食记录表模板下载"),
            ("fin", "电子税务局登录入口"),
            ("fin", "记账exel模板"),                                 # typo
            ("school", "考研英语一历年真题电子版"),
            ("school", "国家中小学智慧教育平台"),
            ("game", "原神地图工具"),
            ("game", "泰拉瑞亚合成表"),
            ("media", "流浪地球2剧本下载"),
            ("media", "豆瓣电影top250"),
            ("astro", "中国天文年历电子版"),
            ("bio", "人体解剖3d软件"),
            ("gov", "出生医学证明申请表下载"),
            ("car", "卡罗拉用户手册电子版"),
            ("parent", "宝宝生长曲线表"),
            ("garden", "中国植物志在线"),
            ("pet", "猫咪不能吃的食物清单"),
            ("shop", "慢慢买比价"),
            ("job", "述职报告ppt模版"),                             # variant 模板
            ("dev", "rust标准库文档中文版"),
            ("cloud", "阿里云oss sdk文档"),
            ("data", "天池数据集"),
            ("ai", "qwen模型下载地址"),
            ("os", "archlinux中科大镜像站"),
            ("sec", "owasp top10中文版pdf"),
        ],
    },
    # ------------------------------------------------------------------ academic
    # scholarly literature: papers, meta-analyses, trials, reviews / 综述, theses, named papers
    "academic": {
        "en": [
            ("med", "meta-analsis of statins for primary prevention"),     # typo
            ("med", "tirzepatide phase 3 trial nejm"),
            ("fin", "research papers on loss aversion in behavioral finance"),
            ("fin", "academic studies on rent control and housing supply"),
            ("school", "what do the studies say about homework and achievement"),
            ("school", "peer reviewed research on class size"),
            ("game", "video games and cognitive ability study"),
            ("game", "dissertation on narrative in game design"),
            ("media", "film studies journal articles on hitchcock"),
            ("astro", "jwst early galaxies paper arxiv"),
            ("astro", "survey paper on exoplanet detection methods"),
            ("bio", "crispr off-target effects review article"),
            ("gov", "policy research on universal basic income pilots"),
            ("car", "peer reviewed study on autonomous vehicle crash rates"),
            ("parent", "longitudinal study on daycare and child developement"),  # typo
            ("garden", "research on companion planting yields"),
            ("pet", "studies on grain free dog food and dcm"),
            ("shop", "consumer behavior research on impulse buying"),
            ("job", "four day work week trial findings paper"),
            ("dev", "empirical study of code review effectiveness"),
            ("cloud", "amazon aurora sigmod 2017 paper"),
            ("data", "research on lsm tree compaction strategies"),
            ("ai", "chinchilla scaling laws paper"),
            ("os", "thesis on linux kernel scheduling"),
            ("sec", "survey of side channel attacks"),
        ],
        "zh": [
            ("med", "他汀类药物一级预防的荟萃分析"),
            ("med", "替尔泊肽三期临床试验论文"),
            ("fin", "行为金融学损失厌恶相关论文"),
            ("fin", "房贷利率对居民消费影响的实证分析"),
            ("school", "作业量与学习成级关系的研究"),                 # typo 绩
            ("school", "小班教学效果的文献"),
            ("game", "电子游戏对认知能力影响的研究"),
            ("game", "游戏叙事设计硕士论文"),
            ("media", "希区柯克电影研究论文"),
            ("astro", "韦伯望远镜早期星系论文"),
            ("astro", "系外行星探测方法综术"),                         # typo 综述
            ("bio", "crispr脱靶效应综述"),
            ("gov", "全民基本收入试点的学术研究"),
            ("car", "自动驾驶事故率的学术论文"),
            ("parent", "托育对儿童发展影响的追踪研究"),
            ("garden", "间作套种产量研究论文"),
            ("pet", "无谷狗粮与心脏病关系的研究"),
            ("shop", "冲动消费行为研究文献"),
            ("job", "远程办公效率文献综述"),
            ("dev", "代码审查有效性的实证研究"),
            ("cloud", "dynamo论文亚马逊2007"),
            ("data", "learned index论文"),
            ("ai", "lora微调原论文"),
            ("os", "linux内核调度毕业论文"),
            ("sec", "侧信道攻击综述"),
        ],
    },
}

# kinds: web (search engine), kb (company knowledge base), db (database record), fact
#        greet thanks praise math conv rewrite translate summary creative chat
NEEDSEARCH = {
    "true": {
        "en": [
            ("fact", "lisinopril side effects"),
            ("web", "kobo clara bw"),
            ("web", "how long does a passport renewal take"),
            ("kb", "can i get a refund on a yearly subscription after 30 days"),
            ("db", "order 88213 shipping status"),
            ("fact", "who won best picture in 2020"),
            ("web", "tomato blight treatment"),
            ("db", "what is my remaining pto balance"),
            ("web", "vet clinics open sunday near me"),
            ("web", "sony wh-1000xm6"),
            ("web", "fafsa deadline"),
            ("db", "open invoices for customer acme corp"),
            ("kb", "bereavement leave days company policy"),
            ("fact", "what causes the northern lights"),
            ("web", "toyota rav4 maintenance schedule"),
            ("web", "npm err eresolve unable to resolve dependency tree"),
            ("web", "best budget gaming monitor"),
            ("fact", "how many moons does mars have"),
            ("web", "pod stuck in crashloopbackoff"),
            ("web", "pollen forecast for boise tomorrow"),
        ],
        "zh": [
            ("fact", "阿莫西林副作用"),
            ("web", "kindle paperwhite 5代"),
            ("web", "护照换发要多久"),
            ("kb", "年度会员退款规则是啥"),
            ("db", "订单号20931的物流到哪了"),
            ("fact", "2020年奥斯卡最佳影片"),
            ("web", "番茄叶子发黄怎么办"),
            ("db", "我还剩几天年假"),
            ("web", "附近周日营业的宠物医院"),
            ("web", "小米手环9"),
            ("web", "四六级报名时间"),
            ("db", "客户华信科技的未付发票"),
            ("kb", "我们公司陪产假几天"),
            ("fact", "极光是怎么形成的"),
            ("web", "卡罗拉保养周期"),
            ("web", "npm安装报错eresolve"),
            ("web", "性价比高的显示器推荐"),
            ("fact", "火星有几颗卫星"),
            ("web", "k8s pod一直重启"),
            ("web", "成都下周天气"),
        ],
    },
    "false": {
        "en": [
            ("greet", "heyyy whats up"),
            ("thanks", "cheers mate, appreciate the help"),
            ("praise", "you're awesome at this"),
            ("math", "what's 1,284 divided by 6"),
            ("conv", "how many tablespoons in a third of a cup"),
            ("math", "15% of 240"),
            ("rewrite", "rewrite this to sound more polite: send me the file now"),
            ("translate", "translate 'good morning, how are you' into spanish"),
            ("summary", "give me the tl;dr of the article text i just pasted"),
            ("creative", "write a haiku about my cat ignoring me"),
            ("creative", "make up a silly story about a penguin who runs a bakery"),
            ("chat", "lmao fair enough"),
            ("greet", "good night, talk tomorrow"),
            ("rewrite", "make this email shorter: Hi team, the meeting moves to 3pm tomorrow because the room is booked."),
            ("rewrite", "proofread: their going to the park tomorow with there dog"),
            ("chat", "how is your day going"),
            ("conv", "72 kilograms in stone"),
            ("rewrite", "sort these names alphabetically: zoe, adam, mia, liam"),
            ("creative", "give me a funny name for my fantasy football team"),
            ("chat", "haha that's a great joke"),
        ],
        "zh": [
            ("greet", "你好呀"),
            ("thanks", "谢谢你帮了大忙"),
            ("praise", "你真厉害"),
            ("math", "1250除以25"),
            ("conv", "5加仑是几升"),
            ("math", "打八五折后368块是多少"),
            ("rewrite", "把这句话改得礼貌一点：快把文件发我"),
            ("translate", "把“早上好，你好吗”翻译成英文"),
            ("summary", "把我发的这篇文章概括成三点"),
            ("creative", "写首打油诗调侃我老板爱开会"),
            ("creative", "给孩子讲个小恐龙的睡前故事"),
            ("chat", "嗯嗯收到"),
            ("greet", "晚安啦，明天聊"),
            ("rewrite", "帮我把这段话缩短：各位同事，明天下午的会议因为会议室被占用改到三点。"),
            ("rewrite", "改一下病句：我和他昨天一起去了商店买了东西了"),
            ("chat", "你平时无聊吗"),
            ("conv", "6英尺2英寸是多少厘米"),
            ("rewrite", "把这几项整理成表格：苹果3个，梨5个，李子2个"),
            ("creative", "给我的猫起个可爱的名字"),
            ("chat", "这个笑话太好笑了"),
        ],
    },
}


def test_rows():
    for intent in INTENTS:
        for lang in LANGS:
            for i, (_topic, query) in enumerate(TEST[intent][lang], 1):
                yield {"id": f"t6-{intent}-{lang}-{i:02d}", "query": query,
                       "intent": intent, "lang": lang}


def needsearch_rows():
    for label in ("true", "false"):
        for lang in LANGS:
            for i, (_kind, query) in enumerate(NEEDSEARCH[label][lang], 1):
                yield {"id": f"ns6-{label}-{lang}-{i:02d}", "query": query,
                       "need_search": label == "true", "lang": lang}


def write(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def main():
    write(os.path.join(OUT_DIR, "test6.jsonl"), test_rows())
    write(os.path.join(OUT_DIR, "needsearch6.jsonl"), needsearch_rows())


if __name__ == "__main__":
    main()
