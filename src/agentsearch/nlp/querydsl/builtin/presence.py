"""Presence conditions: nulls ("without a return date", "not yet returned", "email is missing"),
dates that are set ("terminated employees"), flags ("explicit tracks" → `is_explicit = 1`) and stock
("out of stock" → 0), and what a column's comment says its NULL means ("NULL while the employee is
still employed": "active employees" → `termination_date IS NULL`). General English only."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention, names_table, negated_date, negated_flag
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, name_tokens
from agentsearch.nlp.querydsl.lexicon import EXCLUDING, stem
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["apply_flags", "apply_null_meanings", "apply_nulls", "apply_stock", "asks_absent"]


_NULL_BEFORE = re.compile(
    r"(?<![a-z])(?P<neg>without(?:\s+(?:a|an|any|the))?|with no|has no|have no|no|"
    r"(?:not|aren't|arent|isn't|isnt)\s+(?:in|on|part of)(?:\s+(?:a|an|any|the))?|"
    r"missing(?:\s+(?:a|an|the))?|lacking(?:\s+(?:a|an))?|not yet|never|not been|haven't been|"
    r"hasn't been|haven't|hasn't|have not|has not|still not|aren't|isn't|wasn't|weren't|nobody has|"
    r"no one has|(?:didn't|don't|doesn't|did not|do not|does not)(?:\s+(?:give|get|have|set|leave|provide|"
    r"enter|state|list))?(?P<article>\s+(?:a|an|any|the))?|not)"
    # "never been in repair": a preposition may follow
    r"(?:\s+(?:yet|been|being|got|gotten|get))?(?:\s+(?:in|into|at))?(?:\s+[a-z]+ed)?\s+$"
)


_NULL_AFTER = re.compile(
    r"^\s+(?:is|are)?\s*(?:null|missing|empty|unknown|not set|blank|not recorded)(?![a-z])"
)


_PRESENT_BEFORE = re.compile(r"(?<![a-z])(?:with(?:\s+(?:a|an|some))?|having(?:\s+(?:a|an))?|has(?: a)?)\s+$")


_FLAG_NEGATION = re.compile(
    r"(?<![a-z])(?:not|non|no|no longer|not yet|never|without(?:\s+(?:a|an|any))?|clean|"
    r"(?:is|are|was|were|has|have|had)n't(?:\s+(?:been|yet))?|"
    + EXCLUDING  # "not counting cancelled ones", "excluding refunded tickets", 不算取消的
    + r")"
    r"(?:\s+(?:the|any|all|in|at|on))?\s*-?\s*$"  # 没在营业 "not in open"
)
#: "cancelled orders excluded", 退票的不算 ("… 的 not calculate"): the flag's rows are left out
_FLAG_EXCLUDED_AFTER = re.compile(
    r"^\s*(?:[a-z]+\s+|的\s+)?(?:ones\s+)?"
    r"(?:excluded|exclude|not counted|not included|not calculate|left out|aside)(?![a-z])"
)


def _own_first(plan: Plan, mentions: list[Mention]) -> list[Mention]:
    """Mentions in question order, the main table's column first among those of the same words
    ("growers without a phone": the grower's phone, not the buyer's)."""
    return sorted(mentions, key=lambda m: (m.start, m.column is None or m.column.table is not plan.primary))


def apply_nulls(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """ "without a return date", "not yet returned", "email is missing" → IS NULL; "with a X" → NOT NULL."""
    flags = _flag_strengths(mentions)
    for mention in _own_first(plan, mentions):
        column = mention.column
        if column is None or not column.schema.nullable or column.schema.primary:
            continue
        if not question.free(mention.start, mention.end) or not plan.reachable(column.table):
            continue
        if flags.get(mention.text_span, 0.0) > mention.strength:
            continue  # "refunded orders": the flag IsRefunded, not a date whose NULL comment says 已退款
        if _names_unset(question, plan, mention, column):
            _test(question, plan, mention, column, "null")  # "unsettled statements", 还没归还
            continue
        before = question.text[max(0, mention.start - 24) : mention.start]
        end = _name_end(question, mention, column)
        after = question.text[end : end + 24]
        negative = _NULL_BEFORE.search(before)
        verb = negative is not None and not negative.group("neg").startswith(_NOUN_NEGATIONS)
        verb = verb and not (
            negative is not None and negative.group("article")
        )  # "didn't leave a phone number"
        if verb and not (column.is_date or column.is_text or column.schema.foreign is not None):
            negative = None  # "not expensive" is no null test
        said = question.text[mention.start : mention.end]
        flag_word = column.is_flag or column in negated_flag(plan.index, said)
        if negative is not None and flag_word and null_after_absent(after):
            continue  # "not cancelled" on a flag is its 'N' or 0, "not inactive" 1 (apply_flags)
        participle = _RE_PARTICIPLE.fullmatch(question.text[mention.start : mention.end])
        null_after = _NULL_AFTER.match(after)
        positive = _PRESENT_BEFORE.search(before)
        if negative is None and null_after is None and positive is None:
            if participle is None or not column.is_date or not _stands_alone(question, mention):
                continue
            _test(question, plan, mention, column, "notnull")  # "terminated employees", "returned loans"
            continue
        if positive is not None and negative is None and null_after is None:
            if column.numeric or column.is_date or column.is_flag or column.schema.values:
                continue  # "with price ..." is a comparison; "with genre rock" is a value
            if not _followed_by_word_end(after):
                continue
        op = "notnull" if positive is not None and negative is None and null_after is None else "null"
        _test(question, plan, mention, column, op)
        if negative is not None:
            question.consume(mention.start - len(negative.group(0)), mention.start)
        elif null_after is not None:
            question.consume(mention.end, end + null_after.end())
        elif positive is not None:
            question.consume(mention.start - len(positive.group(0)), mention.start)


def _name_end(question: Question, mention: Mention, column: Column) -> int:
    """Where the column's own name, typed as is ("settled_on is null", "settled on is empty"),
    ends when the mention covers only part of it; else the mention's end."""
    lowered = column.name.lower()
    for name in dict.fromkeys((lowered, lowered.replace("_", " "))):
        start = question.text.rfind(name, max(0, mention.end - len(name)), mention.end + len(name))
        if 0 <= start <= mention.start and start + len(name) >= mention.end:
            return start + len(name)
    return mention.end


