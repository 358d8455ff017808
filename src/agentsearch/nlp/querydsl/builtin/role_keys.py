"""Which of several foreign keys to one table a question means, by the role the key's name gives it:
`transfer.payer_id` / `payee_id → account` ("transfers paid by X", "which account received most"),
`session.lead_coach_id` / `cover_coach_id` ("covered by X", "led by X"), `crossing.from_port_id` /
`to_port_id` ("crossings to X", "from X"). The plan's join paths then go through the named key.
"""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import (
    AWAY_ROLE,
    DESTINATION_ROLES,
    HOME_ROLE,
    ORIGIN_ROLES,
    stem,
    undouble,
)
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["RE_FROM", "RE_TO", "apply_two_roles", "grouped_by_role", "named_role_keys", "said_roles"]

_GENERIC = frozenset({"id", "key", "ref", "fk", "no", "num", "code", "cd", "nr"})
_WORD = re.compile(r"[a-z]+")
#: the words just before a value that give it a direction ("to Lyon", "departing from Nice"): one
#: pair for the two-role keys here and the destination/origin columns of `value_conditions`
RE_TO = re.compile(r"(?<![a-z])(?:to|into|towards|bound for|destined for|arriving (?:in|at))\s+(?:the\s+)?$")
RE_FROM = re.compile(r"(?<![a-z])(?:from|out of|leaving|departing(?: from)?)\s+(?:the\s+)?$")


def _roots(word: str) -> set[str]:
    """A role word and the verb it names (lender → lend, trainee → train, scorer → scor, winner →
    win, which "won" stems to)."""
    base = stem(word)
    out = {base}
    for suffix in ("er", "or", "ee", "e"):
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            verb = base[: -len(suffix)]
            out |= {verb, undouble(verb)}  # winner → winn → win, shipper → ship
    return out


def _ambiguous_keys(index: SchemaIndex) -> list[tuple[Column, set[str], set[str]]]:
    """Foreign keys that share their (table, target) with another key: (key, role roots, words)."""
    cached = index.cache.get("ambiguous_keys")
    if isinstance(cached, list):
        return cached
    found: list[tuple[Column, set[str], set[str]]] = []
    for table in index.tables:
        keys = [
            c
            for c in table.columns
            if c.schema.foreign is not None and c.schema.foreign.table in index.by_name
        ]
        for column in keys:
            assert column.schema.foreign is not None
            target = index.by_name[column.schema.foreign.table]
            if sum(1 for c in keys if c.schema.foreign and c.schema.foreign.table == target.name) < 2:
                continue
            words = set(_role_words(column.name, target.name))
            words |= {w for w in name_tokens(column.name, expand=False) if w not in _GENERIC}
            roots = {root for w in words for root in _roots(w)}
            found.append((column, roots, words))
    index.cache["ambiguous_keys"] = found
    return found


def named_role_keys(
    question: Question, index: SchemaIndex, links: list[ValueLink]
) -> frozenset[tuple[str, str]]:
    """(table, column) of each key the question names by its role: a word of the role ("borrowed",
    "lent", "covered"), or "to X" / "from X" before a value of the key's table for a destination /
    origin key."""
    keys = _ambiguous_keys(index)
    if not keys:
        return frozenset()
    text = question.text
    said = {root for match in _WORD.finditer(text) for root in _roots(match.group(0))}
    named: set[tuple[str, str]] = set()
    for column, roots, _ in keys:
        if roots & said:
            named.add((column.table.name, column.name))
    for link in links:
        before = text[max(0, link.start - 16) : link.start]
        to, origin = RE_TO.search(before), RE_FROM.search(before)
        roles = DESTINATION_ROLES if to else ORIGIN_ROLES if origin else None
        if roles is None:
            continue
        for column, _, words in keys:
            assert column.schema.foreign is not None
            if column.schema.foreign.table == link.column.table.name and words & roles:
                named.add((column.table.name, column.name))
    return frozenset(named)


#: "made by X", "led by X": an agent after a participle names the row's maker, a role key
_RE_AGENT = re.compile(r"(?<![a-z])[a-z]+(?:ed|en|de|ne|un|ld|lt)\s+by\s+(?!the\s+)")
_PREFIX = 5


def said_roles(question: Question, index: SchemaIndex) -> frozenset[tuple[str, str]]:
    """Role keys (`organizer_id`, `leader_id`: named for something other than their table) whose role
    the question says: a word sharing its first five letters ("organised" ~ organizer) or an agent
    ("bookings made by X"), or the whole of a shorter word ("own" ~ owner). `Plan` joins through a
    link table instead only for a role unsaid."""
    roles = _role_keys(index)
    if not roles:
        return frozenset()
    text = question.text
    if _RE_AGENT.search(text) is not None:
        return frozenset(key for key, _ in roles)
    said = {w[:_PREFIX] for w in _WORD.findall(text) if len(w) >= 3 and w not in EN_STOPWORDS}
    return frozenset(key for key, words in roles if any(w.startswith(p) for w in words for p in said))


