"""Real estate (abbreviated columns): agent (self-referencing manager), client, property, listing,
viewing (client x listing), sale. Areas in square metres, money in AUD, no comments.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

OFFICES = ["Sydney", "Melbourne", "Brisbane", "Perth"]
AGENTS = [
    # name, office, hire date, manager (index into this list, 1-based) or None
    ("Margaret Chen", "Sydney", "2009-03-02", None),
    ("Daniel O'Connor", "Sydney", "2012-07-16", 1),
    ("Priya Raman", "Sydney", "2016-01-11", 1),
    ("Tom Nguyen", "Sydney", "2018-09-03", 2),
    ("Lucy Hart", "Sydney", "2021-02-22", 2),
    ("Sam Patel", "Sydney", "2023-05-08", 3),
    ("Grace Kim", "Sydney", "2019-11-18", 3),
    ("Robert Fitzgerald", "Melbourne", "2008-05-19", None),
    ("Ava Rossi", "Melbourne", "2013-10-07", 8),
    ("Jack Thompson", "Melbourne", "2017-04-24", 8),
    ("Mia Papadopoulos", "Melbourne", "2020-08-10", 9),
    ("Oliver Brooks", "Melbourne", "2022-01-17", 9),
    ("Chloe Wang", "Melbourne", "2015-06-29", 10),
    ("Ethan Wright", "Melbourne", "2024-02-05", 10),
    ("Helen Walsh", "Brisbane", "2010-09-13", None),
    ("Noah Campbell", "Brisbane", "2014-03-31", 15),
    ("Zoe Mitchell", "Brisbane", "2019-07-01", 15),
    ("Liam Kelly", "Brisbane", "2021-10-25", 16),
    ("Isla Morgan", "Brisbane", "2023-09-18", 16),
    ("Peter Lam", "Perth", "2011-01-24", None),
    ("Emily Davies", "Perth", "2016-08-15", 20),
    ("Ryan Scott", "Perth", "2020-03-09", 20),
    ("Hannah Lee", "Perth", "2022-06-20", 21),
    ("James Wilson", "Perth", "2024-04-15", 21),
]
SUBURBS = {
    "Sydney": ["Bondi", "Parramatta", "Chatswood", "Newtown", "Manly", "Surry Hills", "Ryde"],
    "Melbourne": ["Fitzroy", "St Kilda", "Brunswick", "Richmond", "Box Hill", "Footscray", "Carlton"],
    "Brisbane": ["New Farm", "Paddington", "Toowong", "Carindale", "Sunnybank", "Chermside"],
    "Perth": ["Subiaco", "Fremantle", "Scarborough", "Cottesloe", "Joondalup"],
}
CITY_PRICE = {"Sydney": 1.45, "Melbourne": 1.05, "Brisbane": 0.9, "Perth": 0.8}
STREETS = (
    "George Smith Queen King Victoria Albert Church Park High Station Railway William Elizabeth "
    "Bridge Ocean Hill Forest Garden Market River"
).split()
STREET_TYPES = ["St", "Rd", "Ave", "Pde", "Cres", "Lane"]
TYPES = [("House", 40), ("Apartment", 32), ("Townhouse", 16), ("Unit", 9), ("Studio", 3)]
FIRST = (
    "Olivia Noah Amelia Leo Charlotte Henry Isla Oscar Ava Theo Mia Archie Harper Lucas Sophie Max "
    "Ella Hugo Ruby Finn Wei Mei Jun Hiro Yuki Arjun Anika Omar Layla Mateo Sofia Ivan Nadia Kai"
).split()
LAST = (
    "Smith Jones Williams Brown Wilson Taylor Anderson Martin Thompson White Harris Clarke Lewis "
    "Young Walker Hall Allen King Zhang Li Liu Chen Tanaka Singh Sharma Haddad Garcia Novak Kovac"
).split()


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    comm: set[int] = set()
    agents = []
    for i, (name, office, hired, manager) in enumerate(AGENTS, start=1):
        pct = unique_int(rng, 150, 320, comm, step=5) / 100
        agents.append((i, name, office, hired, manager, pct))
    # the Sydney and Brisbane principals (agents 1 and 15) manage but list nothing themselves
    by_office = {o: [a[0] for a in agents if a[2] == o and a[0] not in (1, 15)] for o in OFFICES}

    clients = []
    names: set[str] = set()
    for i in range(1, 191):
        if i in (57, 142):  # two pairs of namesakes
            name = str(clients[rng.randrange(len(clients))][1])
        else:
            while True:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                if name not in names:
                    names.add(name)
                    break
        city = rng.choice(OFFICES)
        budget = None if rng.random() < 0.22 else round(rng.uniform(450, 2600) * CITY_PRICE[city]) * 1000
        clients.append((i, name, city, budget, iso(day(rng, "2022-01-01", "2024-10-31"))))

    props = []
    addresses: set[str] = set()
    for i in range(1, 311):
        city = rng.choices(OFFICES, [34, 30, 20, 16])[0]
        suburb = rng.choice(SUBURBS[city])
        ptype = rng.choices([t for t, _ in TYPES], [w for _, w in TYPES])[0]
        while True:
            unit = f"{rng.randint(1, 40)}/" if ptype in ("Apartment", "Unit", "Studio") else ""
            addr = f"{unit}{rng.randint(1, 220)} {rng.choice(STREETS)} {rng.choice(STREET_TYPES)}"
            if (addr, suburb) not in addresses:
                addresses.add((addr, suburb))  # type: ignore[arg-type]
                break
        if ptype == "Studio":
            beds, sqm = 0, rng.uniform(24, 45)
        elif ptype in ("Apartment", "Unit"):
            beds = rng.choices([1, 2, 3], [35, 50, 15])[0]
            sqm = 30 + beds * rng.uniform(20, 32)
        elif ptype == "Townhouse":
            beds = rng.choice([2, 3, 3, 4])
            sqm = 55 + beds * rng.uniform(25, 38)
        else:
            beds = rng.choices([2, 3, 4, 5, 6], [8, 35, 35, 17, 5])[0]
            sqm = 60 + beds * rng.uniform(28, 48)
        baths = max(1, min(beds, rng.choice([1, 1, 2, 2, 3]))) if beds else 1
        land = None if ptype in ("Apartment", "Unit", "Studio") else rng.randint(
            140 if ptype == "Townhouse" else 300, 320 if ptype == "Townhouse" else 4200
        )
        if ptype in ("Apartment", "Unit", "Studio"):
            built = rng.randint(1965, 2024)
        else:
            built = rng.randint(1895, 2023)
        if rng.random() < 0.07:
            built = None
        cars = 0 if ptype == "Studio" else rng.choice([0, 1, 1, 2, 2, 3] if ptype == "House" else [0, 1, 1, 2])
        props.append((i, addr, suburb, city, ptype, round(sqm, 1), land, beds, baths, cars, built))

    listings = []
    amounts: set[int] = set()
    stats = ["Sold", "Active", "Withdrawn", "Under Offer"]
    plan: list[tuple[int, str]] = []
    for prop in props:
        roll = rng.random()
        if roll < 0.12:
            plan.append((int(prop[0]), "Withdrawn"))
            plan.append((int(prop[0]), rng.choice(["Sold", "Active"])))
        elif roll < 0.93:
            plan.append((int(prop[0]), rng.choices(stats, [52, 25, 9, 8])[0]))
        # else: a property that was never listed
    for k, (prop_id, stat) in enumerate(plan):
        prop = props[prop_id - 1]
        city, ptype, sqm, land = str(prop[3]), str(prop[4]), float(str(prop[5])), prop[6]
        base = 4200 * sqm + (0 if land is None else 380 * int(str(land)) ** 0.9)
        if ptype in ("Apartment", "Unit", "Studio"):
            base *= 1.6
        price = unique_int(rng, int(base * CITY_PRICE[city] * 0.8), int(base * CITY_PRICE[city] * 1.25), amounts, 500)
        previous = [row for row in listings if row[1] == prop_id]
        start = "2023-01-01" if not previous else str(previous[-1][6])
        relisted = k + 1 < len(plan) and plan[k + 1][0] == prop_id
        end = "2024-03-31" if relisted else "2024-11-15" if stat == "Active" else "2024-09-30"
        listed = day(rng, start, end)
        if stat in ("Active", "Under Offer"):
            off = None
        else:
            off = listed + dt.timedelta(days=rng.randint(9, 120))
        agent = rng.choice(by_office[city])
        if agent in (14, 24):  # the two newest agents only list from 2024
            listed = max(listed, dt.date(2024, 5, 1))
            off = None if stat in ("Active", "Under Offer") else listed + dt.timedelta(days=rng.randint(9, 60))
        listings.append([len(listings) + 1, prop_id, agent, iso(listed), price, stat, iso(off)])
    listings_t = [tuple(row) for row in listings]

    viewings = []
    for lst in listings_t:
        lst_id, _prop, _agent, listed, _price, stat, off = lst
        if stat == "Withdrawn" and rng.random() < 0.4:
            continue
        city = props[int(str(_prop)) - 1][3]
        local = [c for c in clients if c[2] == city]
        last = dt.date.fromisoformat(str(off)) if off else dt.date(2024, 11, 30)
        first = dt.date.fromisoformat(str(listed))
        for cli in rng.sample(local, min(len(local), rng.randint(0, 4))):
            when = first + dt.timedelta(days=rng.randint(1, max(1, (last - first).days)))
            ts = dt.datetime(when.year, when.month, when.day, rng.choice([9, 10, 11, 12, 13, 14, 15, 16, 17]),
                             rng.choice([0, 15, 30, 45]))
            kind = rng.choices(["open", "private"], [60, 40])[0]
            mins = rng.choice([15, 20, 30, 45]) if kind == "open" else rng.choice([30, 45, 60, 90])
            score = None if rng.random() < 0.25 else rng.choices([1, 2, 3, 4, 5], [6, 12, 30, 32, 20])[0]
            viewings.append((cli[0], lst_id, iso(ts), kind, mins, score))
    viewings.sort(key=lambda v: (str(v[2]), int(str(v[1]))))
    viewings = [(i, *v) for i, v in enumerate(viewings, start=1)]

    sales = []
    sold_amts: set[int] = set()
    for lst in listings_t:
        lst_id, prop_id, _agent, listed, price, stat, off = lst
        if stat != "Sold":
            continue
        seen = [v[1] for v in viewings if v[2] == lst_id]
        if seen and rng.random() < 0.8:
            buyer = rng.choice(seen)
        else:
            city = props[int(str(prop_id)) - 1][3]
            buyer = rng.choice([c[0] for c in clients if c[2] == city])
        amount = unique_int(rng, int(int(str(price)) * 0.93), int(int(str(price)) * 1.08), sold_amts, 500)
        sold = dt.date.fromisoformat(str(off))
        settle = None if sold > dt.date(2024, 9, 1) and rng.random() < 0.6 else sold + dt.timedelta(days=rng.choice([30, 42, 60, 90]))
        sales.append((len(sales) + 1, lst_id, buyer, iso(sold), amount, iso(settle)))

    return {
        "agent": agents,
        "client": clients,
        "property": props,
        "listing": listings_t,
        "viewing": viewings,
        "sale": sales,
    }
