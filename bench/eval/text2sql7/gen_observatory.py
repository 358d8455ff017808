"""Ridgeback Hill Public Observatory in Wales (plural lower-case / camelCase tables and columns, no code
comments): telescopes, observers, skyObjects, sessions, observations. Flags stored as text 'true'/'false';
apertures in mm, session length in minutes, exposures in seconds (totals unique). observers.mentorId is a
self reference, sessions has two foreign keys to observers (observerId, supervisorId); observations links
sessions<->skyObjects. Visual observations have NULL filterBand / frames / totalExposureSec; solar-system
bodies have NULL constellation and distanceLy."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

TELESCOPES = [("Big Dob", "Newtonian", 600, 3000, "alt-az", "false", 2006, None),
              ("Herschel Refractor", "refractor", 150, 1200, "equatorial", "false", 1998, None),
              ("Brecon RC", "Ritchey-Chretien", 500, 4000, "equatorial", "true", 2016, None),
              ("Beacons SCT", "Schmidt-Cassegrain", 356, 3910, "fork", "false", 2009, None),
              ("RoboSCT", "Schmidt-Cassegrain", 280, 2800, "equatorial", "true", 2019, None),
              ("Wide-field Astrograph", "refractor", 106, 530, "equatorial", "true", 2021, None),
              ("Cooke Refractor", "refractor", 200, 3000, "equatorial", "false", 1932, "2023-10-31"),
              ("Solar H-alpha", "solar", 90, 500, "alt-az", "false", 2025, None)]  # first light 2025: no sessions
VISUAL_SHARE = {1: 0.9, 2: 0.6, 3: 0.0, 4: 0.25, 5: 0.0, 6: 0.0, 7: 1.0}
# catalogId, commonName, type, constellation, magnitude, distance in light years
OBJECTS = [
    ("M31", "Andromeda Galaxy", "galaxy", "Andromeda", "3.4", 2537000),
    ("M33", "Triangulum Galaxy", "galaxy", "Triangulum", "5.7", 2730000),
    ("M51", "Whirlpool Galaxy", "galaxy", "Canes Venatici", "8.4", 23000000),
    ("M81", "Bode's Galaxy", "galaxy", "Ursa Major", "6.9", 11800000),
    ("M82", "Cigar Galaxy", "galaxy", "Ursa Major", "8.4", 11500000),
    ("M101", "Pinwheel Galaxy", "galaxy", "Ursa Major", "7.9", 20900000),
    ("M104", "Sombrero Galaxy", "galaxy", "Virgo", "8.0", 31100000),
    ("M87", "Virgo A", "galaxy", "Virgo", "8.6", 53500000),
    ("M77", "Cetus A", "galaxy", "Cetus", "8.9", 47000000),
    ("NGC 891", None, "galaxy", "Andromeda", "9.9", 30000000),
    ("NGC 4565", "Needle Galaxy", "galaxy", "Coma Berenices", "10.4", 40000000),
    ("HCG 92", "Stephan's Quintet", "galaxy group", "Pegasus", "13.6", 290000000),
    ("3C 273", None, "quasar", "Virgo", "12.9", 2443000000),
    ("M42", "Orion Nebula", "nebula", "Orion", "4.0", 1344),
    ("M43", "De Mairan's Nebula", "nebula", "Orion", "9.0", 1600),
    ("IC 434", "Horsehead Nebula", "nebula", "Orion", "6.8", 1375),
    ("NGC 7000", "North America Nebula", "nebula", "Cygnus", "4.0", 2590),
    ("NGC 2237", "Rosette Nebula", "nebula", "Monoceros", "9.0", 5200),
    ("M16", "Eagle Nebula", "nebula", "Serpens", "6.0", 7000),
    ("M8", "Lagoon Nebula", "nebula", "Sagittarius", "6.0", 4100),
    ("M20", "Trifid Nebula", "nebula", "Sagittarius", "6.3", 5200),
    ("M57", "Ring Nebula", "planetary nebula", "Lyra", "8.8", 2570),
    ("M27", "Dumbbell Nebula", "planetary nebula", "Vulpecula", "7.5", 1360),
    ("M97", "Owl Nebula", "planetary nebula", "Ursa Major", "9.9", 2030),
    ("NGC 7293", "Helix Nebula", "planetary nebula", "Aquarius", "7.6", 655),
    ("M1", "Crab Nebula", "supernova remnant", "Taurus", "8.4", 6500),
    ("NGC 6960", "Western Veil Nebula", "supernova remnant", "Cygnus", "7.0", 2400),
    ("M45", "Pleiades", "open cluster", "Taurus", "1.6", 444),
    ("M44", "Beehive Cluster", "open cluster", "Cancer", "3.7", 577),
    ("NGC 869", "h Persei", "open cluster", "Perseus", "3.7", 7500),
    ("NGC 884", "chi Persei", "open cluster", "Perseus", "3.8", 7600),
    ("M35", None, "open cluster", "Gemini", "5.3", 2800),
    ("M37", None, "open cluster", "Auriga", "6.2", 4500),
    ("M13", "Great Hercules Cluster", "globular cluster", "Hercules", "5.8", 22200),
    ("M92", None, "globular cluster", "Hercules", "6.4", 26700),
    ("M3", None, "globular cluster", "Canes Venatici", "6.2", 33900),
    ("M15", None, "globular cluster", "Pegasus", "6.2", 35700),
    ("M5", None, "globular cluster", "Serpens", "5.6", 24500),
    ("NGC 5139", "Omega Centauri", "globular cluster", "Centaurus", "3.9", 17090),  # too far south: never observed
    ("Beta Cyg", "Albireo", "double star", "Cygnus", "3.1", 430),
    ("Zeta UMa", "Mizar", "double star", "Ursa Major", "2.2", 83),
    ("Epsilon Lyr", "Double Double", "double star", "Lyra", "4.7", 162),
    ("Alpha Lyr", "Vega", "star", "Lyra", "0.0", 25),
    ("Alpha Ori", "Betelgeuse", "star", "Orion", "0.5", 548),
    ("Alpha CMa", "Sirius", "star", "Canis Major", "-1.5", 9),
    ("Moon", "Moon", "moon", None, "-12.7", None),
    ("Venus", "Venus", "planet", None, "-4.2", None),
    ("Mars", "Mars", "planet", None, "-1.0", None),
    ("Jupiter", "Jupiter", "planet", None, "-2.5", None),
    ("Saturn", "Saturn", "planet", None, "0.6", None),
    ("Uranus", "Uranus", "planet", None, "5.7", None),
    ("Neptune", "Neptune", "planet", None, "7.8", None),
    ("12P", "Pons-Brooks", "comet", None, "4.5", None),
    ("C/2023 A3", "Tsuchinshan-ATLAS", "comet", None, "2.9", None),
    ("4 Vesta", "Vesta", "asteroid", None, "6.5", None),  # never observed
]
NEVER = {"NGC 5139", "4 Vesta"}
# months in which an object is well placed (northern-hemisphere evenings)
SEASON = {"Andromeda": [8, 9, 10, 11, 12, 1], "Triangulum": [9, 10, 11, 12, 1], "Canes Venatici": [2, 3, 4, 5, 6],
          "Ursa Major": [1, 2, 3, 4, 5, 6, 11, 12], "Virgo": [3, 4, 5, 6], "Cetus": [10, 11, 12],
          "Coma Berenices": [3, 4, 5], "Pegasus": [8, 9, 10, 11], "Orion": [11, 12, 1, 2, 3], "Cygnus": [6, 7, 8, 9, 10],
          "Monoceros": [12, 1, 2, 3], "Serpens": [5, 6, 7, 8], "Sagittarius": [7, 8], "Lyra": [5, 6, 7, 8, 9, 10],
          "Vulpecula": [6, 7, 8, 9, 10], "Aquarius": [9, 10], "Taurus": [10, 11, 12, 1, 2, 3], "Cancer": [1, 2, 3, 4],
          "Perseus": [9, 10, 11, 12, 1, 2], "Gemini": [12, 1, 2, 3], "Auriga": [11, 12, 1, 2, 3], "Hercules": [5, 6, 7, 8, 9],
          "Canis Major": [1, 2, 3]}
PLANET_MONTHS = {"Moon": list(range(1, 13)), "Venus": [1, 2, 11, 12], "Mars": [1, 2, 11, 12], "Jupiter": [1, 2, 3, 10, 11, 12],
                 "Saturn": [7, 8, 9, 10, 11], "Uranus": [10, 11, 12, 1], "Neptune": [8, 9, 10]}
COMETS = {"12P": ("2024-03-01", "2024-04-20"), "C/2023 A3": ("2024-10-12", "2024-10-31")}
FIRST = ["Gareth", "Rhys", "Sian", "Bethan", "Dylan", "Cerys", "Owain", "Ffion", "Huw", "Megan", "Aled", "Carys",
         "Tom", "Emma", "James", "Sophie", "Oliver", "Lucy", "Harry", "Charlotte", "Jack", "Amelia", "George", "Isla",
         "Priya", "Arjun", "Wei", "Li", "Hana", "Kenji", "Marta", "Piotr", "Ana", "Lars", "Ingrid", "Siobhan"]
LAST = ["Jones", "Davies", "Williams", "Evans", "Thomas", "Roberts", "Hughes", "Lewis", "Morgan", "Griffiths",
        "Price", "Powell", "Pritchard", "Rees", "Owen", "Jenkins", "Smith", "Taylor", "Brown", "Walker", "Patel",
        "Zhang", "Chen", "Nowak", "Kowalski", "Larsen", "O'Neill", "Ap Rhys", "Llewellyn", "Vaughan"]
TOWNS = ["Brecon", "Brecon", "Cardiff", "Cardiff", "Swansea", "Abergavenny", "Hay-on-Wye", "Merthyr Tydfil",
         "Newport", "Hereford", "Bristol", "Llandovery", "Crickhowell"]
FILTERS = ["L", "R", "G", "B", "Ha", "OIII", "SII", "OSC"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    telescopes = [(i, *t) for i, t in enumerate(TELESCOPES, start=1)]
    observers: list[tuple[object, ...]] = []
    used: set[str] = set()
    plan = ["staff"] * 8 + ["member"] * 82 + ["student"] * 34 + ["visitor"] * 16
    for oid, kind in enumerate(plan, start=1):
        for _ in range(50):
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in used:
                break
        used.add(name)
        town = rng.choice(TOWNS)
        email = None if rng.random() < 0.14 else name.lower().replace(" ", ".").replace("'", "") + "@" + rng.choice(["gmail.com", "btinternet.com", "outlook.com"])
        joined = day(rng, "2008-01-01", "2014-12-31") if kind == "staff" else day(rng, "2010-01-01", "2024-11-30")
        certified = "true" if kind == "staff" or (kind == "member" and rng.random() < 0.5) else "false"
        mentors = [o[0] for o in observers if o[6] == "true" and o[2] in ("staff", "member")]
        mentor = rng.choice(mentors) if kind in ("student", "member") and mentors and certified == "false" and rng.random() < 0.8 else None
        observers.append((oid, name, kind, town, email, iso(joined), certified, mentor))
    # a second Rhys Morgan (namesake) who joined last and never booked
    observers.append((141, "Rhys Morgan", "member", "Cardiff", None, "2024-12-09", "false", None))
    if sum(1 for o in observers if o[1] == "Rhys Morgan") < 2:
        first_free = next(o for o in observers if o[2] == "member" and o[7] is None and o[0] > 20)
        email = None if first_free[4] is None else "rhys.morgan@" + first_free[4].split("@")[1]
        observers[first_free[0] - 1] = (first_free[0], "Rhys Morgan", first_free[2], first_free[3], email, *first_free[5:])

    objects = [(i, *o[:4], o[4], o[5]) for i, o in enumerate(OBJECTS, start=1)]
    supervisors = [o[0] for o in observers if o[6] == "true"]
    bookers = [o for o in observers[:140] if rng.random() < 0.6 or o[2] == "staff"]
    weights = [6 if o[2] == "staff" else 3 if o[6] == "true" else 1 for o in bookers]
    sessions, observations = [], []
    exposures: set[int] = set()
    obs_id = 0
    for sid in range(1, 391):
        when = day(rng, "2023-01-05", "2024-12-20")
        tel = rng.choices(range(1, 8), [20, 12, 14, 12, 14, 10, 6])[0]
        if tel == 7 and when > dt.date(2023, 10, 31):
            tel = 2
        who = rng.choices(bookers, weights)[0]
        robotic = telescopes[tel - 1][6] == "true"
        supervisor = None if robotic or who[6] == "true" else rng.choice([s for s in supervisors if s != who[0]])
        if supervisor is not None and who[7] is not None and rng.random() < 0.4:
            supervisor = who[7]  # often the observer's own mentor
        hour = 18 if when.month in (11, 12, 1, 2) else 20 if when.month in (3, 4, 9, 10) else 21
        start = dt.datetime(when.year, when.month, when.day, hour + rng.randint(0, 2), rng.choice([0, 15, 30, 45]))
        duration = rng.choice([60, 90, 120, 120, 180, 240]) if not robotic else rng.choice([180, 240, 300, 360, 480])
        status = rng.choices(["completed", "clouded out", "cancelled", "no-show"], [72, 18, 8, 2])[0]
        guests = 0 if robotic else rng.choices([0, 1, 2, 3, 4, 6, 8, 12], [30, 20, 15, 10, 10, 6, 5, 4])[0]
        sessions.append((sid, tel, who[0], supervisor, iso(start), duration, status, guests))
        if status != "completed":
            continue
        visible = [o for o in objects if o[1] not in NEVER and (
            (o[4] and when.month in SEASON[o[4]]) or when.month in PLANET_MONTHS.get(o[1], [])
            or (o[1] in COMETS and COMETS[o[1]][0] <= iso(when) <= COMETS[o[1]][1]))]
        count = rng.choice([1, 2, 2, 3, 4]) if not robotic else rng.choice([1, 1, 2])
        for target in rng.sample(visible, min(count, len(visible))):
            obs_id += 1
            visual = rng.random() < VISUAL_SHARE[tel]
            seeing = None if rng.random() < 0.2 else f"{rng.randint(12, 45) / 10:.1f}"
            if visual:
                observations.append((obs_id, sid, target[0], None, None, None, seeing, "false"))
                continue
            planetary = target[3] in ("planet", "moon")
            band = "OSC" if planetary or tel == 6 and rng.random() < 0.5 else rng.choice(FILTERS[:7])
            per_frame = rng.choice([1, 2, 5]) if planetary else rng.choice([60, 120, 180, 300, 600])
            budget = duration * 60 // count
            frames = max(1, min(budget // per_frame // 2, rng.randint(5, 120 if not planetary else 400)))
            total = frames * per_frame + rng.randint(0, 59)
            while total in exposures:
                total += 1
            exposures.add(total)
            published = "true" if rng.random() < 0.15 else "false"
            observations.append((obs_id, sid, target[0], band, frames, total, seeing, published))
    return {"telescopes": telescopes, "observers": observers, "skyObjects": objects, "sessions": sessions,
            "observations": observations}
