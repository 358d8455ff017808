# ruff: noqa: E501
"""Talentbridge Partners, a fictional mid-sized tech recruiting agency: its applicant-tracking database
as of 2025-11-14 ("today"; no date in the data is later). Conventional sample-database style
(snake_case, plural tables, readable English names and values): client companies, job postings,
recruiters (self-referencing manager), candidates, applications (candidate x job), interviews,
skills with two many-to-many link tables (candidate_skills, job_skills). Salaries are whole US
dollars per year. `python3 gen_recruiting.py` writes recruiting/schema.sql and recruiting/data.sql
(byte-identical on rerun); build.py calls `generate` with the suite's seed."""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # seedtools.py, text2sql_tools.py
from seedtools import day, iso, unique_int

TODAY = dt.date(2025, 11, 14)
START = dt.date(2024, 1, 8)

SCHEMA_SQL = """\
-- Talentbridge Partners: applicant-tracking database of a tech recruiting agency.
-- Snapshot taken 2025-11-14 (no date in the data is later).
-- Salaries are whole US dollars per year.

CREATE TABLE companies (
    company_id    INTEGER      NOT NULL,
    name          VARCHAR(60)  NOT NULL,
    industry      VARCHAR(30)  NOT NULL,
    city          VARCHAR(40)  NOT NULL,  -- headquarters
    country       VARCHAR(40)  NOT NULL,
    client_since  DATE         NOT NULL,  -- date the client contract was signed
    PRIMARY KEY (company_id)
);

CREATE TABLE recruiters (
    recruiter_id  INTEGER      NOT NULL,
    first_name    VARCHAR(40)  NOT NULL,
    last_name     VARCHAR(40)  NOT NULL,
    email         VARCHAR(80)  NOT NULL,
    title         VARCHAR(40)  NOT NULL,
    hire_date     DATE         NOT NULL,
    manager_id    INTEGER,                -- the recruiter's manager; NULL for the head of recruiting
    PRIMARY KEY (recruiter_id),
    FOREIGN KEY (manager_id) REFERENCES recruiters (recruiter_id)
);

CREATE TABLE skills (
    skill_id      INTEGER      NOT NULL,
    name          VARCHAR(40)  NOT NULL,
    category      VARCHAR(20)  NOT NULL,  -- language, framework, cloud, data, design, practice
    PRIMARY KEY (skill_id)
);

CREATE TABLE job_postings (
    job_id        INTEGER      NOT NULL,
    company_id    INTEGER      NOT NULL,
    recruiter_id  INTEGER      NOT NULL,  -- agency recruiter who owns the search
    title         VARCHAR(60)  NOT NULL,
    department    VARCHAR(30)  NOT NULL,
    city          VARCHAR(40)  NOT NULL,  -- office location
    is_remote     INTEGER      NOT NULL,  -- 1 = fully remote allowed, 0 = on-site / hybrid
    salary_min    INTEGER      NOT NULL,  -- USD per year
    salary_max    INTEGER      NOT NULL,  -- USD per year
    posted_date   DATE         NOT NULL,
    closed_date   DATE,                   -- NULL = still open
    PRIMARY KEY (job_id),
    FOREIGN KEY (company_id) REFERENCES companies (company_id),
    FOREIGN KEY (recruiter_id) REFERENCES recruiters (recruiter_id)
);

CREATE TABLE candidates (
    candidate_id      INTEGER      NOT NULL,
    first_name        VARCHAR(40)  NOT NULL,
    last_name         VARCHAR(40)  NOT NULL,
    email             VARCHAR(80),            -- NULL = not on file
    city              VARCHAR(40)  NOT NULL,
    country           VARCHAR(40)  NOT NULL,
    years_experience  INTEGER      NOT NULL,
    current_title     VARCHAR(60),            -- NULL = not currently employed / not given
    source            VARCHAR(20)  NOT NULL,  -- referral, linkedin, job board, website, career fair
    created_date      DATE         NOT NULL,  -- date the candidate was added to the database
    PRIMARY KEY (candidate_id)
);

CREATE TABLE candidate_skills (
    candidate_id  INTEGER      NOT NULL,
    skill_id      INTEGER      NOT NULL,
    PRIMARY KEY (candidate_id, skill_id),
    FOREIGN KEY (candidate_id) REFERENCES candidates (candidate_id),
    FOREIGN KEY (skill_id) REFERENCES skills (skill_id)
);

CREATE TABLE job_skills (
    job_id        INTEGER      NOT NULL,
    skill_id      INTEGER      NOT NULL,  -- a skill the job requires
    PRIMARY KEY (job_id, skill_id),
    FOREIGN KEY (job_id) REFERENCES job_postings (job_id),
    FOREIGN KEY (skill_id) REFERENCES skills (skill_id)
);

CREATE TABLE applications (
    application_id    INTEGER      NOT NULL,
    candidate_id      INTEGER      NOT NULL,
    job_id            INTEGER      NOT NULL,
    applied_date      DATE         NOT NULL,
    stage             VARCHAR(12)  NOT NULL,  -- current stage: applied, screen, interview, offer, hired, rejected
    rejection_reason  VARCHAR(40),            -- only for stage rejected; NULL = not recorded (and for every other stage)
    PRIMARY KEY (application_id),
    FOREIGN KEY (candidate_id) REFERENCES candidates (candidate_id),
    FOREIGN KEY (job_id) REFERENCES job_postings (job_id)
);

CREATE TABLE interviews (
    interview_id      INTEGER      NOT NULL,
    application_id    INTEGER      NOT NULL,
    interviewer_id    INTEGER      NOT NULL,  -- the recruiter who ran the interview
    scheduled_at      TIMESTAMP    NOT NULL,
    duration_minutes  INTEGER      NOT NULL,
    score             INTEGER,                -- 1 (poor) .. 5 (excellent); NULL = not scored yet
    PRIMARY KEY (interview_id),
    FOREIGN KEY (application_id) REFERENCES applications (application_id),
    FOREIGN KEY (interviewer_id) REFERENCES recruiters (recruiter_id)
);
"""

