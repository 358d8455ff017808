"""Research grants office (abbreviated snake_case, singular): dept, researcher, sponsor, proposal,
proposal_personnel, award, expense.

Proposals have two foreign keys to researcher (PI and optional co-PI) plus a many-to-many link
proposal_personnel for other senior staff. Awarded proposals get one award row; expenses are posted
against awards. Dates are ISO text, money DECIMAL USD; requested and awarded amounts unique.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

DEPTS = [("CHEM", "Chemistry", "Science"), ("PHYS", "Physics", "Science"), ("BIO", "Biology", "Science"),
         ("CS", "Computer Science", "Engineering"), ("MECH", "Mechanical Engineering", "Engineering"),
         ("EE", "Electrical Engineering", "Engineering"), ("CIVE", "Civil Engineering", "Engineering"),
         ("PSYC", "Psychology", "Social Sciences"), ("ECON", "Economics", "Social Sciences"),
         ("NURS", "Nursing", "Health Sciences"), ("PUBH", "Public Health", "Health Sciences"),
         ("HIST", "History", "Arts and Humanities")]
SPONSORS = [("National Science Foundation", "NSF", "FED", "US"), ("National Institutes of Health", "NIH", "FED", "US"),
            ("Department of Energy", "DOE", "FED", "US"), ("Defense Advanced Research Projects Agency", "DARPA", "FED", "US"),
            ("National Endowment for the Humanities", "NEH", "FED", "US"), ("Bill & Melinda Gates Foundation", None, "FDN", "US"),
            ("Alfred P. Sloan Foundation", None, "FDN", "US"), ("Robert Wood Johnson Foundation", "RWJF", "FDN", "US"),
            ("Google LLC", None, "IND", "US"), ("Pfizer Inc.", None, "IND", "US"), ("Boeing", None, "IND", "US"),
            ("Siemens AG", None, "IND", "DE"), ("Michigan Economic Development Corp.", "MEDC", "STA", "US"),
            ("Wellcome Trust", None, "FDN", "GB"), ("European Research Council", "ERC", "INT", "BE"),
            ("National Natural Science Foundation of China", "NSFC", "INT", "CN"),
            ("Huawei Technologies", None, "IND", "CN"), ("Japan Society for the Promotion of Science", "JSPS", "INT", "JP"),
            ("Toyota Research Institute", "TRI", "IND", "US"), ("Kavli Foundation", None, "FDN", "US")]
DEPT_SPONSORS = {"CHEM": [1, 3, 10, 12], "PHYS": [1, 3, 20, 18], "BIO": [1, 2, 6, 14], "CS": [1, 4, 9, 17, 7],
                 "MECH": [1, 4, 11, 19, 13], "EE": [1, 4, 17, 12, 3], "CIVE": [1, 13, 15], "PSYC": [2, 1, 8],
                 "ECON": [1, 7, 15], "NURS": [2, 8, 6], "PUBH": [2, 6, 8, 14, 16], "HIST": [5, 15]}
FIRST = ("James Mary Robert Linda Michael Susan David Karen Wei Li Hao Yan Priya Rahul Ahmed Fatima Elena Ivan "
         "Sofia Carlos Ana Kenji Yuki Hannah Noah Grace Samuel Olga Jun Min").split()
LAST = ("Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Chen Wang Zhang Liu Li "
        "Kumar Sharma Khan Rossi Petrov Garcia Martinez Tanaka Suzuki Kim Park Nguyen O'Malley Schneider").split()
TOPIC_A = ["Scalable", "Robust", "Low-Cost", "Adaptive", "Sustainable", "Community-Based", "Data-Driven", "Quantum"]
TOPIC_B = {"CHEM": ["Catalysts for Green Hydrogen", "Polymer Recycling", "Battery Electrolytes"],
           "PHYS": ["Dark Matter Detectors", "Quantum Sensing", "Plasma Confinement"],
           "BIO": ["Gene Regulation in Zebrafish", "Coral Reef Microbiomes", "Antibiotic Resistance"],
           "CS": ["Federated Learning", "Program Verification", "Language Models for Code"],
           "MECH": ["Soft Robotics", "Turbine Blade Cooling", "Additive Manufacturing"],
           "EE": ["Power Electronics", "6G Antennas", "Neuromorphic Chips"],
           "CIVE": ["Bridge Health Monitoring", "Flood Resilience", "Low-Carbon Concrete"],
           "PSYC": ["Adolescent Sleep", "Memory and Aging", "Social Media and Anxiety"],
           "ECON": ["Labor Markets after Automation", "Housing Affordability", "Rural Credit"],
           "NURS": ["Nurse Burnout", "Home Care for Dementia", "Maternal Health"],
           "PUBH": ["Malaria Surveillance", "Air Pollution and Asthma", "Vaccine Hesitancy"],
           "HIST": ["Great Lakes Shipping Archives", "Oral Histories of Detroit", "Medieval Trade Routes"]}
VENDORS = {"EQUIP": ["Thermo Fisher", "Keysight", "Dell Technologies", "Bruker"], "SUPPLIES": ["Fisher Scientific", "Sigma-Aldrich", "Amazon Business", None],
           "TRAVEL": ["Delta Air Lines", "Marriott", None], "SALARY": [None], "TUITION": [None], "SUBAWARD": ["University of Toledo", "Wayne State University"]}


def fiscal_year(d: dt.date) -> int:
    return d.year + 1 if d.month >= 7 else d.year


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    depts = DEPTS
    researchers: list[tuple[object, ...]] = []
    for i in range(1, 191):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if i in (44, 131):
            name = "Wei Zhang"
        dept = depts[(i - 1) % len(depts)][0] if i <= 24 else rng.choice(depts)[0]
        title = rng.choices(["AST", "ASC", "PRF", "RSC", "PDF"], [25, 25, 28, 12, 10])[0]
        hire = rng.randint(1985, 2023) if title == "PRF" else rng.randint(2008, 2024)
        if title == "PDF":
            hire = rng.randint(2021, 2024)
        orcid = f"0000-000{rng.randint(1, 3)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}" if rng.random() < 0.8 else None
        emer = "T" if title == "PRF" and hire < 1995 and rng.random() < 0.6 else "F"
        researchers.append((i, name, dept, title, hire, orcid, emer))
    sponsors = [(i, *s) for i, s in enumerate(SPONSORS, start=1)]

    pis = [r for r in researchers if r[3] in ("AST", "ASC", "PRF", "RSC") and r[0] not in (185, 186, 187, 188, 189, 190)]
    proposals: list[list[object]] = []
    reqs: set[int] = set()
    for _ in range(420):
        pi = rng.choice(pis)
        dept = str(pi[2])
        spn = rng.choice(DEPT_SPONSORS[dept]) if rng.random() < 0.9 else rng.randint(1, 20)
        submit = day(rng, "2021-07-01", "2024-06-15")
        co = None
        if rng.random() < 0.45:
            co = rng.choice([r for r in researchers if r[0] != pi[0] and r[3] != "PDF"])[0]
        big = sponsors[spn - 1][3] in ("FED", "INT")
        req = unique_int(rng, 25000, 2500000 if big else 600000, reqs, step=50)
        if rng.random() < 0.05:
            req = unique_int(rng, 3000000, 9000000, reqs, step=1000)
        age = (dt.date(2024, 6, 30) - submit).days
        status = "S" if age < rng.randint(120, 300) else rng.choices(["A", "D", "W"], [38, 55, 7])[0]
        decision = None if status == "S" else iso(submit + dt.timedelta(days=rng.randint(60, min(300, age))))
        if status == "W":
            decision = None
        title = f"{rng.choice(TOPIC_A)} {rng.choice(TOPIC_B[dept])}"
        human = "yes" if dept in ("PSYC", "NURS", "PUBH", "ECON") and rng.random() < 0.8 else "no"
        proposals.append([submit, pi[0], co, spn, req, status, decision, title, human])
    proposals.sort(key=lambda p: (p[0], p[1]))
    prop_rows = []
    counters: dict[int, int] = {}
    for p in proposals:
        fy = fiscal_year(p[0])
        counters[fy] = counters.get(fy, 0) + rng.randint(1, 3)
        no = f"P{fy % 100:02d}-{counters[fy]:04d}"
        prop_rows.append((no, p[7], p[1], p[2], p[3], iso(p[0]), fy, f"{p[4]}.00", p[5], p[6], p[8]))

    personnel: list[tuple[object, ...]] = []
    for pr in prop_rows:
        n = rng.choices([0, 1, 2, 3], [35, 35, 20, 10])[0]
        taken = {pr[2], pr[3]}
        for _ in range(n):
            r = rng.choice(researchers)
            if r[0] in taken:
                continue
            taken.add(r[0])
            role = "POSTDOC" if r[3] == "PDF" else rng.choice(["SENIOR", "SENIOR", "CONSULT"])
            personnel.append((pr[0], r[0], role, rng.choice([5, 10, 10, 15, 20, 25, 50, 100 if role == "POSTDOC" else 30])))
    personnel.sort()

    awards: list[tuple[object, ...]] = []
    amts: set[int] = set()
    expenses: list[list[object]] = []
    for pr in prop_rows:
        if pr[8] != "A":
            continue
        aid = len(awards) + 1
        req = int(str(pr[7]).split(".")[0])
        amt = req if rng.random() < 0.5 else req * rng.randint(70, 99) // 100
        while amt in amts:
            amt -= 7
        amts.add(amt)
        start = dt.date.fromisoformat(str(pr[9])) + dt.timedelta(days=rng.randint(10, 90))
        years = rng.choice([1, 2, 3, 3, 4, 5])
        end = start.replace(year=start.year + years) - dt.timedelta(days=1)
        spn = sponsors[int(str(pr[4])) - 1]
        idc = {"FED": "56.0", "STA": "26.0", "FDN": "15.0", "IND": "56.0", "INT": "20.0"}[str(spn[3])]
        if spn[1] == "Bill & Melinda Gates Foundation":
            idc = "10.0"
        abbr = spn[2] or "GR"
        awards.append((aid, pr[0], f"{abbr}-{rng.randint(1000000, 9999999)}", f"{amt}.00", iso(start), iso(end), idc))
        if start > dt.date(2024, 5, 1):
            continue  # too new, nothing spent yet
        for _ in range(rng.randint(1, 8)):
            when = day(rng, iso(start), min(iso(end), "2024-06-30"))
            cat = rng.choices(list(VENDORS), [30, 12, 20, 25, 8, 5])[0]
            hi = {"EQUIP": 180000, "SUPPLIES": 9000, "TRAVEL": 6000, "SALARY": 40000, "TUITION": 22000, "SUBAWARD": 120000}[cat]
            cents = rng.randint(15000, hi * 100)
            expenses.append([aid, iso(when), cat, cents, rng.choice(VENDORS[cat])])
    expenses.sort(key=lambda e: (e[1], e[0]))
    seen: set[int] = set()
    exp_rows = []
    for i, e in enumerate(expenses, start=1):
        c = int(str(e[3]))
        while c in seen:
            c += 1
        seen.add(c)
        exp_rows.append((i, e[0], e[1], e[2], f"{c // 100}.{c % 100:02d}", e[4]))
    # DSCI was founded in 2024 and has no faculty yet.
    return {"dept": [tuple(d) for d in depts] + [("DSCI", "Data Science", "Engineering")], "researcher": researchers, "sponsor": sponsors,
            "proposal": prop_rows, "proposal_personnel": personnel, "award": awards, "expense": exp_rows}
