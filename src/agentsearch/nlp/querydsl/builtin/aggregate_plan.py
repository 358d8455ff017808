"""An aggregate the question asks (`aggregates.detect`) written into the plan: the count or the
measure's function, its groups (a table, a column, a period, "X vs Y"), the groups kept with none,
HAVING, the order and the limit, and the explain lines that say so."""

from __future__ import annotations

from agentsearch.nlp.querydsl.builtin.grouping import Aggregate
from agentsearch.nlp.querydsl.builtin.numbers import stored_unit, unit_factor
from agentsearch.nlp.querydsl.builtin.output_units import asked_factor
from agentsearch.nlp.querydsl.builtin.periods import apply_period_group
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question

__all__ = ["build"]


def build(plan: Plan, aggregate: Aggregate, question: Question, limit: int | None) -> None:
    """Write `aggregate` into `plan`; `limit` is the question's top-N, if any."""
    for start, end in aggregate.spans:
        question.consume(start, end)
    if aggregate.func == "count":
        counted = aggregate.counted or plan.primary
        key = plan.key_of(counted)
        if not key and counted is not plan.primary:
            plan.field_of(counted.columns[0])  # a link table: join it and count its rows
        expression = f":count(distinct {key})" if key else ":count(*)"
        label = "count"
    else:
        assert aggregate.measure is not None
        expression = f":{aggregate.func}({plan.field_of(aggregate.measure)})"
        label = f"{aggregate.func}_{aggregate.measure.name}".lower()
        factor, unit = asked_factor(question, aggregate.measure)
        if not unit and aggregate.having_unit:  # "an average delay over 15 minutes": shown in minutes
            said = unit_factor(stored_unit(aggregate.measure), aggregate.having_unit)
            if said is not None and said != 1:
                factor, unit = said, aggregate.having_unit
        if unit:  # "total paid in dollars" on a cents column: the handler scales the result
            plan.scales[label] = factor
            plan.explain.append(f"{label} in {unit}")
    select: list[str] = []
    if aggregate.keep_empty:
        plan.outer = plan.keep_empty = True
        plan.explain.append("groups with none counted too")
    if aggregate.group_table is not None:
        table = aggregate.group_table
        key = plan.key_of(table)
        columns = [c for c in table.columns if not c.is_key or c.name == table.primary_key]
        select = [f"{table.name}.{c.name}" if table is not plan.primary else c.name for c in columns]
        if table is not plan.primary:
            for column in columns:
                plan.field_of(column)
        if not key:
            select = select[:1]  # no key to group by: the first column (every engine accepts it)
        plan.groups = [key] if key else select
        plan.explain.append(f"{expression} per {table.name}")
    elif aggregate.group_column is not None:
        name = plan.field_of(aggregate.group_column)
        select = [name]
        plan.groups = [name]
        if aggregate.group_column.schema.nullable and not aggregate.keep_empty:
            plan.where(name, "notnull")  # "kids per allergy", "the most common diagnoses": none is no group
        plan.explain.append(f"{expression} per {name}")
    elif aggregate.group_period is not None:
        select = apply_period_group(plan, aggregate, expression)
    elif (split := plan.split_column(question.text, question.raw)) is not None:
        select = [split]  # "avg height of tapestry vs mosaic works", 挂毯和马赛克的平均高度分别是多少
        plan.groups = [split]
        plan.explain.append(f"{expression} per {split}")
    else:
        plan.explain.append(expression)
    plan.select = [*select, f"{expression} as {label}"]
    if aggregate.having is not None:
        op, value = aggregate.having
        number: int | float = int(value) if float(value).is_integer() else value
        if op == "between":
            op = ">="
        plan.havings.append({"field": label, "op": op, "value": number})
        plan.explain.append(f"having {label} {op} {number}")
    if aggregate.order and plan.groups:
        plan.orders.append({"field": label, "sort": aggregate.order})
        plan.explain.append(f"order by {label} {aggregate.order}")
        if limit is None and aggregate.superlative:
            limit = 1
    if limit is not None and plan.groups:
        plan.limit = limit
        if not aggregate.order:
            plan.orders.append({"field": label, "sort": "desc"})
        plan.explain.append(f"limit {limit}")
