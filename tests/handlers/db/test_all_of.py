"""Several values a row must reach all of through a link table ("both A and B", 既A又B) join the
route once per value; "A or B" (and a bare list) still asks for either. A bookshop schema of our own."""

from __future__ import annotations

from pathlib import Path

import pytest

from .sqlite_schemas import ask, sqlite_file

_SCHEMA = """
CREATE TABLE books (book_id INTEGER PRIMARY KEY, title TEXT, shelf TEXT);
CREATE TABLE genres (genre_id INTEGER PRIMARY KEY, genre_name TEXT);
CREATE TABLE book_genres (book_id INTEGER REFERENCES books (book_id),
    genre_id INTEGER REFERENCES genres (genre_id), PRIMARY KEY (book_id, genre_id));
INSERT INTO books VALUES (1, 'Glass Orchard', 'A'), (2, 'Salt Road', 'B'), (3, 'Iron Lanterns', 'A'),
    (4, 'Quiet Harbour', 'C');
INSERT INTO genres VALUES (1, 'Fantasy'), (2, 'Romance'), (3, 'Mystery');
INSERT INTO book_genres VALUES (1, 1), (1, 2), (2, 1), (3, 2), (3, 3), (4, 1), (4, 2), (4, 3);
"""
_MODELS = ["books", "genres", "book_genres"]


@pytest.fixture(scope="module")
def shop_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sqlite_file(tmp_path_factory, "all_of", "books.sqlite", _SCHEMA)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("books tagged both fantasy and romance", ["Glass Orchard", "Quiet Harbour"]),
        ("books in both romance and mystery", ["Iron Lanterns", "Quiet Harbour"]),
        ("既是Fantasy又是Mystery的books", ["Quiet Harbour"]),
        ("books in fantasy or mystery", ["Glass Orchard", "Iron Lanterns", "Quiet Harbour", "Salt Road"]),
    ],
)
async def test_both_values_are_reached_each_through_its_own_link_row(
    shop_db: Path, question: str, expected: list[str]
) -> None:
    rows = await ask(shop_db, question, _MODELS)
    assert sorted(str(row["title"]) for row in rows) == expected
