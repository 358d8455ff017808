"""Schema linking: which spans of the question name a table or a column.

Every n-gram (n ≤ the longest schema phrase) of the question's stems is looked up in the index built
from the schema's names, labels and word families — a dict probe per n-gram, so linking is linear in
the question length. Mentions inside a longer mention of the same kind are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from agentsearch.nlp.cedict import cedict_senses, english_synonyms
from agentsearch.nlp.querydsl.builtin.numbers import measure_word
from agentsearch.nlp.querydsl.builtin.people import PERSON_STEMS, is_people
from agentsearch.nlp.querydsl.builtin.prefixes import negative_prefix
from agentsearch.nlp.querydsl.builtin.question import Question, Token
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, Table, name_tokens
from agentsearch.nlp.querydsl.builtin.typos import MIN_LENGTH, TypoIndex
from agentsearch.nlp.querydsl.lexicon import AGGREGATE_WORDS, IDENTIFIER_WORDS, QUESTION_WORDS, stem
from agentsearch.nlp.querydsl.lexicon_abbrev import ABBREVIATIONS, skeleton_of
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["Mention", "link_schema", "names_table", "negated_date", "negated_flag", "numeric_near"]

_MAX_N = 4
_SYNONYMS = 4  # the most shared synonyms of a word; rarer ones drift from its meaning
_RANKING = frozenset({"top", "bottom", "first", "last", "most", "least", "best", "worst"})
_CJK = re.compile(r"[\u3400-\u9fff]{2,}$")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True, eq=False)
class Mention:
    start: int
    end: int
    strength: float
    table: Table
    column: Column | None = None  # None: the mention names the table itself

    @property
    def text_span(self) -> tuple[int, int]:
        return self.start, self.end


def link_schema(question: Question, index: SchemaIndex) -> list[Mention]:
    tokens = question.tokens
    stems = [stem(t.text) for t in tokens]
    words = [t.text for t in tokens]
    longest = min(_MAX_N, index.longest_key)
    found: list[Mention] = []
    typos = _typo_index(index)
    for i in range(len(tokens)):
        at_start = len(found)
        if len(tokens[i].text) >= MIN_LENGTH and not _skip(tokens[i]) and not _known_word(index, stems[i]):
            for key in sorted(typos.lookup(stems[i])):  # "employes", "salries": one edit away
                start, end = tokens[i].start, tokens[i].end
                for table, strength in index.table_lookup.get(key, ()):
                    found.append(Mention(start, end, strength * 0.8, table))
                for column, strength in index.column_lookup.get(key, ()):
                    found.append(Mention(start, end, strength * 0.8, column.table, column))
        if stems[i] in PERSON_STEMS and not _known_word(index, stems[i]):
            for table in index.tables:  # "15 people", 的人: the table of people
                if is_people(table):
                    found.append(Mention(tokens[i].start, tokens[i].end, 0.6, table))
        if not _skip(tokens[i]) and not _known_word(index, stems[i]):
            short = _abbreviated(index, tokens[i].text)
            if short is not None:  # "meds", "emps", "depts": the start of one table's name
                found.append(Mention(tokens[i].start, tokens[i].end, 0.7, short))
        if (
            not _skip(tokens[i])
            and stems[i] not in index.table_lookup
            and tokens[i].text.isalpha()
            and not measure_word(words, i)
        ):
            # "vessels" may name `vessel_len` and still be the table `vsl`: a word known only as a
            # column still tries the skeletons of table names
            column_word = stems[i] in index.column_lookup
            for piece in _skeletons(index):  # "vessels" ~ vsl_id, "shipments" ~ shpmt
                if skeleton_of(piece, stems[i]) or skeleton_of(piece, tokens[i].text):
                    start, end = tokens[i].start, tokens[i].end
                    for table, strength in index.table_lookup.get(stem(piece), ()):
                        found.append(Mention(start, end, strength * 0.75, table))
                    if column_word:
                        continue
                    for column, strength in index.column_lookup.get(stem(piece), ()):
                        found.append(Mention(start, end, strength * 0.75, column.table, column))
        for n in range(min(longest, len(tokens) - i), 0, -1):
            if (
                n == 1
                and _skip(tokens[i])
                and not (i and words[i - 1] in _NOUN_SLOT and not question.chinese)
                and not any(s >= 0.9 for _, s in index.table_lookup.get(stems[i], ()))
            ):
                # "per make", "by state": a common word in a noun's place may name a column; and a
                # common word that is a table's own name names it ("people with 3 concerts", `people`)
                continue
            phrase = " ".join(stems[i : i + n])
            start, end = tokens[i].start, tokens[i + n - 1].end
            tables = index.table_lookup.get(phrase, ())
            # a glossed Chinese word has no surface form of its own to tell two tables apart
            said = words[i + n - 1] if len(tables) > 1 and not question.chinese else ""
            for table, strength in tables:
                found.append(Mention(start, end, strength * _surface(said, table, tables), table))
            for column, strength in index.column_lookup.get(phrase, ()):
                found.append(Mention(start, end, strength, column.table, column))
        if i + 1 < len(tokens) and min(len(words[i]), len(words[i + 1])) >= 3 and words[i].isalpha():
            # "policy holder" names `policyholder`, "work order" `workorders`: a compound written apart
            joined = stem(words[i] + words[i + 1])
            start, end = tokens[i].start, tokens[i + 1].end
            for table, strength in index.table_lookup.get(joined, ()):
                found.append(Mention(start, end, strength * 0.95, table))
            for column, strength in index.column_lookup.get(joined, ()):
                found.append(Mention(start, end, strength * 0.95, column.table, column))
        negated = negated_flag(index, tokens[i].text) or negated_date(index, tokens[i].text)
        for column in negated:  # "inactive", "unverified" name a flag; "unsettled" a date's NULL
            found.append(Mention(tokens[i].start, tokens[i].end, 0.8, column.table, column))
        alternatives = question.alternatives.get(tokens[i].text, ())[1:]
        for alternative in alternatives:
            # a glossed Chinese word's other meanings: 类型 → type, genre
            _add_phrase(found, index, tokens[i], " ".join(stem(w) for w in alternative.split()), 0.9)
        said = tokens[i].text
        chinese = question.origin.get(said) or (said if _CJK.match(said) else "")
        weak = all(  # 线路 glossed "route" reaches only `route_len_km`: "line" names a table
            m.column is not None and m.strength < 0.8
            for m in found[at_start:]
            if (m.start, m.end) == (tokens[i].start, tokens[i].end)
        )
        if weak and len(chinese) > 1:
            _other_senses(found, index, tokens[i], chinese, alternatives)
        if len(found) == at_start and not chinese and _content_word(tokens[i], words, i):
            _synonym(found, index, tokens[i], stems[i])
    return _outermost(found + _joined_neighbours(question, index, found))


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _surface(said: str, table: Table, tables: Sequence[tuple[Table, float]]) -> float:
    """Two tables one stem names ("plant" for `plants` and `plantings`): the one whose own last
    name word is the word as written keeps its strength, the other yields a little."""
    if not said:
        return 1.0
    word = _singular(said)
    own = [t for t, _ in tables if _singular((name_tokens(t.name, expand=False) or [""])[-1]) == word]
    if len(own) != 1 or own[0] is table:
        return 1.0
    return 0.9


def numeric_near(
    mentions: list[Mention], start: int, end: int, before: int = 12, after: int = 30
) -> Mention | None:
    """The numeric column mention nearest [start, end): after it (up to `after` characters) or before
    it (up to `before`, a little farther), the surer one on a tie."""
    best: tuple[int, Mention] | None = None
    for mention in mentions:
        column = mention.column
        if column is None or not column.numeric or mention.strength < 0.5:
            continue
        if mention.start >= end and mention.start - end <= after:
            distance = mention.start - end
        elif mention.end <= start and start - mention.end <= before:
            distance = start - mention.end + 3
        else:
            continue
        distance += int((1 - mention.strength) * 10)
        if best is None or distance < best[0]:
            best = (distance, mention)
    return best[1] if best else None


def names_table(mention: Mention, mentions: list[Mention], *, or_equal: bool = False) -> bool:
    """The same words name a table more surely (or, with `or_equal`, as surely) than `mention`
    names its column: "gym" is the gym table, not plans' `all_gyms`; "slips" the slip table."""
    return any(
        m.column is None
        and (m.start, m.end) == (mention.start, mention.end)
        and (m.strength >= mention.strength if or_equal else m.strength > mention.strength)
        for m in mentions
    )


