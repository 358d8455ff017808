"""Airline (singular tables, abbreviated columns): airport, aircraft, route, flight, passenger, booking.

A route has two foreign keys to airport (orig_cd, dest_cd). Airport codes are the primary key.
"""

from __future__ import annotations

import datetime as dt
import math
import random

from seedtools import day, iso, unique_int

AIRPORTS = [
    # code, name, city, country code, elevation m, lat, lon
    ("PVG", "Shanghai Pudong International", "Shanghai", "CN", 4, 31.1443, 121.8083),
    ("PEK", "Beijing Capital International", "Beijing", "CN", 35, 40.0799, 116.6031),
    ("CTU", "Chengdu Shuangliu International", "Chengdu", "CN", 495, 30.5785, 103.9471),
    ("CAN", "Guangzhou Baiyun International", "Guangzhou", "CN", 15, 23.3924, 113.2988),
    ("SZX", "Shenzhen Bao'an International", "Shenzhen", "CN", 4, 22.6393, 113.8107),
    ("XIY", "Xi'an Xianyang International", "Xi'an", "CN", 479, 34.4471, 108.7516),
    ("KMG", "Kunming Changshui International", "Kunming", "CN", 2103, 25.1019, 102.9292),
    ("HKG", "Hong Kong International", "Hong Kong", "HK", 9, 22.3080, 113.9185),
    ("TPE", "Taiwan Taoyuan International", "Taipei", "TW", 33, 25.0797, 121.2342),
    ("NRT", "Narita International", "Tokyo", "JP", 41, 35.7720, 140.3929),
    ("HND", "Tokyo Haneda", "Tokyo", "JP", 6, 35.5494, 139.7798),
    ("ICN", "Incheon International", "Seoul", "KR", 7, 37.4602, 126.4407),
    ("SIN", "Singapore Changi", "Singapore", "SG", 7, 1.3644, 103.9915),
    ("BKK", "Suvarnabhumi", "Bangkok", "TH", 2, 13.6900, 100.7501),
    ("KUL", "Kuala Lumpur International", "Kuala Lumpur", "MY", 21, 2.7456, 101.7099),
    ("DXB", "Dubai International", "Dubai", "AE", 19, 25.2532, 55.3657),
    ("LHR", "London Heathrow", "London", "GB", 25, 51.4700, -0.4543),
    ("CDG", "Paris Charles de Gaulle", "Paris", "FR", 119, 49.0097, 2.5479),
    ("FRA", "Frankfurt am Main", "Frankfurt", "DE", 111, 50.0379, 8.5622),
    ("AMS", "Amsterdam Schiphol", "Amsterdam", "NL", -3, 52.3105, 4.7683),
    ("JFK", "John F. Kennedy International", "New York", "US", 4, 40.6413, -73.7781),
    ("LAX", "Los Angeles International", "Los Angeles", "US", 38, 33.9416, -118.4085),
    ("SYD", "Sydney Kingsford Smith", "Sydney", "AU", 6, -33.9399, 151.1753),
    ("MEL", "Melbourne Tullamarine", "Melbourne", "AU", 132, -37.6690, 144.8410),
    ("LXA", "Lhasa Gonggar", "Lhasa", "CN", 3570, 29.2978, 90.9119),
]
# Undirected pairs served in both directions (LXA is served by nobody).
PAIRS = [
    ("PVG", x)
    for x in "PEK CTU CAN SZX XIY KMG HKG TPE NRT HND ICN SIN BKK KUL DXB LHR CDG FRA AMS JFK LAX SYD".split()
] + [
    ("CTU", x) for x in "PEK CAN SZX KMG HKG BKK SIN FRA MEL".split()
] + [("PEK", "CAN"), ("PEK", "LHR"), ("PEK", "ICN"), ("CAN", "SYD"), ("SZX", "KUL")]
MODELS = [
    # model, seats, widebody
    ("Airbus A320neo", 186, False),
    ("Airbus A321neo", 220, False),
    ("Boeing 737-800", 174, False),
    ("Boeing 737 MAX 8", 176, False),
    ("COMAC C919", 164, False),
    ("Airbus A330-300", 301, True),
    ("Airbus A350-900", 318, True),
    ("Boeing 787-9", 290, True),
    ("Boeing 777-300ER", 348, True),
]
FLEET = [3, 3, 4, 2, 3, 3, 4, 4, 2]  # aircraft per model, 28 in all
FIRST = (
    "Wei Fang Lei Jing Min Hao Yan Jun Xin Tao Li Na Emma Oliver James Sophia Lucas Mia Noah "
    "Hannah Yuki Kenji Ji-woo Min-jun Priya Arjun Omar Layla Lars Ingrid Pierre Camille Hans Greta "
    "Carlos Lucia Tom Sarah Ahmed Fatima Liam Chloe"
).split()
LAST_BY_NATL = {
    "CN": "Wang Li Zhang Liu Chen Yang Zhao Huang Zhou Wu Xu Sun Ma Zhu Hu Guo Lin He".split(),
    "JP": "Sato Suzuki Takahashi Tanaka Watanabe Ito".split(),
    "KR": "Kim Lee Park Choi Jung".split(),
    "US": "Smith Johnson Brown Miller Davis Garcia".split(),
    "GB": "Taylor Wilson Evans Thomas O'Brien".split(),
    "DE": "Muller Schmidt Schneider Fischer".split(),
    "FR": "Martin Bernard Dubois Laurent".split(),
    "AU": "Walker Harris Clarke".split(),
    "SG": "Tan Lim Ng".split(),
    "IN": "Sharma Patel Gupta".split(),
}
NATL_WEIGHTS = [("CN", 50), ("JP", 7), ("KR", 6), ("US", 8), ("GB", 6), ("DE", 5), ("FR", 4), ("AU", 5),
                ("SG", 5), ("IN", 4)]
