"""江澜出版社 (Jianglan Publishing House), a fictional mid-sized Chinese publisher in Nanjing: an extract of its
editorial, production and sales database taken on 2025-10-15 ("today"; no date in the data is later).

Editors (self-referencing supervisor), authors and translators (Chinese names in characters, foreign authors
in Latin letters), titles with their list price in yuan, pages and word count in thousands of characters,
the many-to-many authorship link with a role (著 / 主编 / 副主编 / 译者 / 绘), print runs (印次), bookstores and
distributors in Chinese cities, sales orders 2023-01 .. 2025-10 with their lines, and royalty / fee payments.

Run `python gen_publisher.py` to write publisher/schema.sql and publisher/data.sql (byte-identical on
rerun; data.sql is the same file `build.py` writes).
"""

# ruff: noqa: E501

from __future__ import annotations

import datetime as dt
import random
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from seedtools import day, iso  # noqa: E402

TODAY = dt.date(2025, 10, 15)
ORDER_START = dt.date(2023, 1, 1)

SCHEMA_SQL = """\
-- 江澜出版社 (Jianglan Publishing House, Nanjing): 编辑、作者、图书、印次、客户、订单与稿酬数据。
-- 数据截至 2025-10-15 (今天)。金额单位均为 元 (人民币)；字数单位为 千字。

CREATE TABLE editor (
    ed_id     INTEGER     NOT NULL,
    ed_name   VARCHAR(20) NOT NULL,
    bumen     VARCHAR(20) NOT NULL,   -- 部门: 总编室 / 文学编辑部 / 外国文学编辑部 / 社科编辑部 / 少儿编辑部 / 科技编辑部 / 教育编辑部
    zhiwu     VARCHAR(10) NOT NULL,   -- 职务: 总编辑 / 副总编辑 / 主任 / 编辑 / 助理编辑
    sup_id    INTEGER,                -- 直属上级 (editor.ed_id); NULL = 总编辑, 无上级
    ruzhi_dt  DATE        NOT NULL,   -- 入职日期
    lizhi_dt  DATE,                   -- 离职日期; NULL = 在职
    PRIMARY KEY (ed_id),
    FOREIGN KEY (sup_id) REFERENCES editor (ed_id)
);

CREATE TABLE author (
    au_id     INTEGER     NOT NULL,
    au_name   VARCHAR(40) NOT NULL,   -- 中国作者用汉字; 外国作者用原文拉丁字母, 如 'Margaret Ellison'
    guoji     VARCHAR(10) NOT NULL,   -- 国籍, 如 中国 / 英国 / 美国 / 日本
    xingbie   VARCHAR(2)  NOT NULL,   -- 男 / 女
    birth_yr  INTEGER,                -- 出生年份; NULL = 不详
    PRIMARY KEY (au_id)
);

CREATE TABLE book (
    isbn          VARCHAR(13)  NOT NULL,  -- 13 位数字, 不含连字符
    shu_ming      VARCHAR(60)  NOT NULL,  -- 中文书名
    fenlei        VARCHAR(10)  NOT NULL,  -- 分类: 文学 / 社科 / 少儿 / 科技 / 艺术 / 教辅
    ed_id         INTEGER      NOT NULL,  -- 责任编辑
    pub_dt        DATE,                   -- 首版出版日期; NULL = 尚未出版 (排期中)
    dingjia       DECIMAL(6,2) NOT NULL,  -- 定价, 元
    yeshu         INTEGER      NOT NULL,  -- 页数
    zishu         INTEGER      NOT NULL,  -- 字数, 千字 (450 = 45 万字)
    kaiben        VARCHAR(6)   NOT NULL,  -- 开本: 16开 / 32开 / 大32开 / 12开
    yuan_shuming  VARCHAR(80),            -- 原版书名 (译著); NULL = 原创作品, 非翻译
    jueban        INTEGER      NOT NULL,  -- 1 = 已绝版 (不再重印), 0 = 在版
    PRIMARY KEY (isbn),
    FOREIGN KEY (ed_id) REFERENCES editor (ed_id)
);

CREATE TABLE authorship (
    isbn     VARCHAR(13) NOT NULL,
    au_id    INTEGER     NOT NULL,
    juese    VARCHAR(6)  NOT NULL,   -- 角色: 著 / 主编 / 副主编 / 译者 / 绘 (插图)
    shunxu   INTEGER     NOT NULL,   -- 署名顺序, 1 = 第一署名
    PRIMARY KEY (isbn, au_id, juese),
    FOREIGN KEY (isbn) REFERENCES book (isbn),
    FOREIGN KEY (au_id) REFERENCES author (au_id)
);

CREATE TABLE yinci (
    yc_id          INTEGER     NOT NULL,
    isbn           VARCHAR(13) NOT NULL,
    yc_no          INTEGER     NOT NULL,  -- 第几次印刷, 1 = 首印
    print_dt       DATE        NOT NULL,  -- 印刷日期
    qty            INTEGER     NOT NULL,  -- 印数, 册
    yinshua_chang  VARCHAR(30) NOT NULL,  -- 印刷厂
    PRIMARY KEY (yc_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);

CREATE TABLE kehu (
    kh_id     INTEGER      NOT NULL,
    kh_name   VARCHAR(30)  NOT NULL,
    kh_type   VARCHAR(4)   NOT NULL,  -- 新华 = 新华书店系统, 民营 = 民营书店, 网店 = 网上书店, 批发 = 图书批发/发行商
    city      VARCHAR(10)  NOT NULL,  -- 城市, 如 南京 / 上海 / 成都
    sheng     VARCHAR(10)  NOT NULL,  -- 省 / 直辖市
    zhekou    DECIMAL(3,2) NOT NULL,  -- 合同发货折扣, 0.62 = 按定价 62% 结算
    hezuo_dt  DATE         NOT NULL,  -- 开始合作日期
    PRIMARY KEY (kh_id)
);

CREATE TABLE dingdan (
    dd_id       INTEGER NOT NULL,
    kh_id       INTEGER NOT NULL,
    dd_dt       DATE    NOT NULL,   -- 下单日期
    fahuo_dt    DATE,               -- 发货日期; NULL = 尚未发货
    huikuan_dt  DATE,               -- 回款日期; NULL = 客户尚未付款
    PRIMARY KEY (dd_id),
    FOREIGN KEY (kh_id) REFERENCES kehu (kh_id)
);

CREATE TABLE dingdan_mx (
    dd_id    INTEGER       NOT NULL,
    ln_no    INTEGER       NOT NULL,  -- 行号
    isbn     VARCHAR(13)   NOT NULL,
    qty      INTEGER       NOT NULL,  -- 册数
    zhekou   DECIMAL(3,2)  NOT NULL,  -- 本行实际折扣
    shiyang  DECIMAL(10,2) NOT NULL,  -- 实洋 = 册数 x 定价 x 折扣, 元 (码洋 = 册数 x 定价)
    PRIMARY KEY (dd_id, ln_no),
    FOREIGN KEY (dd_id) REFERENCES dingdan (dd_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);

CREATE TABLE gaochou (
    gc_id    INTEGER       NOT NULL,
    au_id    INTEGER       NOT NULL,
    isbn     VARCHAR(13)   NOT NULL,
    niandu   INTEGER       NOT NULL,  -- 结算年度 (版税按上一年度销售结算)
    gc_type  VARCHAR(4)    NOT NULL,  -- 版税 = 按销售码洋提成; 稿酬 = 译者/插画一次性稿费
    amount   DECIMAL(10,2) NOT NULL,  -- 税前金额, 元
    paid_dt  DATE,                    -- 支付日期; NULL = 尚未支付
    PRIMARY KEY (gc_id),
    FOREIGN KEY (au_id) REFERENCES author (au_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);
"""

