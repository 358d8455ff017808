"""One-table questions that went wrong on unseen schemas (issue 13): "phone number" is a column, not a
count; a column whose stated unit is minutes is no amount of money, even when named `total…`; "worth
the most" orders by the row's money; "without a X" / "no longer X" negate a flag; a date column named
by a weak link right before the date (an abbreviation: "reported in May" → `inc_rpt_dt`) is that
column; general word families (joined ~ signup, died ~ death). An invented workshop schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE workshop (
    workshop_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    totalMinutes INTEGER NOT NULL,
    feeCents INTEGER NOT NULL
);
CREATE TABLE attendee (
    attendee_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    phone_number TEXT,
    signup_date DATE NOT NULL,
    death_date DATE,
    has_parking INTEGER NOT NULL,
    still_active CHAR(1) NOT NULL,
    est_value_eur INTEGER NOT NULL
);
CREATE TABLE incident (
    incident_id INTEGER PRIMARY KEY,
    summary TEXT NOT NULL,
    occurred_dt DATE NOT NULL,
    inc_rpt_dt DATE NOT NULL
);
INSERT INTO workshop VALUES (1, 'Pottery', 600, 9000), (2, 'Weaving', 240, 15000),
    (3, 'Carving', 480, 4000), (4, 'Glazing', 120, 12000);
INSERT INTO attendee VALUES
    (1, 'Ana Ruiz', '555-0101', '2023-03-02', NULL, 1, 'Y', 300),
    (2, 'Ben Osei', NULL, '2024-06-11', NULL, 0, 'N', 900),
    (3, 'Chen Yu', '555-0103', '2024-01-20', '2024-09-01', 0, 'Y', 150),
    (4, 'Dara Kim', NULL, '2022-11-05', NULL, 1, 'N', 700);
INSERT INTO incident VALUES (1, 'kiln fault', '2024-04-28', '2024-05-02'),
    (2, 'cut finger', '2024-05-10', '2024-05-11'), (3, 'lost keys', '2024-03-30', '2024-04-01');
"""


@pytest.fixture(scope="module")
def workshop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "workshop", "workshop.sqlite", _SCHEMA)


def _ids(rows: list[dict[str, object]], key: str) -> list[int]:
    return sorted(int(str(row[key])) for row in rows)


async def test_phone_number_names_the_column_not_a_count(workshop_db: Path) -> None:
    rows = await ask(workshop_db, "attendees without a phone number", ["attendee"])
    assert _ids(rows, "attendee_id") == [2, 4]
    counted = await ask(workshop_db, "number of attendees", ["attendee"])
    assert list(counted[0].values()) == [4]


async def test_a_minutes_column_is_no_amount_of_money(workshop_db: Path) -> None:
    rows = await ask(workshop_db, "3 priciest workshops", ["workshop"])
    assert [int(str(r["workshop_id"])) for r in rows] == [2, 4, 1]
    rows = await ask(workshop_db, "the cheapest workshop", ["workshop"])
    assert [int(str(r["workshop_id"])) for r in rows] == [3]


async def test_worth_the_most_orders_by_the_rows_money(workshop_db: Path) -> None:
    rows = await ask(workshop_db, "the 2 attendees worth the most", ["attendee"])
    assert [int(str(r["attendee_id"])) for r in rows] == [2, 4]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("attendees without a parking space", [2, 3]),
        ("attendees with parking", [1, 4]),
        ("attendees who are no longer active", [2, 4]),
        ("attendees who are still active", [1, 3]),
    ],
)
async def test_negated_flags(workshop_db: Path, question: str, expected: list[int]) -> None:
    assert _ids(await ask(workshop_db, question, ["attendee"]), "attendee_id") == expected


async def test_a_weak_link_right_before_a_date_picks_that_column(workshop_db: Path) -> None:
    rows = await ask(workshop_db, "incidents reported in may 2024", ["incident"])
    assert _ids(rows, "incident_id") == [1, 2]


@pytest.mark.parametrize(
    ("question", "expected"),
    [("attendees who joined in 2024", [2, 3]), ("attendees who died in 2024", [3])],
)
async def test_general_word_families_link_date_columns(
    workshop_db: Path, question: str, expected: list[int]
) -> None:
    assert _ids(await ask(workshop_db, question, ["attendee"]), "attendee_id") == expected