TIERS = [None] * 11 + ["SILVER"] * 5 + ["GOLD"] * 3 + ["PLATINUM"]


def km(a: tuple[object, ...], b: tuple[object, ...]) -> float:
    lat1, lon1, lat2, lon2 = (math.radians(float(str(v))) for v in (a[5], a[6], b[5], b[6]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    airport = [a[:5] for a in AIRPORTS]
    by_code = {a[0]: a for a in AIRPORTS}

    aircraft: list[tuple[object, ...]] = []
    regs: set[int] = set()
    for (model, seats, _wide), count in zip(MODELS, FLEET):
        for _ in range(count):
            reg = unique_int(rng, 1001, 9899, regs)
            aircraft.append((len(aircraft) + 1, f"B-{reg}", model, seats, rng.randint(2008, 2023), None))
    # Two retired aircraft: one retired before the flight window (no flights), one during it.
    aircraft[2] = (*aircraft[2][:4], 2008, "2024-06-30")
    aircraft[7] = (*aircraft[7][:5], "2025-01-15")
    wide_model = {m: w for m, _s, w in MODELS}

    route: list[tuple[object, ...]] = []
    dists: set[int] = set()
    for a, b in PAIRS:
        base = km(by_code[a], by_code[b]) * 1.04 + 30
        for orig, dest in ((a, b), (b, a)):
            d = unique_int(rng, int(base), int(base) + 60, dists)
            route.append((len(route) + 1, orig, dest, d))

    flight: list[tuple[object, ...]] = []
    flt_nos: dict[int, str] = {}
    dep_times: dict[int, tuple[int, int]] = {}
    used_nos: set[int] = set()
    for r in route:
        number = unique_int(rng, 101, 989, used_nos)
        flt_nos[int(str(r[0]))] = f"YQ{number}"
        dep_times[int(str(r[0]))] = (rng.randint(6, 23), rng.choice([0, 5, 15, 20, 30, 35, 45, 50]))
    weights = [3 if "PVG" in (r[1], r[2]) and int(str(r[3])) < 3000 else 2 for r in route]
    for _ in range(430):
        r = rng.choices(route, weights=weights)[0]
        rid, dist = int(str(r[0])), int(str(r[3]))
        wide = dist > 3800
        date = day(rng, "2024-10-01", "2025-03-31")
        hh, mm = dep_times[rid]
        dep = dt.datetime(date.year, date.month, date.day, hh, mm)
        fleet = [
            a
            for a in aircraft
            if wide_model[str(a[2])] == wide and (a[5] is None or str(a[5]) > date.isoformat())
        ]
        acft = rng.choice(fleet)
        blk = int(dist / 820 * 60) + 35 + rng.randint(-8, 14)
        if date.isoformat() >= "2025-03-01":
            stat, dly = "SCH", None
        elif rng.random() < 0.06:
            stat, dly = "CXL", None
        else:
            stat = "ARR"
            dly = 0 if rng.random() < 0.55 else rng.choice([5, 10, 15, 20, 25, 30, 45, 60, 90, 120, 180, 240])
        flight.append((len(flight) + 1, flt_nos[rid], rid, acft[0], iso(dep), blk, dly, stat))
    flight.sort(key=lambda f: (str(f[4]), int(str(f[0]))))
    flight = [(i, *f[1:]) for i, f in enumerate(flight, start=1)]

    passenger: list[tuple[object, ...]] = []
    natls = [n for n, w in NATL_WEIGHTS for _ in range(w)]
    for pid in range(1, 361):
        natl = rng.choice(natls)
        first = rng.choice(FIRST[:16] if natl == "CN" else FIRST[16:])
        last = rng.choice(LAST_BY_NATL[natl])
        passenger.append((pid, first, last, rng.randint(1941, 2012), natl, rng.choice(TIERS)))

    booking: list[tuple[object, ...]] = []
    fares: set[int] = set()
    pnrs: set[str] = set()
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    route_by_id = {int(str(r[0])): r for r in route}
    for f in flight:
        r = route_by_id[int(str(f[2]))]
        dist = int(str(r[3]))
        dep_date = str(f[4])[:10]
        n = 0 if (str(f[7]) == "SCH" and dep_date > "2025-03-20") else rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5])
        for pax in rng.sample(passenger, n):
            wide = dist > 3800
            cabin = rng.choices(["Y", "W", "J", "F"], weights=[75, 10 if wide else 0, 12, 3 if wide else 0])[0]
            factor = {"Y": 1.0, "W": 1.7, "J": 3.4, "F": 6.0}[cabin]
            base = int((60 + dist * 0.11) * factor * 100)
            fare = unique_int(rng, int(base * 0.7), int(base * 1.5), fares) / 100
            bag = None if rng.random() < 0.35 else round(rng.uniform(4.0, 32.0) * 2) / 2
            seat = None if rng.random() < 0.15 else f"{rng.randint(1, 60)}{rng.choice('ABCDEFGHJK')}"
            lead = rng.randint(1, 120)
            booked = dt.date.fromisoformat(dep_date) - dt.timedelta(days=lead)
            cancelled = None
            if rng.random() < 0.06:
                cancelled = iso(booked + dt.timedelta(days=rng.randint(0, lead - 1 if lead > 1 else 0)))
            while True:
                pnr = "".join(rng.choice(letters) for _ in range(6))
                if pnr not in pnrs:
                    pnrs.add(pnr)
                    break
            booking.append(
                (len(booking) + 1, pnr, f[0], pax[0], cabin, seat, fare, bag, iso(booked), cancelled)
            )
    return {
        "airport": airport,
        "aircraft": aircraft,
        "route": route,
        "flight": flight,
        "passenger": passenger,
        "booking": booking,
    }
