# ruff: noqa: E501
"""BackerBay, a small fictional crowdfunding platform: an extract of its Access-era database, migrated
as is and taken on 2025-06-18 (a Wednesday). PascalCase `tbl`-prefixed tables and PascalCase columns
with ID suffixes: categories (self-referencing parent), creators, projects, reward tiers, backers,
pledges, creator updates, comments (self-referencing replies) and tags (many-to-many through
tblProjectTag). Goals, pledges and reward prices are INTEGER cents, shipping fees DECIMAL dollars;
project status is a one-letter code explained only in a comment; 'Y'/'N' flags.

`python3 gen_crowdfund.py` writes crowdfund/schema.sql and crowdfund/data.sql (build.py writes the
same data.sql); both are byte-identical on rerun.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from seedtools import day, iso, unique_int

TODAY = dt.date(2025, 6, 18)  # the extract's "today" (a Wednesday)
# live projects never end on 06-23 .. 06-25, so "this week" (to Sunday 06-22) and "the next 7 days"
# give the same rows
NO_LIVE_END = {dt.date(2025, 6, 23), dt.date(2025, 6, 24), dt.date(2025, 6, 25)}

SCHEMA_SQL = """\
-- BackerBay crowdfunding: extract of the platform database (migrated from MS Access).
-- Extract taken on Wednesday 2025-06-18: "today" for this data; nothing later is recorded.
-- Money: *Cents columns are INTEGER US cents; ShippingFee is DECIMAL US dollars.
-- Flags stored as 'Y' / 'N'.

CREATE TABLE tblCategory (
    CategoryID INTEGER NOT NULL,
    CategoryName VARCHAR(40) NOT NULL,
    ParentCategoryID INTEGER,  -- NULL = top-level category
    PRIMARY KEY (CategoryID),
    FOREIGN KEY (ParentCategoryID) REFERENCES tblCategory (CategoryID)
);

CREATE TABLE tblCreator (
    CreatorID INTEGER NOT NULL,
    CreatorName VARCHAR(60) NOT NULL,
    Country VARCHAR(40) NOT NULL,
    City VARCHAR(40) NOT NULL,
    JoinedDate DATE NOT NULL,
    IsVerified CHAR(1) NOT NULL,  -- 'Y' = identity verified by staff, 'N' = not verified
    WebsiteURL VARCHAR(100),  -- NULL = none given
    PRIMARY KEY (CreatorID)
);

CREATE TABLE tblProject (
    ProjectID INTEGER NOT NULL,
    CreatorID INTEGER NOT NULL,
    CategoryID INTEGER NOT NULL,
    Title VARCHAR(80) NOT NULL,
    GoalCents INTEGER NOT NULL,  -- funding goal in cents
    PledgedCents INTEGER NOT NULL,  -- total pledged so far, in cents (sum of tblPledge.PledgeCents)
    Status CHAR(1) NOT NULL,  -- D = draft (not launched), L = live, F = funded (ended, goal reached), X = failed or cancelled
    LaunchDate DATE,  -- NULL = not launched yet (drafts)
    Deadline DATE,  -- original end date; NULL for drafts
    DeadlineExt DATE,  -- extended end date; NULL = no deadline extension (the project ends on Deadline)
    IsStaffPick CHAR(1) NOT NULL,  -- 'Y' = featured as a staff pick
    PRIMARY KEY (ProjectID),
    FOREIGN KEY (CreatorID) REFERENCES tblCreator (CreatorID),
    FOREIGN KEY (CategoryID) REFERENCES tblCategory (CategoryID)
);

CREATE TABLE tblReward (
    RewardID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    RewardTitle VARCHAR(60) NOT NULL,
    MinPledgeCents INTEGER NOT NULL,  -- minimum pledge for this reward, in cents
    ShippingFee DECIMAL(6,2),  -- dollars; 0.00 = free shipping, NULL = digital reward, nothing shipped
    LimitQty INTEGER,  -- NULL = reward without a limit
    EstDelivery DATE,  -- estimated delivery month (first day of the month)
    PRIMARY KEY (RewardID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID)
);

CREATE TABLE tblBacker (
    BackerID INTEGER NOT NULL,
    FirstName VARCHAR(40) NOT NULL,
    LastName VARCHAR(40) NOT NULL,
    Country VARCHAR(40) NOT NULL,
    JoinedDate DATE NOT NULL,
    Newsletter CHAR(1) NOT NULL,  -- 'Y' = subscribed to the newsletter
    PRIMARY KEY (BackerID)
);

