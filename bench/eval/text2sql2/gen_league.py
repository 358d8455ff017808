"""Football league (PascalCase): Teams, Referees, Players, Matches (home and away team), Goals.

One season (2023-24) of a 16-team double round robin. The last round has no result yet (NULL
goals, attendance and referee). Goal times are stored in seconds since kick-off.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

TEAMS = [
    # name, city, founded year, stadium, capacity
    ("Ashford Rovers", "Ashford", 1884, "Meadow Lane", 18250),
    ("Blackwater Athletic", "Blackwater", 1902, "The Wharf", 12400),
    ("Castleton United", "Castleton", 1879, "Castle Park", 31870),
    ("Dunmore City", "Dunmore", 1894, "Highfield Road", 27615),
    ("Eastport Wanderers", "Eastport", 1888, "Harbour Ground", 22930),
    ("Fairhaven FC", "Fairhaven", 1921, "Seaview Stadium", 15105),
    ("Glenbrook Albion", "Glenbrook", 1899, "Mill Street", 19480),
    ("Hollins Town", "Hollins", 1911, "Station Road", 9870),
    ("Ironbridge Rangers", "Ironbridge", 1876, "Foundry Park", 41200),
    ("Kingsway Athletic", "London", 1905, "Kingsway Stadium", 36540),
    ("London Forest", "London", 1883, "Forest Lane", 52300),
    ("Marston Villa", "Marston", 1897, "Villa Park Road", 24760),
    ("Northgate United", "Northgate", 1890, "Northgate Arena", 33150),
    ("Redcliffe County", "Redcliffe", 1932, "County Ground", 13690),
    ("Southbay Harriers", "Southbay", 2003, "Bayside Park", 8420),
    ("Westfield Rovers", "London", 1919, "Westfield Common", 28805),
]
REFEREES = [
    ("Michael Oliver", "England"),
    ("Anthony Taylor", "England"),
    ("Sian Massey", "England"),
    ("Craig Pawson", "England"),
    ("Rebecca Welch", "England"),
    ("Gavin Duncan", "Scotland"),
    ("Bryn Lewis", "Wales"),
    ("Declan Murphy", "Ireland"),
    ("Paul Tierney", "England"),
    ("Stuart Attwell", "England"),
    ("Kevin Friend", "England"),
    ("Hamish Reid", "Scotland"),
]
# nationality -> (first names, last names)
NAMES = {
    "England": (
        "Harry Jack James Oliver George Charlie Jacob Thomas Ben Luke Callum Jordan Mason Ryan Declan".split(),
        "Smith Jones Taylor Brown Wilson Walker Wright Green Hall Wood Clarke Hughes Bennett Cole Foster".split(),
    ),
    "Scotland": ("Ross Scott Kieran Andy Calum Fraser".split(), "McGregor Robertson Fraser Campbell Stewart Reid".split()),
    "Ireland": ("Sean Conor Cian Darragh Evan".split(), "O'Brien Murphy Kelly O'Shea Byrne Doyle".split()),
    "Wales": ("Rhys Gareth Dylan Owen".split(), "Davies Evans Roberts Llewellyn".split()),
    "France": ("Lucas Hugo Theo Antoine Kylian".split(), "Martin Bernard Dubois Lefevre Moreau".split()),
    "Spain": ("Pablo Alvaro Sergio Dani Iker".split(), "Garcia Lopez Martinez Sanchez Romero".split()),
    "Brazil": ("Joao Gabriel Matheus Rafael".split(), "Silva Santos Oliveira Souza Costa".split()),
    "Nigeria": ("Emeka Tunde Chidi Samuel".split(), "Okafor Adeyemi Eze Balogun".split()),
    "Netherlands": ("Daan Sem Jesse Milan".split(), ["de Jong", "van Dijk", "Bakker", "Visser"]),
    "Germany": ("Leon Felix Jonas Niklas".split(), "Muller Schmidt Becker Hoffmann".split()),
    "Japan": ("Takumi Kaoru Daichi Ritsu".split(), "Tanaka Mitoma Endo Ito".split()),
    "China": ("Wu Zhang Li Wang".split(), "Lei Yuning Ke Shangyuan".split()),
    "Portugal": ("Diogo Bruno Ruben Joao".split(), "Ferreira Pereira Neves Dias".split()),
}
NATION_WEIGHTS = {
    "England": 40, "Scotland": 8, "Ireland": 7, "Wales": 5, "France": 6, "Spain": 6, "Brazil": 5,
    "Nigeria": 5, "Netherlands": 4, "Germany": 4, "Japan": 3, "China": 2, "Portugal": 4,
}
SQUAD = [("Goalkeeper", 3), ("Defender", 7), ("Midfielder", 7), ("Forward", 5)]
SCORING_WEIGHT = {"Goalkeeper": 0.02, "Defender": 0.5, "Midfielder": 1.3, "Forward": 3.0}
SEASON_START = dt.date(2023, 8, 12)  # a Saturday; one round per week (30 rounds)
SLOTS = [(5, 12, 30), (5, 15, 0), (5, 15, 0), (5, 15, 0), (5, 17, 30), (6, 14, 0), (6, 16, 30), (4, 20, 0)]


def poisson(rng: random.Random, mean: float) -> int:
    limit, k, p = pow(2.718281828459045, -mean), 0, 1.0
    while True:
        p *= rng.random()
        if p < limit:
            return k
        k += 1


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    teams = [(i, *t) for i, t in enumerate(TEAMS, start=1)]
    referees = [(i, *r) for i, r in enumerate(REFEREES, start=1)]

    players: list[tuple[object, ...]] = []
    names: set[str] = set()
    values: set[int] = set()
    nations, weights = list(NATION_WEIGHTS), list(NATION_WEIGHTS.values())
    strength = {team_id: rng.uniform(0.75, 1.35) for team_id in range(1, len(TEAMS) + 1)}
    strength[11], strength[9], strength[15] = 1.5, 1.42, 0.6  # a clear champion and a clear last

    def new_player(team_id: int | None, position: str, shirt: int | None) -> None:
        while True:
            nation = rng.choices(nations, weights)[0]
            first, last = NAMES[nation]
            name = f"{rng.choice(first)} {rng.choice(last)}"
            if name not in names:
                names.add(name)
                break
        born = dt.date(1989, 1, 1) + dt.timedelta(days=rng.randint(0, 16 * 365))
        base = {"Goalkeeper": 186, "Defender": 183, "Midfielder": 178, "Forward": 180}[position]
        height = base + rng.randint(-9, 10)
        scale = strength.get(team_id or 0, 0.4)
        value = unique_int(rng, 150_000, int(9_000_000 * scale * rng.uniform(0.3, 4.5)), values, step=25_000)
        foot = rng.choices(["Right", "Left", "Both"], [70, 25, 5])[0]
        players.append((len(players) + 1, name, team_id, position, iso(born), nation, shirt, height, value, foot))

    for team_id in range(1, len(TEAMS) + 1):
        shirts = rng.sample(range(1, 40), 22)
        shirts.sort()
        k = 0
        for position, count in SQUAD:
            for _ in range(count):
                new_player(team_id, position, shirts[k])
                k += 1
    for position in ["Forward", "Midfielder", "Defender", "Midfielder", "Goalkeeper", "Forward", "Defender"]:
        new_player(None, position, None)  # free agents: no team, no shirt number

    # double round robin by the circle method; second half swaps home and away
    ids = list(range(1, len(TEAMS) + 1))
    first_half: list[list[tuple[int, int]]] = []
    for rnd in range(len(ids) - 1):
        pairs = []
        for i in range(len(ids) // 2):
            a, b = ids[i], ids[-1 - i]
            pairs.append((a, b) if (rnd + i) % 2 == 0 else (b, a))
        first_half.append(pairs)
        ids = [ids[0], ids[-1], *ids[1:-1]]
    rounds = first_half + [[(b, a) for a, b in pairs] for pairs in first_half]

    roster: dict[int, list[tuple[object, ...]]] = {}
    for p in players:
        if p[2] is not None:
            roster.setdefault(int(str(p[2])), []).append(p)

    matches: list[tuple[object, ...]] = []
    goals: list[tuple[object, ...]] = []
    attendances: set[int] = set()
    for number, pairs in enumerate(rounds, start=1):
        saturday = SEASON_START + dt.timedelta(days=7 * (number - 1))
        slots = rng.sample(SLOTS, len(SLOTS))
        for (home, away), (weekday, hour, minute) in zip(pairs, slots):
            date = saturday + dt.timedelta(days=weekday - 5)
            kickoff = dt.datetime(date.year, date.month, date.day, hour, minute)
            match_id = len(matches) + 1
            if number == len(rounds):  # last round: not played yet
                matches.append((match_id, number, iso(kickoff), home, away, None, None, None, None))
                continue
            hg = poisson(rng, 1.45 * strength[home] / strength[away] ** 0.5)
            ag = poisson(rng, 1.1 * strength[away] / strength[home] ** 0.5)
            capacity = TEAMS[home - 1][4]
            crowd = unique_int(rng, int(capacity * 0.55), capacity, attendances)
            referee = rng.randint(1, 10)  # referees 11 and 12 never get a match
            matches.append((match_id, number, iso(kickoff), home, away, referee, hg, ag, crowd))
            seconds = sorted(rng.sample(range(40, 5760), hg + ag))
            sides = [home] * hg + [away] * ag
            rng.shuffle(sides)
            for second, side in zip(seconds, sides):
                other = away if side == home else home
                own = rng.random() < 0.04
                pool = roster[other] if own else roster[side]
                if own:
                    scorer = rng.choice([p for p in pool if p[3] == "Defender"])
                else:
                    scorer = rng.choices(pool, [SCORING_WEIGHT[str(p[3])] for p in pool])[0]
                penalty = 0 if own else int(rng.random() < 0.1)
                assist = None
                if not own and not penalty and rng.random() < 0.72:
                    mates = [p for p in roster[side] if p[0] != scorer[0] and p[3] != "Goalkeeper"]
                    assist = rng.choice(mates)[0]
                goals.append((len(goals) + 1, match_id, scorer[0], side, second, penalty, int(own), assist))
    return {"Teams": teams, "Referees": referees, "Players": players, "Matches": matches, "Goals": goals}