_CLUBS = """
CREATE TABLE club (club_id INTEGER PRIMARY KEY, club_name TEXT NOT NULL, has_pool INTEGER NOT NULL);
CREATE TABLE plan (plan_id INTEGER PRIMARY KEY, plan_name TEXT NOT NULL, AllClubs CHAR(1) NOT NULL);
CREATE TABLE member (member_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, club_id INTEGER NOT NULL,
    plan_id INTEGER NOT NULL, FOREIGN KEY (club_id) REFERENCES club (club_id),
    FOREIGN KEY (plan_id) REFERENCES plan (plan_id));
INSERT INTO club VALUES (1, 'North', 1), (2, 'South', 0), (3, 'East', 1);
INSERT INTO plan VALUES (1, 'Local', 'N'), (2, 'Anywhere', 'Y');
INSERT INTO member VALUES (1, 'Ana', 1, 1), (2, 'Ben', 1, 2), (3, 'Cy', 2, 1), (4, 'Di', 3, 1),
    (5, 'Ed', 1, 1);
"""


@pytest.fixture(scope="module")
def clubs_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "clubs", "clubs.sqlite", _CLUBS)


async def test_a_word_naming_a_table_is_no_flag_of_another(clubs_db: Path) -> None:
    """ "club" names the club table; the plan table's `AllClubs` flag is not asked for."""
    rows = await ask(clubs_db, "number of members per club", ["club", "plan", "member"])
    assert sorted((str(r["club_name"]), int(str(r["count"]))) for r in rows) == [
        ("East", 1),
        ("North", 3),
        ("South", 1),
    ]
    rows = await ask(clubs_db, "各俱乐部的会员人数", ["club", "plan", "member"])  # 会员人数: members counted
    assert sorted(int(str(r["count"])) for r in rows) == [1, 1, 3]
    top = await ask(clubs_db, "which club has the most members", ["club", "plan", "member"])
    assert [str(r["club_name"]) for r in top] == ["North"]
    rows = await ask(clubs_db, "clubs with a pool", ["club", "plan", "member"])  # the table's own flag
    assert _ids(rows, "club_id") == [1, 3]


_TRIPS = """
CREATE TABLE voyage (
    voyage_id INTEGER PRIMARY KEY,
    vessel TEXT NOT NULL,
    sail_min INTEGER NOT NULL,
    dly_min INTEGER NOT NULL,
    ends_on TEXT NOT NULL,
    guests INTEGER NOT NULL
);
INSERT INTO voyage VALUES (1, 'Aurora', 300, 10, '2024-03-02', 900),
    (2, 'Boreal', 90, 150, '2024-08-15', 1500), (3, 'Cirrus', 200, 200, '2024-11-30', 400),
    (4, 'Delta', 500, 0, '2025-01-04', 2200);
"""


@pytest.fixture(scope="module")
def trips_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "trips", "trips.sqlite", _TRIPS)


async def test_dates_kept_as_text_are_dates(trips_db: Path) -> None:
    rows = await ask(trips_db, "voyages ending in the second half of 2024", ["voyage"])
    assert _ids(rows, "voyage_id") == [2, 3]


async def test_a_weak_link_right_before_a_comparison_is_its_column(trips_db: Path) -> None:
    """`dly_min` links "delayed" only by its skeleton (weak); `sail_min` is also in minutes."""
    rows = await ask(trips_db, "voyages delayed more than 2 hours", ["voyage"])
    assert _ids(rows, "voyage_id") == [2, 3]


_SHOP = """
CREATE TABLE item (
    item_id INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    aisle TEXT NOT NULL,
    price_per_kg DECIMAL(6,2) NOT NULL,
    shelf_life_days INTEGER NOT NULL
);
INSERT INTO item VALUES (1, 'oats', 'dry', 2.50, 300), (2, 'rice', 'dry', 1.80, 400),
    (3, 'milk', 'chilled', 1.10, 7), (4, 'cheese', 'chilled', 14.00, 60), (5, 'beef', 'meat', 21.00, 5);
"""


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "shop", "shop.sqlite", _SHOP)