# name, industry, city, country, client since
COMPANIES = [
    ("Brightwave Analytics", "data & analytics", "Austin", "United States", "2019-03-11"),
    ("Nimbus Cloudworks", "cloud infrastructure", "Seattle", "United States", "2018-06-04"),
    ("Ledgerline", "fintech", "New York", "United States", "2020-01-20"),
    ("Pinecrest Health", "healthtech", "Boston", "United States", "2021-09-13"),
    ("Orbital Games", "gaming", "Los Angeles", "United States", "2019-11-02"),
    ("Copperleaf Commerce", "e-commerce", "Chicago", "United States", "2022-02-28"),
    ("Sentinel Shield", "cybersecurity", "Washington", "United States", "2020-07-15"),
    ("Tidepool Robotics", "robotics", "Pittsburgh", "United States", "2023-04-03"),
    ("Maple Byte", "SaaS", "Toronto", "Canada", "2021-05-17"),
    ("Northstar Logistics Tech", "logistics", "Vancouver", "Canada", "2022-10-10"),
    ("Greyhaven Bank Digital", "fintech", "London", "United Kingdom", "2020-03-30"),
    ("Fable & Finch", "edtech", "Manchester", "United Kingdom", "2023-01-09"),
    ("Kestrel Mobility", "automotive", "Berlin", "Germany", "2021-11-22"),
    ("Lumen Dynamics", "SaaS", "San Francisco", "United States", "2017-08-14"),
    ("Harborview Insurance Tech", "insurtech", "Hartford", "United States", "2022-06-06"),
    ("Verdant Energy Systems", "cleantech", "Denver", "United States", "2023-08-21"),
    ("Quarry Labs", "developer tools", "Amsterdam", "Netherlands", "2024-02-12"),
    ("Silverline Media", "media", "New York", "United States", "2021-02-01"),
    ("Atlas Peak Software", "SaaS", "Salt Lake City", "United States", "2024-05-27"),
    ("Redwood Genomics", "biotech", "San Diego", "United States", "2022-12-05"),
    ("Cobalt Payments", "fintech", "Dublin", "Ireland", "2023-10-16"),
    ("Quillfeather Labs", "edtech", "Austin", "United States", "2025-10-27"),  # new client: no postings yet
]
NO_POSTING_COMPANY = "Quillfeather Labs"

