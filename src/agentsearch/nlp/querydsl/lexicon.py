"""Word lists of the builtin NL → QueryDSL generator (English and Chinese).

Kept apart from the logic so that adding a synonym is a one-line change. Column "roles" (money,
duration, size, rating, quantity, date) let a question say "cheaper than $50" or "longer than 5
minutes" without naming the column; a role is recognised from a column's name, label and description.
"""

from __future__ import annotations

__all__ = [
    "COLUMN_WORDS_ZH",
    "DIRECTION_WORDS",
    "QUERY_STOPWORDS",
    "QUERY_STOPWORDS_ZH",
    "ROLE_NAME_HINTS",
    "ROLE_WORDS",
    "SUPERLATIVES_EN",
    "SUPERLATIVES_ZH",
    "TABLE_SYNONYMS_EN",
    "VALUE_SYNONYMS_EN",
    "VALUE_TRANSLATIONS_ZH",
]

#: role -> substrings of a column's name / label / description that give it that role.
ROLE_NAME_HINTS: dict[str, tuple[str, ...]] = {
    "money": ("price", "cost", "amount", "total", "revenue", "salary", "fee", "价格", "金额", "售价", "总额"),
    "duration": ("millisecond", "duration", "length", "seconds", "minutes", "runtime", "时长"),
    "size": ("bytes", "size", "filesize", "大小"),
    "rating": ("rating", "stars", "score", "评分"),
    "quantity": ("stock", "quantity", "qty", "inventory", "units", "count", "库存", "数量"),
}

#: Words a question uses for a column of a role without naming it ("average length" → Milliseconds).
ROLE_WORDS: dict[str, tuple[str, ...]] = {
    "money": ("price", "cost", "amount", "spent", "revenue", "sales", "价格", "金额", "价钱"),
    "duration": ("length", "duration", "long", "时长", "长度"),
    "size": ("size", "大小"),
    "rating": ("rating", "stars", "评分"),
    "quantity": ("stock", "quantity", "units", "库存", "数量"),
}

#: Other English words for common tables (singular table name → words).
TABLE_SYNONYMS_EN: dict[str, tuple[str, ...]] = {
    "track": ("song", "songs", "tune", "tunes", "episode", "episodes"),
    "artist": ("band", "bands", "musician", "musicians", "singer", "singers"),
    "album": ("record", "records", "lp", "lps"),
    "customer": ("client", "clients", "buyer", "buyers"),
    "order": ("purchase", "purchases"),
    "invoice": ("bill", "bills"),
    "product": ("goods",),
}

#: Chinese words → English name tokens of tables and columns they can mean.
COLUMN_WORDS_ZH: dict[str, tuple[str, ...]] = {
    "价格": ("price", "unitprice", "unit_price", "cost"),
    "价钱": ("price", "unitprice"),
    "售价": ("price", "unitprice"),
    "单价": ("unitprice", "unit_price", "price"),
    "金额": ("total", "amount"),
    "总额": ("total", "amount"),
    "时长": ("milliseconds", "duration", "length"),
    "长度": ("milliseconds", "duration", "length"),
    "名称": ("name", "title"),
    "名字": ("name",),
    "标题": ("title",),
    "国家": ("country", "billingcountry"),
    "城市": ("city", "billingcity"),
    "品牌": ("brand",),
    "类别": ("category",),
    "分类": ("category",),
    "库存": ("stock",),
    "数量": ("quantity",),
    "评分": ("rating",),
    "状态": ("status",),
    "作曲": ("composer",),
    "作曲家": ("composer",),
    "邮箱": ("email",),
    "日期": ("date", "invoicedate", "ordered_at"),
    "大小": ("bytes", "size"),
    "歌曲": ("tracks", "track"),
    "曲目": ("tracks", "track"),
    "专辑": ("albums", "album"),
    "艺术家": ("artists", "artist"),
    "歌手": ("artists", "artist"),
    "乐队": ("artists", "artist"),
    "流派": ("genres", "genre"),
    "风格": ("genres", "genre"),
    "发票": ("invoices", "invoice"),
    "订单": ("orders", "order"),
    "客户": ("customers", "customer"),
    "顾客": ("customers", "customer"),
    "商品": ("products", "product"),
    "产品": ("products", "product"),
    "用户": ("users", "user"),
}

