"""IT helpdesk (snake_case, plural tables): departments, agents, employees, tickets, tags, ticket_tags.

agents.supervisor_id is a self reference; ticket_tags is the many-to-many ticket<->tag link.
Codes (tier, category_cd, priority_cd, status_cd) are explained in SQL comments; 0/1 SMALLINT flags;
agent work time in seconds (generated unique); TIMESTAMP opened_at / resolved_at.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

DEPTS = [("Finance", "North", "CC-110"), ("Sales", "South", "CC-120"), ("Marketing", "South", "CC-130"),
         ("Engineering", "North", "CC-140"), ("Customer Support", "East", "CC-150"), ("Human Resources", "North", "CC-160"),
         ("Legal", "West", "CC-170"), ("Operations", "East", "CC-180"), ("Procurement", "West", "CC-190"),
         ("Research", "North", "CC-200"), ("Facilities", "East", "CC-210"), ("Internal Audit", "West", "CC-220")]
# Internal Audit (12) gets no employees
AGENTS = [  # name, tier, supervisor, hired, active, on_call
    ("Marta Kowalczyk", 3, None, "2015-03-02", 1, 0),
    ("Daniel Okafor", 3, 1, "2016-09-12", 1, 1), ("Helen Park", 3, 1, "2017-01-09", 1, 0),
    ("Luis Ortega", 2, 2, "2018-05-21", 1, 1), ("Aisha Rahman", 2, 2, "2019-02-04", 1, 1),
    ("Tom Becker", 2, 3, "2019-08-19", 0, 0), ("Nina Sokolova", 2, 3, "2020-01-13", 1, 0),
    ("Kevin O'Neill", 2, 2, "2020-06-01", 1, 1), ("Grace Lim", 1, 4, "2021-03-15", 1, 0),
    ("Omar Haddad", 1, 4, "2021-04-06", 1, 1), ("Julia Fischer", 1, 5, "2021-10-11", 1, 0),
    ("Samuel Adeyemi", 1, 5, "2022-01-17", 0, 0), ("Chloe Martin", 1, 7, "2022-05-02", 1, 0),
    ("Ravi Menon", 1, 7, "2022-09-05", 1, 1), ("Emily Zhou", 1, 8, "2023-02-20", 1, 0),
    ("Jakub Novak", 1, 8, "2023-06-12", 1, 0), ("Fatima Zahra", 2, 3, "2023-09-04", 1, 0),
    ("Lena Wagner", 1, 4, "2023-11-20", 1, 0), ("Peter Hughes", 1, 5, "2024-02-05", 1, 0),
    ("Sofia Rossi", 1, 7, "2024-06-24", 1, 0),  # joined after the last ticket: no tickets
]
FIRST = ["James", "Mary", "Priya", "Ahmed", "Laura", "Chen", "Olga", "Mateo", "Sarah", "Ethan", "Hannah", "Yusuf",
         "Isabel", "Noah", "Mei", "Lucas", "Zoe", "Arjun", "Clara", "Victor", "Amara", "Felix", "Ingrid", "Diego"]
LAST = ["Smith", "Nair", "Garcia", "Muller", "Brown", "Wang", "Ivanova", "Silva", "Jones", "Taylor", "Kim",
        "Dubois", "O'Connor", "Patel", "Andersen", "Lopez", "Schultz", "Moreau", "Tanaka", "Murphy", "D'Souza"]
CITIES = ["London", "Manchester", "Dublin", "Berlin", "Lisbon"]
SUBJECTS = {
    "HW": ["Laptop will not power on", "Broken laptop screen", "Docking station not detected", "Keyboard keys stuck",
           "Request for second monitor", "Laptop overheating", "Headset microphone not working"],
    "SW": ["Excel crashes on startup", "Install Adobe Acrobat", "Outlook keeps asking for password", "Teams audio issue",
           "Licence request for Visio", "Update Java runtime", "Browser extensions blocked"],
    "NET": ["VPN disconnects every hour", "No wifi in meeting room", "Slow network share", "Cannot reach intranet",
            "VPN client install"],
    "ACC": ["Password reset", "Account locked out", "New starter account", "Access to finance share",
            "MFA token lost", "Leaver account removal"],
    "PRN": ["Printer jam on 3rd floor", "Cannot add printer", "Scanner to email fails", "Toner replacement"],
    "MOB": ["Company phone not syncing mail", "New mobile phone request", "Tablet screen cracked", "SIM card activation"],
}
TAGS = ["vpn", "outlook", "laptop", "password", "printer", "new-starter", "leaver", "vip", "security", "wifi",
        "licence", "mobile", "monitor", "mainframe"]  # mainframe: never used
TAG_BY_CAT = {"HW": ["laptop", "monitor"], "SW": ["outlook", "licence"], "NET": ["vpn", "wifi"],
              "ACC": ["password", "new-starter", "leaver", "security"], "PRN": ["printer"], "MOB": ["mobile"]}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    depts = [(i, *d) for i, d in enumerate(DEPTS, start=1)]
    agents = [(i, *a) for i, a in enumerate(AGENTS, start=1)]
    emps: list[tuple[object, ...]] = []
    for i in range(1, 311):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if i in (37, 211):
            first, last = "Priya", "Nair"  # namesakes in two departments
        dept = rng.randint(1, 11)
        if i == 211:
            dept = 4
        if i == 37:
            dept = 1
        email = None if rng.random() < 0.12 else f"{first.lower()}.{last.lower().replace(chr(39), '')}{i}@corp.example"
        emps.append((i, first, last, email, dept, rng.choice(CITIES), 1 if rng.random() < 0.18 else 0,
                     rng.randint(2008, 2024)))
    tickets: list[list[object]] = []
    taken: set[int] = set()
    requesters = [e[0] for e in emps if int(str(e[0])) <= 280]  # 281-310 never raised a ticket
    for _ in range(720):
        cat = rng.choices(list(SUBJECTS), [22, 24, 14, 22, 10, 8])[0]
        pri = rng.choices(["P1", "P2", "P3", "P4"], [5, 20, 55, 20])[0]
        opened = dt.datetime.combine(day(rng, "2024-01-02", "2024-06-20"),
                                     dt.time(rng.randint(7, 19), rng.randint(0, 59), rng.randint(0, 59)))
        status = rng.choices(["N", "W", "R", "C"], [5, 10, 75, 10])[0]
        if opened.date() >= dt.date(2024, 6, 14) and rng.random() < 0.5:
            status = rng.choice(["N", "W"])
        if status == "N":
            agent = None if rng.random() < 0.7 else rng.choice([a[0] for a in agents[8:19] if a[5] == 1])
        else:
            pool = [a for a in agents[:19] if dt.date.fromisoformat(str(a[4])) <= opened.date()]
            weights = [6 if a[2] == 1 else 3 if a[2] == 2 else 1 for a in pool]
            agent = rng.choices(pool, weights)[0][0]
        if status in ("R", "C"):
            work = unique_int(rng, 240, 30000 if pri in ("P3", "P4") else 60000, taken)
            resolved = opened + dt.timedelta(seconds=work + rng.randint(600, 86400 * 4))
            csat = rng.choices([None, 1, 2, 3, 4, 5], [45, 3, 5, 10, 17, 20])[0]
            reopened = 1 if rng.random() < 0.07 else 0
        else:
            work, resolved, csat, reopened = None, None, None, 0
        tickets.append([rng.choice(requesters), agent, cat, pri, status, rng.choice(SUBJECTS[cat]), opened,
                        resolved, work, reopened, csat])
    tickets.sort(key=lambda t: t[6])
    rows = [(i, t[0], t[1], t[2], t[3], t[4], t[5], iso(t[6]), iso(t[7]), t[8], t[9], t[10])
            for i, t in enumerate(tickets, start=1)]
    tags = [(i, t) for i, t in enumerate(TAGS, start=1)]
    tag_id = {t: i for i, t in tags}
    links: set[tuple[int, int]] = set()
    for r in rows:
        cat = str(r[3])
        if rng.random() < 0.8:
            links.add((int(str(r[0])), tag_id[rng.choice(TAG_BY_CAT[cat])]))
        if rng.random() < 0.25:
            links.add((int(str(r[0])), tag_id[rng.choice(TAGS[:13])]))
        if r[4] == "P1" and rng.random() < 0.5:
            links.add((int(str(r[0])), tag_id["vip"]))
    return {"departments": depts, "agents": agents, "employees": emps, "tickets": rows, "tags": tags,
            "ticket_tags": sorted(links)}
