"""Typed conditions on linked columns: comparisons, dates, values, nulls and flags.

Each condition attaches to the column the question names nearest to it (a mention from
`linking.py`), else to the column its unit or wording implies ("$" → a money column, "minutes" → a
duration column, "pages" → a pages column), else it is not understood and stays in `ignored`.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

from agentsearch.nlp.querydsl.builtin.dates import DateSpan
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import Comparison, convert, unit_of
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = [
    "apply_bare_numbers",
    "apply_comparisons",
    "apply_dates",
    "apply_flags",
    "apply_nulls",
    "apply_stock",
    "apply_values",
    "nearest_column",
]

_NEGATION = re.compile(
    r"(?:(?<![a-z])(?:not|except(?: for)?|excluding|exclude|other than|besides|but not|apart from|non)"
    r"(?:\s+(?:from|by|in|made by|of|the|a|an|located in|based in|living in|in the))*\s*-?\s*)$"
)
_NULL_BEFORE = re.compile(
    r"(?<![a-z])(?P<neg>without(?:\s+(?:a|an|any|the))?|with no|has no|have no|no|"
    r"missing(?:\s+(?:a|an|the))?|lacking(?:\s+(?:a|an))?|not yet|never|not been|haven't been|"
    r"hasn't been|haven't|hasn't|have not|has not|still not|not)(?:\s+(?:yet|been|being))?"
    r"(?:\s+[a-z]+ed)?\s+$"
)
_NULL_AFTER = re.compile(
    r"^\s+(?:is|are)?\s*(?:null|missing|empty|unknown|not set|blank|not recorded)(?![a-z])"
)
_PRESENT_BEFORE = re.compile(r"(?<![a-z])(?:with(?:\s+(?:a|an|some))?|having(?:\s+(?:a|an))?|has(?: a)?)\s+$")
_FLAG_NEGATION = re.compile(r"(?<![a-z])(?:not|non|no|without|isn't|aren't|clean)\s*-?\s*$")


def nearest_column(
    plan: Plan,
    mentions: list[Mention],
    start: int,
    end: int,
    accept: Callable[[Column], bool],
    before: int = 40,
    after: int = 30,
) -> Mention | None:
    """The accepted column mention nearest to [start, end): before it (up to `before` characters) or
    after it (up to `after`); the main table's columns win ties, then the stronger mention."""
    best: tuple[float, Mention] | None = None
    for mention in mentions:
        column = mention.column
        if column is None or not accept(column) or not plan.reachable(column.table):
            continue
        if mention.end <= start and start - mention.end <= before:
            distance = float(start - mention.end)
        elif mention.start >= end and mention.start - end <= after:
            distance = float(mention.start - end) + 2
        elif mention.start >= start and mention.end <= end:
            distance = 0.0
        else:
            continue
        distance += (0 if column.table is plan.primary else 6) + (1 - mention.strength) * 8
        if best is None or distance < best[0]:
            best = (distance, mention)
    return best[1] if best else None


