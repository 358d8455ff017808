"""City parks and permits (prefixed abbreviations, coded CHAR values, TEXT dates, money in cents).

Tables: prk_park, prk_applicant, prk_permit, prk_permit_park (permit <-> park), prk_inspector,
prk_inspection (two foreign keys to prk_inspector: lead and assistant).
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

PARKS = [
    # name, type, ward, acres, year, restroom, dogs
    ("Riverside Park", "R", 1, 212.4, 1911, "Y", "Y"), ("Maple Grove Park", "N", 2, 8.75, 1958, "N", "N"),
    ("Lincoln Commons", "C", 3, 34.2, 1932, "Y", "N"), ("Cedar Hollow", "N", 4, 5.1, 1974, "N", "Y"),
    ("Harbor View Park", "C", 1, 41.0, 1966, "Y", "N"), ("Founders Plaza", "P", 3, 1.3, 1899, "N", "N"),
    ("Oak Hill Park", "C", 5, 27.6, None, "Y", "Y"), ("Willow Creek Park", "N", 6, 12.9, 1988, "Y", "N"),
    ("Elmwood Park", "N", 2, 6.4, 1961, "N", "N"), ("Sunset Ridge Park", "R", 6, 318.0, 1979, "Y", "Y"),
    ("Memorial Park", "C", 4, 22.5, 1921, "Y", "N"), ("Pioneer Square", "P", 3, 0.9, 1905, "N", "N"),
    ("Birchwood Park", "N", 5, 4.2, 2003, "N", "Y"), ("Lakeshore Park", "R", 1, 156.3, 1948, "Y", "N"),
    ("Juniper Fields", "C", 6, 48.8, 2011, "Y", "N"), ("Heritage Green", "N", 3, 3.7, None, "N", "N"),
    ("St. Mary's Park", "N", 2, 7.05, 1950, "Y", "N"), ("Quarry Lake Park", "R", 5, 240.9, 1997, "Y", "Y"),
    ("Aspen Meadows", "N", 4, 10.6, 2016, "N", "Y"), ("City Hall Plaza", "P", 3, 2.1, 1968, "N", "N"),
    ("Fairview Park", "C", 2, 19.4, 1940, "Y", "N"), ("Magnolia Park", "N", 6, 5.8, 1985, "N", "N"),
    ("Northgate Dog Park", "N", 5, 3.2, 2019, "N", "Y"), ("Westbrook Park", "C", 4, 31.7, 1971, "Y", "N"),
    ("Veterans Park", "C", 1, 25.0, 1946, "Y", "N"), ("Greenway Trail Park", "R", 2, 96.5, 2008, "N", "Y"),
    ("Rose Garden Park", "N", 3, 4.9, 1929, "Y", "N"), ("Eastside Park", "N", 6, 9.3, 1993, "N", "N"),
]
ORGS_N = ["Friends of Riverside", "Youth Soccer League", "Eastside Little League", "Run For Hope 5K",
          "Neighborhood Arts Council", "City Garden Club", "Pride Alliance", "Senior Walkers Club",
          "Food Bank Coalition", "Scouts Troop 44", "Jazz in the Park Society", "Cancer Research Walk"]
ORGS_B = ["Lopez Family Tacos", "Big Wheel BBQ Truck", "Sweet Cones LLC", "Northlight Films", "Blue Door Catering",
          "Summit Fitness Bootcamp", "Harbor Brewing Co.", "Pixel Lane Productions", "Daily Grind Coffee Cart",
          "Bright Events Inc.", "Rolling Dumplings", "Sunrise Yoga Studio", "Acme Sportswear"]
FIRST = ("Maria James Linda Robert Patricia Michael Jennifer David Elizabeth Carlos Ana Kevin Nicole Brian "
         "Emily Jose Sarah Daniel Ashley Tyler Megan Hannah Luis Grace Wei Fatima").split()
LAST = ("Garcia Johnson Smith Brown Davis Martinez Lee Wilson Anderson Thomas Hernandez Moore Clark Lewis "
        "Nguyen O'Connor Kim Patel Robinson Walker").split()
INSPECTORS = ["Dana Whitfield", "Marcus Reyes", "Helen Park", "Tom Kowalski", "Angela Brooks", "Samir Haddad",
              "Rita Morales", "Greg Olson", "Yvonne Chu", "Frank DeLuca"]
TYPES = [("EV", 25), ("PN", 30), ("WD", 15), ("FS", 7), ("FT", 10), ("SF", 13)]
FEES = {"EV": (15000, 250000), "PN": (4000, 12000), "WD": (20000, 60000), "FS": (50000, 300000),
        "FT": (7500, 20000), "SF": (3000, 15000)}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    parks = [(i, *p[:3], p[3], *p[4:]) for i, p in enumerate(PARKS, start=1)]
    applicants = []
    for i in range(1, 231):
        if i <= len(ORGS_N):
            name, typ = ORGS_N[i - 1], "N"
        elif i <= len(ORGS_N) + len(ORGS_B):
            name, typ = ORGS_B[i - 1 - len(ORGS_N)], "B"
        else:
            name, typ = f"{rng.choice(FIRST)} {rng.choice(LAST)}", "I"
        email = None if rng.random() < 0.2 else name.lower().replace(" ", ".").replace("'", "").replace(".co.", "") + "@example.org"
        phone = None if rng.random() < 0.3 else f"555-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}"
        applicants.append((i, name, typ, email, phone))
    permits, links = [], []
    counters: dict[str, int] = {}
    fees: set[int] = set()
    raw = []
    for _ in range(420):
        appl = rng.choice(applicants[:222])  # the last 8 applicants have no permits yet
        if appl[2] == "B":
            typ = rng.choice(["FT", "FT", "FS", "EV", "EV"]) if "Film" not in str(appl[1]) and "Productions" not in str(appl[1]) else "FS"
        elif appl[2] == "N":
            typ = rng.choice(["EV", "EV", "SF", "SF", "PN"])
        else:
            typ = rng.choices(["PN", "WD", "EV", "SF"], [50, 30, 10, 10])[0]
        start = day(rng, "2023-03-01", "2024-12-31")
        applied = start - dt.timedelta(days=rng.randint(5, 120))
        length = rng.choice([0, 0, 0, 1, 2]) if typ in ("EV", "FS") else (rng.choice([0, 30, 90]) if typ == "FT" else 0)
        raw.append((start, applied, appl, typ, length))
    raw.sort(key=lambda r: (r[1], r[0]))
    for pid, (start, applied, appl, typ, length) in enumerate(raw, start=1):
        year = applied.year % 100
        counters[f"{typ}{year}"] = counters.get(f"{typ}{year}", 0) + 1
        no = f"{typ}-{year}-{counters[f'{typ}{year}']:04d}"
        if applied >= dt.date(2024, 11, 15):
            stat = rng.choice(["P", "P", "A"])
        else:
            stat = rng.choices(["A", "D", "X", "P"], [80, 9, 8, 3])[0]
        low, high = FEES[typ]
        fee = unique_int(rng, low, high, fees, step=25)
        attend = None if rng.random() < 0.15 else (rng.randint(20, 3000) if typ == "EV" else rng.randint(10, 250))
        alcohol = "Y" if typ in ("WD", "EV") and rng.random() < 0.4 else "N"
        amp = "Y" if typ in ("EV", "WD") and rng.random() < 0.5 else "N"
        permits.append((pid, no, appl[0], typ, stat, iso(applied), iso(start), iso(start + dt.timedelta(days=length)),
                        fee, attend, alcohol, amp))
        n_parks = rng.choices([1, 2, 3], [85, 10, 5])[0] if typ == "EV" else 1
        pool = [p for p in parks if p[0] != 28] if typ != "SF" else [p for p in parks if p[2] in ("C", "R")]
        for park in rng.sample(pool, n_parks):  # Eastside Park (28) never hosts permits
            links.append((pid, park[0]))
    inspectors = []
    for i, name in enumerate(INSPECTORS, start=1):
        hired = day(rng, "2008-01-01", "2022-12-31")
        inspectors.append((i, name, iso(hired), "N" if i in (4, 8) else "Y"))
    inspectors.append((11, "Priya Raman", "2024-11-18", "Y"))  # new: no inspections yet
    inspections = []
    damages: set[int] = set()
    park_of = {}
    for l in links:
        park_of.setdefault(l[0], l[1])
    events = []
    for p in permits:
        if p[4] == "A" and p[3] in ("EV", "WD", "FS", "FT") and str(p[7]) <= "2024-12-20" and rng.random() < 0.7:
            events.append((dt.date.fromisoformat(str(p[7])) + dt.timedelta(days=rng.randint(1, 3)), park_of[p[0]], p[0]))
    for _ in range(200):
        events.append((day(rng, "2023-03-01", "2024-12-20"), rng.choice(parks)[0], None))
    events.sort(key=lambda e: (e[0], e[1]))
    for iid, (when, park, pmt) in enumerate(events, start=1):
        lead = rng.choice([i for i in inspectors[:10] if i[3] == "Y" or when < dt.date(2024, 1, 1)])
        asst = rng.choice([i for i in inspectors[:10] if i[0] != lead[0]])[0] if rng.random() < 0.3 else None
        result = rng.choices(["P", "C", "F"], [70, 20, 10])[0]
        score = None if pmt is not None else {"P": rng.randint(80, 100), "C": rng.randint(65, 84), "F": rng.randint(30, 64)}[result]
        damage = unique_int(rng, 5000, 480000, damages, step=50) if pmt is not None and result != "P" and rng.random() < 0.7 else None
        inspections.append((iid, park, pmt, lead[0], asst, iso(when), result, score, damage))
    return {"prk_park": parks, "prk_applicant": applicants, "prk_permit": permits, "prk_permit_park": links,
            "prk_inspector": inspectors, "prk_inspection": inspections}