#: Chinese names of common values → the English spellings databases store.
VALUE_TRANSLATIONS_ZH: dict[str, tuple[str, ...]] = {
    # brands
    "苹果": ("Apple",),
    "三星": ("Samsung",),
    "索尼": ("Sony",),
    "谷歌": ("Google",),
    "微软": ("Microsoft",),
    "戴尔": ("Dell",),
    "联想": ("Lenovo",),
    "惠普": ("HP",),
    "小米": ("Xiaomi",),
    "华为": ("Huawei",),
    "任天堂": ("Nintendo",),
    "佳能": ("Canon",),
    "罗技": ("Logitech",),
    "博士": ("Bose",),
    "安克": ("Anker",),
    # countries
    "巴西": ("Brazil",),
    "美国": ("USA", "United States"),
    "德国": ("Germany",),
    "法国": ("France",),
    "英国": ("United Kingdom", "UK"),
    "加拿大": ("Canada",),
    "日本": ("Japan",),
    "中国": ("China",),
    "印度": ("India",),
    "澳大利亚": ("Australia",),
    "墨西哥": ("Mexico",),
    "西班牙": ("Spain",),
    "意大利": ("Italy",),
    "葡萄牙": ("Portugal",),
    "阿根廷": ("Argentina",),
    "智利": ("Chile",),
    "荷兰": ("Netherlands",),
    "瑞典": ("Sweden",),
    "挪威": ("Norway",),
    "丹麦": ("Denmark",),
    "芬兰": ("Finland",),
    "波兰": ("Poland",),
    "捷克": ("Czech Republic",),
    "奥地利": ("Austria",),
    "比利时": ("Belgium",),
    "爱尔兰": ("Ireland",),
    "匈牙利": ("Hungary",),
    # product categories
    "智能手机": ("Smartphones",),
    "手机": ("Smartphones", "Phones"),
    "笔记本电脑": ("Laptops",),
    "笔记本": ("Laptops",),
    "平板电脑": ("Tablets",),
    "平板": ("Tablets",),
    "耳机": ("Headphones",),
    "电视": ("TVs", "TV"),
    "相机": ("Cameras",),
    "游戏": ("Gaming", "Games"),
    "音箱": ("Speakers",),
    "音响": ("Speakers",),
    "显示器": ("Monitors",),
    "打印机": ("Printers",),
    "配件": ("Accessories",),
    "智能手表": ("Wearables",),
    "可穿戴": ("Wearables",),
    "存储": ("Storage",),
    "智能家居": ("Smart Home",),
    # order statuses and customer segments
    "待处理": ("pending",),
    "待付款": ("pending",),
    "已付款": ("paid",),
    "已支付": ("paid",),
    "已发货": ("shipped",),
    "已送达": ("delivered",),
    "已签收": ("delivered",),
    "已交付": ("delivered",),
    "已取消": ("cancelled", "canceled"),
    "取消": ("cancelled", "canceled"),
    "企业": ("business",),
    "商业": ("business",),
    "个人": ("consumer",),
    "消费者": ("consumer",),
    # music genres and media
    "摇滚": ("Rock",),
    "爵士": ("Jazz",),
    "重金属": ("Heavy Metal",),
    "金属": ("Metal",),
    "流行": ("Pop",),
    "蓝调": ("Blues",),
    "古典": ("Classical",),
    "拉丁": ("Latin",),
    "雷鬼": ("Reggae",),
    "电子": ("Electronica/Dance",),
    "原声": ("Soundtrack",),
    "歌剧": ("Opera",),
    "另类": ("Alternative",),
    "朋克": ("Alternative & Punk",),
}

#: English words for common stored values ("phone" → "Smartphones").
VALUE_SYNONYMS_EN: dict[str, tuple[str, ...]] = {
    "phone": ("Smartphones", "Phones"),
    "phones": ("Smartphones", "Phones"),
    "mobile": ("Smartphones",),
    "earbuds": ("Headphones",),
    "earphones": ("Headphones",),
    "headset": ("Headphones",),
    "notebook": ("Laptops",),
    "notebooks": ("Laptops",),
    "console": ("Gaming",),
    "consoles": ("Gaming",),
    "game console": ("Gaming",),
    "television": ("TVs",),
    "televisions": ("TVs",),
    "tv": ("TVs",),
    "speaker": ("Speakers",),
    "watch": ("Wearables",),
    "watches": ("Wearables",),
    "smartwatch": ("Wearables",),
    "smartwatches": ("Wearables",),
    "camera": ("Cameras",),
    "monitor": ("Monitors",),
    "display": ("Monitors",),
    "printer": ("Printers",),
    "canceled": ("cancelled",),
    "cancelled": ("canceled",),
    "us": ("USA",),
    "united states": ("USA",),
    "america": ("USA",),
    "uk": ("United Kingdom",),
    "britain": ("United Kingdom",),
    "england": ("United Kingdom",),
    "hip hop": ("Hip Hop/Rap",),
    "rap": ("Hip Hop/Rap",),
    "r&b": ("R&B/Soul",),
    "soul": ("R&B/Soul",),
    "punk": ("Alternative & Punk",),
    "electronic": ("Electronica/Dance",),
    "dance": ("Electronica/Dance",),
    "mp3": ("MPEG audio file",),
    "aac": ("AAC audio file", "Purchased AAC audio file", "Protected AAC audio file"),
    "video": ("Protected MPEG-4 video file",),
}

