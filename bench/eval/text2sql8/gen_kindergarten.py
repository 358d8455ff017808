"""小竹马双语幼儿园, a private kindergarten in Wuhou district, Chengdu (snake_case singular tables with a
`t_` prefix, codes and units explained in Chinese SQL comments): t_class, t_staff, t_child, t_guardian,
t_attendance, t_fee. Chinese text values almost everywhere; SMALLINT 0/1 flags; money in fen, morning
temperature in degrees Celsius, arrival / leave as TIME. Attendance covers 2025-05-12..2025-05-23, fees
2025-03..2025-05."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

# name, grade, room, capacity, bilingual, tuition yuan / month, opened
CLASSES = [
    ("嫩芽班", "T", "101", 15, 0, 4280, "2022-09-01"),
    ("小熊班", "S", "102", 20, 0, 3680, "2017-09-01"),
    ("小兔班", "S", "103", 20, 1, 4280, "2019-09-01"),
    ("海豚班", "M", "201", 25, 0, 3580, "2017-09-01"),
    ("长颈鹿班", "M", "202", 25, 1, 4180, "2019-09-01"),
    ("熊猫班", "L", "301", 30, 0, 3480, "2017-09-01"),
    ("芙蓉班", "L", "302", 30, 1, 4080, "2019-09-01"),
    ("向日葵班", "S", "104", 20, 0, 3680, "2025-09-01"),  # opens in September: no children yet
]
GRADE_BIRTH = {"T": ("2021-09-01", "2022-08-31"), "S": ("2020-09-01", "2021-08-31"),
               "M": ("2019-09-01", "2020-08-31"), "L": ("2018-09-01", "2019-08-31")}
GRADE_ENTRY = {"T": "2024-09-02", "S": "2024-09-02", "M": "2023-09-01", "L": "2022-09-01"}
CLASS_SIZE = [12, 18, 17, 22, 21, 24, 23, 0]
# name, role, class (index into CLASSES, None = no class), hired, phone missing, cert, salary yuan range
STAFF = [
    ("罗晓梅", "园长", None, "2017-06-01", 0, 1, (14000, 15000)),
    ("唐丽华", "保健医", None, "2018-03-12", 0, 0, (6800, 7400)),
    ("Emily Carter", "外教", None, "2023-08-21", 0, 0, (15500, 16500)),
    ("曾建国", "厨师", None, "2017-08-15", 1, 0, (5200, 5800)),
    ("邓春燕", "厨师", None, "2020-02-24", 0, 0, (4600, 5100)),
]
LEADS = ["杨静", "刘婷婷", "陈雨欣", "何佳", "黄晓丽", "周敏", "李思思", "王雪"]
ASSISTANTS = ["赵倩", "吴梦瑶", "徐可", "孙丽娟", "胡蓉", "林悦", "郭佳怡"]
CAREGIVERS = ["蒋秀英", "谢桂芳", "彭玉兰", "罗淑华", "冯翠萍", "钟小琴", "廖凤英"]
SURNAMES = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何",
            "郭", "罗", "郑", "谢", "唐", "邓", "冯", "曾", "彭", "蒋", "蔡", "魏", "叶", "余", "杜", "钟", "汪",
            "田", "任", "范", "姚", "谭", "廖", "邹", "熊", "苟", "袁", "雷", "龚", "文", "母"]
BOY = ["浩宇", "子墨", "沐宸", "宇轩", "俊熙", "思远", "雨泽", "奕辰", "皓轩", "锦程", "星辰", "一鸣", "承泽",
       "梓睿", "煜祺", "嘉树", "铭轩", "天佑", "子航", "乐乐", "安然", "明哲", "博文", "景行", "逸飞"]
GIRL = ["梓涵", "一诺", "欣怡", "若汐", "语桐", "梓萱", "诗涵", "依依", "可馨", "芊芊", "安琪", "嘉懿", "知夏",
        "沐瑶", "雨彤", "思琪", "语嫣", "书瑶", "悦悦", "佳琪", "梦琪", "紫萱", "心怡", "晨曦", "朵朵"]
MEN = ["建华", "志强", "晓东", "磊", "鹏", "勇", "涛", "斌", "刚", "军", "浩", "宇", "杰", "波", "超", "伟", "峰",
       "亮", "健", "明"]
WOMEN = ["丽娟", "海燕", "婷", "静", "敏", "霞", "芳", "娜", "燕", "雪", "琳", "倩", "蕾", "颖", "媛", "洁", "晶",
         "莉", "艳", "玲"]
ELDER_M = ["德明", "国强", "建国", "长富", "志高", "永福"]
ELDER_F = ["秀英", "桂兰", "淑珍", "玉梅", "素芬", "凤英"]
DISTRICTS = ["武侯区"] * 8 + ["高新区"] * 5 + ["锦江区"] * 2 + ["青羊区"] * 2 + ["成华区", "金牛区", "天府新区", "双流区"]
ALLERGIES = ["花生", "花生", "牛奶", "牛奶", "鸡蛋", "鸡蛋", "虾蟹", "虾蟹", "芒果", "小麦", "花生、坚果", "猕猴桃",
             "鸡蛋、牛奶", "海鲜", "芒果", "花生", "菠萝", "牛奶"]
SICK = ["发烧", "发烧", "咳嗽", "咳嗽", "感冒流涕", "腹泻", "手足口病", "疱疹性咽峡炎", "过敏性皮疹"]
PERSONAL = ["家中有事", "回老家", "外出旅游", "家长休假带出游", None]
CHANNELS = ["微信", "微信", "微信", "支付宝", "支付宝", "银行转账", "现金"]
SCHOOL_DAYS = {"2025-03": 21, "2025-04": 21, "2025-05": 19}
ATT_DAYS = [dt.date(2025, 5, 12) + dt.timedelta(days=k) for k in range(12) if (dt.date(2025, 5, 12) + dt.timedelta(days=k)).weekday() < 5]


def phone(rng: random.Random, taken: set[str]) -> str:
    while True:
        number = rng.choice(["138", "139", "135", "136", "158", "159", "180", "181", "189", "177", "199"])
        number += "".join(rng.choice("0123456789") for _ in range(8))
        if number not in taken:
            taken.add(number)
            return number


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}:00"


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    classes = [(i, n, g, r, c, b, t * 100, o) for i, (n, g, r, c, b, t, o) in enumerate(CLASSES, start=1)]
    phones: set[str] = set()
    salaries: set[int] = set()

    staff = []
    def add_staff(name: str, role: str, cls: int | None, hired: str, no_phone: int, cert: int, pay: tuple[int, int]) -> None:
        salary = unique_int(rng, pay[0] * 100, pay[1] * 100, salaries, step=1000)
        staff.append((len(staff) + 1, name, role, cls, hired, None if no_phone else phone(rng, phones), cert, salary))

    for name, role, cls, hired, no_phone, cert, pay in STAFF:
        add_staff(name, role, cls, hired, no_phone, cert, pay)
    for k in range(7):
        hired = iso(day(rng, "2017-07-01", "2023-08-20"))
        add_staff(LEADS[k], "主班", k + 1, hired, 0, 1, (7200, 9800))
        add_staff(ASSISTANTS[k], "配班", k + 1, iso(day(rng, "2019-07-01", "2024-08-25")), 1 if k == 4 else 0,
                  0 if k in (2, 5) else 1, (5400, 6900))
        add_staff(CAREGIVERS[k], "保育员", k + 1, iso(day(rng, "2017-08-01", "2024-08-25")), 0, 0, (3800, 4700))
    add_staff(LEADS[7], "主班", 8, "2025-05-26", 0, 1, (6600, 7000))  # hired for the new class
    staff.append((len(staff) + 1, "吴梦瑶", "配班", None, "2025-06-16", None, 0, 520000))  # namesake; starts in June

    children = []
    births: set[str] = set()
    names: set[str] = set()
    cid = 0
    for ci, size in enumerate(CLASS_SIZE):
        grade = CLASSES[ci][1]
        for _ in range(size):
            cid += 1
            gender = rng.choice("男女")
            while True:
                name = rng.choice(SURNAMES) + rng.choice(BOY if gender == "男" else GIRL)
                if name not in names:
                    names.add(name)
                    break
            while True:
                birth = iso(day(rng, *GRADE_BIRTH[grade]))
                if birth not in births:
                    births.add(birth)
                    break
            enroll = GRADE_ENTRY[grade]
            if rng.random() < 0.15:
                enroll = iso(day(rng, enroll, "2025-03-03"))  # transferred in later
            children.append([cid, name, gender, birth, ci + 1, rng.choice(DISTRICTS), enroll, None, None])
    # hand-picked facts
    children[5][1], children[5][2] = "王梓涵", "女"                 # namesakes: 嫩芽班 and 熊猫班
    children[110][1], children[110][2] = "王梓涵", "女"
    twin_a, twin_b = children[40], children[41]                       # twins in 小兔班
    twin_a[1:4] = ["苟沐宸", "男", "2021-03-18"]
    twin_b[1:4] = ["苟沐瑶", "女", "2021-03-19"]
    twin_a[6] = twin_b[6] = "2024-09-02"
    children[130][1], children[130][2] = "Mia Thompson", "女"         # 芙蓉班 (bilingual)
    children[11][6] = "2025-05-19"                                     # joined mid-way through the attendance fortnight
    children[10][6] = "2025-06-03"                                     # registered, starts in June
    for k, left in ((25, "2025-01-17"), (60, "2025-04-30"), (88, "2025-04-30"), (120, "2025-03-31")):
        children[k][7] = left
    for k, allergy in zip(rng.sample(range(len(children)), len(ALLERGIES)), ALLERGIES):
        children[k][8] = allergy
    children[41][8] = "鸡蛋"
    children = [tuple(c) for c in children]

    guardians = []
    for c in children:
        surname = c[1][0] if c[1] != "Mia Thompson" else None
        people = []
        if surname is None:
            people = [("David Thompson", "父亲"), ("陈露", "母亲")]
        else:
            people.append((surname + rng.choice(MEN), "父亲"))
            people.append((rng.choice(SURNAMES) + rng.choice(WOMEN), "母亲"))
            r = rng.random()
            if r < 0.18:
                people.append((surname + rng.choice(ELDER_M), "爷爷"))
            elif r < 0.34:
                people.append((surname + rng.choice(ELDER_F), "奶奶"))
            elif r < 0.44:
                people.append((rng.choice(SURNAMES) + rng.choice(ELDER_F), "外婆"))
            if rng.random() < 0.08:
                people = people[1:]  # single-parent household: mother only
        primary = 1 if people[0][1] == "母亲" or rng.random() < 0.35 else 0
        for k, (name, relation) in enumerate(people):
            is_primary = 1 if (k == 0 and primary) or (k == 1 and not primary) else 0
            if relation in ("爷爷", "奶奶", "外婆"):
                missing = rng.random() < 0.55
            else:
                missing = not is_primary and rng.random() < 0.06
            guardians.append([c[0], name, relation, None if missing else phone(rng, phones), is_primary])
    # twins share their parents' phone numbers
    twin_rows = [g for g in guardians if g[0] in (twin_a[0], twin_b[0])]
    by_rel = {}
    for g in twin_rows:
        if g[0] == twin_a[0]:
            by_rel[g[2]] = g
    for g in twin_rows:
        if g[0] == twin_b[0] and g[2] in by_rel:
            g[1], g[3] = by_rel[g[2]][1], by_rel[g[2]][3]
    guardians = [(i, *g) for i, g in enumerate(guardians, start=1)]

    attendance = []
    outbreak = {c[0] for c in children if c[4] == 4 and rng.random() < 0.3}  # 海豚班: hand-foot-mouth cluster
    for d in ATT_DAYS:
        for c in children:
            if c[6] > iso(d) or (c[7] is not None and c[7] < iso(d)):
                continue
            sick = personal = False
            note = None
            if c[0] in outbreak and dt.date(2025, 5, 14) <= d <= dt.date(2025, 5, 21):
                sick, note = True, "手足口病"
            elif rng.random() < 0.07:
                sick, note = True, rng.choice(SICK)
            elif rng.random() < 0.04:
                personal, note = True, rng.choice(PERSONAL)
            if sick or personal:
                attendance.append((c[0], iso(d), None, None, None, 1 if sick else 0, note))
                continue
            arrive = rng.randint(7 * 60 + 35, 8 * 60 + 40)
            if rng.random() < 0.06:
                arrive = rng.randint(8 * 60 + 41, 9 * 60 + 50)  # late
            leave = rng.randint(16 * 60 + 30, 17 * 60 + 50)
            if rng.random() < 0.04:
                leave = rng.randint(18 * 60, 18 * 60 + 40)  # late pickup, 延时托管
            temp = round(rng.uniform(36.2, 37.1), 1)
            if rng.random() < 0.015:
                temp = round(rng.uniform(37.4, 38.2), 1)
                leave = rng.randint(9 * 60 + 20, 11 * 60)
                note = "晨检发热，家长接回"
            elif rng.random() < 0.03:
                leave = rng.randint(14 * 60, 15 * 60 + 30)
                note = rng.choice(["下午看医生", "提前接走", "兴趣班"])
            attendance.append((c[0], iso(d), hhmm(arrive), hhmm(leave), f"{temp:.1f}", 0, note))
    attendance = [(i, *a) for i, a in enumerate(attendance, start=1)]

    fees = []
    class_tuition = {c[0]: c[6] for c in classes}
    for month, days in SCHOOL_DAYS.items():
        first = f"{month}-01"
        for c in children:
            if c[6] > f"{month}-31" or (c[7] is not None and c[7] < first):
                continue
            tuition = class_tuition[c[4]]
            if c[0] == twin_b[0]:
                tuition = tuition * 9 // 10  # second-child discount
            absent = rng.choices([0, 1, 2, 3, 4, 6], [30, 25, 18, 12, 8, 7])[0]
            meal = 2000 * (days - absent)
            if c[6] > first:  # joined during the month
                meal = 2000 * 8
            if month == "2025-05" and rng.random() < 0.12:
                paid, channel = None, None
            elif month == "2025-04" and rng.random() < 0.02:
                paid, channel = None, None
            else:
                y, m = int(month[:4]), int(month[5:])
                start = dt.date(y, m, 1) - dt.timedelta(days=6)
                paid = start + dt.timedelta(days=rng.choices(range(0, 25), [6] * 10 + [2] * 10 + [1] * 5)[0])
                paid, channel = iso(paid), rng.choice(CHANNELS)
            fees.append((c[0], month, tuition, meal, paid, channel))
    fees = [(i, *f) for i, f in enumerate(fees, start=1)]

    return {"t_class": classes, "t_staff": staff, "t_child": children, "t_guardian": guardians,
            "t_attendance": attendance, "t_fee": fees}
