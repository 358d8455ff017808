"""Electricity and water billing (table-prefixed abbreviated columns, coded CHAR(1) values).

New Zealand-style utility: customers, tariffs, meters, monthly readings for Jan-Jun 2024
(electricity in Wh, water in litres, one of the two NULL per row) and bimonthly invoices in cents.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

CITIES = [("Auckland", 40), ("Wellington", 18), ("Christchurch", 16), ("Hamilton", 10), ("Tauranga", 8),
          ("Dunedin", 7), ("Napier", 4)]
FIRST = ("Aroha James Olivia Liam Mere Sophie Jack Isla Tama Ruby Noah Charlotte Wiremu Amelia Lucas "
         "Hannah Ethan Grace Rangi Chloe Ben Emma Sam Priya Wei Mei Raj Fatima Daniel Zoe").split()
LAST = ("Smith Williams Brown Wilson Taylor Ngata Walker Thompson Harris Singh Patel Chen Wang "
        "Li Anderson Clarke King Parata O'Connor Campbell Martin Young Kumar Roberts").split() + ["Te Ao"]
BUSINESSES = [
    "Harbourside Cafe", "Kiwi Print Co", "Southern Cross Dental", "Riverbend Motors", "Tui Bakery",
    "Pohutukawa Motel", "Summit Fitness", "Greenlane Pharmacy", "Coastal Laundromat", "Matai Books",
    "Northshore Florist", "Kauri Physio", "Bluebird Bar & Grill", "Ferry Street Gallery", "Ocean Fish Market",
    "Haast Hardware", "Totara Childcare", "Lambton Barbers", "Redwood Vet Clinic", "Marina Ice Cream",
    "Rimu Dry Cleaners", "Beacon Cinemas",
]
INDUSTRIAL = ["Canterbury Cold Storage Ltd", "Waikato Dairy Processing", "Pacific Steel Fabrication",
              "Aotearoa Timber Mill", "Southern Glassworks"]
TARIFFS = [
    # code, name, service, cents per unit, daily charge cents, from, to
    ("E-RES-STD", "Residential Standard", "E", 28.450, 120, "2022-04-01", None),
    ("E-RES-LOW", "Residential Low User", "E", 31.900, 45, "2022-04-01", None),
    ("E-RES-EV", "Residential EV Night Saver", "E", 22.750, 150, "2023-01-01", None),
    ("E-BUS", "Business General", "E", 25.300, 310, "2022-04-01", None),
    ("E-IND", "Industrial Demand", "E", 19.640, 2200, "2022-04-01", None),
    ("W-RES", "Residential Water", "W", 265.500, 40, "2021-07-01", None),
    ("W-BUS", "Commercial Water", "W", 298.000, 95, "2021-07-01", None),
    ("E-RES-2019", "Residential Standard (2019)", "E", 24.100, 110, "2019-04-01", "2022-03-31"),
]
MONTH_ENDS = [dt.date(2024, m, d) for m, d in ((1, 31), (2, 29), (3, 31), (4, 30), (5, 31), (6, 30))]
PERIODS = [(dt.date(2024, 1, 1), dt.date(2024, 2, 29)), (dt.date(2024, 3, 1), dt.date(2024, 4, 30)),
           (dt.date(2024, 5, 1), dt.date(2024, 6, 30))]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    customers: list[tuple[object, ...]] = []
    cities, weights = [c for c, _ in CITIES], [w for _, w in CITIES]
    kinds = ["R"] * 118 + ["C"] * len(BUSINESSES) + ["I"] * len(INDUSTRIAL)
    rng.shuffle(kinds)
    biz, ind = list(BUSINESSES), list(INDUSTRIAL)
    for i, kind in enumerate(kinds, start=1):
        if kind == "R":
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        elif kind == "C":
            name = biz.pop()
        else:
            name = ind.pop()
        since = day(rng, "2006-01-01", "2024-05-31")
        email = None
        if rng.random() < 0.8:
            email = name.lower().replace(" ", ".").replace("'", "").replace("&", "and") + "@example.co.nz"
        paperless = "Y" if email and rng.random() < 0.7 else "N"
        customers.append((i, f"AC{100000 + i * 37}", name, kind, rng.choices(cities, weights)[0], email,
                          iso(since), paperless))
    # three customers who signed up in July 2024: no meters, no invoices yet
    for name in ("Kahu Ngata", "Lily Chen", "Ferry Street Bakery"):
        i = len(customers) + 1
        customers.append((i, f"AC{100000 + i * 37}", name, "C" if "Bakery" in name else "R", "Auckland", None,
                          iso(day(rng, "2024-07-01", "2024-07-20")), "N"))

    tariffs = [(i, *t) for i, t in enumerate(TARIFFS, start=1)]
    meters: list[tuple[object, ...]] = []
    serials: set[str] = set()

    def add_meter(cust: tuple[object, ...], svc: str, tariff: int, installed: dt.date,
                  removed: dt.date | None) -> None:
        while True:
            serial = f"{svc}{installed.year % 100:02d}-{rng.randint(100000, 999999)}"
            if serial not in serials:
                serials.add(serial)
                break
        smart = "Y" if (svc == "E" and rng.random() < 0.85) or (svc == "W" and rng.random() < 0.2) else "N"
        meters.append((len(meters) + 1, serial, cust[0], tariff, svc, smart, iso(installed), iso(removed)))

    for cust in customers[: len(kinds)]:
        since = dt.date.fromisoformat(str(cust[6]))
        kind = cust[3]
        if kind == "R":
            e_tariff = rng.choices([1, 2, 3], [60, 25, 15])[0]
        else:
            e_tariff = 4 if kind == "C" else 5
        installed = max(since, dt.date(2012, 1, 1) + dt.timedelta(days=rng.randint(0, 3000)))
        if installed > since and rng.random() < 0.5:
            installed = since
        if rng.random() < 0.1 and installed < dt.date(2024, 1, 1):  # replaced during 2024
            swap = day(rng, "2024-02-05", "2024-05-20")
            add_meter(cust, "E", e_tariff, installed, swap)
            add_meter(cust, "E", e_tariff, swap + dt.timedelta(days=1), None)
        else:
            add_meter(cust, "E", e_tariff, installed, None)
        if kind != "R" and rng.random() < 0.45:
            add_meter(cust, "E", e_tariff, installed, None)
        if rng.random() < 0.85:
            add_meter(cust, "W", 6 if kind == "R" else 7, max(since, dt.date(2010, 1, 1)), None)

    readings: list[tuple[object, ...]] = []
    used: dict[tuple[int, int], int] = {}  # (meter, month index) -> units (Wh or litres)
    kind_of = {int(str(c[0])): str(c[3]) for c in customers}
    for m in meters:
        mtr_id, cust_id, svc = int(str(m[0])), int(str(m[2])), str(m[4])
        installed = dt.date.fromisoformat(str(m[6]))
        removed = dt.date.fromisoformat(str(m[7])) if m[7] else None
        kind = kind_of[cust_id]
        if svc == "E":
            low, high = {"R": (140, 950), "C": (1200, 9500), "I": (18000, 96000)}[kind]
            base = rng.uniform(low, high) * 1000
        else:
            low, high = {"R": (4, 26), "C": (25, 180), "I": (150, 900)}[kind]
            base = rng.uniform(low, high) * 1000
        for k, end in enumerate(MONTH_ENDS):
            start = end.replace(day=1)
            if installed > start or (removed and removed < end):
                if removed and start <= removed < end:  # final read on removal
                    end = removed
                elif installed > start and installed <= end:
                    pass
                else:
                    continue
            winter = 1.0 + 0.12 * k if svc == "E" else 1.0 - 0.06 * k  # NZ: winter from June
            qty = int(base * winter * rng.uniform(0.8, 1.2))
            if installed > start:
                qty = qty * (end - installed).days // 30
            src = rng.choices(["A", "E", "C"], [82, 12, 6] if m[5] == "N" else [96, 4, 0])[0]
            read_day = end if m[5] == "Y" else end - dt.timedelta(days=rng.randint(0, 4))
            readings.append((len(readings) + 1, mtr_id, iso(read_day), qty if svc == "E" else None,
                             qty if svc == "W" else None, src))
            used[(mtr_id, k)] = qty

    invoices: list[tuple[object, ...]] = []
    by_cust: dict[int, list[tuple[object, ...]]] = {}
    for m in meters:
        by_cust.setdefault(int(str(m[2])), []).append(m)
    rates = {t[0]: (float(str(t[4])), int(str(t[5]))) for t in tariffs}
    totals: set[int] = set()
    for cust in customers:
        cust_id = int(str(cust[0]))
        if cust_id not in by_cust:
            continue
        for p, (start, end) in enumerate(PERIODS):
            total = 0.0
            for m in by_cust[cust_id]:
                rate, daily = rates[int(str(m[3]))]
                qty = used.get((int(str(m[0])), 2 * p), 0) + used.get((int(str(m[0])), 2 * p + 1), 0)
                if qty or any((int(str(m[0])), x) in used for x in (2 * p, 2 * p + 1)):
                    total += qty / 1000 * rate + daily * ((end - start).days + 1)
            cents = int(round(total))
            if cents == 0:
                continue
            while cents in totals:
                cents += 1
            totals.add(cents)
            issue = end + dt.timedelta(days=rng.randint(3, 6))
            due = issue + dt.timedelta(days=20)
            if p < 2:
                stat = rng.choices(["P", "O", "D", "W"], [90, 4, 4, 2])[0]
            else:
                stat = rng.choices(["P", "O", "D"], [55, 40, 5])[0]
            paid = None
            if stat == "P":
                late = rng.random() < 0.15
                paid = due + dt.timedelta(days=rng.randint(1, 30)) if late else issue + dt.timedelta(
                    days=rng.randint(1, 20))
            inv_id = len(invoices) + 1
            invoices.append((inv_id, f"INV24-{inv_id:05d}", cust_id, iso(start), iso(end), iso(issue), iso(due),
                             cents, stat, iso(paid)))
    invoices.sort(key=lambda r: (str(r[5]), int(str(r[2]))))
    invoices = [(i, f"INV24-{i:05d}", *r[2:]) for i, r in enumerate(invoices, start=1)]
    return {"customer": customers, "tariff": tariffs, "meter": meters, "reading": readings,
            "invoice": invoices}
