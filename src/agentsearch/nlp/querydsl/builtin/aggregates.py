"""Aggregates and grouping: "how many", "average salary per department", "which genre has the most
tracks", "top 5 countries by total sales", "customers with more than 5 orders", "who spent more than
$45 in total" — count/sum/avg/min/max, grouped by a column or by a whole entity (a related table),
with havings and ordering by the aggregate, across foreign-key joins.

`detect()` runs before the conditions, because the aggregate decides the main table (the entity
grouped); `aggregate_plan.build()` writes select / groups / havings / orders once the conditions are in place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agentsearch.nlp.querydsl.builtin.counted_rows import (
    RE_MOST,
    RE_TOP_N,
    count_per_column,
    most_counted,
    rows_per,
    top_by_rows,
    value_after,
)
from agentsearch.nlp.querydsl.builtin.currencies import names_currency
from agentsearch.nlp.querydsl.builtin.extremes import extreme_per_group
from agentsearch.nlp.querydsl.builtin.grouping import (
    Aggregate,
    find_group,
    keep_empty_clause,
    table_mention_after,
    table_mention_before,
)
from agentsearch.nlp.querydsl.builtin.havings import RE_FUNCTION, find_having, having_count
from agentsearch.nlp.querydsl.builtin.linking import Mention, numeric_near
from agentsearch.nlp.querydsl.builtin.money import (
    RE_MONEY_PER,
    RE_MONEY_WORDS,
    RE_SPENT_MOST,
    money_column,
    spent_measure,
)
from agentsearch.nlp.querydsl.builtin.named_total import RE_PER_GROUP, total_column
from agentsearch.nlp.querydsl.builtin.numbers import Comparison
from agentsearch.nlp.querydsl.builtin.output_units import measure_in_asked_unit
from agentsearch.nlp.querydsl.builtin.people import people_table
from agentsearch.nlp.querydsl.builtin.periods import find_period, period_asked
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.revenue import ranked_revenue
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table
from agentsearch.nlp.querydsl.builtin.unnamed_count import count_the_act
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_SCALES, UNIT_WORDS

__all__ = ["Aggregate", "detect"]


_RE_COUNT = re.compile(
    r"(?<![a-z])(?:how many|total number of|number of|count of|count the|count|amount of|number|headcount)"
    r"(?![a-z])"
)
_FUNCS = {"average": "avg", "avg": "avg", "mean": "avg", "sum of": "sum", "sum": "sum", "total": "sum"}
_FUNCS |= {
    "combined": "sum",
    "overall": "sum",
    "maximum": "max",
    "max": "max",
    "minimum": "min",
    "min": "min",
}


_RE_EACH = re.compile(r"(?<![a-z])(?:per|each|every)(?![a-z])")

_DESC = ("most", "highest", "largest", "biggest", "greatest", "top", "more")


def _names_bound(match: re.Match[str], mentions: list[Mention]) -> bool:
    """ "max weight" names the column `weight_max`, not the max of a weight ("total weight" on a
    `totalWeightKg` is `named_total`'s)."""
    word = match.group("word")
    return word in ("max", "min", "maximum", "minimum") and any(
        m.column is not None
        and word in m.column.name.lower()
        and m.strength >= 0.9
        and m.start <= match.start()
        and match.end() <= m.end
        and m.end - m.start > match.end() - match.start()
        for m in mentions
    )


def _count_word(question: Question, mentions: list[Mention]) -> re.Match[str] | None:
    """The first word asking for a count. A bare "number" right after a column's name names that
    column ("phone number", "fleet number"), not a count; after a table's name it counts the table."""
    for match in question.finditer(_RE_COUNT):
        before = [
            m
            for m in mentions
            if m.start < match.start()
            and (m.end >= match.end() or not question.text[m.end : match.start()].strip())
        ]
        if (
            match.group(0) == "number"
            and any(m.column is not None and not m.column.is_key for m in before)
            and not any(m.column is None for m in before)  # 患者人数 "patient number": patients counted
        ):
            continue
        return match
    return None


def detect(
    question: Question,
    index: SchemaIndex,
    mentions: list[Mention],
    comparisons: list[Comparison],
    primary: Table,
    keep_empty: bool = False,
    links: Sequence[ValueLink] = (),
) -> Aggregate | None:
    """The aggregate the question asks for, or None. `keep_empty`: a clause asked for the groups with
    nothing to count as well (`keep_empty_clause`, read before the conditions); `links`: the sampled
    values ("number of cancellations per site" counts the bookings whose status is cancelled)."""
    count = _count_word(question, mentions)
    func_match = next((m for m in question.finditer(RE_FUNCTION) if not _names_bound(m, mentions)), None)
    most = most_counted(question, index, mentions)
    aggregate: Aggregate | None = None
    counted: Mention | None = None
    if func_match is not None:
        aggregate = _function(question, index, mentions, func_match, count, primary)
    elif count is None:  # "cheapest price in each category": min per group
        aggregate = extreme_per_group(question, index, mentions, primary)
    spent = question.search(RE_SPENT_MOST)
    if aggregate is None and spent is not None:  # "which guest spent the most": a sum per subject
        column = money_column(index, primary, mentions)
        if column is not None and column.table is not primary:  # "who earns the most": an order
            aggregate = Aggregate("sum", measure=column, group_table=primary)
            aggregate.order = "desc" if spent.group("word") == "most" else "asc"
            aggregate.superlative = True
            aggregate.spans.append((spent.start(), spent.end()))
    per = question.search(RE_MONEY_PER)
    if aggregate is None and per is not None and count is None:  # "fuel spend per truck"
        column = spent_measure(question.text, mentions, per.start("word"), per.end("word"))
        column = column or money_column(index, primary, mentions)
        if column is not None:
            aggregate = Aggregate("sum", measure=column)
            aggregate.spans.append((per.start("word"), per.end("word")))
    if aggregate is None and count is None:  # "top 3 towns by revenue"
        aggregate = ranked_revenue(question, index, mentions, primary)
    amount = _how_much(question, mentions, count)
    amount = amount or _how_many_units(question, index, mentions, count, primary)
    if amount is not None and (aggregate is None or aggregate.func == "sum"):
        aggregate = amount  # 一共收了多少滞纳金: 多少 before an amount is "how much", a sum
        if func_match is not None:
            aggregate.spans.append((func_match.start(), func_match.end()))
    if aggregate is None and (count is not None or most is not None):
        aggregate = Aggregate("count")
        anchor = count.end() if count is not None else most[1].start if most else 0
        counted = table_mention_after(mentions, anchor, 30)
        if count is not None and (question.chinese or count.group(0) == "count"):
            # 自行车数量, 借书次数, "permit count per park": the counted thing comes first
            counted = table_mention_before(mentions, count.start(), 1) or counted
        value = value_after(links, anchor, counted) if count is not None and not question.chinese else None
        if value is not None:
            counted = None
        aggregate.counted = counted.table if counted else value or primary
        if count is not None and count.group(0) == "headcount":
            aggregate.counted = (
                people_table(index, primary) or aggregate.counted
            )  # "headcount per department"
        if count is not None:
            aggregate.spans.append((count.start(), count.end()))
            if func_match is not None and func_match.group("word") in ("total", "overall", "combined"):
                aggregate.spans.append((func_match.start(), func_match.end()))  # 一共…多少次
        if counted is not None:
            aggregate.spans.append((counted.start, counted.end))
    if aggregate is None and count is None and most is None:
        aggregate = rows_per(question, index, mentions) or top_by_rows(question, index, mentions)
        aggregate = aggregate or count_per_column(question, mentions, primary)
    period = period_asked(question, mentions) if aggregate is None else None
    if period is not None:
        # not the words of the period: "monthly" may name a `monthly_fee`
        others = [m for m in mentions if not (period[1][0] <= m.start and m.end <= period[1][1])]
        money = money_column(index, primary, others) if question.search(RE_MONEY_WORDS) else None
        # "monthly revenue": a sum of the money; "purchases per month": a count
        aggregate = Aggregate("sum", measure=money) if money else Aggregate("count", counted=primary)
    if aggregate is None and (keep_empty or keep_empty_clause(question, True)) and question.search(_RE_EACH):
        aggregate = Aggregate("count", counted=primary)  # "boats in each harbour, harbours with none too"
    if aggregate is None:
        aggregate = having_count(question, mentions, comparisons, primary, index)
        if aggregate is None:
            return None
    if most is not None:
        match, target, counted_table = most
        aggregate.order = "desc" if match.group("word") in _DESC else "asc"
        aggregate.superlative = True
        aggregate.spans.append((match.start(), match.end()))
        if aggregate.func == "count":
            if counted is not None and counted.table is not counted_table:
                # 借书次数最多的3位会员: the loans are counted, the members after them are the groups
                aggregate.spans.remove((counted.start, counted.end))
            aggregate.counted = counted_table
            if target.column is not None and target.column.is_text and target.table is counted_table:
                aggregate.group_column = target.column  # "the most common diagnoses"
                aggregate.spans.append((target.start, target.end))
            elif counted_table is target.table:
                aggregate.spans.append((target.start, target.end))
            else:
                aggregate.group_table = target.table  # "the most borrowed titles"
                aggregate.spans.append((target.start, target.end))
    elif aggregate.func != "count" and func_match is not None:
        _order_near(question, mentions, aggregate, func_match)
    if aggregate.func == "count" and aggregate.counted is primary and question.chinese and count is not None:
        count_the_act(question, index, aggregate, primary)  # 被检查次数最多的公园: count inspections
    top = question.search(RE_TOP_N)
    if top is not None and not aggregate.order:
        aggregate.order = "desc"  # "top 3 cities by number of employees"
    find_group(question, mentions, aggregate, primary)
    find_period(question, index, mentions, aggregate, primary)
    _group_along_role(index, aggregate)
    find_having(question, mentions, comparisons, aggregate, primary)
    grouped_other = aggregate.group_table is not None and aggregate.counted is not aggregate.group_table
    # "headcount per department, including empty ones": a left join keeps the groups with a count of 0
    if aggregate.func == "count" and grouped_other and (keep_empty_clause(question, True) or keep_empty):
        aggregate.keep_empty = True
    return aggregate


def _group_along_role(index: SchemaIndex, aggregate: Aggregate) -> None:
    """A group named by a role key ("per assignee"): the rows it points at, joined along that key."""
    column = aggregate.group_column
    if column is None or column.schema.foreign is None or column.schema.foreign.table not in index.by_name:
        return
    aggregate.group_table = index.by_name[column.schema.foreign.table]
    aggregate.group_column = None
    aggregate.group_key = (column.table.name, column.name)


def _how_much(question: Question, mentions: list[Mention], count: re.Match[str] | None) -> Aggregate | None:
    if count is None or not question.chinese or count.group(0) != "how many":
        return None
    for mention in mentions:
        column = mention.column
        if (
            column is None
            or not column.numeric
            or mention.strength < 0.8
            or not 0 <= mention.start - count.end() <= 2
        ):
            continue
        if {"money", "quantity"} & column.roles:
            aggregate = Aggregate("sum", measure=column)
            aggregate.spans += [(count.start(), count.end()), (mention.start, mention.end)]
            return aggregate
    return None


_RE_UNIT_AFTER = re.compile(r"\s+(?:(?:us|cubic|square)\s+)?(?P<unit>[a-z]+)(?![a-z])")


def _how_many_units(
    question: Question,
    index: SchemaIndex,
    mentions: list[Mention],
    count: re.Match[str] | None,
    primary: Table,
) -> Aggregate | None:
    """ "how many tonnes did each depot get", 一共运了多少吨: a unit of measure after "how many" asks
    the sum of the column measuring it (in that unit), not a count of rows."""
    if count is None or count.group(0) != "how many":
        return None
    unit = _RE_UNIT_AFTER.match(question.text, count.end())
    if unit is None or unit.group("unit") not in UNIT_WORDS:
        return None
    family = UNIT_WORDS[unit.group("unit")][1]
    if family not in UNIT_SCALES:
        return None  # "how many items", "how many times": things counted
    column = measure_in_asked_unit(question, index, mentions, primary, None)
    if column is None:
        return None
    aggregate = Aggregate("sum", measure=column)
    aggregate.spans += [(count.start(), count.end()), (unit.start("unit"), unit.end("unit"))]
    return aggregate


def _function(
    question: Question,
    index: SchemaIndex,
    mentions: list[Mention],
    func_match: re.Match[str],
    count: re.Match[str] | None,
    primary: Table,
) -> Aggregate | None:
    word = func_match.group("word")
    func = _FUNCS[word]
    own = total_column(mentions, func_match) if word == "total" else None
    if own is not None and not question.search(RE_PER_GROUP):
        return None  # "over 4 hours total runtime": `totalRuntimeSec`, a total of its own
    measure = own or numeric_near(mentions, func_match.start(), func_match.end())
    column = measure.column if measure else None
    if word in ("total", "sum", "sum of") and measure is not None and measure.start < func_match.start():
        column = None if measure.column and "total" not in measure.column.name.lower() else column
    if word in ("total", "sum") and measure is not None and measure.column is not None:
        named = _table_named_at(mentions, measure)
        said = question.text[measure.start : measure.end]
        paid = _act_amount(named, said) if named is not None else None
        if paid is not None:  # "top 5 supporters by total amount pledged": the pledges' money
            column = paid
        elif named is not None and named is not measure.column.table:
            # "total lessons per course": the lessons table is named outright, planned_lessons in part
            return Aggregate("count", counted=named, spans=[(func_match.start(), func_match.end())])
    column = measure_in_asked_unit(question, index, mentions, primary, column)
    if column is None and (
        RE_MONEY_WORDS.search(question.text) or word in ("total", "sum") or _money_said(question)
    ):
        column = money_column(index, primary, mentions)
    if (
        word == "total"
        and count is not None
        and (abs(count.start() - func_match.end()) <= 6 or measure is None)
    ):
        return None  # "total number of", 一共…多少次: a count (no measure is named)
    if column is None:
        return None
    aggregate = Aggregate(func, measure=column)
    aggregate.spans.append((func_match.start(), func_match.end()))
    if measure is not None:
        aggregate.spans.append((measure.start, measure.end))
    return aggregate


def _act_amount(table: Table, said: str) -> Column | None:
    """The one money column of the table a participle names ("pledged", "donated", "paid"): a
    total of the act is a sum of its amounts, not a count of its rows."""
    if not said.endswith("ed") or " " in said.strip():
        return None
    money = [c for c in table.columns if "money" in c.roles and not c.is_key]
    return money[0] if len(money) == 1 else None


def _money_said(question: Question) -> bool:
    """The question names a currency ("average usd gift", "in dollars"): what it averages is money."""
    return names_currency(question.text)


def _table_named_at(mentions: list[Mention], measure: Mention) -> Table | None:
    """A table named by the measure's very words, more strongly than the measure column is."""
    for mention in mentions:
        if (
            mention.column is None
            and (mention.start, mention.end) == (measure.start, measure.end)
            and mention.strength >= 0.9
            and mention.strength > measure.strength
        ):
            return mention.table
    return None


def _order_near(
    question: Question, mentions: list[Mention], aggregate: Aggregate, func: re.Match[str]
) -> None:
    """ "the highest average score", "平均工资最高" (Chinese puts the superlative after)."""
    for match in question.finditer(RE_MOST):
        before = 0 <= func.start() - match.end() <= 12 or match.start() <= func.start() < match.end()
        after = 0 <= match.start() - func.end() <= 24
        if before or after:
            aggregate.order = "desc" if match.group("word") in _DESC else "asc"
            aggregate.superlative = match.group("word") != "top"
            aggregate.spans.append((match.start(), match.end()))
            return
