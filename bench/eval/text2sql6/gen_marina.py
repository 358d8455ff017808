"""Deterministic data for the `marina` schema (a yacht marina in Croatia)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

PEOPLE = {
    "Germany": (["Klaus", "Jürgen", "Petra", "Sabine", "Thomas", "Uwe", "Monika", "Stefan", "Heike", "Frank", "Katrin", "Dieter"], ["Müller", "Schneider", "Weber", "Hoffmann", "Krüger", "Becker", "Wagner", "Schulz", "Richter", "Wolf"]),
    "Austria": (["Andreas", "Birgit", "Franz", "Lukas", "Christina", "Markus"], ["Gruber", "Huber", "Pichler", "Moser", "Steiner", "Hofer"]),
    "Croatia": (["Ivan", "Marko", "Ana", "Josip", "Luka", "Maja", "Tomislav", "Petra", "Ante", "Nikola"], ["Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Knežević", "Vuković"]),
    "Slovenia": (["Matej", "Nina", "Rok", "Jure", "Tina", "Gregor"], ["Kranjc", "Zupan", "Potočnik", "Kos", "Vidmar"]),
    "Italy": (["Giorgio", "Francesca", "Luca", "Paolo", "Chiara", "Marco"], ["Bianchi", "Ferrari", "Esposito", "Romano", "Colombo"]),
    "United Kingdom": (["James", "Sarah", "Oliver", "Emma", "Patrick"], ["Smith", "O'Sullivan", "Taylor", "Brown", "O'Neill"]),
    "Netherlands": (["Daan", "Sanne", "Pieter", "Femke"], ["de Vries", "van Dijk", "Bakker", "Visser"]),
    "China": (["Wei", "Jing", "Hao"], ["Zhang", "Wang", "Liu"]),
}
COUNTRY_W = {"Germany": 30, "Austria": 16, "Croatia": 22, "Slovenia": 8, "Italy": 10, "United Kingdom": 8, "Netherlands": 4, "China": 2}
BOAT_NAMES = ["Aurora", "Bura", "Calypso", "Dolce Vita", "Esperanza", "Freedom", "Galeb", "Halcyon", "Island Spirit",
              "Jadran", "Kestrel", "Luna", "Maestral", "Nautilus", "Odyssey", "Pelagia", "Quicksilver", "Riva",
              "Sea Breeze", "Tramontana", "Ulysses", "Vela", "Windsong", "Zephyr", "Blue Lagoon", "Morning Star",
              "Sirocco", "Adriatica", "Sunday Girl", "Wanderer", "Mistral", "Lady Ana", "Seahorse", "Orca", "Polaris"]
MAKES = {"S": ["Bavaria", "Jeanneau", "Beneteau", "Hanse", "Elan", "Dufour"], "M": ["Princess", "Sunseeker", "Azimut", "Sealine", "Fairline"],
         "C": ["Lagoon", "Fountaine Pajot", "Leopard"], "R": ["Zodiac", "Brig", "Williams"]}
SERVICES = [("Crane lift", "job", 18500), ("Hull cleaning", "job", 24000), ("Antifouling", "job", 62000),
            ("Engine service", "job", 45000), ("Winter storage", "month", 21000), ("Diesel", "litre", 168),
            ("Pump-out", "job", 2500), ("Electricity", "kWh", 45), ("Sail repair", "job", 33000),
            ("Rigging check", "job", 27500), ("Diver inspection", "job", 9500), ("Teak restoration", "job", 150000)]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    owners = []
    used: set[str] = set()
    for oid in range(1, 181):
        country = rng.choices(list(COUNTRY_W), list(COUNTRY_W.values()))[0]
        first, last = PEOPLE[country]
        for _ in range(30):
            name = f"{rng.choice(first)} {rng.choice(last)}"
            if name not in used:
                break
        used.add(name)
        phone = None if rng.random() < 0.1 else f"+{rng.randint(30, 49)} {rng.randint(100, 999)} {rng.randint(100000, 999999)}"
        email = None if rng.random() < 0.2 else name.lower().replace(" ", ".").replace("'", "") + "@mail.example"
        club = "Y" if rng.random() < 0.3 else "N"
        since = rng.randint(2008, 2024)
        ref = rng.randint(1, oid - 1) if oid > 10 and rng.random() < 0.25 else None
        owners.append((oid, name, country, phone, email, club, since, ref))

    berths = []
    rates: set[int] = set()
    bid = 0
    for pier, count, lo, hi in (("A", 24, 800, 1100), ("B", 24, 1000, 1400), ("C", 20, 1200, 1600),
                                ("D", 14, 1500, 2000), ("E", 8, 2000, 3000)):
        for no in range(1, count + 1):
            bid += 1
            maxlen = rng.randint(lo // 10, hi // 10) * 10
            depth = rng.randint(250, 600) if pier != "A" else rng.randint(180, 320)
            power = "N" if pier == "A" and rng.random() < 0.4 else "Y"
            water = "N" if rng.random() < 0.1 else "Y"
            rate = unique_int(rng, maxlen * 4, maxlen * 6, rates, step=10)
            berths.append((bid, pier, no, maxlen, depth, power, water, rate))

    boats = []
    lengths: set[int] = set()
    for b in range(1, 241):
        owner = rng.randint(1, 165)  # owners 166-180 have no boat on file
        btype = rng.choices(["S", "M", "C", "R"], [55, 28, 10, 7])[0]
        lo, hi = {"S": (850, 1800), "M": (900, 2800), "C": (1150, 1750), "R": (420, 790)}[btype]
        length = unique_int(rng, lo, hi, lengths)
        beam = int(length * ({"S": 0.3, "M": 0.3, "C": 0.52, "R": 0.4}[btype] + rng.uniform(-0.03, 0.03)))
        make = None if rng.random() < 0.08 else rng.choice(MAKES[btype])
        built = None if rng.random() < 0.07 else rng.randint(1985, 2024)
        name = rng.choice(BOAT_NAMES) + ("" if rng.random() < 0.75 else f" {rng.choice(['II', 'III', 'IV'])}")
        boats.append((b, name, owner, btype, make, length, beam, built))

    contracts = []
    fees: set[int] = set()
    cid = 0
    for b in boats:
        if b[3] == "R" or rng.random() < 0.12:
            continue  # RIBs and some visiting boats hold no contract
        fits = [x for x in berths if x[3] >= b[5]] or [berths[-1]]
        if rng.random() < 0.04:  # a few boats overhang their berth
            fits = [x for x in berths if b[5] - 150 < x[3] < b[5]] or fits
        periods = 1 if rng.random() < 0.7 else 2
        start = day(rng, "2021-01-01", "2023-06-30")
        for p in range(periods):
            cid += 1
            berth = rng.choice(fits)
            months = rng.choice([6, 12, 12, 24])
            end = start + dt.timedelta(days=30 * months)
            open_ended = p == periods - 1 and rng.random() < 0.5
            fee = unique_int(rng, berth[7] * 20, berth[7] * 28, fees)
            auto = "Y" if open_ended or rng.random() < 0.3 else "N"
            contracts.append((cid, berth[0], b[0], iso(start), None if open_ended else iso(end), fee, auto))
            start = end + dt.timedelta(days=1)

    services = [(i, *s) for i, s in enumerate(SERVICES, start=1)]
    orders = []
    for o in range(1, 621):
        boat = rng.choice(boats)
        sid = rng.choices(range(1, 12), [10, 12, 6, 9, 5, 20, 10, 14, 3, 4, 5])[0]  # teak restoration never bought
        if boat[3] != "S" and sid in (9, 10):
            sid = 2
        unit = SERVICES[sid - 1][1]
        qty = {"litre": rng.randint(40, 900), "kWh": rng.randint(20, 600), "month": rng.randint(1, 6)}.get(unit, 1)
        total = qty * SERVICES[sid - 1][2]
        if owners[boat[2] - 1][5] == "Y":
            total = total * 9 // 10
        when = day(rng, "2023-01-01", "2025-06-30")
        paid = "N" if when >= dt.date(2025, 5, 1) and rng.random() < 0.5 or rng.random() < 0.04 else "Y"
        orders.append((o, boat[0], sid, iso(when), qty, total, paid))
    return {"owner": owners, "berth": berths, "boat": boats, "berthContract": contracts, "service": services, "serviceOrder": orders}