# first, last, title, hire date, manager (index into this list, or None)
RECRUITERS = [
    ("Margaret", "Ellison", "Head of Recruiting", "2014-04-01", None),
    ("David", "Okafor", "Recruiting Manager", "2016-09-12", 0),
    ("Sofia", "Marchetti", "Recruiting Manager", "2017-02-06", 0),
    ("Kevin", "Tran", "Senior Recruiter", "2018-05-21", 1),
    ("Hannah", "Brooks", "Senior Recruiter", "2019-01-14", 1),
    ("Luis", "Fernandez", "Technical Recruiter", "2020-03-02", 1),
    ("Aisha", "Rahman", "Technical Recruiter", "2021-06-28", 1),
    ("Tom", "Whitaker", "Senior Recruiter", "2018-10-08", 2),
    ("Grace", "Lindqvist", "Technical Recruiter", "2020-11-16", 2),
    ("Ben", "Adeyemi", "Technical Recruiter", "2022-04-04", 2),
    ("Chloe", "Dubois", "Recruiting Coordinator", "2023-07-10", 2),
    ("Ryan", "O'Sullivan", "Technical Recruiter", "2023-02-20", 1),
    ("Mei", "Watanabe", "Sourcer", "2024-08-19", 2),
    ("Jonah", "Petrov", "Technical Recruiter", "2025-11-03", 1),  # new hire: no jobs, no interviews
]
NEW_RECRUITER = 13  # index of Jonah Petrov

# name, category
SKILLS = [
    ("Python", "language"),
    ("Java", "language"),
    ("Go", "language"),
    ("JavaScript", "language"),
    ("TypeScript", "language"),
    ("C++", "language"),
    ("Rust", "language"),
    ("Kotlin", "language"),
    ("Swift", "language"),
    ("Scala", "language"),
    ("SQL", "language"),
    ("React", "framework"),
    ("Node.js", "framework"),
    ("Django", "framework"),
    ("Spring Boot", "framework"),
    ("Angular", "framework"),
    ("AWS", "cloud"),
    ("Azure", "cloud"),
    ("Google Cloud", "cloud"),
    ("Kubernetes", "cloud"),
    ("Docker", "cloud"),
    ("Terraform", "cloud"),
    ("PostgreSQL", "data"),
    ("Spark", "data"),
    ("Machine Learning", "data"),
    ("PyTorch", "data"),
    ("Tableau", "data"),
    ("Figma", "design"),
    ("User Research", "design"),
    ("Agile", "practice"),
    ("CI/CD", "practice"),
    ("Penetration Testing", "practice"),
    ("Elixir", "language"),
    ("COBOL", "language"),  # COBOL: nobody has it, no job needs it
]

# job family: (title, department, skill pool (names), salary band (low min, high max), weight)
FAMILIES = [
    (
        "Backend Engineer",
        "Engineering",
        ["Python", "Java", "Go", "PostgreSQL", "AWS", "Docker", "SQL", "Kubernetes", "Spring Boot", "Django"],
        (95000, 185000),
        14,
    ),
    (
        "Senior Backend Engineer",
        "Engineering",
        ["Go", "Java", "Python", "Kubernetes", "AWS", "PostgreSQL", "Rust", "Scala"],
        (140000, 230000),
        9,
    ),
    (
        "Frontend Engineer",
        "Engineering",
        ["JavaScript", "TypeScript", "React", "Angular", "CI/CD", "Figma"],
        (90000, 170000),
        10,
    ),
    (
        "Full Stack Developer",
        "Engineering",
        ["JavaScript", "TypeScript", "React", "Node.js", "PostgreSQL", "Python", "Docker"],
        (90000, 175000),
        9,
    ),
    (
        "Mobile Developer",
        "Engineering",
        ["Kotlin", "Swift", "TypeScript", "React", "CI/CD"],
        (95000, 180000),
        6,
    ),
    (
        "Data Engineer",
        "Data",
        ["Python", "SQL", "Spark", "Scala", "AWS", "PostgreSQL", "Terraform"],
        (105000, 190000),
        8,
    ),
    (
        "Data Scientist",
        "Data",
        ["Python", "SQL", "Machine Learning", "PyTorch", "Tableau"],
        (110000, 200000),
        7,
    ),
    (
        "Machine Learning Engineer",
        "Data",
        ["Python", "PyTorch", "Machine Learning", "Kubernetes", "C++", "Google Cloud"],
        (140000, 245000),
        6,
    ),
    (
        "DevOps Engineer",
        "Infrastructure",
        ["Kubernetes", "Docker", "Terraform", "AWS", "Azure", "CI/CD", "Go"],
        (105000, 190000),
        8,
    ),
    (
        "Site Reliability Engineer",
        "Infrastructure",
        ["Kubernetes", "Go", "Python", "Google Cloud", "Terraform", "Docker"],
        (120000, 215000),
        5,
    ),
    (
        "Security Engineer",
        "Security",
        ["Penetration Testing", "Python", "AWS", "Go", "Kubernetes"],
        (120000, 220000),
        5,
    ),
    (
        "QA Automation Engineer",
        "Quality",
        ["Python", "Java", "JavaScript", "CI/CD", "Agile"],
        (75000, 140000),
        5,
    ),
    ("Product Manager", "Product", ["Agile", "SQL", "User Research", "Tableau"], (110000, 195000), 6),
    ("UX Designer", "Design", ["Figma", "User Research", "Agile"], (80000, 150000), 5),
    ("Engineering Manager", "Engineering", ["Agile", "Java", "Python", "AWS", "Go"], (165000, 255000), 4),
    ("Embedded Software Engineer", "Engineering", ["C++", "Rust", "Python", "CI/CD"], (100000, 185000), 3),
]
FAMILY = {f[0]: f for f in FAMILIES}

