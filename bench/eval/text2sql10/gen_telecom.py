"""Cascadia Mobile, a fictional regional mobile carrier in Washington, Oregon and Idaho: a billing / CRM
extract taken 2025-10-31. Oracle-legacy upper-case tables and columns with short suffixes (_CD, _NM, _DT,
_TS, _CT, _FLG): rate plans, stores, subscribers (self-referencing referrer), service lines / SIMs
(self-referencing family-plan primary line), monthly invoices 2025-05 .. 2025-10, a sample of usage
records (calls, SMS, data sessions) 2025-08-01 .. 2025-10-31 and support tickets 2025. Money in cents,
plan allowances in MB, session volumes in KB, call durations in seconds. Mostly English-named customers,
about one in ten with a Chinese name written in characters."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

END = dt.date(2025, 10, 31)
END_TS = dt.datetime(2025, 10, 31, 23, 59, 59)

# code, name, type, monthly fee per line (cents), data MB (None = unlimited), minutes (None = unlimited),
# CA/MX roaming included, launched, retired
PLANS = [
    ("PRE15", "Prepaid Talk & Text", "PRE", 1500, 0, 500, 0, "2014-03-01", None),
    ("PRE25", "Prepaid 2GB", "PRE", 2500, 2048, 1000, 0, "2013-01-15", "2021-06-30"),
    ("PRE30", "Prepaid 5GB", "PRE", 3000, 5120, None, 0, "2018-06-01", None),
    ("PRE45", "Prepaid 15GB", "PRE", 4500, 15360, None, 0, "2020-02-01", None),
    ("ESS40", "Essentials 8GB", "PST", 4000, 8192, None, 0, "2012-09-01", "2023-12-31"),
    ("ESS50", "Essentials 15GB", "PST", 5000, 15360, None, 0, "2021-01-10", None),
    ("UNL65", "Unlimited Starter", "PST", 6500, None, None, 0, "2019-04-01", None),
    ("UNL70", "Unlimited Classic", "PST", 7000, None, None, 0, "2012-05-01", "2022-08-14"),
    ("UNL80", "Unlimited Plus", "PST", 8000, None, None, 1, "2019-04-01", None),
    ("UNL95", "Unlimited Premium", "PST", 9500, None, None, 1, "2022-08-15", None),
    ("SEN55", "55+ Unlimited", "PST", 5500, None, None, 0, "2020-09-01", None),
    ("FAM50", "Family Share 50GB", "FAM", 3500, 51200, None, 0, "2012-01-01", None),
    ("FAMUNL", "Family Unlimited", "FAM", 5500, None, None, 1, "2021-03-01", None),
    ("BIZ60", "Business Pro 25GB", "BIZ", 6000, 25600, None, 1, "2016-06-01", None),
    ("BIZUNL", "Business Unlimited", "BIZ", 8500, None, None, 1, "2023-02-01", None),
    ("DAT20", "Connected Device 5GB", "DAT", 2000, 5120, 0, 0, "2015-05-01", None),
    ("WRLD110", "World Traveler Unlimited", "PST", 11000, None, None, 1, "2025-10-20", None),  # no lines yet
]
PLAN = {p[0]: p for p in PLANS}

# name, type, city, state, opened, closed
STORES = [
    ("Westlake Center", "CORP", "Seattle", "WA", "2011-05-01", None),
    ("Capitol Hill", "CORP", "Seattle", "WA", "2014-03-15", None),
    ("Bellevue Square", "CORP", "Bellevue", "WA", "2013-09-01", None),
    ("Tacoma Mall Kiosk", "KSK", "Tacoma", "WA", "2016-11-01", None),
    ("Redmond Town Center", "DLR", "Redmond", "WA", "2017-04-20", None),
    ("Spokane Valley Mall", "CORP", "Spokane", "WA", "2015-06-01", None),
    ("Everett Wireless Plus", "DLR", "Everett", "WA", "2018-02-01", "2024-06-30"),
    ("Pioneer Place", "CORP", "Portland", "OR", "2011-08-01", None),
    ("Lloyd Center Kiosk", "KSK", "Portland", "OR", "2019-05-10", "2023-01-31"),
    ("Beaverton PhoneHub", "DLR", "Beaverton", "OR", "2020-03-01", None),
    ("Valley River Center", "CORP", "Eugene", "OR", "2016-07-15", None),
    ("Boise Towne Square", "KSK", "Boise", "ID", "2021-09-01", None),
    ("Capital Mall Kiosk", "KSK", "Olympia", "WA", "2025-08-01", None),  # new: no tickets yet
]
NO_TICKET_STORES = {13}

# city: state, area codes, weight
CITIES = {
    "Seattle": ("WA", ["206"], 31),
    "Bellevue": ("WA", ["425"], 11),
    "Redmond": ("WA", ["425"], 6),
    "Tacoma": ("WA", ["253"], 8),
    "Everett": ("WA", ["425"], 4),
    "Olympia": ("WA", ["360"], 3),
    "Spokane": ("WA", ["509"], 7),
    "Portland": ("OR", ["503", "971"], 17),
    "Beaverton": ("OR", ["503"], 4),
    "Salem": ("OR", ["503"], 2),
    "Eugene": ("OR", ["541"], 4),
    "Boise": ("ID", ["208"], 5),
}
ZH_CITIES = {"Seattle": 5, "Bellevue": 5, "Redmond": 3, "Portland": 3, "Beaverton": 1, "Spokane": 1}

FIRST = [
    "James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda", "David", "Elizabeth",
    "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Christopher", "Karen",
    "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Sandra", "Mark", "Ashley", "Steven", "Emily",
    "Andrew", "Michelle", "Joshua", "Amanda", "Kevin", "Melissa", "Brian", "Stephanie", "Ryan", "Rebecca",
    "Jacob", "Laura", "Tyler", "Hannah", "Nathan", "Megan", "Aaron", "Olivia", "Carlos", "Sofia",
    "Miguel", "Lucia", "Priya", "Arjun", "Hiroshi", "Yuki", "Min-jun", "Ji-woo", "Noah", "Chloe",
]
LAST = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
    "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young",
    "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams",
    "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Roberts", "Phillips", "Evans", "Turner",
    "O'Brien", "O'Neill", "D'Souza", "Patel", "Sharma", "Tanaka", "Sato", "Kim", "Park", "Larsen",
    "Olsen", "Jensen", "Schmidt", "Fischer", "Murphy", "Sullivan", "Bennett", "Foster", "Hayes", "Price",
]
ZH_LAST = ["王", "李", "张", "刘", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "胡", "郭", "林"]
ZH_FIRST = [
    "伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟",
    "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "浩然", "子涵", "雨桐", "梓轩", "欣怡",
]
ZH_PINYIN = {
    "王": "wang", "李": "li", "张": "zhang", "刘": "liu", "杨": "yang", "黄": "huang", "赵": "zhao",
    "周": "zhou", "吴": "wu", "徐": "xu", "孙": "sun", "马": "ma", "胡": "hu", "郭": "guo", "林": "lin",
}
MAIL = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "icloud.com", "comcast.net"]
DEVICES = [
    "iPhone 16 Pro", "iPhone 16", "iPhone 15", "iPhone 14", "iPhone 13", "iPhone SE", "Galaxy S25",
    "Galaxy S24", "Galaxy A15", "Galaxy Z Flip6", "Pixel 9", "Pixel 8a", "Pixel 7a", "Moto G Play",
]
DATA_DEVICES = ["iPad Air", "iPad 10th gen", "Galaxy Tab S9", "Netgear Nighthawk M6", "Apple Watch Series 10"]
CARRIERS = ["T-Mobile", "T-Mobile", "Verizon", "Verizon", "AT&T", "AT&T", "US Cellular", "Mint Mobile", "Visible"]

# pinned people (first, last, city, opened): referrers with fixed referral counts, duplicate names
PINNED = [
    ("Emily", "Carter", "Seattle", "2012-06-14", 6),
    ("Marcus", "Reed", "Portland", "2013-02-03", 5),
    ("刘", "洋", "Bellevue", "2014-10-21", 4),  # (last, first) for Chinese names: see below
    ("Michael", "Johnson", "Tacoma", "2015-04-09", 0),
    ("Michael", "Johnson", "Spokane", "2021-11-30", 0),
    ("王", "伟", "Seattle", "2016-08-02", 0),
    ("王", "伟", "Portland", "2023-05-17", 0),
    ("Rachel", "Kim", "Seattle", "2018-01-22", 0),
]
PINNED_NUMBER = "2065550147"  # Rachel Kim's line
RESERVED = {("Emily", "Carter"), ("Marcus", "Reed"), ("洋", "刘"), ("Michael", "Johnson"), ("伟", "王"), ("Rachel", "Kim")}


def month_starts() -> list[dt.date]:
    return [dt.date(2025, m, 1) for m in range(5, 11)]


def rand_ts(rng: random.Random, start: dt.date, end: dt.date, lo_hour: int = 7, hi_hour: int = 23) -> dt.datetime:
    d = day(rng, start.isoformat(), end.isoformat())
    return dt.datetime(d.year, d.month, d.day, rng.randint(lo_hour, hi_hour - 1), rng.randint(0, 59), rng.randint(0, 59))


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    plans = [(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8]) for p in PLANS]
    stores = [(i, *s) for i, s in enumerate(STORES, 1)]

    # ---------------------------------------------------------------- subscribers
    people = []  # dicts
    city_names = list(CITIES)
    city_weights = [CITIES[c][2] for c in city_names]
    seen_names: set[tuple[str, str]] = set()
    n_plain = 318
    for _ in range(n_plain):
        zh = rng.random() < 0.11
        if zh:
            city = rng.choices(list(ZH_CITIES), list(ZH_CITIES.values()))[0]
            while True:
                first, last = rng.choice(ZH_FIRST), rng.choice(ZH_LAST)
                if (first, last) not in RESERVED and (first, last) not in seen_names:
                    break
        else:
            city = rng.choices(city_names, city_weights)[0]
            while True:
                first, last = rng.choice(FIRST), rng.choice(LAST)
                if (first, last) not in RESERVED and (first, last) not in seen_names:
                    break
        seen_names.add((first, last))
        # recent years get more sign-ups
        year = rng.choices(range(2012, 2026), [2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 10, 9])[0]
        opened = day(rng, f"{year}-01-01", f"{year}-12-31" if year < 2025 else "2025-10-31")
        people.append({"first": first, "last": last, "city": city, "open": opened, "zh": zh, "refs": 0})
    for a, b, city, opened, refs in PINNED:
        zh = a in ZH_PINYIN
        first, last = (b, a) if zh else (a, b)
        people.append({"first": first, "last": last, "city": city, "open": dt.date.fromisoformat(opened),
                       "zh": zh, "refs": refs, "pinned": True})
    people.sort(key=lambda p: (p["open"], p["last"], p["first"], p["city"]))

    subs = []
    for idx, p in enumerate(people):
        sub_id = 100001 + idx
        p["id"] = sub_id
        state = CITIES[p["city"]][0]
        min_age = max(19, 2025 - p["open"].year + 19)
        age = min(88, min_age + int(abs(rng.gauss(0, 1)) * 17))
        born = dt.date(2025 - age, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        p["born"] = None if rng.random() < 0.07 else born
        p["age"] = 2025 - born.year
        if rng.random() < 0.09:
            email = None
        elif p["zh"]:
            email = f"{ZH_PINYIN[p['last']]}{rng.randint(1, 999)}@{rng.choice(MAIL)}"
        else:
            suffix = rng.choice(["", "", str(rng.randint(1, 99))])
            local = p["first"].lower().replace("-", "") + "." + p["last"].lower().replace("'", "")
            email = f"{local}{suffix}@{rng.choice(MAIL)}"
        p["email"] = email
        # home store: an open store in the same city, else the same state, else online
        cands = [s for s in stores if s[3] == p["city"] and dt.date.fromisoformat(s[5]) <= p["open"]
                 and (s[6] is None or dt.date.fromisoformat(s[6]) >= p["open"])]
        if not cands:
            cands = [s for s in stores if s[4] == state and dt.date.fromisoformat(s[5]) <= p["open"]
                     and (s[6] is None or dt.date.fromisoformat(s[6]) >= p["open"])]
        p["store"] = rng.choice(cands)[0] if cands and rng.random() < 0.68 else None
        if p.get("pinned"):
            home = {"Seattle": 1, "Portland": 8, "Bellevue": 3, "Tacoma": None, "Spokane": 6}
            p["store"] = home[p["city"]] if p["last"] != "Kim" else None
        roll = rng.random()
        p["stat"] = "C" if roll < 0.08 else "S" if roll < 0.12 else "A"
        if p.get("pinned") or p["open"] > dt.date(2025, 8, 31):
            p["stat"] = "A"
        p["cr"] = rng.choices("ABCD", [38, 32, 20, 10])[0]
        if p["stat"] == "S":
            p["cr"] = rng.choice("CD")
        p["autopay"] = 1 if rng.random() < 0.52 and p["stat"] != "S" else 0
        p["ref"] = None
        if p["stat"] == "C":
            earliest = p["open"] + dt.timedelta(days=200)
            p["close"] = day(rng, min(earliest, END - dt.timedelta(days=30)).isoformat(), "2025-10-20")
        else:
            p["close"] = None

    # referrals: pinned referrers get exactly their count, a few others 1-3 (always earlier accounts)
    for p in people:
        if p["refs"]:
            later = [q for q in people if q["open"] > p["open"] and q["ref"] is None and not q.get("pinned")
                     and CITIES[q["city"]][0] == CITIES[p["city"]][0]]
            for q in rng.sample(later, p["refs"]):
                q["ref"] = p["id"]
    plain = [p for p in people if not p.get("pinned")]
    for q in plain:
        if q["ref"] is None and rng.random() < 0.13:
            older = [r for r in people if r["open"] < q["open"] and r["refs"] < 3 and not r.get("pinned")
                     and r["stat"] != "C"]
            if older:
                r = rng.choice(older)
                q["ref"] = r["id"]
                r["refs"] += 1
    for p in people:
        subs.append((p["id"], p["first"], p["last"], iso(p["born"]), p["email"], p["city"], CITIES[p["city"]][0],
                     iso(p["open"]), p["stat"], p["cr"], p["ref"], p["store"], p["autopay"]))

    # ---------------------------------------------------------------- lines
    lines = []
    numbers: set[str] = {PINNED_NUMBER}
    iccids: set[str] = set()

    def new_number(city: str) -> str:
        while True:
            area = rng.choice(CITIES[city][1])
            num = area + str(rng.randint(2, 9)) + f"{rng.randint(0, 99):02d}" + f"{rng.randint(0, 9999):04d}"
            if num not in numbers:
                numbers.add(num)
                return num

    def new_iccid() -> str:
        while True:
            val = "8901410" + "".join(str(rng.randint(0, 9)) for _ in range(12))
            if val not in iccids:
                iccids.add(val)
                return val

    def pick_plan(kind: str, act: dt.date, age: int) -> str:
        if kind == "FAM":
            pool = [("FAM50", 4), ("FAMUNL", 6)]
        elif kind == "BIZ":
            pool = [("BIZ60", 5), ("BIZUNL", 4)]
        elif kind == "DAT":
            pool = [("DAT20", 1)]
        else:
            pool = [("PRE15", 3), ("PRE25", 2), ("PRE30", 5), ("PRE45", 4), ("ESS40", 4), ("ESS50", 6),
                    ("UNL65", 8), ("UNL70", 5), ("UNL80", 9), ("UNL95", 5)]
            if age >= 55:
                pool.append(("SEN55", 8))
        ok = [(c, w) for c, w in pool if PLAN[c][8] is None or act < dt.date.fromisoformat(PLAN[c][8])]
        return rng.choices([c for c, _ in ok], [w for _, w in ok])[0]

    line_id = 0
    broken_family = 0
    for p in people:
        if p.get("pinned") and p["first"] in ("Emily", "Marcus"):
            kind = "FAM"
        elif p.get("pinned"):
            kind = "IND"
        else:
            kind = rng.choices(["IND", "DUO", "FAM", "BIZ"], [62, 13, 18, 7])[0]
        n = {"IND": 1, "DUO": 2, "FAM": rng.randint(3, 5), "BIZ": rng.randint(2, 6)}[kind]
        if p["last"] == "王" and p["first"] == "伟" and p["city"] == "Portland":
            n, kind = 2, "DUO"
        last_day = p["close"] - dt.timedelta(days=1) if p["close"] else END
        primary = None
        fam_plan = None
        p_lines = []
        for k in range(n):
            if k == 0:
                act = p["open"]
            else:
                act = day(rng, p["open"].isoformat(), min(last_day, p["open"] + dt.timedelta(days=900)).isoformat())
            if kind == "FAM":
                plan = fam_plan = fam_plan or pick_plan("FAM", act, p["age"])
            elif kind == "BIZ":
                plan = fam_plan = fam_plan or pick_plan("BIZ", act, p["age"])
            else:
                plan = pick_plan("IND", act, p["age"])
            # a plan retired before this line's activation is not possible: re-pick
            if PLAN[plan][8] is not None and act >= dt.date.fromisoformat(PLAN[plan][8]):
                plan = pick_plan("IND", act, p["age"])
            device = rng.choice(DEVICES) if rng.random() > 0.08 else None
            line_id += 1
            number = PINNED_NUMBER if (p["last"] == "Kim" and p.get("pinned")) else new_number(p["city"])
            port = rng.choice(CARRIERS) if rng.random() < 0.33 else None
            deact, stat = None, "AC"
            if p["stat"] == "C":
                deact = p["close"]
                stat = "PO" if rng.random() < 0.45 else "DX"
            elif p["stat"] == "S":
                stat = "SU"
            elif k > 0 and rng.random() < 0.1 and (last_day - act).days > 60:
                deact = day(rng, (act + dt.timedelta(days=30)).isoformat(), "2025-10-25")
                stat = "PO" if rng.random() < 0.3 else "DX"
            prim = primary if kind == "FAM" and k > 0 else None
            row = [line_id, p["id"], number, new_iccid(), plan, device, iso(act), iso(deact), stat, prim, port]
            lines.append(row)
            p_lines.append(row)
            if kind == "FAM" and k == 0:
                primary = line_id
        # an extra tablet / hotspot / watch line for some individual accounts
        if kind in ("IND", "DUO") and rng.random() < 0.12 and not p.get("pinned"):
            act = day(rng, p["open"].isoformat(), last_day.isoformat())
            line_id += 1
            deact = p["close"] if p["stat"] == "C" else None
            stat = "DX" if p["stat"] == "C" else "SU" if p["stat"] == "S" else "AC"
            row = [line_id, p["id"], new_number(p["city"]), new_iccid(), "DAT20", rng.choice(DATA_DEVICES), iso(act),
                   iso(deact), stat, None, None]
            lines.append(row)
            p_lines.append(row)
        # legacy data quirk: on a few active family accounts the primary line was disconnected and the
        # members kept pointing at it
        if kind == "FAM" and p["stat"] == "A" and broken_family < 3 and not p.get("pinned") and rng.random() < 0.12:
            prim_row = p_lines[0]
            members = [r for r in p_lines[1:] if r[7] is None]
            if members:
                later = max(dt.date.fromisoformat(r[6]) for r in p_lines)
                if later < dt.date(2025, 9, 1):
                    prim_row[7] = iso(day(rng, (later + dt.timedelta(days=10)).isoformat(), "2025-10-15"))
                else:
                    prim_row[7] = iso(dt.date(2025, 10, 20))
                prim_row[8] = "PO"
                broken_family += 1
        p["lines"] = p_lines
    lines_out = [tuple(r) for r in lines]

    # ---------------------------------------------------------------- invoices
    invoices = []
    totals: set[int] = set()
    inv_id = 500000
    for p in people:
        unpaid_tail = rng.randint(2, 3) if p["stat"] == "S" else 0
        months = []
        for ms in month_starts():
            billable = [r for r in p["lines"] if dt.date.fromisoformat(r[6]) <= ms
                        and (r[7] is None or dt.date.fromisoformat(r[7]) > ms) and PLAN[r[4]][2] != "PRE"]
            if billable:
                months.append((ms, billable))
        for idx, (ms, billable) in enumerate(months):
            chg = sum(PLAN[r[4]][3] for r in billable)
            if rng.random() < 0.3:
                chg += rng.randint(199, 4500)
            chg += rng.randint(0, 99)
            while True:
                tax = round(chg * 0.1125)
                if chg + tax not in totals:
                    break
                chg += 1
            tot = chg + tax
            totals.add(tot)
            due = ms.replace(day=22)
            paid, mthd = None, None
            tail = idx >= len(months) - unpaid_tail
            if not tail:
                if p["autopay"]:
                    paid, mthd = due - dt.timedelta(days=2), "AUTO"
                elif rng.random() > 0.03:
                    paid = ms + dt.timedelta(days=rng.randint(3, 34))
                    mthd = rng.choices(["CARD", "CASH", "CHK"], [70, 18 if p["store"] else 0, 12])[0]
                if paid is not None and paid > END:
                    paid, mthd = None, None
            inv_id += 1
            invoices.append((inv_id, p["id"], ms.isoformat()[:7], iso(ms), iso(due), chg, tax, tot, iso(paid), mthd))
    invoices.sort(key=lambda r: (r[3], r[1]))
    invoices = [(500001 + i, *r[1:]) for i, r in enumerate(invoices)]

    # ---------------------------------------------------------------- usage records
    usage = []
    durations: set[int] = set()
    volumes: set[int] = set()
    u_start, u_end = dt.date(2025, 8, 1), END

    def volume() -> int:
        while True:
            shape = rng.random()
            if shape < 0.55:
                v = rng.randint(40, 60000)
            elif shape < 0.85:
                v = rng.randint(60000, 480000)
            elif shape < 0.96:
                v = rng.randint(520000, 900000)
            else:
                v = rng.randint(1100000, 1950000) if rng.random() < 0.6 else rng.randint(2150000, 4200000)
            if v not in volumes:
                volumes.add(v)
                return v

    def duration() -> int:
        while True:
            shape = rng.random()
            if shape < 0.7:
                d = rng.randint(4, 240)
            elif shape < 0.92:
                d = rng.randint(241, 1200)
            elif shape < 0.985:
                d = rng.randint(1201, 3400)
            else:
                d = rng.randint(3610, 7800)
            if d <= 1200:
                return d  # only long calls need to be unique (top-N questions)
            if d not in durations and d not in (1800, 2700, 3600):
                durations.add(d)
                return d

    for p in people:
        for r in p["lines"]:
            act = dt.date.fromisoformat(r[6])
            deact = dt.date.fromisoformat(r[7]) if r[7] else None
            lo = max(act, u_start)
            hi = min(deact - dt.timedelta(days=1), u_end) if deact else u_end
            if lo > hi:
                continue
            plan = PLAN[r[4]]
            if r[8] == "SU":
                hi = min(hi, dt.date(2025, 8, 20))
                if lo > hi:
                    continue
            count = rng.randint(2, 9)
            for _ in range(count):
                if plan[2] == "DAT":
                    typ = "D"
                elif plan[4] == 0:
                    typ = rng.choices("VS", [6, 4])[0]
                else:
                    typ = rng.choices("VSD", [45, 22, 33])[0]
                ts = rand_ts(rng, lo, hi, 0 if typ == "D" else 7)
                roam = None
                if rng.random() < 0.06:
                    trips = ["CN", "CN", "JP", "GB"] if p["zh"] else ["CA", "CA", "CA", "MX", "MX", "GB", "FR", "JP"]
                    roam = rng.choice(trips)
                dur = vol = other = direction = None
                if typ == "V":
                    dur = duration()
                    direction = rng.choice(["OUT", "OUT", "IN"])
                    if p["zh"] and rng.random() < 0.35:  # calls to mobiles in China
                        other = "86" + rng.choice(["138", "139", "186", "159"]) + f"{rng.randint(0, 99999999):08d}"
                    else:
                        area = rng.choice(CITIES[p["city"]][1])
                        other = area + str(rng.randint(2, 9)) + f"{rng.randint(0, 999999):06d}"
                elif typ == "S":
                    direction = rng.choice(["OUT", "IN"])
                    other = rng.choice(CITIES[p["city"]][1]) + str(rng.randint(2, 9)) + f"{rng.randint(0, 999999):06d}"
                else:
                    vol = volume()
                chg = 0
                if roam is not None:
                    near = roam in ("CA", "MX")
                    if not (near and plan[6] == 1):
                        if typ == "V":
                            chg = -(-dur // 60) * (25 if near else 199)
                        elif typ == "S":
                            chg = 0 if direction == "IN" else (25 if near else 50)
                        else:
                            chg = 1000 if near else 1500
                elif typ == "V" and other.startswith("86") and direction == "OUT":
                    chg = -(-dur // 60) * 12
                usage.append((r[0], typ, ts, direction, other, dur, vol, roam, chg))
    usage.sort(key=lambda u: (u[2], u[0]))
    usage_rows = [(i, u[0], u[1], iso(u[2]), u[3], u[4], u[5], u[6], u[7], u[8]) for i, u in enumerate(usage, 1)]

    # ---------------------------------------------------------------- support tickets
    tickets = []
    cats = ["BILLING", "NETWORK", "DEVICE", "PORTING", "ROAMING", "ACCOUNT"]
    hours = {1: (1, 20), 2: (3, 70), 3: (10, 230), 4: (20, 470)}
    for _ in range(265):
        ts = rand_ts(rng, dt.date(2025, 1, 2), END, 8, 21)
        alive = [p for p in people if p["open"] <= ts.date() and (p["close"] is None or p["close"] > ts.date())]
        p = rng.choice(alive)
        cat = rng.choices(cats, [30, 22, 18, 8, 7, 15])[0]
        live = [r for r in p["lines"] if dt.date.fromisoformat(r[6]) <= ts.date()
                and (r[7] is None or dt.date.fromisoformat(r[7]) > ts.date())]
        line = rng.choice(live)[0] if live and (cat in ("NETWORK", "DEVICE", "PORTING", "ROAMING") or rng.random() < 0.2) else None
        state = CITIES[p["city"]][0]
        store = None
        if rng.random() < 0.36:
            open_stores = [s for s in stores if s[0] not in NO_TICKET_STORES and s[4] == state
                           and dt.date.fromisoformat(s[5]) <= ts.date() and (s[6] is None or dt.date.fromisoformat(s[6]) > ts.date())]
            if p["store"] and p["store"] in [s[0] for s in open_stores] and rng.random() < 0.6:
                store = p["store"]
            elif open_stores:
                store = rng.choice(open_stores)[0]
        prio = rng.choices([1, 2, 3, 4], [5, 20, 50, 25])[0]
        if cat == "NETWORK" and prio > 2 and rng.random() < 0.3:
            prio = 2
        lo_h, hi_h = hours[prio]
        close = ts + dt.timedelta(minutes=rng.randint(lo_h * 60, hi_h * 60))
        if close > END_TS or rng.random() < 0.03:
            close = None
        csat = rng.choices([1, 2, 3, 4, 5], [6, 8, 16, 35, 35])[0] if close is not None and rng.random() < 0.6 else None
        tickets.append((p["id"], line, store, ts, close, cat, prio, csat))
    tickets.sort(key=lambda t: (t[3], t[0]))
    ticket_rows = [(9001 + i, t[0], t[1], t[2], iso(t[3]), iso(t[4]), t[5], t[6], t[7]) for i, t in enumerate(tickets)]

    return {
        "RATE_PLAN": plans,
        "STORE": stores,
        "SUBSCRIBER": subs,
        "SVC_LINE": lines_out,
        "INVOICE": invoices,
        "USAGE_REC": usage_rows,
        "SUPPORT_TKT": ticket_rows,
    }
