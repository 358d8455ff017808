"""The builtin NL → QueryDSL generator: offline, deterministic, English and Chinese, no LLM.

Yao's builtin became an LLM agent (reference §7.4); the design wants "template-based generation from
model schema". This generator reads the question once, left to right, with small recognisers that each
consume the words they understood:

1. the table the question is about (its name, label, Chinese synonyms, and the values it mentions);
2. record ids ("order #12");
3. known values sampled from low-cardinality columns ("Apple", "Brazil", "巴西" → Brazil), with
   negation ("not Apple") and joins along foreign keys when the value lives in a related table;
4. dates and relative dates ("in 2010", "March 2024", "last month", "去年");
5. numeric comparisons ("under $100", "more than 5 minutes", "between 10 and 20", "100元以下"),
   attached to the column the unit or a nearby column name points at;
6. superlatives and ordering ("cheapest", "5 longest", "latest", "sorted by price desc", "前3");
7. counts and aggregates ("how many", "average price per brand", "总金额");
8. whatever is left becomes keywords matched with LIKE over the table's text columns.

The result is a gou QueryDSL dict plus an explanation of what was recognised.
"""

from __future__ import annotations

import datetime as dt
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from agentsearch.errors import SearchError
from agentsearch.nlp.jieba_setup import jieba
from agentsearch.nlp.querydsl.analysis import Column, JoinStep, SchemaIndex, Table, ValueEntry
from agentsearch.nlp.querydsl.base import GenerateInput, GenerateOutput
from agentsearch.nlp.querydsl.lexicon import (
    DIRECTION_WORDS,
    QUERY_STOPWORDS,
    QUERY_STOPWORDS_ZH,
    SUPERLATIVES_EN,
    SUPERLATIVES_ZH,
)
from agentsearch.nlp.querydsl.text import Question, find_word, is_cjk, singular, word_pattern
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS
from agentsearch.querydsl.schema import TableSchema

__all__ = ["generate_builtin", "schema_index"]

# ------------------------------------------------------------------------------------ schema cache

_index_cache: dict[tuple[Any, ...], SchemaIndex] = {}
_index_lock = threading.Lock()