def negated_flag(index: SchemaIndex, word: str) -> list[Column]:
    """The yes/no columns a word names by a negative prefix ("inactive", "deactivated", "unpaid",
    "non-smoking" → is_active, paid, smoking), when the word itself names no column."""
    return [c for c in _negated_columns(index, word) if c.is_flag]


def negated_date(index: SchemaIndex, word: str) -> list[Column]:
    """The nullable date columns a word names by a negative prefix: "unsettled" → `settled_on`
    (NULL = not settled), "unpaid" → `paid_at`, when the word itself names no column."""
    return [c for c in _negated_columns(index, word) if c.is_date and c.schema.nullable]


def _negated_columns(index: SchemaIndex, word: str) -> list[Column]:
    prefix = negative_prefix(word)
    if not prefix or _known_word(index, stem(word)):
        return []
    rest = word[prefix:]
    keys = {stem(rest)} | ({stem(rest[:-4] + "e")} if rest.endswith("ated") else set())
    return [c for key in sorted(keys) for c, _ in index.column_lookup.get(key, ())]


def _other_senses(
    found: list[Mention], index: SchemaIndex, token: Token, chinese: str, alternatives: tuple[str, ...]
) -> None:
    """A Chinese word whose glosses name nothing: the general dictionary's other senses (车站 is
    glossed "station"; CC-CEDICT adds "bus stop"), whole, else by their head noun ("precious
    object" → object, "bus stop" → stop), the first sense that names the schema."""
    senses = [s for s in dict.fromkeys([*alternatives, *cedict_senses(chinese)]) if _noun_phrase(s)]
    for sense in senses:
        if sense not in alternatives and _add_phrase(found, index, token, _stems(sense.split()), 0.8):
            return
    for sense in senses:
        words = sense.split()
        if len(words) > 1 and _add_phrase(found, index, token, stem(words[-1]), 0.7):
            return


