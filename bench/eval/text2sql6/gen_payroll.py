"""Company payroll (plural snake_case, SMALLINT 0/1 flags, codes explained in SQL comments):
pay_grades, employees (self-referencing manager_id), timesheets (two FKs to employees), payslips,
deductions. Money in EUR DECIMAL, timesheet time in minutes. Salaries are unique."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

GRADES = [("G1", "Junior", 32000, 42000, 1), ("G2", "Associate", 40000, 52000, 1),
          ("G3", "Professional", 50000, 64000, 1), ("G4", "Senior", 60000, 78000, 0),
          ("G5", "Lead", 72000, 92000, 0), ("G6", "Manager", 85000, 110000, 0),
          ("G7", "Director", 105000, 140000, 0), ("G8", "Executive", 150000, 220000, 0)]
FIRST = ["Sanne", "Daan", "Lotte", "Bram", "Emma", "Lucas", "Julia", "Finn", "Mila", "Noah", "Sophie", "Jan",
         "Anna", "Lukas", "Lena", "Jonas", "Priya", "Ahmed", "Fatima", "Mehmet", "Olga", "Piotr", "Chen", "Wei",
         "Maria", "José", "Zoë", "Ruben", "Eva", "Thijs", "Hannah", "Felix", "Yusuf", "Aylin", "Tom", "Isabel"]
LAST = ["de Vries", "Jansen", "van Dijk", "Bakker", "Visser", "Smit", "Meijer", "Müller", "Schmidt", "Schneider",
        "Fischer", "Weber", "Yilmaz", "Kaya", "Nowak", "Kowalski", "Patel", "Khan", "Wang", "Li", "García",
        "Rossi", "O'Neill", "van den Berg", "Hoekstra", "Becker", "Wagner", "Dekker", "Mulder", "Peters"]
DEPTS = {"Engineering": 30, "Sales": 14, "Finance": 9, "Support": 14, "Marketing": 8, "People": 5, "Legal": 3}
CITIES = ["Amsterdam", "Amsterdam", "Amsterdam", "Rotterdam", "Berlin", "Berlin"]
PROJECTS = ["ATLAS", "BORA", "CIRRUS", "DELTA", "ECHO"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    grades = [(i, *g[:2], f"{g[2]}.00", f"{g[3]}.00", g[4]) for i, g in enumerate(GRADES, start=1)]
    salaries: set[int] = set()
    emps: list[list[object]] = []

    def salary(grade: int) -> str:
        lo, hi = GRADES[grade - 1][2], GRADES[grade - 1][3]
        return f"{unique_int(rng, lo, hi, salaries, step=50)}.00"

    used_names: set[tuple[str, str]] = set()

    def name() -> tuple[str, str]:
        while True:
            pair = (rng.choice(FIRST), rng.choice(LAST))
            if pair not in used_names:
                used_names.add(pair)
                return pair

    # 1 CEO, department heads (G7), then managers (G6), then staff
    emps.append([1, "Ingrid", "Hofman", "Management", "Amsterdam", 8, None, "FT", "2012-03-01", None,
                 "198500.00", 1, "ingrid.hofman@corp.example"])
    used_names.add(("Ingrid", "Hofman"))
    heads: dict[str, int] = {}
    for dept in DEPTS:
        fn, ln = name()
        eid = len(emps) + 1
        heads[dept] = eid
        emps.append([eid, fn, ln, dept, "Amsterdam", 7, 1, "FT", iso(day(rng, "2013-01-01", "2018-12-31")), None,
                     salary(7), 1, None])
    managers: dict[str, list[int]] = {d: [heads[d]] for d in DEPTS}
    for dept, size in DEPTS.items():
        n_mgr = 2 if size >= 14 else (1 if size >= 8 else 0)
        for _ in range(n_mgr):
            fn, ln = name()
            eid = len(emps) + 1
            emps.append([eid, fn, ln, dept, rng.choice(CITIES), 6, heads[dept], "FT",
                         iso(day(rng, "2015-01-01", "2020-12-31")), None, salary(6), 1, None])
            managers[dept].append(eid)
    for dept, size in DEPTS.items():
        for _ in range(size):
            fn, ln = name()
            eid = len(emps) + 1
            grade = rng.choices(range(1, 6), [14, 22, 28, 22, 10])[0]
            etype = rng.choices(["FT", "PT", "CT"], [75, 15, 10])[0]
            hired = day(rng, "2016-01-01", "2023-12-31")
            term = None
            if rng.random() < 0.12:
                term = day(rng, "2024-01-15", "2024-04-30")
            mgr = rng.choice(managers[dept][1:] or managers[dept])
            emps.append([eid, fn, ln, dept, rng.choice(CITIES), grade, mgr, etype, iso(hired), iso(term),
                         salary(grade), 0 if term else 1, None])
    # a late hire in Legal with no timesheets and no payslips
    emps.append([len(emps) + 1, "Zoë", "Dekker", "Legal", "Rotterdam", 3, heads["Legal"], "FT", "2024-06-03",
                 None, salary(3), 1, None])
    # namesake: a second Lucas Bakker
    emps.append([len(emps) + 1, "Lucas", "Bakker", "Support", "Berlin", 2, managers["Support"][1], "PT",
                 "2022-09-12", None, salary(2), 1, None])
    if ("Lucas", "Bakker") not in used_names:
        emps.append([len(emps) + 1, "Lucas", "Bakker", "Engineering", "Amsterdam", 3, managers["Engineering"][1],
                     "FT", "2019-04-01", None, salary(3), 1, None])
    for e in emps[1:]:
        if rng.random() < 0.85:
            e[12] = (str(e[1]).lower().replace("ë", "e").replace("é", "e") + "."
                     + str(e[2]).lower().replace(" ", "").replace("'", "").replace("ü", "ue")
                     + "@corp.example")
    employees = [tuple(e) for e in emps]

    # timesheets: hourly-ish staff (PT / CT and grades 1-3), April-May 2024
    timesheets: list[tuple[object, ...]] = []
    ts_people = [e for e in emps if (e[7] in ("PT", "CT") or int(str(e[5])) <= 3) and str(e[8]) < "2024-04-01"]
    for _ in range(520):
        e = rng.choice(ts_people)
        end = str(e[9]) if e[9] else "2024-05-31"
        if end < "2024-04-01":
            continue
        wd = day(rng, "2024-04-01", min(end, "2024-05-31"))
        if wd.weekday() >= 5:
            wd -= dt.timedelta(days=wd.weekday() - 4)
        minutes = rng.choice([240, 300, 360, 420, 450, 480, 480, 480]) + rng.choice([0, 15, 30, -15])
        ot = 0 if rng.random() < 0.7 else rng.choice([30, 45, 60, 90, 120, 150])
        proj = None if rng.random() < 0.3 else rng.choice(PROJECTS)
        approver = None if rng.random() < 0.15 else (e[6] if rng.random() < 0.85 else heads.get(str(e[3]), 1))
        timesheets.append((iso(wd), e[0], minutes, ot, proj, approver))
    timesheets.sort(key=lambda t: (str(t[0]), int(str(t[1]))))
    timesheets = [(i, t[1], t[0], t[2], t[3], t[4], t[5]) for i, t in enumerate(timesheets, start=1)]

    payslips: list[tuple[object, ...]] = []
    deductions: list[tuple[object, ...]] = []
    loans = {int(str(e[0])) for e in emps if rng.random() < 0.08}
    union = {int(str(e[0])) for e in emps if rng.random() < 0.25}
    grosses: set[int] = set()
    for month in range(1, 5):
        start = dt.date(2024, month, 1)
        pay_date = dt.date(2024, month, 25)
        for e in emps:
            if str(e[8]) > iso(start) or (e[9] and str(e[9]) < iso(start)):
                continue
            annual = float(str(e[10]))
            factor = 0.6 if e[7] == "PT" else 1.0
            base = int(round(annual * factor / 12 * 100))
            gross_c = base
            while gross_c in grosses:
                gross_c += 1
            grosses.add(gross_c)
            bonus = None
            if month == 3 and rng.random() < 0.3:
                bonus = rng.randint(5, 40) * 50
            tax = round(gross_c * rng.uniform(0.28, 0.37))
            pen = round(gross_c * 0.06) if e[7] != "CT" else 0
            items = [("TAX", tax)]
            if pen:
                items.append(("PEN", pen))
            if e[7] != "CT" and rng.random() < 0.7:
                items.append(("HLT", rng.choice([11250, 12400, 13975])))
            if int(str(e[0])) in union:
                items.append(("UNI", 1850))
            if int(str(e[0])) in loans:
                items.append(("LON", 25000))
            total_ded = sum(v for _, v in items)
            net_c = gross_c + (bonus or 0) * 100 - total_ded
            pid = len(payslips) + 1
            payslips.append((pid, e[0], iso(start), iso(pay_date), f"{gross_c / 100:.2f}", f"{net_c / 100:.2f}",
                             None if bonus is None else f"{bonus}.00"))
            for code, val in items:
                deductions.append((len(deductions) + 1, pid, code, f"{val / 100:.2f}"))
    return {"pay_grades": grades, "employees": employees, "timesheets": timesheets, "payslips": payslips,
            "deductions": deductions}
