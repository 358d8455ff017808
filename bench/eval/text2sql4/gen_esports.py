"""Video-game tournament organiser (plain snake_case plural tables, 'T'/'F' flags, no comments).

Tables: games, teams, players, roster_spots (player <-> team link with dates), tournaments,
matches (three foreign keys to teams: home, away, winner; NULL winner = not played yet / forfeit
pending). Durations in seconds (unique), prize pools DECIMAL USD, integer years.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

GAMES = [
    ("League of Legends", "MOBA", "Riot Games", 2009), ("Counter-Strike 2", "FPS", "Valve", 2023),
    ("Valorant", "FPS", "Riot Games", 2020), ("Dota 2", "MOBA", "Valve", 2013),
    ("Rocket League", "sports", "Psyonix", 2015), ("Street Fighter 6", "fighting", "Capcom", 2023),
    ("王者荣耀", "MOBA", "Tencent", 2015), ("StarCraft II", "RTS", "Blizzard", 2010),
]
TEAMS = [
    # name, region, founded
    ("Nightfall Gaming", "NA", 2014), ("Crimson Wolves", "NA", 2017), ("Apex Legion", "NA", 2019),
    ("Frostbyte", "EU", 2012), ("Team Valkyrie", "EU", 2016), ("Iron Lions", "EU", 2015), ("Les Dragons", "EU", 2018),
    ("Seoul Thunder", "KR", 2013), ("Hanbit Stars", "KR", 2011), ("Blue Tiger KR", "KR", 2020),
    ("龙腾电竞", "CN", 2016), ("星火战队", "CN", 2018), ("Shanghai Phoenix", "CN", 2015), ("雷霆俱乐部", "CN", 2019),
    ("Manila Mavericks", "SEA", 2017), ("Jakarta Rising", "SEA", 2021), ("Saigon Spirit", "SEA", None),
    ("Furia do Sul", "BR", 2016), ("Rio Raptors", "BR", 2019), ("Tokyo Ronin", "JP", 2018),
    ("Northern Lights", "EU", 2022), ("Desert Kings", "MEA", 2020), ("Sydney Stingers", "OCE", 2017),
    ("Old Guard eSports", "NA", 2008), ("Polar Bears", "EU", 2021), ("成都熊猫", "CN", 2020),
    ("Kraken Esports", "NA", 2023), ("Zenith Academy", "KR", 2022),
]
HANDLES = ("Ace Blaze Cipher Drift Echo Flux Ghost Havoc Ion Jolt Karma Lynx Myth Nova Onyx Pulse Quake Rogue "
           "Sable Titan Umbra Vex Wraith Xeno Yeti Zephyr Bolt Comet Dusk Ember Frost Glitch Hex Jinx Kite "
           "Lotus Mako Nyx Orbit Pixel Raven Shade Talon Viper Wisp Zed Astra Brisk Crux Dart").split()
COUNTRIES = {"NA": ["USA", "USA", "Canada"], "EU": ["Germany", "France", "Sweden", "Denmark", "Poland", "Spain", "UK"],
             "KR": ["South Korea"], "CN": ["China"], "SEA": ["Philippines", "Indonesia", "Vietnam", "Thailand"],
             "BR": ["Brazil"], "JP": ["Japan"], "MEA": ["Saudi Arabia", "Egypt"], "OCE": ["Australia", "New Zealand"]}
CN_NAMES = ["王浩", "李杰", "张伟", "刘洋", "陈晨", "杨帆", "赵磊", "周毅", "吴昊", "孙明"]
KR_NAMES = ["Kim Min-jun", "Lee Seo-jun", "Park Ji-hoon", "Choi Woo-jin", "Jung Hyun-woo", "Kang Do-yun"]
WEST_NAMES = ["Alex Turner", "Lucas Martin", "Jonas Berg", "Mateo Silva", "Noah Fischer", "Liam O'Reilly",
              "Pierre Dubois", "Jakub Nowak", "Ryan Cooper", "Diego Alves", "Sam Nguyen", "Omar Farouk"]
TOURNAMENTS = [
    # name, game index, city, start, days, pool, online, tier
    ("Winter Clash 2023", 1, "Berlin", "2023-01-20", 3, 250000, "F", "A"),
    ("Spring Split Finals", 0, "Los Angeles", "2023-04-14", 3, 500000, "F", "S"),
    ("Pacific Showdown", 2, None, "2023-05-06", 2, 40000, "T", "B"),
    ("The Northern Major", 3, "Stockholm", "2023-06-10", 6, 1500000, "F", "S"),
    ("Rocket Cup Summer", 4, None, "2023-07-08", 2, 25000, "T", "B"),
    ("Fight Night Tokyo", 5, "Tokyo", "2023-08-19", 2, 60000, "F", "A"),
    ("王者荣耀春季赛", 6, "Shanghai", "2023-03-25", 4, 800000, "F", "S"),
    ("Autumn Invitational", 1, "Katowice", "2023-10-13", 4, 400000, "F", "S"),
    ("Valorant Challengers Seoul", 2, "Seoul", "2023-11-03", 3, 150000, "F", "A"),
    ("Weekend Cup #12", 7, None, "2023-11-25", 1, 5000, "T", "B"),
    ("World Finals 2023", 0, "Seoul", "2023-12-01", 5, 2250000, "F", "S"),
    ("New Year Brawl", 5, None, "2024-01-06", 1, 10000, "T", "B"),
    ("Winter Clash 2024", 1, "Berlin", "2024-01-19", 3, 300000, "F", "A"),
    ("Spring Split Finals 2024", 0, "São Paulo", "2024-04-12", 3, 520000, "F", "S"),
    ("王者荣耀春季赛 2024", 6, "Chengdu", "2024-03-23", 4, 900000, "F", "S"),
    ("Dota Asia Open", 3, "Manila", "2024-05-17", 5, 700000, "F", "A"),
    ("Rocket Cup Summer 2024", 4, None, "2024-07-06", 2, 30000, "T", "B"),
    ("Desert Masters", 2, "Riyadh", "2024-08-02", 4, 1000000, "F", "S"),
    ("Sydney Open LAN", 1, "Sydney", "2024-09-13", 2, 50000, "F", "B"),
    ("Autumn Invitational 2024", 1, "Katowice", "2024-10-11", 4, 450000, "F", "S"),
    ("World Finals 2024", 0, "London", "2024-11-29", 5, 2500000, "F", "S"),
    ("Winter Clash 2025", 1, "Berlin", "2025-01-17", 3, 320000, "F", "A"),  # upcoming: matches unplayed
]
STAGES = ["group", "group", "group", "quarterfinal", "semifinal", "final"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    games = [(i, *g) for i, g in enumerate(GAMES, start=1)]
    teams = []
    for i, (name, region, founded) in enumerate(TEAMS, start=1):
        teams.append((i, name, region, founded, "T" if i in (17, 24) else "F"))
    players, spots = [], []
    handles_used: set[str] = set()
    for team in teams:
        size = 6 if team[0] % 3 else 8
        game = 7 if team[2] == "CN" and team[0] % 2 == 0 else rng.choice([1, 2, 3, 4, 5, 1, 2, 3])
        if team[0] == 28:  # academy team, no tournaments
            game = 3
        for k in range(size):
            while True:
                handle = rng.choice(HANDLES) + (rng.choice(["", "", "x", "99", "GG", "_kr", "7"]))
                if handle not in handles_used:
                    handles_used.add(handle)
                    break
            country = rng.choice(COUNTRIES[str(team[2])])
            if country == "China":
                real = rng.choice(CN_NAMES)
            elif country == "South Korea":
                real = rng.choice(KR_NAMES)
            else:
                real = rng.choice(WEST_NAMES)
            if rng.random() < 0.15:
                real = None
            birth = None if rng.random() < 0.1 else rng.randint(1994, 2007)
            pid = len(players) + 1
            players.append((pid, handle, real, country, birth))
            joined = day(rng, "2020-01-01", "2024-06-30")
            left = iso(day(rng, iso(joined + dt.timedelta(days=60)), "2024-12-31")) if k >= 5 or rng.random() < 0.12 else None
            spots.append((team[0], pid, game, iso(joined), left, "T" if k == 0 else "F"))
    # transfers: 25 players also played for a second team
    for pid in rng.sample(range(1, len(players) + 1), 25):
        old = next(s for s in spots if s[1] == pid)
        new_team = rng.choice([t for t in teams if t[0] != old[0] and t[0] != 28])
        start = dt.date.fromisoformat(str(old[3])) - dt.timedelta(days=rng.randint(200, 700))
        end = dt.date.fromisoformat(str(old[3])) - dt.timedelta(days=rng.randint(5, 60))
        spots.append((new_team[0], pid, old[2], iso(start), iso(end), "F"))
    for _ in range(14):  # free agents: never on a roster
        players.append((len(players) + 1, rng.choice(HANDLES) + str(rng.randint(100, 999)), None, rng.choice(["USA", "Brazil", "Germany"]), rng.randint(1998, 2006)))
    tournaments = []
    for i, (name, g, city, start, days, pool, online, tier) in enumerate(TOURNAMENTS, start=1):
        s = dt.date.fromisoformat(start)
        tournaments.append((i, name, g + 1, city, start, iso(s + dt.timedelta(days=days - 1)), float(pool), online, tier))
    team_game: dict[int, set[int]] = {}
    for s in spots:
        team_game.setdefault(int(str(s[0])), set()).add(int(str(s[2])))
    matches = []
    durations: set[int] = set()
    for t in tournaments:
        gid = int(str(t[2]))
        field = [tm for tm in teams if gid in team_game.get(int(str(tm[0])), set()) and tm[0] != 28]
        if len(field) < 4:
            field = field + rng.sample([tm for tm in teams[:27] if tm not in field], 4 - len(field))
        n = rng.randint(14, 30) if t[8] != "B" else rng.randint(6, 12)
        s = dt.date.fromisoformat(str(t[4]))
        days = (dt.date.fromisoformat(str(t[5])) - s).days
        for k in range(n):
            stage = "final" if k == n - 1 else ("semifinal" if k >= n - 3 else ("quarterfinal" if k >= n - 7 and n > 10 else "group"))
            a, b = rng.sample(field, 2)
            when = dt.datetime.combine(s + dt.timedelta(days=min(days, k * (days + 1) // n)), dt.time(rng.choice([10, 12, 14, 16, 18, 20]), rng.choice([0, 30])))
            best = 1 if stage == "group" and rng.random() < 0.6 else (5 if stage == "final" else 3)
            upcoming = str(t[4]) >= "2025-01-01"
            winner = None if upcoming or rng.random() < 0.02 else rng.choice([a, b])[0]
            dur = None if winner is None else unique_int(rng, 1500 * best, 3000 * best, durations)
            viewers = None if winner is None or rng.random() < 0.1 else rng.randint(2000, 900000 if t[8] == "S" else 120000)
            matches.append([t[0], stage, a[0], b[0], winner, iso(when), best, dur, viewers])
    matches.sort(key=lambda m: (str(m[5]), int(str(m[0]))))
    match_rows = [(i, *m) for i, m in enumerate(matches, start=1)]
    return {"games": games, "teams": teams, "players": players, "roster_spots": spots,
            "tournaments": tournaments, "matches": match_rows}