def _role_column(plan: Plan, role: str) -> Column | None:
    tables = [plan.primary] + [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    for table in tables:
        found = table.role(role)
        if found:
            return found[0]
    return None


def _unit_column(plan: Plan, mentions: list[Mention], comparison: Comparison) -> Column | None:
    """A numeric column the unit word names: "500 pages", "3 credits", "10 stars"."""
    if not comparison.unit:
        return None
    at = comparison.unit_end - len(comparison.unit)
    for mention in mentions:
        column = mention.column
        if column is None or not column.numeric or not plan.reachable(column.table):
            continue
        if at - 1 <= mention.start < comparison.unit_end:
            return column
    return None


def apply_comparisons(
    question: Question, plan: Plan, mentions: list[Mention], comparisons: list[Comparison]
) -> None:
    for comparison in comparisons:
        if not question.free(comparison.number_start, comparison.end):
            continue
        role, family = unit_of(comparison.unit)
        if comparison.currency:
            role, family = "money", ""
        year_like = 1000 <= comparison.value <= 9999 and float(comparison.value).is_integer()

        def accept(column: Column, year_like: bool = year_like, role: str = role) -> bool:
            if column.is_date:
                return year_like and not role
            return column.numeric and (not role or role in column.roles or not _role_column(plan, role))

        strong = [m for m in mentions if m.strength >= 0.5]
        used = nearest_column(plan, strong, comparison.start, comparison.end, accept)
        candidates: list[Column | None] = [
            _unit_column(plan, mentions, comparison),
            used.column if used else None,
            _role_column(plan, role or comparison.role) if role or comparison.role else None,
        ]
        numeric = plan.primary.numeric()
        if len(numeric) == 1 and (not comparison.unit or role):
            candidates.append(numeric[0])
        column = next(
            (c for c in candidates if c is not None and _compare(plan, c, comparison, family)), None
        )
        if column is None:
            said = question.text[comparison.start : comparison.end]
            plan.warnings.append(f"could not tell which column {said!r} is about")
            continue
        question.consume(comparison.start, comparison.end)
        if column is candidates[0]:
            question.consume(comparison.start, comparison.unit_end)
        if used is not None and used.column is column:
            question.consume(used.start, used.end)
            plan.linking.append(
                f"{question.text[used.start : used.end]!r} → {column.table.name}.{column.name}"
            )


def _compare(plan: Plan, column: Column, comparison: Comparison, family: str) -> bool:
    if column.is_date:
        low_year, high_year = int(comparison.value), int(comparison.high or comparison.value)
        if not (1000 <= low_year <= 9999 and 1000 <= high_year <= 9999):
            return False
        name = plan.field_of(column)
        op = comparison.op
        if op == "between":
            plan.where(name, ">=", f"{low_year:04d}-01-01")
            plan.where(name, "<", f"{high_year + 1:04d}-01-01")
        elif op in (">", ">="):
            plan.where(name, ">=", f"{low_year + (op == '>'):04d}-01-01")
        elif op in ("<", "<="):
            plan.where(name, "<", f"{low_year + (op == '<='):04d}-01-01")
        else:
            plan.where(name, ">=", f"{low_year:04d}-01-01")
            plan.where(name, "<", f"{low_year + 1:04d}-01-01")
        plan.explain.append(f"{name} {op} {low_year}")
        return True
    if not column.numeric:
        return False
    name = plan.field_of(column)
    low = _clean(convert(comparison.value, family, column.name))
    if comparison.op == "between":
        high = _clean(convert(comparison.high or comparison.value, family, column.name))
        plan.where(name, ">=", low)
        plan.where(name, "<=", high)
        plan.explain.append(f"{low} <= {name} <= {high}")
        return True
    plan.where(name, comparison.op, low)
    plan.explain.append(f"{name} {comparison.op} {low}")
    return True


def same_column(target: Column) -> Callable[[Column], bool]:
    return lambda column: column is target


def _date(column: Column) -> bool:
    return column.is_date


def _date_or_year(column: Column) -> bool:
    return column.is_date or column.is_year


def _clean(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 6)


def apply_dates(
    question: Question, plan: Plan, mentions: list[Mention], dates: list[DateSpan], links: list[ValueLink]
) -> None:
    previous: tuple[DateSpan, str, list[dict[str, object]]] | None = None
    for span in dates:
        if not question.free(span.start, span.end):
            continue
        strong = [m for m in mentions if m.strength >= 0.5]
        used = nearest_column(plan, strong, span.start, span.end, _date_or_year if span.year_only else _date)
        column = used.column if used else _beside_value(plan, links, span) or _default_date_column(plan, span)
        if column is None:
            plan.warnings.append("the question names a date but the tables have no date column")
            continue
        question.consume(span.start, span.end)
        if used is not None:
            question.consume(used.start, used.end)
            plan.linking.append(
                f"{question.text[used.start : used.end]!r} → {column.table.name}.{column.name}"
            )
        name = plan.field_of(column)
        clauses = _date_clauses(name, column, span)
        joined = (
            previous is not None
            and previous[1] == name
            and _RE_OR.fullmatch(question.text[previous[0].end : span.start])
        )
        if joined and previous is not None:
            # "born in 2008 or 2009": one OR group on the column instead of two contradicting ranges
            group = previous[2]
            if len(group) > 1 and plan.wheres and plan.wheres[-len(group) :] == group:
                del plan.wheres[-len(group) :]
                plan.wheres.append({"wheres": [{"wheres": group}, {"wheres": clauses, "or": True}]})
            elif plan.wheres and "wheres" in plan.wheres[-1]:
                plan.wheres[-1]["wheres"].append({"wheres": clauses, "or": True})
            else:
                plan.wheres.extend(clauses)
        else:
            plan.wheres.extend(clauses)
        previous = (span, name, clauses)
        bounds = " and ".join(f"{c['op']} {c['value']}" for c in clauses)
        plan.explain.append(f"{name} {bounds}")


_RE_OR = re.compile(r"\s*(?:or|,|and)\s*")


def _beside_value(plan: Plan, links: list[ValueLink], span: DateSpan) -> Column | None:
    """ "spring 2024": the year of the row whose value sits right beside it (a term's school year)."""
    for link in links:
        if not (0 <= span.start - link.end <= 3 or 0 <= link.start - span.end <= 3):
            continue
        for column in link.column.table.columns:
            if (column.is_date or (span.year_only and column.is_year)) and "birth" not in column.keys:
                return column
    return None


def _default_date_column(plan: Plan, span: DateSpan) -> Column | None:
    """The main table's date column (never a birth date unless named), else the nearest related one."""
    related = [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    related.sort(key=lambda t: len(plan.index.path(plan.primary.name, t.name) or []))
    tables = [plan.primary, *related]
    for table in tables:
        dates = [c for c in table.role("date") if "birth" not in c.keys]
        if dates:
            return dates[0]
        if span.year_only:
            years = [c for c in table.columns if c.is_year and "birth" not in c.keys]
            if years:
                return years[0]
    return None


def _date_clauses(name: str, column: Column, span: DateSpan) -> list[dict[str, object]]:
    low: object
    high: object
    if column.is_year:
        low = span.low.year if span.low else None
        high = span.high.year if span.high else None
        if span.high and span.high != dt.date(span.high.year, 1, 1):
            high = span.high.year + 1
    else:
        low = span.low.isoformat() if span.low else None
        high = span.high.isoformat() if span.high else None
    clauses: list[dict[str, object]] = []
    if low is not None:
        clauses.append({"field": name, "op": ">=", "value": low})
    if high is not None:
        clauses.append({"field": name, "op": "<", "value": high})
    return clauses


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
        if any(m.start < end and start < m.end for m in weak_blocked):
            options = [o for o in options if o.exact and not o.related]
        if (start, end) in blocks_all:
            options = [o for o in options if _named_elsewhere(plan, mentions, o.column, start)]
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
        if near is not None:
            question.consume(near.start, near.end)
    groups: dict[tuple[int, bool, bool], list[ValueLink]] = {}
    for link, negated in sorted(chosen, key=lambda c: c[0].start):
        groups.setdefault((id(link.column), negated, link.exact), []).append(link)
    for (_, negated, exact), group in groups.items():
        column = group[0].column
        name = plan.field_of(column)
        values = list(dict.fromkeys(link.value for link in group))
        plan.linking.extend(
            f"{link.phrase!r} → {column.table.name}.{column.name} = {link.value!r}" for link in group
        )
        if not exact:
            phrases = list(dict.fromkeys(link.phrase for link in group))
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


def _like_text(phrase: str) -> str:
    """ "smartwatches" → "smartwatch": a plural should find its singular inside longer text."""
    if phrase.isascii() and " " not in phrase and len(phrase) > 4:
        if phrase.endswith("ies"):
            return phrase[:-3]
        if phrase.endswith("s") and not phrase.endswith("ss"):
            return phrase[:-1]
    return phrase


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
        and -12 <= m.start - link.end <= 12
        for m in mentions
    ):
        named = 0  # "British authors", "赵萍医生": a table named beside the value owns it
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
    return (0, int(link.related), named, 0 if label else 1, len(route), small, reverse)


def apply_nulls(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """ "without a return date", "not yet returned", "email is missing" → IS NULL; "with a X" → NOT NULL."""
    for mention in mentions:
        column = mention.column
        if column is None or not column.schema.nullable or column.schema.primary:
            continue
        if not question.free(mention.start, mention.end) or not plan.reachable(column.table):
            continue
        before = question.text[max(0, mention.start - 24) : mention.start]
        after = question.text[mention.end : mention.end + 24]
        negative = _NULL_BEFORE.search(before)
        verb = negative is not None and not negative.group("neg").startswith(_NOUN_NEGATIONS)
        if verb and not (column.is_date or column.is_text or column.schema.foreign is not None):
            negative = None  # "not expensive" is no null test
        participle = _RE_PARTICIPLE.fullmatch(question.text[mention.start : mention.end])
        null_after = _NULL_AFTER.match(after)
        positive = _PRESENT_BEFORE.search(before)
        if negative is None and null_after is None and positive is None:
            if participle is None or not column.is_date or not _stands_alone(question, mention):
                continue
            positive = participle  # "terminated employees", "returned loans": the date is set
            name = plan.field_of(column)
            plan.where(name, "notnull")
            plan.explain.append(f"{name} is not null")
            plan.linking.append(
                f"{question.text[mention.start : mention.end]!r} → {column.table.name}.{column.name}"
            )
            question.consume(mention.start, mention.end)
            continue
        if positive is not None and negative is None and null_after is None:
            if column.numeric or column.is_date or column.is_flag or column.schema.values:
                continue  # "with price ..." is a comparison; "with genre rock" is a value
            if not _followed_by_word_end(after):
                continue
        name = plan.field_of(column)
        op = "notnull" if positive is not None and negative is None and null_after is None else "null"
        plan.where(name, op)
        plan.explain.append(f"{name} is {'not ' if op == 'notnull' else ''}null")
        plan.linking.append(
            f"{question.text[mention.start : mention.end]!r} → {column.table.name}.{column.name}"
        )
        question.consume(mention.start, mention.end)
        if negative is not None:
            question.consume(mention.start - len(negative.group(0)), mention.start)
        elif null_after is not None:
            question.consume(mention.end, mention.end + null_after.end())
        elif positive is not None:
            question.consume(mention.start - len(positive.group(0)), mention.start)


_NOUN_NEGATIONS = ("without", "with no", "no", "has no", "have no", "missing", "lacking")
_RE_PARTICIPLE = re.compile(r"[a-z]+ed")


def _stands_alone(question: Question, mention: Mention) -> bool:
    """No date or comparison follows the participle ("hired in 2003" is a date range, not a test)."""
    after = question.text[mention.end : mention.end + 16]
    return not re.match(r"\s*(?:in|on|after|before|since|between|during|from|by|at|\d)", after)


def _followed_by_word_end(after: str) -> bool:
    return not re.match(r"\s*(?:=|of|than|over|under|above|below|between|\d)", after)


def apply_flags(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """ "explicit tracks" → is_explicit = 1; "non-explicit" / "not explicit" → 0."""
    for mention in mentions:
        column = mention.column
        if column is None or not column.is_flag or not question.free(mention.start, mention.end):
            continue
        if not plan.reachable(column.table) or mention.strength < 0.6:
            continue
        negated = _FLAG_NEGATION.search(question.text[max(0, mention.start - 12) : mention.start])
        value: object = not negated if column.kind == "boolean" else (0 if negated else 1)
        name = plan.field_of(column)
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value}")
        plan.linking.append(
            f"{question.text[mention.start : mention.end]!r} → {column.table.name}.{column.name}"
        )
        question.consume(mention.start, mention.end)
        if negated:
            question.consume(mention.start - len(negated.group(0)), mention.start)


def mentioned_stems(question: Question) -> set[str]:
    return {stem(t.text) for t in question.tokens}


_RE_OUT_OF_STOCK = re.compile(
    r"(?<![a-z])(?:out of stock|sold out|not in stock|no stock|without stock)(?![a-z])"
)
_RE_IN_STOCK = re.compile(r"(?<![a-z])(?:in stock|available|have stock)(?![a-z])")


def apply_stock(question: Question, plan: Plan) -> None:
    """ "out of stock" / "sold out" → the stock column is 0; "in stock" → above 0 (general English)."""
    columns = [c for c in plan.primary.role("quantity") if {"stock", "inventori"} & set(c.keys)]
    if not columns:
        return
    for pattern, op in ((_RE_OUT_OF_STOCK, "="), (_RE_IN_STOCK, ">")):
        match = question.search(pattern)
        if match:
            question.consume(match.start(), match.end())
            plan.where(columns[0].name, op, 0)
            plan.explain.append(f"{columns[0].name} {op} 0")
            return


_RE_BARE = re.compile(r"(?<![\d.$])(?P<num>\d{1,15}(?:\.\d+)?)(?![\d.])")


def apply_bare_numbers(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """A number right after a numeric column's name ("cost 1.99", "rating 5") or before one used as
    its unit ("300 pages") is an equality on that column."""
    for match in question.finditer(_RE_BARE):
        start, end = match.start(), match.end()
        best: Mention | None = None
        for mention in mentions:
            column = mention.column
            if (
                column is None
                or not column.numeric
                or mention.strength < 0.5
                or not plan.reachable(column.table)
            ):
                continue
            if (
                0 <= start - mention.end <= 12
                and re.fullmatch(r"[\s:=]*(?:is|of|at|equal to|=)?[\s$]*", question.text[mention.end : start])
            ) or 0 <= mention.start - end <= 2:
                best = mention
        if best is None or best.column is None or not question.free(best.start, best.end):
            continue
        name = plan.field_of(best.column)
        value = _clean(float(match.group("num")))
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value}")
        plan.linking.append(
            f"{question.text[best.start : best.end]!r} → {best.column.table.name}.{best.column.name}"
        )
        question.consume(start, end)
        question.consume(best.start, best.end)
