"""Music festival (plural lower-case tables, camelCase columns, booleans as text 'true'/'false', ISO
country codes unexplained): stages, genres, artists, artistGenres (many-to-many), performances (two FKs to
artists: artistId, guestArtistId), ticketTypes, ticketSales. Fees / prices in euro cents (fees unique),
set lengths in minutes."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

STAGES = [("Main Stage", 30000, "false"), ("Lakeside", 12000, "false"), ("The Hangar", 5000, "true"),
          ("Forest Stage", 3500, "false"), ("Club Tent", 2500, "true"), ("Acoustic Barn", 800, "true"),
          ("Kids Corner", 400, "false")]  # Kids Corner has no performances
GENRES = ["rock", "indie", "electronic", "hip hop", "pop", "folk", "jazz", "metal", "techno", "soul",
          "reggae", "classical"]  # classical: no artists
ARTISTS = [("The Velvet Foxes", "GB", 2009, 4), ("Nordlys", "NO", 2015, 3), ("DJ Kaito", "JP", None, 1),
           ("Mara Lindqvist", "SE", None, 1), ("Los Hermanos Ruiz", "ES", 1998, 5), ("Glasshouse", "GB", 2012, 4),
           ("Saint Ember", "US", 2016, 3), ("Kollektiv 82", "DE", 2011, 6), ("Amélie Roux", "FR", None, 1),
           ("Brass Republic", "NL", 2005, 9), ("MC Lotus", "US", None, 1), ("Iron Meridian", "FI", 1997, 5),
           ("Paper Lanterns", "IE", 2018, 4), ("Sofía Marín", "ES", None, 1), ("Neon Harbour", "NL", 2019, 2),
           ("Kwame Osei Trio", "GH", 2010, 3), ("Wolfram & the Wires", "DE", 2014, 4), ("Low Tide", "AU", 2013, 3),
           ("草东街乐队", "CN", 2012, 4), ("Hana Park", "KR", None, 1), ("The O'Malley Sisters", "IE", 2008, 3),
           ("Subterra", "BE", 2017, 2), ("Velvet Static", "US", 2020, 4), ("Ocean Drive Collective", "US", 2006, 7),
           ("Tove & Teo", "DK", 2021, 2), ("Black Lagoon", "GB", 1994, 5), ("Dub Atlas", "JM", 2003, 6),
           ("Lina Baptiste", "FR", None, 1), ("Moonwalker", "DE", None, 1), ("The Early Hours", "GB", 2016, 4),
           ("Zeynep Kaya", "TR", None, 1), ("Northern Choir", "IS", 2011, 12), ("Rust & Bone", "CA", 2009, 3),
           ("Aurora Vale", "NO", None, 1), ("Pixel Kids", "NL", 2022, 3), ("Grey Arcade", "GB", 2014, 4),
           ("Mateo Silva", "PT", None, 1), ("Sundown Society", "US", 2001, 5), ("Kira Nova", "DE", None, 1),
           ("Hollow Pines", "CA", 2015, 4), ("Bassline Bureau", "GB", 2018, 2), ("Yuki & The Yetis", "JP", 2016, 4),
           ("Cosmo Gold", "US", None, 1), ("Rita Ferreira", "BR", None, 1), ("The Quiet Storm", "GB", 1999, 6),
           ("Elektra Bloom", "IT", 2019, 2), ("Fado Novo", "PT", 2012, 3), ("Tall Grass", "US", 2010, 5),
           ("Noor", "EG", None, 1), ("Skyline Drifters", "AU", 2017, 4), ("Marek Nowak", "PL", None, 1),
           ("Golden Hour", "NL", 2020, 3), ("Velocity", "BE", 2008, 2), ("Liang Yu", "CN", None, 1),
           ("Static Youth", "GB", 2023, 4)]  # Static Youth: booked, never performs
ARTIST_GENRES = {1: [0, 1], 2: [5, 1], 3: [2, 8], 4: [4, 5], 5: [10, 4], 6: [1], 7: [0, 1], 8: [2, 8],
                 9: [4], 10: [6, 9], 11: [3], 12: [7], 13: [1, 5], 14: [4], 15: [2, 4], 16: [6], 17: [0],
                 18: [1, 2], 19: [0, 1], 20: [4, 2], 21: [5], 22: [8], 23: [0, 7], 24: [9, 3, 6], 25: [4, 1],
                 26: [7, 0], 27: [10], 28: [9, 4], 29: [8, 2], 30: [1], 31: [4, 5], 32: [5], 33: [0],
                 34: [4, 2], 35: [4], 36: [1, 0], 37: [5, 6], 38: [9, 0], 39: [8], 40: [5, 1], 41: [2],
                 42: [1, 4], 43: [3, 4], 44: [9], 45: [9, 6], 46: [2, 4], 47: [5], 48: [5, 0], 49: [3, 2],
                 50: [1, 4], 51: [6], 52: [4], 53: [8, 2], 54: [4], 55: [0]}
TICKETS = [("Day Ticket Friday", 8900, 1, "false"), ("Day Ticket Saturday", 9900, 1, "false"),
           ("Day Ticket Sunday", 7900, 1, "false"), ("Weekend Pass", 21900, 3, "false"),
           ("Weekend Pass + Camping", 26500, 3, "false"), ("VIP Weekend", 49500, 3, "true"),
           ("VIP Day Saturday", 22500, 1, "true"), ("Student Weekend", 15900, 3, "false")]
COUNTRIES = ["NL", "NL", "NL", "NL", "DE", "DE", "BE", "BE", "GB", "FR", "DK", "US", "ES"]
PROMOS = ["EARLYBIRD", "LAKE10", "STUDENT5", "FRIENDS"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    stages = [(i, *s) for i, s in enumerate(STAGES, start=1)]
    genres = [(i, g) for i, g in enumerate(GENRES, start=1)]
    fees: set[int] = set()
    artists = []
    for i, a in enumerate(ARTISTS, start=1):
        fee = unique_int(rng, 150000, 2500000, fees, step=500)
        if i in (1, 12, 24, 26, 38):
            fee = unique_int(rng, 6000000, 18000000, fees, step=5000)
        email = None if rng.random() < 0.25 else f"booking{i}@agency.example"
        artists.append((i, *a, fee, email))
    links = [(a, g + 1) for a, gs in ARTIST_GENRES.items() for g in gs]
    links.sort()
    perfs: list[list[object]] = []
    days = [dt.date(2024, 7, 12), dt.date(2024, 7, 13), dt.date(2024, 7, 14)]
    headliners = {1: (0, 1), 12: (1, 1), 24: (2, 1), 26: (0, 2), 38: (2, 2), 6: (1, 2)}
    booked = set()
    for aid, (d, stage) in headliners.items():
        perfs.append([aid, None, stage, dt.datetime.combine(days[d], dt.time(22, 0)), rng.choice([90, 105, 120]),
                      "true", "false"])
        booked.add((aid, d))
    for aid in range(1, 55):
        n = 1 if rng.random() < 0.6 else 2
        for _ in range(n):
            d = rng.randrange(3)
            if (aid, d) in booked:
                continue
            booked.add((aid, d))
            stage = rng.choices(range(1, 7), [10, 14, 16, 16, 14, 8])[0]
            hour = rng.choice([12, 13, 14, 15, 16, 17, 18, 19, 20])
            start = dt.datetime.combine(days[d], dt.time(hour, rng.choice([0, 15, 30, 45])))
            dur = rng.choice([40, 45, 50, 60, 60, 75]) if stage != 6 else rng.choice([30, 35, 40])
            guest = None
            if rng.random() < 0.12:
                guest = rng.choice([x for x in range(1, 55) if x != aid])
            cancelled = "true" if rng.random() < 0.05 else "false"
            perfs.append([aid, guest, stage, start, dur, "false", cancelled])
    perfs.sort(key=lambda p: (p[3], p[2]))
    perf_rows = [(i, p[0], p[1], p[2], iso(p[3]), p[4], p[5], p[6]) for i, p in enumerate(perfs, start=1)]  # type: ignore[arg-type]
    tickets = [(i, *t) for i, t in enumerate(TICKETS, start=1)]
    sales = []
    start = dt.datetime(2024, 1, 15, 10, 0)
    for _ in range(560):
        tt = rng.choices(range(1, 9), [9, 12, 7, 22, 14, 4, 3, 8])[0]
        when = start + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 178))
        qty = rng.choices([1, 2, 3, 4, 6], [40, 35, 10, 12, 3])[0]
        promo = None
        if when < dt.datetime(2024, 3, 1) and rng.random() < 0.5:
            promo = "EARLYBIRD"
        elif rng.random() < 0.15:
            promo = rng.choice(PROMOS[1:]) if tt != 8 else "STUDENT5"
        refunded = "true" if rng.random() < 0.04 else "false"
        sales.append([tt, when, qty, rng.choice(COUNTRIES), promo, refunded])
    sales.sort(key=lambda s: s[1])
    sale_rows = [(i, s[0], iso(s[1]), *s[2:]) for i, s in enumerate(sales, start=1)]  # type: ignore[arg-type]
    return {"stages": stages, "genres": genres, "artists": artists, "artistGenres": links,
            "performances": perf_rows, "ticketTypes": tickets, "ticketSales": sale_rows}