def _test(question: Question, plan: Plan, mention: Mention, column: Column, op: str) -> None:
    """`op` ("null" / "notnull") on the mention's column, explained, its words used."""
    name = plan.field_of(column)
    plan.where(name, op)
    plan.explain.append(f"{name} is {'not ' if op == 'notnull' else ''}null")
    plan.linking.append(f"{question.text[mention.start : mention.end]!r} → {column.table.name}.{column.name}")
    question.consume(mention.start, mention.end)


def asks_absent(question: Question, plan: Plan, mention: Mention) -> bool:
    """Whether a mention of a nullable date column asks that it be unset ("not settled", "never
    returned", "unsettled", "settled_on is null"): such words are a null test, not the column a
    nearby period dates ("statements from october not settled" dates the issue)."""
    column = mention.column
    if column is None or not column.is_date or not column.schema.nullable:
        return False
    if _names_unset(question, plan, mention, column):
        return True
    before = question.text[max(0, mention.start - 24) : mention.start]
    end = _name_end(question, mention, column)
    after = question.text[end : end + 24]
    return _NULL_BEFORE.search(before) is not None or _NULL_AFTER.match(after) is not None


_RE_NEGATED_WORDS = re.compile(r"(?:not|never|no|without)\s")


def _names_unset(question: Question, plan: Plan, mention: Mention, column: Column) -> bool:
    """The mention's own words say a date is unset: "unsettled" (a negative prefix), or "not yet
    return", the gloss of a comment's NULL meaning 尚未归还 that named the column."""
    said = question.text[mention.start : mention.end]
    return column.is_date and (
        column in negated_date(plan.index, said) or bool(_RE_NEGATED_WORDS.match(said))
    )


def _flag_strengths(mentions: list[Mention]) -> dict[tuple[int, int], float]:
    """The surest flag mention of each span (one pass: the question may be long)."""
    out: dict[tuple[int, int], float] = {}
    for m in mentions:
        if m.column is not None and m.strength > out.get(m.text_span, 0.0) and m.column.is_flag:
            out[m.text_span] = m.strength
    return out


_NOUN_NEGATIONS = ("without", "with no", "no", "has no", "have no", "missing", "lacking")