# ed_id, name, dept, title, supervisor, hired, left
EDITORS = [
    (1, "李建国", "总编室", "总编辑", None, "2003-03-01", None),
    (2, "王秀英", "总编室", "副总编辑", 1, "2006-07-15", None),
    (3, "赵明", "总编室", "副总编辑", 1, "2008-09-01", None),
    (4, "陈晓燕", "文学编辑部", "主任", 2, "2009-04-01", None),
    (5, "周立", "外国文学编辑部", "主任", 2, "2010-03-01", None),
    (6, "孙海涛", "社科编辑部", "主任", 3, "2011-06-20", None),
    (7, "吴静", "少儿编辑部", "主任", 2, "2012-02-13", None),
    (8, "郑磊", "科技编辑部", "主任", 3, "2012-08-01", None),
    (9, "马丽", "教育编辑部", "主任", 3, "2013-05-06", None),
    (10, "刘芳", "文学编辑部", "编辑", 4, "2014-07-01", None),
    (11, "黄志强", "文学编辑部", "编辑", 4, "2013-03-18", "2023-06-30"),
    (12, "林小雨", "文学编辑部", "助理编辑", 4, "2021-07-05", None),
    (13, "何佳", "外国文学编辑部", "编辑", 5, "2015-09-01", None),
    (14, "宋雅", "外国文学编辑部", "编辑", 5, "2018-03-12", None),
    (15, "许文博", "外国文学编辑部", "编辑", 5, "2014-11-03", "2024-12-31"),
    (16, "冯涛", "社科编辑部", "编辑", 6, "2015-04-20", None),
    (17, "韩雪", "社科编辑部", "编辑", 6, "2017-08-14", None),
    (18, "曹宇", "社科编辑部", "助理编辑", 6, "2022-07-04", None),
    (19, "邓琳", "少儿编辑部", "编辑", 7, "2016-05-09", None),
    (20, "彭悦", "少儿编辑部", "编辑", 7, "2019-10-08", "2025-03-31"),
    (21, "蒋浩", "科技编辑部", "编辑", 8, "2016-09-19", None),
    (22, "袁野", "科技编辑部", "助理编辑", 8, "2023-07-10", None),
    (23, "潘婷", "教育编辑部", "编辑", 9, "2017-02-20", None),
    (24, "田甜", "少儿编辑部", "助理编辑", 7, "2025-09-01", None),  # new: no books yet
]
# which editors handle which kind of book (weights); 主任 handle a few titles themselves
DESK = {
    "文学": [(4, 2), (10, 5), (11, 4), (12, 3)],
    "译著": [(5, 2), (13, 5), (14, 4), (15, 4)],
    "社科": [(6, 2), (16, 5), (17, 5), (18, 2)],
    "艺术": [(6, 1), (17, 3), (16, 1)],
    "少儿": [(7, 2), (19, 5), (20, 4)],
    "科技": [(8, 2), (21, 5), (22, 2)],
    "教辅": [(9, 2), (23, 5)],
}

