"""Ordering and top-N: superlatives ("most recent", "biggest file size", "highest salary", 最贵 →
"most expensive"), "sorted by X desc", "top 5", "the 3 longest", and one row for a singular
superlative ("the cheapest product").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agentsearch.nlp.querydsl.builtin.conditions import nearest_column
from agentsearch.nlp.querydsl.builtin.linking import Mention, names_table
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.nlp.querydsl.lexicon_measures import ROLE_SUPERLATIVES

__all__ = ["apply_ordering", "find_limit", "small_number", "superlative_direction"]

_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twenty": 20,
    "dozen": 12,
}
_N = r"(?P<n>\d{1,4}|" + "|".join(_NUMBER_WORDS) + r")"
_RE_TOP = re.compile(r"(?<![a-z])(?:top|first)\s+" + _N + r"(?![\d.])")
_RE_LEADING = re.compile(
    r"(?<![a-z\d.$])" + _N + r"\s+(?=(?:most|least|highest|lowest|largest|biggest|smallest|longest|shortest|"
    r"newest|latest|oldest|earliest|cheapest|best|worst|top|heaviest|lightest|youngest|[a-z]+est)\b)"
)
#: 最贵的三个台灯 "most expensive 的 3 items lamp": the count after a Chinese superlative
_RE_ZH_TOP = re.compile(
    r"(?<![a-z])(?:most|least|[a-z]{2,}est|top)(?:\s+[a-z]+){0,2}\s+的\s+" + _N + r"\s+items(?![a-z])"
)
_RE_AFTER_SUPER = re.compile(r"\s+" + _N + r"(?![\d.%$]|\s*(?:stars?|dollars?|minutes?|pages?)\b)")
_DIRECTION_WORDS = {
    "highest": "desc",
    "largest": "desc",
    "biggest": "desc",
    "greatest": "desc",
    "most": "desc",
    "top": "desc",
    "maximum": "desc",
    "lowest": "asc",
    "smallest": "asc",
    "least": "asc",
    "fewest": "asc",
    "minimum": "asc",
    "bottom": "asc",
}
_RE_DIRECTION = re.compile(
    r"(?<![a-z])(?P<word>" + "|".join(sorted(_DIRECTION_WORDS, key=len, reverse=True)) + r")(?![a-z])"
)
_RE_ROLE_WORD = re.compile(
    r"(?<![a-z])(?P<mod>most|least)?\s*(?P<word>"
    + "|".join(sorted(ROLE_SUPERLATIVES, key=len, reverse=True))
    + r")(?![a-z])"
)
#: "best paid", "lowest-paid", "highest pay", "top earning": a person's own money, ordered
_RE_PAID = re.compile(
    r"(?<![a-z])(?P<word>best|highest|top|worst|lowest|least|better|biggest|smallest)"
    r"(?:[- ](?:paid|earning)|\s+(?:pay|paid|wages?|earnings|salary|salaries))(?![a-z])"
)
#: "worth the most", "cost the least", "priced highest": a row's own amount of money, ordered
_RE_MONEY_MOST = re.compile(
    r"(?<![a-z])(?:worth|valued|cost|costs|costing|priced)\s+(?:the\s+)?"
    r"(?P<word>most|least|highest|lowest)(?![a-z])"
)
_RE_ROLE_AFTER = re.compile(
    r"\s+(?:" + "|".join(sorted(ROLE_SUPERLATIVES, key=len, reverse=True)) + r")(?![a-z])"
)
_RE_SORT = re.compile(
    r"(?<![a-z])(?:sorted|sort|ordered|order|ranked|rank|arranged|listed)\s+(?:them\s+)?(?:by|on)\s+"
    r"|(?:in\s+)?(?P<dir>descending|ascending|decreasing|increasing)\s+order\s+of\s+"
    r"|(?<![a-z])by\s+(?=[a-z_ ]{1,30}\s+(?:descending|ascending|desc|asc)\b)"
)
_RE_SORT_DIRECTION = re.compile(
    r"(?<![a-z])(?P<dir>descending|ascending|desc|asc|decreasing|increasing|highest first|lowest first|"
    r"largest first|smallest first|newest first|oldest first|most recent first)(?![a-z])"
)


def small_number(text: str) -> int:
    return int(text) if text.isdigit() else _NUMBER_WORDS.get(text, 1)


def superlative_direction(word: str) -> str:
    return _DIRECTION_WORDS.get(word, "desc")


def find_limit(question: Question) -> int | None:
    """ "top 5", "first 10", "the 3 longest" (consumed); None when the question names no count."""
    for pattern in (_RE_TOP, _RE_LEADING):
        match = question.search(pattern)
        if match:
            question.consume(match.start(), match.end("n"))
            return max(1, min(small_number(match.group("n")), 1000))
    match = question.search(_RE_ZH_TOP) if question.chinese else None
    if match:
        question.consume(match.start("n"), match.end())  # the superlative stays for the ordering
        return max(1, min(small_number(match.group("n")), 1000))
    return None


def apply_ordering(question: Question, plan: Plan, mentions: list[Mention], limit: int | None) -> None:
    order = _explicit_sort(question, plan, mentions)
    superlative = order is None
    order = order or _superlative(question, plan, mentions)
    if order is None and limit is not None:
        order = _top_by(question, plan, mentions)
    if order is not None:
        column, direction, at = order
        name = plan.field_of(column)
        plan.orders.append({"field": name, "sort": direction})
        plan.explain.append(f"order by {name} {direction}")
        if limit is None:
            trailing = _RE_AFTER_SUPER.match(question.text, at)
            if trailing and question.free(trailing.start("n"), trailing.end("n")):
                question.consume(trailing.start("n"), trailing.end("n"))
                limit = small_number(trailing.group("n"))
        if limit is None and superlative and _singular(question, plan):
            limit = 1  # "the cheapest plan"; "crew sorted by fee" lists them all
        elif limit is None and order[0].numeric and not plan.aggregated and superlative:
            plan.ties = column.name  # "cheapest tracks": every track at the lowest price
    if limit is not None:
        plan.limit = limit
        plan.explain.append(f"limit {limit}")
        if order is not None and order[0].schema.nullable and not order[0].schema.primary:
            # "the 3 most expensive rentals": a row without a total is none of them (and engines put
            # NULLs first or last as they like: PostgreSQL first in a descending order)
            name = plan.field_of(order[0])
            if not any(w.get("field") == name and w.get("op") == "notnull" for w in plan.wheres):
                plan.where(name, "notnull")
                plan.explain.append(f"{name} is not null")


def _explicit_sort(question: Question, plan: Plan, mentions: list[Mention]) -> tuple[Column, str, int] | None:
    for match in question.finditer(_RE_SORT):
        found = nearest_column(
            plan,
            [m for m in mentions if m.start >= match.end() - 1],
            match.end(),
            match.end(),
            _sortable,
            0,
            30,
        )
        if found is None or found.column is None:
            continue
        direction = "asc"
        if match.group("dir") in ("descending", "decreasing"):
            direction = "desc"
        tail = question.text[match.start() : found.end + 25]
        word = _RE_SORT_DIRECTION.search(tail)
        if word:
            text = word.group("dir")
            direction = (
                "desc" if text.startswith(("desc", "decr", "highest", "largest", "newest", "most")) else "asc"
            )
            question.consume(match.start() + word.start(), match.start() + word.end())
        question.consume(match.start(), match.end())
        question.consume(found.start, found.end)
        return found.column, direction, found.end
    return None


_RE_TOP_WORD = re.compile(
    r"(?<![a-z])(?P<word>top|first|bottom|last)\s+" + _N + r"(?![\d.])"
    # "5 best paid plumbers by hourly fee", "the 3 worst rated cafés by score": a count, then a
    # superlative whose column the "by" names
    r"|(?<![a-z\d.$])" + _N.replace("<n>", "<n2>") + r"\s+(?P<word2>best|worst|highest|lowest)(?![a-z])"
)
_RE_BY = re.compile(r"(?<![a-z])(?:by|on)\s+(?:(?:their|its|the|his|her)\s+)?")


def _top_by(question: Question, plan: Plan, mentions: list[Mention]) -> tuple[Column, str, int] | None:
    """ "top 5 gigs by takings", "bottom 3 stations by ridership", "first 10 orders by date":
    a count asked with "top N … by" a number or date column orders by it (top: highest first)."""
    top = _RE_TOP_WORD.search(question.text)
    if top is None:
        return None
    for match in question.finditer(_RE_BY):
        if match.start() < top.end():
            continue
        found = nearest_column(
            plan,
            [m for m in mentions if m.start >= match.end()],
            match.end(),
            match.end(),
            _numeric_or_date,
            0,
            3,
        )
        if found is None or found.column is None:
            continue
        word = top.group("word") or {"best": "top", "highest": "top"}.get(top.group("word2"), "bottom")
        direction = "desc" if word == "top" or (word == "first" and not found.column.is_date) else "asc"
        if word == "last" and found.column.is_date:
            direction = "desc"
        question.consume(match.start(), match.end())
        question.consume(found.start, found.end)
        return found.column, direction, found.end
    # "top 3 hourly fees among joiners": the count is of the column named right after it
    named = [
        m
        for m in mentions
        if m.column is not None
        and m.column.numeric
        and not m.column.schema.primary
        and m.strength >= 0.6
        and 0 <= m.start - top.end() <= 1
        and question.free(m.start, m.end)
    ]
    column = named[0].column if named else None
    if column is not None and top.group("word") in ("top", "bottom"):
        question.consume(named[0].start, named[0].end)
        return column, "desc" if top.group("word") == "top" else "asc", named[0].end
    return None


def _sortable(column: Column) -> bool:
    return column.numeric or column.is_date or column.is_text


def _money_order(
    question: Question, plan: Plan, strong: list[Mention], match: re.Match[str], direction: str
) -> tuple[Column, str, int] | None:
    """The money column a money superlative orders by: the one named near it, else the main
    table's (or a related table's) money column; the words are consumed."""
    found = nearest_column(plan, strong, match.start(), match.end(), _with_role("money"), 12, 30)
    column = found.column if found else _role_column(plan, "money")
    if column is None:
        return None
    question.consume(match.start(), match.end())
    if found is not None:
        question.consume(found.start, found.end)
    return column, direction, match.end()


def _superlative(question: Question, plan: Plan, mentions: list[Mention]) -> tuple[Column, str, int] | None:
    # "highest salary", "salary highest" (Chinese order), "most tracks" is an aggregate (not here)
    strong = [m for m in mentions if m.strength >= 0.5]
    for match in question.finditer(_RE_PAID):  # "best paid", "highest pay": the money a row earns
        low = match.group("word") in ("worst", "lowest", "least", "smallest")
        money = _money_order(question, plan, strong, match, "asc" if low else "desc")
        if money is not None:
            return money
    for match in question.finditer(_RE_DIRECTION):
        if _RE_ROLE_AFTER.match(question.text, match.end()):
            continue  # "most expensive": the role word says what is ordered (below)
        found = nearest_column(plan, strong, match.start(), match.end(), _measure, 12, 30)
        if found is None and question.chinese:  # 保费最高: the word right before says what, even weakly
            found = nearest_column(plan, mentions, match.start(), match.end(), _measure, 2, 0)
        if found is None or found.column is None:
            continue
        direction = superlative_direction(match.group("word"))
        question.consume(match.start(), match.end())
        question.consume(found.start, found.end)
        return found.column, direction, max(match.end(), found.end)
    for match in question.finditer(_RE_MONEY_MOST):
        money = _money_order(question, plan, strong, match, superlative_direction(match.group("word")))
        if money is not None:
            return money
    for match in question.finditer(_RE_ROLE_WORD):
        role, direction = ROLE_SUPERLATIVES[match.group("word")]
        if match.group("mod") == "least":
            direction = "asc" if direction == "desc" else "desc"
        elif (
            match.group("mod") is None
            and not match.group("word").endswith("est")
            and match.group("word")
            not in (
                "recent",
                "popular",
            )
        ):
            continue  # "long" or "cheap" alone is not a superlative
        found = nearest_column(plan, strong, match.start(), match.end(), _with_role(role), 12, 30)
        if found is None:  # "距离最短" / "shortest distance": the column named beside it, any role
            beside = [
                m for m in strong if not names_table(m, mentions, or_equal=True)
            ]  # "expensive slips" is the table
            found = nearest_column(plan, beside, match.start(), match.end(), _sortable_for(role), 10, 14)
        column = found.column if found else _role_column(plan, role)
        if column is None:
            continue
        question.consume(match.start(), match.end())
        if found is not None:
            question.consume(found.start, found.end)
        return column, direction, match.end()
    return None


def _with_role(role: str) -> Callable[[Column], bool]:
    def accept(column: Column) -> bool:
        if role == "birth":
            return column.is_date and "birth" in column.keys
        return (column.numeric or column.is_date) and role in column.roles

    return accept


def _measure(column: Column) -> bool:
    """A number a superlative can rank by: not a 0/1 flag ("the 3 largest rush jobs")."""
    return column.numeric and not column.is_flag


def _numeric_or_date(column: Column) -> bool:
    return column.numeric or column.is_date


def _sortable_for(role: str) -> Callable[[Column], bool]:
    """The column beside a role superlative that it may sort: any measure or date, a date for "most
    recent" / "oldest", never a 0/1 flag ("the 5 newest rush jobs" sort by when, not by
    `is_rush`)."""

    def accept(column: Column) -> bool:
        if column.is_flag:
            return False
        return column.is_date if role in ("date", "birth") else _numeric_or_date(column)

    return accept


_ENDS = ("closed", "ended", "end", "terminat", "cancel", "left", "deleted", "updated", "modified")


def _role_column(plan: Plan, role: str) -> Column | None:
    found = plan.primary.role(role)
    if role == "date":  # "the oldest stations": when they opened (a year will do), not when they closed
        starts = [c for c in found if not any(word in c.name.lower() for word in _ENDS)]
        found = starts or plan.primary.role("year") or found
    if found:
        return found[0]
    if role == "size":
        for fallback in ("money", "quantity", "pages", "weight"):
            found = plan.primary.role(fallback)
            if found:
                return found[0]
    if role == "duration":  # "the longest boats": a length when the rows have no duration
        for fallback in ("length", "distance", "pages"):
            found = plan.primary.role(fallback)
            if found:
                return found[0]
    return None


def _singular(question: Question, plan: Plan) -> bool:
    """ "the cheapest product" / "which employee earns the most" → one row; plural nouns → all."""
    if question.chinese:
        return not any(word in question.raw for word in ("哪些", "所有", "列出", "全部", "些"))
    for token in question.tokens:
        word = token.text
        if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            key = stem(word)
            if key in plan.primary.keys or any(key == k.split()[-1] for k in plan.primary.keys):
                return False
    return not re.search(r"(?<![a-z])(?:all|list|those|ones|are|were)(?![a-z])", question.text)