def _per_aisle(rows: list[dict[str, object]]) -> dict[str, float]:
    return {str(r["aisle"]): float(str(next(v for k, v in r.items() if k != "aisle"))) for r in rows}


@pytest.mark.parametrize(
    "question",
    ["cheapest price per kg in each aisle", "lowest price per kg for every aisle", "每个过道最便宜的商品"],
)
async def test_a_superlative_per_group_is_a_min_per_group(shop_db: Path, question: str) -> None:
    rows = await ask(shop_db, question, ["item"])
    assert _per_aisle(rows) == {"dry": 1.8, "chilled": 1.1, "meat": 21.0}


async def test_a_superlative_alone_is_still_one_row(shop_db: Path) -> None:
    rows = await ask(shop_db, "the cheapest item", ["item"])
    assert [str(r["label"]) for r in rows] == ["milk"]
    rows = await ask(shop_db, "longest shelf life per aisle", ["item"])
    assert _per_aisle(rows) == {"dry": 400.0, "chilled": 60.0, "meat": 5.0}


_OBJECTS = """
CREATE TABLE artefact (
    artefact_id INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    acq_year INTEGER NOT NULL,
    acq_method INTEGER NOT NULL -- 1 = purchase, 2 = gift, 3 = transfer
);
INSERT INTO artefact VALUES (1, 'bowl', 1990, 1), (2, 'vase', 1990, 2), (3, 'mask', 2001, 2),
    (4, 'coin', 2001, 2), (5, 'lamp', 2015, 3);
"""


@pytest.fixture(scope="module")
def objects_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "objects", "objects.sqlite", _OBJECTS)


async def test_two_words_naming_one_column_name_it_together(objects_db: Path) -> None:
    """ "acquisition" alone names acq_year and acq_method; with "method" only acq_method, a coded
    category one can group by."""
    rows = await ask(objects_db, "number of artefacts by acquisition method", ["artefact"])
    assert sorted((int(str(r["acq_method"])), int(str(r["count"]))) for r in rows) == [(1, 1), (2, 3), (3, 1)]


_FLYERS = """
CREATE TABLE traveller (
    traveller_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    ffp_tier TEXT,
    pto_days INTEGER NOT NULL
);
INSERT INTO traveller VALUES (1, 'Ana', 'gold', 20), (2, 'Ben', NULL, 12), (3, 'Cy', 'silver', 30),
    (4, 'Di', NULL, 25);
"""


@pytest.fixture(scope="module")
def flyers_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "flyers", "flyers.sqlite", _FLYERS)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("travellers not in the frequent flyer program", [2, 4]),
        ("travellers without a frequent flyer program tier", [2, 4]),
        ("travellers with more than 22 days of paid time off", [3, 4]),
    ],
)
async def test_initialisms_link_the_words_they_stand_for(
    flyers_db: Path, question: str, expected: list[int]
) -> None:
    assert _ids(await ask(flyers_db, question, ["traveller"]), "traveller_id") == expected


_NOTES = """
CREATE TABLE job (job_id INTEGER PRIMARY KEY, title TEXT NOT NULL, hours INTEGER NOT NULL);
CREATE TABLE note (note_id INTEGER PRIMARY KEY, job_id INTEGER NOT NULL, body TEXT NOT NULL,
    FOREIGN KEY (job_id) REFERENCES job (job_id));
INSERT INTO job VALUES (1, 'Roof repair', 12), (2, 'Boiler service', 3), (3, 'Fence painting', 30);
INSERT INTO note VALUES (1, 1, 'Parts ordered from the supplier.'), (2, 3, 'Hours logged by the crew.'),
    (3, 2, 'Customer asked for a quote?'), (4, 1, 'Done, photos attached.');
"""


@pytest.fixture(scope="module")
def notes_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "notes", "notes.sqlite", _NOTES)


async def test_a_word_inside_free_text_is_no_filter_unless_asked(notes_db: Path) -> None:
    rows = await ask(notes_db, "jobs with more than 10 hours logged", ["job", "note"])
    assert _ids(rows, "job_id") == [1, 3]
    rows = await ask(notes_db, "notes mentioning supplier", ["job", "note"])
    assert _ids(rows, "note_id") == [1]