#: English superlatives: word → (role, direction). Checked longest first.
SUPERLATIVES_EN: dict[str, tuple[str, str]] = {
    "most expensive": ("money", "desc"),
    "least expensive": ("money", "asc"),
    "cheapest": ("money", "asc"),
    "priciest": ("money", "desc"),
    "costliest": ("money", "desc"),
    "highest priced": ("money", "desc"),
    "lowest priced": ("money", "asc"),
    "longest": ("duration", "desc"),
    "shortest": ("duration", "asc"),
    "largest": ("size", "desc"),
    "biggest": ("size", "desc"),
    "smallest": ("size", "asc"),
    "highest rated": ("rating", "desc"),
    "best rated": ("rating", "desc"),
    "top rated": ("rating", "desc"),
    "lowest rated": ("rating", "asc"),
    "worst rated": ("rating", "asc"),
    "newest": ("date", "desc"),
    "latest": ("date", "desc"),
    "most recent": ("date", "desc"),
    "recent": ("date", "desc"),
    "oldest": ("date", "asc"),
    "earliest": ("date", "asc"),
    "best stocked": ("quantity", "desc"),
}

#: Chinese superlatives: word → (role, direction).
SUPERLATIVES_ZH: dict[str, tuple[str, str]] = {
    "最便宜": ("money", "asc"),
    "最贵": ("money", "desc"),
    "最昂贵": ("money", "desc"),
    "价格最高": ("money", "desc"),
    "价格最低": ("money", "asc"),
    "金额最高": ("money", "desc"),
    "金额最大": ("money", "desc"),
    "最长": ("duration", "desc"),
    "最短": ("duration", "asc"),
    "最大": ("size", "desc"),
    "最小": ("size", "asc"),
    "评分最高": ("rating", "desc"),
    "评分最低": ("rating", "asc"),
    "最新": ("date", "desc"),
    "最近": ("date", "desc"),
    "最早": ("date", "asc"),
    "最旧": ("date", "asc"),
    "最老": ("date", "asc"),
    "库存最多": ("quantity", "desc"),
    "库存最少": ("quantity", "asc"),
}

#: Words that ask for an ordering direction.
DIRECTION_WORDS: dict[str, str] = {
    "desc": "desc",
    "descending": "desc",
    "highest first": "desc",
    "asc": "asc",
    "ascending": "asc",
    "lowest first": "asc",
    "降序": "desc",
    "从高到低": "desc",
    "从大到小": "desc",
    "升序": "asc",
    "从低到高": "asc",
    "从小到大": "asc",
}

#: Words of questions that never carry a search term (besides the general stopwords).
QUERY_STOPWORDS: frozenset[str] = frozenset(
    """
    show list find get give me all any which what who whose where when are is was were the a an of for
    with from in on by to and or that have has had do does did there please i want need see display tell
    about items item records record rows row entries entry than less more most least fewer many much
    under over below above between at most least up no not only also some every each per how number
    count total sum average avg mean maximum minimum max min top first last cheap cheaper expensive
    price priced prices cost costs costing sorted sort order ordered ordering by asc desc ascending
    descending those these them it its they their our my your his her one ones s us usd dollar dollars
    bucks buck can could would should will may might lookup look search searching across sold sell
    selling available exist exists existing whats what's made make makes latest newest oldest recent
    highest lowest long longer short shorter large larger small smaller big bigger minutes minute mins
    seconds second secs hours hour stars star rated rating units unit stock kind type types
    buy buys bought buying purchase purchased ordered placed sold has having got title titled named called
    name names
    """.split()
)

#: Chinese question words that never carry a search term.
QUERY_STOPWORDS_ZH: frozenset[str] = frozenset(
    """
    查询 查找 查查 查看 显示 列出 列举 给我 帮我 我们 我想 想要 看看 一下 请问 哪些 哪个 什么 多少 所有 全部
    信息 记录 数据 找出 找到 搜索 检索 一些 那些 这些 有没有 是否 可以 能否 需要 关于 相关 以及 还有 其中
    来自 位于 属于 价格 金额 数量 最高 最低 排序 排列 之间 以上 以下 以内 左右 大约
    一共 总共 分别 每个 各个 按照 前面
    """.split()
)
