"""Car-sharing fleet (snake_case, plural tables): zones, members, vehicles, trips, maintenance.

Free-floating car sharing in three Canadian cities. Trips have two foreign keys to zones (start and
end); a trip still running has NULL end zone / end time / duration / distance / fare. Members may be
referred by another member (self reference). Fares in integer cents (CAD), distances in metres.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

ZONES = [
    ("Union Station", "Toronto", 0, 40), ("Liberty Village", "Toronto", 0, 25), ("The Annex", "Toronto", 0, 18),
    ("Pearson Airport", "Toronto", 1, 60), ("Scarborough Town Centre", "Toronto", 0, 20),
    ("Plateau Mont-Royal", "Montreal", 0, 22), ("Vieux-Port", "Montreal", 0, 16), ("Trudeau Airport", "Montreal", 1, 45),
    ("Griffintown", "Montreal", 0, 14),
    ("Kitsilano", "Vancouver", 0, 20), ("Gastown", "Vancouver", 0, 15), ("YVR Airport", "Vancouver", 1, 50),
    ("Mount Pleasant", "Vancouver", 0, 12), ("North Vancouver Quay", "Vancouver", 0, 10),
]
CARS = [  # make, model, powertrain, seats
    ("Toyota", "Corolla", "HY", 5), ("Toyota", "Prius", "HY", 5), ("Toyota", "RAV4", "HY", 5),
    ("Tesla", "Model 3", "EV", 5), ("Tesla", "Model Y", "EV", 7), ("Hyundai", "Kona Electric", "EV", 5),
    ("Kia", "Niro EV", "EV", 5), ("Honda", "Civic", "IC", 5), ("Mazda", "CX-5", "IC", 5),
    ("Chevrolet", "Bolt", "EV", 5), ("Ford", "Transit Connect", "IC", 2), ("Volkswagen", "ID.4", "EV", 5),
]
FIRST = ("Liam Olivia Noah Emma Ethan Chloe Lucas Sophie Mia Jacob Wei Mei Arjun Priya Omar Fatima Gabriel "
         "Camille Mathieu Zoe Hiroshi Yuki Daniel Hannah Marc-Andre Amelie Raj Sara Ming Jun").split()
LAST = ("Tremblay Gagnon Roy Smith Brown Wilson Martin Lee Chen Wang Patel Singh Nguyen Kim Leblanc "
        "Bouchard Cote Campbell MacDonald O'Brien Li Zhang Fortin Morin Anderson Taylor Dubois Ahmed").split()
JOBS = ["tyres", "battery check", "cleaning", "body repair", "service", "inspection", "windshield"]
GARAGES = {"Toronto": ["Queen West Auto", "Dundas Fleet Care"], "Montreal": ["Garage St-Laurent"],
           "Vancouver": ["Main Street Motors", "Pacific EV Service"]}
PROMOS = ["WELCOME10", "SPRING24", "AIRPORT5", "STUDENT"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    zones = [(i, *z) for i, z in enumerate(ZONES, start=1)]
    city_zones = {c: [z[0] for z in zones if z[2] == c] for c in ("Toronto", "Montreal", "Vancouver")}

    members: list[tuple[object, ...]] = []
    for i in range(1, 321):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if i in (57, 203):
            first, last = "Sophie", "Tremblay"  # namesakes
        email = None if rng.random() < 0.15 else f"{first}.{last}{i}@mail.example".lower().replace("'", "")
        plan = rng.choices(["PAYG", "MONTH", "BIZ"], [55, 35, 10])[0]
        joined = day(rng, "2021-03-01", "2024-06-30")
        birth = None if rng.random() < 0.1 else rng.randint(1955, 2004)
        verified = 0 if rng.random() < 0.06 else 1
        referred = rng.randint(1, i - 1) if i > 20 and rng.random() < 0.18 else None
        members.append((i, first, last, email, plan, iso(joined), birth, verified, referred))

    vehicles: list[tuple[object, ...]] = []
    odos: set[int] = set()
    for i in range(1, 91):
        make, model, power, seats = rng.choice(CARS)
        year = rng.randint(2018, 2024)
        home = rng.choice(zones)[0]
        plate = f"{rng.choice('ABCDEFGHJKLMNPRSTVWXY')}{rng.choice('ABCDEFGHJKLMNPRSTVWXY')}{rng.choice('ABCDEFGHJKLMNPRSTVWXY')}{rng.choice('ABCDEFGHJKLMNPRSTVWXY')} {rng.randint(100, 999)}"
        odo = unique_int(rng, 4000, 140000, odos)
        added = day(rng, f"{max(year, 2021)}-01-15", "2024-03-31")
        in_service = 0 if i in (7, 33, 61, 88) else 1
        vehicles.append((i, plate, make, model, power, seats, year, odo, home, in_service, iso(added)))
    vehicles.append((91, "CSHR 001", "Polestar", "2", "EV", 5, 2024, 150, 12, 1, "2024-06-28"))  # never driven

    zone_city = {z[0]: z[2] for z in zones}
    trips: list[list[object]] = []
    durations: set[int] = set()
    fares: set[int] = set()
    dists: set[int] = set()
    active_members = [m for m in members if m[7] == 1 and m[0] not in range(300, 321)]  # 300-320 never drove
    for _ in range(720):
        m = rng.choice(active_members)
        v = rng.choice(vehicles[:90])
        start_zone = int(str(v[8])) if rng.random() < 0.5 else rng.choice(city_zones[zone_city[int(str(v[8]))]])
        start = dt.datetime.combine(day(rng, max(str(m[5]), str(v[10]), "2024-01-01"), "2024-06-30"),
                                    dt.time(rng.randint(6, 23), rng.randint(0, 59), rng.randint(0, 59)))
        dur = unique_int(rng, 420, 5 * 3600 if rng.random() < 0.93 else 30 * 3600, durations)
        dist = unique_int(rng, 900, 220000, dists) if dur > 600 else unique_int(rng, 300, 4000, dists)
        dist = min(dist, dur * 25) if dist > dur * 25 else dist
        while dist in dists and dist != 0:
            dist += 1
        dists.add(dist)
        fare = min(dur // 60 * 41, 9900 + dur // 3600 * 1200) + dist // 1000 * 22 + rng.randint(0, 30)
        while fare in fares:
            fare += 1
        fares.add(fare)
        end_zone = rng.choice(city_zones[zone_city[start_zone]])
        promo = rng.choice(PROMOS) if rng.random() < 0.12 else None
        trips.append([m[0], v[0], start_zone, end_zone, start, start + dt.timedelta(seconds=dur), dur, dist, fare, promo])
    trips.sort(key=lambda t: (t[4], t[0]))
    for t in trips[-9:]:  # still running at the data cut (2024-06-30)
        t[3] = t[5] = t[6] = t[7] = t[8] = None
    trip_rows = [(i, t[0], t[1], t[2], t[3], iso(t[4]), iso(t[5]), t[6], t[7], t[8], t[9])
                 for i, t in enumerate(trips, start=1)]

    jobs: list[tuple[object, ...]] = []
    costs: set[int] = set()
    for _ in range(170):
        v = rng.choice(vehicles[:90])
        opened = day(rng, max(str(v[10]), "2023-01-01"), "2024-06-30")
        jt = rng.choice(JOBS)
        if jt == "battery check" and v[4] == "IC":
            jt = "service"
        closed = None if opened >= dt.date(2024, 6, 20) and rng.random() < 0.7 else opened + dt.timedelta(days=rng.randint(0, 12))
        garage = rng.choice(GARAGES[zone_city[int(str(v[8]))]])
        cost = None if rng.random() < 0.12 else unique_int(rng, 2500, 320000 if jt == "body repair" else 90000, costs)
        jobs.append([v[0], jt, opened, iso(closed) if closed else None, garage, cost])
    jobs.sort(key=lambda j: (j[2], j[0]))
    job_rows = [(i, j[0], j[1], iso(j[2]), j[3], j[4], j[5]) for i, j in enumerate(jobs, start=1)]
    return {"zones": zones, "members": members, "vehicles": vehicles, "trips": trip_rows, "maintenance": job_rows}