_VERB_START = frozenset({"be", "to", "get", "have", "make", "do"})


def _noun_phrase(sense: str) -> bool:
    """A sense that names a thing ("bus stop"), not a state or an act ("be employed", "on-the-job")."""
    words = sense.split()
    return (
        bool(words)
        and words[0] not in _VERB_START
        and not words[-1].endswith(("ed", "ing"))
        and "-" not in sense
    )


def _stems(words: list[str]) -> str:
    return " ".join(stem(w) for w in words)


def _add_phrase(found: list[Mention], index: SchemaIndex, token: Token, phrase: str, weight: float) -> bool:
    """Mentions of the tables and columns `phrase` names, at `token`; whether there were any."""
    size = len(found)
    for table, strength in index.table_lookup.get(phrase, ()):
        found.append(Mention(token.start, token.end, strength * weight, table))
    for column, strength in index.column_lookup.get(phrase, ()):
        found.append(Mention(token.start, token.end, strength * weight, column.table, column))
    return len(found) > size


def _content_word(token: Token, words: list[str], i: int) -> bool:
    """An English word that may name the schema: letters only, no stopword, no unit after a number."""
    text = token.text
    return (
        len(text) >= 3
        and text.isascii()
        and text.isalpha()
        and not _skip(token)
        and not measure_word(words, i)
    )


def _synonym(found: list[Mention], index: SchemaIndex, token: Token, word_stem: str) -> None:
    """A word that names nothing: the first of its synonyms (the general dictionary used as a
    thesaurus, `cedict.english_synonyms`) that names a table, weakly ("boats" → `ships`). Tables
    only, and for a plural (the rows a question asks for): a synonym that lands on a column (top →
    end → `end_date`) or comes from an adjective (living → work) is more often a drift."""
    plural = token.text.endswith("s") and not token.text.endswith(("ss", "us", "is"))
    if not plural or token.text in AGGREGATE_WORDS or token.text in _RANKING:
        return
    for form in dict.fromkeys([token.text, word_stem]):
        for synonym in english_synonyms(form)[:_SYNONYMS]:
            # the synonym is the table's own noun, not a modifier of it (dish → food → food_stall)
            tables = [
                (t, strength) for t, strength in index.table_lookup.get(stem(synonym), ()) if strength >= 0.8
            ]
            for table, strength in tables:
                found.append(Mention(token.start, token.end, strength * 0.6, table))
            if tables:
                return