# foreign authors: name, nationality, gender, birth year, language
FOREIGN = [
    ("Margaret Ellison", "英国", "女", 1958, "en"),
    ("Oliver Grant", "英国", "男", 1971, "en"),
    ("Thomas Hale", "美国", "男", 1949, "en"),
    ("Daniel Brooks", "美国", "男", 1980, "en"),
    ("Mark Stein", "美国", "男", 1966, "en"),
    ("Sarah O'Connor", "爱尔兰", "女", 1984, "en"),
    ("Kenji Morita", "日本", "男", 1962, "ja"),
    ("Yuko Arai", "日本", "女", 1977, "ja"),
    ("Hiroshi Tanabe", "日本", "男", None, "ja"),
    ("Claire Dubois", "法国", "女", 1969, "fr"),
    ("Lucas Moreau", "法国", "男", 1975, "fr"),
    ("Jonas Richter", "德国", "男", 1959, "de"),
    ("Elena Sokolova", "俄罗斯", "女", 1972, "ru"),
    ("Isabel Ortega", "西班牙", "女", 1981, "es"),
    ("Anna Lindqvist", "瑞典", "女", 1987, "en"),
]
# translators (all 中国): name, gender, birth year; 张伟 the translator shares his name with a 社科 author
TRANSLATORS = [
    ("张伟", "男", 1983),
    ("林青", "女", 1974),
    ("高远", "男", 1968),
    ("许静怡", "女", 1986),
    ("罗晨", "男", 1979),
    ("杜若", "女", 1981),
    ("叶舟", "男", 1965),
    ("苏曼", "女", 1977),
    ("白桦", "男", 1960),
    ("梁佳", "女", None),
]
# translated titles: Chinese title, original title, author, category, translators, pub date (None = forthcoming)
TRANSLATED = [
    ("寂静的果园", "The Silent Orchard", "Margaret Ellison", "文学", ["张伟"], "2017-04-01"),
    ("雾中灯塔", "A Lighthouse in the Fog", "Margaret Ellison", "文学", ["林青"], "2019-09-01"),
    ("北海来信", "Letters from the North Sea", "Margaret Ellison", "文学", ["林青", "高远"], "2023-03-01"),
    ("城市的尺度", "The Measure of Cities", "Oliver Grant", "社科", ["许静怡"], "2018-06-01"),
    ("看不见的手艺", "The Invisible Craft", "Oliver Grant", "社科", ["张伟"], "2021-01-01"),
    ("夜航的鸟", "Birds of the Night Flight", "Oliver Grant", "文学", ["林青"], "2024-08-01"),
    ("河流与帝国", "Rivers and Empires", "Thomas Hale", "社科", ["高远"], "2014-10-01"),
    ("最后的铁路", "The Last Railroad", "Thomas Hale", "文学", ["罗晨"], "2016-02-01"),
    ("算法之外", "Beyond the Algorithm", "Daniel Brooks", "科技", ["张伟"], "2022-05-01"),
    ("数据的故事", "The Story of Data", "Daniel Brooks", "科技", ["许静怡"], "2020-07-01"),
    ("注意力经济", "The Attention Economy", "Mark Stein", "社科", ["高远"], "2019-03-01"),
    ("第二次机会", "The Second Chance", "Mark Stein", "社科", ["张伟"], None),
    ("小灰狼找妈妈", "Little Grey Wolf Finds Mum", "Sarah O'Connor", "少儿", ["林青"], "2020-05-01"),
    ("月亮上的野餐", "A Picnic on the Moon", "Sarah O'Connor", "少儿", ["罗晨"], "2022-06-01"),
    ("寂静之森", "静かな森", "Kenji Morita", "文学", ["杜若"], "2015-08-01"),
    ("夏末的车站", "夏の終わりの駅", "Kenji Morita", "文学", ["叶舟"], "2021-09-01"),
    ("猫咪图书馆", "ねこの図書館", "Yuko Arai", "少儿", ["杜若"], "2023-07-01"),
    ("料理的哲学", "料理の哲学", "Hiroshi Tanabe", "社科", ["叶舟"], "2018-11-01"),
    ("东京漫步", "東京散歩", "Hiroshi Tanabe", "艺术", ["杜若"], "2024-04-01"),
    ("风之屋", "La Maison des Vents", "Claire Dubois", "文学", ["苏曼"], "2016-09-01"),
    ("巴黎的雨季", "La Saison des Pluies", "Claire Dubois", "文学", ["苏曼"], "2022-10-01"),
    ("港口的记忆", "Mémoires du Port", "Lucas Moreau", "文学", ["苏曼"], "2025-05-01"),
    ("安静的房子", "Das stille Haus", "Jonas Richter", "文学", ["白桦"], "2017-11-01"),
    ("思考的机器", "Die denkende Maschine", "Jonas Richter", "科技", ["白桦"], "2023-01-01"),
    ("冬日花园", "Зимний сад", "Elena Sokolova", "文学", ["梁佳"], "2019-12-01"),
    ("盐之园", "El jardín de sal", "Isabel Ortega", "文学", ["罗晨"], "2024-11-01"),
    ("北极光下", "Under the Northern Lights", "Anna Lindqvist", "少儿", ["许静怡"], "2021-11-01"),
    ("深海的孩子", "Children of the Deep", "Anna Lindqvist", "文学", ["高远", "许静怡"], "2025-08-01"),
]

