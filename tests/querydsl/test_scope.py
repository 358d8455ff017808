"""Row scoping must never leak: every (user, team, constraint) sees exactly the rows it may see."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from agentsearch.querydsl import QueryDSL, compile_query, scope_condition
from agentsearch.types import Auth

# id, owner, team, public, share
ROWS = [
    (1, "alice", "t1", 0, "private"),
    (2, "alice", "t1", 0, "team"),
    (3, "bob", "t1", 0, "private"),
    (4, "bob", "t1", 0, "team"),
    (5, "carol", "t2", 0, "team"),
    (6, "carol", "t2", 1, "private"),
    (7, "alice", None, 0, "private"),
    (8, "dave", None, 0, "private"),
]


def visible(auth: Auth, *, columns: tuple[str, ...] = ("public", "team", "owner", "share")) -> set[int]:
    """The reference answer, written from the rule, not from the code."""
    out = set()
    for rid, owner, team, public, share in ROWS:
        ok = "public" in columns and public == 1
        if auth.team_only and auth.team_id:
            if "team" in columns:
                grant = team == auth.team_id
                inner = []
                if "owner" in columns and auth.user_id:
                    inner.append(owner == auth.user_id)
                if "share" in columns:
                    inner.append(share == "team")
                ok = ok or (grant and (any(inner) if inner else True))
            elif "owner" in columns and auth.user_id:
                ok = ok or owner == auth.user_id
        elif auth.owner_only and auth.user_id and "owner" in columns:
            ok = ok or ((team is None or "team" not in columns) and owner == auth.user_id)
        if ok:
            out.add(rid)
    return out


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[sa.Engine]:
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'scope.sqlite'}")
    with engine.begin() as connection:
        connection.exec_driver_sql(
            "CREATE TABLE docs (id INTEGER PRIMARY KEY, title VARCHAR(20), __yao_created_by VARCHAR(20),"
            " __yao_team_id VARCHAR(20), public BOOLEAN, share VARCHAR(10))"
        )
        for rid, owner, team, public, share in ROWS:
            connection.exec_driver_sql(
                "INSERT INTO docs VALUES (?, ?, ?, ?, ?, ?)", (rid, f"doc{rid}", owner, team, public, share)
            )
    yield engine
    engine.dispose()


def fetch(engine: sa.Engine, auth: Auth | None, dsl: dict[str, Any] | None = None) -> set[int]:
    table = sa.Table("docs", sa.MetaData(), autoload_with=engine)
    compiled = compile_query(
        QueryDSL.model_validate(dsl or {"from": "docs"}),
        {"docs": table},
        max_limit=100,
        row_filter=lambda source, _name: scope_condition(source, auth),
    )
    with engine.connect() as connection:
        return {row.id for row in connection.execute(compiled.statement)}


AUTHS = [
    Auth(user_id="alice", team_id="t1", team_only=True),
    Auth(user_id="bob", team_id="t1", team_only=True),
    Auth(user_id="carol", team_id="t2", team_only=True),
    Auth(user_id="eve", team_id="t3", team_only=True),
    Auth(user_id="", team_id="t1", team_only=True),
    Auth(user_id="alice", owner_only=True),
    Auth(user_id="dave", owner_only=True),
    Auth(user_id="alice", team_id="t1", team_only=True, owner_only=True),
]


@pytest.mark.parametrize(
    "auth", AUTHS, ids=lambda a: f"{a.user_id or '-'}@{a.team_id or '-'}:{a.team_only}{a.owner_only}"
)
def test_scoping_matches_the_rule_exactly(engine: sa.Engine, auth: Auth) -> None:
    assert fetch(engine, auth) == visible(auth)


def test_team_member_sees_public_own_and_team_shared_rows(engine: sa.Engine) -> None:
    assert fetch(engine, Auth(user_id="alice", team_id="t1", team_only=True)) == {1, 2, 4, 6}


def test_public_is_or_not_and(engine: sa.Engine) -> None:
    # Yao's bug (§7.20) would give only public rows of the team: nothing for eve, who is in no team
    assert fetch(engine, Auth(user_id="eve", team_id="t3", team_only=True)) == {6}


def test_no_constraint_means_no_scoping(engine: sa.Engine) -> None:
    assert fetch(engine, None) == set(range(1, 9))
    assert fetch(engine, Auth(user_id="alice", team_id="t1")) == set(range(1, 9))


def test_generated_or_cannot_escape_the_scope(engine: sa.Engine) -> None:
    auth = Auth(user_id="eve", team_id="t3", team_only=True)
    hostile = {
        "from": "docs",
        "wheres": [{"field": "id", "value": 1}, {"field": "id", "op": ">", "value": 0, "or": True}],
    }
    assert fetch(engine, auth, hostile) == {6}


def test_joined_tables_are_scoped_too(engine: sa.Engine) -> None:
    metadata = sa.MetaData()
    table = sa.Table("docs", metadata, autoload_with=engine)
    auth = Auth(user_id="eve", team_id="t3", team_only=True)
    dsl = QueryDSL.model_validate(
        {
            "from": "docs as a",
            "select": ["a.id", "b.title"],
            "joins": [{"from": "docs as b", "key": "b.id", "foreign": "a.id", "left": True}],
        }
    )
    compiled = compile_query(
        dsl, {"docs": table}, max_limit=100, row_filter=lambda s, _n: scope_condition(s, auth)
    )
    with engine.connect() as connection:
        rows = connection.execute(compiled.statement).fetchall()
    assert [(r[0], r[1]) for r in rows] == [(6, "doc6")]


@pytest.mark.parametrize(
    "columns",
    [("owner",), ("team", "owner"), ("public",), ("share",), ("public", "owner", "share")],
)
def test_only_the_permission_columns_a_table_has_are_used(tmp_path: Path, columns: tuple[str, ...]) -> None:
    names = {
        "public": "public BOOLEAN",
        "team": "__yao_team_id VARCHAR(20)",
        "owner": "__yao_created_by VARCHAR(20)",
        "share": "share VARCHAR(10)",
    }
    engine = sa.create_engine(f"sqlite:///{tmp_path / 'partial.sqlite'}")
    with engine.begin() as connection:
        connection.exec_driver_sql(
            f"CREATE TABLE docs (id INTEGER PRIMARY KEY, {', '.join(names[c] for c in columns)})"
        )
        for rid, owner, team, public, share in ROWS:
            values = {"public": public, "team": team, "owner": owner, "share": share}
            connection.exec_driver_sql(
                f"INSERT INTO docs VALUES (?, {', '.join('?' for _ in columns)})",
                (rid, *(values[c] for c in columns)),
            )
    try:
        for auth in AUTHS:
            assert fetch(engine, auth) == visible(auth, columns=columns), auth
    finally:
        engine.dispose()


def test_a_table_without_permission_columns_is_not_scoped() -> None:
    items = sa.Table(
        "items", sa.MetaData(), sa.Column("id", sa.Integer, primary_key=True), sa.Column("name", sa.String)
    )
    assert scope_condition(items, Auth(user_id="a", team_id="t", team_only=True)) is None
