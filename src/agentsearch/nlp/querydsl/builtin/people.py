"""Which table holds people: "who …", "headcount", 的人, "15 people" are about it, whatever it is called.

A table of people is one whose rows have first/last/full names or a birth or hire date.
"""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table

__all__ = ["PERSON_STEMS", "is_people", "people_table"]

_PEOPLE_COLUMNS = frozenset({"firstname", "lastname", "fullname", "surname", "birthdate", "hiredate"})
#: words for a person in general ("人" is glossed "person")
PERSON_STEMS = frozenset({"person", "individual", "somebody", "someone", "anyone"})


def is_people(table: Table) -> bool:
    return bool({c.name.lower().replace("_", "") for c in table.columns} & _PEOPLE_COLUMNS)


def people_table(index: SchemaIndex, near: Table) -> Table | None:
    """The table of people closest (in joins) to `near`."""
    found: list[tuple[int, Table]] = []
    for table in index.tables:
        route = index.path(near.name, table.name)
        if is_people(table) and route is not None:
            found.append((len(route), table))
    return min(found, key=lambda f: f[0])[1] if found else None