SURNAMES = list(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛阎段雷侯龙史"
)
MALE = [
    "国强",
    "建华",
    "志明",
    "海波",
    "文涛",
    "立新",
    "晓东",
    "俊杰",
    "宏宇",
    "天佑",
    "振华",
    "子轩",
    "浩然",
    "明远",
    "思源",
    "一鸣",
    "春生",
    "德胜",
    "永康",
    "嘉树",
    "伯言",
    "望舒",
    "知行",
    "云峰",
]
FEMALE = [
    "丽华",
    "秀兰",
    "晓梅",
    "雅琴",
    "婉婷",
    "静怡",
    "欣然",
    "梦瑶",
    "雨桐",
    "若曦",
    "慧敏",
    "春燕",
    "玉洁",
    "佳宁",
    "思琪",
    "清扬",
    "素心",
    "晚晴",
    "语嫣",
    "海棠",
]
TAKEN_NAMES = {e[1] for e in EDITORS} | {t[0] for t in TRANSLATORS}

# pinned Chinese authors: name, gender, birth year, kind, number of books
PINNED_AUTHORS = [
    ("沈墨白", "男", 1963, "文学", 6),
    ("张伟", "男", 1968, "社科", 2),  # not the translator 张伟
    ("欧阳晴", "女", 1979, "文学", 4),
    ("顾长河", "男", 1941, "社科", 3),
    ("程小满", "女", 1988, "少儿", 5),
]

LIT_A = [
    "南方",
    "北城",
    "雪夜",
    "旧河",
    "白鹭",
    "青石",
    "月光",
    "远山",
    "春水",
    "长街",
    "孤岛",
    "麦田",
    "故园",
    "海风",
    "灯火",
    "山河",
    "暮色",
    "霜降",
    "归途",
    "野草",
    "小城",
    "江心",
    "梧桐",
    "西窗",
    "渡口",
]
LIT_B = [
    "往事",
    "之歌",
    "来信",
    "纪事",
    "人家",
    "笔记",
    "的秋天",
    "之夜",
    "旧梦",
    "札记",
    "故事集",
    "谣",
    "志",
    "十年",
]
SOC_T = [
    "货币",
    "城市",
    "乡村",
    "茶叶",
    "丝绸",
    "铁路",
    "科举",
    "家族",
    "运河",
    "盐业",
    "书院",
    "瓷器",
    "边疆",
    "商帮",
    "邮驿",
    "钱庄",
    "方言",
    "节令",
]
SOC_P = ["{}简史", "{}的逻辑", "中国{}史", "{}与社会", "明清{}研究", "{}变迁三百年"]
KID_A = ["小狐狸", "大象", "小兔子", "企鹅", "熊猫", "小刺猬", "萤火虫", "蜗牛", "小海豚", "长颈鹿", "小松鼠"]
KID_B = ["的奇妙旅行", "过生日", "的新朋友", "大冒险", "的雨天", "的秘密花园", "第一次上学", "找星星"]
TECH_T = [
    "Python",
    "机器学习",
    "数据库",
    "量子计算",
    "操作系统",
    "密码学",
    "深度学习",
    "云计算",
    "嵌入式系统",
    "编译原理",
    "计算机网络",
    "数据分析",
]
TECH_P = ["{}入门", "深入理解{}", "{}实战", "{}原理与实践"]
ART = [
    "敦煌色彩",
    "宋画十讲",
    "书法的故事",
    "园林之美",
    "昆曲六讲",
    "中国建筑图说",
    "水墨入门",
    "青铜器里的中国",
    "古琴札记",
    "民间剪纸",
    "西方绘画简史",
    "摄影的语言",
    "中国服饰史",
    "版画技法",
    "陶瓷鉴赏",
]
EDU = [
    "高考数学真题精讲",
    "高考语文作文指导",
    "初中语文阅读训练",
    "初中物理实验手册",
    "小学英语同步练习",
    "小学数学思维训练",
    "高中化学知识清单",
    "高中英语词汇精编",
    "初中历史图解",
    "高考英语听力突破",
    "小学语文古诗诵读",
    "初中数学压轴题",
    "高中生物必修精练",
    "中考满分作文",
    "高考地理专题复习",
]

PINNED_TITLES = {"沈墨白": ["长河落日", "江南雨巷", "石头城记", "秦淮夜话", "钟山脚下", "燕子矶"]}

PRINTERS = [
    "南京凤凰印务有限公司",
    "江苏新华印刷厂",
    "上海中华印刷有限公司",
    "北京盛通印刷股份有限公司",
    "河北鹏润印刷有限公司",
]

