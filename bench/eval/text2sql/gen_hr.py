"""HR data: 10 departments (one empty), ~300 employees under a manager tree, projects, staffing."""

from __future__ import annotations

import random

from seedtools import day, iso, unique_int

DEPARTMENTS = [
    (1, "Executive", "London", 2_500_000.00),
    (2, "Engineering", "Berlin", 9_800_000.00),
    (3, "Sales", "London", 6_200_000.00),
    (4, "Marketing", "Dublin", 3_100_000.00),
    (5, "Finance", "London", 2_400_000.00),
    (6, "Human Resources", "Dublin", 1_300_000.00),
    (7, "Customer Support", "Toronto", 2_900_000.00),
    (8, "Legal", "London", 1_750_000.00),
    (9, "Operations", "Austin", 3_600_000.00),
    (10, "Research", "Berlin", 1_200_000.00),  # no employees yet
]
# (job titles, salary range, head count) per staffed department
STAFF = {
    2: (
        ["Software Engineer", "Senior Software Engineer", "QA Engineer", "DevOps Engineer"],
        (62_000, 145_000),
        90,
    ),
    3: (["Account Executive", "Sales Representative", "Sales Operations Analyst"], (42_000, 110_000), 60),
    4: (["Marketing Specialist", "Content Writer", "SEO Analyst"], (40_000, 92_000), 28),
    5: (["Accountant", "Financial Analyst", "Payroll Specialist"], (48_000, 105_000), 22),
    6: (["HR Generalist", "Recruiter"], (41_000, 80_000), 14),
    7: (["Support Agent", "Support Team Lead"], (33_000, 62_000), 45),
    8: (["Paralegal", "Corporate Counsel"], (52_000, 150_000), 6),
    9: (["Logistics Coordinator", "Facilities Manager", "Buyer"], (39_000, 88_000), 24),
}
HEAD_TITLES = {
    2: "VP of Engineering",
    3: "Head of Sales",
    4: "Marketing Director",
    5: "Chief Financial Officer",
    6: "HR Director",
    7: "Support Director",
    8: "General Counsel",
    9: "Head of Operations",
}
CITY_OF = {2: ["Berlin", "Munich", "Remote"], 7: ["Toronto", "Montreal", "Remote"]}
FIRST = (
    "James Olivia Liam Emma Noah Ava Lucas Sophia Mateo Mia Ethan Amelia Arjun Priya Wei Mei Hiroshi "
    "Yuki Omar Fatima Lars Ingrid Pierre Camille Diego Lucia Kwame Amara Sean Aoife Tomasz Zofia "
    "Rafael Beatriz Daniel Hannah Samuel Grace Ivan Elena Ahmed Leila Jonas Freya Marco Giulia Ryan "
    "Chloe Kenji Sakura Tariq Nadia Felix Clara Oscar Maya Hugo Alice Nikolai Sara"
).split()
LAST = (
    "Smith Johnson Brown Garcia Miller Davis Martinez Lopez Wilson Anderson Taylor Thomas Moore "
    "Jackson Martin Lee Thompson White Harris Clark Lewis Walker Young Allen King Wright Scott Green "
    "Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner Torres Parker "
    "Collins Edwards Stewart Murphy Cook Rogers O'Brien Kowalski Nakamura Chen Wang Schmidt Fischer "
    "Dubois Rossi Silva Novak Okafor Patel Kim Murray"
).split()
PROJECTS = [
    ("Apollo Platform Migration", 2),
    ("Billing Engine Rewrite", 2),
    ("Mobile App 3.0", 2),
    ("Data Warehouse Consolidation", 2),
    ("Zero Trust Rollout", 2),
    ("Search Relevance", 2),
    ("Observability Stack", 2),
    ("Enterprise Deal Desk", 3),
    ("Partner Channel Program", 3),
    ("CRM Cleanup", 3),
    ("Spring Brand Campaign", 4),
    ("Website Relaunch", 4),
    ("Customer Webinars", 4),
    ("Quarterly Close Automation", 5),
    ("Expense Policy Update", 5),
    ("Audit Readiness", 5),
    ("Graduate Hiring Drive", 6),
    ("Performance Review Redesign", 6),
    ("Help Center Overhaul", 7),
    ("Chatbot Pilot", 7),
    ("GDPR Records Review", 8),
    ("Contract Templates", 8),
    ("Warehouse Relocation", 9),
    ("Vendor Consolidation", 9),
    ("Office Energy Savings", 9),
]
ROLES = ["developer", "analyst", "tester", "consultant"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    salaries: set[int] = set()
    employees: list[tuple[object, ...]] = []
    dept_of: dict[int, int] = {}

    def add(dept: int, title: str, manager: int | None, low: int, high: int, city: str) -> int:
        emp_id = len(employees) + 1
        first, last = rng.choice(FIRST), rng.choice(LAST)
        hired = day(rng, "2010-01-04", "2024-11-29")
        left = None
        if manager is not None and rng.random() < 0.12:
            left = day(rng, iso(hired) or "", "2024-12-31")
            if left <= hired:
                left = None
        email = f"{first.lower()}.{last.lower().replace(chr(39), '')}{emp_id}@northwind-hr.example"
        salary = unique_int(rng, low, high, salaries, step=50)
        employees.append(
            (emp_id, first, last, email, title, dept, manager, iso(hired), iso(left), float(salary), city)
        )
        dept_of[emp_id] = dept
        return emp_id

    ceo = add(1, "Chief Executive Officer", None, 240_000, 260_000, "London")
    add(1, "Executive Assistant", ceo, 55_000, 65_000, "London")
    heads = {
        dept: add(dept, HEAD_TITLES[dept], ceo, 150_000, 230_000, DEPARTMENTS[dept - 1][2]) for dept in STAFF
    }
    for dept, (titles, (low, high), count) in STAFF.items():
        home = DEPARTMENTS[dept - 1][2]
        cities = CITY_OF.get(dept, [home])
        leads = [
            add(dept, titles[0] + " Lead", heads[dept], high - 15_000, high + 10_000, home)
            for _ in range(count // 15 + 1)
        ]
        for _ in range(count):
            manager = rng.choice(leads)
            add(dept, rng.choice(titles), manager, low, high, rng.choice(cities))
    # two contractors who report to nobody
    add(8, "External Counsel", None, 160_000, 180_000, "London")
    add(9, "Interim Site Manager", None, 70_000, 90_000, "Austin")

    projects: list[tuple[object, ...]] = []
    for index, (name, dept) in enumerate(PROJECTS, start=1):
        start = day(rng, "2021-01-04", "2024-10-01")
        end = None if rng.random() < 0.4 else day(rng, iso(start) or "", "2024-12-31")
        budget = float(unique_int(rng, 40_000, 2_000_000, set(), step=1000))
        projects.append((index, name, dept, iso(start), iso(end), budget))

    staffing: list[tuple[object, ...]] = []
    for project_id, _name, dept, *_rest in projects:
        pool = [e for e, d in dept_of.items() if d == dept and e not in heads.values()]
        others = [e for e, d in dept_of.items() if d in (2, 5, 9) and d != dept]
        team = rng.sample(pool, min(len(pool), rng.randint(4, 14))) + rng.sample(others, rng.randint(0, 3))
        for position, emp_id in enumerate(team):
            role = "lead" if position == 0 else rng.choice(ROLES)
            staffing.append((emp_id, project_id, role, rng.choice([4, 8, 10, 12, 16, 20, 24, 30, 40])))
    staffing.sort(key=lambda row: (row[1], row[0]))
    return {
        "departments": [tuple(d) for d in DEPARTMENTS],
        "employees": employees,
        "projects": projects,
        "employee_projects": staffing,
    }
