"""Rows that no row of a related table points at: "stations with no technicians", "customers without
orders", "members who have never made a booking", "tools that have no borrowings at all", "projects
with nobody assigned", "members who never borrowed anything" (the verb names the table: borrowed →
borrowings), 没有技术员的站点.

An anti-join: the related table is left-joined and its key must be NULL, so the rows can be listed,
filtered further or counted ("how many recipes have no ratings" counts them). Only a table whose
rows point at the main one (possibly through a link table) qualifies: "no manager" on an employee
who points at a manager is a NULL reference (`presence.py`), not this.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["Absent", "apply_absent", "find_absent"]

_ARTICLE = r"(?:(?:a|an|any|a single|one|the|single)\s+)?"
_RE_NONE = re.compile(
    r"(?:(?<![a-z])(?:with no|without(?: any)?|that have no|that has no|having no|has no|have no)\s+|"
    # "projects with nobody assigned", "nobody is assigned to": the verb names the link table
    r"(?<![a-z])(?:nobody|no one|no-one)\s+(?:(?:is|was|has|have|had|are|were|got|been|ever|yet)\s+){0,2}|"
    r"(?<![a-z])never\s+(?:[a-z]+\s+){0,2}?" + _ARTICLE + r"|"
    r"(?:(?<![a-z])not|(?<=[a-z])n't)\s+(?:(?:been|ever)\s+)?"
    r"(?:(?:[a-z]+ed|made|had|got|done|given|taken|written|been\s+in)\s+(?:(?:in|on|to|for|by|at)\s+)?"
    r"|(?:in|on|part of|a member of|members of|assigned to)\s+)"  # "workers who aren't in any crew"
    r"(?:any|a single)\s+)$"
)
#: "never borrowed anything", "who never enrolled", "never enrolled in any course": the verb's stem
#: begins the related table's name (borrow → borrowings, enrol → enrolments); "never" may end
#: the clause, "not" must be followed by "anything" or "any"
_RE_NEVER_VERB = re.compile(
    r"(?:(?<![a-z])never|(?<![a-z])not|(?<=[a-z])n't)\s+(?:(?:ever|once)\s+)?(?P<verb>[a-z]{4,})\s+"
    r"(?:(?:to|for|in|on|at|with)\s+)?(?:anything|any(?:one)?|a thing)(?![a-z])"
    r"|(?<![a-z])never\s+(?:ever\s+)?(?P<alone>[a-z]{4,}ed)(?=\s*(?:$|[,.;?!]|and\s|or\s|but\s))"
)


@dataclass(frozen=True)
class Absent:
    table: Table
    said: str


def find_absent(
    question: Question, index: SchemaIndex, mentions: list[Mention], primary: Table
) -> Absent | None:
    """The related table the question says the rows have none of (its words consumed), or None."""
    for mention in mentions:
        table = mention.table
        if mention.column is not None or table is primary or not question.free(mention.start, mention.end):
            continue
        match = _RE_NONE.search(question.text[max(0, mention.start - 32) : mention.start])
        if match is None or not _points_at(index, primary, table):
            continue
        start = mention.start - len(match.group(0))
        question.consume(start, mention.end)
        return Absent(table, question.text[start : mention.end])
    for match in question.finditer(_RE_NEVER_VERB):
        verb = stem(match.group("verb") or match.group("alone"))
        tables = [
            t
            for t in index.tables
            if t is not primary
            and not t.is_link
            and any(" " not in key and key.startswith(verb) for key in t.keys)
            and _points_at(index, primary, t)
        ]
        if len(tables) == 1:
            question.consume(match.start(), match.end())
            return Absent(tables[0], match.group(0))
    return None


def _points_at(index: SchemaIndex, primary: Table, table: Table) -> bool:
    route = index.path(primary.name, table.name, max_hops=2)
    if not route or not route[0].reverse:
        return False  # "employees with no manager": the employee points at the manager (a NULL key)
    return len(route) == 1 or index.by_name[route[0].table].is_link


def apply_absent(plan: Plan, absent: Absent | None) -> None:
    """Left joins to the related table, whose key is NULL: the rows with none of it."""
    if absent is None or not plan.reachable(absent.table):
        return
    key = absent.table.primary_key
    column = next((c for c in absent.table.columns if c.name == key), None)
    if column is None:  # a composite key: any of its columns is NULL when no row matches
        column = next((c for c in absent.table.columns if c.schema.foreign is not None), None)
    if column is None:
        return
    plan.outer = True
    name = plan.field_of(column)
    plan.where(name, "null")
    plan.explain.append(f"no {absent.table.name} ({name} is null)")
    plan.linking.append(f"{absent.said!r} → no {absent.table.name}")