# name, type, city, province, discount, since; the last one is new and has no orders yet
CUSTOMERS = [
    ("南京新华书店新街口店", "新华", "南京", "江苏", "0.65", "2008-01-01"),
    ("苏州新华书店观前店", "新华", "苏州", "江苏", "0.65", "2009-03-01"),
    ("上海书城福州路店", "新华", "上海", "上海", "0.63", "2008-06-01"),
    ("北京西单图书大厦", "新华", "北京", "北京", "0.62", "2010-01-01"),
    ("杭州新华书店解放路店", "新华", "杭州", "浙江", "0.65", "2011-05-01"),
    ("广州购书中心", "新华", "广州", "广东", "0.63", "2012-04-01"),
    ("深圳书城中心城", "新华", "深圳", "广东", "0.63", "2013-07-01"),
    ("成都文轩春熙路店", "新华", "成都", "四川", "0.64", "2014-09-01"),
    ("武汉新华书店中南店", "新华", "武汉", "湖北", "0.65", "2012-10-01"),
    ("西安新华书店钟楼店", "新华", "西安", "陕西", "0.65", "2015-03-01"),
    ("长沙新华书店五一店", "新华", "长沙", "湖南", "0.65", "2016-06-01"),
    ("重庆解放碑书城", "新华", "重庆", "重庆", "0.64", "2015-11-01"),
    ("合肥新华书店三孝口店", "新华", "合肥", "安徽", "0.66", "2018-04-01"),
    ("南京半山书局", "民营", "南京", "江苏", "0.68", "2014-05-01"),
    ("苏州慢读书店", "民营", "苏州", "江苏", "0.70", "2017-09-01"),
    ("杭州晓风书坊", "民营", "杭州", "浙江", "0.68", "2013-02-01"),
    ("上海季风书屋", "民营", "上海", "上海", "0.68", "2012-08-01"),
    ("北京万象书屋", "民营", "北京", "北京", "0.70", "2016-03-01"),
    ("成都拾页书店", "民营", "成都", "四川", "0.70", "2019-06-01"),
    ("厦门鼓浪书屋", "民营", "厦门", "福建", "0.70", "2018-10-01"),
    ("昆明云上书局", "民营", "昆明", "云南", "0.72", "2020-05-01"),
    ("长沙橘洲书店", "民营", "长沙", "湖南", "0.70", "2021-03-01"),
    ("重庆山城书房", "民营", "重庆", "重庆", "0.70", "2022-04-01"),
    ("西安长安书院", "民营", "西安", "陕西", "0.72", "2023-06-01"),
    ("青鸟网上书店", "网店", "北京", "北京", "0.58", "2015-01-01"),
    ("书海网上书城", "网店", "上海", "上海", "0.57", "2016-08-01"),
    ("读书客电商", "网店", "深圳", "广东", "0.59", "2019-02-01"),
    ("云书网", "网店", "杭州", "浙江", "0.58", "2020-09-01"),
    ("华东图书发行有限公司", "批发", "上海", "上海", "0.55", "2009-01-01"),
    ("华北图书批销中心", "批发", "北京", "北京", "0.55", "2010-06-01"),
    ("西南图书物流公司", "批发", "成都", "四川", "0.56", "2013-04-01"),
    ("华中书业发行公司", "批发", "武汉", "湖北", "0.56", "2014-08-01"),
    ("华南图书发行集团", "批发", "广州", "广东", "0.55", "2012-12-01"),
    ("东北图书批发市场", "批发", "沈阳", "辽宁", "0.54", "2017-05-01"),
    ("天津新华书店滨江店", "新华", "天津", "天津", "0.64", "2019-09-01"),
    ("哈尔滨冰城书店", "民营", "哈尔滨", "黑龙江", "0.70", "2025-09-20"),
]
CUST_WEIGHT = {"新华": 5, "民营": 2, "网店": 8, "批发": 7}
CUST_QTY = {"新华": (10, 120), "民营": (5, 40), "网店": (20, 300), "批发": (50, 500)}

CENT = Decimal("0.01")


def money(value: Decimal) -> float:
    return float(value.quantize(CENT, rounding=ROUND_HALF_UP))


