"""Round 14 of the builtin generator through the real DBHandler on an invented grant-funding schema:
the plural of a table's name beside a role of its verb (`reviews.reviewer_id`) is that table; a
one-part measure word and a bound word pick the bound column ("a starting award", "the top of the
award range"), and the asked rows' own measure is no other table's state ('awarded'); "open" is a
closing date that is NULL; "still" reads no end date of a table the question does not reach; a count
of years takes no calendar year; brackets that state a day leave the period; one common word inside a
column of sentences is no condition unless the question looks inside the text, nor an English word
that only stems to part of a name ("take" of 'Chan Tak Shing Foundation'). Issue 13."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["researchers", "funders", "grants", "applications", "reviews"]
_SCHEMA = """
CREATE TABLE researchers (
    researcher_id INTEGER PRIMARY KEY,
    first_name VARCHAR(30),
    last_name VARCHAR(30),
    years_active INTEGER,
    joined_date DATE
);
CREATE TABLE funders (funder_id INTEGER PRIMARY KEY, name VARCHAR(40), country VARCHAR(30));
CREATE TABLE grants (
    grant_id INTEGER PRIMARY KEY,
    funder_id INTEGER REFERENCES funders (funder_id),
    title VARCHAR(60),
    award_min INTEGER,
    award_max INTEGER,
    opened_date DATE,
    closed_date DATE
);
CREATE TABLE applications (
    application_id INTEGER PRIMARY KEY,
    researcher_id INTEGER REFERENCES researchers (researcher_id),
    grant_id INTEGER REFERENCES grants (grant_id),
    submitted_date DATE,
    stage VARCHAR(12)
);
CREATE TABLE reviews (
    review_id INTEGER PRIMARY KEY,
    application_id INTEGER REFERENCES applications (application_id),
    reviewer_id INTEGER REFERENCES researchers (researcher_id),
    held_at TIMESTAMP,
    duration_minutes INTEGER,
    mark INTEGER,
    remark VARCHAR(120)
);
INSERT INTO researchers VALUES
    (1,'Mia','Lund',12,'2013-02-01'),
    (2,'Oskar','Berg',3,'2022-09-15'),
    (3,'Lea','Holm',25,'2000-01-10'),
    (4,'Ivo','Sand',1,'2025-03-01'),
    (5,'Tove','Ek',7,'2018-05-20');
INSERT INTO funders VALUES
    (1,'Nordic Science Fund','Sweden'),
    (2,'Baltic Arts Trust','Estonia'),
    (3,'Chan Tak Shing Foundation','Hong Kong');
INSERT INTO grants VALUES
    (1,1,'Coastal Ecology',20000,80000,'2024-01-10','2024-06-30'),
    (2,1,'Glacier Mapping',50000,150000,'2025-02-01',NULL),
    (3,2,'Folk Music Archive',5000,30000,'2025-04-01','2025-06-30'),
    (4,2,'Theatre Lab',10000,60000,'2023-03-01','2023-09-30');
INSERT INTO applications VALUES
    (1,1,1,'2024-02-01','awarded'),
    (2,1,2,'2025-02-20','applied'),
    (3,2,2,'2025-03-05','shortlisted'),
    (4,3,3,'2025-04-10','applied'),
    (5,5,4,'2023-04-01','rejected'),
    (6,2,3,'2025-04-15','applied');
INSERT INTO reviews VALUES
    (1,1,3,'2024-03-01 10:00:00',45,4,'Clear aims and a solid work plan'),
    (2,2,3,'2025-03-01 11:00:00',90,5,'Excellent team but the budget is too high'),
    (3,3,5,'2025-03-20 09:00:00',75,3,'Needs more work on the data plan'),
    (4,4,1,'2025-04-20 14:00:00',30,4,'Strong methods and a fair budget'),
    (5,6,5,'2025-04-25 15:00:00',120,2,'Timeline is not realistic for the scope');
"""


@pytest.fixture(scope="module")
def grants_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "round14", "grants.sqlite", _SCHEMA)


def _ids(rows: list[dict[str, object]], key: str) -> set[object]:
    return {row[key] for row in rows}


@pytest.mark.parametrize(
    ("question", "key", "ids"),
    [
        ("show reviews", "review_id", {1, 2, 3, 4, 5}),
        ("reviews longer than an hour", "review_id", {2, 3, 5}),
        ("reviews with a mark of 4 or more", "review_id", {1, 2, 4}),
        ("grants with a starting award of at least 20000", "grant_id", {1, 2}),
        ("grants where the top of the award range is over 100000", "grant_id", {2}),
        ("open grants", "grant_id", {2}),
        ("applications still at the applied stage", "application_id", {2, 4, 6}),
        ("researchers who joined this year (2025)", "researcher_id", {4}),
        ("reviews held in the last 30 days (today is 2025-04-30)", "review_id", {4, 5}),
        ("reviews Lea Holm did for work submitted in 2025", "review_id", {2}),
        ("reviews with a mark of 4 or more and a plan for fieldwork", "review_id", {1, 2, 4}),
        ("reviews where the remark says budget", "review_id", {2, 4}),
        ("reviews that take longer than an hour", "review_id", {2, 3, 5}),
        ("reviews held after 2 pm", "review_id", {5}),
        ("reviews held before 10 in the morning", "review_id", {3}),
    ],
)
async def test_the_rows_and_columns_meant(grants_db: Path, question: str, key: str, ids: set[int]) -> None:
    rows = await ask(grants_db, question, MODELS)
    assert _ids(rows, key) == ids, rows


@pytest.mark.parametrize(
    ("question", "key", "ids"),
    [
        ("grants awarded to mia lund", "grant_id", {1}),
        ("grants open in 2025", "grant_id", {2, 3}),
    ],
)
async def test_guards_the_state_said_whole_and_open_as_a_date(
    grants_db: Path, question: str, key: str, ids: set[int]
) -> None:
    rows = await ask(grants_db, question, MODELS)
    assert _ids(rows, key) == ids, rows
