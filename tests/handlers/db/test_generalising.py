"""General mechanisms of the builtin generator on a schema no evaluation suite has (a bike-share
scheme): each question is answered like its hand-written SQL on real SQLite (issue 13)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.handlers.db.comments import ddl_comments
from agentsearch.nlp.querydsl.builtin.typos import TypoIndex
from agentsearch.nlp.querydsl.builtin.value_english import english_of as _english_of
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.types import Request, SearchType

from .sqlite_schemas import ask, sqlite_file

MODELS = ["stations", "bikes", "riders", "rides", "technicians", "bikes_checked"]
_SCHEMA = """
CREATE TABLE stations (station_id INTEGER PRIMARY KEY, station_name TEXT, town TEXT, opened_year INTEGER,
    slots INTEGER, -- 容量
    closed_on DATE -- NULL while the station is still operating
);
CREATE TABLE bikes (bike_id INTEGER PRIMARY KEY, model_name TEXT, weight_kg INTEGER,
    station_id INTEGER REFERENCES stations (station_id), battery_health DECIMAL(4,3));
CREATE TABLE riders (rider_id INTEGER PRIMARY KEY, first_name TEXT, last_name TEXT, joined_on DATE,
    home_city TEXT, mentor_id INTEGER REFERENCES riders (rider_id), sex TEXT);
CREATE TABLE rides (ride_id INTEGER PRIMARY KEY, rider_id INTEGER REFERENCES riders (rider_id),
    bike_id INTEGER REFERENCES bikes (bike_id), distance_km INTEGER, duration_seconds INTEGER,
    fee DECIMAL(6,2));
CREATE TABLE technicians (tech_id INTEGER PRIMARY KEY, full_name TEXT, hired_on DATE,
    station_id INTEGER REFERENCES stations (station_id));
CREATE TABLE bikes_checked (check_id INTEGER PRIMARY KEY, bike_id INTEGER REFERENCES bikes (bike_id),
    inspector_id INTEGER REFERENCES technicians (tech_id), checked_on DATE);
INSERT INTO stations VALUES (1, 'Harbour', 'Eastwick', 1998, 12, NULL),
    (2, 'Mill Lane', 'Eastwick', 2005, 8, '2023-05-01'), (3, 'Old Quarry', 'Northby', 2012, 20, NULL),
    (4, '运河', 'Northby', 1991, 6, NULL), (5, 'Green Gate', 'Westfold', 2020, 15, '2024-01-10');
INSERT INTO bikes VALUES (1, 'Roadster', 14, 1, 0.950), (2, 'Roadster', 15, 1, 0.880),
    (3, 'Hauler', 22, 2, 0.910), (4, 'Hauler', 23, 3, 0.700), (5, 'Sprite', 11, 4, 0.990),
    (6, 'Shortcut', 12, 5, 0.800);
INSERT INTO riders VALUES (1, 'Jono', 'Pike', '2019-03-02', 'Leeds', NULL, 'M'),
    (2, 'Maud', 'O''Neill', '2021-06-11', 'Leeds', 4, 'F'), (3, 'Ravi', 'Pike', '2022-01-20', 'York', 4, 'M'),
    (4, 'Ines', 'Marsh', '2018-09-09', 'York', 1, 'F');
INSERT INTO rides VALUES (1, 1, 1, 3, 95, 1.5), (2, 1, 3, 12, 2400, 4.0), (3, 2, 5, 7, 1500, 3.0),
    (4, 3, 2, 1, 70, 1.0), (5, 4, 4, 25, 5200, 9.5), (6, 2, 6, 9, 1800, 3.5), (7, 3, 1, 4, 130, 1.5);
INSERT INTO technicians VALUES (1, 'Ada Brook', '2017-05-01', 1), (2, 'Tom Reyes', '2022-02-14', 3),
    (3, 'Lea Moss', '2023-08-30', 4);
