"""Which table holds people: "who …", "headcount", 的人, "15 people" are about it, whatever it is called.

A table of people is one whose rows have first/last/full names or a birth or hire date.
"""

from __future__ import annotations

import functools
from itertools import pairwise

from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["PERSON_NOUNS", "PERSON_STEMS", "is_people", "people_table"]

_PEOPLE_COLUMNS = frozenset({"firstname", "lastname", "fullname", "surname", "birthdate", "hiredate"})
#: words for a person in general ("人" is glossed "person")
PERSON_STEMS = frozenset({"person", "individual", "somebody", "someone", "anyone"})


#: a column named "<one of these> name" / "<one of these> date" holds a person's name / life event,
#: abbreviated or not (`fst_nm`, `full_nm`, `birth_dt`)
_NAME_KINDS = frozenset({"first", "last", "full", "given", "family", "middle", "fst", "lst"})
_DATE_KINDS = frozenset({"birth", "hire"})


#: nouns that name a person whatever the schema (general English): a table so named holds people
#: ("Client" with a `ClientName`, "site_surveyor" with a `svy_nm`)
PERSON_NOUNS = frozenset(
    """
    person customer client member guest passenger employee worker agent driver courier rider player
    referee coach trainer teacher instructor tutor student pupil patient doctor physician nurse vet
    owner user author writer artist donor volunteer mechanic technician researcher scientist adjuster
    inspector cook chef manager supervisor applicant candidate buyer seller tenant landlord resident
    athlete musician actor reviewer subscriber borrower policyholder beneficiary attendee participant
    visitor traveler traveller pilot broker consultant lawyer officer farmer investor contributor
    editor reporter assignee host friend contact
    """.split()
)


def is_people(table: Table) -> bool:
    if any(_person_column(c.name) for c in table.columns):
        return True
    words = name_tokens(table.name)
    return bool(words) and stem(words[-1]) in PERSON_NOUNS


@functools.lru_cache(maxsize=16384)
def _person_column(name: str) -> bool:
    if name.lower().replace("_", "") in _PEOPLE_COLUMNS:
        return True
    words = name_tokens(name)
    return any(
        (first in _NAME_KINDS and second == "name") or (first in _DATE_KINDS and second == "date")
        for first, second in pairwise(words)
    )


def people_table(index: SchemaIndex, near: Table) -> Table | None:
    """The table of people closest (in joins) to `near`."""
    found: list[tuple[int, Table]] = []
    for table in index.tables:
        route = index.path(near.name, table.name)
        if is_people(table) and route is not None:
            found.append((len(route), table))
    return min(found, key=lambda f: f[0])[1] if found else None
