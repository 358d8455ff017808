"""Schema linking pieces of the builtin generator: stems, identifier splitting, the Chinese gloss,
the value index and join-path choice. Each is general language or schema-driven, never dataset data."""

from __future__ import annotations

import datetime as dt

import pytest

from agentsearch.nlp.querydsl.builtin import schema_index
from agentsearch.nlp.querydsl.builtin.dates import find_dates
from agentsearch.nlp.querydsl.builtin.gloss import gloss, zh_number
from agentsearch.nlp.querydsl.builtin.linking import link_schema
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import name_tokens
from agentsearch.nlp.querydsl.builtin.values import find_values, value_index
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.nlp.querydsl.lexicon_abbrev import skeleton_of
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T


@pytest.mark.parametrize(
    ("question_word", "column_word"),
    [
        ("hired", "hire"),
        ("rated", "rating"),
        ("cities", "city"),
        ("born", "birth"),
        ("published", "publication"),
    ],
)
def test_question_words_and_column_words_share_a_stem(question_word: str, column_word: str) -> None:
    assert stem(question_word) == stem(column_word)


@pytest.mark.parametrize(
    ("name", "tokens"),
    [
        ("hire_date", ["hire", "date"]),
        ("durationMs", ["duration", "ms"]),
        ("durationms", ["duration", "ms"]),  # PostgreSQL folds unquoted camelCase
        ("DeclaredValueEur", ["declared", "value", "eur"]),
        ("firstname", ["first", "name"]),
        ("nationality", ["nationality"]),
    ],
)
def test_identifiers_split_into_words(name: str, tokens: list[str]) -> None:
    assert name_tokens(name) == tokens


_SNAKE_SCHEMA_QUESTION = """
import sys
from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.nlp import cedict
from agentsearch.querydsl import ColumnSchema as C, TableSchema as T
table = T(model="tour_bookings", name="tour_bookings", primary_key="booking_id", columns=[
    C(name="booking_id", kind="integer", primary=True), C(name="scheduled_at", kind="date"),
    C(name="annual_budget", kind="integer"), C(name="location_city", kind="text", values=["Oslo"]),
])
asked = GenerateInput(query="tour bookings in oslo", model_ids=["tour_bookings"], schema=[table])
out = generate_builtin(asked)
assert out.dsl is not None and out.dsl["wheres"] == [{"field": "location_city", "op": "=", "value": "Oslo"}]
sys.stdout.write(f"{cedict._words is None} {cedict._vocabulary is None}")
"""


def test_an_english_schema_with_separated_names_reads_no_dictionary() -> None:
    """CC-CEDICT (~1 s, ~30 MB) is read for Chinese words and, its English word list only, for names
    written as one run of letters; `scheduled_at`, `annual_budget` say their words (a fresh process,
    as the dictionary is a process-wide cache)."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", _SNAKE_SCHEMA_QUESTION], capture_output=True, text=True, check=True
    )
    assert done.stdout == "True True"


def test_a_folded_name_splits_on_the_word_list_alone() -> None:
    """`volunteershifts` (camelCase folded by PostgreSQL) needs the general word list: it is read from
    the dictionary's senses without building the Chinese dictionary itself."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from agentsearch.nlp import cedict\n"
        "from agentsearch.nlp.querydsl.builtin.names import name_tokens\n"
        "sys.stdout.write(' '.join(name_tokens('volunteershifts')) + f' {cedict._words is None}')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "volunteer shifts True"


@pytest.mark.parametrize(
    ("name", "tokens"),
    [
        ("mfg_dt", ["manufactured", "date"]),
        ("whs_nm", ["whs", "name"]),
        ("unit_amt", ["unit", "amount"]),
        ("arr_ts", ["arrival", "timestamp"]),
        ("sqft", ["square", "feet"]),
        ("min_salary", ["min", "salary"]),  # an ambiguous short form is left as written
    ],
)
def test_naming_abbreviations_expand_into_words(name: str, tokens: list[str]) -> None:
    assert name_tokens(name) == tokens
    assert name_tokens(name, expand=False) == name.split("_")


@pytest.mark.parametrize(
    ("short", "word", "expected"),
    [
        ("vsl", "vessel", True),
        ("whs", "warehouse", True),
        ("pnd", "pending", True),
        ("prop", "property", True),
        ("cxl", "cancelled", False),  # x is not in the word: only the dictionary knows it
        ("vsl", "veil", False),  # too short to be abbreviated by three letters
        ("pnd", "upended", False),  # not the same first letter
        ("rte", "rotate", False),  # a vowel of its own: not a skeleton
        ("ab", "about", False),
    ],
)
def test_a_skeleton_keeps_the_first_letter_and_the_order(short: str, word: str, expected: bool) -> None:
    assert skeleton_of(short, word) is expected