#: "returned loans", "employees who have left": a participle, regular or one of the common irregular ones
_RE_PARTICIPLE = re.compile(
    r"[a-z]+ed|left|paid|sold|built|sent|taken|given|written|done|made|spent|held|kept|lost|won|shut|"
    r"bought|brought|caught|taught|found|met|led|lent|dealt|quit|begun|drawn|driven|known|shown|"
    r"seen|grown|chosen|spoken|broken|stolen|frozen|withdrawn|forgiven|gone|sung|hung|struck"
)


def _stands_alone(question: Question, mention: Mention) -> bool:
    """No date or comparison follows the participle ("hired in 2003" is a date range, not a test),
    and no degree word comes before it ("best paid" ranks by the pay)."""
    after = question.text[mention.end : mention.end + 16]
    before = question.text[max(0, mention.start - 12) : mention.start]
    if _RE_DEGREE_BEFORE.search(before):
        return False
    return not re.match(r"\s*(?:in|on|after|before|since|between|during|from|by|at|\d)", after)


_RE_DEGREE_BEFORE = re.compile(
    r"(?<![a-z])(?:best|worst|highest|lowest|most|least|better|worse|well|poorly)\s+$"
)


def null_after_absent(after: str) -> bool:
    return _NULL_AFTER.match(after) is None


def _followed_by_word_end(after: str) -> bool:
    return not re.match(r"\s*(?:=|of|than|over|under|above|below|between|\d)", after)


def _own_negation(column: Column, said: str) -> bool:
    """The negation is the first word of the flag's own name (`no_show`, `non_smoking`)."""
    words = name_tokens(column.name, expand=False)
    return len(words) > 1 and words[0] in ("no", "non", "not") and said.strip(" -") == words[0]