_GIFTS = """
CREATE TABLE gift (gift_id INTEGER PRIMARY KEY, amount DECIMAL(10,2) NOT NULL, currency CHAR(3) NOT NULL);
INSERT INTO gift VALUES (1, 100, 'CNY'), (2, 50, 'USD'), (3, 25, 'USD'), (4, 300, 'CNY'), (5, 10, 'EUR');
"""


@pytest.fixture(scope="module")
def gifts_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "gifts", "gifts.sqlite", _GIFTS)


async def test_a_word_naming_a_column_is_no_codes_skeleton(gifts_db: Path) -> None:
    """ "currency" spells c-n-y in order, but it names the currency column: every currency is asked."""
    rows = await ask(gifts_db, "total amount per currency", ["gift"])
    assert {str(r["currency"]): float(str(r["sum_amount"])) for r in rows} == {
        "CNY": 400.0,
        "USD": 75.0,
        "EUR": 10.0,
    }


_WORKLOG = """
CREATE TABLE task (task_id INTEGER PRIMARY KEY, title TEXT NOT NULL, kind TEXT NOT NULL,
    time_spent_sec INTEGER NOT NULL);
INSERT INTO task VALUES (1, 'Logged-in page broken', 'bug', 7200), (2, 'Export fails', 'bug', 3600),
    (3, 'New report', 'feature', 18000), (4, 'Typo in footer', 'bug', 1800);
"""


@pytest.fixture(scope="module")
def worklog_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "worklog", "worklog.sqlite", _WORKLOG)


def _only_value(rows: list[dict[str, object]]) -> float:
    assert len(rows) == 1 and len(rows[0]) == 1
    return float(str(next(iter(rows[0].values()))))


async def test_an_aggregate_names_its_unit_right_after_it(worklog_db: Path) -> None:
    assert _only_value(await ask(worklog_db, "avg hours spent on bugs", ["task"])) == pytest.approx(
        1.1667, 1e-3
    )
    assert _only_value(await ask(worklog_db, "total hours logged", ["task"])) == pytest.approx(8.5)


_FLEET = """
CREATE TABLE car (car_id INTEGER PRIMARY KEY, make TEXT NOT NULL, plate TEXT NOT NULL);
CREATE TABLE repair (repair_id INTEGER PRIMARY KEY, car_id INTEGER NOT NULL, cost DECIMAL(8,2) NOT NULL,
    FOREIGN KEY (car_id) REFERENCES car (car_id));
INSERT INTO car VALUES (1, 'Volvo', 'A1'), (2, 'Fiat', 'B2'), (3, 'Volvo', 'C3');
INSERT INTO repair VALUES (1, 1, 200), (2, 2, 50), (3, 3, 100), (4, 2, 25);
"""


@pytest.fixture(scope="module")
def fleet_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "fleet", "fleet.sqlite", _FLEET)


async def test_a_common_word_in_a_nouns_place_names_a_column(fleet_db: Path) -> None:
    """ "make" is a common verb, but after "per" it is the group: the car's `make`."""
    rows = await ask(fleet_db, "total repair cost per make", ["car", "repair"])
    assert {str(r["make"]): float(str(r["sum_cost"])) for r in rows} == {"Volvo": 300.0, "Fiat": 75.0}


_SQUADS = """
CREATE TABLE team (team_id INTEGER PRIMARY KEY, team_name TEXT NOT NULL);
CREATE TABLE player (player_id INTEGER PRIMARY KEY, team_id INTEGER NOT NULL, value_eur INTEGER NOT NULL,
    FOREIGN KEY (team_id) REFERENCES team (team_id));
INSERT INTO team VALUES (1, 'Reds'), (2, 'Blues'), (3, 'Greens');
INSERT INTO player VALUES (1, 1, 10), (2, 1, 5), (3, 2, 30), (4, 3, 12), (5, 3, 1);
"""


@pytest.fixture(scope="module")
def squads_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "squads", "squads.sqlite", _SQUADS)


async def test_squad_is_a_team(squads_db: Path) -> None:
    rows = await ask(squads_db, "2 squads with the highest total value", ["team", "player"])
    assert [str(r["team_name"]) for r in rows] == ["Blues", "Reds"]