CREATE TABLE tblPledge (
    PledgeID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    BackerID INTEGER NOT NULL,
    RewardID INTEGER,  -- NULL = pledged without choosing a reward
    PledgeCents INTEGER NOT NULL,  -- amount pledged, in cents
    PledgeDate DATE NOT NULL,
    PRIMARY KEY (PledgeID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (BackerID) REFERENCES tblBacker (BackerID),
    FOREIGN KEY (RewardID) REFERENCES tblReward (RewardID)
);

CREATE TABLE tblUpdate (
    UpdateID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    PostedDate DATE NOT NULL,
    UpdateTitle VARCHAR(80) NOT NULL,
    BackersOnly CHAR(1) NOT NULL,  -- 'Y' = visible to backers only
    PRIMARY KEY (UpdateID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID)
);

CREATE TABLE tblComment (
    CommentID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    BackerID INTEGER,  -- NULL = written by the project's creator
    ParentCommentID INTEGER,  -- NULL = top-level comment, else the comment it replies to
    PostedDate DATE NOT NULL,
    Body VARCHAR(200) NOT NULL,
    PRIMARY KEY (CommentID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (BackerID) REFERENCES tblBacker (BackerID),
    FOREIGN KEY (ParentCommentID) REFERENCES tblComment (CommentID)
);

CREATE TABLE tblTag (
    TagID INTEGER NOT NULL,
    TagName VARCHAR(30) NOT NULL,
    PRIMARY KEY (TagID)
);

CREATE TABLE tblProjectTag (
    ProjectID INTEGER NOT NULL,
    TagID INTEGER NOT NULL,
    PRIMARY KEY (ProjectID, TagID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (TagID) REFERENCES tblTag (TagID)
);
"""

# id, name, parent
CATEGORIES = [
    (1, "Games", None),
    (2, "Tabletop Games", 1),
    (3, "Video Games", 1),
    (4, "Technology", None),
    (5, "Gadgets", 4),
    (6, "Software", 4),
    (7, "Design", None),
    (8, "Product Design", 7),
    (9, "Film & Video", None),
    (10, "Documentary", 9),
    (11, "Music", None),
    (12, "Publishing", None),
    (13, "Comics", 12),
    (14, "Food", None),
    (15, "Fashion", None),
    (16, "Dance", None),  # no projects
]
# category -> weight for random projects
CAT_WEIGHT = {
    2: 30,
    3: 12,
    5: 14,
    6: 7,
    8: 13,
    10: 6,
    9: 3,
    11: 9,
    12: 8,
    13: 11,
    14: 8,
    15: 6,
    1: 2,
    4: 2,
    7: 2,
}

TITLE_PARTS = {
    2: (
        [
            "Harbor",
            "Mosswood",
            "Ember",
            "Iron",
            "Lantern",
            "Cinder",
            "Tidewater",
            "Copper",
            "Hollow",
            "Starfall",
            "Gilded",
            "Thornvale",
            "Saltmarsh",
            "Obsidian",
            "Willow",
            "Frostpeak",
            "Clockwork",
            "Meadow",
        ],
        [
            "Tactics",
            "Kingdoms",
            "Dice",
            "Expedition",
            "Guilds",
            ": The Board Game",
            " Card Game",
            " Miniatures",
            "Heist",
            "Dungeon Tiles",
            "Harvest",
            "Skirmish",
        ],
    ),
    3: (
        ["Pixel", "Neon", "Lost", "Quiet", "Echo", "Rogue", "Drift", "Orbit", "Paper", "Velvet"],
        ["Knight", "Signal", "Valley", "Odyssey", "Runner", "Garden", "Protocol", "Shores"],
    ),
    5: (
        ["Aero", "Pocket", "Solar", "Smart", "Nano", "Flux", "Terra", "Lumen", "Volt", "Echo"],
        [
            "Charger",
            "Lamp",
            "Tracker",
            "Speaker",
            "Keyboard",
            "Dock",
            "Thermo Mug",
            "Backpack Light",
            "Wallet",
        ],
    ),
    6: (
        ["Open", "Tiny", "Quill", "Stack", "Kite", "Ledger"],
        ["Notes", "Planner", "Budget App", "Synth Plugin", "Font Family", "Photo Editor"],
    ),
    8: (
        ["Fold", "Oak", "Slate", "Hemp", "Arc", "Nest", "Loop", "Cork"],
        ["Desk", "Chair", "Bottle", "Knife", "Shelf", "Pen", "Planter", "Tote"],
    ),
    10: (
        ["Voices of", "Rivers of", "The Last", "Inside", "Roads to", "Songs of"],
        ["the Delta", "Lighthouse Keepers", "Patagonia", "the Night Market", "Bee Farmers", "Glacier Bay"],
    ),
    9: (
        ["Midnight", "Small Town", "Paper Moon", "The Long"],
        ["Short Film", "Web Series", "Pilot", "Summer"],
    ),
    11: (
        ["Northern", "Velvet", "Salt", "Hollow", "Golden", "Brass", "Wild"],
        ["Lights Debut Album", "Room Sessions Vinyl", "Choir EP", "Tour 2025", "Hour LP", "Band Live Album"],
    ),
    12: (
        ["Stories from", "A Field Guide to", "Letters from", "Recipes of", "Maps of"],
        ["the Coast", "Urban Birds", "Old Kyoto", "Lost Islands", "the Alps", "Forgotten Trains"],
    ),
    13: (
        ["Moth", "Iron", "Star", "Grim", "Lucky", "Cobalt", "Rust", "Kitsune"],
        ["Girl #1", "Patrol", "Chronicles", "Saga Vol. 2", "Anthology", "Detective"],
    ),
    14: (
        ["Small Batch", "Smoky", "Wild", "Farmhouse", "Urban", "Sourdough"],
        ["Hot Sauce", "Coffee Roastery", "Kombucha", "Cheese Cave", "Bakery", "Honey"],
    ),
    15: (
        ["Wool", "Linen", "Denim", "Merino", "Canvas"],
        ["Sneakers", "Jacket", "Socks", "Raincoat", "Scarf"],
    ),
    1: (["Party", "Family", "Escape Room", "Trivia"], ["Game Night Bundle", "Puzzle Box", "Mystery Kit"]),
    4: (["Open Hardware", "Maker", "Retro Computing"], ["Kit", "Robot Arm", "Handbook"]),
    7: (["Studio", "Botanical", "City Transit"], ["Poster Series", "Type Specimen", "Wall Calendar"]),
}

# country, weight, (first names), (last names)
COUNTRIES = [
    (
        "United States",
        36,
        [
            "James",
            "Emily",
            "Michael",
            "Sarah",
            "David",
            "Jessica",
            "Chris",
            "Ashley",
            "Ryan",
            "Megan",
            "Tyler",
            "Hannah",
            "Brandon",
            "Lauren",
            "Kevin",
            "Amanda",
        ],
        [
            "Smith",
            "Johnson",
            "Miller",
            "Davis",
            "Wilson",
            "Anderson",
            "Taylor",
            "Moore",
            "Jackson",
            "White",
            "Harris",
            "Clark",
            "Lewis",
            "Walker",
            "Young",
            "King",
        ],
    ),
    (
        "Canada",
        9,
        ["Liam", "Olivia", "Noah", "Emma", "Ethan", "Chloe", "Owen", "Madison"],
        ["Tremblay", "Roy", "Gagnon", "MacDonald", "Campbell", "Wong", "Martin", "Lee"],
    ),
    (
        "United Kingdom",
        12,
        ["Oliver", "Amelia", "Harry", "Isla", "George", "Poppy", "Jack", "Freya", "Alfie", "Imogen"],
        ["Jones", "Evans", "Hughes", "Roberts", "Wright", "Cooper", "Ward", "Morgan", "Patel", "Brooks"],
    ),
    (
        "Germany",
        9,
        ["Lukas", "Anna", "Jonas", "Lena", "Felix", "Marie", "Paul", "Sophie"],
        ["Schmidt", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann", "Koch", "Richter"],
    ),
    (
        "Australia",
        7,
        ["Jack", "Charlotte", "Lachlan", "Mia", "Cooper", "Ruby", "Riley", "Zoe"],
        ["Kelly", "Nguyen", "Ryan", "Murphy", "Mitchell", "Harvey", "Bell", "Stewart"],
    ),
    (
        "France",
        5,
        ["Louis", "Camille", "Hugo", "Manon", "Jules", "Lea"],
        ["Martin", "Bernard", "Dubois", "Moreau", "Laurent", "Girard"],
    ),
    (
        "Japan",
        5,
        ["Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina"],
        ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"],
    ),
    (
        "Netherlands",
        4,
        ["Daan", "Sanne", "Bram", "Fleur", "Sem", "Lotte"],
        ["de Jong", "Jansen", "de Vries", "Bakker", "Visser", "Smit"],
    ),
    (
        "Sweden",
        3,
        ["Erik", "Elsa", "Oskar", "Maja", "Axel"],
        ["Andersson", "Johansson", "Karlsson", "Nilsson", "Lindqvist"],
    ),
    (
        "Spain",
        3,
        ["Pablo", "Lucia", "Alvaro", "Paula", "Diego"],
        ["Garcia", "Fernandez", "Lopez", "Sanchez", "Romero"],
    ),
    (
        "Italy",
        3,
        ["Marco", "Giulia", "Luca", "Chiara", "Matteo"],
        ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi"],
    ),
    ("New Zealand", 2, ["Finn", "Aria", "Mason", "Isabella"], ["Walker", "Thompson", "Wilson", "Parata"]),
    ("Ireland", 2, ["Sean", "Aoife", "Conor", "Niamh"], ["O'Brien", "Murphy", "O'Sullivan", "Byrne"]),
    ("Brazil", 2, ["Gabriel", "Beatriz", "Rafael", "Larissa"], ["Silva", "Santos", "Oliveira", "Souza"]),
    ("South Korea", 2, ["Min-jun", "Seo-yeon", "Ji-ho", "Ha-eun"], ["Kim", "Park", "Choi", "Jung"]),
    ("Singapore", 1, ["Wei Jie", "Hui Min", "Jun Hao"], ["Tan", "Lim", "Ng"]),
]
# Mexico: no backers, no creators (an empty result on purpose)

CITY = {
    "United States": [
        "Portland",
        "Austin",
        "Brooklyn",
        "Seattle",
        "Denver",
        "Chicago",
        "Oakland",
        "Minneapolis",
    ],
    "Canada": ["Toronto", "Montreal", "Vancouver"],
    "United Kingdom": ["London", "Manchester", "Bristol", "Leeds", "Edinburgh"],
    "Germany": ["Berlin", "Hamburg", "Munich", "Leipzig"],
    "Australia": ["Melbourne", "Sydney", "Brisbane"],
    "France": ["Paris", "Lyon"],
    "Japan": ["Tokyo", "Osaka"],
    "Netherlands": ["Amsterdam", "Utrecht"],
    "Sweden": ["Stockholm", "Gothenburg"],
    "Spain": ["Barcelona", "Madrid"],
    "Italy": ["Milan", "Turin"],
    "New Zealand": ["Auckland", "Wellington"],
    "Ireland": ["Dublin", "Cork"],
}

STUDIO_WORDS = (
    [
        "Tinker",
        "Lantern",
        "Fox",
        "Owl",
        "Maple",
        "Pine",
        "Red Door",
        "Blue Heron",
        "North Star",
        "Little Bear",
        "Hexagon",
        "Paperboat",
        "Copperleaf",
        "Stonebridge",
        "Quiet Cat",
        "Sprocket",
        "Nimbus",
        "Kettle",
        "Magpie",
        "Wren",
    ],
    ["Studio", "Games", "Works", "Labs", "Press", "Collective", "Co.", "Design", "Workshop", "Audio"],
)

TAGS = [
    "eco-friendly",
    "open source",
    "handmade",
    "limited edition",
    "cooperative",
    "solo mode",
    "kid-friendly",
    "vegan",
    "first project",
    "stretch goals",
    "miniatures",
    "vinyl",
    "art book",
    "made in Europe",
    "recycled",
    "accessibility",
    "queer creators",
    "2 player",
    "retro",
    "biodegradable",
]  # 'vegan' and 'biodegradable' end up on no project

UPDATE_TITLES = [
    "We did it!",
    "Stretch goal unlocked",
    "Production update",
    "Shipping update",
    "Survey is out",
    "Thank you, backers",
    "Factory photos",
    "Delay notice",
    "Final 48 hours",
    "New add-ons",
    "Prototype video",
    "Halfway there",
    "Pledge manager open",
    "Fulfilment complete",
    "Q&A recap",
]
COMMENTS = [
    "Can't wait!",
    "Does this ship to my country?",
    "Any update on delivery?",
    "Backed, good luck!",
    "Is there a solo mode?",
    "Love the art style.",
    "What about customs fees?",
    "Great update, thanks.",
    "Will there be a retail version?",
    "My copy arrived damaged.",
    "Please add a digital tier.",
    "So close to the goal!",
    "When will the survey arrive?",
    "The prototype looks amazing.",
    "Are the materials recycled?",
    "Thanks for the transparency.",
    "Shared with my friends.",
]
REPLIES = [
    "Thanks for the question, yes it does.",
    "Agreed!",
    "Same here.",
    "We will post an update soon.",
    "Please message us and we will fix it.",
    "Good point.",
    "Not yet, but soon.",
]


def studio_name(rng: random.Random, taken: set[str]) -> str:
    while True:
        name = f"{rng.choice(STUDIO_WORDS[0])} {rng.choice(STUDIO_WORDS[1])}"
        if name not in taken:
            taken.add(name)
            return name


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    categories = list(CATEGORIES)

    # ------------------------------------------------------------ creators
    country_names = [c[0] for c in COUNTRIES]
    country_w = [c[1] for c in COUNTRIES]
    names: set[str] = set()
    creators = []
    # pinned creators: (name, country, city, joined, verified)
    pinned = [
        ("Mosswood Games", "United States", "Portland", "2019-03-11", "Y"),  # 4 failed
        ("Hannah Becker", "Germany", "Leipzig", "2020-07-02", "N"),  # 3 failed
        ("Kettle Audio", "United Kingdom", "Bristol", "2021-01-19", "Y"),  # 2 failed
        ("Riverbend Comics", "Canada", "Montreal", "2018-10-05", "Y"),  # 2 failed, many funded
        ("Aoi Tanaka", "Japan", "Osaka", "2022-04-14", "Y"),
        ("Sam O'Connor", "Ireland", "Dublin", "2021-09-30", "N"),
    ]
    for n in pinned:
        names.add(n[0])
    for i, (name, country, city, joined, ver) in enumerate(pinned, 1):
        creators.append([i, name, country, city, joined, ver])
    n_creators = 64
    creator_countries = [c for c in country_names if c in CITY]
    cw = [country_w[country_names.index(c)] for c in creator_countries]
    for i in range(len(pinned) + 1, n_creators + 1):
        country = rng.choices(creator_countries, cw)[0]
        if rng.random() < 0.55:
            name = studio_name(rng, names)
        else:
            spec = COUNTRIES[country_names.index(country)]
            while True:
                name = f"{rng.choice(spec[2])} {rng.choice(spec[3])}"
                if name not in names:
                    names.add(name)
                    break
        joined = iso(day(rng, "2016-01-01", "2025-05-01"))
        ver = "Y" if rng.random() < 0.6 else "N"
        creators.append([i, name, country, rng.choice(CITY[country]), joined, ver])
    # ------------------------------------------------------------ projects (plans)
    # statuses for the pinned creators; the others get random statuses but never more than 2 X
    plans = []  # dicts
    fixed = {1: "XXXXFFL", 2: "XXXF", 3: "XXFFL", 4: "FFFFFXXL", 5: "FFL", 6: "XD"}
    fixed_cat = {1: 2, 2: 5, 3: 11, 4: 13, 5: 12, 6: 3}
    for cid, statuses in fixed.items():
        for s in statuses:
            plans.append(
                {
                    "creator": cid,
                    "status": s,
                    "cat": fixed_cat[cid] if rng.random() < 0.85 else rng.choice([2, 8, 5]),
                }
            )
    x_count: dict[int, int] = {}
    others = list(range(len(pinned) + 1, n_creators + 1))
    pool = "F" * 48 + "X" * 22 + "L" * 18 + "D" * 4
    while len(plans) < 165:
        cid = others[len(plans) % len(others)] if len(plans) < 120 else rng.choice(others)
        s = rng.choice(pool)
        if s == "X":
            if x_count.get(cid, 0) >= 2:
                s = "F"
            else:
                x_count[cid] = x_count.get(cid, 0) + 1
        cat = rng.choices(list(CAT_WEIGHT), list(CAT_WEIGHT.values()))[0]
        plans.append({"creator": cid, "status": s, "cat": cat})
    rng.shuffle(plans)

    # dates
    live_end_pins = [  # (deadline, extension) for live projects: this-week endings and extension traps
        ("2025-06-19", None),
        ("2025-06-21", None),
        ("2025-06-22", None),
        ("2025-06-10", "2025-06-20"),  # extended into this week
        ("2025-06-20", "2025-07-04"),  # extended out of this week
        ("2025-06-18", None),  # ends today
    ]
    live_i = 0
    titles: set[str] = set()
    goals: set[int] = set()
    for p in plans:
        parts = TITLE_PARTS[p["cat"]]
        for _ in range(200):
            a, b = rng.choice(parts[0]), rng.choice(parts[1])
            title = f"{a}{b}" if b.startswith((":", " ")) else f"{a} {b}"
            if title not in titles:
                break
        else:
            raise RuntimeError("titles exhausted")
        titles.add(title)
        p["title"] = title
        s = p["status"]
        p["ext"] = None
        if s == "D":
            p["launch"] = p["deadline"] = None
        elif s == "L":
            if live_i < len(live_end_pins):
                dl, ext = live_end_pins[live_i]
                live_i += 1
                p["deadline"] = dt.date.fromisoformat(dl)
                p["ext"] = dt.date.fromisoformat(ext) if ext else None
                while True:
                    p["launch"] = p["deadline"] - dt.timedelta(days=rng.choice([30, 35, 40, 45]))
                    if not (dt.date(2025, 5, 18) <= p["launch"] <= dt.date(2025, 5, 20)):
                        break
            else:
                while True:
                    end = day(rng, "2025-06-26", "2025-08-10")
                    length = rng.choice([30, 30, 45, 60])
                    launch = end - dt.timedelta(days=length)
                    if launch < TODAY and not (dt.date(2025, 5, 18) <= launch <= dt.date(2025, 5, 20)):
                        break
                p["launch"], p["deadline"] = launch, end
        else:
            while True:
                launch = day(rng, "2023-01-09", "2025-05-10")
                length = rng.choice([30, 30, 30, 45, 60])
                end = launch + dt.timedelta(days=length)
                if end < TODAY - dt.timedelta(days=3):
                    break
            p["launch"], p["deadline"] = launch, end
            if rng.random() < 0.08:
                ext = end + dt.timedelta(days=rng.choice([7, 10, 14]))
                if ext < TODAY:
                    p["ext"] = ext
        p["staff"] = "Y" if rng.random() < (0.25 if s in "FL" else 0.1) and s != "D" else "N"
    # two cancelled projects were stopped while live: their deadline lies in the future
    cancelled = [p for p in plans if p["status"] == "X"][:2]
    for p, (launch, end) in zip(
        cancelled, [("2025-05-28", "2025-07-12"), ("2025-06-02", "2025-07-02")], strict=True
    ):
        p["launch"], p["deadline"], p["ext"] = dt.date.fromisoformat(launch), dt.date.fromisoformat(end), None
        p["cancelled"] = True
    # a few projects launched "last 30 days" close to the boundary are avoided above

    # a creator joined before launching their first project
    first_launch: dict[int, dt.date] = {}
    for p in plans:
        if p["launch"] is not None:
            first_launch[p["creator"]] = min(first_launch.get(p["creator"], TODAY), p["launch"])
    creator_rows = []
    for c in creators:
        joined = dt.date.fromisoformat(c[4])
        if c[0] in first_launch and joined >= first_launch[c[0]]:
            joined = first_launch[c[0]] - dt.timedelta(days=rng.randint(20, 400))
        slug = c[1].lower().replace(" ", "").replace("'", "").replace(".", "")
        url = f"https://{slug}.example.com" if rng.random() < 0.5 else None
        creator_rows.append((c[0], c[1], c[2], c[3], iso(joined), c[5], url))

    # order projects by launch (drafts last) for realistic ids
    plans.sort(key=lambda p: (p["launch"] is None, p["launch"] or TODAY, p["title"]))
    for i, p in enumerate(plans, 101):
        p["id"] = i

    # ------------------------------------------------------------ rewards
    rewards = []
    tiers = [
        ("Thank You", 100, 500, "digital", None),
        ("Digital Edition", 800, 2000, "digital", None),
        ("Early Bird", 1500, 4500, "ship", "early"),
        ("Standard Edition", 2000, 6000, "ship", None),
        ("Deluxe Edition", 5000, 12000, "ship", None),
        ("Collector's Edition", 12000, 30000, "ship", "limited"),
        ("Retailer Pack", 30000, 60000, "ship", "limited"),
    ]
    reward_id = 1
    for p in plans:
        n = rng.randint(2, 5)
        chosen = sorted(rng.sample(range(len(tiers)), n))
        p["rewards"] = []
        delivery = (p["deadline"] or TODAY) + dt.timedelta(days=rng.randint(60, 300))
        delivery = dt.date(delivery.year, delivery.month, 1)
        for t in chosen:
            name, lo, hi, kind, lim = tiers[t]
            price = rng.randint(lo // 100, hi // 100) * 100
            if kind == "digital":
                fee = None
            else:
                fee = rng.choice([0.0, 0.0, 4.99, 5.0, 7.5, 8.0, 9.99, 12.0, 14.5, 18.0, 22.0, 25.0])
            if lim == "early":
                limit = rng.choice([10, 15, 20, 25, 50, 100])
            elif lim == "limited":
                limit = rng.choice([5, 10, 20, 50])
            else:
                limit = rng.choice([None] * 9 + [200, 250, 500])
            rid = reward_id
            reward_id += 1
            rewards.append((rid, p["id"], name, price, fee, limit, iso(delivery)))
            p["rewards"].append((rid, price, limit))

    # ------------------------------------------------------------ backers
    backers = []
    taken_names: set[tuple[str, str]] = set()
    for i in range(1, 461):
        spec = rng.choices(COUNTRIES, country_w)[0]
        while True:
            first, last = rng.choice(spec[2]), rng.choice(spec[3])
            if (first, last) not in taken_names:
                taken_names.add((first, last))
                break
        joined = iso(day(rng, "2017-01-01", "2025-06-10"))
        backers.append([i, first, last, spec[0], joined, "Y" if rng.random() < 0.35 else "N"])
    # a second "Emily Smith" (United Kingdom) on purpose
    backers.append([461, "Emily", "Smith", "United Kingdom", "2024-02-29", "N"])
    if ("Emily", "Smith") not in taken_names:
        backers[0][1:3] = ["Emily", "Smith"]
        backers[0][3] = "United States"
    backer_rows = [tuple(b) for b in backers]

    # ------------------------------------------------------------ pledges
    pledges = []
    totals: set[int] = set()
    for p in plans:
        if p["status"] == "D":
            p["pledged"] = 0
            continue
        end = p["ext"] or p["deadline"]
        last = (
            min(end, TODAY - dt.timedelta(days=1))
            if p["status"] != "X" or not p.get("cancelled")
            else dt.date(2025, 6, 12)
        )
        if p["status"] == "X":
            count = rng.choice([0, 0, 2, 4, 6, 8, 10, 14, 20, 30])
        elif p["status"] == "L":
            count = rng.choice([3, 8, 12, 20, 30, 45, 70, 120])
        else:
            count = rng.choice([12, 18, 25, 30, 40, 55, 70, 90, 140, 200])
        while True:
            eligible = [i for i, b in enumerate(backers) if dt.date.fromisoformat(b[4]) <= last]
            chosen = rng.sample(eligible, min(count, len(eligible)))
            sold: dict[int, int] = {}
            rows = []
            for b in chosen:
                r = None
                if rng.random() > 0.08:
                    options = [x for x in p["rewards"] if x[2] is None or sold.get(x[0], 0) < x[2]]
                    if options:
                        weights = [
                            6 if x[1] < 3000 else 4 if x[1] < 8000 else 2 if x[1] < 20000 else 1
                            for x in options
                        ]
                        r = rng.choices(options, weights)[0]
                if r is None:
                    amount = rng.choice([100, 300, 500, 1000, 1500, 2000, 2500, 5000])
                    rid = None
                else:
                    sold[r[0]] = sold.get(r[0], 0) + 1
                    amount = r[1] + rng.choice([0] * 7 + [100, 500, 1000, 2000])
                    rid = r[0]
                first = max(p["launch"], dt.date.fromisoformat(backers[b][4]))
                rows.append(
                    (p["id"], backers[b][0], rid, amount, day(rng, first.isoformat(), last.isoformat()))
                )
            total = sum(r[3] for r in rows)
            if total == 0 or total not in totals:
                if total:
                    totals.add(total)
                break
        p["pledged"] = total
        pledges.extend(rows)
    pledges.sort(key=lambda r: (r[4], r[0], r[1]))
    pledge_rows = [(i, r[0], r[1], r[2], r[3], iso(r[4])) for i, r in enumerate(pledges, 1)]

    # goals from the outcome
    for p in plans:
        s, total = p["status"], p["pledged"]
        if s == "F":
            lo = max(5000, int(total * 0.35))
            hi = max(lo, int(total * 0.97))
        elif s == "X":
            lo, hi = max(int(total * 1.3), 150000), max(int(total * 4), 600000)
        elif s == "L":
            lo, hi = max(int(total * 0.5), 100000), max(int(total * 2.5), 400000)
        else:
            lo, hi = 150000, 1200000
        p["goal"] = unique_int(rng, lo, hi, goals, step=5000 if hi > 1000000 else 500)

    project_rows = [
        (
            p["id"],
            p["creator"],
            p["cat"],
            p["title"],
            p["goal"],
            p["pledged"],
            p["status"],
            iso(p["launch"]),
            iso(p["deadline"]),
            iso(p["ext"]),
            p["staff"],
        )
        for p in plans
    ]
    for p in plans:
        if p["status"] == "L":
            end = p["ext"] or p["deadline"]
            assert end >= TODAY and end not in NO_LIVE_END, p
        if p["status"] == "F":
            assert p["pledged"] >= p["goal"]
        if p["status"] == "X":
            assert p["pledged"] < p["goal"]

    # ------------------------------------------------------------ updates
    updates = []
    for p in plans:
        if p["status"] == "D":
            continue
        n = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 8]) if p["status"] != "X" else rng.choice([0, 0, 1, 2])
        for _ in range(n):
            posted = day(rng, p["launch"].isoformat(), (TODAY - dt.timedelta(days=1)).isoformat())
            updates.append((p["id"], posted, rng.choice(UPDATE_TITLES), "Y" if rng.random() < 0.3 else "N"))
    updates.sort(key=lambda u: (u[1], u[0]))
    update_rows = [(i, u[0], iso(u[1]), u[2], u[3]) for i, u in enumerate(updates, 1)]

    # ------------------------------------------------------------ comments
    by_project: dict[int, list[tuple[int, dt.date]]] = {}  # project -> (backer, pledge date)
    for r in pledge_rows:
        by_project.setdefault(r[1], []).append((r[2], dt.date.fromisoformat(r[5])))
    comments = []
    for p in plans:
        supporters = by_project.get(p["id"], [])
        if not supporters:
            continue
        n = rng.choice([0, 1, 2, 3, 4, 6, 8, 10])
        tops = []
        for _ in range(n):
            bid, pledged_on = rng.choice(supporters)
            posted = day(rng, pledged_on.isoformat(), (TODAY - dt.timedelta(days=1)).isoformat())
            tops.append((posted, bid, rng.choice(COMMENTS)))
        tops.sort()
        for posted, bid, body in tops:
            comments.append({"project": p["id"], "backer": bid, "parent": None, "date": posted, "body": body})
    comments.sort(key=lambda c: (c["date"], c["project"], c["backer"]))
    for i, c in enumerate(comments, 1):
        c["id"] = i
    replies = []
    for c in comments:
        if rng.random() < 0.35:
            gap = rng.randint(0, 6)
            posted = min(c["date"] + dt.timedelta(days=gap), TODAY - dt.timedelta(days=1))
            able = [b for b, d in by_project[c["project"]] if d <= posted and b != c["backer"]]
            who = None if rng.random() < 0.6 or not able else rng.choice(able)
            body = rng.choice(REPLIES)
            replies.append(
                {"project": c["project"], "backer": who, "parent": c["id"], "date": posted, "body": body}
            )
    replies.sort(key=lambda c: (c["date"], c["parent"]))
    for i, c in enumerate(replies, len(comments) + 1):
        c["id"] = i
    comment_rows = [
        (c["id"], c["project"], c["backer"], c["parent"], iso(c["date"]), c["body"])
        for c in comments + replies
    ]

    # ------------------------------------------------------------ tags
    tag_rows = [(i, t) for i, t in enumerate(TAGS, 1)]
    project_tags = []
    # tag ids: 1 eco-friendly, 2 open source, 3 handmade, 4 limited edition, 5 cooperative, 6 solo mode,
    # 7 kid-friendly, 8 vegan, 9 first project, 10 stretch goals, 11 miniatures, 12 vinyl, 13 art book,
    # 14 made in Europe, 15 recycled, 16 accessibility, 17 queer creators, 18 2 player, 19 retro
    cat_tags = {
        2: [6, 11, 18, 5, 10],
        1: [7, 5],
        3: [19, 6, 16],
        13: [13, 9],
        12: [13, 9],
        11: [12, 19],
        14: [8, 3, 1],
        15: [15, 3, 1],
        8: [1, 15, 3],
        5: [2, 16, 1],
        6: [2, 16],
        4: [2],
        7: [13],
        10: [1],
        9: [9],
    }
    europe = {"United Kingdom", "Germany", "France", "Netherlands", "Sweden", "Spain", "Italy", "Ireland"}
    creator_country = {c[0]: c[2] for c in creators}
    for p in plans:
        own = cat_tags.get(p["cat"], [])
        chosen = {t for t in own if rng.random() < 0.3}
        for t in (4, 7, 9, 10):
            if rng.random() < 0.12:
                chosen.add(t)
        if creator_country[p["creator"]] in europe and rng.random() < 0.5:
            chosen.add(14)
        if rng.random() < 0.05:
            chosen.add(17)
        for t in sorted(chosen):
            project_tags.append((p["id"], t))

    return {
        "tblCategory": categories,
        "tblCreator": creator_rows,
        "tblProject": project_rows,
        "tblReward": rewards,
        "tblBacker": backer_rows,
        "tblPledge": pledge_rows,
        "tblUpdate": update_rows,
        "tblComment": comment_rows,
        "tblTag": tag_rows,
        "tblProjectTag": project_tags,
    }


if __name__ == "__main__":
    HERE = Path(__file__).resolve().parent
    sys.path.insert(0, str(HERE.parent))
    from text2sql_tools import write_data

    (HERE / "crowdfund").mkdir(exist_ok=True)
    (HERE / "crowdfund" / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    print(f"wrote {write_data(HERE, 'crowdfund').relative_to(HERE)}")