def test_the_gloss_translates_words_numbers_and_dates_and_keeps_schema_words() -> None:
    text, _, origin = gloss("超过500页的书", frozenset())
    assert text.split() == ["more", "than", "500", "pages", "的", "book"]
    assert origin["book"] == "书"
    assert gloss("2024年3月的订单", frozenset())[0].split()[0] == "2024-03"
    assert gloss("最贵的三本书", frozenset())[0].split()[:4] == ["most", "expensive", "的", "3"]
    assert "内科" in gloss("内科有哪些医生", frozenset({"内科"}))[0].split()  # a value of the schema stays
    assert gloss("美国的客户", frozenset())[1]["usa"][:2] == ("usa", "united states")
    assert zh_number("二十五") == 25 and zh_number("三千") == 3000 and zh_number("两万") == 20000


def _library() -> list[T]:
    authors = T(
        model="authors",
        name="authors",
        primary_key="author_id",
        columns=[
            C(name="author_id", kind="integer", primary=True),
            C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"]),
            C(name="nationality", kind="text", values=["British", "Chinese"]),
        ],
    )
    books = T(
        model="books",
        name="books",
        primary_key="book_id",
        columns=[
            C(name="book_id", kind="integer", primary=True),
            C(name="title", kind="text", values=["Winter Garden", "红楼"]),
            C(name="city", kind="text", values=["杭州", "London"]),
            C(name="editor_id", kind="integer", foreign=F(table="authors", column="author_id")),
        ],
    )
    link = T(
        model="book_authors",
        name="book_authors",
        primary_key="book_id",
        columns=[
            C(name="book_id", kind="integer", primary=True, foreign=F(table="books", column="book_id")),
            C(name="author_id", kind="integer", primary=True, foreign=F(table="authors", column="author_id")),
        ],
    )
    return [books, authors, link]


def test_values_link_through_demonyms_and_the_general_dictionary() -> None:
    index = schema_index(_library())
    values = value_index(index)
    found = {
        (v.column.name, v.value) for v in find_values(Question("books by UK authors from hangzhou"), values)
    }
    assert ("nationality", "British") in found  # UK ↔ British: general English
    assert ("city", "杭州") in found  # an English question, a Chinese value: the general dictionary


def test_a_many_to_many_link_table_is_preferred_to_an_unrelated_entity_path() -> None:
    index = schema_index(_library())
    route = index.path("books", "authors", prefer=frozenset({"books", "authors"}))
    assert route is not None and len(route) == 1  # the direct editor_id reference is shorter
    routes = index.routes("books", "authors")
    assert all(len(r) == 1 for r in routes)
    assert index.by_name["book_authors"].is_link and index.by_name["book_authors"].primary_key == ""


def test_linking_finds_tables_and_columns_by_stem_and_family() -> None:
    index = schema_index(_library())
    mentions = link_schema(Question("which writers are British"), index)
    assert any(m.column is None and m.table.name == "authors" for m in mentions)  # writer ~ author


def test_a_one_letter_typo_still_links_but_a_short_word_does_not_guess() -> None:
    index = schema_index(_library())
    mentions = link_schema(Question("bokks by British authros"), index)
    assert {m.table.name for m in mentions if m.column is None} >= {"books", "authors"}
    from agentsearch.nlp.querydsl.builtin.typos import TypoIndex

    typos = TypoIndex(["salari", "book"])
    assert typos.lookup("salri") == {"salari"} and typos.lookup("bok") == set()


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("orders placed on 3 mar 2023", "2023-03-03", "2023-03-04"),
        ("orders placed on mar 3 2023", "2023-03-03", "2023-03-04"),
        ("orders placed on the 3rd of march, 2023", "2023-03-03", "2023-03-04"),
        ("orders placed before march 3, 2023", None, "2023-03-03"),
        ("orders placed in march 2023", "2023-03-01", "2023-04-01"),
    ],
)
def test_a_date_with_a_day_is_that_day(text: str, low: str | None, high: str | None) -> None:
    (span,) = find_dates(text, dt.date(2025, 1, 1))
    assert (span.low and span.low.isoformat(), span.high and span.high.isoformat()) == (low, high)


def test_a_chinese_date_with_a_day_and_a_day_range_gloss_to_iso_dates() -> None:
    assert gloss("2023年3月3日的订单", frozenset())[0].split()[0] == "2023-03-03"
    assert gloss("2023年3月3日到3月9日的订单", frozenset())[0].split()[:4] == [
        "from",
        "2023-03-03",
        "to",
        "2023-03-09",
    ]
