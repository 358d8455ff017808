"""The builtin NL → QueryDSL generator: link the question to the schema, then read it.

1. gloss Chinese into English words (`gloss.py`), keeping the schema's own Chinese words;
2. link n-grams to tables and columns (`linking.py`) and to sampled values (`values.py`);
3. find comparisons (`numbers.py`) and dates (`dates.py`);
4. pick the main table; an aggregate (`aggregates.py`) may re-root it on the entity it groups;
5. attach typed conditions to the nearest linked column (`conditions.py`);
6. aggregates, else ordering and top-N (`ordering.py`);
7. report what was understood and which words mapped to nothing. A question that maps to nothing
   is an error ("could not understand …"), never the whole table.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Sequence
from typing import Any

from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl.base import GenerateInput, GenerateOutput, NotUnderstoodError
from agentsearch.nlp.querydsl.builtin import aggregates
from agentsearch.nlp.querydsl.builtin.absence import apply_absent, find_absent
from agentsearch.nlp.querydsl.builtin.acronyms import acronym_mentions
from agentsearch.nlp.querydsl.builtin.affixes import apply_affixes, find_affixes, outside_affixes
from agentsearch.nlp.querydsl.builtin.ages import apply_ages
from agentsearch.nlp.querydsl.builtin.aggregate_plan import build as build_aggregate
from agentsearch.nlp.querydsl.builtin.also import apply_also
from agentsearch.nlp.querydsl.builtin.compare_columns import apply_column_comparisons
from agentsearch.nlp.querydsl.builtin.conditions import apply_bare_numbers, apply_comparisons
from agentsearch.nlp.querydsl.builtin.currencies import apply_currency
from agentsearch.nlp.querydsl.builtin.current import apply_current
from agentsearch.nlp.querydsl.builtin.date_conditions import apply_dates
from agentsearch.nlp.querydsl.builtin.dates import find_dates, reference_day
from agentsearch.nlp.querydsl.builtin.grouping import keep_empty_clause
from agentsearch.nlp.querydsl.builtin.labels import apply_labels
from agentsearch.nlp.querydsl.builtin.linking import Mention, link_schema
from agentsearch.nlp.querydsl.builtin.main_table import (
    asks_who,
    link_role_mentions,
    pick_primary,
    what_answer,
)
from agentsearch.nlp.querydsl.builtin.numbers import Comparison, find_comparisons
from agentsearch.nlp.querydsl.builtin.ordering import apply_ordering, find_limit
from agentsearch.nlp.querydsl.builtin.pinyin_names import pinyin_mentions
from agentsearch.nlp.querydsl.builtin.places import apply_places
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.presence import (
    apply_flags,
    apply_null_meanings,
    apply_nulls,
    apply_stock,
)
from agentsearch.nlp.querydsl.builtin.projection import apply_distinct, apply_projection, asked_column
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.role_keys import named_role_keys, said_roles
from agentsearch.nlp.querydsl.builtin.row_ids import apply_ids
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex
from agentsearch.nlp.querydsl.builtin.selfref import apply_self_count, apply_self_reference, find_role
from agentsearch.nlp.querydsl.builtin.semantic import semantic_mentions
from agentsearch.nlp.querydsl.builtin.stated_today import stated_today
from agentsearch.nlp.querydsl.builtin.times_of_day import apply_times
from agentsearch.nlp.querydsl.builtin.value_conditions import (
    apply_values,
    without_code_words,
    without_words_inside_values,
)
from agentsearch.nlp.querydsl.builtin.values import find_values, value_index
from agentsearch.nlp.querydsl.lexicon import QUESTION_WORDS
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_WORDS
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS
from agentsearch.querydsl.schema import TableSchema

__all__ = ["MAX_QUESTION_CHARS", "generate_builtin", "schema_index"]

MAX_QUESTION_CHARS = 4000
_FILLER = frozenset(
    """
    的 is are was were be have has had do does did live lives living located based work works working
    come comes came belong belongs belonging contain contains containing include includes including
    there anyone anybody one ones kind kinds sort sorts type types entry entries currently
    """.split()
)

_index_cache: dict[tuple[Any, ...], SchemaIndex] = {}
_index_lock = threading.Lock()


def schema_index(schema: Sequence[TableSchema]) -> SchemaIndex:
    """The analysed schema, cached by content (the handler rebuilds schemas per request)."""
    key = tuple(
        (
            t.model,
            t.name,
            t.label,
            t.description,
            t.primary_key,
            tuple(
                (c.name, c.kind, c.label, c.description, c.foreign, hash(tuple(c.values))) for c in t.columns
            ),
        )
        for t in schema
    )
    with _index_lock:
        found = _index_cache.get(key)
    if found is None:
        found = SchemaIndex(schema)
        with _index_lock:
            if len(_index_cache) > 64:
                _index_cache.clear()
            _index_cache[key] = found
    return found


def generate_builtin(inp: GenerateInput) -> GenerateOutput:
    """Turn `inp.query` into a QueryDSL over `inp.schema` (no network, no randomness)."""
    if not inp.schema:
        raise SearchError("no schema to generate a QueryDSL from")
    text = _current_request(inp.query)
    warnings: list[str] = []
    if len(text) > MAX_QUESTION_CHARS:
        text = text[:MAX_QUESTION_CHARS]
        warnings.append(f"the question is longer than {MAX_QUESTION_CHARS} characters; the rest was not read")
    index = schema_index(inp.schema)
    values = value_index(index)
    keep = index.cache.get("keep")
    if not isinstance(keep, frozenset):
        keep = index.cache["keep"] = frozenset(index.cjk_terms | values.cjk_parts)
    names = index.cache.get("names")
    if not isinstance(names, frozenset):  # the one-word names a lone Chinese character may gloss to
        names = index.cache["names"] = frozenset(
            key for key in [*index.table_lookup, *index.column_lookup] if " " not in key and key.isalpha()
        )
    spoken = index.cache.get("spoken")
    if not isinstance(spoken, frozenset):  # the one-word English values: 的猫 is "cat" where a code means cat
        spoken = index.cache["spoken"] = frozenset(
            key
            for key, found in values.entries.items()
            if key.isascii() and key.isalpha() and len(key) > 2 and any(e.exact for e in found)
        )
    terms = index.cache.get("terms")
    if not isinstance(terms, frozenset):
        terms = index.cache["terms"] = frozenset(index.cjk_terms)
    question = Question(text, keep=keep, names=names, terms=terms, spoken=spoken)
    clock = inp.now or dt.datetime.now()
    now = stated_today(question, clock) or clock
    affixes = find_affixes(question)  # "plates starting with ABC": a LIKE; "beginning" names no column
    mentions = outside_affixes(link_schema(question, index), affixes)
    initialisms = acronym_mentions(question, index)  # "paid time off" → pto_days
    initialisms += pinyin_mentions(question, index)  # 车型 → cheXing, 重量 → zhongliang_kg
    initialisms += link_role_mentions(question, index, mentions)  # "authors" of `paper_authors`: people
    if initialisms:
        mentions = sorted([*mentions, *initialisms], key=lambda m: (m.start, -m.strength))
    links = find_values(question, values, mentions)
    mentions = without_code_words(mentions, links)  # "std rooms": the code STD, no students
    mentions = without_words_inside_values(mentions, links)  # "united states" names no `unit`
    meant = semantic_mentions(question, index, mentions, links, inp.embed)
    if meant:
        mentions = sorted([*mentions, *meant], key=lambda m: (m.start, -m.strength))
    comparisons = find_comparisons(question.text)
    highs = index.cache.get("date_highs")
    if not isinstance(highs, list):  # per schema, once: the date columns' sampled highest values
        highs = index.cache["date_highs"] = [
            (c.name, c.schema.bounds[1])
            for t in index.tables
            for c in t.columns
            if c.is_date and c.schema.bounds
        ]
    dates = find_dates(question.text, now.date(), reference_day(highs, now.date()))
    # "on june 13" is a date, not a word inside a guest's name ('June Ito')
    links = [k for k in links if k.exact or not any(k.start < d.end and d.start < k.end for d in dates)]
    keep_empty = keep_empty_clause(question)
    primary = pick_primary(question, index, mentions, links)
    primary = what_answer(question, index, primary, mentions, links)
    asked = asked_column(question, mentions)
    if asked is not None:
        primary = asked.table  # "diagnoses given by cardiology": the appointments' diagnoses
    role = find_role(question, index)
    if role is not None and not role.is_self:  # "who advises Ava": the teacher student.advisor_id names
        primary = role.target if role.answer_is_target else role.key.table
    elif role is not None and asks_who(question):  # "who does Siobhan supervise": rows of her table
        primary = role.key.table
    absent = find_absent(question, index, mentions, primary)  # "customers without orders"
    aggregate = aggregates.detect(question, index, mentions, comparisons, primary, keep_empty, links)
    if aggregate is not None and aggregate.root is not None:
        primary = aggregate.root
    if aggregate is not None and aggregate.spans:  # "total hours": "total" asks the sum, it is no value
        question.consume(*aggregate.spans[0])
    plan = Plan(
        index,
        primary,
        warnings=warnings,
        mentioned={m.table.name for m in mentions if m.column is None},
        through={m.table.name for m in mentions if m.column is None and m.strength >= 0.8},
        shadowed=_shadowed(mentions),
        roles_said=said_roles(question, index),
        question_text=question.text,
        role_keys=named_role_keys(question, index, links)
        | ({(role.key.table.name, role.key.name)} if role is not None else set())
        | ({aggregate.group_key} if aggregate is not None and aggregate.group_key else set()),
    )
    apply_ids(question, plan, mentions)
    apply_absent(plan, absent)
    apply_affixes(question, plan, mentions, affixes)
    used = apply_values(question, plan, links, mentions)
    apply_labels(question, plan, mentions)
    apply_column_comparisons(question, plan, mentions)
    apply_also(question, plan, mentions)
    apply_places(question, plan)
    event = None
    if aggregate is not None:  # the rows counted or summed carry the date the question means
        event = aggregate.counted or (aggregate.measure.table if aggregate.measure else None)
    timed = apply_times(question, plan, mentions)  # "before 7 in the morning": a clock time, no number
    apply_dates(question, plan, mentions, dates, used, event or timed)
    apply_ages(question, plan, comparisons, now.date())  # "patients older than 60" on a birth date
    if aggregate is None:
        apply_self_count(question, plan, role, comparisons)
    apply_comparisons(question, plan, mentions, comparisons)
    apply_currency(question, plan)
    limit = find_limit(question)
    apply_bare_numbers(question, plan, mentions)
    apply_nulls(question, plan, mentions)
    apply_null_meanings(question, plan, mentions)
    apply_current(question, plan)
    apply_flags(question, plan, mentions)
    apply_stock(question, plan)
    if limit is None:
        limit = _counted_rows(question, plan, mentions, comparisons)
    plan.merge_equalities()
    if aggregate is not None:
        build_aggregate(plan, aggregate, question, limit)
    else:
        apply_self_reference(question, plan, role)
        apply_ordering(question, plan, mentions, limit)
        apply_distinct(question, plan, asked)
        apply_projection(question, plan, mentions)
    named = _consume_schema_words(question, plan, mentions)
    ignored = _ignored(question)
    understood = bool(plan.wheres or plan.select or plan.orders or plan.limit)
    if not understood and (ignored or not named):
        tables = ", ".join(t.name for t in index.tables)
        if ignored:
            words = ", ".join(repr(w) for w in ignored[:8])
            raise NotUnderstoodError(
                f"could not understand {words}: no column or value of {tables} matches "
                f"{'it' if len(ignored) == 1 else 'them'}"
            )
        raise NotUnderstoodError(
            f"could not understand the question: it names no table, column or value of {tables}"
        )
    if ignored:
        plan.warnings.append(f"ignored words that match nothing in the schema: {', '.join(ignored)}")
    return GenerateOutput(
        dsl=plan.to_dsl(inp.limit),
        explain="; ".join(plan.explain),
        warnings=plan.warnings,
        understood=list(plan.explain),
        ignored=ignored,
        linking=list(dict.fromkeys(plan.linking)),
        relaxable=list(plan.weak),
        ties=plan.ties,
        scales=dict(plan.scales),
    )


def _current_request(query: str) -> str:
    """Auto search may send the conversation wrapper (reference §3); the last request is the question."""
    marker = "Current user request:"
    return query.rsplit(marker, 1)[1].strip() if marker in query else query.strip()


def _shadowed(mentions: list[Mention]) -> set[str]:
    """Tables a phrase names only beside a surer table ("bookings" names the bookings, and the
    booking guests it partly spells): a route passes them only when it is no longer for it."""
    best: dict[tuple[int, int], float] = {}
    for mention in mentions:
        if mention.column is None:
            span = (mention.start, mention.end)
            best[span] = max(best.get(span, 0.0), mention.strength)
    named = {m.table.name for m in mentions if m.column is None and m.strength >= best[(m.start, m.end)]}
    return {m.table.name for m in mentions if m.column is None and m.strength >= 0.8} - named


def _counted_rows(
    question: Question, plan: Plan, mentions: list[Mention], comparisons: Sequence[Comparison] = ()
) -> int | None:
    """ "which 3 tracks", "最长的5首歌" → "5 song": a number right before the main table's name
    (not the number of a comparison: 超过100单 is no count of rows to show)."""
    tokens = question.free_tokens()
    compared = [(c.start, c.end) for c in comparisons if c.op in (">", ">=", "<", "between")]
    for position, token in enumerate(tokens):
        if not token.text.isdigit() or len(token.text) > 4:
            continue
        if any(start <= token.start < end for start, end in compared):
            continue
        following = tokens[position + 1] if position + 1 < len(tokens) else None
        if following is not None and following.text in UNIT_WORDS:
            continue  # "5 star products": a rating, not a count
        if following is not None and following.text == "items" and following.start - token.end <= 2:
            question.consume(token.start, following.end)  # a Chinese classifier: 三款, 五首
            return max(1, int(token.text))
        for mention in mentions:
            if (
                mention.column is None
                and mention.table is plan.primary
                and 0 < mention.start - token.end <= 6
            ):
                question.consume_token(token)
                return max(1, int(token.text))
    return None


def _consume_schema_words(question: Question, plan: Plan, mentions: list[Mention]) -> bool:
    """Table and column names of the tables in the query are understood (they say what to show)."""
    in_query = {plan.primary.name} | {step.table for step in plan.joins}
    named = False
    for mention in mentions:
        if mention.table.name in in_query or (mention.column is None and plan.reachable(mention.table)):
            if mention.column is None or (mention.strength >= 0.8 and mention.table is plan.primary):
                named = True  # "depts", "工资": the rows of the table (or column) it names
            question.consume(mention.start, mention.end)
    return named


def _ignored(question: Question) -> list[str]:
    words: list[str] = []
    for token in question.free_tokens():
        word = token.text.strip("'-")
        if len(word) < 2 and not word.isdigit():
            continue
        if word in EN_STOPWORDS or word in QUESTION_WORDS or word in _FILLER or word in ZH_STOPWORDS:
            continue
        if "'" in word and all(part in EN_STOPWORDS or len(part) < 2 for part in word.split("'")):
            continue  # "aren't", "don't"
        origin = question.origin.get(word)
        words.append(f"{word} ({origin})" if origin else word)
    return list(dict.fromkeys(words))
