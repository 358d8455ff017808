"""Row scoping by Yao's permission columns (reference §2.13 "auth wheres"), with the grouping fixed.

Yao marks `public` as `or` on the FIRST clause of its group, which gou ignores, so it scopes to
`public AND (team ...)` (reference §7.20). Here the condition is built as SQL expressions, not as DSL
clauses, and only from the permission columns a table really has:

- team_only:  public OR (team_id = T AND (created_by = U OR share = 'team'))
- owner_only: public OR (team_id IS NULL AND created_by = U)

A table without any permission column is not scoped (it holds no owned rows). A table with some of
them but none that can grant access returns FALSE: scoping fails closed.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.elements import ColumnElement

from agentsearch.types import Auth

__all__ = ["PERMISSION_COLUMNS", "scope_condition"]

PUBLIC = "public"
TEAM = "__yao_team_id"
OWNER = "__yao_created_by"
SHARE = "share"
PERMISSION_COLUMNS: tuple[str, ...] = (PUBLIC, TEAM, OWNER, SHARE)


def scope_condition(source: sa.FromClause, auth: Auth | None) -> ColumnElement[bool] | None:
    """The condition limiting `source` to rows `auth` may see; None when no scoping applies."""
    if auth is None or not auth.constrained:
        return None
    present = {name: source.c[name] for name in PERMISSION_COLUMNS if name in source.c}
    if not present:
        return None
    grants: list[ColumnElement[bool]] = []
    if PUBLIC in present:
        grants.append(_is_true(present[PUBLIC]))
    if auth.team_only and auth.team_id:
        grants.extend(_team_grant(present, auth))
    elif auth.owner_only and auth.user_id and OWNER in present:
        owned: list[ColumnElement[bool]] = [present[OWNER] == auth.user_id]
        if TEAM in present:
            owned.insert(0, present[TEAM].is_(None))
        grants.append(sa.and_(*owned))
    if not grants:
        return sa.false()
    return grants[0] if len(grants) == 1 else sa.or_(*grants).self_group()


def _team_grant(present: dict[str, Any], auth: Auth) -> list[ColumnElement[bool]]:
    inner: list[ColumnElement[bool]] = []
    if OWNER in present and auth.user_id:
        inner.append(present[OWNER] == auth.user_id)
    if SHARE in present and TEAM in present:
        inner.append(present[SHARE] == "team")
    if TEAM not in present:
        # without a team column only the caller's own rows can be granted
        return [inner[0]] if inner and OWNER in present and auth.user_id else []
    parts: list[ColumnElement[bool]] = [present[TEAM] == auth.team_id]
    if inner:
        parts.append(inner[0] if len(inner) == 1 else sa.or_(*inner).self_group())
    return [sa.and_(*parts)]


def _is_true(column: ColumnElement[Any]) -> ColumnElement[bool]:
    """`public` is a boolean, a 0/1 integer or a text flag depending on the database."""
    if isinstance(column.type, sa.Boolean):
        return column.is_(sa.true())
    if isinstance(column.type, sa.Integer | sa.Numeric):
        return column == 1
    return sa.func.lower(column).in_(["true", "1", "yes"])
