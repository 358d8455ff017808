"""Typed conditions on linked columns: comparisons, bare numbers and dates.

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
from agentsearch.nlp.querydsl.builtin.numbers import Comparison, convert, for_column, unit_of
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.presence import asks_absent
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, Table
from agentsearch.nlp.querydsl.builtin.values import ValueLink

__all__ = [
    "apply_bare_numbers",
    "apply_comparisons",
    "apply_dates",
    "clean_number",
    "nearest_column",
    "same_column",
]


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
        if column is None or mention.end < start - before or mention.start > end + after:
            continue  # the window first: a long question has many mentions far away
        if not accept(column) or not plan.reachable(column.table):
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
    named = [
        m.column
        for m in mentions
        if m.column is not None
        and m.column.numeric
        and plan.reachable(m.column.table)
        and at - 1 <= m.start < comparison.unit_end
    ]
    if len(named) <= 1:
        return named[0] if named else None

    def rank(column: Column) -> tuple[int, int, int]:
        # "repairs costing over 500 eur": of the columns in euros, the one "costing" names
        near = any(m.column is column and m.end <= at and comparison.start - m.end <= 25 for m in mentions)
        route = plan.index.path(plan.primary.name, column.table.name) or []
        return (0 if near else 1, 0 if column.table is plan.primary else 1, len(route))

    return min(named, key=rank)


def apply_comparisons(
    question: Question, plan: Plan, mentions: list[Mention], comparisons: list[Comparison]
) -> None:
    for comparison in comparisons:
        if not question.free(comparison.number_start, comparison.end):
            continue
        role, family = unit_of(comparison.unit)
        if comparison.currency:
            role, family = "money", "dollar"
        year_like = 1000 <= comparison.value <= 9999 and float(comparison.value).is_integer()

        def accept(column: Column, year_like: bool = year_like, role: str = role) -> bool:
            if column.is_date:
                return year_like and not role
            return column.numeric and (not role or role in column.roles or not _role_column(plan, role))

        strong = [m for m in mentions if m.strength >= 0.5]
        used = nearest_column(plan, strong, comparison.start, comparison.end, accept)
        if used is not None and used.column is not None and used.column.table is not plan.primary:
            # 时长不到90分钟的讲座: the same words name the lectures' own length, a little more weakly
            # than another table's duration: the main table's column is what the question is about
            own = [
                m
                for m in mentions
                if (m.start, m.end) == (used.start, used.end)
                and m.strength >= 0.3
                and m.column is not None
                and m.column.table is plan.primary
                and accept(m.column)
            ]
            used = max(own, key=lambda m: m.strength) if own else used
        if used is None:  # "waited more than 2 hours": a weaker link (a skeleton: wt_min) right before it
            weak = [  # the main table's own: a weak link elsewhere does not beat its role column
                m
                for m in mentions
                if 0.3 <= m.strength < 0.5
                and question.free(m.start, m.end)
                and m.column is not None
                and m.column.table is plan.primary
            ]
            used = nearest_column(plan, weak, comparison.start, comparison.end, accept, 2, 0)
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
    comparison, family = for_column(comparison, family, column.unit)
    name = plan.field_of(column)
    scale = 0.01 if comparison.unit == "%" and _holds_fractions(column) else 1.0  # 93% of a 0.930 rate
    low = clean_number(convert(comparison.value, family, column.unit, _role(column)) * scale)
    if comparison.op == "between":
        high = clean_number(
            convert(comparison.high or comparison.value, family, column.unit, _role(column)) * scale
        )
        plan.where(name, ">=", low)
        plan.where(name, "<=", high)
        plan.explain.append(f"{low} <= {name} <= {high}")
        return True
    plan.where(name, comparison.op, low)
    plan.explain.append(f"{name} {comparison.op} {low}")
    return True


_RE_PRECISION = re.compile(r"\(\s*(\d+)\s*,\s*(\d+)\s*\)")


def _holds_fractions(column: Column) -> bool:
    """A DECIMAL(p, s) with at most one digit before the point (4,3: 0.930) stores a share as a fraction."""
    found = _RE_PRECISION.search(column.schema.type or "")
    return found is not None and int(found.group(1)) - int(found.group(2)) <= 1


def _role(column: Column) -> str:
    return "duration" if "duration" in column.roles else ""


def same_column(target: Column) -> Callable[[Column], bool]:
    return lambda column: column is target


def _date(column: Column) -> bool:
    return column.is_date


def _date_or_year(column: Column) -> bool:
    return column.is_date or column.is_year


def clean_number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 6)


def apply_dates(
    question: Question,
    plan: Plan,
    mentions: list[Mention],
    dates: list[DateSpan],
    links: list[ValueLink],
    event: Table | None = None,
) -> None:
    """Each date span on the column it names, else the column beside its value, else the date of
    `event` (the rows an aggregate counts or sums: "hikes per trail in 2024" dates the
    hikes, not the trails' opening), else the main table's."""
    previous: tuple[DateSpan, str, list[dict[str, object]]] | None = None
    # a word a value took ("cancelled" → status 'CANC') no longer names a date column (canc_dt)
    # "from october, not settled": a date asked to be unset dates nothing (the issue date does)
    absent = [m for m in mentions if asks_absent(question, plan, m)]
    unset = {m.column for m in absent}
    free = [m for m in mentions if question.free(m.start, m.end) and m not in absent]
    strong = [m for m in free if m.strength >= 0.5]
    weak = [m for m in free if 0.3 <= m.strength < 0.5]
    for span in dates:
        if not question.free(span.start, span.end):
            continue
        accept = _date_or_year if span.year_only else _date
        used = nearest_column(plan, strong, span.start, span.end, accept)
        if used is None:  # "reported in nov 2024": a weaker link (a comment's verb) right before the date
            used = nearest_column(plan, weak, span.start, span.end, accept, 2, 0)
        column = (
            used.column
            if used
            else _beside_value(plan, links, span)
            or _dated_table(plan, mentions, span, question.chinese)
            or _default_date_column(plan, span, event, unset)
        )
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
    """ "spring 2024": the year of the row whose value sits right beside it (a term's school year);
    "flight AB123 on may 3 2024": that flight's day. A period opened by "in" or "during" after a place
    ("at the harbour store in may 2024") dates what was done there, not the place's row."""
    if not span.year_only and plan.question_text[span.start : span.end].startswith(("in ", "during ")):
        return None
    for link in links:
        if not (0 <= span.start - link.end <= 3 or 0 <= link.start - span.end <= 3):
            continue
        for column in link.column.table.columns:
            if (column.is_date or (span.year_only and column.is_year)) and "birth" not in column.keys:
                return column
    return None


_RE_OF = re.compile(r"\s+(?:(?:of|from|for|in|during|dated)\s+)?$")


def _dated_table(plan: Plan, mentions: list[Mention], span: DateSpan, chinese: bool) -> Column | None:
    """ "their april 2024 invoice", "last month's bill", "invoices from march 2024": the date of the
    rows the words right beside the period name (the first date of that table, when it is not the
    main one). Not in Chinese, where the word after a date is its verb (三月上映的片子: "screened"
    in March)."""
    if chinese:
        return None
    text = plan.question_text
    for mention in mentions:
        table = mention.table
        if mention.column is not None or mention.strength < 0.8 or table is plan.primary:
            continue
        after = 0 <= mention.start - span.end <= 1 or text[span.end : mention.start] in ("'s ", "s' ")
        before = (
            0 <= span.start - mention.end <= 10
            and _RE_OF.fullmatch(text[mention.end : span.start]) is not None
        )
        if (after or before) and plan.reachable(table):
            dates = [c for c in table.role("date") if "birth" not in c.keys]
            if dates:
                return dates[0]
    return None


def _default_date_column(
    plan: Plan, span: DateSpan, event: Table | None = None, unset: set[Column | None] | None = None
) -> Column | None:
    """The event's date column, else the main table's (never a birth date unless named, nor one the
    question asks to be unset), else the nearest related one."""
    related = [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    # a table the question names ("items sold …": the sales) before the nearer unnamed ones
    related.sort(
        key=lambda t: (t.name not in plan.mentioned, len(plan.index.path(plan.primary.name, t.name) or []))
    )
    first = [event] if event is not None and event is not plan.primary and plan.reachable(event) else []
    tables = [*first, plan.primary, *(t for t in related if t is not event)]
    for table in tables:
        dates = [c for c in table.role("date") if "birth" not in c.keys and c not in (unset or ())]
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
        value = clean_number(float(match.group("num")))
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value}")
        plan.linking.append(
            f"{question.text[best.start : best.end]!r} → {best.column.table.name}.{best.column.name}"
        )
        question.consume(start, end)
        question.consume(best.start, best.end)