def _typo_index(index: SchemaIndex) -> TypoIndex:
    cached = index.cache.get("typos")
    if not isinstance(cached, TypoIndex):
        cached = index.cache["typos"] = TypoIndex([*index.table_lookup, *index.column_lookup])
    return cached


def _abbreviated(index: SchemaIndex, word: str) -> Table | None:
    """The one table whose name's first word starts with `word` (3–5 letters, plural s dropped)."""
    word = word[:-1] if word.endswith("s") else word
    if not (3 <= len(word) <= 5) or not word.isalpha():
        return None
    cached = index.cache.get("heads")
    if not isinstance(cached, dict):
        cached = index.cache["heads"] = {t.name: (name_tokens(t.name) or [""])[0] for t in index.tables}
    found = [
        t for t in index.tables if len(cached[t.name]) > len(word) + 1 and cached[t.name][: len(word)] == word
    ]
    return found[0] if len(found) == 1 else None


def _skeletons(index: SchemaIndex) -> list[str]:
    """Name parts that no dictionary expands (`vsl`, `shpmt`, `cli`): a question word may be their
    skeleton's or prefix's source (`skeleton_of`)."""
    cached = index.cache.get("skeletons")
    if not isinstance(cached, list):
        names = [t.name for t in index.tables] + [c.name for t in index.tables for c in t.columns]
        pieces = {p for name in names for p in name_tokens(name, expand=False)}
        cached = index.cache["skeletons"] = sorted(
            p
            for p in pieces
            if p.isalpha()
            and p not in ABBREVIATIONS
            and p not in IDENTIFIER_WORDS
            and p not in EN_STOPWORDS
            and (stem(p) in index.table_lookup or stem(p) in index.column_lookup)
        )
    return cached


def _known_word(index: SchemaIndex, word_stem: str) -> bool:
    return word_stem in index.table_lookup or word_stem in index.column_lookup


#: words after which the next one is a noun (a group or sort key), even a common one ("make", "state")
_NOUN_SLOT = frozenset({"per", "each", "every", "by"})


def _skip(token: Token) -> bool:
    word = token.text
    return word in EN_STOPWORDS or word in QUESTION_WORDS or word.isdigit()


#: words that ask for an aggregate of a column rather than name it ("total amount": the sum of amount)
_AGGREGATE_WORDS = frozenset({"total", "sum", "average", "avg", "mean", "max", "maximum", "min", "minimum"})


def _joined_neighbours(question: Question, index: SchemaIndex, found: list[Mention]) -> list[Mention]:
    """Two neighbouring words that each name the same column name it together, more surely than
    either alone ("payment method" → pay_method, where "payment" alone also names pay_date); not
    after a negated word ("undelivered parcels": the unset date, then the table)."""
    # a word kept in Chinese is a value's or the schema's own (白金卡 member): not half of a phrase
    text = question.text
    columns = [m for m in found if m.column is not None and not _CJK.search(text[m.start : m.end])]
    starting: dict[int, list[Mention]] = {}
    for m in columns:
        starting.setdefault(m.start, []).append(m)
    joined: list[Mention] = []
    for first in columns:
        gap = _SPACES.match(text, first.end)  # one probe per mention: linear in the question
        seconds = starting.get(gap.end(), []) if gap else []
        said = text[first.start : first.end]
        if not seconds or said in _AGGREGATE_WORDS or _negated_columns(index, said):
            continue
        for second in seconds:
            if second.column is first.column:
                strength = min(1.0, max(first.strength, second.strength) + 0.25)
                joined.append(Mention(first.start, second.end, strength, first.table, first.column))
    return joined


def _outermost(mentions: list[Mention]) -> list[Mention]:
    """Drop a mention that lies inside a longer one of the same kind (table / column)."""
    out: list[Mention] = []
    by_kind: dict[bool, list[Mention]] = {True: [], False: []}
    for mention in mentions:
        by_kind[mention.column is None].append(mention)
    for group in by_kind.values():
        spans = sorted({(m.start, m.end) for m in group}, key=lambda s: (s[0], -(s[1] - s[0])))
        keep: set[tuple[int, int]] = set()
        reach = -1
        for start, end in spans:
            if end <= reach:
                continue  # inside an earlier, longer span
            keep.add((start, end))
            reach = max(reach, end)
        out.extend(m for m in group if (m.start, m.end) in keep)
    return sorted(out, key=lambda m: (m.start, -m.strength))