INSERT INTO bikes_checked VALUES (1, 1, 2, '2024-02-01'), (2, 3, 2, '2024-08-15'), (3, 5, 3, '2024-11-30');
"""


@pytest.fixture(scope="module")
def bikes_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "bikes", "bikes.sqlite", _SCHEMA)


async def _rows(db: Path, question: str) -> list[dict[str, object]]:
    return await ask(db, question, MODELS)


def _gold(db: Path, sql: str) -> list[tuple[object, ...]]:
    connection = sqlite3.connect(db)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


@pytest.mark.parametrize(
    ("question", "sql"),
    [
        # a Chinese number and unit glossed with spaces between them still convert (2 分钟 → 120 s)
        ("超过两分钟的骑行", "SELECT ride_id FROM rides WHERE duration_seconds > 120"),
        # 哪几 asks "which", not "how many" (几)
        ("Eastwick 有哪几个站点", "SELECT station_id FROM stations WHERE town = 'Eastwick'"),
        # "joined" links a join date through the general hire/join family, never a name one edit off
        ("riders who joined before 2020", "SELECT rider_id FROM riders WHERE joined_on < '2020-01-01'"),
        ("technicians hired after 2020", "SELECT tech_id FROM technicians WHERE hired_on >= '2021-01-01'"),
        # "surname" names last_name; an apostrophe inside a name is part of it
        ("riders with the surname O'Neill", "SELECT rider_id FROM riders WHERE last_name = 'O''Neill'"),
        # an abbreviation of one table's name ("techs")
        ("techs at the Harbour station", "SELECT tech_id FROM technicians WHERE station_id = 1"),
        # a self-referencing key read from the role it names (mentor_id): both directions
        ("who is Maud O'Neill's mentor", "SELECT rider_id FROM riders WHERE rider_id = 4"),
        ("riders mentored by Ines Marsh", "SELECT rider_id FROM riders WHERE mentor_id = 4"),
        ("whose mentor is Jono Pike", "SELECT rider_id FROM riders WHERE mentor_id = 1"),
        ("Ines Marsh's mentees", "SELECT rider_id FROM riders WHERE mentor_id = 4"),
        # counted along the self-reference: rows with more than N rows pointing at them
        ("riders with more than 1 mentee", "SELECT rider_id FROM riders WHERE rider_id = 4"),
        # a role key to another table: "who inspected" answers with the table inspector_id points at
        ("who inspected the Hauler bikes", "SELECT tech_id FROM technicians WHERE tech_id = 2"),
        # half years and decades; contracted negation
        (
            "bike checks in the second half of 2024",
            "SELECT check_id FROM bikes_checked WHERE checked_on >= '2024-07-01'",
        ),
        ("stations opened in the 90s", "SELECT station_id FROM stations WHERE opened_year < 2000"),
        ("bikes that aren't Sprite", "SELECT bike_id FROM bikes WHERE model_name <> 'Sprite'"),
        # a percentage of a DECIMAL(4,3) share; a measure adjective is no word of a model name
        ("bikes with battery health above 90%", "SELECT bike_id FROM bikes WHERE battery_health > 0.9"),
        ("light bikes, under 13 kg", "SELECT bike_id FROM bikes WHERE weight_kg < 13"),
        ("short rides, under 5 km", "SELECT ride_id FROM rides WHERE distance_km < 5"),
        # coded values of a gender column stand for general words; Chinese too
        ("female riders from Leeds", "SELECT rider_id FROM riders WHERE sex = 'F' AND home_city = 'Leeds'"),
        ("男骑手", "SELECT rider_id FROM riders WHERE sex = 'M'"),
        # a Chinese value inside an English question is no Chinese grammar: the head noun leads
        ("techs at the 运河 station", "SELECT tech_id FROM technicians WHERE station_id = 4"),
        # 一共…多少 counts (no measure is named); "的人" asks for people
        ("一共有多少次骑行", "SELECT COUNT(*) AS count FROM rides"),
        # 多少 right before an amount asks how much: a sum
        ("骑行一共收了多少费用", "SELECT SUM(fee) AS sum_fee FROM rides"),
        # a bare "what" asks for the row at the other end of the fact the value names
        ("what did Ravi ride", "SELECT bike_id FROM bikes WHERE bike_id IN (1, 2)"),
        # a column's comment: its Chinese names it (容量 → capacity), its NULL note says a state
        ("stations with a capacity over 10", "SELECT station_id FROM stations WHERE slots > 10"),
        ("stations still operating", "SELECT station_id FROM stations WHERE closed_on IS NULL"),
        ("还在运营的站点", "SELECT station_id FROM stations WHERE closed_on IS NULL"),
        ("stations no longer operating", "SELECT station_id FROM stations WHERE closed_on IS NOT NULL"),
    ],
)
async def test_rows_like_the_hand_written_sql(bikes_db: Path, question: str, sql: str) -> None:
    rows = await _rows(bikes_db, question)
    key = sql.split(" AS ")[-1].split()[0] if " AS " in sql else sql.split()[1]
    gold = sorted(row[0] for row in _gold(bikes_db, sql))
    assert gold and sorted(row[key] for row in rows) == gold  # type: ignore[type-var]


@pytest.mark.parametrize(
    ("question", "sql"),
    [
        # a superlative beside a column of another role: 最短 is a duration word, 距离 a distance
        ("距离最短的3次骑行", "SELECT ride_id FROM rides ORDER BY distance_km ASC LIMIT 3"),
        # "oldest" on a table without dates: its integer year
        ("the 2 oldest stations", "SELECT station_id FROM stations ORDER BY opened_year ASC LIMIT 2"),
    ],
)
async def test_superlatives_order_and_cut(bikes_db: Path, question: str, sql: str) -> None:
    rows = await _rows(bikes_db, question)
    key = sql.split()[1]
    assert [row[key] for row in rows] == [row[0] for row in _gold(bikes_db, sql)]


async def test_a_place_no_sampled_value_holds_filters_the_city_column(bikes_db: Path) -> None:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": f"sqlite:///{bikes_db}"}}))
    for question in ("riders from Paris", "巴黎的骑手"):
        result = await DBHandler().search(Request(query=question, type=SearchType.DB, models=MODELS), ctx)
        assert not result.error and result.items == []  # nobody there, not every rider
        assert result.metadata["understood"] == ["home_city = 'Paris'"]
        assert "'Paris' is not among the sampled values of riders.home_city" in result.metadata["warnings"]


async def test_groups_with_nothing_to_count_are_kept_when_asked(bikes_db: Path) -> None:
    gold = dict(
        _gold(
            bikes_db,
            "SELECT s.station_id, COUNT(t.tech_id) FROM stations s"
            " LEFT JOIN technicians t ON t.station_id = s.station_id GROUP BY s.station_id",
        )
    )
    for question in (
        "number of technicians per station, including stations with nobody",
        "how many techs at each station, empty ones too",
    ):
        rows = await _rows(bikes_db, question)
        assert {row["station_id"]: row["count"] for row in rows} == gold, question
    rows = await _rows(bikes_db, "number of technicians per station")
    assert len(rows) == 3  # without the words, only stations that have some


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 次数最多的: the thing counted comes first, the groups last (Chinese word order)
        ("骑行次数最多的自行车", {1: 2}),
        # a count compared: the groups are the head noun, the counted table is named before the number
        ("自行车数量不少于2辆的站点", {1: 2}),
    ],
)
async def test_chinese_counts_per_group(bikes_db: Path, question: str, expected: dict[int, int]) -> None:
    rows = await _rows(bikes_db, question)
    key = next(iter(rows[0])) if rows else ""
    assert {row[key]: row["count"] for row in rows} == expected


async def test_the_group_column_of_the_table_named_beside_it(bikes_db: Path) -> None:
    # "city" could be stations.town or riders.home_city: 城市的骑手 is the riders' city
    rows = await _rows(bikes_db, "哪个城市的骑手骑行最多")
    assert rows == [{"home_city": "Leeds", "count": 4}]


@pytest.mark.parametrize("question", ["stations with no technicians", "没有技术员的站点"])
async def test_rows_no_related_row_points_at(bikes_db: Path, question: str) -> None:
    rows = await _rows(bikes_db, question)
    gold = _gold(
        bikes_db,
        "SELECT station_id FROM stations WHERE station_id NOT IN (SELECT station_id FROM technicians)",
    )
    assert sorted(row["station_id"] for row in rows) == sorted(row[0] for row in gold)


async def test_a_sum_compared_in_total_groups_the_subject(bikes_db: Path) -> None:
    rows = await _rows(bikes_db, "riders who paid more than 5 fees in total")
    gold = _gold(bikes_db, "SELECT rider_id FROM rides GROUP BY rider_id HAVING SUM(fee) > 5")
    assert sorted(row["rider_id"] for row in rows) == sorted(row[0] for row in gold)  # no "most" cut


async def test_a_column_named_after_its_table_word_is_the_group(bikes_db: Path) -> None:
    rows = await _rows(bikes_db, "average ride distance per bike model")
    gold = _gold(
        bikes_db,
        "SELECT b.model_name, AVG(r.distance_km) FROM rides r JOIN bikes b ON b.bike_id = r.bike_id"
        " GROUP BY b.model_name",
    )
    assert {row["model_name"]: round(row["avg_distance_km"], 2) for row in rows} == {
        name: round(value, 2) for name, value in gold
    }


async def test_headcount_counts_people(bikes_db: Path) -> None:
    rows = await _rows(bikes_db, "headcount per station")
    assert {row["station_id"]: row["count"] for row in rows} == {1: 1, 3: 1, 4: 1}


def test_sqlite_column_comments_are_read_from_the_create_statement() -> None:
    sql = "CREATE TABLE t (\n  a INTEGER, -- the a\n  b TEXT DEFAULT '--', \n  c DATE -- when\n)"
    assert ddl_comments(sql) == {"a": "the a", "c": "when"}


def test_chinese_values_are_glossed_word_by_word() -> None:
    assert _english_of("商业保险") == ["commercial insurance"]
    assert _english_of("商业x") == []


async def test_each_x_has_how_many_groups_by_x(bikes_db: Path) -> None:
    rows = await _rows(bikes_db, "每个镇各有几个站点")
    counts = {row["town"]: row["count"] for row in rows}
    assert counts == dict(_gold(bikes_db, "SELECT town, COUNT(*) FROM stations GROUP BY town"))


def test_typo_links_need_one_real_edit() -> None:
    index = TypoIndex(["jono", "novels"])
    assert index.lookup("novles") == {"novels"}  # two neighbours swapped
    assert index.lookup("join") == set()  # join/jono share a deletion but are two edits apart


def test_greek_plurals_stem_like_their_singular() -> None:
    assert stem("diagnoses") == stem("diagnosis")
    assert stem("analyses") == stem("analysis")
