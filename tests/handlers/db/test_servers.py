"""The db handler on real PostgreSQL and MariaDB servers (skipped only when a server is unreachable)."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from decimal import Decimal

import pytest
import sqlalchemy as sa

from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.handlers.db.engines import get_engine
from agentsearch.types import Auth, Request, SearchType


@pytest.fixture(params=["postgres", "mariadb"])
def server(request: pytest.FixtureRequest) -> Iterator[tuple[str, str, str]]:
    url: str = request.getfixturevalue("postgres_url" if request.param == "postgres" else "mariadb_url")
    prefix = f"as_db_{uuid.uuid4().hex[:8]}"
    engine = sa.create_engine(url)
    metadata = sa.MetaData()
    makers = sa.Table(
        f"{prefix}_makers",
        metadata,
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("name", sa.String(40)),
        sa.Column("country", sa.String(40)),
    )
    gadgets = sa.Table(
        f"{prefix}_gadgets",
        metadata,
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("name", sa.String(80)),
        sa.Column("maker_id", sa.Integer, sa.ForeignKey(makers.c.id)),
        sa.Column("category", sa.String(40)),
        sa.Column("price", sa.Numeric(10, 2)),
        sa.Column("released", sa.DateTime),
        sa.Column("__yao_created_by", sa.String(20)),
        sa.Column("__yao_team_id", sa.String(20), nullable=True),
        sa.Column("public", sa.Boolean),
        sa.Column("share", sa.String(10)),
    )
    metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(
            makers.insert(),
            [
                {"id": 1, "name": "Apple", "country": "USA"},
                {"id": 2, "name": "Sony", "country": "Japan"},
                {"id": 3, "name": "Xiaomi", "country": "China"},
            ],
        )
        rows = [
            (1, "AirTag", 1, "Accessories", "29", "2021-04-30 10:00", "u1", "t1", False, "private"),
            (2, "iPhone 15", 1, "Phones", "799", "2023-09-22 09:00", "u2", "t1", False, "team"),
            (3, "WH-1000XM5", 2, "Headphones", "399", "2022-05-20 00:00", "u3", "t2", False, "team"),
            (4, "PlayStation 5", 2, "Gaming", "499", "2020-11-12 00:00", "u3", "t2", True, "private"),
            (5, "Redmi Note 13", 3, "Phones", "249", "2024-01-01 00:00", "u1", None, False, "private"),
            (6, "O'Reilly; -- case", 3, "Accessories", "5", "2024-02-01 00:00", "u4", "t3", False, "private"),
        ]
        connection.execute(
            gadgets.insert(),
            [
                {
                    "id": r[0],
                    "name": r[1],
                    "maker_id": r[2],
                    "category": r[3],
                    "price": Decimal(r[4]),
                    "released": dt.datetime.fromisoformat(r[5]),
                    "__yao_created_by": r[6],
                    "__yao_team_id": r[7],
                    "public": r[8],
                    "share": r[9],
                }
                for r in rows
            ],
        )
    engine.dispose()
    try:
        yield url, f"{prefix}_gadgets", f"{prefix}_makers"
    finally:
        get_engine(url).dispose()
        engine = sa.create_engine(url)
        metadata.drop_all(engine)
        engine.dispose()


async def ask(url: str, question: str, models: list[str], auth: Auth | None = None) -> list[int]:
    ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
    result = await DBHandler().search(
        Request(query=question, type=SearchType.DB, models=models, auth=auth), ctx
    )
    assert result.error == "", result.error
    assert "LIMIT" in result.metadata["sql"].upper()
    return sorted(item.record_id for item in result.items)


async def test_values_numbers_dates_and_joins(server: tuple[str, str, str]) -> None:
    url, gadgets, makers = server
    models = [gadgets, makers]
    assert await ask(url, "phones under $500", models) == [5]
    assert await ask(url, "gadgets by Sony", models) == [3, 4]
    assert await ask(url, "gadgets released in 2024", models) == [5, 6]
    assert await ask(url, "gadgets released before 2021", models) == [4]
    assert await ask(url, "gadgets between $200 and $450", models) == [3, 5]
    assert await ask(url, "gadgets from Japan", models) == [3, 4]
    assert await ask(url, "the most expensive gadget", models) == [2]
    assert await ask(url, "redmi", [gadgets]) == [5]  # free text: ILIKE / lower() LIKE
    # GROUP BY the key with every column selected, HAVING count(...): valid on both servers
    assert await ask(url, "makers with more than 1 gadgets", [makers, gadgets]) == [1, 2, 3]
    assert await ask(url, "makers with at least 3 gadgets", [makers, gadgets]) == []
    assert await ask(url, "gadgets not from Sony under $100", models) == [1, 6]


async def test_aggregates(server: tuple[str, str, str]) -> None:
    url, gadgets, makers = server
    ctx = SearchContext(config=Config.from_layers({"db": {"url": url}}))
    request = Request(query="average price per category", type=SearchType.DB, models=[gadgets, makers])
    result = await DBHandler().search(request, ctx)
    assert result.error == ""
    averages = {item.data["category"]: round(float(item.data["avg_price"]), 2) for item in result.items}  # type: ignore[index]
    assert averages == {"Gaming": 499.0, "Phones": 524.0, "Headphones": 399.0, "Accessories": 17.0}


async def test_hostile_text_is_a_parameter(server: tuple[str, str, str]) -> None:
    url, gadgets, _ = server
    assert await ask(url, "O'Reilly; -- case", [gadgets]) == [6]


async def test_row_scoping_on_the_server(server: tuple[str, str, str]) -> None:
    url, gadgets, _ = server
    team_member = Auth(user_id="u1", team_id="t1", team_only=True)
    assert await ask(url, "gadgets", [gadgets], auth=team_member) == [1, 2, 4]
    outsider = Auth(user_id="nobody", team_id="t9", team_only=True)
    assert await ask(url, "gadgets", [gadgets], auth=outsider) == [4]
    owner = Auth(user_id="u1", owner_only=True)
    assert await ask(url, "gadgets", [gadgets], auth=owner) == [4, 5]


def test_sql_comments_become_column_descriptions_that_link_chinese_words(postgres_url: str) -> None:
    from agentsearch.handlers.db.models import ModelCatalog
    from agentsearch.handlers.db.schema import SchemaCache
    from agentsearch.nlp.querydsl import GenerateInput, generate_builtin

    name = f"as_cm_{uuid.uuid4().hex[:8]}"
    engine = sa.create_engine(postgres_url)
    with engine.begin() as connection:
        connection.exec_driver_sql(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, px NUMERIC(8, 2))")
        connection.exec_driver_sql(f"COMMENT ON COLUMN {name}.px IS '价格 in euros'")
        connection.exec_driver_sql(f"COMMENT ON TABLE {name} IS '商品'")
    try:
        model, _ = ModelCatalog(engine).load(name, None)
        assert model is not None
        (schema,) = SchemaCache(engine).build([model])
        assert schema.description == "商品" and schema.column("px") is not None
        assert schema.column("px").description == "价格 in euros"  # type: ignore[union-attr]
        out = generate_builtin(GenerateInput(query="价格低于100的商品", model_ids=[name], schema=[schema]))
        assert out.dsl is not None and out.dsl["wheres"] == [{"field": "px", "op": "<", "value": 100}]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {name}")
        engine.dispose()


def test_fixed_width_text_is_sampled_without_its_padding(postgres_url: str) -> None:
    """PostgreSQL returns CHAR(3) 'no' as 'no ': the sampled value is 'no', as on SQLite and MariaDB."""
    from agentsearch.handlers.db.models import ModelCatalog
    from agentsearch.handlers.db.schema import SchemaCache

    name = f"as_ch_{uuid.uuid4().hex[:8]}"
    engine = sa.create_engine(postgres_url)
    with engine.begin() as connection:
        connection.exec_driver_sql(f"CREATE TABLE {name} (id INTEGER PRIMARY KEY, needs_review CHAR(3))")
        connection.exec_driver_sql(f"INSERT INTO {name} VALUES (1, 'yes'), (2, 'no'), (3, 'no')")
    try:
        model, _ = ModelCatalog(engine).load(name, None)
        assert model is not None
        (schema,) = SchemaCache(engine).build([model])
        assert schema.column("needs_review").values == ["no", "yes"]  # type: ignore[union-attr]
    finally:
        with engine.begin() as connection:
            connection.exec_driver_sql(f"DROP TABLE {name}")
        engine.dispose()
