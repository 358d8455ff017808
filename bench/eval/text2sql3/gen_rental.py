"""Car rental (UPPER_CASE unquoted names, 'Y'/'N' flags, kilometres, EUR, no comments):
BRANCH, VEHICLE, CUSTOMER, RENTAL (customer x vehicle, pick-up and return branch), MAINTENANCE.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

BRANCHES = [
    # code, name, city, country, airport, opened
    ("MUC", "Munich Airport", "Munich", "DE", "Y", "2006-05-02"),
    ("MUC-HBF", "Munich Central Station", "Munich", "DE", "N", "2011-03-14"),
    ("BER", "Berlin Brandenburg Airport", "Berlin", "DE", "Y", "2020-10-31"),
    ("BER-MIT", "Berlin Mitte", "Berlin", "DE", "N", "2009-07-01"),
    ("FRA", "Frankfurt Airport", "Frankfurt", "DE", "Y", "2004-02-16"),
    ("HAM-ALT", "Hamburg Altona", "Hamburg", "DE", "N", "2015-09-01"),
    ("VIE", "Vienna Airport", "Vienna", "AT", "Y", "2012-04-23"),
    ("ZRH", "Zurich Airport", "Zurich", "CH", "Y", "2014-06-02"),
    ("CDG", "Paris Charles de Gaulle", "Paris", "FR", "Y", "2010-01-11"),
    ("PAR-GDL", "Paris Gare de Lyon", "Paris", "FR", "N", "2017-05-15"),
    ("MXP", "Milan Malpensa", "Milan", "IT", "Y", "2016-03-21"),
    ("AMS", "Amsterdam Schiphol", "Amsterdam", "NL", "Y", "2013-08-05"),
    ("LHR", "London Heathrow", "London", "GB", "Y", "2018-11-12"),
    ("EDI-HAY", "Edinburgh Haymarket", "Edinburgh", "GB", "N", "2025-01-20"),  # not open yet: no cars, no rentals
]
MODELS = [
    # make, model, class, fuel, transmission, seats, base daily rate EUR, weight
    ("Volkswagen", "Polo", "ECONOMY", "PETROL", "MANUAL", 5, 39, 8),
    ("Fiat", "500", "ECONOMY", "PETROL", "MANUAL", 4, 35, 5),
    ("Renault", "Clio", "ECONOMY", "DIESEL", "MANUAL", 5, 37, 5),
    ("Toyota", "Yaris", "ECONOMY", "HYBRID", "AUTO", 5, 42, 6),
    ("Renault", "Zoe", "ECONOMY", "ELECTRIC", "AUTO", 5, 45, 3),
    ("Volkswagen", "Golf", "COMPACT", "PETROL", "MANUAL", 5, 52, 8),
    ("Skoda", "Octavia", "COMPACT", "DIESEL", "MANUAL", 5, 55, 6),
    ("Toyota", "Corolla", "COMPACT", "HYBRID", "AUTO", 5, 58, 5),
    ("Peugeot", "308", "COMPACT", "DIESEL", "AUTO", 5, 54, 4),
    ("Tesla", "Model 3", "COMPACT", "ELECTRIC", "AUTO", 5, 89, 4),
    ("Volkswagen", "Tiguan", "SUV", "DIESEL", "AUTO", 5, 79, 5),
    ("BMW", "X3", "SUV", "DIESEL", "AUTO", 5, 105, 3),
    ("Hyundai", "Tucson", "SUV", "HYBRID", "AUTO", 5, 76, 4),
    ("Skoda", "Kodiaq", "SUV", "DIESEL", "AUTO", 7, 88, 3),
    ("Volkswagen", "ID.4", "SUV", "ELECTRIC", "AUTO", 5, 92, 3),
    ("Mercedes-Benz", "E-Class", "LUXURY", "DIESEL", "AUTO", 5, 145, 3),
    ("BMW", "5 Series", "LUXURY", "PETROL", "AUTO", 5, 150, 2),
    ("Audi", "A6", "LUXURY", "DIESEL", "AUTO", 5, 140, 2),
    ("Porsche", "Taycan", "LUXURY", "ELECTRIC", "AUTO", 4, 260, 1),
    ("Mercedes-Benz", "Vito", "VAN", "DIESEL", "AUTO", 9, 118, 3),
    ("Ford", "Transit Custom", "VAN", "DIESEL", "MANUAL", 9, 110, 2),
]
PLATE_PREFIX = {"DE": "M", "AT": "W", "CH": "ZH", "FR": "FR", "IT": "MI", "NL": "NL", "GB": "LN"}
COUNTRIES = [("DE", 30), ("GB", 12), ("US", 14), ("FR", 9), ("IT", 6), ("NL", 6), ("AT", 5), ("CH", 4),
             ("CN", 8), ("ES", 4), ("JP", 3)]
NAMES = {
    "DE": ("Lukas Jonas Leon Felix Anna Lena Marie Sophie Paul Hannah Maximilian Julia",
           "Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Hoffmann Schäfer Koch Richter"),
    "AT": ("Florian Katharina Tobias Theresa David Lisa", "Gruber Huber Bauer Wimmer Pichler Steiner"),
    "CH": ("Noah Luca Mia Lea Elias Nina", "Keller Meier Brunner Baumann Frei Zimmermann"),
    "GB": ("Oliver George Amelia Isla Harry Emily Jack Olivia Charlie Grace",
           "Smith Jones Taylor Brown Evans Walker Wright Hughes O'Connor Robinson"),
    "US": ("James Emma Michael Olivia Ethan Ava Daniel Madison Tyler Chloe Brandon Megan",
           "Johnson Miller Davis Garcia Wilson Anderson Thomas Moore Jackson Martin Lee Clark"),
    "FR": ("Louis Camille Hugo Chloé Jules Manon Lucas Léa", "Martin Bernard Dubois Laurent Moreau Lefèvre Roux Girard"),
    "IT": ("Marco Giulia Luca Francesca Matteo Chiara", "Rossi Russo Ferrari Esposito Bianchi Romano"),
    "NL": ("Daan Emma Sem Julia Finn Tess", "de Jong Jansen de Vries van Dijk Bakker Visser"),
    "CN": ("Wei Fang Jing Lei Min Yang Hao Xin Ying Tao", "Wang Li Zhang Liu Chen Yang Zhao Huang Zhou Wu"),
    "ES": ("Alejandro Lucía Pablo Carmen Javier Elena", "García Fernández López Martínez Sánchez Pérez"),
    "JP": ("Haruto Yui Sota Aoi Ren Hina", "Sato Suzuki Takahashi Tanaka Watanabe Ito"),
}
SERVICES = [("INSPECTION", 90, 260), ("OIL CHANGE", 120, 240), ("TYRES", 280, 900), ("BRAKES", 220, 780),
            ("BODYWORK", 300, 3200), ("BATTERY", 150, 420), ("WINDSCREEN", 250, 950)]


def split_names(country: str) -> tuple[list[str], list[str]]:
    first, last = NAMES[country]
    lasts = last.split()
    # two-word Dutch surnames
    merged: list[str] = []
    skip = False
    for k, word in enumerate(lasts):
        if skip:
            skip = False
            continue
        if word in ("de", "van") and k + 1 < len(lasts):
            merged.append(f"{word} {lasts[k + 1]}")
            skip = True
        else:
            merged.append(word)
    return first.split(), merged


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    branches = [(i, *b) for i, b in enumerate(BRANCHES, start=1)]
    open_ids = [b[0] for b in branches if str(b[6]) < "2024-01-01"]
    country_of = {b[0]: b[4] for b in branches}

    vehicles = []
    plates: set[str] = set()
    rates: set[int] = set()
    for i in range(1, 97):
        make, model, cls, fuel, gear, seats, base, _w = rng.choices(MODELS, [m[7] for m in MODELS])[0]
        home = rng.choices(open_ids, [9, 5, 6, 5, 8, 4, 5, 4, 7, 4, 5, 5, 6])[0]
        cc = str(country_of[home])
        while True:
            plate = f"{PLATE_PREFIX[cc]}-{rng.choice('ABCDEFGHKLMNPRSTUVWXZ')}{rng.choice('ABCDEFGHKLMNPRSTUVWXZ')} {rng.randint(100, 9999)}"
            if plate not in plates:
                plates.add(plate)
                break
        year = rng.choice([2020, 2021, 2022, 2022, 2023, 2023, 2024])
        acquired = day(rng, f"{max(year, 2020)}-01-15", f"{year}-11-30") if year < 2024 else day(rng, "2024-01-05", "2024-05-31")
        rate = unique_int(rng, int(base * 90), int(base * 115), rates) / 100
        start_km = 0 if year >= 2023 else rng.randint(3000, 42000)
        vehicles.append([i, plate, make, model, cls, fuel, gear, seats, year, rate, start_km, home, "Y", iso(acquired)])

    customers = []
    seen: set[tuple[str, str]] = set()
    emails: set[str] = set()
    for i in range(1, 321):
        cc = rng.choices([c for c, _ in COUNTRIES], [w for _, w in COUNTRIES])[0]
        firsts, lasts = split_names(cc)
        if i in (77, 240):  # namesakes
            prev = customers[i - 31]
            first, last, cc = str(prev[1]), str(prev[2]), str(prev[3])
        else:
            while True:
                first, last = rng.choice(firsts), rng.choice(lasts)
                if (first, last) not in seen:
                    seen.add((first, last))
                    break
        birth = day(rng, "1950-01-01", "2005-06-30")
        lic = birth.year + rng.randint(18, 30)
        lic = min(lic, 2024)
        tier = rng.choices([None, "SILVER", "GOLD", "PLATINUM"], [55, 25, 14, 6])[0]
        email = None
        if rng.random() > 0.15:
            base = f"{first}.{last}".lower().replace(" ", "").replace("'", "")
            email = f"{base}{i}@mail.example"
            emails.add(email)
        black = "Y" if rng.random() < 0.03 else "N"
        customers.append((i, first, last, cc, iso(birth), lic, tier, email, black))

    rentals = []
    maint = []
    dists: set[int] = set()
    totals: set[int] = set()
    costs: set[int] = set()
    end_of_data = dt.datetime(2024, 12, 31, 23, 59)
    renters = [c for c in customers if c[8] == "N"]
    weights = [rng.choice([1, 1, 1, 2, 3, 6]) for _ in renters]
    for veh in vehicles:
        vid, rate, km, here = int(veh[0]), float(veh[9]), int(veh[10]), int(veh[11])
        cls = str(veh[4])
        t = max(dt.datetime(2024, 1, 2, 8), dt.datetime.fromisoformat(str(veh[13]) + " 08:00:00"))
        since_service = 0
        retire = vid in (17, 52, 81)
        while True:
            t += dt.timedelta(days=rng.randint(12, 40), hours=rng.randint(0, 9), minutes=rng.choice([0, 15, 30, 45]))
            if t > end_of_data - dt.timedelta(days=2):
                break
            if retire and t > dt.datetime(2024, 9, 1):
                break
            if since_service > rng.randint(9000, 16000) or (km > 2500 and rng.random() < 0.16):
                options = [sv for sv in SERVICES if not (veh[5] == "ELECTRIC" and sv[0] == "OIL CHANGE")]
                stype, lo, hi = rng.choice(options)
                cost = unique_int(rng, lo * 100, hi * 100, costs) / 100
                warranty = "Y" if int(veh[8]) >= 2023 and rng.random() < 0.5 else "N"
                note = rng.choice([None, None, None, "customer reported noise", "scheduled", "after minor accident",
                                   "recall campaign"])
                maint.append([vid, here, iso(t.date()), stype, km, cost, warranty, note])
                since_service = 0
                t += dt.timedelta(days=rng.randint(1, 3))
            cust = rng.choices(renters, weights)[0]
            days = rng.choices([1, 2, 3, 4, 5, 7, 10, 14, 21], [8, 12, 16, 14, 12, 16, 10, 8, 4])[0]
            back = t + dt.timedelta(days=days, hours=rng.randint(-3, 4))
            if rng.random() < 0.8 or here in (7, 8, 11, 12, 13) and rng.random() < 0.7:
                dest = here
            else:
                near = [b for b in open_ids if b != here and country_of[b] == country_of[here]]
                far = [b for b in open_ids if b != here and country_of[b] != country_of[here]]
                dest = rng.choice(near if near and rng.random() < 0.75 else far)
            per_day = rng.uniform(35, 180) if cls != "VAN" else rng.uniform(25, 120)
            dist = int(days * per_day) + (rng.randint(300, 900) if dest != here else 0)
            while dist in dists:
                dist += 1
            dists.add(dist)
            ins = "Y" if rng.random() < 0.42 else "N"
            channel = rng.choices(["WEB", "APP", "COUNTER", "PARTNER"], [42, 28, 18, 12])[0]
            total_cents = int(round(days * rate * 100 * rng.choice([1.0, 1.0, 0.9, 0.85])))
            if ins == "Y":
                total_cents += days * 1500
            if dest != here:
                total_cents += 7500
            while total_cents in totals:
                total_cents += 1
            totals.add(total_cents)
            if back > end_of_data:
                rentals.append([vid, cust[0], here, dest, iso(t), None, km, None, None, channel, ins])
                break
            rentals.append([vid, cust[0], here, dest, iso(t), iso(back), km, km + dist, total_cents / 100, channel, ins])
            km += dist
            since_service += dist
            here = dest
            t = back
        veh[10] = km
        if retire:
            veh[12] = "N"
    rentals.sort(key=lambda r: (str(r[4]), int(str(r[0]))))
    rentals_t = [(i, *r) for i, r in enumerate(rentals, start=1)]
    maint.sort(key=lambda m: (str(m[2]), int(str(m[0]))))
    maint_t = [(i, *m) for i, m in enumerate(maint, start=1)]
    vehicles_t = [tuple(v) for v in vehicles]

    return {
        "BRANCH": branches,
        "VEHICLE": vehicles_t,
        "CUSTOMER": customers,
        "RENTAL": rentals_t,
        "MAINTENANCE": maint_t,
    }