# company city -> other office cities the company hires in
EXTRA_OFFICES = {
    "Nimbus Cloudworks": ["Seattle", "Austin", "Denver"],
    "Lumen Dynamics": ["San Francisco", "New York", "Toronto"],
    "Brightwave Analytics": ["Austin", "Chicago"],
    "Greyhaven Bank Digital": ["London", "Manchester"],
    "Kestrel Mobility": ["Berlin", "Munich"],
    "Ledgerline": ["New York", "Toronto"],
}

# candidate cities: city -> country, weight
CITIES = {
    "New York": ("United States", 11),
    "San Francisco": ("United States", 9),
    "Seattle": ("United States", 8),
    "Austin": ("United States", 8),
    "Chicago": ("United States", 6),
    "Boston": ("United States", 6),
    "Denver": ("United States", 4),
    "Los Angeles": ("United States", 5),
    "Atlanta": ("United States", 3),
    "Pittsburgh": ("United States", 2),
    "Toronto": ("Canada", 7),
    "Vancouver": ("Canada", 4),
    "Montreal": ("Canada", 2),
    "London": ("United Kingdom", 7),
    "Manchester": ("United Kingdom", 3),
    "Berlin": ("Germany", 4),
    "Munich": ("Germany", 2),
    "Amsterdam": ("Netherlands", 3),
    "Dublin": ("Ireland", 3),
    "Bangalore": ("India", 4),
    "Warsaw": ("Poland", 3),
    "Lisbon": ("Portugal", 2),
}

