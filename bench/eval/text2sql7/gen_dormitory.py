"""Deterministic data for the `dormitory` schema (student housing of a Chinese university, Nanjing)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso

# name, campus, gender, floors, built year, lift, manager, rooms per floor, floors used, beds choices
BUILDINGS = [
    ("梅园1舍", "东校区", "男", 6, 1998, 0, "李桂兰", 5, range(1, 7), (4, 4, 4, 6)),
    ("梅园2舍", "东校区", "男", 6, 2001, 0, "周秀英", 5, range(1, 7), (4, 4, 6)),
    ("兰园3舍", "东校区", "女", 6, 2003, 0, "王淑芬", 5, range(1, 7), (4, 4, 4, 6)),
    ("兰园4舍", "西校区", "女", 11, 2010, 1, "陈美华", 3, range(1, 12), (4,)),
    ("竹园5舍", "西校区", "男", 11, 2012, 1, "赵德胜", 3, range(1, 12), (4,)),
    ("竹园6舍", "西校区", "女", 17, 2016, 1, "孙丽萍", 2, range(1, 18), (4,)),
    ("研究生公寓A座", "南校区", "混合", 17, 2018, 1, "刘红梅", 2, range(2, 14), (2,)),
    ("研究生公寓B座", "南校区", "混合", 17, 2020, 1, None, 2, range(2, 14), (2,)),
    ("留学生公寓", "南校区", "混合", 8, 2014, 1, "吴静", 2, range(1, 9), (1, 2)),
    ("桂园7舍", "西校区", "男", 11, 2025, 1, None, 2, range(1, 12), (4,)),
]
COLLEGES = ["计算机学院", "外国语学院", "经济管理学院", "机械工程学院", "医学院", "法学院", "数学科学学院",
            "艺术学院", "化学化工学院"]
COLLEGE_W = [16, 9, 14, 12, 11, 7, 8, 6, 9]
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁沈任姚卢")
MALE = ["浩然", "子轩", "宇航", "俊杰", "文博", "志强", "建华", "明轩", "一鸣", "思远", "天宇", "嘉豪", "鹏飞", "晨阳",
        "博文", "泽宇", "昊天", "振宇", "家乐", "明华", "磊", "强", "军", "涛", "超", "斌", "鑫", "凯", "峰", "杰"]
FEMALE = ["欣怡", "梓萱", "雨桐", "诗涵", "佳怡", "思琪", "雅婷", "晓雪", "梦琪", "静怡", "婉清", "紫涵", "丽娜", "芳",
          "娜", "敏", "静", "丽", "婷", "洁", "颖", "琳", "雪", "慧", "倩", "悦"]
PROVINCES = {"江苏": 30, "浙江": 12, "安徽": 10, "山东": 9, "河南": 9, "四川": 7, "湖北": 5, "湖南": 5, "江西": 4,
             "福建": 3, "广东": 3, "河北": 4, "山西": 2, "云南": 2, "贵州": 2, "甘肃": 2, "新疆": 1, "黑龙江": 2}
INTL = [("Aisha Khan", "F"), ("Muhammad Raza", "M"), ("Ivan Petrov", "M"), ("Olga Smirnova", "F"),
        ("Somchai Wongsakul", "M"), ("Nguyen Van An", "M"), ("Emily Carter", "F"), ("James O'Brien", "M"),
        ("Fatima Zahra", "F"), ("Kim Min-jun", "M"), ("Sato Yuki", "F"), ("Lucas Silva", "M"),
        ("Anna Müller", "F"), ("Tran Thi Mai", "F"), ("Ahmed Hassan", "M"), ("María González", "F"),
        ("Daniel Kowalski", "M"), ("Priya Sharma", "F")]
WORKERS = [  # name, trade, lead, hired
    ("刘建国", "水电", None, "2008-03-01"), ("王建军", "水电", 1, "2013-07-15"), ("赵小龙", "水电", 1, "2019-09-01"),
    ("孙志强", "木工", None, "2010-04-12"), ("周涛", "木工", 4, "2016-02-20"), ("陈立新", "空调", None, "2012-05-08"),
    ("吴海波", "空调", 6, "2020-06-01"), ("郑凯", "网络", None, "2015-09-10"), ("何磊", "网络", 8, "2024-03-01"),
    ("黄志明", "木工", 4, "2021-11-15"), ("林峰", "综合", None, "2011-08-30"), ("马国栋", "水电", 1, "2025-05-10"),
]
REPAIRS = {  # category: (trade, weight, labour minutes range, descriptions)
    "水电": ("水电", 30, (15, 240), ["水龙头漏水", "灯管不亮", "插座没电", "下水道堵塞", "热水器不出热水", "马桶漏水"]),
    "门窗": ("木工", 15, (10, 150), ["门锁坏了", "窗户关不上", "纱窗破损", "门把手松动"]),
    "家具": ("木工", 14, (20, 200), ["床板断裂", "衣柜门脱落", "书桌抽屉坏了", "椅子腿断了"]),
    "空调": ("空调", 14, (30, 360), ["空调不制冷", "空调漏水", "空调遥控器失灵"]),
    "网络": ("网络", 15, (10, 120), ["网口没信号", "无线网络连不上", "网速很慢"]),
    "其他": ("综合", 6, (30, 480), ["墙皮脱落", "天花板渗水", "有老鼠"]),
}
END = dt.date(2025, 5, 31)  # the data run to the end of May 2025


def phone(rng: random.Random) -> str:
    return f"1{rng.choice([3, 5, 7, 8, 9])}{rng.randint(0, 9)}{rng.randint(10000000, 99999999)}"


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    bldgs, rooms = [], []
    rid = 0
    for bid, (name, campus, gender, floors, built, lift, mgr, per_floor, used, beds_opts) in enumerate(BUILDINGS, 1):
        bldgs.append((bid, name, campus, gender, floors, built, lift, mgr))
        for fl in used:
            for k in range(1, per_floor + 1):
                rid += 1
                beds = rng.choice(beds_opts)
                area = {1: (140, 165), 2: (160, 205), 4: (180, 245), 6: (220, 285)}[beds]
                area_m2 = rng.randint(*area) / 10
                if bid <= 3:
                    ac = 1 if rng.random() < 0.55 else 0
                    bath = 0
                    fee = {4: 80000, 6: 60000}[beds] + (20000 if ac else 0)
                elif bid <= 5:
                    ac, bath, fee = 1, 1, 120000
                elif bid in (6, 10):
                    ac, bath, fee = 1, 1, 150000 if bid == 6 else 160000
                elif bid <= 8:
                    ac, bath, fee = 1, 1 if rng.random() < 0.7 else 0, 180000
                else:
                    ac, bath, fee = 1, 1, {1: 300000, 2: 240000}[beds]
                if bid in (7, 8) and not bath:
                    fee = 160000
                facing = "南" if k % 2 == 1 or rng.random() < 0.3 else "北"
                rooms.append((rid, bid, f"{fl}{k:02d}", fl, beds, area_m2, fee, ac, bath, facing))

    students = []
    used_names: set[str] = {"张伟"}
    seq = 0

    def new_student(name: str, sex: str, college: int, degree: str, year: int, intl: int) -> int:
        nonlocal seq
        seq += 1
        home = None if intl else rng.choices(list(PROVINCES), list(PROVINCES.values()))[0]
        ph = None if rng.random() < 0.1 else phone(rng)
        sid = len(students) + 1
        students.append((sid, f"{year}{college + 1:02d}{seq:04d}", name, sex, COLLEGES[college], degree, year, home, intl, ph))
        return sid

    def chinese_name(sex: str) -> str:
        while True:
            name = rng.choice(SURNAMES) + rng.choice(MALE if sex == "M" else FEMALE)
            if name not in used_names:
                used_names.add(name)
                return name

    plan = []  # (degree, year, count)
    for year in range(2020, 2025):
        plan.append(("B", year, 52 + (year - 2020) * 2))
    for year in range(2021, 2025):
        plan.append(("M", year, 20 + (year - 2021)))
    for year in range(2020, 2025):
        plan.append(("D", year, 4))
    for degree, year, count in plan:
        for _ in range(count):
            sex = "M" if rng.random() < 0.5 else "F"
            college = rng.choices(range(len(COLLEGES)), COLLEGE_W)[0]
            new_student(chinese_name(sex), sex, college, degree, year, 0)
            if degree == "B" and year == 2022 and len(students) == 130:
                new_student("张伟", "M", 0, "B", 2022, 0)
            if degree == "B" and year == 2023 and len(students) == 200:
                new_student("张伟", "M", 3, "B", 2023, 0)
    for i, (name, sex) in enumerate(INTL):
        new_student(name, sex, rng.choice([0, 1, 2, 4]), "B" if i % 3 else "M", 2021 + i % 4, 1)

    # beds: room id -> bed no -> list of (start, end) intervals; room gender kept uniform
    occupied: dict[tuple[int, int], list[tuple[dt.date, dt.date]]] = {}
    room_sex: dict[int, str] = {}

    def place(sid: int, sex: str, pool: list[tuple], start: dt.date, end: dt.date | None) -> tuple[int, int]:
        stop = end or dt.date(2026, 7, 1)
        options = list(pool)
        rng.shuffle(options)
        options.sort(key=lambda r: 0 if room_sex.get(r[0]) == sex else 1)
        for r in options:
            if room_sex.get(r[0], sex) != sex:
                continue
            for bed in range(1, r[4] + 1):
                spans = occupied.get((r[0], bed), [])
                if all(stop < a or start > b for a, b in spans):
                    occupied.setdefault((r[0], bed), []).append((start, stop))
                    room_sex[r[0]] = sex
                    return r[0], bed
        raise RuntimeError("no free bed")

    stays = []
    commuters = set(rng.sample([s[0] for s in students if s[8] == 0 and s[6] >= 2022], 15))
    for s in students:
        sid, sex, degree, year, intl = s[0], s[3], s[5], s[6], s[8]
        if sid in commuters:
            continue
        if intl:
            pool = [r for r in rooms if r[1] == 9]
        elif degree == "B":
            pool = [r for r in rooms if r[1] in ((1, 2, 5) if sex == "M" else (3, 4, 6))]
        else:
            pool = [r for r in rooms if r[1] in (7, 8)]
        start = dt.date(year, 9, rng.randint(1, 6))
        length = {"B": 4, "M": 3, "D": rng.choice([4, 5])}[degree]
        grad = dt.date(year + length, 6, rng.randint(20, 30))
        end = grad if grad <= END else None
        segments = []
        last = end or END
        if rng.random() < 0.13 and (last - start).days > 200:
            cut = start + dt.timedelta(days=rng.randint(90, (last - start).days - 60))
            segments.append((start, cut))
            start = cut + dt.timedelta(days=rng.randint(0, 3))
        if end is None and rng.random() < 0.04:
            end = start + dt.timedelta(days=rng.randint(60, max(61, (END - start).days - 10)))
        segments.append((start, end))
        prev_room = None
        for a, b in segments:
            choice_pool = [r for r in pool if r[0] != prev_room]
            room, bed = place(sid, sex, choice_pool, a, b)
            stays.append((sid, room, bed, a, b))
            prev_room = room
    stays.sort(key=lambda x: (x[3], x[0]))
    stay_rows = [(i, s, r, b, iso(a), iso(e)) for i, (s, r, b, a, e) in enumerate(stays, 1)]

    workers = []
    for wid, (name, trade, lead, hired) in enumerate(WORKERS, 1):
        ph = None if wid in (3, 10) else phone(rng)
        workers.append((wid, name, trade, lead, hired, ph))

    reqs = []
    window = (dt.date(2023, 9, 1), END)
    live = [s for s in stays if (s[4] or END) >= window[0]]
    raw = []
    for _ in range(470):
        s = rng.choice(live)
        a, b = max(s[3], window[0]), min(s[4] or END, END)
        when = a + dt.timedelta(days=rng.randint(0, (b - a).days))
        at = dt.datetime.combine(when, dt.time(rng.randint(7, 22), rng.randint(0, 59)))
        room = rooms[s[1] - 1]
        cats = [c for c in REPAIRS if c != "空调" or room[7]]
        cat = rng.choices(cats, [REPAIRS[c][1] for c in cats])[0]
        trade, _, (lo, hi), texts = REPAIRS[cat]
        descr = rng.choice([t for t in texts if room[8] or t not in ("热水器不出热水", "马桶漏水")])
        reporter = None if rng.random() < 0.15 else s[0]
        raw.append((at, room[0], reporter, cat, trade, lo, hi, descr))
    raw.sort()
    for rid_, (at, room_id, reporter, cat, trade, lo, hi, descr) in enumerate(raw, 1):
        eligible = [w for w in workers if w[2] == trade and dt.date.fromisoformat(w[4]) <= at.date() and w[0] != 12]
        recent = at.date() >= dt.date(2025, 5, 20)
        pending = rng.random() < (0.5 if recent else 0.02)
        wkr = None if pending and rng.random() < 0.5 else rng.choice(eligible)[0]
        urgent = 1 if rng.random() < (0.3 if descr in ("水龙头漏水", "马桶漏水", "天花板渗水", "插座没电") else 0.08) else 0
        if pending:
            done = minutes = cost = None
            score = None
        else:
            delay = rng.randint(1, 8) if urgent else rng.randint(2, 96)
            done = at + dt.timedelta(hours=delay, minutes=rng.randint(0, 59))
            minutes = rng.randint(lo, hi)
            cost = 0 if rng.random() < 0.4 else rng.randint(5, 300) * 100
            score = None if reporter is None or rng.random() < 0.4 else rng.choices([1, 2, 3, 4, 5], [5, 8, 15, 35, 37])[0]
        reqs.append((rid_, room_id, reporter, wkr, cat, descr, iso(at), iso(done), minutes, cost, urgent, score))
    return {"bldg": bldgs, "rm": rooms, "stu": students, "stay": stay_rows, "wkr": workers, "rpr_req": reqs}