def schema_index(schema: Sequence[TableSchema]) -> SchemaIndex:
    """The analysed schema, cached by content (schemas are rebuilt per request from cached parts)."""
    key = tuple(
        (
            t.model,
            t.name,
            t.label,
            t.description,
            tuple((c.name, c.kind, c.label, tuple(c.values)) for c in t.columns),
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


# ------------------------------------------------------------------------------------ patterns

_NUM = r"(\d+(?:,\d{3})*(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)"
_MONEY_PREFIX = r"(?P<cur>\$|usd\s?|us\$|€|£|¥|￥)?\s?"
_MULT = r"(?P<mult>\s?(?:k|thousand|m|million|万|千)(?![a-z]))?"
_UNIT = (
    r"(?P<unit>\s?(?:minutes?|mins?|seconds?|secs?|hours?|hrs?|mb|gb|kb|megabytes?|gigabytes?|bytes?|stars?|"
    r"units?|items?|pieces?|dollars?|bucks|usd|元|块钱|块|美元|分钟|秒钟|秒|小时|星|件|个|兆|mb)(?![a-z]))?"
)
_VALUE = _MONEY_PREFIX + _NUM + _MULT + _UNIT

_CMP_EN = {
    "less than or equal to": "<=",
    "no more than": "<=",
    "not more than": "<=",
    "at most": "<=",
    "up to": "<=",
    "within": "<=",
    "maximum of": "<=",
    "max": "<=",
    "under": "<",
    "below": "<",
    "less than": "<",
    "fewer than": "<",
    "cheaper than": "<",
    "lower than": "<",
    "shorter than": "<",
    "smaller than": "<",
    "<=": "<=",
    "<": "<",
    "greater than or equal to": ">=",
    "at least": ">=",
    "minimum of": ">=",
    "no less than": ">=",
    "more than": ">",
    "greater than": ">",
    "higher than": ">",
    "larger than": ">",
    "bigger than": ">",
    "longer than": ">",
    "more expensive than": ">",
    "over": ">",
    "above": ">",
    "exceeding": ">",
    "exceeds": ">",
    ">=": ">=",
    ">": ">",
    "exactly": "=",
    "equal to": "=",
    "equals": "=",
    "priced at": "=",
    "costing": "=",
    "that cost": "=",
    "which cost": "=",
    "costs": "=",
    "cost": "=",
    "priced": "=",
    "=": "=",
}
_CMP_ZH_BEFORE = {
    "不超过": "<=",
    "不高于": "<=",
    "不多于": "<=",
    "最多": "<=",
    "低于": "<",
    "少于": "<",
    "小于": "<",
    "不到": "<",
    "短于": "<",
    "便宜于": "<",
    "不低于": ">=",
    "不少于": ">=",
    "至少": ">=",
    "高于": ">",
    "大于": ">",
    "超过": ">",
    "多于": ">",
    "长于": ">",
    "贵于": ">",
    "等于": "=",
}
_CMP_ZH_AFTER = {"以下": "<=", "以内": "<=", "之内": "<=", "以上": ">=", "之上": ">="}


def _alternation(words: Sequence[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_RE_BETWEEN = re.compile(
    r"(?:between|from)\s+"
    + _VALUE.replace("?P<", "?P<a_")
    + r"\s*(?:and|to|-|–)\s*"
    + _VALUE.replace("?P<", "?P<b_")
)
_RE_RANGE_ZH = re.compile(
    r"(?:在|介于)?\s*"
    + _VALUE.replace("?P<", "?P<a_")
    + r"\s*(?:到|至|-|~|～|和)\s*"
    + _VALUE.replace("?P<", "?P<b_")
    + r"\s*(?:之间)"
)
_RE_RANGE_DASH = re.compile(
    _MONEY_PREFIX.replace("?P<", "?P<a_")
    + r"(\d+(?:\.\d+)?)\s*(?:-|–|到|至|~)\s*"
    + _VALUE.replace("?P<", "?P<b_")
)
_RE_CMP_EN = re.compile(r"(?<![a-z])(?P<cmp>" + _alternation(list(_CMP_EN)) + r")\s*(?:of\s+|a\s+)?" + _VALUE)
_RE_CMP_ZH = re.compile(r"(?P<cmp>" + _alternation(list(_CMP_ZH_BEFORE)) + r")\s*" + _VALUE)
_RE_CMP_ZH_AFTER = re.compile(_VALUE + r"\s*(?P<cmp>" + _alternation(list(_CMP_ZH_AFTER)) + r")")

_MONTHS = {
    name: index
    for index, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + _alternation(list(_MONTHS)) + r")"
_YEAR = r"(?P<year>(?:19|20)\d{2})"
_ENUM_VALUES = 20
_ISO = r"(\d{4})-(\d{1,2})-(\d{1,2})"
_RE_ISO_RANGE = re.compile(r"(?:between|from)\s+" + _ISO + r"\s*(?:and|to|-|–|until)\s*" + _ISO + r"(?!\d)")
_RE_ISO = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_RE_YEAR_RANGE = re.compile(
    r"(?:between|from)\s+(?P<y1>(?:19|20)\d{2})\s*(?:and|to|-|–)\s*(?P<y2>(?:19|20)\d{2})(?!\d)"
    r"|(?P<y3>(?:19|20)\d{2})\s*(?:年)?\s*(?:到|至|-|–)\s*(?P<y4>(?:19|20)\d{2})\s*年?(?:之间)?"
)
_RE_MONTH_YEAR = re.compile(r"(?:(?:in|during|of)\s+)?" + _MONTH + r"\.?,?\s+(?:of\s+)?" + _YEAR + r"(?!\d)")
_RE_YEAR_MONTH_ZH = re.compile(_YEAR + r"\s*年\s*(?P<m>\d{1,2})\s*月(?:份)?")
_RE_YEAR_MONTH_ISO = re.compile(r"(?<![\d-])" + _YEAR + r"-(?P<m>\d{2})(?![\d-])")
_RE_SINCE = re.compile(
    r"(?P<word>since|after|before|until|till|prior to|from|starting|as of)\s+(?:(?:the\s+)?(?:year\s+)?)"
    r"(?:" + _MONTH + r"\s+)?" + _YEAR + r"(?!\d|-\d)"
)
_RE_SINCE_ZH = re.compile(_YEAR + r"\s*年?\s*(?P<word>以来|以后|之后|以前|之前|后|前)")
_RE_YEAR = re.compile(
    r"(?:(?:in|during|of|for)\s+(?:the\s+year\s+)?)?(?<![\d-])" + _YEAR + r"(?:\s*年(?:度)?)?(?![\d.]|-\d)"
)
_RE_RELATIVE_N = re.compile(
    r"(?:last|past|previous|in the last|in the past|within the last)\s+"
    r"(?P<n>\d+|a|one|two|three|four|five|six|seven|ten|twelve)\s+(?P<unit>days?|weeks?|months?|years?)"
    r"|(?:最近|近|过去|前)\s*(?P<zn>\d+|[一二两三四五六七八九十]+)\s*(?:个)?\s*(?P<zunit>天|日|周|星期|月|年)"
)
_RELATIVE_WORDS = {
    "today": ("day", 0),
    "yesterday": ("day", -1),
    "this week": ("week", 0),
    "last week": ("week", -1),
    "this month": ("month", 0),
    "last month": ("month", -1),
    "previous month": ("month", -1),
    "this year": ("year", 0),
    "last year": ("year", -1),
    "previous year": ("year", -1),
    "今天": ("day", 0),
    "今日": ("day", 0),
    "昨天": ("day", -1),
    "本周": ("week", 0),
    "这周": ("week", 0),
    "上周": ("week", -1),
    "本月": ("month", 0),
    "这个月": ("month", 0),
    "上个月": ("month", -1),
    "上月": ("month", -1),
    "今年": ("year", 0),
    "去年": ("year", -1),
}
_RE_RELATIVE = re.compile(_alternation(list(_RELATIVE_WORDS)))
_WORD_NUMBERS = {
    "a": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "ten": 10,
}
_WORD_NUMBERS["twelve"] = 12

_RE_COUNT = re.compile(
    r"how many|number of|count of|count the|\bcount\b|total number|"
    r"多少个|多少条|多少位|多少家|多少款|多少张|多少首|有多少|几个|几条|几位|几款|几首|总数|个数|数目"
)
_RE_AVG = re.compile(r"\baverage\b|\bavg\b|\bmean\b|平均")
_RE_SUM = re.compile(
    r"sum of|\bsum\b|total (?:revenue|sales|amount|spent|spending|value|price|cost)|how much|\brevenue\b|"
    r"总金额|总销售额|总收入|总额|总和|合计|一共|总计"
)
_RE_MAX = re.compile(r"\b(?:maximum|max)\b|最大值")
_RE_MIN = re.compile(r"\b(?:minimum|min)\b|最小值")
_RE_GROUP = re.compile(
    r"(?:\bper\b|\bby\b|for each|in each|each|every|grouped by|group by|每个|每一个|各个|各|按|按照)\s*"
)
_RE_TOP = re.compile(
    r"(?:\btop\b|\bfirst\b|前)\s*(?P<n>\d+|[一二两三四五六七八九十]+|(?:two|three|four|five|six|seven|ten)\b)"
    r"|(?P<n2>\d+)\s*(?:个|条|款)?\s*(?=最)"
    r"|(?P<n3>\d+|[一二两三四五六七八九十]+)\s*(?:个|条|款|首|张|位|家|件|部|本)"
)
_RE_LEADING_N = re.compile(
    r"(?<![\d.$])\b(?P<n>\d{1,3}|two|three|four|five|six|seven|ten)\s+(?=(?:most|least|\w+est)\b)"
)
_RE_TRAILING_N = re.compile(
    r"\s+(?P<n>\d{1,3}|two|three|four|five|six|seven|ten)\b"
    r"(?![.,]?\d|\s*(?:%|\$|-?stars?\b|dollars?\b|minutes?\b|seconds?\b|[kmg]b\b|k\b))"
)
_RE_SORT = re.compile(
    r"(?:sorted by|sort by|order by|ordered by|ranked by|arranged by|按照|按)\s*(?P<rest>[^,.;，。；]{1,40})"
)
_RE_HIGHEST = re.compile(
    r"\b(?P<dir>highest|lowest|most|least|largest|smallest|biggest)\s+(?P<rest>[a-z][\w ]{0,30})"
)
_RE_NEGATION = re.compile(
    r"(?:\bnot\b(?:\s+(?:from|by|in|made by))?|\bexcept(?:\s+for)?|\bexcluding|\bwithout|\bother than|"
    r"\bnon-?|\bbesides|不是|除了|除|非|不包括|排除|不含)\s*$"
)
_NUMERIC_CONTEXT = (
    r"(?:between|than|under|over|below|above|at least|at most|up to|and|to|-|\$|"
    r"价格|低于|高于|超过|大于|小于|不超过)\s*\$?\s*$"
)
_RE_ID = re.compile(r"(?:#|\bid\s*(?:=|is|:)?\s*|编号\s*)(?P<id>\d+)\b")
_EN_TOKEN = re.compile(r"[a-z0-9][a-z0-9'&+\-]*[a-z0-9]|[a-z0-9]")


@dataclass
class _Plan:
    index: SchemaIndex
    primary: Table
    joins: list[JoinStep] = field(default_factory=list)
    wheres: list[dict[str, Any]] = field(default_factory=list)
    orders: list[dict[str, Any]] = field(default_factory=list)
    select: list[str] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    havings: list[dict[str, Any]] = field(default_factory=list)
    limit: int | None = None
    explain: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def reachable(self, table: Table) -> bool:
        return table is self.primary or self.index.path(self.primary.name, table.name) is not None

    def field_of(self, column: Column) -> str:
        if column.table is self.primary:
            return column.name
        route = self.index.path(self.primary.name, column.table.name)
        if route is None:
            raise SearchError(f"{column.table.name} is not related to {self.primary.name}")
        for step in route:
            if step not in self.joins:
                self.joins.append(step)
        return f"{column.table.name}.{column.name}"

    @property
    def multiplies(self) -> bool:
        return any(step.reverse for step in self.joins)


# ------------------------------------------------------------------------------------ entry point


def generate_builtin(inp: GenerateInput) -> GenerateOutput:
    """Turn `inp.query` into a QueryDSL over `inp.schema` (no network, no randomness)."""
    if not inp.schema:
        raise SearchError("no schema to generate a QueryDSL from")
    index = schema_index(inp.schema)
    question = Question(_current_request(inp.query))
    now = inp.now or dt.datetime.now()
    value_hits = _find_values(question, index)
    primary = _pick_primary(question, index, value_hits)
    plan = _Plan(index, primary)
    _consume_table_words(question, primary)
    understood = False
    understood |= _ids(question, plan)
    understood |= _apply_values(question, plan, value_hits)
    understood |= _dates(question, plan, now)
    understood |= _stock(question, plan)
    understood |= _missing(question, plan)
    understood |= _related_counts(question, plan)
    understood |= _numbers(question, plan)
    understood |= _aggregates(question, plan)
    understood |= _ordering(question, plan)
    keywords = _keywords(question, plan)
    mentioned = any(find_word(question.text, w) >= 0 for w in primary.words)
    if keywords:
        if not understood and not mentioned:
            plan.warnings.append(
                f"no table, column or value recognised; searching the text of {primary.name} for the words"
            )
        understood |= _keyword_filter(plan, keywords)
    if not understood and not mentioned:
        names = ", ".join(t.name for t in index.tables)
        raise SearchError(f"could not relate the question to the tables ({names})")
    return GenerateOutput(dsl=_dsl(plan, inp), explain="; ".join(plan.explain), warnings=plan.warnings)


def _current_request(query: str) -> str:
    """Auto search may send the conversation wrapper (reference §3); the last request is the question."""
    marker = "Current user request:"
    return query.rsplit(marker, 1)[1].strip() if marker in query else query.strip()


def _dsl(plan: _Plan, inp: GenerateInput) -> dict[str, Any]:
    dsl: dict[str, Any] = {"from": plan.primary.name}
    if plan.select:
        dsl["select"] = plan.select
    if plan.joins:
        dsl["joins"] = [
            {
                "from": step.table,
                "key": f"{step.table}.{step.key}",
                "foreign": f"{step.foreign_table}.{step.foreign}",
            }
            for step in plan.joins
        ]
    if plan.wheres:
        dsl["wheres"] = plan.wheres
    if plan.groups:
        dsl["groups"] = plan.groups
    if plan.havings:
        dsl["havings"] = plan.havings
    if plan.orders:
        dsl["orders"] = plan.orders
    limit = plan.limit or inp.limit or 20
    dsl["limit"] = min(limit, inp.limit) if inp.limit else limit
    return dsl


# ------------------------------------------------------------------------------------ tables


@dataclass
class _ValueHit:
    start: int
    end: int
    entry: ValueEntry


def _find_values(question: Question, index: SchemaIndex) -> list[_ValueHit]:
    hits: list[_ValueHit] = []
    taken = [False] * len(question.text)
    for entry in index.values:  # longest phrases first
        if entry.phrase not in question.text:
            continue
        for match in word_pattern(entry.phrase).finditer(question.text):
            if any(taken[match.start() : match.end()]):
                same = [h for h in hits if h.start == match.start() and h.end == match.end()]
                if same:
                    hits.append(_ValueHit(match.start(), match.end(), entry))
                continue
            for i in range(match.start(), match.end()):
                taken[i] = True
            hits.append(_ValueHit(match.start(), match.end(), entry))
    return hits


def _pick_primary(question: Question, index: SchemaIndex, hits: list[_ValueHit]) -> Table:
    best = index.tables[0]
    best_score = -1.0
    chinese = is_cjk(question.text)
    for position, table in enumerate(index.tables):
        score = 0.0
        for word in table.words:
            at = find_word(question.text, word)
            if at >= 0:
                # an earlier mention is the subject: "orders of customers from Brazil" is about orders
                where = at / max(1, len(question.text))
                # English puts the subject first ("orders of Apple products"); Chinese puts the head noun
                # last ("有超过5个订单的客户" is about customers)
                score = max(score, 3.0 + (where if chinese else 1 - where) + 0.01 * len(word))
        score += 0.3 * len({id(h) for h in hits if h.entry.column.table is table})
        score -= 0.001 * position
        if score > best_score:
            best, best_score = table, score
    return best


def _consume_table_words(question: Question, table: Table) -> None:
    for word in sorted(table.words, key=len, reverse=True):
        for match in question.finditer(word_pattern(word)):
            question.consume(match.start(), match.end())


# ------------------------------------------------------------------------------------ recognisers


def _ids(question: Question, plan: _Plan) -> bool:
    key = plan.primary.schema.primary_key
    column = next((c for c in plan.primary.columns if c.name == key), None)
    if column is None:
        return False
    found = False
    for match in question.finditer(_RE_ID):
        plan.wheres.append({"field": column.name, "op": "=", "value": int(match.group("id"))})
        plan.explain.append(f"{column.name} = {match.group('id')}")
        question.consume(match.start(), match.end())
        found = True
    return found


def _apply_values(question: Question, plan: _Plan, hits: list[_ValueHit]) -> bool:
    by_span: dict[tuple[int, int], list[_ValueHit]] = {}
    for hit in hits:
        if question.free(hit.start, hit.end):
            by_span.setdefault((hit.start, hit.end), []).append(hit)
    chosen: list[tuple[_ValueHit, bool]] = []
    for (start, end), options in sorted(by_span.items()):
        options = [h for h in options if plan.reachable(h.entry.column.table)]
        if not options:
            continue
        options.sort(key=lambda h: _value_rank(question, plan, h))
        hit = options[0]
        negation = _RE_NEGATION.search(question.text[max(0, start - 16) : start])
        if negation:
            question.consume(start - len(negation.group(0)), start)
        question.consume(start, end)
        chosen.append((hit, negation is not None))
    groups: dict[tuple[int, bool], list[tuple[Column, str]]] = {}
    for hit, negated in chosen:
        key = (id(hit.entry.column), negated)
        values = groups.setdefault(key, [])
        if hit.entry.value not in [v for _, v in values]:
            values.append((hit.entry.column, hit.entry.value))
    for (_, negative), values in groups.items():
        negated = negative
        column = values[0][0]
        name = plan.field_of(column)
        literal = [v for _, v in values]
        if len(literal) == 1:
            plan.wheres.append({"field": name, "op": "<>" if negated else "=", "value": literal[0]})
        else:
            plan.wheres.append({"field": name, "op": "notin" if negated else "in", "value": literal})
        plan.explain.append(
            f"{name} {'not ' if negated else ''}in {literal}"
            if len(literal) > 1
            else f"{name} {'<>' if negated else '='} {literal[0]!r}"
        )
    return bool(chosen)


def _value_rank(question: Question, plan: _Plan, hit: _ValueHit) -> tuple[int, int, int, int, int]:
    column = hit.entry.column
    route = (
        [] if column.table is plan.primary else plan.index.path(plan.primary.name, column.table.name) or []
    )
    hops = len(route)
    reverse = sum(1 for step in route if step.reverse)
    # a column named just before the value wins ("country Brazil", "genre rock")
    before = question.text[max(0, hit.start - 24) : hit.start]
    named = 0 if any(find_word(before, w) >= 0 for w in column.words) else 1
    exact = 0 if hit.entry.phrase == hit.entry.value.lower() else 1
    # "tracks by Queen": the artist named Queen, not a track whose composer field says Queen
    entity = 0 if column.is_entity_name else 1
    return (named, entity, reverse, hops, exact)


# ------------------------------------------------------------------------------------ dates


def _dates(question: Question, plan: _Plan, now: dt.datetime) -> bool:
    found = False
    while True:
        step = _one_date(question, plan, now)
        if step is None:
            return found
        found = True


def _date_column(question: Question, plan: _Plan, near: int) -> Column | None:
    candidates = plan.primary.role("date")
    if not candidates:
        return None
    window = question.text[max(0, near - 30) : near + 30]
    for column in candidates:
        if any(find_word(window, w) >= 0 for w in column.words if w not in ("date", "time")):
            return column
    return candidates[0]


def _one_date(question: Question, plan: _Plan, now: dt.datetime) -> bool | None:
    text = question
    match = text.search(_RE_YEAR_RANGE)
    if match:
        y1 = int(match.group("y1") or match.group("y3"))
        y2 = int(match.group("y2") or match.group("y4"))
        return _date_range(question, plan, match, dt.date(min(y1, y2), 1, 1), dt.date(max(y1, y2) + 1, 1, 1))
    match = text.search(_RE_ISO_RANGE)
    if match:
        try:
            first = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
            last = dt.date(int(match.group(4)), int(match.group(5)), int(match.group(6)))
        except ValueError:
            return None
        first, last = sorted((first, last))
        return _date_range(question, plan, match, first, last + dt.timedelta(days=1))
    match = text.search(_RE_ISO)
    if match:
        try:
            day = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
        except ValueError:
            return None
        before = question.text[max(0, match.start() - 12) : match.start()]
        word = re.search(r"(?:before|until|prior to|after|since|from)\s*$", before)
        if word:
            op = "<" if word.group(0).strip() in ("before", "until", "prior to") else ">="
            return _date_bound(question, plan, match, op, day, extra=len(before) - word.start())
        return _date_range(question, plan, match, day, day + dt.timedelta(days=1))
    match = text.search(_RE_RELATIVE_N)
    if match:
        n = _small_number(match.group("n") or match.group("zn"))
        unit = (match.group("unit") or match.group("zunit") or "day").rstrip("s")
        unit = {"天": "day", "日": "day", "周": "week", "星期": "week", "月": "month", "年": "year"}.get(
            unit, unit
        )
        start = _shift(now.date(), unit, -n)
        return _date_range(question, plan, match, start, now.date() + dt.timedelta(days=1))
    match = text.search(_RE_RELATIVE)
    if match:
        unit, offset = _RELATIVE_WORDS[match.group(0)]
        start = _period_start(now.date(), unit, offset)
        return _date_range(question, plan, match, start, _shift(start, unit, 1))
    match = text.search(_RE_SINCE)
    if match:
        year = int(match.group("year"))
        month = _MONTHS.get(match.group("month") or "", 0)
        start = dt.date(year, month or 1, 1)
        end = _shift(start, "month" if month else "year", 1)
        since = match.group("word")
        if since in ("before", "prior to"):
            return _date_bound(question, plan, match, "<", start)
        if since in ("until", "till"):
            return _date_bound(question, plan, match, "<", end)
        return _date_bound(question, plan, match, ">=", end if since == "after" else start)
    match = text.search(_RE_SINCE_ZH)
    if match:
        start = dt.date(int(match.group("year")), 1, 1)
        since = match.group("word")
        if since in ("以前", "之前", "前"):
            return _date_bound(question, plan, match, "<", start)
        return _date_bound(
            question, plan, match, ">=", start if since == "以来" else _shift(start, "year", 1)
        )
    for pattern in (_RE_MONTH_YEAR, _RE_YEAR_MONTH_ZH, _RE_YEAR_MONTH_ISO):
        match = text.search(pattern)
        if match:
            month = _MONTHS.get(match.groupdict().get("month") or "", 0) or int(
                match.groupdict().get("m") or 0
            )
            if 1 <= month <= 12:
                start = dt.date(int(match.group("year")), month, 1)
                return _date_range(question, plan, match, start, _shift(start, "month", 1))
    match = text.search(_RE_YEAR)
    if match and _year_is_date(question, match):
        year = int(match.group("year"))
        return _date_range(question, plan, match, dt.date(year, 1, 1), dt.date(year + 1, 1, 1))
    return None


def _year_is_date(question: Question, match: re.Match[str]) -> bool:
    """A bare 4-digit number is a year unless money or a unit is attached to it."""
    before = question.text[max(0, match.start() - 25) : match.start()]
    after = question.text[match.end() : match.end() + 8]
    if re.search(_NUMERIC_CONTEXT, before):
        return False
    return not re.match(r"\s*(?:dollars|usd|元|块|ms|mb|bytes|units|minutes|seconds)", after)


def _date_range(question: Question, plan: _Plan, match: re.Match[str], start: dt.date, end: dt.date) -> bool:
    column = _date_column(question, plan, match.start())
    question.consume(match.start(), match.end())
    if column is None:
        return _year_column(plan, start, end)
    name = plan.field_of(column)
    plan.wheres.append({"field": name, "op": ">=", "value": start.isoformat()})
    plan.wheres.append({"field": name, "op": "<", "value": end.isoformat()})
    plan.explain.append(f"{start.isoformat()} <= {name} < {end.isoformat()}")
    return True


def _date_bound(
    question: Question, plan: _Plan, match: re.Match[str], op: str, day: dt.date, extra: int = 0
) -> bool:
    column = _date_column(question, plan, match.start())
    question.consume(match.start() - extra, match.end())
    if column is None:
        plan.warnings.append("the question names a date but the table has no date column")
        return True
    name = plan.field_of(column)
    plan.wheres.append({"field": name, "op": op, "value": day.isoformat()})
    plan.explain.append(f"{name} {op} {day.isoformat()}")
    return True


def _year_column(plan: _Plan, start: dt.date, end: dt.date) -> bool:
    year_column = next((c for c in plan.primary.columns if c.numeric and "year" in c.name.lower()), None)
    if year_column is None:
        plan.warnings.append("the question names a date but the table has no date column")
        return True
    if end.year - start.year <= 1 and start.month == 1 and end.month == 1:
        plan.wheres.append({"field": year_column.name, "op": "=", "value": start.year})
    else:
        plan.wheres.append({"field": year_column.name, "op": ">=", "value": start.year})
        plan.wheres.append({"field": year_column.name, "op": "<", "value": end.year})
    plan.explain.append(f"{year_column.name} from {start.year}")
    return True


def _period_start(today: dt.date, unit: str, offset: int) -> dt.date:
    if unit == "day":
        return today + dt.timedelta(days=offset)
    if unit == "week":
        monday = today - dt.timedelta(days=today.weekday())
        return monday + dt.timedelta(weeks=offset)
    if unit == "month":
        return _shift(today.replace(day=1), "month", offset)
    return dt.date(today.year + offset, 1, 1)


def _shift(day: dt.date, unit: str, amount: int) -> dt.date:
    if unit == "day":
        return day + dt.timedelta(days=amount)
    if unit == "week":
        return day + dt.timedelta(weeks=amount)
    if unit == "month":
        month = day.month - 1 + amount
        year = day.year + month // 12
        month = month % 12 + 1
        return dt.date(year, month, min(day.day, 28 if month == 2 else 30 if month in (4, 6, 9, 11) else 31))
    try:
        return day.replace(year=day.year + amount)
    except ValueError:
        return day.replace(year=day.year + amount, day=28)


# ------------------------------------------------------------------------------------ numbers

_ZH_DIGITS = {
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}


def _small_number(text: str | None) -> int:
    if not text:
        return 1
    if text.isascii() and text.isdigit():
        return int(text)
    if text in _WORD_NUMBERS:
        return _WORD_NUMBERS[text]
    return int(_zh_number(text))


def _zh_number(text: str) -> float:
    total, current = 0, 0
    for ch in text:
        if ch in _ZH_DIGITS:
            current = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            unit = _ZH_UNITS[ch]
            total += (current or 1) * unit
            current = 0
    return float(total + current)


def _parse_number(raw: str) -> float:
    if raw and raw[0].isascii() and raw[0].isdigit():
        return float(raw.replace(",", ""))
    return _zh_number(raw)


def _multiplier(mult: str | None) -> float:
    word = (mult or "").strip()
    return {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "万": 1e4, "千": 1e3}.get(word, 1.0)


def _unit_role(unit: str | None, currency: str | None) -> tuple[str, str]:
    """(role, unit family) of what follows a number."""
    if currency:
        return "money", ""
    word = (unit or "").strip()
    if not word:
        return "", ""
    if word in ("dollars", "dollar", "bucks", "usd", "元", "块钱", "块", "美元"):
        return "money", ""
    if word.startswith(("min", "分钟")):
        return "duration", "minute"
    if word.startswith(("sec", "秒")):
        return "duration", "second"
    if word.startswith(("hour", "hr", "小时")):
        return "duration", "hour"
    if word in ("mb", "megabyte", "megabytes", "兆"):
        return "size", "mb"
    if word in ("gb", "gigabyte", "gigabytes"):
        return "size", "gb"
    if word == "kb":
        return "size", "kb"
    if word.startswith("byte"):
        return "size", "byte"
    if word.startswith(("star", "星")):
        return "rating", ""
    return "quantity", ""


def _convert(value: float, family: str, column: Column) -> float:
    name = column.name.lower()
    if family in ("minute", "second", "hour"):
        seconds = value * {"minute": 60, "second": 1, "hour": 3600}[family]
        if "milli" in name or name.endswith("_ms"):
            return seconds * 1000
        if "minute" in name:
            return seconds / 60
        return seconds
    if family in ("mb", "gb", "kb"):
        factor = {"kb": 1024, "mb": 1024**2, "gb": 1024**3}[family]
        return value * factor if "byte" in name or "size" in name else value
    return value


_RE_OUT_OF_STOCK = re.compile(r"out of stock|sold out|unavailable|缺货|无货|没货|售罄")
_RE_IN_STOCK = re.compile(r"\bin stock\b|\bavailable\b|有货|有库存")


def _stock(question: Question, plan: _Plan) -> bool:
    """ "out of stock" / "in stock": the quantity column is 0 / above 0."""
    columns = [c for c in plan.primary.role("quantity") if "stock" in c.name.lower() or "库存" in c.words]
    if not columns:
        return False
    for pattern, op in ((_RE_OUT_OF_STOCK, "="), (_RE_IN_STOCK, ">")):
        match = question.search(pattern)
        if match and not re.search(r"\d", question.text[max(0, match.start() - 20) : match.start()]):
            question.consume(match.start(), match.end())
            plan.wheres.append({"field": columns[0].name, "op": op, "value": 0})
            plan.explain.append(f"{columns[0].name} {op} 0")
            return True
    return False


_COUNT_OPS = {
    "more than": ">",
    "over": ">",
    "at least": ">=",
    "fewer than": "<",
    "less than": "<",
    "at most": "<=",
    "exactly": "=",
    "超过": ">",
    "多于": ">",
    "大于": ">",
    "至少": ">=",
    "少于": "<",
    "不到": "<",
    "最多": "<=",
}
_RE_RELATED_COUNT = re.compile(
    r"(?:with|having|who have|who has|that have|that has|who placed|who made|who bought|who ordered)\s+"
    r"(?P<cmp>more than|over|at least|fewer than|less than|at most|exactly)\s+"
    r"(?P<n>\d+|[a-z]+)\s+(?P<word>[a-z_]+)"
    r"|(?P<zword>[\u4e00-\u9fff]{2,3})(?:数|数量)?\s*(?P<zcmp>超过|多于|大于|至少|少于|不到|最多)\s*"
    r"(?P<zn>\d+|[一二两三四五六七八九十]+)\s*(?:个|张|首|条|笔|次)?"
    r"|(?:有)?(?P<zcmp2>超过|多于|大于|至少|少于|不到|最多)\s*(?P<zn2>\d+|[一二两三四五六七八九十]+)\s*"
    r"(?:个|张|首|条|笔|次)?\s*(?P<zword2>[\u4e00-\u9fff]{2,3})"
)


def _related_counts(question: Question, plan: _Plan) -> bool:
    """ "customers with more than 5 orders": group the main table, count a table that points at it."""
    key = plan.primary.schema.primary_key
    if not key:
        return False
    for match in list(question.finditer(_RE_RELATED_COUNT)):
        word = match.group("word") or match.group("zword") or match.group("zword2") or ""
        cmp = match.group("cmp") or match.group("zcmp") or match.group("zcmp2") or ""
        number = match.group("n") or match.group("zn") or match.group("zn2") or ""
        if number.isalpha() and number.isascii() and number not in _WORD_NUMBERS:
            continue
        other = _table_named(plan, word)
        if other is None:
            continue
        route = plan.index.path(plan.primary.name, other.name)
        if not route or not route[0].reverse:
            continue  # only tables that point at the main one can be counted per row
        other_key = other.schema.primary_key or other.columns[0].name
        plan.field_of(next(c for c in other.columns if c.name == other_key))
        question.consume(match.start(), match.end())
        op = _COUNT_OPS[cmp]
        count = f":count(distinct {other.name}.{other_key})"
        plan.select = [f"{plan.primary.name}.{c.name}" for c in plan.primary.columns]
        plan.groups.append(f"{plan.primary.name}.{key}")
        plan.havings.append({"field": count, "op": op, "value": _small_number(number)})
        plan.explain.append(f"{count} {op} {number} per {plan.primary.name}")
        return True
    return False


def _table_named(plan: _Plan, word: str) -> Table | None:
    for table in plan.index.tables:
        if table is plan.primary:
            continue
        if word in table.words or singular(word) in table.words:
            return table
        if is_cjk(word) and any(w in word or word in w for w in table.words if is_cjk(w)):
            return table
    return None


_RE_MISSING = re.compile(
    r"(?P<neg>without(?: an?)?|with no|missing(?: an?)?|lacking(?: an?)?|no)\s+(?P<word>[a-z_]+)"
    r"|(?P<pos>with(?: an?)?|having(?: an?)?)\s+(?P<word2>[a-z_]+)"
    r"|(?P<zneg>没有|无|缺少)(?P<zword>[\u4e00-\u9fff]{2,3})"
)


def _missing(question: Question, plan: _Plan) -> bool:
    """ "tracks without a composer" → Composer IS NULL; "with a composer" → IS NOT NULL."""
    found = False
    for match in list(question.finditer(_RE_MISSING)):
        word = match.group("word") or match.group("word2") or match.group("zword") or ""
        column = next(
            (
                c
                for c in plan.primary.columns
                if c.schema.nullable
                and not c.schema.primary
                and (word in c.words or singular(word) in c.words)
            ),
            None,
        )
        if column is None:
            continue
        if match.group("pos") and not column.schema.nullable:
            continue
        if match.group("pos") and (column.numeric or column.is_date):
            continue  # "with price ..." is a comparison, not a presence test
        op = "notnull" if match.group("pos") else "null"
        question.consume(match.start(), match.end())
        plan.wheres.append({"field": column.name, "op": op})
        plan.explain.append(f"{column.name} {'is not' if op == 'notnull' else 'is'} null")
        found = True
    return found


def _numbers(question: Question, plan: _Plan) -> bool:
    found = False
    for pattern in (_RE_BETWEEN, _RE_RANGE_ZH, _RE_RANGE_DASH):
        for match in list(question.finditer(pattern)):
            groups = match.groupdict()
            low = _parse_number(_group_number(match, "a")) * _multiplier(groups.get("a_mult"))
            high = _parse_number(_group_number(match, "b")) * _multiplier(groups.get("b_mult"))
            unit = groups.get("b_unit") or groups.get("a_unit")
            role, family = _unit_role(unit, groups.get("a_cur") or groups.get("b_cur"))
            column = _numeric_column(question, plan, match, role)
            question.consume(match.start(), match.end())
            if column is None:
                continue
            name = plan.field_of(column)
            low, high = sorted((_convert(low, family, column), _convert(high, family, column)))
            plan.wheres.append({"field": name, "op": ">=", "value": _clean(low)})
            plan.wheres.append({"field": name, "op": "<=", "value": _clean(high)})
            plan.explain.append(f"{_clean(low)} <= {name} <= {_clean(high)}")
            found = True
    for pattern, table in (
        (_RE_CMP_EN, _CMP_EN),
        (_RE_CMP_ZH, _CMP_ZH_BEFORE),
        (_RE_CMP_ZH_AFTER, _CMP_ZH_AFTER),
    ):
        for match in list(question.finditer(pattern)):
            op = table[match.group("cmp")]
            value = _parse_number(_group_number(match, "")) * _multiplier(match.group("mult"))
            role, family = _unit_role(match.group("unit"), match.group("cur"))
            if not role and match.group("cmp") in (
                "cheaper than",
                "more expensive than",
                "priced at",
                "costing",
            ):
                role = "money"
            if not role and match.group("cmp") in ("longer than", "shorter than"):
                role = "duration"
            column = _numeric_column(question, plan, match, role)
            question.consume(match.start(), match.end())
            if column is None:
                continue
            name = plan.field_of(column)
            converted = _clean(_convert(value, family, column))
            plan.wheres.append({"field": name, "op": op, "value": converted})
            plan.explain.append(f"{name} {op} {converted}")
            found = True
    return found


def _group_number(match: re.Match[str], prefix: str) -> str:
    """The number group of a value pattern (its position differs between the patterns)."""
    groups = [g for g in match.groups() if g is not None]
    numbers = [
        g for g in groups if re.fullmatch(r"\d+(?:,\d{3})*(?:\.\d+)?|[零一二两三四五六七八九十百千万]+", g)
    ]
    if prefix == "b":
        return numbers[-1]
    return numbers[0]


def _clean(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 6)


def _numeric_column(question: Question, plan: _Plan, match: re.Match[str], role: str) -> Column | None:
    tables = [plan.primary] + [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    # 1. a numeric column named near the comparison ("rating above 4", "with more than 100 units in stock")
    before = question.text[max(0, match.start() - 30) : match.start()]
    after = question.text[match.end() : match.end() + 25]
    best: tuple[int, Column] | None = None
    for table in tables:
        for column in table.numeric():
            if role and role not in column.roles and role != "quantity":
                continue
            for word in column.words:
                at = before.rfind(word) if is_cjk(word) else _rfind_word(before, word)
                distance = len(before) - at if at >= 0 else None
                after_at = find_word(after, word)
                if after_at >= 0 and (distance is None or after_at < distance):
                    distance = after_at + 1
                if distance is not None and (best is None or distance < best[0]):
                    best = (distance + (0 if table is plan.primary else 5), column)
    if best is not None:
        return best[1]
    # 2. the column the unit points at, else a money column, else the only numeric column
    for wanted in [role] if role else ["money"]:
        for table in tables:
            columns = table.role(wanted)
            if columns:
                return columns[0]
    numeric = plan.primary.numeric()
    if len(numeric) == 1:
        return numeric[0]
    plan.warnings.append(f"could not tell which column the number {match.group(0).strip()!r} is about")
    return None


def _rfind_word(text: str, word: str) -> int:
    last = -1
    start = 0
    while True:
        at = find_word(text, word, start)
        if at < 0:
            return last
        last, start = at, at + 1


# ------------------------------------------------------------------------------------ aggregates


def _aggregates(question: Question, plan: _Plan) -> bool:
    key = plan.primary.schema.primary_key
    count = question.search(_RE_COUNT)
    average = question.search(_RE_AVG)
    total = question.search(_RE_SUM) or _total_of(question, plan)
    maximum = question.search(_RE_MAX)
    minimum = question.search(_RE_MIN)
    expression = ""
    label = ""
    if average or total or (maximum and not count) or (minimum and not count):
        match = average or total or maximum or minimum
        assert match is not None
        func = "avg" if average else "sum" if total else "max" if maximum else "min"
        column = _mentioned_numeric(question, plan, match.start())
        if column is None:
            return False
        question.consume(match.start(), match.end())
        name = plan.field_of(column)
        label = f"{func}_{column.name}".lower()
        expression = f":{func}({name}) as {label}"
    elif count:
        question.consume(count.start(), count.end())
        target = f"{plan.primary.name}.{key}" if key else "*"
        label = "count"
        expression = f":count(distinct {target}) as count" if key else ":count(*) as count"
    if not expression:
        return False
    group = _group_column(question, plan)
    if group is not None:
        name = plan.field_of(group)
        plan.groups.append(name)
        plan.select = [name, expression]
        plan.orders.append({"field": label, "sort": "desc"})
        plan.explain.append(f"{expression} per {name}")
    else:
        plan.select = [expression]
        plan.explain.append(expression)
    return True


def _total_of(question: Question, plan: _Plan) -> re.Match[str] | None:
    """ "total length", "total bytes": the sum of a numeric column named right after "total"."""
    for match in question.finditer(re.compile(r"\btotal\s+(?P<w1>[a-z]+)(?:\s+(?P<w2>[a-z]+))?")):
        for column in plan.primary.numeric():
            if column.name.lower() == "total":
                continue
            if match.group("w1") in column.words or (match.group("w2") or "") in column.words:
                return match
    return None


def _mentioned_numeric(question: Question, plan: _Plan, near: int) -> Column | None:
    tables = [plan.primary] + [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    rest = question.text[near:]
    best: tuple[int, Column] | None = None
    for table in tables:
        for column in table.numeric():
            for word in column.words:
                at = find_word(rest, word)
                if at >= 0 and (best is None or at < best[0]):
                    best = (at + (0 if table is plan.primary else 3), column)
    if best is not None:
        return best[1]
    for role in ("money", "duration", "quantity", "rating"):
        found = plan.primary.role(role)
        if found:
            return found[0]
    return None


def _group_column(question: Question, plan: _Plan) -> Column | None:
    tables = [plan.primary] + [t for t in plan.index.tables if t is not plan.primary and plan.reachable(t)]
    for match in question.finditer(_RE_GROUP):
        rest = question.text[match.end() : match.end() + 30]
        best: tuple[int, int, Column] | None = None
        for table in tables:
            for column in table.columns:
                if not (column.is_text or column.is_date or column.kind == "boolean"):
                    continue
                names = column.words
                if column.name.lower() in ("name", "title"):
                    names = names | {table.name.lower(), singular(table.name.lower())}
                for word in names:
                    at = find_word(rest, word)
                    if 0 <= at <= 4 and (best is None or (at, -len(word)) < (best[0], -best[1])):
                        best = (at, len(word), column)
        if best is not None:
            question.consume(match.start(), match.end() + best[0] + best[1])
            return best[2]
    return None


# ------------------------------------------------------------------------------------ ordering


def _ordering(question: Question, plan: _Plan) -> bool:
    if plan.groups or plan.select:
        return False  # aggregates have their own order (or none)
    found = False
    limit: int | None = None
    top = question.search(_RE_TOP)
    if top:
        limit = _small_number(top.group("n") or top.group("n2") or top.group("n3"))
        question.consume(top.start(), top.end())
    lead = question.search(_RE_LEADING_N)
    if lead and limit is None:
        limit = _small_number(lead.group("n"))
        question.consume(lead.start(), lead.end())
    for words, zh in ((SUPERLATIVES_ZH, True), (SUPERLATIVES_EN, False)):
        for word in sorted(words, key=len, reverse=True):
            at = question.text.find(word) if zh else find_word(question.text, word)
            if at < 0 or not question.free(at, at + len(word)):
                continue
            role, direction = words[word]
            column = _role_column(question, plan, role, at)
            if column is None:
                continue
            question.consume(at, at + len(word))
            if limit is None and not zh:
                limit = _trailing_count(question, at + len(word))
            name = plan.field_of(column)
            plan.orders.append({"field": name, "sort": direction})
            plan.explain.append(f"order by {name} {direction}")
            found = True
            break
        if found:
            break
    if not found:
        found = _explicit_order(question, plan)
    if found and limit is None and _singular(question, plan):
        limit = 1
    if limit:
        plan.limit = limit
        plan.explain.append(f"limit {limit}")
    return found or limit is not None


def _trailing_count(question: Question, end: int) -> int | None:
    """The count after a superlative ("latest 3 orders", "cheapest four products"), consumed."""
    match = _RE_TRAILING_N.match(question.text, end)
    if match is None or not question.free(match.start("n"), match.end("n")):
        return None
    question.consume(match.start("n"), match.end("n"))
    return _small_number(match.group("n"))


def _role_column(question: Question, plan: _Plan, role: str, at: int) -> Column | None:
    rest = question.text[at : at + 40]
    for column in plan.primary.numeric() + plan.primary.role("date"):
        if role in column.roles and any(find_word(rest, w) >= 0 for w in column.words):
            return column
    columns = plan.primary.role(role)
    if columns:
        return columns[0]
    if role == "size":
        fallback = plan.primary.role("money") or plan.primary.role("quantity")
        return fallback[0] if fallback else None
    return None


def _explicit_order(question: Question, plan: _Plan) -> bool:
    for pattern in (_RE_SORT, _RE_HIGHEST):
        for match in question.finditer(pattern):
            rest = match.group("rest")
            column = None
            position = len(rest)
            for candidate in plan.primary.columns:
                for word in candidate.words:
                    at = find_word(rest, word)
                    if 0 <= at < position:
                        column, position = candidate, at
            if column is None:
                continue
            direction = "asc"
            if pattern is _RE_HIGHEST:
                direction = (
                    "desc" if match.group("dir") in ("highest", "most", "largest", "biggest") else "asc"
                )
            tail_start = match.start()
            tail = question.text[tail_start : match.end() + 20]
            for word, value in DIRECTION_WORDS.items():
                at = tail.find(word)
                if at >= 0:
                    direction = value
                    question.consume(tail_start + at, tail_start + at + len(word))
                    break
            question.consume(match.start(), match.end())
            name = plan.field_of(column)
            plan.orders.append({"field": name, "sort": direction})
            plan.explain.append(f"order by {name} {direction}")
            return True
    return False


def _singular(question: Question, plan: _Plan) -> bool:
    """Whether the question asks for one record ("the cheapest product", "最贵的商品")."""
    text = question.text
    if is_cjk(text):
        return not any(marker in text for marker in ("哪些", "些", "列出", "所有"))
    name = plan.primary.name.lower()
    plural_forms = {name, name + "s"} if not name.endswith("s") else {name}
    if any(find_word(text, form) >= 0 for form in plural_forms):
        return False
    return not re.search(r"\b(?:all|list|those|which ones|ones)\b", text)


# ------------------------------------------------------------------------------------ keywords


def _keywords(question: Question, plan: _Plan) -> list[str]:
    remaining = question.remaining()
    words: list[str] = []
    column_words = {w for t in plan.index.tables for c in t.columns for w in c.words}
    table_words = {w for t in plan.index.tables for w in t.words}
    skip = EN_STOPWORDS | QUERY_STOPWORDS | column_words | table_words | plan.index.vocabulary
    for token in _EN_TOKEN.findall(remaining):
        word = token.strip("'-")
        if len(word) < 2 or word.isdigit() or word in skip or singular(word) in skip:
            continue
        if len(word) >= 6 and any(w.startswith(word[:5]) for w in column_words if len(w) >= 6):
            continue  # "composed" names the Composer column, it is not a search term
        words.append(word)
    if re.search(r"[\u3400-\u9fff]{2,}", remaining):  # jieba (slow to load) only when a word is left
        for token in jieba().lcut(re.sub(r"[A-Za-z0-9]+", " ", remaining)):
            token = token.strip()
            if len(token) < 2 or not is_cjk(token) or token in ZH_STOPWORDS or token in skip:
                continue
            if token in QUERY_STOPWORDS_ZH:
                continue
            if any(ch in "的了吗呢吧是有在和与及或" for ch in token) and len(token) <= 2:
                continue
            words.append(token)
    seen: list[str] = []
    for word in words:
        if word not in seen:
            seen.append(word)
    return seen[:6]


def _enumeration(column: Column) -> bool:
    values = column.schema.values
    return 0 < len(values) <= _ENUM_VALUES and all(len(v) <= 30 and v.count(" ") <= 2 for v in values)


def _keyword_filter(plan: _Plan, keywords: list[str]) -> bool:
    # enumerations (a few short sampled values) were matched exactly already; LIKE the free-text columns
    text_columns = [c for c in plan.primary.columns if c.is_text]
    columns = [c for c in text_columns if not _enumeration(c)] or text_columns
    if not columns:
        plan.warnings.append(f"ignored words with no text column to match: {', '.join(keywords)}")
        return False
    for keyword in keywords:
        stem = singular(keyword) if keyword.isascii() else keyword
        group = [
            {"field": column.name, "op": "like", "value": f"%{stem}%", **({"or": True} if i else {})}
            for i, column in enumerate(columns)
        ]
        plan.wheres.append({"wheres": group})
    plan.explain.append(f"text contains {', '.join(keywords)}")
    return True
