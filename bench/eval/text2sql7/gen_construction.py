"""Deterministic data for the `construction` schema (a building contractor in the north of England)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

SITES = [  # name, city, client, type, public, start, planned end, completed, value, height cm, floors
    ("Ancoats Mill Apartments", "Manchester", "Riverside Living Ltd", "RES", "N", "2023-03-06", "2025-02-28", "2025-04-11", 18450000.00, 2860, 8),
    ("Salford Quays Office Tower", "Salford", "Quayside Estates plc", "COM", "N", "2023-09-04", "2026-03-31", None, 42800000.00, 6120, 16),
    ("Leeds General Wing C", "Leeds", "Leeds Teaching Hospitals NHS Trust", "INS", "Y", "2023-05-15", "2025-09-30", None, 31275000.00, 2240, 6),
    ("Kirkstall Road Student Housing", "Leeds", "Unihomes Yorkshire Ltd", "RES", "N", "2024-01-15", "2025-08-29", None, 14960000.00, 3480, 11),
    ("Sheffield Ring Road Bridge", "Sheffield", "Sheffield City Council", "CIV", "Y", "2023-07-03", "2024-12-20", "2025-02-14", 9380000.00, None, None),
    ("Trafford Park Distribution Centre", "Manchester", "Logiq Property Ltd", "IND", "N", "2023-10-09", "2024-11-29", "2024-11-22", 11725000.00, 1450, 1),
    ("Bradford Primary School Extension", "Bradford", "Bradford Metropolitan District Council", "INS", "Y", "2024-04-08", "2025-07-18", None, 4185000.00, 980, 2),
    ("Liverpool Waterfront Hotel", "Liverpool", "Mersey Hospitality Group", "COM", "N", "2024-02-19", "2026-06-30", None, 27640000.00, 4850, 14),
    ("Stockport Viaduct Repairs", "Stockport", "Network Rail", "CIV", "Y", "2024-09-02", "2025-10-31", None, 6320000.00, None, None),
    ("Hulme Family Homes Phase 2", "Manchester", "Hulme Community Housing", "RES", "N", "2023-04-17", "2024-09-27", "2024-10-18", 7890000.00, 920, 3),
    ("Wakefield Retail Park", "Wakefield", "Calder Retail LLP", "COM", "N", "2023-06-05", "2024-06-28", "2024-06-21", 5645000.00, 1100, 1),
    ("Didsbury Care Home", "Manchester", "Willow Care Homes Ltd", "INS", "N", "2025-06-02", "2026-08-28", None, 8915000.00, 1320, 4),
]
FIRST = {
    "en": ["James", "David", "Mark", "Paul", "Steven", "Gary", "Lee", "Craig", "Ryan", "Liam", "Jack", "Tom", "Dean",
           "Wayne", "Carl", "Chris", "Andy", "Sarah", "Emma", "Zoë", "Kieran", "Shaun", "Darren", "Neil"],
    "ie": ["Seán", "Declan", "Padraig", "Ciarán", "Niall", "Eoin"],
    "pl": ["Łukasz", "Piotr", "Tomasz", "Krzysztof", "Marek", "Paweł", "Michał"],
    "ro": ["Ionuț", "Andrei", "Mihai", "Florin", "Gheorghe"],
    "lt": ["Tomas", "Mindaugas", "Darius"],
    "pk": ["Imran", "Asif", "Tariq", "Bilal"],
}
LAST = {
    "en": ["Smith", "Jones", "Taylor", "Brown", "Wilson", "Walker", "Wright", "Thompson", "Hughes", "Clarke",
           "Robinson", "Wood", "Hall", "Green", "Lees", "Booth", "Turner", "Barnes", "Holt", "Kershaw"],
    "ie": ["O'Brien", "Murphy", "Byrne", "O'Connell", "Gallagher", "Doyle"],
    "pl": ["Wójcik", "Nowak", "Kowalczyk", "Zieliński", "Lewandowski", "Kamiński"],
    "ro": ["Popescu", "Ionescu", "Dumitru", "Stan"],
    "lt": ["Kazlauskas", "Petrauskas", "Jankauskas"],
    "pk": ["Khan", "Hussain", "Iqbal", "Ahmed"],
}
ORIGIN_W = {"en": 55, "ie": 8, "pl": 16, "ro": 10, "lt": 5, "pk": 6}
TRADES = {  # trade: (count, day-rate range in GBP)
    "Bricklayer": (20, (170, 240)), "Carpenter": (18, (160, 230)), "Electrician": (14, (190, 280)),
    "Plumber": (10, (180, 260)), "Labourer": (26, (110, 150)), "Scaffolder": (10, (160, 220)),
    "Steel Fixer": (10, (170, 230)), "Plant Operator": (8, (180, 250)), "Plasterer": (10, (150, 210)),
    "Groundworker": (12, (140, 190)),
}
AGENCIES = ["BuildForce Agency", "Northern Labour Ltd", "Trades2Go"]
CREWS = [  # name, foreman trade, member trades, site (None = between jobs), formed
    ("Brickwork Team 1", "Bricklayer", ["Bricklayer", "Labourer"], 4, "2022-03-01"),
    ("Brickwork Team 2", "Bricklayer", ["Bricklayer", "Labourer"], 7, "2023-02-13"),
    ("Formwork Team", "Carpenter", ["Carpenter", "Labourer"], 2, "2021-09-06"),
    ("Carpentry Team North", "Carpenter", ["Carpenter"], 8, "2022-05-16"),
    ("Electrical Team A", "Electrician", ["Electrician"], 3, "2021-04-12"),
    ("Electrical Team B", "Electrician", ["Electrician", "Labourer"], 8, "2023-11-20"),
    ("Plumbing & Heating", "Plumber", ["Plumber"], 3, "2022-01-10"),
    ("Scaffold Crew", "Scaffolder", ["Scaffolder", "Labourer"], 2, "2020-10-05"),
    ("Steel Fixing Team", "Steel Fixer", ["Steel Fixer"], 9, "2022-08-01"),
    ("Groundworks Team 1", "Groundworker", ["Groundworker", "Plant Operator"], 9, "2021-06-14"),
    ("Groundworks Team 2", "Groundworker", ["Groundworker", "Plant Operator", "Labourer"], 12, "2023-03-27"),
    ("Plastering Team", "Plasterer", ["Plasterer", "Labourer"], 4, "2022-11-07"),
    ("Finishing Team", "Plasterer", ["Plasterer", "Carpenter"], None, "2023-01-16"),
    ("Bridge Crew", "Steel Fixer", ["Steel Fixer", "Plant Operator", "Groundworker"], None, "2023-06-19"),
]
MATERIALS = [  # material, suppliers, kg range, GBP per tonne, site types
    ("Ready-mix concrete", ["Hanson UK", "Tarmac"], (6000, 20000), 115, "RES COM IND CIV INS"),
    ("Rebar", ["Celsa Steel UK"], (1500, 12000), 860, "RES COM IND CIV INS"),
    ("Structural steel", ["Severfield", "William Hare"], (4000, 26000), 1750, "COM IND CIV INS"),
    ("Facing bricks", ["Ibstock", "Wienerberger"], (2000, 9000), 410, "RES COM INS"),
    ("Timber", ["Travis Perkins", "Jewson"], (400, 4000), 690, "RES COM INS"),
    ("Plasterboard", ["British Gypsum"], (800, 5000), 310, "RES COM INS"),
    ("Cement", ["Jewson", "Travis Perkins"], (500, 2500), 175, "RES COM IND CIV INS"),
    ("Aggregate", ["Tarmac", "Breedon"], (10000, 28000), 26, "RES COM IND CIV INS"),
    ("Asphalt", ["Tarmac"], (14000, 28000), 78, "CIV IND"),
]
INSPECTORS = ["Helen Marsh", "Gareth Pryce", "Anita Desai", "Robert Kilbride", "Fiona Walsh"]
FAIL_NOTES = {
    "FND": ["Rebar cover below 50 mm", "Standing water in excavation"],
    "STR": ["Missing bolts at beam connection", "Column out of plumb"],
    "ELE": ["Earth bonding incomplete", "Cable not protected in wall chase"],
    "FIR": ["Fire stopping missing at riser", "Fire doors without intumescent seals"],
    "FIN": ["Handrail height below 1100 mm", "Snagging list not closed"],
}
DATA_END = dt.date(2025, 5, 31)


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    sites = [(i, *s) for i, s in enumerate(SITES, 1)]

    workers = []
    names: set[str] = set()
    rates: set[int] = set()
    by_trade: dict[str, list[int]] = {}
    order = [t for t, (n, _) in TRADES.items() for _ in range(n)]
    rng.shuffle(order)
    for wid, trade in enumerate(order, 1):
        while True:
            origin = rng.choices(list(ORIGIN_W), list(ORIGIN_W.values()))[0]
            name = f"{rng.choice(FIRST[origin])} {rng.choice(LAST[origin])}"
            if name not in names:
                break
        if wid == 77:
            name = "David Jones"  # a second David Jones (see below)
        names.add(name)
        lo, hi = TRADES[trade][1]
        rate = unique_int(rng, lo * 100, hi * 100, rates, step=25) / 100
        birth = None if rng.random() < 0.08 else rng.randint(1962, 2004)
        start = day(rng, "2012-01-09", "2025-03-31")
        cscs = "N" if rng.random() < 0.08 else "Y"
        phone = None if rng.random() < 0.1 else f"07{rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        agency = None if rng.random() < 0.62 else rng.choice(AGENCIES)
        workers.append((wid, name, trade, rate, birth, iso(start), cscs, phone, agency))
        by_trade.setdefault(trade, []).append(wid)
    if "David Jones" not in [w[1] for w in workers if w[0] != 77]:
        first = next(w for w in workers if w[2] == "Labourer" and w[0] != 77)
        workers[first[0] - 1] = (first[0], "David Jones", *first[2:])

    crews, members = [], []
    foremen: set[int] = set()
    in_crew: dict[int, int] = {}
    spare = set(rng.sample([w[0] for w in workers], 14))  # never in any crew
    for cid, (name, ftrade, mtrades, site, formed) in enumerate(CREWS, 1):
        options = [w for w in by_trade[ftrade] if w not in foremen and w not in spare]
        foreman = min(options, key=lambda w: workers[w - 1][5])  # longest-serving of the trade
        foremen.add(foreman)
        crews.append((cid, name, foreman, site, formed))
        formed_d = dt.date.fromisoformat(formed)
        chosen = {foreman}
        size = rng.randint(6, 13)
        pool = [w for t in mtrades for w in by_trade[t] if w not in spare and w not in foremen and in_crew.get(w, 0) < 2]
        rng.shuffle(pool)
        for w in pool:
            if len(chosen) >= size:
                break
            if in_crew.get(w, 0) == 1 and rng.random() < 0.7:
                continue
            chosen.add(w)
        for w in sorted(chosen):
            in_crew[w] = in_crew.get(w, 0) + 1
            start = max(formed_d, dt.date.fromisoformat(workers[w - 1][5]))
            joined = start if w == foreman else start + dt.timedelta(days=rng.randint(0, 200))
            if joined > DATA_END:
                joined = DATA_END - dt.timedelta(days=rng.randint(5, 40))
            left = None
            if w != foreman and rng.random() < 0.2 and (DATA_END - joined).days > 60:
                left = joined + dt.timedelta(days=rng.randint(30, (DATA_END - joined).days - 1))
            members.append((cid, w, iso(joined), iso(left)))

    deliveries = []
    weights: set[int] = set()
    raw = []
    active = [s for s in sites if dt.date.fromisoformat(s[6]) < DATA_END]
    for _ in range(470):
        s = rng.choices(active, [max(1.0, s[9] / 4_000_000) for s in active])[0]
        first = dt.date.fromisoformat(s[6])
        last = min(dt.date.fromisoformat(s[8]) if s[8] else DATA_END, DATA_END)
        when = first + dt.timedelta(days=rng.randint(0, (last - first).days))
        while when.weekday() >= 5:
            when -= dt.timedelta(days=1)
        if when < first:
            when = first
        mats = [m for m in MATERIALS if s[4] in m[4].split()]
        mat = rng.choice(mats)
        qty = unique_int(rng, mat[2][0], mat[2][1], weights, step=5)
        cost = round(qty / 1000 * mat[3] * rng.uniform(0.95, 1.08), 2)
        at = dt.datetime.combine(when, dt.time(rng.randint(7, 15), rng.choice([0, 10, 20, 30, 40, 50])))
        on_site = [m[1] for m in members if crews[m[0] - 1][3] == s[0]] or [m[1] for m in members]
        receiver = None if rng.random() < 0.1 else rng.choice(on_site)
        rejected = "Y" if rng.random() < 0.04 else "N"
        raw.append((at, s[0], mat[0], rng.choice(mat[1]), qty, receiver, cost, rejected))
    raw.sort()
    for i, (at, sid, mat, sup, qty, rec, cost, rej) in enumerate(raw, 1):
        deliveries.append((i, sid, mat, sup, qty, iso(at), rec, cost, rej))

    inspections = []
    for s in active:
        first = dt.date.fromisoformat(s[6])
        end = dt.date.fromisoformat(s[8]) if s[8] else dt.date.fromisoformat(s[7])
        span = (end - first).days
        steps = [("FND", 0.12), ("STR", 0.4), ("STR", 0.6), ("ELE", 0.75), ("FIR", 0.85), ("FIN", 0.98)]
        if s[4] == "CIV":
            steps = [("FND", 0.15), ("STR", 0.45), ("STR", 0.7), ("FIN", 0.97)]
        for kind, share in steps:
            when = first + dt.timedelta(days=int(span * share) + rng.randint(-10, 10))
            parent = None
            for _ in range(3):
                while when.weekday() >= 5:
                    when += dt.timedelta(days=1)
                if when > DATA_END:
                    break
                roll = rng.random()
                result = "PASS" if roll < 0.62 or parent is not None and roll < 0.85 else "COND" if roll < 0.85 else "FAIL"
                defects = {"PASS": rng.randint(0, 2), "COND": rng.randint(1, 6), "FAIL": rng.randint(4, 15)}[result]
                notes = rng.choice(FAIL_NOTES[kind]) if result == "FAIL" else None
                if result == "COND" and rng.random() < 0.4:
                    notes = "Minor items to close before next stage"
                inspections.append([when, s[0], kind, rng.choice(INSPECTORS), result, defects, parent, notes])
                if result == "PASS":
                    break
                parent = len(inspections) - 1
                when = when + dt.timedelta(days=rng.randint(10, 28))
    keyed = sorted(range(len(inspections)), key=lambda k: (inspections[k][0], inspections[k][1], k))
    new_id = {k: n for n, k in enumerate(keyed, 1)}
    insp_rows = []
    for k in keyed:
        when, sid, kind, who, result, defects, parent, notes = inspections[k]
        insp_rows.append((new_id[k], sid, kind, iso(when), who, result, defects, None if parent is None else new_id[parent], notes))
    return {"Site": sites, "Worker": workers, "Crew": crews, "CrewMember": members, "Delivery": deliveries,
            "Inspection": insp_rows}
