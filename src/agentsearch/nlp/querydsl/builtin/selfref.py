"""Self-referencing foreign keys (`employees.manager_id → employees`, `student.advisor_id → …`): the
same table joined again under an alias, read from the role the key column names.

* the referenced row is the answer: "Quillan Brask's manager", "the advisor of Ava", "who advises
  Ava Silva", "X 的 manager" (X的经理) → rows whose id is the `manager_id` of a row named X;
* the referencing rows are the answer: "who reports to Noah", "employees managed by Noah", "whose
  manager is Noah", "Noah's direct reports" → rows whose `manager_id` is the id of a row named X.

For a self-reference the conditions the table's values put on it (X's names) move to the alias;
for a role key to another table (`student.advisor_id → teacher`) only the answer's table changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.numbers import Comparison
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table, name_tokens
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["RoleLink", "apply_self_count", "apply_self_reference", "find_role"]

_GENERIC = frozenset({"id", "key", "ref", "fk", "no", "num", "code"})
_WORD = re.compile(r"[a-z]+")
#: the referencing rows are the answer ("reports to X", "X's direct reports", "under X")
_REPORTS = re.compile(
    r"(?<![a-z])(?:reports?|reporting)\s+(?:directly\s+)?to\s+"
    r"|(?<![a-z])(?:direct reports|subordinates)(?![a-z])"
)

#: the referenced row is the answer: "who does X report to", "whom did X report to?"
_REPORTS_UP = re.compile(
    r"(?<![a-z])(?:who|whom)\s+(?:does|do|did)\s+.+?\s+(?P<verb>report(?:s|ed)?\s+to)\s*\??\s*$"
)
#: "who does X <verb>": the subject is the named row, the object asked
_RE_DOES = re.compile(r"(?<![a-z])(?:who|whom|which\s+[a-z]+)\s+(?:does|do|did)\s+\S.*\s$")


@dataclass(frozen=True)
class RoleLink:
    """The question asks along `key`, a foreign key named by a role ("manager", "advisor")."""

    key: Column
    target: Table  # the table `key` points at
    answer_is_target: bool  # "Quillan's manager", "who advises Ava": the rows `key` points at
    span: tuple[int, int]

    @property
    def is_self(self) -> bool:
        return self.key.table is self.target


def _role_keys(index: SchemaIndex) -> list[tuple[Column, Table]]:
    """Foreign keys whose name is a role, not the table they point at (advisor_id → teacher); cached
    with the schema."""
    cached = index.cache.get("role_keys")
    if isinstance(cached, list):
        return cached
    found: list[tuple[Column, Table]] = []
    index.cache["role_keys"] = found
    for table in index.tables:
        for column in table.columns:
            fk = column.schema.foreign
            target = index.by_name.get(fk.table) if fk is not None else None
            if target is None:
                continue
            nouns, _ = _role_stems(column)
            if nouns and not nouns & set(target.keys):
                found.append((column, target))
    return found


def _names_table(index: SchemaIndex, word: str, before: str) -> bool:
    """ "show audits", "audits longer than 40 minutes": the plural of a table's name (`audits` beside
    `auditor_id`) is that table, not the verb of the role, unless a subject asks it ("who audits",
    "staff that audit")."""
    if _RE_SUBJECT_BEFORE.search(before):
        return False
    return any(table.keys.get(word, 0.0) >= 0.8 for table in index.tables)


_RE_SUBJECT_BEFORE = re.compile(r"(?<![a-z])(?:who|that|which|whoever)\s+$")


def _role_stems(column: Column) -> tuple[set[str], set[str]]:
    """(noun stems, verb stems) of the role a key names: manager_id → {manager}, {manag}."""
    words = [w for w in name_tokens(column.name) if w not in _GENERIC]
    nouns = {stem(w) for w in words}
    verbs = {n[: -len(suffix)] for n in nouns for suffix in ("er", "or") if n.endswith(suffix) and len(n) > 5}
    return nouns, verbs


def find_role(question: Question, index: SchemaIndex) -> RoleLink | None:
    """The role key the question asks along, and which side of it is the answer."""
    text = question.text
    for key, target in _role_keys(index):
        nouns, verbs = _role_stems(key)
        upward = _REPORTS_UP.search(text) if key.table is target else None
        if upward:  # "who does Kevin report to": the row Kevin's key points at
            question.consume(upward.start("verb"), upward.end())
            return RoleLink(key, target, True, (upward.start("verb"), upward.end()))
        reports = _REPORTS.search(text) if key.table is target else None
        if reports:  # consumed now: "direct" is no word of a job title
            question.consume(reports.start(), reports.end())
            return RoleLink(key, target, False, (reports.start(), reports.end()))
        for match in _WORD.finditer(text):
            word = stem(match.group(0))
            before = text[max(0, match.start() - 12) : match.start()]
            after = text[match.end() : match.end() + 4]
            answer: bool | None = None
            passive = re.match(r"\s+by(?![a-z])", text[match.end() :]) is not None  # "advised by", "lent by"
            if word in {stem(verb + "ees") for verb in verbs} and key.table is target:
                answer = False  # "mentees", "advisees": the rows that point at one
            elif passive and word in nouns | verbs:
                answer = False  # "advised by X", "mentored by X"
            elif word in nouns:
                if re.search(r"(?<![a-z])whose\s+$", before):
                    answer = False  # "employees whose manager is Noah"
                elif re.search(r"(?:'s?|的)\s*$", before) or after.startswith(" of"):
                    answer = True  # "Quillan's manager", "the manager of Quillan", Quillan 的经理
            elif word in verbs and not _names_table(index, word, before):
                # "who advises X"; but "who does X supervise": X is the subject, its rows the answer
                answer = not _RE_DOES.search(text[: match.start()])
            if answer is not None:
                return RoleLink(key, target, answer, (match.start(), match.end()))
    return None


def apply_self_reference(question: Question, plan: Plan, role: RoleLink | None) -> bool:
    """Join the primary table to itself when the question asks along its self-referencing key
    (a key to another table needs no alias: the answer's table is the primary, the join follows)."""
    if role is None:
        return False
    question.consume(*role.span)
    table = plan.primary
    if not role.is_self:
        plan.explain.append(f"along {role.key.table.name}.{role.key.name}")
        return True
    if role.key.table is not table or not table.primary_key or plan.aggregated:
        return False
    key = role.key
    names = {c.name for c in table.columns if c.is_text}
    moved = [w for w in plan.wheres if w.get("field") in names and w.get("op", "=") in ("=", "in", "like")]
    if not moved:
        return False  # "managers" alone names the table; nothing says whose
    alias = "sub" if role.answer_is_target else "boss"
    if role.answer_is_target:
        join = {
            "from": f"{table.name} as {alias}",
            "key": f"{alias}.{key.name}",
            "foreign": f"{table.name}.{table.primary_key}",
        }
    else:
        join = {
            "from": f"{table.name} as {alias}",
            "key": f"{alias}.{table.primary_key}",
            "foreign": f"{table.name}.{key.name}",
        }
    plan.extra_joins.append(join)
    for clause in moved:
        clause["field"] = f"{alias}.{clause['field']}"
    side = "the row whose" if role.answer_is_target else "rows whose"
    plan.explain.append(f"{side} {key.name} points at the named one ({alias})")
    return True


def apply_self_count(
    question: Question, plan: Plan, role: RoleLink | None, comparisons: list[Comparison]
) -> bool:
    """ "managers with more than 10 direct reports": rows counted by how many rows point at them."""
    if role is None or not role.is_self or role.answer_is_target or role.key.table is not plan.primary:
        return False
    table = plan.primary
    if not table.primary_key:
        return False
    for comparison in comparisons:
        if not 0 <= role.span[0] - comparison.end <= 3 or not question.free(comparison.start, comparison.end):
            continue
        alias = "sub"
        plan.extra_joins.append(
            {
                "from": f"{table.name} as {alias}",
                "key": f"{alias}.{role.key.name}",
                "foreign": f"{table.name}.{table.primary_key}",
            }
        )
        plan.select = [c.name for c in table.columns] + [
            f":count(distinct {alias}.{table.primary_key}) as count"
        ]
        plan.groups = [f"{table.name}.{table.primary_key}"]
        number: int | float = (
            int(comparison.value) if float(comparison.value).is_integer() else comparison.value
        )
        op = ">=" if comparison.op == "between" else comparison.op
        plan.havings.append({"field": "count", "op": op, "value": number})
        plan.explain.append(f"count of rows whose {role.key.name} points at each; having count {op} {number}")
        question.consume(comparison.start, comparison.end)
        question.consume(*role.span)
        return True
    return False