FIRST = [
    "James",
    "Olivia",
    "Liam",
    "Emma",
    "Noah",
    "Ava",
    "Ethan",
    "Sophia",
    "Mason",
    "Isabella",
    "Lucas",
    "Mia",
    "Benjamin",
    "Amelia",
    "Henry",
    "Harper",
    "Alexander",
    "Evelyn",
    "Daniel",
    "Abigail",
    "Matthew",
    "Emily",
    "Samuel",
    "Ella",
    "Jack",
    "Scarlett",
    "Owen",
    "Grace",
    "Nathan",
    "Chloe",
    "Aaron",
    "Zoe",
    "Carlos",
    "Lucia",
    "Diego",
    "Valentina",
    "Arjun",
    "Priya",
    "Rahul",
    "Ananya",
    "Wei",
    "Xin",
    "Hiroshi",
    "Yuki",
    "Min-jun",
    "Seo-yeon",
    "Tomasz",
    "Katarzyna",
    "Lars",
    "Ingrid",
    "Mateo",
    "Fatima",
    "Omar",
    "Layla",
    "Kwame",
    "Amara",
    "Sean",
    "Niamh",
    "Pieter",
    "Sanne",
    "Felix",
    "Lena",
    "Joao",
    "Beatriz",
    "Ivan",
    "Elena",
    "Rosa",
    "Marcus",
]
LAST = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Martinez",
    "Lopez",
    "Wilson",
    "Anderson",
    "Taylor",
    "Thomas",
    "Moore",
    "Jackson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
    "Walker",
    "Hall",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Green",
    "Baker",
    "Adams",
    "Nelson",
    "Carter",
    "Mitchell",
    "Roberts",
    "Turner",
    "Phillips",
    "Campbell",
    "Parker",
    "Evans",
    "Collins",
    "Patel",
    "Sharma",
    "Gupta",
    "Iyer",
    "Chen",
    "Wang",
    "Zhang",
    "Liu",
    "Tanaka",
    "Suzuki",
    "Park",
    "Choi",
    "Nowak",
    "Kowalski",
    "Jensen",
    "Nielsen",
    "Rossi",
    "Silva",
    "Santos",
    "Mensah",
    "Haddad",
    "Murphy",
    "Byrne",
    "de Vries",
    "Bakker",
    "Schneider",
    "Fischer",
    "Weber",
    "Novak",
    "Costa",
    "O'Brien",
    "Sullivan",
]
MAIL = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com"]
SOURCES = [("linkedin", 38), ("job board", 24), ("referral", 16), ("website", 14), ("career fair", 8)]
REJECTIONS = [
    ("not enough experience", 26),
    ("salary expectations", 17),
    ("failed technical interview", 22),
    ("position filled", 14),
    ("withdrew", 12),
    ("no response", 9),
]
CURRENT_TITLES = {
    "Engineering": [
        "Software Engineer",
        "Senior Software Engineer",
        "Backend Developer",
        "Frontend Developer",
        "Web Developer",
        "Software Developer",
        "Lead Engineer",
        "iOS Developer",
        "Android Developer",
    ],
    "Data": [
        "Data Analyst",
        "Data Engineer",
        "Data Scientist",
        "Analytics Engineer",
        "BI Developer",
        "ML Engineer",
    ],
    "Infrastructure": [
        "DevOps Engineer",
        "Systems Administrator",
        "Cloud Engineer",
        "SRE",
        "Platform Engineer",
    ],
    "Security": ["Security Analyst", "Security Engineer", "Network Engineer"],
    "Quality": ["QA Engineer", "Test Engineer", "QA Analyst"],
    "Product": ["Product Manager", "Product Owner", "Business Analyst", "Project Manager"],
    "Design": ["UX Designer", "UI Designer", "Product Designer", "Graphic Designer"],
}

# pinned candidates: first, last, city, years, current title, source, skills, family
PINNED = [
    (
        "Daniel",
        "Kim",
        "Toronto",
        6,
        "Software Engineer",
        "linkedin",
        ["Java", "Spring Boot", "PostgreSQL", "AWS"],
        "Backend Engineer",
    ),
    (
        "Daniel",
        "Kim",
        "Seattle",
        11,
        "Senior Software Engineer",
        "referral",
        ["Go", "Kubernetes", "AWS", "Python", "Terraform"],
        "Senior Backend Engineer",
    ),
    (
        "Priya",
        "Raman",
        "Bangalore",
        8,
        "Data Scientist",
        "referral",
        ["Python", "SQL", "Machine Learning", "PyTorch", "Tableau", "Spark"],
        "Data Scientist",
    ),
    ("Siobhan", "O'Connor", "Dublin", 4, None, "career fair", ["Figma", "User Research"], "UX Designer"),
    (
        "Marcus",
        "Lindgren",
        "Berlin",
        15,
        "Lead Engineer",
        "linkedin",
        ["Rust", "C++", "Elixir", "Go"],
        "Embedded Software Engineer",
    ),
]
RESERVED = {("Daniel", "Kim"), ("Priya", "Raman"), ("Siobhan", "O'Connor"), ("Marcus", "Lindgren")}


