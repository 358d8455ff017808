"""Insurance claims (table-prefixed columns, amounts in cents, coded values explained in comments):
adjuster, policyholder, policy, policy_party (policy x policyholder), claim (two FKs to adjuster),
claim_payment.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

ADJUSTERS = [
    # name, region code, hire date, active
    ("Karen Mitchell", "NE", "2011-04-04", 1),
    ("Luis Ortega", "W", "2014-09-15", 1),
    ("Denise Park", "MW", "2016-02-01", 1),
    ("Tyrone Jackson", "S", "2012-06-18", 1),
    ("Megan O'Brien", "NE", "2019-03-11", 1),
    ("Raj Malhotra", "W", "2020-08-24", 1),
    ("Brenda Kowalski", "MW", "2009-11-02", 0),
    ("Hector Ruiz", "S", "2018-01-08", 1),
    ("Amy Chen", "W", "2022-05-16", 1),
    ("Gregory Hall", "NE", "2015-10-19", 1),
    ("Sandra Flores", "S", "2023-02-27", 1),
    ("Paul Becker", "MW", "2021-07-12", 1),
    ("Nina Volkova", "W", "2024-06-03", 1),  # hired mid-2024: no claims handled
    ("Oscar Grant", "S", "2010-03-22", 0),
]
CITIES = {
    # state -> cities; states map to adjuster regions
    "NY": ["New York", "Buffalo", "Albany"],
    "MA": ["Boston", "Worcester"],
    "PA": ["Philadelphia", "Pittsburgh"],
    "IL": ["Chicago", "Springfield"],
    "OH": ["Columbus", "Cleveland"],
    "MN": ["Minneapolis"],
    "TX": ["Houston", "Dallas", "Austin"],
    "FL": ["Miami", "Orlando", "Tampa"],
    "GA": ["Atlanta"],
    "CA": ["Los Angeles", "San Francisco", "San Diego"],
    "WA": ["Seattle", "Spokane"],
    "OR": ["Portland"],
}
REGION = {
    "NY": "NE", "MA": "NE", "PA": "NE", "IL": "MW", "OH": "MW", "MN": "MW",
    "TX": "S", "FL": "S", "GA": "S", "CA": "W", "WA": "W", "OR": "W",
}
STATE_WEIGHT = {"NY": 12, "MA": 6, "PA": 7, "IL": 9, "OH": 6, "MN": 4, "TX": 12, "FL": 10, "GA": 5,
                "CA": 14, "WA": 6, "OR": 3}
FIRST = (
    "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard "
    "Susan Joseph Jessica Thomas Sarah Carlos Maria Daniel Nancy Kevin Lisa Brian Karen Wei Mei "
    "Hiroshi Priya Ahmed Fatima Diego Sofia Andre Keisha Connor Siobhan"
).split()
LAST = (
    "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez "
    "Gonzalez Wilson Anderson Thomas Taylor Moore Martin Lee Thompson White Harris Clark Lewis Walker "
    "Young Allen King Wright Nguyen Kim Patel Chen Wang Cohen Murphy O'Neill"
).split()
TYPES = [("AU", 42), ("HO", 30), ("LI", 14), ("TR", 14)]
CAUSES = {
    "AU": [("collision", 45), ("theft", 10), ("glass", 20), ("vandalism", 10), ("storm", 8), ("fire", 2)],
    "HO": [("water damage", 35), ("fire", 12), ("storm", 25), ("theft", 18), ("vandalism", 10)],
    "LI": [("death", 100)],
    "TR": [("medical", 40), ("trip cancellation", 30), ("baggage loss", 25), ("theft", 5)],
}
CLAIM_RANGE = {"AU": (30000, 2800000), "HO": (50000, 9500000), "LI": (5000000, 50000000),
               "TR": (8000, 900000)}
PREMIUM = {"AU": (60000, 260000), "HO": (70000, 380000), "LI": (30000, 600000), "TR": (4000, 40000)}
LIMIT = {"AU": [5000000, 10000000, 25000000], "HO": [25000000, 50000000, 100000000],
         "LI": [10000000, 25000000, 50000000, 100000000], "TR": [1000000, 2500000, 5000000]}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    adjusters = [(i, n, r, h, a) for i, (n, r, h, a) in enumerate(ADJUSTERS, start=1)]

    holders = []
    names: set[str] = set()
    states = list(STATE_WEIGHT)
    for i in range(1, 301):
        if i in (88, 201):  # namesakes
            first, last = str(holders[i - 40][1]), str(holders[i - 40][2])
        else:
            while True:
                first, last = rng.choice(FIRST), rng.choice(LAST)
                if (first, last) not in names:
                    names.add((first, last))  # type: ignore[arg-type]
                    break
        state = rng.choices(states, [STATE_WEIGHT[s] for s in states])[0]
        city = rng.choice(CITIES[state])
        birth = day(rng, "1944-01-01", "2003-12-31")
        email = None if rng.random() < 0.18 else f"{first.lower()}.{last.lower().replace(chr(39), '')}{i}@example.com"
        since = day(rng, "2012-01-01", "2024-06-30")
        holders.append((i, first, last, iso(birth), city, state, email, iso(since)))

    policies = []
    parties = []
    premiums: set[int] = set()
    seq = {"AU": 100000, "HO": 200000, "LI": 300000, "TR": 400000}
    pol_state = {}
    # every holder owns one policy; some own more; a few holders own none (joint-only)
    owners = [h[0] for h in holders if h[0] % 29 != 0]
    owners += rng.sample(owners, 70)
    rng.shuffle(owners)
    for owner in owners:
        ptype = rng.choices([t for t, _ in TYPES], [w for _, w in TYPES])[0]
        seq[ptype] += rng.randint(1, 97)
        pol_no = f"{ptype}-{seq[ptype]}"
        since = dt.date.fromisoformat(str(holders[owner - 1][7]))
        start = max(since, day(rng, "2019-01-01", "2024-09-30"))
        if ptype == "TR":
            end = start + dt.timedelta(days=rng.randint(5, 45))
        elif ptype == "LI":
            end = None
        else:
            end = start + dt.timedelta(days=365 * rng.choice([1, 1, 1, 2, 3]))
        prem = unique_int(rng, *PREMIUM[ptype], premiums, step=1)
        deduct = None if ptype == "LI" else rng.choice([0, 25000, 50000, 100000, 250000] if ptype != "TR" else [0, 0, 10000])
        limit = rng.choice(LIMIT[ptype])
        roll = rng.random()
        cancel = None
        if end is not None and end < dt.date(2024, 12, 31):
            status = "L" if roll < 0.85 else "C"
        else:
            status = "A" if roll < 0.9 else "C"
        if status == "C":
            last = min(end or dt.date(2024, 12, 31), dt.date(2024, 12, 31))
            cancel = start + dt.timedelta(days=rng.randint(10, max(11, (last - start).days - 1)))
        policies.append((pol_no, ptype, iso(start), iso(end), prem, deduct, limit, status, iso(cancel)))
        pol_state[pol_no] = holders[owner - 1][5]
        parties.append((pol_no, owner, "P"))
        if ptype in ("AU", "HO", "LI") and rng.random() < 0.27:
            other = rng.choice([h[0] for h in holders if h[0] != owner and h[5] == holders[owner - 1][5]])
            parties.append((pol_no, other, "J"))
    policies.sort(key=lambda p: str(p[0]))
    parties.sort(key=lambda p: (str(p[0]), str(p[2])))

    claims = []
    amounts: set[int] = set()
    by_region = {r: [a[0] for a in adjusters if a[2] == r and a[0] != 13] for r in ("NE", "MW", "S", "W")}
    for pol in policies:
        pol_no, ptype, start_s, end_s, _prem, _deduct, _limit, status, cancel_s = pol
        start = dt.date.fromisoformat(str(start_s))
        stop = min(dt.date.fromisoformat(str(cancel_s or end_s or "2024-12-31")), dt.date(2024, 12, 20))
        if stop <= start:
            continue
        n = rng.choices([0, 1, 2, 3, 4], [32, 38, 18, 8, 4] if ptype != "LI" else [92, 8, 0, 0, 0])[0]
        for _ in range(n):
            loss = start + dt.timedelta(days=rng.randint(0, (stop - start).days))
            rpt = loss + dt.timedelta(days=rng.choice([0, 1, 1, 2, 3, 5, 8, 14, 30]))
            if rpt > dt.date(2024, 12, 31):
                rpt = dt.date(2024, 12, 31)
            cause = rng.choices([c for c, _ in CAUSES[str(ptype)]], [w for _, w in CAUSES[str(ptype)]])[0]
            lo, hi = CLAIM_RANGE[str(ptype)]
            amt = unique_int(rng, lo, int(lo + (hi - lo) * rng.random() ** 2.2) + 1, amounts)
            region = REGION[pol_state[pol_no]]
            adj = rng.choice(by_region[region])
            recent = rpt > dt.date(2024, 12, 10)
            if recent and rng.random() < 0.7:
                adj = None
            # inactive adjusters only handled claims reported before 2023
            if adj in (7, 14) and rpt >= dt.date(2023, 1, 1):
                adj = rng.choice([a for a in by_region[region] if a not in (7, 14)])
            if adj is None:
                stat = "O"
            else:
                age = (dt.date(2024, 12, 31) - rpt).days
                stat = rng.choices(["O", "P", "D", "W"], [max(3, 90 - age // 4), 70, 14, 5])[0]
            close = None
            if stat != "O":
                close = rpt + dt.timedelta(days=rng.randint(3, 160))
                if close > dt.date(2024, 12, 31):
                    close, stat = None, "O"
            rvw = None
            if adj is not None and amt >= 1000000 and rng.random() < 0.8:
                rvw = rng.choice([a[0] for a in adjusters if a[0] not in (adj, 13) and a[4] == 1 and a[3] < "2020-01-01"])
            fraud = 1 if rng.random() < 0.05 else 0
            if fraud and stat == "P":
                stat = "D"
            claims.append([pol_no, iso(loss), iso(rpt), cause, amt, stat, adj, rvw, iso(close), fraud])
    claims.sort(key=lambda c: (str(c[2]), str(c[0])))
    claims_t = [(i, *c) for i, c in enumerate(claims, start=1)]

    payments = []
    deduct_of = {p[0]: p[5] for p in policies}
    for clm in claims_t:
        clm_id, pol_no, _loss, rpt_s, _cause, amt, stat, adj, _rvw, close_s, _fraud = clm
        rpt = dt.date.fromisoformat(str(rpt_s))
        if stat == "P":
            total = int(int(str(amt)) * rng.uniform(0.55, 1.0)) - int(deduct_of[pol_no] or 0)
            total = max(total, 1500)
            close = dt.date.fromisoformat(str(close_s))
            parts = rng.choices([1, 2, 3], [65, 25, 10])[0]
            dates = sorted(rpt + dt.timedelta(days=rng.randint(1, max(1, (close - rpt).days))) for _ in range(parts))
            dates[-1] = close
            shares = [rng.uniform(0.2, 1.0) for _ in range(parts)]
            left = total
            for k in range(parts):
                part = left if k == parts - 1 else int(total * shares[k] / sum(shares))
                left -= part
                method = rng.choices(["ACH", "CHK", "WIRE"], [55, 35, 10])[0]
                payments.append([clm_id, iso(dates[k]), part, method, "I"])
        if stat in ("P", "D") and rng.random() < 0.35:  # adjusting expense (e.g. appraisal fee)
            close = dt.date.fromisoformat(str(close_s))
            payments.append([clm_id, iso(close), rng.randint(80, 900) * 100 + rng.randint(0, 99), "ACH", "E"])
        if stat == "O" and adj is not None and rng.random() < 0.2:  # advance payment on an open claim
            when = rpt + dt.timedelta(days=rng.randint(2, 20))
            if when <= dt.date(2024, 12, 31):
                payments.append([clm_id, iso(when), int(int(str(amt)) * 0.2), "CHK", "I"])
    payments.sort(key=lambda p: (str(p[1]), int(str(p[0]))))
    payments_t = [(i, *p) for i, p in enumerate(payments, start=1)]

    return {
        "adjuster": adjusters,
        "policyholder": holders,
        "policy": policies,
        "policy_party": parties,
        "claim": claims_t,
        "claim_payment": payments_t,
    }
