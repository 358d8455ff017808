"""Coworking spaces (PascalCase, singular tables): Site, Room, Company, Member, Booking, BookingGuest.

A coworking operator in Chinese cities; names of sites, rooms, companies and most members are in
Chinese, room types and plans are lower-case English codes. Booking links a room and its organiser;
BookingGuest is the many-to-many link booking<->member (invited members). Money DECIMAL CNY,
'Y'/'N' flags, booking length in minutes.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

SITES = [
    ("静安寺社区", "上海", "2019-05-01", "Y"), ("陆家嘴中心", "上海", "2020-09-15", "Y"),
    ("漕河泾园区", "上海", "2022-03-01", "N"), ("望京SOHO空间", "北京", "2019-11-01", "Y"),
    ("中关村创业坊", "北京", "2021-06-18", "N"), ("南山科技园", "深圳", "2020-04-20", "Y"),
    ("西湖文创空间", "杭州", "2023-02-10", "N"), ("天府软件园", "成都", "2024-07-01", "N"),  # opened after the data cut
]
ROOM_TYPES = [("meeting", (4, 12), (80, 260)), ("phone", (1, 1), (20, 45)), ("event", (30, 120), (400, 1200)),
              ("office", (2, 8), (120, 300)), ("studio", (2, 6), (150, 350))]
ROOM_WORDS = ["长江", "黄河", "泰山", "华山", "西湖", "珠峰", "昆仑", "洞庭", "太湖", "峨眉", "黄山", "青城", "庐山", "天山"]
COMPANIES = [("云杉科技", "software"), ("蓝鲸设计工作室", "design"), ("青禾教育", "education"), ("远山资本", "finance"),
             ("拾光传媒", "media"), ("星河电商", "ecommerce"), ("明律律师事务所", "legal"), ("木棉软件", "software"),
             ("橙子互动", "media"), ("北辰数据", "software"), ("海豚出海", "ecommerce"), ("白鹭建筑设计", "design"),
             ("一点智能", "software"), ("知行咨询", "consulting"), ("Nordlys Studio", "design"),
             ("Brightwave Labs", "software"), ("Kite & Key Legal", "legal"), ("Harbor Analytics", "finance")]
CN_SURNAMES = list("王李张刘陈杨黄赵周吴徐孙马朱胡林郭何高罗郑梁谢宋唐")
CN_GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "杰", "婷", "涛", "明", "超", "晨", "浩然",
            "子涵", "欣怡", "一鸣", "思远", "雨桐", "嘉懿", "梓萱", "俊杰"]
EN_FIRST = ["Anna", "Tom", "Lucas", "Emma", "Kenji", "Sara", "David", "Olivia", "Noah", "Chloe", "Ryan", "Maya"]
EN_LAST = ["Schmidt", "Becker", "Martin", "Wilson", "Sato", "Jensen", "Kim", "Brown", "Cohen", "Dubois", "O'Connor", "Patel"]
PLANS = {"hotdesk": (1200, 1800), "fixed": (2200, 3200), "office": (4500, 8800), "daypass": (0, 0)}
TOPICS = ["周会", "客户访谈", "面试", "产品评审", "培训", "路演", "Sprint planning", "Board meeting",
          "Podcast recording", "季度复盘", "Workshop", "招聘宣讲"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    sites = [(i, *s) for i, s in enumerate(SITES, start=1)]
    rooms: list[tuple[object, ...]] = []
    rates: set[str] = set()
    rid = 0
    for site in sites[:7]:
        words = rng.sample(ROOM_WORDS, 7)
        kinds = ["meeting", "meeting", "meeting", "phone", "phone", "office", rng.choice(["event", "studio"])]
        if site[0] in (1, 4):
            kinds.append("event")
        for n, kind in enumerate(kinds):
            _, (cmin, cmax), (rmin, rmax) = next(t for t in ROOM_TYPES if t[0] == kind)
            rid += 1
            cap = rng.randint(cmin, cmax)
            while True:
                rate = f"{rng.randint(rmin, rmax)}.00" if rng.random() < 0.7 else f"{rng.randint(rmin, rmax)}.50"
                if rate not in rates:
                    rates.add(rate)
                    break
            name = (words[n % 7] + {"meeting": "会议室", "phone": "电话间", "event": "活动厅", "office": "办公室",
                                     "studio": "直播间"}[kind]) + (f"{n}" if n >= 7 else "")
            screen = "Y" if kind in ("meeting", "event", "studio") and rng.random() < 0.85 else "N"
            floor = None if rng.random() < 0.1 else rng.randint(2, 28)
            rooms.append((rid, site[0], name, kind, cap, rate, screen, floor))

    companies = []
    for i, (name, ind) in enumerate(COMPANIES, start=1):
        start = day(rng, "2020-01-01", "2024-03-31")
        end = iso(start + dt.timedelta(days=rng.randint(200, 700))) if rng.random() < 0.25 else None
        if end and end > "2024-06-30":
            end = None
        companies.append((i, name, ind, iso(start), end))
    companies.append((19, "小满文化", "media", "2024-06-01", None))  # no members yet

    members: list[tuple[object, ...]] = []
    for i in range(1, 261):
        if i <= 220:
            name = rng.choice(CN_SURNAMES) + rng.choice(CN_GIVEN)
        else:
            name = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
        comp = rng.randint(1, 18) if rng.random() < 0.65 else None
        home = rng.randint(1, 7)
        plan = rng.choices(list(PLANS), [40, 25, 20, 15])[0]
        if comp is not None and plan == "daypass":
            plan = "office"
        lo, hi = PLANS[plan]
        fee = f"{rng.randint(lo // 10, hi // 10) * 10}.00" if hi else "0.00"
        joined = day(rng, "2020-01-01", "2024-05-31")
        left = iso(joined + dt.timedelta(days=rng.randint(60, 600))) if rng.random() < 0.15 else None
        if left and left > "2024-06-30":
            left = None
        email = None if rng.random() < 0.2 else f"m{i}@cowork.example.cn"
        members.append((i, name, comp, home, plan, fee, iso(joined), left, email))

    bookings: list[list[object]] = []
    prices: set[str] = set()
    organisers = [m for m in members if m[4] != "daypass" and m[0] <= 250]  # 251-260 never booked
    for _ in range(640):
        m = rng.choice(organisers)
        room = rng.choice([r for r in rooms if r[1] == m[3]] if rng.random() < 0.75 else rooms)
        minutes = rng.choice([30, 45, 60, 60, 90, 120, 120, 180, 240, 480]) if room[3] != "phone" else rng.choice([15, 30, 30, 45, 60])
        start = dt.datetime.combine(day(rng, max(str(m[6]), "2024-01-02"), "2024-06-28"),
                                    dt.time(rng.randint(8, 19), rng.choice([0, 15, 30, 45])))
        status = rng.choices(["confirmed", "cancelled", "no-show"], [84, 11, 5])[0]
        cents = int(float(str(room[5])) * 100 * minutes / 60)
        if rng.random() < 0.2:
            cents = cents * 8 // 10  # member discount
        while f"{cents // 100}.{cents % 100:02d}" in prices:
            cents += 1
        price = f"{cents // 100}.{cents % 100:02d}"
        prices.add(price)
        topic = rng.choice(TOPICS) if rng.random() < 0.6 else None
        bookings.append([room[0], m[0], start, minutes, status, price, topic, room[4]])
    bookings.sort(key=lambda b: (b[2], b[0]))
    booking_rows = [(i, b[0], b[1], iso(b[2]), b[3], b[4], b[5], b[6]) for i, b in enumerate(bookings, start=1)]
    guests: list[tuple[int, int]] = []
    for i, b in enumerate(bookings, start=1):
        if int(str(b[7])) < 2 or rng.random() < 0.35:
            continue
        n = rng.randint(1, min(6, int(str(b[7])) - 1))
        pool = [m[0] for m in members if m[0] != b[1] and (m[2] is not None and m[2] == members[int(str(b[1])) - 1][2] or rng.random() < 0.02)]
        for g in rng.sample(pool, min(n, len(pool))):
            guests.append((i, int(str(g))))
    guests.sort()
    return {"Site": sites, "Room": rooms, "Company": companies, "Member": members, "Booking": booking_rows,
            "BookingGuest": guests}