def _role_keys(index: SchemaIndex) -> list[tuple[tuple[str, str], list[str]]]:
    """Every foreign key named for a role, with its role words (per schema, once)."""
    cached = index.cache.get("named_role_words")
    if isinstance(cached, list):
        return cached
    found: list[tuple[tuple[str, str], list[str]]] = []
    for table in index.tables:
        for column in table.columns:
            foreign = column.schema.foreign
            if foreign is not None and foreign.table in index.by_name:
                words = _role_words(column.name, foreign.table)
                if words:  # `member_id` → members: a plain reference, no role
                    found.append(((table.name, column.name), words))
    index.cache["named_role_words"] = found
    return found


def _role_words(key: str, target: str) -> list[str]:
    """The words of a key's name that are neither generic (`id`) nor its target table's (`organizer`
    of `organizer_member_id` → members)."""
    target_words = {stem(w) for w in name_tokens(target)}
    return [w for w in name_tokens(key) if w not in _GENERIC and stem(w) not in target_words]


_RE_A_TO_B = re.compile(r"^\s*(?:to|into|->|-|–|→|飞|飞往|到)\s*$")
_RE_BETWEEN = re.compile(r"(?<![a-z])between\s+$")


def apply_two_roles(question: Question, plan: Plan, group: list[ValueLink]) -> bool:
    """Two values of one column reached through an origin and a destination key ("trips from A to B",
    A到B的航班; "fixtures between A and B" either way round): the table is joined
    twice under aliases, one value each. False when the question is not said that way."""
    values = sorted({(link.start, link.end, link.value) for link in group})
    if len(values) != 2:
        return False
    (start1, end1, first), (start2, _, second) = values
    text = question.text
    between = _RE_BETWEEN.search(text[max(0, start1 - 10) : start1]) is not None
    if not between and not _RE_A_TO_B.match(text[end1:start2]):
        return False
    column = group[0].column
    target = column.table
    pair = _origin_destination(plan, target.name, both_ways=between)
    if pair is None or not target.primary_key:
        return False
    table, origin, destination = pair
    if table != plan.primary.name:  # reach the table with the keys
        holder = plan.index.by_name[table]
        if not plan.key_of(holder):
            plan.field_of(next(c for c in holder.columns if c.name == origin))
    for alias, key in (("orig", origin), ("dest", destination)):
        plan.extra_joins.append(
            {
                "from": f"{target.name} as {alias}",
                "key": f"{alias}.{target.primary_key}",
                "foreign": f"{table}.{key}",
            }
        )
    if between:
        plan.wheres.append(
            {
                "wheres": [
                    {"wheres": [_eq(f"orig.{column.name}", first), _eq(f"dest.{column.name}", second)]},
                    {
                        "wheres": [_eq(f"orig.{column.name}", second), _eq(f"dest.{column.name}", first)],
                        "or": True,
                    },
                ]
            }
        )
    else:
        plan.where(f"orig.{column.name}", "=", first)
        plan.where(f"dest.{column.name}", "=", second)
    plan.explain.append(f"{table}.{origin} → {column.name} {first!r}, {table}.{destination} → {second!r}")
    plan.linking.extend(f"{link.phrase!r} → {target.name}.{column.name} = {link.value!r}" for link in group)
    return True


def _eq(field_name: str, value: str) -> dict[str, object]:
    return {"field": field_name, "op": "=", "value": value}


def _origin_destination(plan: Plan, target: str, both_ways: bool) -> tuple[str, str, str] | None:
    """(table, origin key, destination key): two keys of one reachable table to `target`, one named
    like an origin and one like a destination (home / away too when either order is meant)."""
    keys = [
        k for k in _ambiguous_keys(plan.index) if k[0].schema.foreign and k[0].schema.foreign.table == target
    ]
    for column, _, words in keys:
        table = column.table
        if not plan.reachable(table):
            continue
        for other, _, other_words in keys:
            if other.table is not table or other is column:
                continue
            if words & ORIGIN_ROLES and other_words & DESTINATION_ROLES:
                return table.name, column.name, other.name
            if both_ways and HOME_ROLE in words and AWAY_ROLE in other_words:
                return table.name, column.name, other.name
    return None


def grouped_by_role(mention: Mention, mentions: list[Mention]) -> bool:
    """A foreign key named by its role, not by the table it points at ("per assignee" →
    `ticket.assignee_id` → person): a group of the rows it points at, joined along it."""
    column = mention.column
    if column is None or column.schema.foreign is None or column.schema.foreign.table == column.table.name:
        return False
    if mention.strength < 0.8:
        return False  # a partial or glossed link (的 → "object" → object_id) is no role
    return not any(m.column is None and (m.start, m.end) == (mention.start, mention.end) for m in mentions)
