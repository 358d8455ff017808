"""Bicycle repair shop in Portland, Oregon (camelCase columns, singular tables, no comments):
customer, mechanic, bike, part, repairJob, jobPart.

Booleans stored as the text 'true' / 'false'; labour in minutes (questions in hours); part weight in
grams; DECIMAL USD prices; repairJob has two foreign keys to mechanic (mechId, checkedBy) and
mechanic.leadMechId is a self reference; jobPart is the many-to-many link job<->part.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

MECHANICS = [  # name, rate, startYear, certified, lead
    ("Dana Whitfield", "48.00", 2009, "true", None), ("Jorge Castillo", "42.50", 2014, "true", 1),
    ("Priya Raman", "40.00", 2017, "true", 1), ("Sam O'Hara", "36.00", 2019, "false", 2),
    ("Kenji Watanabe", "44.00", 2012, "true", None), ("Tessa Lindqvist", "33.50", 2021, "false", 5),
    ("Marcus Bell", "35.00", 2020, "false", 5), ("Riley Nguyen", "31.00", 2024, "false", 2),  # started 2024, no jobs
]
FIRST = ["Alex", "Jamie", "Morgan", "Chris", "Taylor", "Jordan", "Casey", "Megan", "Ethan", "Hannah", "Luis",
         "Sofia", "Noah", "Ava", "Ben", "Grace", "Omar", "Lena", "Wyatt", "Mei"]
LAST = ["Johnson", "Garcia", "Miller", "Davis", "Martinez", "Anderson", "Lee", "Thompson", "White", "Harris",
        "Clark", "O'Donnell", "Lewis", "Young", "Walker", "D'Amico", "Hall", "Nguyen", "Kim", "Patel"]
ZIPS = ["97202", "97206", "97211", "97212", "97214", "97217", "97219", "97232"]
BIKES = [  # brand, model, type, ebike
    ("Trek", "FX 3", "hybrid", "false"), ("Trek", "Domane SL 5", "road", "false"), ("Trek", "Marlin 7", "mtb", "false"),
    ("Specialized", "Sirrus X", "hybrid", "false"), ("Specialized", "Turbo Vado", "hybrid", "true"),
    ("Specialized", "Stumpjumper", "mtb", "false"), ("Cannondale", "Topstone", "gravel", "false"),
    ("Cannondale", "CAAD13", "road", "false"), ("Giant", "Escape 3", "hybrid", "false"), ("Giant", "Talon", "mtb", "false"),
    ("Surly", "Long Haul Trucker", "touring", "false"), ("Surly", "Big Easy", "cargo", "true"),
    ("Tern", "GSD", "cargo", "true"), ("Rad Power", "RadCity", "city", "true"), ("Brompton", "C Line", "folding", "false"),
    ("Linus", "Roadster", "city", "false"), ("Salsa", "Journeyman", "gravel", "false"), ("Woom", "Woom 4", "kids", "false"),
]
PARTS = [  # name, category, price, weight
    ("Inner tube 700x28", "tire", "8.99", 110), ("Inner tube 26in", "tire", "7.99", 140),
    ("Gatorskin tire 700x28", "tire", "54.95", 250), ("Knobby MTB tire 29x2.4", "tire", "69.00", 980),
    ("Schwalbe Marathon 700x38", "tire", "49.50", 720), ("Chain 11-speed", "drivetrain", "42.00", 257),
    ("Chain 9-speed", "drivetrain", "24.99", 292), ("Cassette 11-34", "drivetrain", "89.00", 402),
    ("Chainring 40T", "drivetrain", "64.50", 118), ("Rear derailleur", "drivetrain", "119.00", 290),
    ("Brake pads (disc)", "brakes", "22.50", 40), ("Brake pads (rim)", "brakes", "14.99", 60),
    ("Hydraulic brake bleed kit", "brakes", "31.00", None), ("Disc rotor 160mm", "brakes", "38.75", 120),
    ("Brake cable", "cables", "6.50", 35), ("Shift cable", "cables", "5.99", 25), ("Housing (per m)", "cables", "9.25", 60),
    ("Bar tape", "cockpit", "27.00", 80), ("Grips", "cockpit", "18.50", 120), ("Saddle", "cockpit", "59.99", 260),
    ("Pedals (flat)", "cockpit", "44.00", 350), ("Bottom bracket", "drivetrain", "36.00", 95),
    ("Spokes (set of 4)", "wheel", "11.00", 28), ("Rear wheel 700c", "wheel", "189.00", 1020),
    ("E-bike battery 500Wh", "electric", "649.00", 2900), ("E-bike charger", "electric", "95.00", 600),
    ("Kickstand", "accessory", "21.00", 330), ("LED light set", "accessory", "39.95", 150),
    ("Fender set", "accessory", "49.00", None), ("Titanium bolt kit", "accessory", "74.00", 40),  # bolt kit never used
]
COMPLAINTS = ["flat tire", "tune-up", "brakes squeal", "gears skipping", "wheel true", "chain fell off",
              "e-bike won't charge", "crash damage", "annual service", "creaking noise", "new bar tape", "brake bleed"]
NEEDS = {"flat tire": [1, 2, 3, 4, 5], "tune-up": [15, 16, 11, 12], "brakes squeal": [11, 12, 14],
         "gears skipping": [6, 7, 8, 10, 16], "wheel true": [23, 24], "chain fell off": [6, 7, 9],
         "e-bike won't charge": [25, 26], "crash damage": [10, 24, 18, 19, 20, 14], "annual service": [6, 15, 16, 11, 22],
         "creaking noise": [22, 9], "new bar tape": [18], "brake bleed": [13, 11]}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    mechanics = [(i, *m) for i, m in enumerate(MECHANICS, start=1)]
    customers = []
    for i in range(1, 241):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if i in (33, 188):
            name = "Chris Nguyen"  # namesakes
        email = None if rng.random() < 0.25 else f"c{i}@example.com"
        phone = None if rng.random() < 0.15 else f"503-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}"
        customers.append((i, name, email, phone, rng.choice(ZIPS), iso(day(rng, "2015-01-01", "2024-04-30"))))
    bikes = []
    bid = 0
    for c in customers:
        for _ in range(rng.choices([0, 1, 1, 1, 2, 3])[0] if c[0] > 4 else 1):
            bid += 1
            brand, model, kind, ebike = rng.choice(BIKES)
            year = None if rng.random() < 0.12 else rng.randint(2008 if ebike == "false" else 2017, 2024)
            frame = None if kind in ("folding", "kids") or rng.random() < 0.15 else rng.randint(47, 62)
            serial = None if rng.random() < 0.2 else f"WTU{rng.randint(100000, 999999)}{rng.choice('ABCDEFGH')}"
            bikes.append((bid, c[0], brand, model, kind, ebike, year, frame, serial))
    parts = [(i, f"P-{1000 + i * 7}", *p[:3], p[3], rng.randint(0, 40)) for i, p in enumerate(PARTS, start=1)]
    jobs = []
    links = []
    raw = []
    for _ in range(620):
        b = rng.choice(bikes)
        mech = rng.choice(mechanics[:7])
        comp = rng.choice(COMPLAINTS if b[5] == "true" else [c for c in COMPLAINTS if "e-bike" not in c])
        dropped = day(rng, "2023-06-01", "2024-06-28")
        status = rng.choices(["picked_up", "ready", "in_progress", "waiting_parts"], [80, 8, 7, 5])[0]
        if dropped < dt.date(2024, 6, 1) and status in ("in_progress", "waiting_parts") and rng.random() < 0.7:
            status = "picked_up"
        if status in ("picked_up", "ready"):
            fin = dt.datetime.combine(dropped + dt.timedelta(days=rng.randint(0, 9)),
                                      dt.time(rng.randint(9, 18), rng.choice([0, 10, 20, 30, 40, 50])))
            labor = min(720, max(10, round(rng.lognormvariate(4.1, 0.6))))
        else:
            fin, labor = None, (min(720, max(10, round(rng.lognormvariate(4.1, 0.6)))) if rng.random() < 0.4 else None)
        checker = None
        if fin is not None and rng.random() < 0.55:
            checker = rng.choice([m[0] for m in mechanics[:7] if m[0] != mech[0] and m[4] == "true"])
        rush = "true" if rng.random() < 0.12 else "false"
        warranty = "true" if rng.random() < 0.07 else "false"
        raw.append((b[0], mech[0], checker, dropped, fin, labor, status, comp, rush, warranty))
    raw.sort(key=lambda r: (r[3], r[0], r[1]))
    for i, r in enumerate(raw, start=1):
        jobs.append((i, r[0], r[1], r[2], iso(r[3]), iso(r[4]), r[5], r[6], r[7], r[8], r[9]))
        pool = NEEDS[r[7]]
        k = rng.randint(0, min(3, len(pool))) if r[7] not in ("flat tire", "new bar tape") else 1
        for p in sorted(rng.sample(pool, k)):
            links.append((i, p, rng.choice([1, 1, 1, 2]) if p in (1, 2, 11, 12, 23) else 1))
    return {"customer": customers, "mechanic": mechanics, "bike": bikes, "part": parts, "repairJob": jobs,
            "jobPart": links}