_LEVELS = """
CREATE TABLE guest (
    guest_id INTEGER PRIMARY KEY,
    full_name TEXT NOT NULL,
    member_level TEXT NOT NULL -- 会员等级：普卡、金卡、白金卡
);
INSERT INTO guest VALUES (1, '王芳', '金卡'), (2, '李娜', '白金卡'), (3, '张伟', '普卡'), (4, '刘洋', '金卡');
"""


@pytest.fixture(scope="module")
def levels_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "levels", "levels.sqlite", _LEVELS)


async def test_a_value_kept_in_chinese_is_not_half_of_a_column_phrase(levels_db: Path) -> None:
    """白金卡 stays a value of member_level beside the gloss "member": the two are no phrase."""
    rows = await ask(levels_db, "金卡或白金卡会员", ["guest"])
    assert _ids(rows, "guest_id") == [1, 2, 4]


_SESSIONS = """
CREATE TABLE trainer (trainer_id INTEGER PRIMARY KEY, trainer_name TEXT NOT NULL);
CREATE TABLE class_session (session_id INTEGER PRIMARY KEY, class_name TEXT NOT NULL,
    trainer_id INTEGER NOT NULL,
    FOREIGN KEY (trainer_id) REFERENCES trainer (trainer_id));
INSERT INTO trainer VALUES (1, 'Jo Park'), (2, 'Al Reyes');
INSERT INTO class_session VALUES (1, 'Spin', 1), (2, 'Yoga', 2), (3, 'Pilates', 1);
"""


@pytest.fixture(scope="module")
def sessions_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "sessions", "sessions.sqlite", _SESSIONS)


async def test_a_compound_tables_first_word_names_its_rows(sessions_db: Path) -> None:
    """ "classes" names class_session (its first word), so the answer is the sessions, not the trainer."""
    rows = await ask(sessions_db, "classes taught by jo park", ["trainer", "class_session"])
    assert _ids(rows, "session_id") == [1, 3]


async def test_a_number_after_a_tables_name_is_its_key(fleet_db: Path) -> None:
    """ "repair 3" / "repair #3" is that repair; the answer is the car it names."""
    rows = await ask(fleet_db, "which car had repair 3", ["car", "repair"])
    assert _ids(rows, "car_id") == [3]
    rows = await ask(fleet_db, "the car of repair #2", ["car", "repair"])
    assert _ids(rows, "car_id") == [2]
    rows = await ask(fleet_db, "repairs costing more than 60", ["car", "repair"])
    assert _ids(rows, "repair_id") == [1, 3]


_SHIFTS = """
CREATE TABLE shift (shift_id INTEGER PRIMARY KEY, started_on DATE NOT NULL, length_min INTEGER NOT NULL);
INSERT INTO shift VALUES (1, '2024-05-30', 60), (2, '2024-06-02', 100), (3, '2024-06-28', 80),
    (4, '2024-07-01', 95);
"""


@pytest.fixture(scope="module")
def shifts_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "shifts", "shifts.sqlite", _SHIFTS)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("shifts from june 2024", [2, 3]),  # placed in June
        ("shifts from june 2024 onwards", [2, 3, 4]),
        ("shifts longer than an hour and a half", [2, 4]),
        ("shifts started between may 30 and june 2 2024", [1, 2]),
        ("shifts started between 2 and 28 june 2024", [2, 3]),
    ],
)
async def test_from_a_month_and_an_hour_and_a_half(
    shifts_db: Path, question: str, expected: list[int]
) -> None:
    assert _ids(await ask(shifts_db, question, ["shift"]), "shift_id") == expected


_PHONES = """
CREATE TABLE buyer (buyer_id INTEGER PRIMARY KEY, buyer_name TEXT NOT NULL, phone TEXT);
CREATE TABLE grower (grower_id INTEGER PRIMARY KEY, grower_name TEXT NOT NULL, phone TEXT);
CREATE TABLE sale (sale_id INTEGER PRIMARY KEY, grower_id INTEGER NOT NULL, buyer_id INTEGER NOT NULL,
    FOREIGN KEY (grower_id) REFERENCES grower (grower_id),
    FOREIGN KEY (buyer_id) REFERENCES buyer (buyer_id));
INSERT INTO buyer VALUES (1, 'Shop', NULL), (2, 'Market', '555-1');
INSERT INTO grower VALUES (1, 'Li', NULL), (2, 'Wu', '555-2'), (3, 'Ma', NULL);
INSERT INTO sale VALUES (1, 1, 2), (2, 2, 1), (3, 3, 2);
"""


