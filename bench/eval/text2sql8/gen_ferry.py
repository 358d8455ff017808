"""Pearl Delta Ferries, a Hong Kong ferry operator (UPPER_SNAKE singular tables and columns, codes explained in
English SQL comments): PORT, VESSEL, ROUTE, CREW, SAILING, TICKET; sailings 2025-05-01 .. 2025-06-30.
Port names are English for Hong Kong piers and Chinese for Macau and mainland terminals; money in HKD cents,
delays and crossing times in minutes, lengths in metres; SMALLINT 0/1 flags. ROUTE has two foreign keys to
PORT; SAILING names its master (CREW); TICKET is either a passenger (PAX) or a vehicle (VEH) ticket."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

PORTS = [  # code, name, city, region, customs, opened
    ("CEN5", "Central Pier 5", "Hong Kong", "HK", 0, 1994),
    ("HKMF", "Hong Kong-Macau Ferry Terminal", "Hong Kong", "HK", 1, 1985),
    ("CFTT", "China Ferry Terminal", "Hong Kong", "HK", 1, 1988),
    ("CCHU", "Cheung Chau", "Hong Kong", "HK", 0, 1967),
    ("MUWO", "Mui Wo", "Hong Kong", "HK", 0, 1960),
    ("TMUN", "Tuen Mun Ferry Pier", "Hong Kong", "HK", 1, 1998),
    ("MOOH", "澳门外港客运码头", "澳门", "MO", 1, 1993),
    ("MOTP", "氹仔客运码头", "澳门", "MO", 1, 2017),
    ("ZHJZ", "珠海九洲港", "珠海", "CN", 1, 1987),
    ("SZSK", "蛇口邮轮母港", "深圳", "CN", 1, 2016),
    ("GZNS", "南沙客运港", "广州", "CN", 1, 2004),
    ("ZSGP", "中山港", "中山", "CN", 1, 1986),
    ("ZHHQ", "横琴码头", "珠海", "CN", 1, 2025),  # opens September 2025: no routes yet
]
VESSELS = [  # name, type, pax, car slots, length m, knots, built, in service, last drydock
    ("Island Spirit", "CAT", 412, 0, "40.50", "26.0", 2012, 1, "2024-11-18"),
    ("Cheung Chau Express", "CAT", 398, 0, "39.80", "25.5", 2015, 1, "2025-02-10"),
    ("Pearl Jet", "JET", 260, 0, "27.43", "42.0", 1995, 1, "2024-09-02"),
    ("Sea Falcon", "JET", 263, 0, "27.38", "43.0", 1996, 1, "2025-01-13"),
    ("澳星", "CAT", 418, 0, "47.50", "37.0", 2008, 1, "2024-12-09"),
    ("珠江明珠", "CAT", 353, 0, "45.00", "34.5", 2016, 1, "2024-10-21"),
    ("海翔", "CAT", 305, 0, "41.20", "33.0", 2019, 1, "2025-03-03"),
    ("Tuen Mun Voyager", "ROPAX", 520, 40, "78.60", "18.0", 2010, 1, "2024-08-05"),
    ("伶仃号", "ROPAX", 480, 36, "72.30", "16.5", 2006, 1, "2025-04-07"),
    ("Ocean Pearl", "CAT", 350, 0, "36.90", "28.0", 1999, 0, "2022-06-13"),  # laid up
    ("Harbour Dawn", "CAT", 420, 0, "43.10", "30.0", 2025, 1, None),  # delivered 2025-03, never drydocked
]
ROUTES = [  # code, from, to, nm, minutes, adult fare, vehicle fare, active, vessels, weight
    ("M01", 2, 7, "34.5", 60, 17500, None, 1, [3, 4, 5], 5),
    ("M02", 7, 2, "34.5", 60, 17600, None, 1, [3, 4, 5], 5),
    ("M03", 2, 8, "36.0", 65, 17800, None, 1, [3, 4, 5], 3),
    ("M04", 8, 2, "36.0", 65, 17900, None, 1, [3, 4, 5], 3),
    ("Z01", 3, 9, "38.0", 70, 19000, None, 1, [6, 7], 3),
    ("Z02", 9, 3, "38.0", 70, 19200, None, 1, [6, 7], 3),
    ("I01", 1, 4, "10.5", 35, 2680, None, 1, [1, 2, 11], 5),
    ("I02", 4, 1, "10.5", 35, 2690, None, 1, [1, 2, 11], 5),
    ("I03", 1, 5, "11.0", 40, 2210, None, 1, [1, 2, 11], 3),
    ("I04", 5, 1, "11.0", 40, 2230, None, 1, [1, 2, 11], 3),
    ("V01", 6, 9, "25.0", 95, 16500, 52000, 1, [8, 9], 3),
    ("V02", 9, 6, "25.0", 95, 16600, 53500, 1, [8, 9], 3),
    ("S01", 10, 7, "33.0", 60, 15200, None, 1, [7, 6], 2),
    ("S02", 7, 10, "33.0", 60, 15400, None, 1, [7, 6], 2),
    ("N01", 3, 11, "44.0", 90, 21000, None, 1, [6, 7], 2),
    ("N02", 11, 3, "44.0", 90, 21300, None, 1, [6, 7], 2),
    ("G01", 2, 12, "49.0", 95, 22000, None, 0, [], 0),  # suspended: no sailings
    ("G02", 12, 2, "49.0", 95, 22200, None, 0, [], 0),
]
CREW = [  # name, rank, assigned vessel (None = relief pool)
    ("Wong Ka Ming", "MASTER", 1), ("陈志强", "MASTER", 2), ("Lam Chi Keung", "MASTER", 3), ("梁国华", "MASTER", 4),
    ("黄家豪", "MASTER", 5), ("Cheung Wai Lun", "MASTER", 5), ("李伟明", "MASTER", 6), ("何永康", "MASTER", 7),
    ("Tse Man Kit", "MASTER", 8), ("刘建国", "MASTER", 9), ("Kwok Siu Fung", "MASTER", 10), ("周海涛", "MASTER", 11),
    ("Ho Wing Keung", "MASTER", None), ("麦志伟", "MASTER", None), ("Chan Tak Shing", "MASTER", None),
    ("Lee Chun Hei", "MATE", 1), ("吴俊杰", "MATE", 2), ("Ng Kwok Wai", "MATE", 3), ("Yip Ka Chun", "MATE", 4),
    ("郑浩然", "MATE", 5), ("Fung Tsz Yan", "MATE", 6), ("林振宇", "MATE", 7), ("Leung Hoi Ting", "MATE", 8),
    ("张明辉", "MATE", 9), ("Chow Kin Wah", "MATE", 11), ("João Pereira", "MATE", None),
    ("Lau Chi Wai", "ENGINEER", 1), ("杨立新", "ENGINEER", 2), ("Mak Yiu Fai", "ENGINEER", 3),
    ("Siu Ho Yin", "ENGINEER", 4), ("谢永强", "ENGINEER", 5), ("Tang Kai Ming", "ENGINEER", 6),
    ("许国平", "ENGINEER", 7), ("Au Yeung Kwan", "ENGINEER", 8), ("邓伟", "ENGINEER", 9),
    ("Poon Chi Hang", "ENGINEER", 10), ("O'Brien Patrick", "ENGINEER", 11), ("冯志成", "ENGINEER", None),
    ("Wong Ka Ming", "DECKHAND", 1), ("Chan Siu Lung", "DECKHAND", 2), ("罗小军", "DECKHAND", 3),
    ("Cheng Wai Kit", "DECKHAND", 5), ("蔡明", "DECKHAND", 6), ("Kwan Ho Yeung", "DECKHAND", 7),
    ("Reyes Antonio", "DECKHAND", 8), ("潘家乐", "DECKHAND", 8), ("Santos Mark", "DECKHAND", 9),
    ("叶文龙", "DECKHAND", 9), ("Choi Ming Fai", "DECKHAND", 11), ("孙浩", "DECKHAND", None),
    ("Maria Santos", "STEWARD", 3), ("何嘉欣", "STEWARD", 4), ("Chan Mei Ling", "STEWARD", 5),
    ("苏晓彤", "STEWARD", 6), ("Ana Lopes", "STEWARD", 7), ("陈美玲", "STEWARD", 8),
    ("Tam Wing Yan", "STEWARD", None),
]
PAY = {"MASTER": (5800000, 7800000), "MATE": (4200000, 5400000), "ENGINEER": (4000000, 5600000),
       "DECKHAND": (1900000, 2600000), "STEWARD": (1700000, 2300000)}
PASSENGERS = [
    "陈大文", "李小红", "张伟", "王芳", "刘洋", "黄嘉怡", "周杰", "吴敏", "赵磊", "孙丽", "林志明", "郭静", "何俊", "罗婷",
    "梁家辉", "谢婉婷", "许晓东", "郑凯", "冯雪", "曾志伟", "Chan Tai Man", "Wong Siu Ming", "Lee Ka Yan", "Cheung Hoi Yee",
    "Lau Wing Sze", "Ng Chun Kit", "Ho Man Yee", "Yeung Pak Lam", "Tsang Mei Ki", "Leung Kwok Hung", "John Smith",
    "Emily Carter", "David Brown", "Sophie Martin", "Lucas Müller", "Anna Rossi", "Kenji Tanaka", "Park Min-jun",
    "Priya Sharma", "Liam O'Connor", "José Fernandes", "Ricardo Sousa", "Nguyen Van An", "Siti Rahma", "Tom Wilson",
    "Grace Lim", "Michael Tan", "Olivia Chen", "陈美玲", "张伟",
]
VEHICLE_OWNERS = [  # owner, plate, length m
    ("顺丰速运", "粤C·D3862", "7.45"), ("珠海港物流", "粤C·F1207", "11.60"), ("Kerry Logistics", "HX 2381", "9.80"),
    ("陈大文", "粤C·A8812", "4.85"), ("Wong Siu Ming", "KT 883", "4.70"), ("Lee Ka Yan", "PY 5102", "5.10"),
    ("中通快递", "粤C·E6650", "6.20"), ("John Smith", "JS 77", "4.52"), ("Harbour Catering", "LM 4471", "5.40"),
    ("梁家辉", "粤Z·B201港", "5.02"), ("Fung Kee Transport", "RV 9023", "12.00"), ("格力电器", "粤C·G0519", "8.35"),
]
CHANNELS = ["app", "app", "app", "web", "web", "counter", "counter", "agent"]
START = dt.date(2025, 5, 1)
END = dt.date(2025, 6, 30)
TYPHOON = dt.date(2025, 6, 13)  # signal No. 8: every sailing cancelled


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    ports = [(i, *p) for i, p in enumerate(PORTS, 1)]
    vessels = [(i, *v) for i, v in enumerate(VESSELS, 1)]
    routes = [(i, *r[:8]) for i, r in enumerate(ROUTES, 1)]

    crew = []
    pays: set[int] = set()
    for i, (name, rank, vessel) in enumerate(CREW, 1):
        lo, hi = PAY[rank]
        pay = unique_int(rng, lo, hi, pays, step=500)
        joined = dt.date(2003, 3, 1) + dt.timedelta(days=rng.randint(0, 7800))
        if name == "孙浩":
            joined = dt.date(2025, 7, 7)  # joins after the period
        phone = None if rng.random() < 0.15 else f"{rng.choice('569')}{rng.randint(1000000, 9999999)}"
        crew.append((i, name, rank, vessel, iso(joined), pay, phone))
    masters_of: dict[int, list[int]] = {}
    for c in crew:
        if c[2] == "MASTER" and c[3] is not None:
            masters_of.setdefault(c[3], []).append(c[0])
    relief = [c[0] for c in crew if c[2] == "MASTER" and c[3] is None and c[1] != "Chan Tak Shing"]

    sailings = []
    route_ids = [i for i, r in enumerate(ROUTES, 1) if r[7]]
    weights = [ROUTES[i - 1][9] for i in route_ids]
    delays_big: set[int] = set()
    day = START
    while day <= END:
        weekend = day.weekday() >= 5
        slots: set[tuple[int, int]] = set()
        for _ in range(rng.randint(5, 7) if weekend else rng.randint(4, 6)):
            rid = rng.choices(route_ids, weights)[0]
            vid = rng.choice(ROUTES[rid - 1][8])
            for _ in range(30):
                hour, minute = rng.randint(7, 22), rng.choice([0, 15, 30, 45])
                if (vid, hour) not in slots:
                    break
            slots.add((vid, hour))
            master = rng.choice(relief) if rng.random() < 0.15 else rng.choice(masters_of[vid])
            sched = dt.datetime.combine(day, dt.time(hour, minute))
            reason = None
            if day == TYPHOON:
                reason = "八号风球"
            elif rng.random() < 0.025:
                reason = rng.choice(["大雾", "机件故障", "机件故障"]) if day.month == 5 else "机件故障"
            if reason:
                sailings.append([0, rid, vid, master, sched, None, None, 1, reason])
                continue
            roll = rng.random()
            if roll < 0.62:
                delay = 0
            elif roll < 0.86:
                delay = rng.randint(1, 15)
            elif roll < 0.97:
                delay = unique_int(rng, 16, 59, delays_big)
            else:
                delay = unique_int(rng, 60, 150, delays_big)
            sailings.append([0, rid, vid, master, sched, sched + dt.timedelta(minutes=delay), delay, 0, None])
        day += dt.timedelta(days=1)
    sailings.sort(key=lambda s: (s[4], s[1]))
    for i, s in enumerate(sailings, 1):
        s[0] = i

    tickets = []
    tid = 0
    for s in sailings:
        route = ROUTES[s[1] - 1]
        macau = route[0][0] in "MS"
        island = route[0][0] == "I"
        count = rng.randint(0, 4) + (1 if macau else 0)
        for _ in range(count):
            band = rng.choice("AAAAAACS" if not island else "AAAACSS")
            seat = "F" if macau and rng.random() < 0.2 else "E"
            fare = route[5]
            if band == "C":
                fare = fare * 55 // 100 // 10 * 10
            elif band == "S":
                fare = fare * (50 if island else 80) // 100 // 10 * 10
            if seat == "F":
                fare += 9000 if route[0][0] == "M" else 7500
            tid += 1
            booked = s[4] - dt.timedelta(minutes=rng.randint(20, 60 * 24 * 9))
            channel = rng.choice(CHANNELS)
            if channel == "counter":
                booked = s[4] - dt.timedelta(minutes=rng.randint(10, 180))
            refunded = 1 if s[7] or rng.random() < 0.02 else 0
            tickets.append((tid, s[0], "PAX", rng.choice(PASSENGERS), band, seat, None, None, fare, iso(booked),
                            channel, refunded))
        if route[6] is not None:
            for _ in range(rng.randint(0, 3)):
                owner, plate, length = rng.choice(VEHICLE_OWNERS)
                fare = route[6] + (int(float(length) - 5) * 12000 if float(length) > 6 else 0)
                tid += 1
                booked = s[4] - dt.timedelta(minutes=rng.randint(60, 60 * 24 * 14))
                refunded = 1 if s[7] else 0
                tickets.append((tid, s[0], "VEH", owner, None, None, plate, length, fare, iso(booked),
                                rng.choice(["web", "agent", "counter"]), refunded))

    sailing_rows = [(s[0], s[1], s[2], s[3], iso(s[4]), iso(s[5]), s[6], s[7], s[8]) for s in sailings]
    return {"PORT": ports, "VESSEL": vessels, "ROUTE": routes, "CREW": crew, "SAILING": sailing_rows,
            "TICKET": tickets}
