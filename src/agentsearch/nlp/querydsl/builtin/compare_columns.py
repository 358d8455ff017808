"""Conditions that compare one column with another instead of with a value:

* two foreign keys from one row to the same table, "the same X" / "a different X than": "shifts
  where the volunteer and their supervisor live in the same city", "rentals returned to a branch in a
  different city than the pickup branch" → the table joined once per key under an alias, and
  `alias1.city = alias2.city` (or `<>`);
* "in their own X": the row's X against the same kind of column of a related table the question
  names, "customers who ordered from a shop in their own town" → `customers.town = shops.town`;
* "before / more than their (own) X" along a self-referencing key: "agents hired before their own
  manager" → `agents.hired_on < manager.hired_on` (the table joined again along the key);
* "A later / more than B" with two columns of one kind, in the main table or one it reaches: "parcels
  shipped later than the promised date" → `shipped_on > promised_on`; "repairs finished later than
  planned" → the planned date against the table's other date that may be unset (the actual one).

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
_RE_THAN_COLUMN = re.compile(
    # "2020 before hired" (2020年以前入职): the year's bound, not a column against another
    r"(?<![a-z])(?<!\d\s)(?P<cmp>later than|earlier than|after|before|more than|less than|higher than|"
    r"lower than|greater than|bigger than|smaller than|above|below|over|under)\s+(?:the\s+|their\s+|its\s+)?"
    r"(?![$€£¥\d]|(?:a|an|one|half|last|next|this|that)\b)"
)
#: 实际完工比计划晚, 售价比进价高: "A 比 B <comparative>", the comparative after B
_RE_BI = re.compile(r"比\s*")
_BI_AFTER = re.compile(
    r"\s*(?:(?P<later>晚|迟|later)|(?P<earlier>早|earlier)|(?P<more>高|多|贵|大|长|久|high(?:er)?|more)|"
    r"(?P<less>低|少|便宜|小|短|low(?:er)?|less))"
)
_LATER = {"later than": ">", "after": ">", "earlier than": "<", "before": "<"}
_MORE = {"more than", "higher than", "greater than", "bigger than", "above", "over"}
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
    for pattern in (_RE_THAN_COLUMN, _RE_BI):
        for match in list(question.finditer(pattern)):
            if question.free(match.start(), match.end()):
                _than_column(question, plan, mentions, match)
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


def _than_column(question: Question, plan: Plan, mentions: list[Mention], match: re.Match[str]) -> bool:
    """ "A later than B", "A above B": B a column right after the comparison, A one of the same kind
    named just before it (else, for a date B, the other date of B's table that may be unset)."""
    word = match.groupdict().get("cmp") or ""
    after = [
        m
        for m in mentions
        if m.column is not None
        and 0 <= m.start - match.end() <= 12
        and (m.column.is_date or (m.column.numeric and not m.column.is_key))
        and m.strength >= 0.5
        and plan.reachable(m.table)
    ]
    if not after:
        return False
    right = max(after, key=lambda m: (m.strength, -m.start))
    compared = right.column
    assert compared is not None
    end = right.end
    if word:
        dated = word in _LATER
        op = _LATER.get(word) or (">" if word in _MORE else "<")
    else:  # 比: the comparative follows B, and B's kind says whether it is a date
        said = _BI_AFTER.match(question.text, right.end)
        if said is None:
            return False
        dated = compared.is_date
        op = ">" if said.group("later") or said.group("more") else "<"
        end = said.end()

    def same_kind(column: Column) -> bool:
        return column.is_date if dated else column.numeric and not column.is_key

    if not same_kind(compared):
        return False
    before = [
        m
        for m in mentions
        if m.column is not None
        and m.column is not compared
        and 0 <= match.start() - m.end <= 24
        and same_kind(m.column)
        and m.strength >= 0.5
        and plan.reachable(m.table)
    ]
    if before:
        left = max(before, key=lambda m: (m.end, m.strength)).column  # the nearest
    elif dated:
        unset = [c for c in right.table.columns if c.is_date and c.schema.nullable and c is not compared]
        if len(unset) != 1:
            return False
        left = unset[0]
    else:
        return False
    assert left is not None
    first, second = plan.field_of(left), plan.field_of(compared)
    plan.wheres.append({"field": first, "op": op, "value": {"field": second}})
    plan.explain.append(f"{first} {op} {second}")
    start = min([match.start(), *(m.start for m in before if m.column is left)])
    question.consume(start, end)
    return True