def isbn13(seq: int) -> str:
    body = f"97875402{seq:04d}"
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def price_for(rng: random.Random, base: float) -> Decimal:
    yuan = max(12, round(base + rng.uniform(-6, 6)))
    cents = rng.choice(["00", "00", "80", "80", "50", "90"])
    return Decimal(f"{yuan}.{cents}")


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    editors = [tuple(e) for e in EDITORS]

    # ------------------------------------------------------------ authors
    authors: list[dict[str, object]] = []

    def add_author(name: str, guoji: str, gender: str, born: int | None, kind: str, books: int = 0) -> dict:
        a = {"name": name, "guoji": guoji, "gender": gender, "born": born, "kind": kind, "books": books}
        authors.append(a)
        return a

    used = set(TAKEN_NAMES) | {p[0] for p in PINNED_AUTHORS}

    def new_chinese_name() -> tuple[str, str]:
        while True:
            gender = rng.choice(["男", "女"])
            given = rng.choice(MALE if gender == "男" else FEMALE)
            if rng.random() < 0.25:
                given = given[0]
            name = rng.choice(SURNAMES) + given
            if name not in used:
                used.add(name)
                return name, gender

    def born_year(lo: int, hi: int) -> int | None:
        return None if rng.random() < 0.09 else rng.randint(lo, hi)

    for name, gender, born, kind, n in PINNED_AUTHORS:
        add_author(name, "中国", gender, born, kind, n)
    pools: dict[str, list[dict]] = {}
    for kind, count, lo, hi in [
        ("文学", 26, 1945, 1995),
        ("社科", 22, 1940, 1990),
        ("少儿", 12, 1960, 1995),
        ("绘", 7, 1975, 1998),
        ("科技", 16, 1960, 1994),
        ("艺术", 9, 1938, 1985),
        ("教辅", 12, 1955, 1988),
    ]:
        for _ in range(count):
            name, gender = new_chinese_name()
            add_author(name, "中国", gender, born_year(lo, hi), kind)
    for name, gender, born in TRANSLATORS:
        add_author(name, "中国", gender, born, "译者")
    for name, guoji, gender, born, _lang in FOREIGN:
        add_author(name, guoji, gender, born, "外国")
    for a in authors:
        pools.setdefault(str(a["kind"]), []).append(a)
    # ids in a shuffled but fixed order, so id order says nothing about kind
    order = list(range(len(authors)))
    rng.shuffle(order)
    for new_id, idx in enumerate(order, start=1001):
        authors[idx]["id"] = new_id
    by_name_kind = {(a["name"], a["kind"]): a for a in authors}
    foreign = {a["name"]: a for a in authors if a["kind"] == "外国"}
    translators = {a["name"]: a for a in authors if a["kind"] == "译者"}

    # ------------------------------------------------------------ books
    books: list[dict] = []
    titles: set[str] = set()

    def pub_date(lo: int = 2012) -> dt.date | None:
        year = rng.choices(range(lo, 2026), [max(1, y - lo + 3) for y in range(lo, 2026)])[0]
        first = dt.date(year, rng.randint(1, 12), 1)
        if first > TODAY:
            return None
        return first

    def new_title(make) -> str:
        while True:
            t = make()
            if t not in titles:
                titles.add(t)
                return t

    def add_book(
        title: str,
        fenlei: str,
        desk: str,
        credits: list[tuple[dict, str]],
        pub: dt.date | None,
        orig: str | None = None,
    ) -> dict:
        titles.add(title)
        on_date = pub or TODAY
        staff = {e[0]: e for e in EDITORS}
        desk_eds = [
            (e, w)
            for e, w in DESK[desk]
            if dt.date.fromisoformat(staff[e][5]) + dt.timedelta(days=90) <= on_date
            and (staff[e][6] is None or (pub is not None and dt.date.fromisoformat(staff[e][6]) > pub))
        ]
        ed = rng.choices([d[0] for d in desk_eds], [d[1] for d in desk_eds])[0]
        b = {"title": title, "fenlei": fenlei, "ed": ed, "pub": pub, "orig": orig, "credits": credits}
        books.append(b)
        return b

    def lit_title() -> str:
        while True:
            t = rng.choice(LIT_A) + rng.choice(LIT_B)
            if len(set(t)) == len(t):
                return t

    def soc_title() -> str:
        return rng.choice(SOC_P).format(rng.choice(SOC_T))

    def kid_title() -> str:
        return rng.choice(KID_A) + rng.choice(KID_B)

    def tech_title() -> str:
        while True:
            t = rng.choice(TECH_P).format(rng.choice(TECH_T))
            if t.count("原理") < 2:
                return t

    # pinned authors' books
    shen = by_name_kind[("沈墨白", "文学")]
    for i, t in enumerate(PINNED_TITLES["沈墨白"]):
        pub = [
            dt.date(2013, 9, 1),
            dt.date(2016, 5, 1),
            dt.date(2018, 3, 1),
            dt.date(2020, 10, 1),
            dt.date(2023, 6, 1),
            None,
        ][i]
        add_book(t, "文学", "文学", [(shen, "著")], pub)
    for name, _g, _b, kind, n in PINNED_AUTHORS[1:]:
        a = by_name_kind[(name, kind)]
        for _ in range(n):
            if kind == "文学":
                add_book(new_title(lit_title), "文学", "文学", [(a, "著")], pub_date())
            elif kind == "社科":
                add_book(new_title(soc_title), "社科", "社科", [(a, "著")], pub_date())
            else:
                ill = rng.choice(pools["绘"])
                add_book(new_title(kid_title), "少儿", "少儿", [(a, "著"), (ill, "绘")], pub_date(2014))

    # 文学 originals
    for _ in range(50):
        a = rng.choice(pools["文学"])
        credits = [(a, "著")]
        if rng.random() < 0.08:
            b2 = rng.choice([x for x in pools["文学"] if x is not a])
            credits.append((b2, "著"))
        add_book(new_title(lit_title), "文学", "文学", credits, pub_date())
    # one translator also writes a novel of her own
    add_book("青苔与雨", "文学", "文学", [(translators["林青"], "著")], dt.date(2022, 4, 1))
    # 社科
    for _ in range(36):
        if rng.random() < 0.25:
            chief, *deputies = rng.sample(pools["社科"], rng.choice([2, 3]))
            credits = [(chief, "主编")] + [(d, "副主编") for d in deputies]
        elif rng.random() < 0.15:
            credits = [(a, "著") for a in rng.sample(pools["社科"], 2)]
        else:
            credits = [(rng.choice(pools["社科"]), "著")]
        add_book(new_title(soc_title), "社科", "社科", credits, pub_date())
    # 少儿
    for _ in range(30):
        credits = [(rng.choice(pools["少儿"]), "著")]
        if rng.random() < 0.55:
            credits.append((rng.choice(pools["绘"]), "绘"))
        add_book(new_title(kid_title), "少儿", "少儿", credits, pub_date(2014))
    # 科技
    for _ in range(26):
        credits = [(a, "著") for a in rng.sample(pools["科技"], rng.choices([1, 2, 3], [6, 3, 1])[0])]
        add_book(new_title(tech_title), "科技", "科技", credits, pub_date(2015))
    # 艺术
    for t in ART:
        add_book(t, "艺术", "艺术", [(rng.choice(pools["艺术"]), "著")], pub_date())
    # 教辅: 主编 + 副主编
    for t in EDU:
        chief, *deputies = rng.sample(pools["教辅"], rng.choice([2, 2, 3]))
        credits = [(chief, "主编")] + [(d, "副主编") for d in deputies]
        add_book(t, "教辅", "教辅", credits, pub_date(2018))
    # translations
    for cn, orig, au, fenlei, trs, pub in TRANSLATED:
        credits = [(foreign[au], "著")] + [(translators[t], "译者") for t in trs]
        add_book(cn, fenlei, "译著", credits, dt.date.fromisoformat(pub) if pub else None, orig)
    # a few forthcoming titles
    for make, fenlei in [(lit_title, "文学"), (soc_title, "社科"), (tech_title, "科技"), (kid_title, "少儿")]:
        pool = {"文学": "文学", "社科": "社科", "科技": "科技", "少儿": "少儿"}[fenlei]
        add_book(new_title(make), fenlei, fenlei, [(rng.choice(pools[pool]), "著")], None)

    # physical data, popularity
    for b in books:
        f = b["fenlei"]
        if f == "文学":
            zishu = rng.randint(120, 620)
            kaiben = rng.choice(["32开", "32开", "大32开"])
            yeshu = int(zishu * rng.uniform(1.5, 1.9)) // 8 * 8
            base = 25 + zishu * 0.08
        elif f == "社科":
            zishu = rng.randint(180, 560)
            kaiben = rng.choice(["16开", "大32开", "32开"])
            yeshu = int(zishu * rng.uniform(1.2, 1.7)) // 8 * 8
            base = 38 + zishu * 0.1
        elif f == "少儿":
            zishu = rng.randint(3, 90)
            kaiben = rng.choice(["12开", "16开", "16开", "32开"])
            yeshu = (
                rng.choice([32, 40, 48, 64, 96, 128, 160, 192])
                if zishu > 20
                else rng.choice([32, 36, 40, 48])
            )
            base = 18 + zishu * 0.25
        elif f == "科技":
            zishu = rng.randint(280, 900)
            kaiben = "16开"
            yeshu = int(zishu * rng.uniform(0.9, 1.2)) // 8 * 8
            base = 49 + zishu * 0.09
        elif f == "艺术":
            zishu = rng.randint(60, 260)
            kaiben = rng.choice(["16开", "12开"])
            yeshu = rng.randint(160, 360) // 8 * 8
            base = 88 + zishu * 0.2
        else:
            zishu = rng.randint(200, 520)
            kaiben = "16开"
            yeshu = int(zishu * rng.uniform(0.5, 0.7)) // 8 * 8
            base = 26 + zishu * 0.04
        b.update(zishu=zishu, kaiben=kaiben, yeshu=yeshu, price=price_for(rng, base))
        b["pop"] = min(3.2, rng.lognormvariate(0, 0.8) * (1.8 if f == "教辅" else 1.0))
    for b in books:
        if b["title"] == "长河落日":
            b["pop"] = 5.0
        if b["title"] == "寂静的果园":
            b["pop"] = 4.0
    # fix thresholds questions rely on: no list price of exactly 100 / 50 / 80 / 30 yuan
    for b in books:
        if b["price"] in (Decimal("100.00"), Decimal("50.00"), Decimal("80.00"), Decimal("30.00")):
            b["price"] += Decimal("0.80")
        if b["zishu"] in (300, 400, 500):
            b["zishu"] += 7

    # ISBNs in publication order (forthcoming last)
    books.sort(key=lambda b: (b["pub"] or dt.date(2099, 1, 1), b["title"]))
    seq = 1003
    for b in books:
        b["isbn"] = isbn13(seq)
        seq += rng.randint(1, 9)
    # out of print: old titles with little demand
    for b in books:
        old = b["pub"] is not None and b["pub"] < dt.date(2019, 1, 1)
        b["jueban"] = 1 if old and b["pop"] < 0.6 and b["title"] != "长河落日" else 0

    book_rows = [
        (
            b["isbn"],
            b["title"],
            b["fenlei"],
            b["ed"],
            iso(b["pub"]),
            money(b["price"]),
            b["yeshu"],
            b["zishu"],
            b["kaiben"],
            b["orig"],
            b["jueban"],
        )
        for b in books
    ]
    authorship_rows = []
    for b in books:
        for pos, (a, role) in enumerate(b["credits"], start=1):
            authorship_rows.append((b["isbn"], a["id"], role, pos))

    # ------------------------------------------------------------ print runs
    yinci_rows = []
    taken_qty: set[tuple[str, int]] = set()
    for b in books:
        if b["pub"] is None:
            continue
        printer = rng.choice(PRINTERS)
        runs = [(b["pub"] - dt.timedelta(days=rng.randint(5, 20)), rng.randint(6, 40) * 500)]
        if b["fenlei"] == "少儿" and rng.random() < 0.5:
            runs[0] = (runs[0][0], runs[0][1] + 5000)
        stop = TODAY if not b["jueban"] else dt.date(2020, 6, 30)
        when = runs[0][0]
        while True:
            gap = int(rng.uniform(150, 900) / max(0.35, b["pop"]) + 60)
            when = when + dt.timedelta(days=gap)
            if when > stop:
                break
            qty = int(rng.randint(4, 20) * 500 * min(2.0, 0.6 + b["pop"] / 3))
            qty = qty // 500 * 500
            runs.append((when, qty))
        for no, (when, qty) in enumerate(runs, start=1):
            if rng.random() < 0.2:
                printer = rng.choice(PRINTERS)
            yinci_rows.append([b["isbn"], no, when, qty, printer])
        taken_qty.update((b["isbn"], r[1]) for r in runs)
    yinci_rows.sort(key=lambda r: (r[2], r[0], r[1]))
    yinci_out = [(i, r[0], r[1], iso(r[2]), r[3], r[4]) for i, r in enumerate(yinci_rows, start=1)]

    # ------------------------------------------------------------ customers, orders
    kehu_rows = [(i, *c[:4], float(Decimal(c[4])), c[5]) for i, c in enumerate(CUSTOMERS, start=1)]
    active_cust = kehu_rows[:-1]
    orders = []
    lines = []
    d = ORDER_START
    while d <= TODAY:
        n = rng.choices([0, 1, 2, 3], [3, 4, 2, 1])[0]
        for _ in range(n):
            cands = [c for c in active_cust if dt.date.fromisoformat(c[6]) <= d]
            c = rng.choices(cands, [CUST_WEIGHT[x[2]] for x in cands])[0]
            orders.append((d, c))
        d += dt.timedelta(days=1)
    dingdan_rows = []
    mx_rows = []
    for dd_id, (d, c) in enumerate(orders, start=50001):
        fahuo = d + dt.timedelta(days=rng.randint(1, 6))
        if fahuo > TODAY or (d > dt.date(2025, 9, 25) and rng.random() < 0.5) or rng.random() < 0.004:
            fahuo = None
        huikuan = None
        if fahuo is not None:
            lag = rng.randint(25, 150) if c[2] != "民营" else rng.randint(40, 300)
            huikuan = fahuo + dt.timedelta(days=lag)
            if huikuan > TODAY:
                huikuan = None
        dingdan_rows.append((dd_id, c[0], iso(d), iso(fahuo), iso(huikuan)))
        avail = [
            b
            for b in books
            if b["pub"] is not None and b["pub"] <= d and not (b["jueban"] and d > dt.date(2024, 6, 30))
        ]
        k = min(len(avail), rng.choices([1, 2, 3, 4, 5, 6], [3, 4, 4, 3, 2, 1])[0])
        chosen: list[dict] = []
        while len(chosen) < k:
            b = rng.choices(avail, [x["pop"] * (3 if (d - x["pub"]).days < 365 else 1) for x in avail])[0]
            if b not in chosen:
                chosen.append(b)
        lo, hi = CUST_QTY[c[2]]
        for ln, b in enumerate(chosen, start=1):
            qty = max(lo, int(rng.randint(lo, hi) * min(3.0, 0.5 + b["pop"] / 2))) // 5 * 5
            zk = Decimal(CUSTOMERS[c[0] - 1][4])
            if rng.random() < 0.08:
                zk -= Decimal("0.05")
            shiyang = Decimal(qty) * b["price"] * zk
            mx_rows.append((dd_id, ln, b["isbn"], qty, float(zk), money(shiyang)))
            lines.append((d, b, qty))

    # ------------------------------------------------------------ royalties and fees
    gc = []
    sales: dict[tuple[int, str], Decimal] = {}
    for d, b, qty in lines:
        if d.year in (2023, 2024):
            key = (d.year, b["isbn"])
            sales[key] = sales.get(key, Decimal(0)) + Decimal(qty) * b["price"]
    by_isbn = {b["isbn"]: b for b in books}
    for (year, isbn), mayang in sorted(sales.items()):
        b = by_isbn[isbn]
        payees = [a for a, role in b["credits"] if role in ("著", "主编")]
        for a in payees:
            rate = Decimal("0.06") if a["kind"] == "外国" else Decimal("0.08")
            if b["fenlei"] == "教辅":
                rate = Decimal("0.05")
            amount = mayang * rate / len(payees)
            paid = day(rng, f"{year + 1}-03-01", f"{year + 1}-05-31")
            if year == 2024 and (rng.random() < 0.14 or (a["kind"] == "外国" and rng.random() < 0.3)):
                paid = None
            gc.append([a["id"], isbn, year, "版税", money(amount), paid])
    for b in books:
        for a, role in b["credits"]:
            if role not in ("译者", "绘"):
                continue
            if b["pub"] is None:
                if role == "译者":  # forthcoming translation: fee booked, not yet paid
                    gc.append([a["id"], b["isbn"], 2025, "稿酬", money(Decimal(b["zishu"]) * 70), None])
                continue
            if role == "译者":
                rate = Decimal(rng.choice([60, 70, 80, 90, 100])) / len(
                    [r for _, r in b["credits"] if r == "译者"]
                )
                amount = Decimal(b["zishu"]) * rate
            else:
                amount = Decimal(rng.randint(30, 120) * 100)
            paid = b["pub"] + dt.timedelta(days=rng.randint(20, 90))
            gc.append(
                [a["id"], b["isbn"], b["pub"].year, "稿酬", money(amount), None if paid > TODAY else paid]
            )
    gc.sort(key=lambda r: (r[5] or dt.date(2099, 1, 1), r[2], r[1], r[0]))
    gc_rows = [(i, r[0], r[1], r[2], r[3], r[4], iso(r[5])) for i, r in enumerate(gc, start=1)]

    author_rows = sorted((a["id"], a["name"], a["guoji"], a["gender"], a["born"]) for a in authors)
    return {
        "editor": editors,
        "author": author_rows,
        "book": book_rows,
        "authorship": authorship_rows,
        "yinci": yinci_out,
        "kehu": kehu_rows,
        "dingdan": dingdan_rows,
        "dingdan_mx": mx_rows,
        "gaochou": gc_rows,
    }


def main() -> None:
    from text2sql_tools import write_data

    out = HERE / "publisher"
    out.mkdir(exist_ok=True)
    (out / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    path = write_data(HERE, "publisher")
    print(f"wrote {out / 'schema.sql'} and {path}")


if __name__ == "__main__":
    main()