@pytest.fixture(scope="module")
def phones_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "phones", "phones.sqlite", _PHONES)


async def test_a_null_test_takes_the_main_tables_column(phones_db: Path) -> None:
    rows = await ask(phones_db, "growers without a phone number", ["buyer", "grower", "sale"])
    assert _ids(rows, "grower_id") == [1, 3]


_RATINGS = """
CREATE TABLE review (review_id INTEGER PRIMARY KEY, body TEXT NOT NULL, rating INTEGER NOT NULL);
INSERT INTO review VALUES (1, 'Great', 5), (2, 'Bad', 1), (3, 'Poor', 2), (4, 'Fine', 3);
"""


@pytest.fixture(scope="module")
def ratings_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "ratings", "ratings.sqlite", _RATINGS)


async def test_two_equalities_on_one_column_are_a_list(ratings_db: Path) -> None:
    """ "rated 1 or 2 stars" read as two numbers would be a contradiction: it is a list."""
    rows = await ask(ratings_db, "reviews rated 1 or 2 stars", ["review"])
    assert _ids(rows, "review_id") == [2, 3]


_LEAVERS = """
CREATE TABLE employee (employee_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, hire_date DATE NOT NULL,
    termination_date DATE);
INSERT INTO employee VALUES (1, 'Ana', '2020-01-10', '2024-02-15'), (2, 'Ben', '2024-03-01', NULL),
    (3, 'Cy', '2019-05-05', '2023-11-30');
"""


@pytest.fixture(scope="module")
def leavers_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "leavers", "leavers.sqlite", _LEAVERS)


async def test_who_left_is_the_termination_date(leavers_db: Path) -> None:
    rows = await ask(leavers_db, "employees who left between february and march 2024", ["employee"])
    assert _ids(rows, "employee_id") == [1]


_GRADES = """
CREATE TABLE grade (grade_id INTEGER PRIMARY KEY, band TEXT NOT NULL, min_salary INTEGER NOT NULL);
CREATE TABLE staff (staff_id INTEGER PRIMARY KEY, office TEXT NOT NULL, grade_id INTEGER NOT NULL,
    annual_salary INTEGER NOT NULL, FOREIGN KEY (grade_id) REFERENCES grade (grade_id));
INSERT INTO grade VALUES (1, 'junior', 30000), (2, 'senior', 60000);
INSERT INTO staff VALUES (1, 'Oslo', 1, 35000), (2, 'Oslo', 2, 65000), (3, 'Rome', 1, 31000);
"""


@pytest.fixture(scope="module")
def grades_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "grades", "grades.sqlite", _GRADES)


async def test_a_bound_column_is_not_the_value_it_bounds(grades_db: Path) -> None:
    """ "salary" names annual_salary before min_salary (a bound of it)."""
    rows = await ask(grades_db, "average salary by office", ["grade", "staff"])
    assert {str(r["office"]): float(str(r["avg_annual_salary"])) for r in rows} == {
        "Oslo": 50000.0,
        "Rome": 31000.0,
    }


_BERTHS = """
CREATE TABLE berth (berth_id INTEGER PRIMARY KEY, pier CHAR(1) NOT NULL, daily_rate_cents INTEGER NOT NULL);
CREATE TABLE contract (contract_id INTEGER PRIMARY KEY, berth_id INTEGER NOT NULL,
    monthly_fee_cents INTEGER NOT NULL, FOREIGN KEY (berth_id) REFERENCES berth (berth_id));
INSERT INTO berth VALUES (1, 'A', 4000), (2, 'A', 6000), (3, 'B', 4500);
INSERT INTO contract VALUES (1, 1, 90000), (2, 2, 3000), (3, 3, 120000);
"""


@pytest.fixture(scope="module")
def berths_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "berths", "berths.sqlite", _BERTHS)


async def test_a_weak_link_elsewhere_does_not_beat_the_main_tables_role_column(berths_db: Path) -> None:
    """ "cost" links contract.monthly_fee weakly; the berths asked about have their own money column."""
    rows = await ask(berths_db, "berths that cost less than 50 euro a day", ["berth", "contract"])
    assert _ids(rows, "berth_id") == [1, 3]


