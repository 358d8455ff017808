"""Conditions from sampled values: `country = 'Germany'`, several of a column → `in`, negation →
`<>` / `notin`, and words inside longer values → a weak `LIKE` (which the handler may relax).
Among columns holding the same value, the one named nearby wins, then a row's name column."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.all_of import apply_all_of
from agentsearch.nlp.querydsl.builtin.conditions import nearest_column, same_column
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.role_keys import RE_FROM, RE_TO, apply_two_roles
from agentsearch.nlp.querydsl.builtin.schema_index import Column, name_tokens
from agentsearch.nlp.querydsl.builtin.value_doubts import not_meant
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import DESTINATION_ROLES, EXCLUDING, HOME_ROLE, ORIGIN_ROLES
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_WORDS

__all__ = ["apply_values", "without_code_words", "without_words_inside_values"]


_NEGATION = re.compile(
    r"(?:(?<![a-z])(?:not|(?:are|is|were|was|do|does)n't|besides|but not|non|" + EXCLUDING + r")"
    r"(?:\s+(?:from|by|in|made by|of|the|a|an|located in|based in|living in|in the))*\s*-?\s*)$"
)


#: what says a word is sought inside free text ("comments mentioning refund", "notes about a leak")
_RE_ABOUT = re.compile(
    r"(?<![a-z])(?:mention|mentions|mentioning|mentioned|contain|contains|containing|about|says|saying|"
    r"with the word|word|words|keyword|text|titled|called|named)\b[\s\"'“]*$"
)


def _sought(
    question: Question, mentions: list[Mention], start: int, end: int, options: list[ValueLink]
) -> list[ValueLink]:
    """Drop the links of a word found inside longer values that the question does not seek there:
    inside a column of sentences, or a participle after what it says of the rows ("issues with 38
    hours logged", "tickets opened in May"), unless it says so ("mentioning X", "titled X")."""
    if _RE_ABOUT.search(question.text[max(0, start - 24) : start]):
        return options
    said = question.text[start:end]
    verb = (
        " " not in said
        and len(said) >= 6
        and said.endswith("ed")
        and (
            any(m.end <= start for m in mentions)
            or any(t.end <= start and (t.text in UNIT_WORDS or t.text.isdigit()) for t in question.tokens)
        )
    )
    return [o for o in options if o.exact or not (verb or o.column.is_prose)]


def apply_values(
    question: Question, plan: Plan, links: list[ValueLink], mentions: list[Mention]
) -> list[ValueLink]:
    """Sampled values the question names; several of one column become `in`; negation → `<>`.
    Returns the links used."""
    spans: dict[tuple[int, int], list[ValueLink]] = {}
    for link in links:
        spans.setdefault((link.start, link.end), []).append(link)
    strong = [m for m in mentions if m.strength >= 0.8]
    blocks_all = {(m.start, m.end) for m in strong if m.column is None or not m.column.numeric}
    # a weak link (partial, or through a word family) never overrides a word that names the schema
    weak_blocked = [m for m in mentions if m.strength >= 0.5]
    chosen: list[tuple[ValueLink, bool]] = []
    # exact values first (longest first), then words inside longer values on what is left: "sony
    # headphones" is brand Sony and category Headphones, not a product name containing both words
    ordered = sorted(spans.items(), key=lambda s: (-(s[0][1] - s[0][0]), s[0][0]))
    passes = [(span, [o for o in opts if o.exact]) for span, opts in ordered]
    passes += [(span, [o for o in opts if not o.exact]) for span, opts in ordered]
    for (start, end), options in passes:
        if not options or not question.free(start, end):
            continue
        options = [o for o in options if plan.reachable(o.column.table)]
        options = _sought(question, mentions, start, end, options)
        if any(m.start < end and start < m.end for m in weak_blocked):
            options = [o for o in options if o.exact and not o.related]
        options = [o for o in options if not not_meant(plan, question, mentions, o)]
        if _missing_own_column(question, plan, mentions, start, end):
            continue  # "patients without insurance": the patient's own insurance is missing (a NULL)
        if _RE_GROUP_WORD.search(question.text[max(0, start - 10) : start]) and any(
            m.column is not None and m.strength >= 0.5 and m.start <= start and end <= m.end for m in mentions
        ):
            continue  # "desks in each zone": the column `zone` is the group, not the code 'Z' = zone
        if (start, end) in blocks_all or _inside_longer_name(strong, start, end):
            # "a child fee above 3": `child_fee_ct` is named, not the swim band 'child'; and a table's
            # own name is never a form of a value ("bookings in the cancelled state" is no 'booked')
            names_table = any(m.column is None and (m.start, m.end) == (start, end) for m in strong)
            options = [
                o
                for o in options
                if not (names_table and question.text[start:end].lower() != o.value.lower())
                and (_named_elsewhere(plan, mentions, o.column, start) or _code_before_its_rows(mentions, o))
            ]
        if not options:
            continue
        options.sort(key=lambda o: _rank(plan, mentions, o))
        best = options[0]
        negation = _NEGATION.search(question.text[max(0, start - 30) : start])
        if negation:
            question.consume(start - len(negation.group(0)), start)
        question.consume(start, end)
        chosen.append((best, negation is not None))
        near = nearest_column(plan, mentions, start, end, same_column(best.column), 20, 20)
        if near is not None and not _a_value_of(spans.get((near.start, near.end), []), best.column):
            question.consume(near.start, near.end)  # not "lyon" of "paris or lyon"
    chosen = _one_column_per_list(question, chosen, spans)
    groups: dict[tuple[int, bool, bool], list[ValueLink]] = {}
    for link, negated in sorted(chosen, key=lambda c: c[0].start):
        groups.setdefault((id(link.column), negated, link.exact), []).append(link)
    for (_, negated, exact), group in groups.items():
        column = _own_twin(plan, group[0].column) if exact else group[0].column
        if exact and not negated and apply_two_roles(question, plan, group):
            continue  # "trips from A to B": the origin's value and the destination's
        plan.linking.extend(
            f"{link.phrase!r} → {column.table.name}.{column.name} = {link.value!r}" for link in group
        )
        placed = sorted({(link.start, link.end, _typed(column, link.value)) for link in group}, key=_at)
        if exact and not negated and apply_all_of(question, plan, column, placed):
            continue  # "tagged both A and B": a copy of the route for each
        name = plan.field_of(column)
        values: list[object] = list(dict.fromkeys(_typed(column, link.value) for link in group))
        if not exact:
            phrases = list(dict.fromkeys(link.inner or link.phrase for link in group))
            clauses = [
                {
                    "field": name,
                    "op": "notlike" if negated else "like",
                    "value": f"%{_like_text(p)}%",
                    **({"or": True} if i and not negated else {}),
                }
                for i, p in enumerate(phrases)
            ]
            clause = clauses[0] if len(clauses) == 1 else {"wheres": clauses}
            plan.wheres.append(clause)
            plan.weak.append(clause)
            plan.explain.append(f"{name} {'not ' if negated else ''}like {', '.join(phrases)}")
        elif len(values) == 1:
            plan.where(name, "<>" if negated else "=", values[0])
            plan.explain.append(f"{name} {'<>' if negated else '='} {values[0]!r}")
        else:
            plan.where(name, "notin" if negated else "in", values)
            plan.explain.append(f"{name} {'not ' if negated else ''}in {values}")
    return [link for link, _ in chosen]


_RE_GROUP_WORD = re.compile(r"(?<![a-z])(?:per|each|every|by)\s+$")


def _own_twin(plan: Plan, column: Column) -> Column:
    """ "which warehouses are in peru": 'PE' is sampled only in suppliers.country_code, and the
    warehouses the question asks for have a country_code of their own: the value is the main table's
    (a value absent from its sample may still be asked, and finds no rows). Only when the question
    does not name the other table, and for a kind or a code, not a name."""
    primary = plan.primary
    if column.table is primary or column.table.name in plan.mentioned or column.is_key:
        return column
    if column in column.table.label_columns():
        return column  # a title or a name identifies a row of its own table (an exhibition's title)
    twins = [c for c in primary.columns if c.name.lower() == column.name.lower() and c.kind == column.kind]
    return twins[0] if len(twins) == 1 and not twins[0].is_key else column


_RE_WITHOUT = re.compile(r"(?<![a-z])(?:without|with no|no)\s+(?:an?\s+|any\s+)?$")


def _missing_own_column(
    question: Question, plan: Plan, mentions: list[Mention], start: int, end: int
) -> bool:
    """ "without X" where X also names a nullable column of the main table: that column's NULL, not a
    value of another table meaning X (a sale paid by insurance)."""
    if not _RE_WITHOUT.search(question.text[max(0, start - 16) : start]):
        return False
    return any(
        m.column is not None
        and m.column.table is plan.primary
        and m.column.schema.nullable
        and not m.column.is_key
        and m.start <= start
        and end <= m.end
        for m in mentions
    )


def _inside_longer_name(strong: list[Mention], start: int, end: int) -> bool:
    """The words are part of a longer column name the question says (a measure's included)."""
    return any(
        m.column is not None and m.start <= start and end <= m.end and m.end - m.start > end - start
        for m in strong
    )


_RE_LIST_GAP = re.compile(r"\s*(?:,|、|/|\band\b|\bor\b)\s*(?:(?:and|or)\s+)?$")


def _a_value_of(links: list[ValueLink], column: Column) -> bool:
    """Words that are an exact value of the column (its comment's examples name it too)."""
    return any(link.exact and link.column is column for link in links)


def _one_column_per_list(
    question: Question,
    chosen: list[tuple[ValueLink, bool]],
    spans: dict[tuple[int, int], list[ValueLink]],
) -> list[tuple[ValueLink, bool]]:
    """ "gluten, egg or soy": values listed together are of one column when one column holds them
    all (the allergen), though one of them alone would rather name a dish."""
    ordered = sorted(chosen, key=lambda c: c[0].start)
    runs: list[list[int]] = []
    for i, (link, _) in enumerate(ordered):
        previous = ordered[i - 1][0] if i else None
        gap = question.text[previous.end : link.start] if previous is not None else ""
        if previous is not None and link.exact and previous.exact and _RE_LIST_GAP.fullmatch(gap):
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        if len(run) < 2:
            continue
        options = [[o for o in spans[(ordered[i][0].start, ordered[i][0].end)] if o.exact] for i in run]
        common = set.intersection(*({id(o.column) for o in opts} for opts in options))
        current = {id(ordered[i][0].column) for i in run}
        if not common or (len(current) == 1 and current <= common):
            continue
        first = ordered[run[0]][0].column
        keep = (
            id(first)
            if id(first) in common
            else min(common, key=lambda c: [id(o.column) for o in options[0]].index(c))
        )
        for i, opts in zip(run, options, strict=True):
            ordered[i] = (next(o for o in opts if id(o.column) == keep), ordered[i][1])
    return ordered


def _at(span: tuple[int, int, object]) -> int:
    return span[0]


def _typed(column: Column, value: str) -> object:
    """A code of a number column (`on_staff_ind`: 0 = retired, from its comment) compares as a number."""
    if column.kind in ("integer", "boolean") and value.lstrip("-").isdigit():
        return int(value)
    return value


def _like_text(phrase: str) -> str:
    """ "smartwatches" → "smartwatch": a plural should find its singular inside longer text."""
    if phrase.isascii() and " " not in phrase and len(phrase) > 4:
        if phrase.endswith("ies"):
            return phrase[:-3]
        if phrase.endswith("s") and not phrase.endswith("ss"):
            return phrase[:-1]
    return phrase


def _code_before_its_rows(mentions: list[Mention], link: ValueLink) -> bool:
    """ "std rooms": the code 'STD' typed as it is stored, right before the name of its own
    table, is that table's value, though "std" also abbreviates students."""
    return (
        link.exact
        and link.phrase.lower() == link.value.lower()
        and any(
            m.column is None and m.table is link.column.table and 0 < m.start - link.end <= 1
            for m in mentions
        )
    )


def without_code_words(mentions: list[Mention], links: list[ValueLink]) -> list[Mention]:
    """The mentions, less those of other tables on a code typed before its own table's name ("std"
    of "std rooms" names no students): read before the main table is chosen."""
    spans = {(k.start, k.end): k.column.table for k in links if _code_before_its_rows(mentions, k)}
    return [
        m
        for m in mentions
        if (m.start, m.end) not in spans or m.table is spans[(m.start, m.end)] or m.column is not None
    ]


def without_words_inside_values(mentions: list[Mention], links: list[ValueLink]) -> list[Mention]:
    """The mentions, less those inside a longer value typed whole ("united" of "united states" names
    no `unit` table; "customer" of 'Customer Service' no customers)."""
    whole = [k for k in links if k.exact and not k.related and " " in k.phrase.strip()]
    if not whole:
        return mentions
    return [
        m
        for m in mentions
        if not any(k.start <= m.start and m.end <= k.end and m.end - m.start < k.end - k.start for k in whole)
    ]


def _named_elsewhere(plan: Plan, mentions: list[Mention], column: Column, start: int) -> bool:
    return any(m.column is column and abs(m.start - start) < 30 for m in mentions)


def _rank(plan: Plan, mentions: list[Mention], link: ValueLink) -> tuple[int, ...]:
    column = link.column
    route = plan.index.path(plan.primary.name, column.table.name) or []
    named = 0 if nearest_column(plan, mentions, link.start, link.end, same_column(column), 30, 25) else 1
    label = column in column.table.label_columns()
    # "the album Let There Be Rock": the table named right before its label value
    if named and label and column.table is not plan.primary:  # noqa: SIM102
        if any(
            m.column is None and m.table is column.table and 0 <= link.start - m.end <= 12 for m in mentions
        ):
            named = 0
    if named and any(
        m.column is None
        and m.table is column.table
        and m.table is not plan.primary
        and (-12 <= m.start - link.end <= 12 or 0 <= link.start - m.end <= 5)
        for m in mentions
    ):
        named = 0  # "British authors", "赵萍医生", "venues in Leeds": a table named beside the value owns it
    small = 0 if len(column.schema.values) <= 50 else 1
    reverse = sum(1 for s in route if s.reverse)
    if not link.exact:
        # "pharma customers": a category (few values) rather than a word inside company names
        return (
            1,
            int(link.related),
            named,
            len(column.schema.values),
            0 if label else 1,
            len(route),
            reverse,
        )
    # "tracks by Queen": the artist named Queen (a label column), not a composer field saying Queen
    return (
        0,
        int(link.related),
        named,
        _direction(plan, link),
        0 if label else 1,
        len(route),
        small,
        reverse,
    )


_FROM_WORDS = ORIGIN_ROLES | {HOME_ROLE}


def _direction(plan: Plan, link: ValueLink) -> int:
    """ "shipments to Germany": a destination column (or one on a destination table) before another
    country; "from X": an origin. 0 = the direction fits, 1 = no direction said or no such column."""
    before = plan.question_text[max(0, link.start - 16) : link.start] if plan.question_text else ""
    words = DESTINATION_ROLES if RE_TO.search(before) else _FROM_WORDS if RE_FROM.search(before) else None
    if words is None:
        return 1
    parts = set(name_tokens(link.column.name)) | set(name_tokens(link.column.table.name))
    return 0 if parts & words else 1
