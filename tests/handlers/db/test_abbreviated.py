"""The builtin generator on an invented schema written in abbreviations (`prt_nm`, `mfg_yr`, `qty`)
with coded values (ISO country codes, three-letter status codes): issue 13, general mechanisms only."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

MODELS = ["prt", "vsl", "shpmt"]
_SCHEMA = """
CREATE TABLE prt (prt_cd CHAR(5) PRIMARY KEY, prt_nm VARCHAR(40), ctry_cd CHAR(2));
CREATE TABLE vsl (vsl_id INTEGER PRIMARY KEY, vsl_nm VARCHAR(40), mfg_yr INTEGER, gross_wt INTEGER);
CREATE TABLE shpmt (shpmt_id INTEGER PRIMARY KEY, vsl_id INTEGER, dest_cd CHAR(5), qty INTEGER,
    stat CHAR(3), load_dt DATE, cxl_dt DATE, FOREIGN KEY (vsl_id) REFERENCES vsl (vsl_id),
    FOREIGN KEY (dest_cd) REFERENCES prt (prt_cd));
INSERT INTO prt VALUES ('NLRTM', 'Rotterdam', 'NL'), ('DEHAM', 'Hamburg', 'DE'),
    ('JPYOK', 'Yokohama', 'JP'), ('CNSHA', 'Shanghai', 'CN'), ('JPKOB', 'Kobe', 'JP');
INSERT INTO vsl VALUES (1, 'Nordic Star', 1998, 42000), (2, 'Pacific Dawn', 2012, 61000),
    (3, 'Blue Heron', 2005, 38000);
INSERT INTO shpmt VALUES (1, 1, 'NLRTM', 40, 'DLV', '2024-03-02', NULL),
    (2, 2, 'JPYOK', 180, 'PND', '2024-04-11', NULL), (3, 3, 'CNSHA', 120, 'CXL', '2024-03-20', '2024-04-02'),
    (4, 2, 'DEHAM', 90, 'DLV', '2024-03-11', NULL), (5, 1, 'JPKOB', 60, 'PND', '2024-05-01', NULL),
    (6, 3, 'DEHAM', 75, 'CXL', '2024-04-05', '2024-03-30');
"""


@pytest.fixture(scope="module")
def shipping_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "shipping", "shipping.sqlite", _SCHEMA)


async def _rows(db: Path, question: str) -> list[dict[str, object]]:
    return await ask(db, question, MODELS)


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # "ports" ~ prt (a consonant skeleton), "japan" ~ 'JP' (ISO 3166 codes)
        ("ports in japan", "prt_cd", ["JPKOB", "JPYOK"]),
        ("ports in germany", "prt_cd", ["DEHAM"]),
        # "vessels" ~ vsl; mfg_yr is the year manufactured, asked as "built"
        ("vessels built before 2000", "vsl_id", [1]),
        # gross_wt: wt is weight
        ("vessels with a gross weight above 40000", "vsl_id", [1, 2]),
        # qty, asked as "quantity"
        ("shipments with a quantity over 100", "shpmt_id", [2, 3]),
        # a status code: CXL through the dictionary, PND as the skeleton of "pending"
        ("cancelled shipments", "shpmt_id", [3, 6]),
        ("pending shipments", "shpmt_id", [2, 5]),
        # the word the status took does not also pick the date column (cxl_dt): the main date is used
        ("cancelled shipments in march 2024", "shpmt_id", [3]),
        # a date with a day
        ("shipments on 11 apr 2024", "shpmt_id", [2]),
        # Chinese: 日本 → japan → 'JP'; 建成 → built → mfg_yr
        ("日本的港口", "prt_cd", ["JPKOB", "JPYOK"]),
        ("2000年以前建成的船舶", "vsl_id", [1]),
    ],
)
async def test_abbreviated_names_and_coded_values_link(
    shipping_db: Path, question: str, key: str, expected: list[object]
) -> None:
    rows = await _rows(shipping_db, question)
    assert sorted(str(row[key]) for row in rows) == sorted(str(e) for e in expected)
