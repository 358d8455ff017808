"""Deterministic data for the `cinema` schema (a multiplex in Singapore, March-April 2025)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

FILMS = [  # title, local title, language, genre, minutes, release, rating, director, 3D
    ("Starfall Protocol", None, "English", "Sci-Fi", 148, "2025-02-27", "PG13", "Dana Whitfield", "true"),
    ("The Quiet Harbour", None, "English", "Drama", 112, "2025-02-13", "PG", "Marcus Ellery", "false"),
    ("Little Dragon King", "小龙王", "Mandarin", "Animation", 110, "2025-01-29", "PG", "王海", "true"),
    ("Echoes of Chang'an", "长安回响", "Mandarin", "Drama", 155, "2025-02-06", "NC16", "陈凯文", "false"),
    ("River City Detective 3", "江城神探3", "Mandarin", "Thriller", 132, "2025-03-14", "NC16", "刘思远", "false"),
    ("Mooncake Mayhem", "月饼大作战", "Cantonese", "Comedy", 98, "2025-01-23", "PG", "黄志华", "false"),
    ("Midnight Taxi", "午夜的士", "Cantonese", "Thriller", 106, "2025-03-20", "M18", "梁永健", "false"),
    ("Seoul Rain", None, "Korean", "Romance", 118, "2025-03-06", "PG13", "Park Ji-hoon", "false"),
    ("Summer Cicadas", None, "Japanese", "Animation", 104, "2025-03-27", "PG", "Aoki Haruto", "false"),
    ("The Lighthouse Keeper's Daughter", None, "English", "Drama", 125, "2025-01-16", "PG13", "Fiona McRae", "false"),
    ("Bullet Tide", None, "English", "Action", 129, "2025-03-07", "NC16", "Rick Santoro", "false"),
    ("Crimson Hollow", None, "English", "Horror", 101, "2025-03-13", "R21", "Lena Okafor", "false"),
    ("Paper Moons", None, "English", "Romance", 109, "2025-02-14", "PG", "Claire Dubois", "false"),
    ("Deep Blue Rescue", None, "English", "Documentary", 92, "2025-03-21", "G", "Sam Whitaker", "false"),
    ("Galaxy Paws", None, "English", "Animation", 96, "2025-03-28", "G", "Tom Brennan", "true"),
    ("Iron Monsoon", None, "English", "Action", 141, "2025-04-03", "PG13", "Dana Whitfield", "true"),
    ("The Last Ferry to Ubin", None, "English", "Drama", 107, "2025-04-10", "PG", "Eric Tan", "false"),
    ("Kampung Spirits", None, "Malay", "Horror", 99, "2025-03-27", "NC16", "Aziz Rahman", "false"),
    ("Vanakkam Singapore", None, "Tamil", "Comedy", 151, "2025-04-14", "PG", "R. Karthik", "false"),
    ("Frozen Frontier", None, "English", "Adventure", 122, "2025-02-20", "PG", "Nora Lindqvist", "true"),
    ("Le Secret du Chef", None, "French", "Comedy", 103, "2025-03-06", "PG13", "Amélie Garnier", "false"),
    ("Jade Empress", "玉后", "Mandarin", "Drama", 164, "2025-04-17", "NC16", "陈凯文", "false"),
    ("Shadow Run", None, "English", "Thriller", 115, "2025-04-24", "NC16", "Lena Okafor", "false"),
    ("Hungry Ghosts", "盂兰", "Hokkien", "Horror", 94, "2025-04-04", "M18", "林志强", "false"),
    ("Tiny Titans", None, "English", "Animation", 89, "2025-04-18", "G", "Tom Brennan", "true"),
    ("Blue Harbour Nights", None, "English", "Romance", 111, "2025-05-29", "PG13", "Marcus Ellery", "false"),
    ("Kungfu Grandma", "功夫奶奶", "Mandarin", "Comedy", 101, "2025-01-29", "PG", "周星宇", "false"),
    ("The Long Walk Home", None, "English", "Documentary", 118, "2024-11-21", "PG", "Sam Whitaker", "false"),
]
SCREENS = [  # name, seats, imax, atmos, wheelchair, floor
    ("Hall 1", 220, "false", "true", 4, 3), ("Hall 2", 180, "false", "false", 4, 3),
    ("Hall 3", 150, "false", "true", 3, 3), ("Hall 4", 124, "false", "false", 2, 4),
    ("Hall 5", 118, "false", "false", 2, 4), ("Hall 6", 96, "false", "false", 2, 4),
    ("IMAX", 380, "true", "true", 6, 5), ("Gold Class", 36, "false", "true", 2, 5),
    ("Hall 7", 148, "false", "false", 3, 4),  # closed for renovation in March-April 2025
]
STAFF = [  # name, role
    ("Tan Wei Ming", "manager"), ("Nur Aisyah binte Rahman", "duty manager"), ("Rajesh Kumar", "duty manager"),
    ("Lim Hui Min", "projectionist"), ("Chloe Ng", "projectionist"), ("Muhammad Faiz", "projectionist"),
    ("Goh Siew Ling", "projectionist"), ("Jonathan Lee", "usher"), ("Priya Devi", "usher"), ("Ong Jun Jie", "usher"),
    ("Siti Nurhaliza Osman", "usher"), ("Daniel Wong", "usher"), ("Kavitha Raj", "usher"), ("Marcus Teo", "usher"),
    ("Chen Xiaoling", "cashier"), ("Amanda Koh", "cashier"), ("Hafiz Ismail", "cashier"), ("Ryan O'Connor", "cashier"),
    ("Lee Mei Ling", "cashier"), ("Vivek Menon", "concessions"), ("Zhang Yiran", "concessions"),
    ("Farah Hussain", "concessions"), ("Kenneth Chua", "concessions"), ("Joanne Tay", "concessions"),
    ("Arjun Pillai", "usher"), ("Tan Wei Ming", "concessions"), ("Sophie Lim", "cashier"), ("Lucas Ho", "projectionist"),
]
RATE = {"manager": (2800, 3600), "duty manager": (1900, 2500), "projectionist": (1500, 1900),
        "usher": (1050, 1350), "cashier": (1100, 1400), "concessions": (1000, 1300)}
CHANNELS = ["app", "app", "app", "website", "website", "box office", "box office", "kiosk"]
START = dt.date(2025, 3, 1)
END = dt.date(2025, 4, 30)


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    films = []
    secs: set[int] = set()
    for fid, (title, local, lang, genre, mins, rel, rating, director, d3) in enumerate(FILMS, 1):
        runtime = unique_int(rng, mins * 60 - 40, mins * 60 + 40, secs)
        films.append((fid, title, local, lang, genre, runtime, rel, rating, director, d3))
    screens = [(i, *s) for i, s in enumerate(SCREENS, 1)]

    screenings = []
    sid = 0
    day = START
    while day <= END:
        showing = []
        for f in films:
            rel = dt.date.fromisoformat(f[6])
            weeks = 10 if f[0] in (1, 3, 5) else 6
            if rel <= day <= rel + dt.timedelta(weeks=weeks) and f[0] != 26:
                showing.append(f)
        weekend = day.weekday() >= 4
        slots = set()
        for _ in range(rng.randint(5, 7) if weekend else rng.randint(4, 5)):
            fresh = [3 if (day - dt.date.fromisoformat(x[6])).days < 21 else 1 for x in showing]
            f = rng.choices(showing, fresh)[0]
            screen = rng.choice([7, 7, 1, 3] if f[9] == "true" else [1, 2, 3, 4, 5, 6, 8])
            for _ in range(20):
                hour, minute = rng.randint(10, 22), rng.choice([0, 15, 30, 45])
                if (screen, hour) not in slots:
                    break
            slots.add((screen, hour))
            sid += 1
            at = dt.datetime.combine(day, dt.time(hour, minute))
            price = 1550 if weekend else 1350
            if hour >= 18:
                price += 200
            if screen == 7:
                price += 800
            if screen == 8:
                price = 3800
            if f[9] == "true":
                price += 300
            subs = "true" if f[3] != "English" or rng.random() < 0.1 else "false"
            cancelled = "true" if rng.random() < 0.02 else "false"
            screenings.append([sid, f[0], screen, at, price, subs, cancelled])
        day += dt.timedelta(days=1)
    screenings.sort(key=lambda s: (s[3], s[2]))
    remap = {}
    for i, s in enumerate(screenings, 1):
        remap[s[0]] = i
        s[0] = i

    tickets = []
    tid = 0
    popularity = {1: 3, 3: 3, 5: 3, 16: 3, 4: 2, 11: 2, 12: 2, 22: 2, 28: 0.5}
    for s in screenings:
        weight = popularity.get(s[1], 1)
        count = min(int(rng.random() * 3 * weight) + rng.randint(0, 1), SCREENS[s[2] - 1][1])
        seats = set()
        for _ in range(count):
            while True:
                seat = f"{'ABCDEFGHJKLMN'[rng.randint(0, 12 if s[2] != 8 else 2)]}{rng.randint(1, 12 if s[2] == 8 else 20)}"
                if seat not in seats:
                    seats.add(seat)
                    break
            film = films[s[1] - 1]
            kinds = ["adult"] * 6 + ["student"] * 2 + ["senior"]
            if film[7] in ("G", "PG", "PG13"):
                kinds += ["child"] * (4 if film[4] == "Animation" else 1)
            kind = rng.choice(kinds)
            price = s[4] - {"adult": 0, "student": 200, "senior": 450, "child": 300}[kind]
            promo = None
            roll = rng.random()
            if roll < 0.07:
                promo, price = "SPRING25", price * 75 // 100
            elif roll < 0.11:
                promo, price = "OCBC1FOR1", price // 2
            tid += 1
            sold = s[3] - dt.timedelta(minutes=rng.randint(5, 60 * 24 * 6))
            channel = rng.choice(CHANNELS)
            if channel in ("box office", "kiosk"):
                sold = s[3] - dt.timedelta(minutes=rng.randint(5, 240))
            refunded = "true" if s[6] == "true" or rng.random() < 0.03 else "false"
            tickets.append((tid, s[0], seat, kind, price, iso(sold), channel, refunded, promo))

    staff = []
    rates: set[int] = set()
    for i, (name, role) in enumerate(STAFF, 1):
        lo, hi = RATE[role]
        rate = unique_int(rng, lo, hi, rates, step=5)
        hired = dt.date(2015, 1, 5) + dt.timedelta(days=rng.randint(0, 3600))
        if i == 28:
            hired = dt.date(2025, 5, 12)  # joins after the period: no shifts
        email = None if rng.random() < 0.15 else name.lower().replace(" ", ".").replace("'", "") + "@lumiere.sg"
        staff.append((i, name, role, rate, iso(hired), email))

    shifts = []
    shid = 0
    day = START
    while day <= END:
        for role, n in (("manager", 1), ("duty manager", 1), ("projectionist", 2), ("usher", 2), ("cashier", 1),
                        ("concessions", 1)):
            people = [p for p in staff if p[2] == role and p[0] != 28]
            for person in rng.sample(people, n):
                if role == "manager" and day.weekday() >= 5:
                    continue
                if rng.random() < 0.25:
                    continue
                shid += 1
                start_hour = rng.choice([9, 10, 12, 14, 16, 17])
                minutes = rng.choice([240, 300, 360, 420, 480, 510, 540])
                screen = rng.choice([1, 2, 3, 4, 5, 6, 7, 8]) if role in ("projectionist", "usher") else None
                cover = None
                if rng.random() < 0.1:
                    others = [p for p in people if p[0] != person[0]]
                    if others:
                        cover = rng.choice(others)[0]
                at = dt.datetime.combine(day, dt.time(start_hour, 0))
                shifts.append((shid, person[0], screen, iso(at), minutes, cover))
        day += dt.timedelta(days=1)

    screening_rows = [(s[0], s[1], s[2], iso(s[3]), s[4], s[5], s[6]) for s in screenings]
    return {"films": films, "screens": screens, "screenings": screening_rows, "tickets": tickets, "staff": staff,
            "shifts": shifts}
