"""Logistics data (PascalCase names): warehouses, carriers, customers, routes and shipments."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

WAREHOUSES = [
    ("Rotterdam Maasvlakte DC", "Rotterdam", "Netherlands", 42000, "2011-03-14"),
    ("Hamburg Port Hub", "Hamburg", "Germany", 36000, "2013-06-03"),
    ("Antwerp North", "Antwerp", "Belgium", 28000, "2015-09-21"),
    ("Lyon Saint-Exupery", "Lyon", "France", 19000, "2016-02-08"),
    ("Milan Malpensa Cargo", "Milan", "Italy", 22000, "2017-05-15"),
    ("Madrid Coslada", "Madrid", "Spain", 25000, "2014-11-10"),
    ("Warsaw East", "Warsaw", "Poland", 31000, "2019-04-01"),
    ("Felixstowe Gateway", "Felixstowe", "United Kingdom", 27000, "2012-08-27"),
    ("Gdansk Baltic Terminal", "Gdansk", "Poland", 18000, "2021-10-04"),
    ("Prague Logistics Park", "Prague", "Czech Republic", 15000, "2022-06-13"),
]
CARRIERS = [
    ("Nordline Freight", "road", "Sweden", 0.942),
    ("BlueWave Shipping", "sea", "Denmark", 0.871),
    ("EuroRail Cargo", "rail", "Germany", 0.905),
    ("SwiftAir Logistics", "air", "Ireland", 0.963),
    ("Iberia Trucking", "road", "Spain", 0.884),
    ("Vistula Transport", "road", "Poland", 0.912),
    ("Atlantic Box Lines", "sea", "Netherlands", 0.836),
    ("Alpine Express", "road", "Austria", 0.951),
    ("SkyBridge Cargo", "air", "Germany", 0.928),
    ("Channel Hauliers", "road", "United Kingdom", 0.897),
    ("Danube Rail", "rail", "Hungary", 0.868),
    ("Mistral Freight", "road", "France", 0.919),
]
DESTINATIONS = [
    ("Paris", "France"),
    ("Berlin", "Germany"),
    ("Munich", "Germany"),
    ("Vienna", "Austria"),
    ("Budapest", "Hungary"),
    ("Barcelona", "Spain"),
    ("Lisbon", "Portugal"),
    ("Copenhagen", "Denmark"),
    ("Stockholm", "Sweden"),
    ("Oslo", "Norway"),
    ("Zurich", "Switzerland"),
    ("Brussels", "Belgium"),
    ("Dublin", "Ireland"),
    ("Manchester", "United Kingdom"),
    ("Rome", "Italy"),
    ("Athens", "Greece"),
    ("Krakow", "Poland"),
    ("Bucharest", "Romania"),
    ("Helsinki", "Finland"),
    ("New York", "United States"),
]
SPEED_KMH = {"road": 55, "rail": 45, "sea": 25, "air": 400}
INDUSTRIES = [
    "Automotive",
    "Pharmaceuticals",
    "Retail",
    "Food & Beverage",
    "Chemicals",
    "Machinery",
    "Textiles",
]
COMPANY_A = (
    "Apex Baltic Cedar Delta Evergreen Fjord Granite Helix Ionic Juniper Kestrel Lumen Meridian Nova Orion "
    "Polar Quartz"
).split()
COMPANY_B = [
    "Industries",
    "Foods",
    "Pharma",
    "Motors",
    "Retail Group",
    "Chemicals",
    "Textiles",
    "Machinery",
    "Trading",
]
COUNTRIES = [
    "Germany",
    "Netherlands",
    "France",
    "Italy",
    "Spain",
    "Poland",
    "Belgium",
    "United Kingdom",
    "Sweden",
]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    warehouses = [(i, *w) for i, w in enumerate(WAREHOUSES, start=1)]
    carriers = [(i, *c) for i, c in enumerate(CARRIERS, start=1)]
    customers: list[tuple[object, ...]] = []
    names = set()
    while len(customers) < 45:
        company = f"{rng.choice(COMPANY_A)} {rng.choice(COMPANY_B)}"
        if company in names:
            continue
        names.add(company)
        customers.append((len(customers) + 1, company, rng.choice(INDUSTRIES), rng.choice(COUNTRIES)))

    routes: list[tuple[object, ...]] = []
    pairs = set()
    while len(routes) < 64:
        origin = rng.randint(1, len(warehouses))
        city, country = rng.choice(DESTINATIONS)
        carrier = rng.choice(carriers)
        if (origin, city, carrier[0]) in pairs or (
            country == "United States" and carrier[2] not in ("sea", "air")
        ):
            continue
        pairs.add((origin, city, carrier[0]))
        distance = rng.randint(6200, 7400) if country == "United States" else rng.randint(180, 2900)
        hours = max(6, round(distance / SPEED_KMH[str(carrier[2])]) + rng.randint(2, 20))
        routes.append((len(routes) + 1, origin, city, country, distance, carrier[0], hours))

    shipments: list[list[object]] = []
    now = dt.datetime(2025, 3, 1, 0, 0)
    for _ in range(520):
        route = rng.choice(routes)
        shipped = dt.datetime.combine(
            day(rng, "2024-01-02", "2025-02-27"), dt.time(rng.randint(5, 21), rng.randint(0, 59))
        )
        planned = dt.timedelta(hours=int(str(route[6])))
        delay = dt.timedelta(hours=rng.choice([-3, -1, 0, 0, 2, 5, 12, 30, 72]))
        arrival = shipped + planned + delay
        status = "delivered"
        roll = rng.random()
        if arrival > now or (shipped > now - dt.timedelta(days=12) and roll > 0.4):
            status = "in_transit"
        elif roll < 0.03:
            status = "lost"
        elif roll < 0.07:
            status = "returned"
        delivered = arrival if status == "delivered" else None
        if shipped > now - dt.timedelta(days=2) and rng.random() < 0.5:
            status, delivered = "pending", None
        priority = "express" if rng.random() < 0.22 else "standard"
        weight = round(rng.uniform(12, 18_000) if rng.random() < 0.7 else rng.uniform(0.5, 12), 1)
        value = round(rng.uniform(300, 250_000), 2)
        shipments.append(
            [route[0], rng.randint(1, len(customers)), shipped, delivered, status, priority, weight, value]
        )
    shipments.sort(key=lambda row: (row[2], row[0]))
    shipment_rows = [
        (i, f"TRK{100000 + i * 37}", s[0], s[1], iso(s[2]), iso(s[3]), s[4], s[5], s[6], s[7])
        for i, s in enumerate(shipments, start=1)
    ]
    return {
        "Warehouses": warehouses,
        "Carriers": carriers,
        "Customers": customers,
        "Routes": routes,
        "Shipments": shipment_rows,
    }