def ts_on(rng: random.Random, d: dt.date) -> dt.datetime:
    """A business-hours slot (9:00 .. 17:30, on the hour or half hour)."""
    slot = rng.randint(0, 17)
    return dt.datetime(d.year, d.month, d.day, 9 + slot // 2, 30 * (slot % 2))


def weekday(d: dt.date) -> dt.date:
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    companies = [(i, *c) for i, c in enumerate(COMPANIES, 1)]
    company_id = {c[1]: c[0] for c in companies}

    recruiters = []
    for i, (first, last, title, hired, mgr) in enumerate(RECRUITERS, 1):
        email = f"{first.lower()}.{last.lower().replace(chr(39), '')}@talentbridge.com"
        recruiters.append((i, first, last, email, title, hired, None if mgr is None else mgr + 1))
    active_recruiters = [r[0] for r in recruiters if r[0] != NEW_RECRUITER + 1]

    skills = [(i, name, cat) for i, (name, cat) in enumerate(SKILLS, 1)]
    skill_id = {s[1]: s[0] for s in skills}

    # ------------------------------------------------------------ job postings
    jobs = []
    taken_min: set[int] = set()
    taken_max: set[int] = set()
    fam_names = [f[0] for f in FAMILIES]
    fam_weights = [f[4] for f in FAMILIES]
    owners = [
        r for r in active_recruiters if r not in (1, 11, 13)
    ]  # head, coordinator and sourcer own no searches
    owner_weights = [3 if r in (4, 5, 8) else 2 for r in owners]
    clients = [c for c in companies if c[1] != NO_POSTING_COMPANY]
    client_weights = [
        5
        if c[1] in ("Nimbus Cloudworks", "Lumen Dynamics", "Brightwave Analytics")
        else 3
        if c[1] in EXTRA_OFFICES
        else 2
        for c in clients
    ]
    for _ in range(96):
        comp = rng.choices(clients, client_weights)[0]
        fam = FAMILY[rng.choices(fam_names, fam_weights)[0]]
        since = dt.date.fromisoformat(comp[5])
        lo = max(START, since) if rng.random() < 0.5 else max(dt.date(2025, 3, 1), since)
        posted = weekday(day(rng, lo.isoformat(), (TODAY - dt.timedelta(days=2)).isoformat()))
        if posted > TODAY:
            posted = TODAY - dt.timedelta(days=3)
        city = rng.choice(EXTRA_OFFICES.get(comp[1], [comp[3]]))
        remote = 1 if rng.random() < 0.3 else 0
        low, high = fam[3]
        smin = unique_int(rng, low, (low + high) // 2, taken_min, 500)
        smax = unique_int(rng, max(smin + 20000, (low + high) // 2), high, taken_max, 500)
        if comp[4] in ("United Kingdom", "Germany", "Netherlands", "Ireland", "Canada"):
            pass  # salaries are still quoted in USD by the agency
        age = (TODAY - posted).days
        closed = None
        if age > 50 and rng.random() < min(0.92, age / 230):
            closed = posted + dt.timedelta(days=rng.randint(30, min(age, 150)))
        owner = rng.choices(owners, owner_weights)[0]
        jobs.append(
            {
                "company": comp[0],
                "owner": owner,
                "fam": fam,
                "city": city,
                "remote": remote,
                "min": smin,
                "max": smax,
                "posted": posted,
                "closed": closed,
            }
        )
    # one pinned job: a remote Staff Rust role at Quarry Labs, still open
    jobs.append(
        {
            "company": company_id["Quarry Labs"],
            "owner": 9,
            "fam": ("Staff Rust Engineer", "Engineering", ["Rust", "Go", "Elixir", "Kubernetes"], (0, 0), 0),
            "city": "Amsterdam",
            "remote": 1,
            "min": 182000,
            "max": 262000,
            "posted": dt.date(2025, 10, 6),
            "closed": None,
        }
    )
    jobs.sort(key=lambda j: (j["posted"], j["company"], j["fam"][0]))
    job_rows = []
    job_skill_rows = []
    for i, j in enumerate(jobs, 1):
        j["id"] = i
        title = j["fam"][0]
        job_rows.append(
            (
                i,
                j["company"],
                j["owner"],
                title,
                j["fam"][1],
                j["city"],
                j["remote"],
                j["min"],
                j["max"],
                iso(j["posted"]),
                iso(j["closed"]),
            )
        )
        pool = j["fam"][2]
        need = (
            pool[:] if title == "Staff Rust Engineer" else rng.sample(pool, min(len(pool), rng.randint(2, 4)))
        )
        j["skills"] = sorted(skill_id[s] for s in need)
        for s in j["skills"]:
            job_skill_rows.append((i, s))

    # ------------------------------------------------------------ candidates
    people = []
    seen: set[tuple[str, str]] = set()
    city_names = list(CITIES)
    city_weights = [CITIES[c][1] for c in city_names]
    src_names = [s[0] for s in SOURCES]
    src_weights = [s[1] for s in SOURCES]
    for _ in range(415):
        while True:
            first, last = rng.choice(FIRST), rng.choice(LAST)
            if (first, last) not in seen and (first, last) not in RESERVED:
                break
        seen.add((first, last))
        fam = FAMILY[rng.choices(fam_names, fam_weights)[0]]
        years = max(0, min(28, int(rng.gauss(7, 4.5))))
        if fam[0].startswith("Senior") or fam[0] == "Engineering Manager":
            years = max(years, 5 + rng.randint(0, 6))
        titles = CURRENT_TITLES.get(fam[1], CURRENT_TITLES["Engineering"])
        current = None if rng.random() < 0.12 else rng.choice(titles)
        if years == 0 and current is not None and rng.random() < 0.6:
            current = None
        pool = fam[2]
        own = rng.sample(pool, min(len(pool), rng.randint(1, 5)))
        if rng.random() < 0.35:
            extra = rng.choice([s[0] for s in SKILLS if s[0] not in ("COBOL", "Elixir")])
            if extra not in own:
                own.append(extra)
        people.append(
            {
                "first": first,
                "last": last,
                "city": rng.choices(city_names, city_weights)[0],
                "years": years,
                "title": current,
                "source": rng.choices(src_names, src_weights)[0],
                "skills": own,
                "fam": fam[0],
                "created": day(rng, "2023-06-01", (TODAY - dt.timedelta(days=1)).isoformat()),
            }
        )
    for first, last, city, years, title, source, own, fam in PINNED:
        people.append(
            {
                "first": first,
                "last": last,
                "city": city,
                "years": years,
                "title": title,
                "source": source,
                "skills": own,
                "fam": fam,
                "created": day(rng, "2024-02-01", "2025-03-31"),
                "pinned": True,
            }
        )
    people.sort(key=lambda p: (p["created"], p["last"], p["first"], p["city"]))
    cand_rows = []
    cand_skill_rows = []
    for i, p in enumerate(people, 1):
        p["id"] = 1000 + i
        if (p["source"] == "career fair" and rng.random() < 0.4) or rng.random() < 0.05:
            email = None
        else:
            local = (p["first"] + "." + p["last"]).lower().replace("'", "").replace(" ", "")
            email = f"{local}{rng.choice(['', '', '', str(rng.randint(1, 99))])}@{rng.choice(MAIL)}"
        if p.get("pinned") and p["last"] == "O'Connor":
            email = "siobhan.oconnor@gmail.com"
        p["email"] = email
        cand_rows.append(
            (
                p["id"],
                p["first"],
                p["last"],
                email,
                p["city"],
                CITIES[p["city"]][0],
                p["years"],
                p["title"],
                p["source"],
                iso(p["created"]),
            )
        )
        for s in sorted(skill_id[s] for s in p["skills"]):
            cand_skill_rows.append((p["id"], s))

    # ------------------------------------------------------------ applications
    apps = []
    hired_people: set[int] = set()
    pairs: set[tuple[int, int]] = set()
    for p in people:
        n = rng.choices([0, 1, 2, 3, 4], [6, 42, 30, 15, 7])[0]
        if p.get("pinned"):
            n = max(n, 2)
        lo = p["created"] - dt.timedelta(days=5)
        options = [
            j for j in jobs if (j["closed"] or TODAY) >= lo and j["posted"] <= TODAY - dt.timedelta(days=1)
        ]
        weights = [
            6
            if j["fam"][0] == p["fam"]
            else 2
            if j["fam"][1] == FAMILY.get(p["fam"], ("", "Engineering"))[1]
            else 1
            for j in options
        ]
        for _ in range(n):
            j = rng.choices(options, weights)[0]
            if (p["id"], j["id"]) in pairs:
                continue
            pairs.add((p["id"], j["id"]))
            first = max(j["posted"], lo)
            last = min(j["closed"] - dt.timedelta(days=7) if j["closed"] else TODAY, TODAY)
            if last < first:
                last = first
            applied = day(rng, first.isoformat(), last.isoformat())
            apps.append({"cand": p, "job": j, "applied": applied})
    apps.sort(key=lambda a: (a["applied"], a["cand"]["id"], a["job"]["id"]))

    # stages: closed jobs end with one hire (most of them) and rejections; open jobs are in flight
    by_job: dict[int, list[dict[str, object]]] = {}
    for a in apps:
        by_job.setdefault(a["job"]["id"], []).append(a)
    for j in jobs:
        mine = by_job.get(j["id"], [])
        if j["closed"]:
            fillable = [a for a in mine if a["cand"]["id"] not in hired_people]
            if fillable and rng.random() < 0.85:
                h = rng.choice(fillable)
                h["stage"] = "hired"
                hired_people.add(h["cand"]["id"])
            for a in mine:
                a.setdefault("stage", "rejected")
        else:
            for a in mine:
                age = (TODAY - a["applied"]).days
                if age < 4:
                    a["stage"] = rng.choices(["applied", "screen"], [8, 2])[0]
                elif age < 12:
                    a["stage"] = rng.choices(["applied", "screen", "interview", "rejected"], [3, 4, 2, 2])[0]
                else:
                    a["stage"] = rng.choices(
                        ["applied", "screen", "interview", "offer", "rejected"], [1, 2, 4, 1, 5]
                    )[0]
    for a in apps:
        if a["stage"] == "rejected":
            reason = rng.choices([r[0] for r in REJECTIONS], [r[1] for r in REJECTIONS])[0]
            if a["job"]["closed"] and rng.random() < 0.2:
                reason = "position filled"
            if rng.random() < 0.06:
                reason = None
            a["reason"] = reason
        else:
            a["reason"] = None
    app_rows = []
    for i, a in enumerate(apps, 1):
        a["id"] = 5000 + i
        app_rows.append(
            (a["id"], a["cand"]["id"], a["job"]["id"], iso(a["applied"]), a["stage"], a["reason"])
        )

    # ------------------------------------------------------------ interviews
    ivs = []
    interviewers = [r for r in active_recruiters if r != 13]  # the sourcer does not interview
    iv_weights = [1 if r in (1, 11) else 3 for r in interviewers]
    now = dt.datetime(TODAY.year, TODAY.month, TODAY.day, 18, 0)
    for a in apps:
        stage = a["stage"]
        if stage in ("applied", "screen"):
            continue
        if stage == "rejected":
            if a["reason"] == "failed technical interview":
                n = rng.randint(1, 2)
            elif a["reason"] in ("not enough experience", "no response") or rng.random() < 0.55:
                continue
            else:
                n = 1
        elif stage == "interview":
            n = rng.randint(1, 2)
        else:
            n = rng.randint(2, 3)
        end = a["job"]["closed"] or TODAY
        when = a["applied"]
        for k in range(n):
            when = weekday(when + dt.timedelta(days=rng.randint(3, 12)))
            last_one = when >= end
            when = min(when, end)
            at = ts_on(rng, when)
            if at > now:
                at = now - dt.timedelta(hours=rng.randint(3, 8))
            dur = rng.choices([30, 45, 60, 90], [3, 4, 5, 2])[0]
            if stage in ("offer", "hired") or (stage == "interview" and k < n - 1):
                score = rng.choices([3, 4, 5], [2, 5, 3])[0]
            elif a["reason"] == "failed technical interview" and k == n - 1:
                score = rng.choice([1, 2, 2])
            else:
                score = rng.choices([1, 2, 3, 4, 5], [1, 3, 4, 3, 1])[0]
            if (at.date() >= TODAY - dt.timedelta(days=6) and rng.random() < 0.75) or rng.random() < 0.03:
                score = None
            ivs.append((a["id"], rng.choices(interviewers, iv_weights)[0], at, dur, score))
            if last_one:
                break
    ivs.sort(key=lambda v: (v[2], v[0]))
    iv_rows = [(9001 + i, v[0], v[1], iso(v[2]), v[3], v[4]) for i, v in enumerate(ivs)]

    return {
        "companies": companies,
        "recruiters": recruiters,
        "skills": skills,
        "job_postings": job_rows,
        "candidates": cand_rows,
        "candidate_skills": cand_skill_rows,
        "job_skills": job_skill_rows,
        "applications": app_rows,
        "interviews": iv_rows,
    }


if __name__ == "__main__":
    from text2sql_tools import write_data

    HERE = Path(__file__).resolve().parent

    (HERE / "recruiting").mkdir(exist_ok=True)
    (HERE / "recruiting" / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    print(f"wrote {write_data(HERE, 'recruiting').relative_to(HERE)}")
