""" "Current" rows: "current members", "kids enrolled right now", 目前在职, 现在住在…: the rows whose end
has not come, i.e. whose end date is NULL — a nullable date column named for an ending (`quit_on`,
`moved_out`, `end_date`, `terminated_at`). Found from the schema's names alone; a column's
comment that says what its NULL means is read first, by `presence.apply_null_meanings`.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, name_tokens
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["apply_current"]

_RE_CURRENT = re.compile(
    r"(?<![a-z])(?:currently|current|right now|now|at present|presently|still|at the moment)(?![a-z])"
)
#: name words of a date that ends a row's time (stemmed)
_END_WORDS = frozenset(
    stem(w)
    for w in (
        "left", "leave", "out", "end", "ended", "termination", "terminated", "resigned", "resignation",
        "closed", "checkout", "discharged", "discharge", "withdrawn", "withdrawal", "expired", "until",
        "retired", "moved", "departed", "quit", "finished", "stop", "stopped",
    )
)  # fmt: skip


#: the opposite of a closing date's name: "open grants", "unfinished jobs" have no end yet
_RE_NOT_ENDED = re.compile(r"(?<![a-z])(?:open|unclosed|ongoing|unfinished|in progress)(?![a-z])")
_CLOSING = frozenset(stem(w) for w in ("close", "closed", "closing", "closure"))


def apply_current(question: Question, plan: Plan) -> None:
    """ "current" → the end date IS NULL: the main table's own if it has exactly one, else the one
    end date of a table the question names or joins; nothing when none, or more than one, could be
    meant. "open" reads only a date named for closing (`closed_on`), the other words any end."""
    match = question.search(_RE_CURRENT) or question.search(_RE_NOT_ENDED)
    if match is None:
        return
    ends = _closes if match.group(0) in ("open", "unclosed") else _ends
    candidates = [c for t in plan.index.tables if plan.reachable(t) for c in t.columns if ends(c)]
    own = [c for c in candidates if c.table is plan.primary]
    # another table's end only when the question names that table, or it lies on the way to one it
    # names ("guests in each wing right now": their stays); "rentals still at the due stage" says
    # nothing of whether their locker has been retired
    chosen = own if own else [c for c in candidates if c.table.name in _in_question(plan)]
    if len(chosen) != 1:
        return
    column = chosen[0]
    name = plan.field_of(column)
    if any(isinstance(w, dict) and w.get("field") == name for w in plan.wheres):
        return  # the question already says something of that date
    plan.where(name, "null")
    plan.explain.append(f"{name} is null (current)")
    plan.linking.append(f"{match.group(0)!r} → {column.table.name}.{column.name} is null")
    question.consume(match.start(), match.end())


def _in_question(plan: Plan) -> set[str]:
    """The tables the question names, those joined, and those on the way from the rows to them."""
    names = set(plan.mentioned) | {step.table for step in plan.joins}
    for name in list(names):
        names |= {step.table for step in plan.index.path(plan.primary.name, name) or []}
    return names


def _closes(column: Column) -> bool:
    return _ends(column) and any(stem(word) in _CLOSING for word in name_tokens(column.name))


def _ends(column: Column) -> bool:
    if not column.is_date or not column.schema.nullable or column.is_key:
        return False
    return any(stem(word) in _END_WORDS for word in name_tokens(column.name))
