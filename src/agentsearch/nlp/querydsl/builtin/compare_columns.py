"""Conditions that compare one column with another instead of with a value:

* two foreign keys from one row to the same table, "the same X" / "a different X than": "shifts
  where the volunteer and their supervisor live in the same city", "rentals returned to a branch in a
  different city than the pickup branch" → the table joined once per key under an alias, and
  `alias1.city = alias2.city` (or `<>`);
* "in their own X": the row's X against the same kind of column of a related table the question
  names, "customers who ordered from a shop in their own town" → `customers.town = shops.town`;
* "before / more than their (own) X" along a self-referencing key: "agents hired before their own
  manager" → `agents.hired_on < manager.hired_on` (the table joined again along the key).

X is a column of the compared table, or a table it points at (then its key: "a different
department" compares `dept_id`). The where is `{"field": a, "op": "=", "value": {"field": b}}`.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table

__all__ = ["apply_column_comparisons"]

_RE_SAME = re.compile(
    r"(?<![a-z])(?:(?P<same>(?:the\s+)?same)|(?P<other>(?:a\s+|an\s+)?(?:different|another|other)))\s+"
)
_RE_OWN = re.compile(r"(?<![a-z])(?:their|his|her|its)\s+own\s+")
#: "hired before their own manager", "paid more than their supervisor"
_RE_THAN_OWN = re.compile(
    r"(?<![a-z])(?P<cmp>before|after|earlier than|later than|more than|less than|higher than|lower than)"
    r"\s+(?:that of\s+)?(?:their|his|her|its)\s+(?:own\s+)?"
)
_THAN_OPS = {
    "before": "<",
    "earlier than": "<",
    "less than": "<",
    "lower than": "<",
    "after": ">",
    "later than": ">",
    "more than": ">",
    "higher than": ">",
}


def apply_column_comparisons(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    for match in list(question.finditer(_RE_SAME)):
        named = _named_after(mentions, match.end())
        if named and _two_keys(question, plan, named, "=" if match.group("same") else "<>"):
            question.consume(match.start(), max(m.end for m in named))
    for match in list(question.finditer(_RE_THAN_OWN)):
        named = _named_after(mentions, match.end())
        if named and _than_own(plan, mentions, named, match):
            question.consume(match.start(), max(m.end for m in named))
    for match in list(question.finditer(_RE_OWN)):
        named = _named_after(mentions, match.end())
        if named and _own(plan, named):
            question.consume(match.start(), max(m.end for m in named))


def _named_after(mentions: list[Mention], at: int) -> list[Mention]:
    """The mentions of the phrase right after `at` (all the tables/columns it may name)."""
    starts = [m.start for m in mentions if 0 <= m.start - at <= 1]
    if not starts:
        return []
    first = min(starts)
    return [m for m in mentions if m.start == first]


def _compared(plan: Plan, named: list[Mention]) -> list[tuple[Table, Column]]:
    """(compared table, its column) for each reading of the phrase: a column of the table, or the
    table's key to a table the phrase names."""
    out: list[tuple[Table, Column]] = []
    for mention in sorted(named, key=lambda m: -m.strength):
        if mention.column is not None:
            out.append((mention.table, mention.column))
            continue
        for table in plan.index.tables:
            for column in table.columns:
                fk = column.schema.foreign
                if fk is not None and fk.table == mention.table.name and table is not mention.table:
                    out.append((table, column))
    return out


def _two_keys(question: Question, plan: Plan, named: list[Mention], op: str) -> bool:
    """Join the compared table once per foreign key to it from the main table (or a table in the
    query) and compare the two copies' column."""
    holders = [plan.primary] + [
        plan.index.by_name[s.table] for s in plan.joins if s.table in plan.index.by_name
    ]
    for target, column in _compared(plan, named):
        if not target.primary_key:
            continue
        for holder in holders:
            keys = [
                c
                for c in holder.columns
                if c.schema.foreign is not None and c.schema.foreign.table == target.name
            ]
            if len(keys) > 2:
                keys = [c for c in keys if (holder.name, c.name) in plan.role_keys]
            if len(keys) != 2 or (holder is target and not _both_sides_named(question, keys)):
                continue
            if holder is not plan.primary:
                plan.field_of(keys[0])  # reach the holder
            aliases = []
            for key in keys:
                alias = f"{target.name}_{key.name}"[:60]
                plan.extra_joins.append(
                    {
                        "from": f"{target.name} as {alias}",
                        "key": f"{alias}.{target.primary_key}",
                        "foreign": f"{holder.name}.{key.name}",
                    }
                )
                aliases.append(alias)
            first, second = (f"{alias}.{column.name}" for alias in aliases)
            plan.wheres.append({"field": first, "op": op, "value": {"field": second}})
            how = "the same" if op == "=" else "different"
            plan.explain.append(
                f"{target.name}.{column.name} {how} along {keys[0].name} and along {keys[1].name}"
            )
            return True
    return False


def _both_sides_named(question: Question, keys: list[Column]) -> bool:
    """A self reference (`manager_id`) compares the row with the row it points at: only when the
    question names that role ("their supervisor")."""
    words = set(question.text.split())
    return any(set(name_tokens(k.name)) - {"id"} <= words for k in keys)


def _own(plan: Plan, named: list[Mention]) -> bool:
    """The main table's column against the same kind of column of another table the question names."""
    own = [m.column for m in named if m.column is not None and m.table is plan.primary]
    if not own:
        return False
    column = own[0]
    head = name_tokens(column.name)[-1]
    mentioned = [plan.index.by_name[n] for n in sorted(plan.mentioned) if n in plan.index.by_name]
    for table in mentioned:
        if table is plan.primary or not plan.reachable(table):
            continue
        same = [c for c in table.columns if name_tokens(c.name)[-1] == head and c.kind == column.kind]
        if len(same) != 1:
            continue
        other = plan.field_of(same[0])
        plan.wheres.append({"field": column.name, "op": "=", "value": {"field": other}})
        plan.explain.append(f"{column.name} = {other}")
        return True
    return False


def _than_own(plan: Plan, mentions: list[Mention], named: list[Mention], match: re.Match[str]) -> bool:
    """ "agents hired before their own manager": the row's column against the same column of the
    row its self-referencing key (named after "their") points at."""
    table = plan.primary
    keys = [
        m.column
        for m in named
        if m.column is not None
        and m.table is table
        and m.column.schema.foreign is not None
        and m.column.schema.foreign.table == table.name
    ]
    if not keys or not table.primary_key:
        return False
    word = match.group("cmp")
    dated = word in ("before", "after", "earlier than", "later than")
    before = [
        m.column
        for m in mentions
        if m.column is not None
        and m.table is table
        and 0 <= match.start() - m.end <= 20
        and (m.column.is_date if dated else m.column.numeric and not m.column.is_key)
    ]
    if not before:
        return False
    column, key = before[-1], keys[0]
    alias = f"{table.name}_{key.name}"[:60]
    plan.extra_joins.append(
        {
            "from": f"{table.name} as {alias}",
            "key": f"{alias}.{table.primary_key}",
            "foreign": f"{table.name}.{key.name}",
        }
    )
    op = _THAN_OPS[word]
    plan.wheres.append(
        {"field": f"{table.name}.{column.name}", "op": op, "value": {"field": f"{alias}.{column.name}"}}
    )
    plan.explain.append(f"{column.name} {op} the {column.name} of the row {key.name} points at")
    return True