def apply_flags(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """ "explicit tracks" → is_explicit = 1; "non-explicit" / "not explicit" → 0."""
    for mention in _own_first(plan, mentions):
        column = mention.column
        if column is None or not column.is_flag or not question.free(mention.start, mention.end):
            continue
        if not plan.reachable(column.table) or mention.strength < 0.6:
            continue
        if (column.table is not plan.primary or mention.strength < 0.8) and names_table(mention, mentions):
            # "which gym runs the most lessons": "gym" is the gym table, not plans' `all_gyms`;
            # "members" is the table, not the flag `vip` whose comment (贵宾会员) holds the word
            continue
        before = question.text[max(0, mention.start - 24) : mention.start]
        negated = _FLAG_NEGATION.search(before)
        if negated is not None and _own_negation(column, negated.group(0)):
            # "no-shows" names `no_show` itself; "not no-shows" negates it
            negated = _FLAG_NEGATION.search(before[: negated.start()])
        excluded = _FLAG_EXCLUDED_AFTER.match(question.text[mention.end : mention.end + 30])
        if question.chinese and negated is None and excluded is None:
            # 邮箱还没确认 "email not yet confirmed": the negation between the flag's noun and its verb
            excluded = _RE_ZH_NOT_AFTER.match(question.text[mention.end : mention.end + 12])
        prefixed = column in negated_flag(plan.index, question.text[mention.start : mention.end])
        no = bool(negated or excluded) != prefixed  # "inactive" → 0, "not inactive" → 1
        value: object = not no if column.kind == "boolean" else (0 if no else 1)
        if column.flag_values is not None:
            value = column.flag_values[1 if no else 0]  # 'Y' / 'N'
        name = plan.field_of(column)
        plan.where(name, "=", value)
        plan.explain.append(f"{name} = {value}")
        plan.linking.append(
            f"{question.text[mention.start : mention.end]!r} → {column.table.name}.{column.name}"
        )
        question.consume(mention.start, mention.end)
        if negated:
            question.consume(max(0, mention.start - 24) + negated.start(), mention.start)
        if excluded:
            question.consume(mention.end, mention.end + excluded.end())


_RE_ZH_NOT_AFTER = re.compile(r"\s*(?:not yet|not|never)(?![a-z])")


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


_RE_NULL_MEANS = re.compile(
    r"(?i)(?<![a-z])null\s*(?P<how>while|when|for|if|until|unless|as long as|=|:|means)\s*(?P<what>[^;.()]+)"
)
_RE_WORD = re.compile(r"[a-z]+")
_RE_CJK = re.compile(r"[\u3400-\u9fff]{2,}")
_NEGATIVE = frozenset({"nobody", "none", "no", "nothing", "never", "not", "without", "anyone", "any"})
_WEAK = frozenset({"still", "yet", "the", "is", "are", "a", "an", "assigned", "set", "given"})
#: general words for the states a NULL comment names ("still employed" is "active", "current")
_STATE_WORDS = {
    stem("employed"): {stem(w) for w in ("active", "current", "currently", "employed")},
    stem("running"): {stem(w) for w in ("running", "ongoing", "active", "current", "open", "unfinished")},
    stem("progress"): {stem(w) for w in ("progress", "ongoing", "current", "unfinished", "pending")},
    stem("open"): {stem(w) for w in ("open", "outstanding", "unreturned", "pending")},
}
_FORMER = {stem(w) for w in ("former", "ex", "inactive", "past", "previous")}
_RE_NOT_BEFORE = re.compile(r"(?<![a-z])(?:no longer|not|non|former|formerly|ex|inactive)\s*-?\s*$")


def _null_meanings(column: Column, table_stems: frozenset[str]) -> list[tuple[bool, set[str], list[str]]]:
    """(IS NULL when it matches, the stems that say it, Chinese words that say it) per NULL note."""
    out: list[tuple[bool, set[str], list[str]]] = []
    for match in _RE_NULL_MEANS.finditer(column.schema.description or ""):
        what = match.group("what")
        words = [w for w in _RE_WORD.findall(what.lower()) if w not in EN_STOPWORDS or w in _NEGATIVE]
        if _NEGATIVE & set(words):
            continue  # "NULL when the employee reports to nobody": the "without X" rules read that
        stems = {stem(w) for w in words if w not in _WEAK} - table_stems
        null = match.group("how").lower() != "unless"  # "NULL unless completed": completed → set
        if stems or _RE_CJK.search(what):
            out.append((null, stems, _RE_CJK.findall(what)))
    return out


def apply_null_meanings(question: Question, plan: Plan, mentions: list[Mention]) -> None:
    """A question word that a column's comment ties to its NULL ("active employees", 在职, 自费);
    words naming the schema are not states ("employes" is a typo of employees, not "employed")."""
    index = plan.index
    notes = index.cache.get("null_notes")
    if not isinstance(notes, dict):  # per schema, once: most columns have no NULL note
        table_stems = frozenset(stem(p) for t in index.tables for p in name_tokens(t.name))
        notes = index.cache["null_notes"] = {
            id(c): _null_meanings(c, table_stems)
            for t in index.tables
            for c in t.columns
            if c.schema.nullable and c.schema.description
        }
    if not notes:
        return
    for table in plan.near_tables():
        for column in table.columns:
            for null, stems, chinese in notes.get(id(column), []):
                # a note of one word ("NULL = still open") beats a weak link of that word to another
                # column ("open" is `shut_on`'s, not a word-family link to `started_on`); a longer
                # note ("NULL for the head of the club") is not said by one of its words that links
                named = [
                    (m.start, m.end)
                    for m in mentions
                    if len(stems) > 1 or m.column is None or (m.column is not column and m.strength >= 0.9)
                ]
                span = _said(question, stems, chinese, named)
                former = _said(question, _FORMER, [], named) if span is None and null and stems else None
                if span is None and former is None:
                    continue
                start, end = span or former or (0, 0)
                negated = _RE_NOT_BEFORE.search(question.text[max(0, start - 14) : start])
                is_null = null != bool(negated) and former is None  # "former employees": set
                name = plan.field_of(column)
                plan.where(name, "null" if is_null else "notnull")
                plan.explain.append(f"{name} is {'' if is_null else 'not '}null")
                plan.linking.append(
                    f"{question.text[start:end]!r} → {column.table.name}.{column.name} (comment)"
                )
                question.consume(start, end)
                if negated:
                    question.consume(start - len(negated.group(0)), start)
                return


def _said(
    question: Question, stems: set[str], chinese: list[str], named: list[tuple[int, int]]
) -> tuple[int, int] | None:
    wanted = set(stems)
    for word in stems:
        wanted |= _STATE_WORDS.get(word, set())
    for token in question.free_tokens():
        if any(start < token.end and token.start < end for start, end in named):
            continue
        if stem(token.text) in wanted or any(word in token.text for word in chinese):
            return token.start, token.end
    return None
