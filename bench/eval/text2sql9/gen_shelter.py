# ruff: noqa: B007, B023, F841, SIM114  -- kept as its writer wrote it: data.sql regenerates byte for byte
"""杭州暖爪流浪动物救助站, an animal rescue shelter in Liangzhu, Yuhang district, Hangzhou (English snake_case
tables with a `tb_` prefix, columns part English and part pinyin abbreviations, every column explained in a
Chinese SQL comment): tb_volunteer, tb_animal, tb_adopter, tb_adoption, tb_vet_record, tb_shift, tb_donation.
Intake data lives on tb_animal (ruyuan_rq, laiyuan, faxian_qu); tb_adoption links adopters and animals (an
animal returned and adopted again has two approved applications). Vet fees in yuan DECIMAL, deposits in whole
yuan, donations in fen; shift durations in minutes; SMALLINT 0/1 flags. Data to 2025-06-30, shifts
2025-04-01 .. 2025-06-30, donations 2024-01-01 .. 2025-06-30."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

END = dt.date(2025, 6, 30)

DISTRICTS = (
    ["余杭区"] * 25
    + ["西湖区"] * 15
    + ["拱墅区"] * 12
    + ["滨江区"] * 10
    + ["临平区"] * 10
    + ["上城区"] * 8
    + ["萧山区"] * 8
    + ["钱塘区"] * 6
    + ["富阳区"] * 3
    + ["临安区"] * 3
)
# breed, weight, kg range
DOG_BREEDS = [
    ("中华田园犬", 46, (6, 22)),
    ("串串", 10, (5, 18)),
    ("Golden Retriever", 6, (22, 36)),
    ("Labrador", 5, (24, 35)),
    ("Border Collie", 4, (14, 21)),
    ("柯基", 5, (9, 14)),
    ("泰迪", 7, (2.5, 6)),
    ("比熊", 4, (4, 8)),
    ("柴犬", 4, (8, 12)),
    ("哈士奇", 5, (18, 27)),
    ("阿拉斯加", 3, (30, 42)),
    ("德牧", 2, (26, 38)),
]
CAT_BREEDS = [
    ("中华田园猫", 52, (2.5, 6.5)),
    ("狸花猫", 14, (3, 6)),
    ("英短", 10, (3.5, 7)),
    ("美短", 6, (3.5, 6.5)),
    ("布偶", 4, (4, 7.5)),
    ("暹罗", 3, (3, 5)),
    ("加菲", 3, (3.5, 6)),
    ("Maine Coon", 2, (5.5, 9)),
]
RABBIT_BREEDS = [("垂耳兔", 3, (1.4, 2.8)), ("侏儒兔", 2, (0.9, 1.5)), ("中华白兔", 2, (2, 3.5))]
DOG_COLOURS = ["黄", "黄", "黑", "白", "黑白", "棕", "黄白", "灰", "花"]
CAT_COLOURS = ["橘", "橘", "三花", "狸花", "奶牛", "黑", "白", "橘白", "玳瑁", "蓝灰"]
BREED_COLOURS = {
    "Golden Retriever": ["金"],
    "Labrador": ["黄", "黑"],
    "Border Collie": ["黑白"],
    "柯基": ["黄白"],
    "泰迪": ["棕", "白", "灰"],
    "比熊": ["白"],
    "柴犬": ["黄", "黑"],
    "哈士奇": ["黑白", "灰白"],
    "阿拉斯加": ["灰白", "棕白"],
    "德牧": ["黑棕"],
    "英短": ["蓝灰", "蓝白", "金渐层"],
    "美短": ["银虎斑"],
    "布偶": ["海豹双色", "蓝双色"],
    "暹罗": ["重点色"],
    "加菲": ["橘", "白"],
    "Maine Coon": ["棕虎斑"],
    "狸花猫": ["狸花"],
    "垂耳兔": ["白", "灰"],
    "侏儒兔": ["黑", "白"],
    "中华白兔": ["白"],
}
PET_NAMES = [
    "豆豆",
    "花卷",
    "团子",
    "煤球",
    "大黄",
    "小黑",
    "旺财",
    "来福",
    "橘子",
    "咪咪",
    "奶茶",
    "年糕",
    "可乐",
    "雪球",
    "布丁",
    "芝麻",
    "汤圆",
    "土豆",
    "馒头",
    "包子",
    "球球",
    "毛毛",
    "乐乐",
    "元宝",
    "小白",
    "皮蛋",
    "米粒",
    "阿黄",
    "黑妞",
    "花花",
    "虎子",
    "饺子",
    "麻薯",
    "栗子",
    "芒果",
    "西瓜",
    "橙子",
    "豆包",
    "小七",
    "十一",
    "可可",
    "奥利奥",
    "拿铁",
    "摩卡",
    "肉松",
    "糯米",
    "南瓜",
    "小满",
    "福宝",
    "平安",
    "喜宝",
    "大福",
    "小虎",
    "阿花",
    "妞妞",
    "墩墩",
    "胖虎",
    "小橘",
    "大橘",
    "三三",
    "丸子",
    "果冻",
    "酸奶",
    "蛋黄",
    "点点",
    "斑斑",
    "黑豆",
    "红豆",
    "绿豆",
    "桃子",
    "樱桃",
    "葡萄",
    "柚子",
    "小葱",
    "香菜",
    "豆腐",
    "春卷",
    "烧卖",
    "锅盔",
    "糍粑",
    "月饼",
    "粽子",
    "龙井",
    "西湖",
    "断桥",
    "小宋",
    "钱钱",
    "旺仔",
    "Lucky",
    "Coco",
    "Max",
    "Bella",
    "Lily",
    "Teddy",
    "Mocha",
    "Kiki",
    "Lucy",
    "Bobby",
    "Momo",
    "大白",
    "二黑",
    "三花",
    "四喜",
    "五福",
    "六六",
    "七七",
    "八宝",
    "久久",
    "十全",
    "壮壮",
    "欢欢",
    "贝贝",
    "晶晶",
    "妮妮",
    "笨笨",
    "闹闹",
    "跳跳",
    "憨憨",
    "呆呆",
    "哈哈",
    "嘟嘟",
    "咕咕",
    "皮皮",
]
SURNAMES = [
    "王",
    "李",
    "张",
    "刘",
    "陈",
    "杨",
    "黄",
    "赵",
    "周",
    "吴",
    "徐",
    "孙",
    "胡",
    "朱",
    "高",
    "林",
    "何",
    "郭",
    "马",
    "罗",
    "梁",
    "宋",
    "郑",
    "谢",
    "韩",
    "唐",
    "冯",
    "于",
    "董",
    "萧",
    "程",
    "曹",
    "袁",
    "邓",
    "许",
    "傅",
    "沈",
    "曾",
    "彭",
    "吕",
    "苏",
    "卢",
    "蒋",
    "蔡",
    "贾",
    "丁",
    "魏",
    "薛",
    "叶",
    "阎",
    "余",
    "潘",
    "杜",
    "戴",
    "夏",
    "钟",
    "汪",
    "田",
    "任",
    "姜",
    "范",
    "方",
    "石",
    "姚",
    "谭",
    "廖",
    "邹",
    "熊",
    "金",
    "陆",
    "郝",
    "孔",
    "白",
    "崔",
    "康",
    "毛",
    "邱",
    "秦",
    "江",
    "史",
    "顾",
    "侯",
    "邵",
    "孟",
    "龙",
    "万",
    "段",
    "章",
    "钱",
    "汤",
    "尹",
    "黎",
    "易",
    "常",
    "武",
    "乔",
    "贺",
    "赖",
    "龚",
    "文",
    "俞",
    "楼",
    "应",
    "屠",
]
MALE = [
    "伟",
    "强",
    "磊",
    "军",
    "洋",
    "勇",
    "杰",
    "涛",
    "斌",
    "超",
    "明",
    "刚",
    "平",
    "辉",
    "鹏",
    "华",
    "飞",
    "鑫",
    "波",
    "宇",
    "浩",
    "凯",
    "健",
    "俊",
    "帆",
    "帅",
    "旭",
    "宁",
    "龙",
    "林",
    "欢",
    "阳",
    "建华",
    "志强",
    "晓东",
    "子豪",
    "宇航",
    "浩然",
    "俊杰",
    "家豪",
    "文博",
    "一帆",
    "嘉诚",
    "天宇",
    "泽宇",
    "思远",
    "明轩",
    "博文",
    "立新",
    "国平",
    "振宇",
    "晨阳",
    "皓轩",
    "梓豪",
    "铭泽",
    "昊天",
]
FEMALE = [
    "芳",
    "娜",
    "敏",
    "静",
    "丽",
    "艳",
    "娟",
    "霞",
    "燕",
    "玲",
    "婷",
    "雪",
    "慧",
    "颖",
    "琳",
    "洁",
    "倩",
    "蕾",
    "晶",
    "媛",
    "悦",
    "彤",
    "佳",
    "欣",
    "晓燕",
    "丽娟",
    "雨婷",
    "欣怡",
    "思琪",
    "梦瑶",
    "诗涵",
    "佳怡",
    "婉清",
    "若曦",
    "雅琴",
    "晓雯",
    "梓萱",
    "可欣",
    "紫涵",
    "心怡",
    "子涵",
    "雨桐",
    "语嫣",
    "晨曦",
    "一诺",
    "安琪",
    "嘉怡",
    "书瑶",
    "佳琪",
    "梦琪",
    "海燕",
    "秀英",
    "桂芳",
    "美玲",
]
PHONE_PREFIX = [
    "130",
    "131",
    "133",
    "135",
    "136",
    "137",
    "138",
    "139",
    "150",
    "151",
    "152",
    "157",
    "158",
    "159",
    "177",
    "180",
    "181",
    "183",
    "185",
    "186",
    "187",
    "188",
    "189",
    "199",
]
# name, sex, birth year, district, joined, skill, team lead, left
VOLUNTEERS = [
    ("俞晓岚", "女", 1986, "余杭区", "2019-05-12", "兽医护理", 1, None),
    ("周建华", "男", 1979, "西湖区", "2019-05-12", "开车", 1, None),
    ("楼婷婷", "女", 1991, "拱墅区", "2019-09-08", "摄影", 1, None),
    ("陈思远", "男", 1993, "滨江区", "2020-03-21", "训犬", 1, None),
    ("应雪", "女", 1988, "余杭区", "2020-06-06", None, 1, None),
    ("沈佳慧", "女", 1990, "西湖区", "2020-10-17", "兽医护理", 1, None),
    ("屠立新", "男", 1975, "临平区", "2021-04-10", "开车", 1, "2024-12-31"),
    ("Sophie Laurent", "女", 1995, "西湖区", "2023-03-18", "英语", 0, None),
    ("Tom Becker", "男", 1989, "滨江区", "2024-09-07", "英语", 0, None),
    ("Yuki Sato", "女", 1998, "上城区", "2025-02-15", "摄影", 0, None),
]
SKILLS = [None] * 14 + ["摄影"] * 3 + ["开车"] * 4 + ["兽医护理"] * 2 + ["训犬", "英语", "剪辑", "设计"]
HOSPITALS = [  # name, vet, weight
    ("站内诊室", "沈佳慧", 0),
    ("康宠动物医院（文二路）", "陆文涛", 4),
    ("康宠动物医院（文二路）", "方敏", 3),
    ("佳贝宠物医院（滨江）", "裘振宇", 3),
    ("佳贝宠物医院（滨江）", "何雅琴", 2),
    ("仁和动物医院（良渚）", "金国平", 5),
    ("浙大动物医院", "傅晓雯", 2),
]
# illness, species ('犬' / '猫' / '兔' / '*'), fee range yuan (0 = in-house), follow-up days, weight
ILLNESSES = [
    ("猫瘟", "猫", (800, 3200), 7, 6),
    ("猫鼻支", "猫", (150, 900), 7, 8),
    ("猫癣（真菌）", "猫", (120, 600), 14, 6),
    ("口炎拔牙", "猫", (900, 2600), 14, 2),
    ("犬细小", "犬", (1200, 4500), 7, 5),
    ("犬瘟", "犬", (1500, 5200), 7, 3),
    ("皮肤病（螨虫）", "犬", (150, 700), 14, 6),
    ("车祸外伤", "*", (600, 4800), 10, 4),
    ("骨折手术", "*", (3000, 9800), 30, 3),
    ("耳螨", "*", (0, 0), 14, 5),
    ("眼部感染", "*", (0, 0), 7, 5),
    ("腹泻", "*", (0, 0), None, 6),
    ("肠胃炎", "*", (180, 800), 5, 4),
    ("牙结石洁牙", "犬", (500, 1200), None, 1),
    ("球虫", "兔", (0, 0), 7, 1),
]
RETURN_REASONS = [
    "搬家房东不让养",
    "家人过敏",
    "与家中原有宠物不和",
    "工作变动，无暇照顾",
    "怀孕，家人反对",
    "乱叫扰民被投诉",
    "出国留学",
    "咬人，行为问题",
]
COMPANIES = [
    "杭州喵汪宠物用品有限公司",
    "浙江好伙伴宠物食品有限公司",
    "杭州云栖网络科技有限公司",
    "西溪湿地爱宠俱乐部",
    "滨江区星光幼儿园",
    "良渚文化村业委会",
    "杭州市动物保护协会",
]
FOREIGN_DONORS = ["Emma Wilson", "Lucas Martin", "Sophie Laurent", "Tom Becker"]
GOODS = [
    ("猫粮 10kg", 26000),
    ("猫粮 20kg", 52000),
    ("犬粮 15kg", 33000),
    ("犬粮 20kg", 42000),
    ("猫砂 10袋", 18000),
    ("猫罐头 48罐", 28800),
    ("驱虫药 20盒", 36000),
    ("旧毛毯 30条", None),
    ("航空箱 5个", 75000),
    ("尿垫 10包", None),
    ("冻干零食 5袋", 12500),
]
SMALL_GIFTS = [
    500,
    666,
    888,
    1000,
    1000,
    2000,
    2000,
    2000,
    5000,
    5000,
    5000,
    5200,
    6600,
    6666,
    8800,
    8888,
    10000,
    10000,
    10000,
    13140,
    20000,
    20000,
    50000,
    52000,
    66600,
    88800,
    100000,
]


def phone(rng: random.Random, taken: set[str]) -> str:
    while True:
        number = rng.choice(PHONE_PREFIX) + "".join(rng.choice("0123456789") for _ in range(8))
        if number not in taken:
            taken.add(number)
            return number


def person(rng: random.Random, taken: set[str], sex: str | None = None) -> tuple[str, str]:
    while True:
        s = sex or rng.choice("男女")
        name = rng.choice(SURNAMES) + rng.choice(MALE if s == "男" else FEMALE)
        if name not in taken:
            taken.add(name)
            return name, s


def plus(d: dt.date, days: int) -> dt.date:
    return d + dt.timedelta(days=days)


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    phones: set[str] = set()
    names: set[str] = set()

    # ---- volunteers
    volunteers = []
    for name, sex, by, qu, joined, skill, lead, left in VOLUNTEERS:
        names.add(name)
        volunteers.append(
            [len(volunteers) + 1, name, sex, by, phone(rng, phones), qu, joined, skill, lead, left]
        )
    while len(volunteers) < 62:
        name, sex = person(rng, names, "女" if rng.random() < 0.64 else "男")
        joined = iso(day(rng, "2020-01-01", "2025-05-31"))
        left = None
        if rng.random() < 0.13 and joined < "2025-01-01":
            left = iso(day(rng, max(joined, "2023-01-01"), "2025-05-20"))
        volunteers.append(
            [
                len(volunteers) + 1,
                name,
                sex,
                rng.randint(1968, 2006),
                None if rng.random() < 0.05 else phone(rng, phones),
                rng.choice(DISTRICTS),
                joined,
                rng.choice(SKILLS),
                0,
                left,
            ]
        )
    volunteers[20][4] = None
    volunteers.append(
        [
            len(volunteers) + 1,
            "郑可欣",
            "女",
            2004,
            phone(rng, phones),
            "余杭区",
            "2025-06-26",
            "设计",
            0,
            None,
        ]
    )
    names.add("郑可欣")
    volunteers = [tuple(v) for v in volunteers]
    leads = [v for v in volunteers if v[8] == 1]

    # ---- animals (intake on the row itself)
    animals = []
    weights: set[int] = set()
    seq: dict[str, int] = {}
    for _ in range(350):
        r = rng.random()
        species = "犬" if r < 0.44 else "猫" if r < 0.95 else "兔"
        pool = {"犬": DOG_BREEDS, "猫": CAT_BREEDS, "兔": RABBIT_BREEDS}[species]
        breed, _, (lo, hi) = rng.choices(pool, [p[1] for p in pool])[0]
        intake = day(rng, "2022-05-01", "2025-06-24")
        src = rng.choices([1, 2, 3, 4, 5], [60, 20, 8, 5, 7])[0]
        if (
            breed
            in (
                "Golden Retriever",
                "Labrador",
                "Border Collie",
                "布偶",
                "英短",
                "美短",
                "加菲",
                "Maine Coon",
                "柯基",
                "比熊",
                "泰迪",
            )
            and src == 1
            and rng.random() < 0.6
        ):
            src = 2  # pedigree animals are mostly surrendered
        birth, months = None, None
        if src == 5:
            birth = intake
            breed = "中华田园猫" if species == "猫" else ("中华田园犬" if species == "犬" else breed)
        elif src == 2 and rng.random() < 0.7:
            birth = day(rng, iso(plus(intake, -365 * 9)), iso(plus(intake, -90)))
        else:
            months = rng.choices(
                [1, 2, 3, 4, 6, 8, 10, 12, 18, 24, 36, 48, 60, 72, 96, 120],
                [8, 10, 8, 6, 6, 5, 4, 10, 6, 9, 7, 5, 4, 3, 2, 1],
            )[0]
        age_m = 0 if src == 5 else months if months is not None else (intake - birth).days // 30
        ratio = min(1.0, 0.18 + age_m / 12)
        kg = unique_int(rng, int(lo * ratio * 100), int(hi * ratio * 100) + 40, weights)
        colours = BREED_COLOURS.get(breed) or (
            DOG_COLOURS if species == "犬" else CAT_COLOURS if species == "猫" else ["白"]
        )
        sex = rng.choice("MF")
        qu = rng.choice(DISTRICTS) if src in (1, 2, 3) else None
        animals.append(
            {
                "species": species,
                "breed": breed,
                "sex": sex,
                "birth": birth,
                "months": months,
                "colour": rng.choice(colours),
                "kg": kg / 100,
                "intake": intake,
                "src": src,
                "qu": qu,
                "age_m": age_m,
                "name": rng.choice(PET_NAMES),
            }
        )
    # ids and file numbers follow the intake order
    animals.sort(key=lambda a: (a["intake"], a["species"], a["kg"]))
    # hand-picked animals: 豆豆 is a common name; one is a surrendered golden retriever, one a street cat
    golden = next(
        a
        for a in animals
        if a["breed"] == "Golden Retriever" and a["src"] == 2 and a["intake"] < dt.date(2024, 6, 1)
    )
    golden.update(
        name="豆豆",
        sex="M",
        colour="金",
        qu="西湖区",
        birth=plus(golden["intake"], -1400),
        months=None,
        age_m=46,
    )
    golden["kg"] = 31.45
    kitty = next(
        a
        for a in animals
        if a["breed"] == "中华田园猫"
        and a["src"] == 1
        and a["intake"] > dt.date(2025, 1, 1)
        and a["age_m"] >= 12
    )
    kitty.update(name="豆豆", colour="橘")
    for k, a in enumerate(animals, start=1):
        yy = a["intake"].year % 100
        key = f"{a['species']}{yy}"
        seq[key] = seq.get(key, 0) + 1
        a["id"] = k
        letter = {"犬": "D", "猫": "C", "兔": "R"}[a["species"]]
        a["code"] = f"{letter}{yy:02d}-{seq[key]:03d}"

    # ---- fates: adoptions (with returns and re-adoptions) and deaths; fostering is set with the status
    apps = []  # dicts: animal, sq (applied), status, ly (handed over), back (returned), reason, deposit
    for a in animals:
        a["died"] = False
        a["home"] = False
        youth = a["age_m"] <= 12
        p = 0.62 if youth else 0.48
        if a["breed"] not in ("中华田园犬", "中华田园猫", "串串"):
            p += 0.2
        if a["age_m"] >= 72:
            p -= 0.25
        if rng.random() < 0.03 and a is not golden:
            a["died"] = True
            continue
        start = a["intake"]
        first = True
        while True:
            wait = rng.randint(12, 260) if first else rng.randint(20, 150)
            ly = plus(start, wait)
            if ly > plus(END, -3) or rng.random() > p:
                break
            sq = plus(ly, -rng.randint(3, 12))
            if sq < start:
                sq = start
            if rng.random() < 0.18:  # an earlier application by someone else, rejected or withdrawn
                early = plus(sq, -rng.randint(5, 30))
                if early > start:
                    apps.append({"animal": a, "sq": early, "status": rng.choice([2, 2, 3]), "ly": None})
            deposit = (
                0
                if a["age_m"] >= 96
                else (
                    1000
                    if a["species"] == "犬" and a["kg"] >= 15
                    else 500
                    if a["species"] == "犬"
                    else 300
                    if a["species"] == "猫"
                    else 200
                )
            )
            app = {
                "animal": a,
                "sq": sq,
                "status": 1,
                "ly": ly,
                "deposit": deposit,
                "back": None,
                "reason": None,
            }
            apps.append(app)
            a["home"] = True
            if first and rng.random() < 0.12:
                back = plus(ly, rng.randint(6, 220))
                if back <= plus(END, -2):
                    app["back"], app["reason"] = back, rng.choice(RETURN_REASONS)
                    a["home"] = False
                    start, first = back, False
                    p = 0.5
                    continue
            break
        if not a["home"] and rng.random() < 0.08:
            sq = day(rng, "2025-06-12", "2025-06-30")
            if sq > a["intake"]:
                apps.append({"animal": a, "sq": sq, "status": 0, "ly": None})
        if not a["home"] and rng.random() < 0.05:
            sq = plus(a["intake"], rng.randint(5, 90))
            if sq <= plus(END, -10):
                apps.append({"animal": a, "sq": sq, "status": rng.choice([2, 3]), "ly": None})
    # hand-picked: the golden retriever 豆豆 is returned once and adopted again
    dd = golden
    dd_apps = [x for x in apps if x["animal"] is dd]
    for x in dd_apps:
        apps.remove(x)
    apps.append(
        {
            "animal": dd,
            "sq": plus(dd["intake"], 9),
            "status": 1,
            "ly": plus(dd["intake"], 14),
            "deposit": 1000,
            "back": plus(dd["intake"], 61),
            "reason": "乱叫扰民被投诉",
        }
    )
    apps.append({"animal": dd, "sq": plus(dd["intake"], 70), "status": 2, "ly": None})
    apps.append(
        {
            "animal": dd,
            "sq": plus(dd["intake"], 88),
            "status": 1,
            "ly": plus(dd["intake"], 95),
            "deposit": 1000,
            "back": None,
            "reason": None,
        }
    )
    dd["home"], dd["died"] = True, False
    apps.sort(key=lambda x: (x["sq"], x["animal"]["id"]))

    # ---- adopters, assigned in application order (some adopt more than once, returners are not reused)
    adopters = []
    banned: set[int] = set()
    returned_by: dict[int, int] = {}
    load: dict[int, int] = {}
    for x in apps:
        reuse = [
            ad
            for ad in adopters
            if ad[8] <= iso(x["sq"])
            and ad[0] not in banned
            and returned_by.get(x["animal"]["id"]) != ad[0]
            and load.get(ad[0], 0) < 3
        ]
        if reuse and rng.random() < 0.2:
            ad = rng.choice(reuse)
        else:
            name, sex = person(rng, names, "女" if rng.random() < 0.62 else "男")
            city = rng.choices(["杭州", "绍兴", "嘉兴", "湖州", "上海", "宁波"], [88, 4, 3, 2, 2, 1])[0]
            reg = plus(x["sq"], -rng.choice([0, 0, 0, 1, 2, 5, 12, 30]))
            ad = [
                len(adopters) + 1,
                name,
                sex,
                phone(rng, phones),
                city,
                rng.choice(DISTRICTS) if city == "杭州" else None,
                rng.choices(["自有", "租房", "与父母同住"], [50, 35, 15])[0],
                1 if rng.random() < 0.3 else 0,
                iso(reg),
                0,
            ]
            adopters.append(ad)
        x["adopter"] = ad[0]
        load[ad[0]] = load.get(ad[0], 0) + 1
        if x.get("back"):
            returned_by[x["animal"]["id"]] = ad[0]
    # blacklist: the two adopters who returned an animal soonest and never applied again
    quick = sorted(
        (x for x in apps if x.get("back")), key=lambda x: ((x["back"] - x["ly"]).days, x["animal"]["id"])
    )
    for x in quick:
        if len(banned) < 2 and not any(y["adopter"] == x["adopter"] and y["sq"] > x["sq"] for y in apps):
            banned.add(x["adopter"])
    for ad in adopters:
        if ad[0] in banned:
            ad[9] = 1
    for _ in range(9):  # registered at adoption days, never applied
        name, sex = person(rng, names, "女" if rng.random() < 0.6 else "男")
        adopters.append(
            [
                len(adopters) + 1,
                name,
                sex,
                phone(rng, phones),
                "杭州",
                rng.choice(DISTRICTS),
                rng.choice(["自有", "租房"]),
                0,
                iso(day(rng, "2024-03-01", "2025-06-29")),
                0,
            ]
        )
    adopters = [tuple(ad) for ad in adopters]

    adoptions = []
    for k, x in enumerate(apps, start=1):
        a = x["animal"]
        status = x["status"]
        sq = iso(x["sq"])
        able = [v for v in leads if v[6] <= sq and (v[9] is None or v[9] >= sq)]
        if status == 0:
            reviewer = None
        elif status == 3:
            reviewer = rng.choice(able)[0] if rng.random() < 0.3 else None
        else:
            reviewer = rng.choice(able)[0]
        adoptions.append(
            (
                k,
                a["id"],
                x["adopter"],
                sq,
                status,
                reviewer,
                iso(x["ly"]),
                x.get("deposit") if status == 1 else None,
                iso(x.get("back")),
                x.get("reason"),
            )
        )

    # ---- vet records
    vet = []
    fees: set[int] = set()

    def hospital() -> tuple[str, str]:
        h = rng.choices(HOSPITALS[1:], [p[2] for p in HOSPITALS[1:]])[0]
        return h[0], h[1]

    for a in animals:
        i = a["intake"]
        mine = sorted((x for x in apps if x["animal"] is a and x["status"] == 1), key=lambda x: x["ly"])
        spans = []
        s = i
        for x in mine:
            spans.append((s, x["ly"]))
            s = x["back"] if x.get("back") else None
            if s is None:
                break
        if s is not None and not a["home"]:
            spans.append((s, END))
        if a["died"]:
            spans = [(i, min(END, plus(i, rng.randint(4, 40))))]

        def here(d: dt.date) -> bool:
            return any(s0 <= d <= s1 for s0, s1 in spans)

        recs = []
        for s0, s1 in spans[1:]:
            recs.append((s0, "TJ", "退回体检", "站内诊室", "沈佳慧", 0, None, "退回后复查"))
        d0 = plus(i, rng.randint(0, 3))
        if d0 <= spans[0][1] and rng.random() < 0.85:
            recs.append(
                (d0, "QC", "体内外驱虫", "站内诊室", "沈佳慧", rng.choice([0, 0, 25, 35]), None, None)
            )
        age_at = a["age_m"]
        first_vax = plus(i, 7 if age_at >= 2 else (2 - age_at) * 30 + 7)
        if a["died"]:
            ill = "猫瘟" if a["species"] == "猫" else "犬细小" if a["species"] == "犬" else "球虫"
            h, doc = hospital()
            fee = unique_int(rng, 90000, 350000, fees, 100) / 100
            recs.append((plus(spans[0][0], 2), "ZL", ill, h, doc, fee, None, "抢救无效"))
        else:
            combo = 2 if age_at < 6 else 1  # kittens and puppies get a booster
            series = {
                "犬": [("犬八联", combo, 21, 80), ("狂犬疫苗", 1, 0, 60)],
                "猫": [("猫三联", combo, 21, 150), ("狂犬疫苗", 1, 0, 60)],
                "兔": [("兔瘟疫苗", 1, 0, 45)],
            }[a["species"]]
            d = first_vax
            for vax, shots, gap, price in series:
                for shot in range(shots):
                    if not here(d):
                        break
                    nxt = plus(d, gap) if shot < shots - 1 else plus(d, 365)
                    recs.append(
                        (
                            d,
                            "YM",
                            vax,
                            "站内诊室",
                            "沈佳慧",
                            price,
                            nxt,
                            f"第{shot + 1}针" if shots > 1 else None,
                        )
                    )
                    d = plus(d, gap if shot < shots - 1 else 7)
            a["neutered"] = 0
            if age_at >= 24 and rng.random() < 0.5:
                a["neutered"] = 1  # arrived neutered
            if not a["neutered"] and a["species"] != "兔":
                jd = plus(i, max(21, (6 - age_at) * 30 + 10) + rng.randint(0, 25))
                if here(jd):
                    h, doc = hospital()
                    base = (
                        (200, 600)
                        if a["species"] == "猫" and a["sex"] == "M"
                        else (500, 1000)
                        if a["species"] == "猫"
                        else (600, 1400)
                        if a["sex"] == "M"
                        else (900, 2200)
                    )
                    fee = (
                        0
                        if rng.random() < 0.25
                        else unique_int(rng, base[0] * 100, base[1] * 100, fees, 100) / 100
                    )
                    recs.append(
                        (jd, "JY", "绝育手术", h, doc, fee, plus(jd, 10), "公益减免" if fee == 0 else None)
                    )
                    a["neutered"] = 1
            n_ill = rng.choices([0, 1, 2, 3], [58, 30, 9, 3])[0]
            for _ in range(n_ill):
                opts = [x for x in ILLNESSES if x[1] in ("*", a["species"])]
                ill, _, (flo, fhi), follow, _ = rng.choices(opts, [x[4] for x in opts])[0]
                span = rng.choice(spans)
                if span[1] <= span[0]:
                    continue
                zd = day(rng, iso(span[0]), iso(span[1]))
                if fhi == 0:
                    h, doc, fee = "站内诊室", "沈佳慧", 0
                else:
                    h, doc = hospital()
                    fee = unique_int(rng, flo * 100, fhi * 100, fees, 100) / 100
                nxt = plus(zd, follow) if follow else None
                recs.append((zd, "ZL", ill, h, doc, fee, nxt, None))
        recs.sort(key=lambda r: (r[0], r[1]))
        for r in recs:
            vet.append((a["id"], iso(r[0]), *r[1:5], r[5], iso(r[6]), r[7]))
        a["last_ill"] = max((r[0] for r in recs if r[1] == "ZL"), default=None)
    vet.sort(key=lambda r: (r[1], r[0], r[2]))
    vet = [(k, *r) for k, r in enumerate(vet, start=1)]

    animal_rows = []
    for a in animals:
        if a["died"]:
            status = "已离世"
        elif a["home"]:
            status = "已领养"
        elif a["last_ill"] is not None and a["last_ill"] >= dt.date(2025, 6, 1):
            status = "治疗中"
        elif rng.random() < 0.14 and a["species"] != "兔":
            status = "寄养中"
        else:
            status = "待领养"
        neutered = 1 if a.get("neutered") else 0
        chip = None
        if a["species"] != "兔" and (status == "已领养" or rng.random() < 0.35):
            chip = "900" + "".join(rng.choice("0123456789") for _ in range(12))
        animal_rows.append(
            (
                a["id"],
                a["code"],
                a["name"],
                a["species"],
                a["breed"],
                a["sex"],
                iso(a["birth"]),
                a["months"],
                a["colour"],
                a["kg"],
                neutered,
                chip,
                iso(a["intake"]),
                a["src"],
                a["qu"],
                status,
            )
        )

    # ---- shifts 2025-04-01 .. 2025-06-30, one row per volunteer per shift
    shifts = []
    pace = {v[0]: rng.choice([0.3, 0.6, 1, 1, 2, 2, 3, 4, 6]) for v in volunteers}
    pace[8], pace[9] = 2.5, 1.5
    pace[len(volunteers)] = 0  # joined 2025-06-26, not yet on the roster
    d = dt.date(2025, 4, 1)
    while d <= END:
        weekend = d.weekday() >= 5
        slots = [("A", 210), ("P", 240)] + ([("E", 120)] if d.weekday() in (1, 3, 5) else [])
        for banci, nominal in slots:
            active = [v for v in volunteers if v[6] <= iso(d) and (v[9] is None or v[9] > iso(d))]
            n = {"A": rng.randint(4, 7), "P": rng.randint(3, 6), "E": rng.randint(2, 3)}[banci] + (
                2 if weekend else 0
            )
            crew = []
            pool = list(active)
            while len(crew) < n and pool:
                v = rng.choices(pool, [pace[p[0]] for p in pool])[0]
                pool.remove(v)
                crew.append(v)
            for v in crew:
                if banci == "E":
                    post = rng.choice(["喂食", "遛狗", "猫舍清洁"])
                elif v[7] == "开车" and rng.random() < 0.5:
                    post = "送医司机"
                elif v[7] == "摄影" and rng.random() < 0.5:
                    post = "拍照宣传"
                elif v[7] == "兽医护理" and rng.random() < 0.6:
                    post = "医疗协助"
                elif weekend and rng.random() < 0.35:
                    post = "领养日接待"
                else:
                    post = rng.choice(
                        ["犬舍清洁", "犬舍清洁", "猫舍清洁", "猫舍清洁", "遛狗", "遛狗", "喂食"]
                    )
                came = rng.random() > 0.05
                mins = None
                if came:
                    mins = (
                        nominal
                        + rng.choice([-60, -45, -30, -15, 0, 0, 0, 0, 15, 30])
                        + rng.choice([0, 5, 10])
                    )
                    if post == "送医司机":
                        mins += rng.choice([0, 30, 60, 90])
                shifts.append((v[0], iso(d), banci, post, 1 if came else 0, mins))
        d = plus(d, 1)
    shifts = [(k, *s) for k, s in enumerate(shifts, start=1)]

    # ---- donations 2024-01-01 .. 2025-06-30 (fen)
    donations = []
    big: set[int] = set()
    ill_animals = [a for a in animals if any(r[1] == a["id"] and r[3] == "ZL" and r[7] >= 800 for r in vet)]
    ill_animals = [a for a in ill_animals if a["intake"] >= dt.date(2024, 1, 1)]
    adopter_rows = {ad[0]: ad for ad in adopters}
    for _ in range(384):
        r = rng.random()
        when = day(rng, "2024-01-01", "2025-06-30")
        if rng.random() < 0.12:
            when = day(rng, "2024-09-07", "2024-09-09")  # 99 公益日
        t = dt.datetime(
            when.year, when.month, when.day, rng.randint(7, 23), rng.randint(0, 59), rng.randint(0, 59)
        )
        donor, adopter, animal, kind, amount, goods = None, None, None, 1, None, None
        if r < 0.27:
            donor = None
        elif r < 0.52:
            cand = [ad for ad in adopters if ad[8] <= iso(when)]
            ad = rng.choice(cand)
            donor, adopter = ad[1], ad[0]
        elif r < 0.60:
            donor = rng.choice(COMPANIES)
        elif r < 0.63:
            donor = rng.choice(FOREIGN_DONORS)
        else:
            donor = person(rng, names)[0]
        if donor in COMPANIES and rng.random() < 0.6:
            kind = 2
        elif rng.random() < 0.08:
            kind = 2
        if kind == 2:
            goods, amount = rng.choice(GOODS)
            channel = rng.choice(["快递", "快递", "送到站"])
        else:
            if donor in COMPANIES:
                amount = unique_int(rng, 300000, 3000000, big, 100)
                channel = "对公转账"
            else:
                amount = rng.choice(SMALL_GIFTS)
                if rng.random() < 0.04:
                    amount = unique_int(rng, 120000, 500000, big, 100)
                channel = rng.choices(
                    ["微信", "支付宝", "腾讯公益", "现金", "对公转账"], [45, 22, 15, 10, 3]
                )[0]
            if dt.date(2024, 9, 7) <= when <= dt.date(2024, 9, 9):
                channel = "腾讯公益"
            elif channel == "腾讯公益" and rng.random() < 0.5:
                channel = "微信"
            hits = [a for a in ill_animals if a["intake"] <= when <= plus(a["intake"], 120)]
            if hits and donor not in COMPANIES and rng.random() < 0.14:
                animal = rng.choice(hits)["id"]
        donations.append((donor, adopter, animal, iso(t), kind, amount, goods, channel))
    donations.sort(key=lambda x: x[3])
    donations = [(k, *x) for k, x in enumerate(donations, start=1)]

    return {
        "tb_volunteer": volunteers,
        "tb_animal": animal_rows,
        "tb_adopter": adopters,
        "tb_adoption": adoptions,
        "tb_vet_record": vet,
        "tb_shift": shifts,
        "tb_donation": donations,
    }
