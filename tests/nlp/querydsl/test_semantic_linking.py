"""Linking a noun to the table it means when it spells none (`semantic.py`, `db.link_embedder`).
The schema is invented here; the embedder is the shipped multilingual USE, or a tiny vector table
where the test is about the floor and margin rules rather than the model."""

from __future__ import annotations

import numpy as np
import pytest

from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import ColumnSchema as C
from agentsearch.querydsl import ForeignKey as F
from agentsearch.querydsl import TableSchema as T

SCHEMA = [
    T(
        model="tournament",
        name="tournament",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="title", kind="text", values=["Spring Cup", "Autumn Open"]),
        ],
    ),
    T(
        model="bout",
        name="bout",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="tournament_id", kind="integer", foreign=F(table="tournament", column="id")),
            C(name="played_on", kind="date"),
        ],
    ),
    T(
        model="fighter",
        name="fighter",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"]),
        ],
    ),
]
QUESTION = "how many bouts in each competition"


def _ask(embed: object) -> GenerateInput:
    return GenerateInput(query=QUESTION, model_ids=[t.model for t in SCHEMA], schema=SCHEMA, embed=embed)  # type: ignore[arg-type]


def _table_vectors(near: dict[str, list[float]]) -> object:
    """texts → vectors from a fixed table (unknown texts point nowhere near any table)."""

    def embed(texts: list[str]) -> np.ndarray:
        rows = [near.get(text, [0.0, 0.0, 0.0, 1.0]) for text in texts]
        matrix = np.asarray(rows, dtype=np.float32)
        normalised: np.ndarray = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
        return normalised

    return embed


def test_without_an_embedder_the_unspelled_group_is_not_guessed() -> None:
    out = generate_builtin(_ask(None))
    assert out.dsl is not None and not out.dsl.get("groups")


def test_the_shipped_multilingual_encoder_links_competition_to_tournament() -> None:
    from agentsearch.handlers.kb.embedders import create_embedder

    embedder = create_embedder({"name": "use"})
    out = generate_builtin(_ask(lambda texts: embedder.embed(texts, "query")))
    assert out.dsl is not None
    assert out.dsl.get("groups") == ["tournament.id"]
    assert "per tournament" in out.explain


def test_a_clear_nearest_table_is_linked() -> None:
    embed = _table_vectors(
        {
            "tournament": [1.0, 0.0, 0.0, 0.0],
            "bout": [0.0, 1.0, 0.0, 0.0],
            "fighter": [0.0, 0.0, 1.0, 0.0],
            "competition": [0.9, 0.2, 0.1, 0.0],
        }
    )
    out = generate_builtin(_ask(embed))
    assert out.dsl is not None and out.dsl.get("groups") == ["tournament.id"]


def test_two_tables_equally_near_link_neither() -> None:
    """Within the margin the encoder cannot tell: the word stays unlinked rather than guessed."""
    embed = _table_vectors(
        {
            "tournament": [1.0, 0.0, 0.0, 0.0],
            "bout": [0.0, 1.0, 0.0, 0.0],
            "fighter": [0.0, 0.0, 1.0, 0.0],
            "competition": [0.7, 0.0, 0.68, 0.0],
        }
    )
    out = generate_builtin(_ask(embed))
    assert out.dsl is not None and not out.dsl.get("groups")


def test_an_unknown_link_embedder_is_a_one_line_config_error() -> None:
    from agentsearch.config import Config
    from agentsearch.errors import ConfigError

    with pytest.raises((ConfigError, ValueError)) as caught:
        Config.from_layers({"db": {"link_embedder": "no-such-model"}})
    message = str(caught.value)
    assert "db.link_embedder" in message and "no-such-model" in message and "\n" not in message.strip()


def test_the_db_handler_links_by_meaning_when_configured(tmp_path: object) -> None:
    """Through `db.link_embedder` on a real SQLite file: grouped per tournament with it, not without."""
    import asyncio
    import sqlite3
    from pathlib import Path

    from agentsearch.config import Config
    from agentsearch.context import SearchContext
    from agentsearch.handlers.db import DBHandler
    from agentsearch.types import Request, SearchType

    path = Path(str(tmp_path)) / "league.sqlite"
    with sqlite3.connect(path) as connection:
        connection.executescript(
            "CREATE TABLE tournament (id INTEGER PRIMARY KEY, title TEXT);"
            "CREATE TABLE fighter (id INTEGER PRIMARY KEY, full_name TEXT);"
            "CREATE TABLE bout (id INTEGER PRIMARY KEY, played_on DATE,"
            " tournament_id INTEGER REFERENCES tournament (id));"
            "INSERT INTO tournament VALUES (1, 'Spring Cup'), (2, 'Autumn Open');"
            "INSERT INTO fighter VALUES (1, 'Ann Lee'), (2, 'Bo Chen');"
            "INSERT INTO bout VALUES (1, '2024-03-01', 1), (2, '2024-03-02', 1), (3, '2024-10-01', 2);"
        )
    connection.close()

    def ask(linker: str) -> list[dict[str, object]]:
        config = Config.from_layers({"db": {"url": f"sqlite:///{path}", "link_embedder": linker}})
        request = Request(query=QUESTION, type=SearchType.DB, models=["tournament", "bout", "fighter"])
        result = asyncio.run(DBHandler().search(request, SearchContext(config=config)))
        assert not result.error
        return [item.data or {} for item in result.items]

    grouped = ask("use")
    assert sorted(int(str(row["count"])) for row in grouped) == [1, 2]
    assert len(ask("")) == 1  # one count over all bouts


def test_one_entity_table_beside_its_link_table_links_nothing_and_does_not_fail() -> None:
    """`person` and a `friendship` link table of two keys to it: one table to compare, no margin."""
    person = T(
        model="person",
        name="person",
        columns=[
            C(name="id", kind="integer", primary=True),
            C(name="full_name", kind="text", values=["Ann Lee", "Bo Chen"]),
        ],
    )
    friendship = T(
        model="friendship",
        name="friendship",
        columns=[
            C(name="a_id", kind="integer", primary=True, foreign=F(table="person", column="id")),
            C(name="b_id", kind="integer", primary=True, foreign=F(table="person", column="id")),
        ],
    )
    embed = _table_vectors({"person": [1.0, 0.0, 0.0, 0.0], "pals": [0.9, 0.1, 0.0, 0.0]})
    out = generate_builtin(
        GenerateInput(
            query="how many pals does each person have",
            model_ids=["person", "friendship"],
            schema=[person, friendship],
            embed=embed,  # type: ignore[arg-type]
        )
    )
    assert out.dsl is not None