_BOATS = """
CREATE TABLE vessel (
    vessel_id INTEGER PRIMARY KEY,
    vessel_name TEXT NOT NULL,
    hull CHAR(1) NOT NULL -- S sailing yacht, M motor yacht, C catamaran
);
INSERT INTO vessel VALUES (1, 'Aria', 'S'), (2, 'Bora', 'C'), (3, 'Ciel', 'M'), (4, 'Dune', 'C');
"""


@pytest.fixture(scope="module")
def boats_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "boats", "boats.sqlite", _BOATS)


async def test_a_legend_of_codes_and_meanings_without_equals(boats_db: Path) -> None:
    assert _ids(await ask(boats_db, "catamarans", ["vessel"]), "vessel_id") == [2, 4]
    assert _ids(await ask(boats_db, "motor yachts", ["vessel"]), "vessel_id") == [3]


async def test_rows_per_a_category_column_are_counted(boats_db: Path) -> None:
    rows = await ask(boats_db, "vessels per hull", ["vessel"])
    assert {str(r["hull"]): int(str(r["count"])) for r in rows} == {"S": 1, "C": 2, "M": 1}


_GROWERS = """
CREATE TABLE farmer (farmer_id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, gender TEXT NOT NULL,
    price_fen INTEGER NOT NULL);
INSERT INTO farmer VALUES (1, '王芳', '女', 12000), (2, '张伟', '男', 8000), (3, '李娜', '女', 9000);
"""


@pytest.fixture(scope="module")
def growers_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "growers", "growers.sqlite", _GROWERS)


async def test_fen_are_cents_and_chinese_gender_codes(growers_db: Path) -> None:
    assert _ids(await ask(growers_db, "farmers above 100 yuan", ["farmer"]), "farmer_id") == [1]
    assert _ids(await ask(growers_db, "female farmers", ["farmer"]), "farmer_id") == [1, 3]


_PIERS = """
CREATE TABLE mooring (mooring_id INTEGER PRIMARY KEY, pier TEXT NOT NULL, label TEXT NOT NULL);
INSERT INTO mooring VALUES (1, 'A', 'east'), (2, 'D', 'west'), (3, 'D', 'north'), (4, 'B', 'south');
"""


@pytest.fixture(scope="module")
def piers_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "piers", "piers.sqlite", _PIERS)


async def test_a_short_label_after_its_columns_name(piers_db: Path) -> None:
    assert _ids(await ask(piers_db, "moorings on pier d", ["mooring"]), "mooring_id") == [2, 3]


_SLIPS = """
CREATE TABLE slip (slip_id INTEGER PRIMARY KEY, slip_no INTEGER NOT NULL, daily_rate_cents INTEGER NOT NULL);
INSERT INTO slip VALUES (1, 40, 4000), (2, 10, 6000), (3, 30, 4500), (4, 20, 1000);
"""


@pytest.fixture(scope="module")
def slips_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "slips", "slips.sqlite", _SLIPS)


async def test_most_before_a_role_word_orders_by_the_role(slips_db: Path) -> None:
    """ "the 2 most expensive slips": the slip's money column, not slip_no that the word "slips" names."""
    rows = await ask(slips_db, "the 2 most expensive slips", ["slip"])
    assert [int(str(r["slip_id"])) for r in rows] == [2, 3]


_HULLS = """
CREATE TABLE yacht (yacht_id INTEGER PRIMARY KEY, yacht_name TEXT NOT NULL, length_cm INTEGER NOT NULL);
INSERT INTO yacht VALUES (1, 'Aria', 1200), (2, 'Bora', 2100), (3, 'Ciel', 900), (4, 'Dune', 1500);
"""


@pytest.fixture(scope="module")
def hulls_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "hulls", "hulls.sqlite", _HULLS)


@pytest.mark.parametrize("question", ["the 2 longest yachts", "最长的2条游艇"])
async def test_longest_is_a_length_when_the_rows_have_no_duration(hulls_db: Path, question: str) -> None:
    rows = await ask(hulls_db, question, ["yacht"])
    assert [int(str(r["yacht_id"])) for r in rows] == [2, 4]
