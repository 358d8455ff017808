"""The value index: sampled column values, looked up by the question's n-grams.

Values come from the database at run time (`ColumnSchema.values`, sampled and cached by the db
handler). A question n-gram that equals a whole value is an exact link (`country = 'Germany'`); one
that equals a run of a longer value's words is a partial link (`genre LIKE '%dance%'`), which is weak
and may be relaxed. General English demonyms and the gloss of a Chinese word add alternatives
("German" → Germany, 巴西 → brazil). A value that is also a stopword ("IT", "US") links only when
the question writes it with the same capitals.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from agentsearch.nlp.cedict import english_vocabulary
from agentsearch.nlp.querydsl.builtin.accents import fold, has_accents
from agentsearch.nlp.querydsl.builtin.legends import legend_phrases
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import measure_word
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, name_tokens
from agentsearch.nlp.querydsl.builtin.typos import MIN_LENGTH, TypoIndex
from agentsearch.nlp.querydsl.builtin.value_english import (
    english_heads,
    english_of,
    named_parts,
    pinyin_of,
    place_forms,
)
from agentsearch.nlp.querydsl.lexicon import (
    DEMONYMS,
    GENDER_CODES,
    QUESTION_WORDS,
    related_stems,
    stem,
)
from agentsearch.nlp.querydsl.lexicon_abbrev import ABBREVIATIONS, skeleton_of
from agentsearch.nlp.querydsl.lexicon_currency import CURRENCY_WORDS
from agentsearch.nlp.querydsl.lexicon_measures import ROLE_SUPERLATIVES
from agentsearch.nlp.querydsl.lexicon_places import COUNTRY_CODES
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["ValueIndex", "ValueLink", "find_values", "value_index"]

_RANK_WORDS = frozenset({"top", "bottom", "first", "last"})  # before a number: "top 5", "last 3"

_WORD = re.compile(r"[a-z0-9][a-z0-9'&]*|[\u3400-\u9fff]+")
_CJK = re.compile(r"[\u3400-\u9fff]{2,}")
_MIXED = re.compile(r"[A-Za-z0-9]{1,6}[\u4e00-\u9fff]{1,3}")
_MAX_TOKENS = 8
_MAX_HEAD_VALUES = 200
_FUNCTION_CHARS = frozenset("的了是在和与及或也都就有")
_PREFIX_COLUMNS = 200  # categorical columns (few values) also link by a word's prefix: "pharma"
_MIN_PREFIX = 5


@dataclass(frozen=True)
class _Entry:
    column: Column
    value: str
    exact: bool
    cased: bool  # the value is a stopword: match only with the same capitals
    related: bool = False  # a part of a code's meaning ("employed" of "still employed"): weaker
    legend: bool = False  # a code's meaning, from its column's comment
    inner: str = ""  # the part of the value a partial entry stands for (四川 of '四川成都' for "sichuan")


@dataclass(frozen=True, eq=False)
class ValueLink:
    start: int
    end: int
    column: Column
    value: str
    exact: bool
    phrase: str  # what the question said
    related: bool = False  # through a word family ("phone" → Smartphones), not the word itself
    inner: str = ""  # what a partial link matches inside the value, when not the words said


@dataclass
class ValueIndex:
    entries: dict[str, list[_Entry]] = field(default_factory=dict)
    longest: int = 1
    cjk_parts: set[str] = field(default_factory=set)  # Chinese words inside values (kept by the gloss)
    typos: TypoIndex = field(default_factory=lambda: TypoIndex(()))
    codes: list[tuple[str, Column, str]] = field(default_factory=list)  # (lower code, column, value)


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _key(words: list[str]) -> str:
    return " ".join(stem(w) for w in words)


def _sorted_key(words: list[str]) -> str:
    return " ".join(sorted(stem(w) for w in words))


def value_index(index: SchemaIndex) -> ValueIndex:
    cached = index.cache.get("values")
    if isinstance(cached, ValueIndex):
        return cached
    out = ValueIndex()
    for table in index.tables:
        for column in table.columns:
            if column.is_key:
                continue
            if column.legend:
                _add_legend(out, index, column, column.legend)
            coded = _coded(column.schema.values)
            for value in column.schema.values:
                _add_value(out, column, value)
                if coded:
                    _add_code(out, column, value, coded)
            _add_english_heads(out, column)
    _add_folded(out, index)
    out.typos = TypoIndex(key for key, entries in out.entries.items() if any(e.exact for e in entries))
    index.cache["values"] = out
    return out


def _add_folded(out: ValueIndex, index: SchemaIndex) -> None:
    """Each accented value also under its words without accents ("janacek" for 'Janáček, Leoš':
    the value itself, as no LIKE finds the marks), where no value is spelt so and no other
    accented value folds to the same word."""
    found: dict[str, list[tuple[Column, str]]] = {}
    for table in index.tables:
        for column in table.columns:
            for value in column.schema.values if not column.is_key else ():
                if not has_accents(value):
                    continue
                words = _words(fold(value))[:_MAX_TOKENS]
                keys = {_key(words)} if words else set()
                keys |= {stem(w) for w in words if len(words) > 1 and len(w) >= 4 and not _weak_word(w)}
                for key in keys:
                    found.setdefault(key, []).append((column, value))
    for key, owners in found.items():
        if len(owners) == 1 and key not in out.entries:
            out.entries[key] = [_Entry(owners[0][0], owners[0][1], True, False)]


def _add_english_heads(out: ValueIndex, column: Column) -> None:
    """ "the butterfly class" for '蝴蝶班': a Chinese value's own dictionary word said in English links
    to it, weakly, when no other value of the column shares that word (东校区, 西校区: "campus")."""
    if len(column.schema.values) > _MAX_HEAD_VALUES:
        return  # names of people and things by the thousand: their characters' senses are noise
    heads = {value: {stem(w) for w in english_heads(value)} for value in column.schema.values}
    shared = Counter(w for words in heads.values() for w in words)
    for value, words in heads.items():
        for word in words:
            if shared[word] == 1:
                out.entries.setdefault(word, []).append(_Entry(column, value, False, False))


def _demonyms_of() -> dict[str, list[str]]:
    """Country → the words for its people ("france" → french), from the demonyms."""
    out: dict[str, list[str]] = {}
    for spelled, meanings in DEMONYMS.items():
        for meaning in meanings:
            out.setdefault(meaning, []).append(spelled)
    return out


_DEMONYMS_OF = _demonyms_of()


def _names_things(column: Column) -> bool:
    """A name column (`last_name`, `cust_nm`): its values are typed as they are, never by a synonym."""
    return "nam" in column.keys


def _practitioners(field: str) -> list[str]:
    """The one who practises a field, by English morphology: cardiology → cardiologist, pediatrics
    → pediatrician, pharmacy → pharmacist."""
    if field.endswith("ology"):
        return [field[:-1] + "ist", field[:-1] + "ists"]
    if field.endswith("ics") and len(field) > 6:
        return [field[:-1] + "ian", field[:-1] + "ians"]
    if field.endswith("acy") and len(field) > 6:
        return [field[:-1] + "ist", field[:-1] + "ists"]
    return []


#: a code as typed: letters and digits run together or joined by hyphens, dots or slashes
_RE_CODE_TYPED = re.compile(r"[a-z0-9]+(?:[-./]?[a-z0-9]+)+")
_RE_RUNS = re.compile(r"\d+|[a-z]+")
_RE_PHONE = re.compile(r"\+?[\d\s().-]{7,24}")


def _add_value(out: ValueIndex, column: Column, value: str) -> None:
    words = _words(value)[:_MAX_TOKENS]
    if " " not in value.strip() and any(c.isdigit() for c in value):  # '4ABC123' is asked as "4 abc123"
        out.longest = max(out.longest, min(8, len(_RE_RUNS.findall(value.lower()))))
    digits = "".join(words)
    if words and digits.isdigit() and len(digits) >= 7 and _RE_PHONE.fullmatch(value.strip()):
        # '415-555-0199' is typed "4155550199" or "415 555 0199", an ISBN '9783161484100' with its
        # hyphens: the digits, whole or in their groups
        for key in dict.fromkeys((digits, " ".join(words))):
            out.entries.setdefault(key, []).append(_Entry(column, value, True, False))
        out.longest = max(out.longest, len(words))
        return
    if not words or all(w.isdigit() for w in words):
        return
    whole = " ".join(words)
    cased = whole in EN_STOPWORDS or whole in QUESTION_WORDS or len(whole) < 2
    phrases = {_key(words)}
    if len(words) == 1:  # 'cardiology' is asked as "cardiologists", 'pediatrics' as "pediatrician"
        phrases.update(_key([practitioner]) for practitioner in _practitioners(words[0]))
    if any(w.isdigit() for w in words) and len(words) > 1:
        phrases.add(_sorted_key(words))  # "Fall 2024" is also asked as "2024 fall" (2024年秋季)
    phrases.update(_key(spelled.split()) for spelled in _DEMONYMS_OF.get(whole, ()))  # 'Germany': "german"
    phrases.update(_key(meaning.split()) for meaning in DEMONYMS.get(whole, ()))  # 'German': "germany"
    spoken: set[str] = set()  # English words for it: asked in any case ('猫' is "cats", "Cats")
    # a one-character name is a surname ('周', '张'): its senses ("week", a classifier) are no value
    senses = [] if len(value.strip()) == 1 and _names_things(column) else english_of(value)
    for english in [*senses, *pinyin_of(value), *place_forms(value)]:
        spoken.add(_key(_words(english)))  # '杭州' is asked as "Hangzhou", '王一诺' as "wang yinuo"
        # '法国' is also asked as "french"
        spoken.update(_key(spelled.split()) for spelled in _DEMONYMS_OF.get(english, ()))
        out.longest = max(out.longest, len(_words(english)))  # '美国' as "united states": two words
    if {"gender", "sex"} & (set(name_tokens(column.name)) | set(column.keys)):  # or its comment (性别)
        phrases.update(_key([word]) for word in GENDER_CODES.get(whole, ()))  # 'F' is asked as "female"
        cased = False
    for phrase in phrases:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, cased))
    for phrase in spoken - phrases:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, False))
    out.longest = max(out.longest, len(words))
    if _MIXED.fullmatch(value):  # 5号, C区: a number or letter with a Chinese word, kept as written
        out.cjk_parts.add(value)
    for run in _CJK.findall(value):  # "阿莫西林" inside '阿莫西林胶囊'
        for size in range(2, min(len(run), 8) + 1):
            for start in range(len(run) - size + 1):
                part = run[start : start + size]
                if part != value and part[0] not in _FUNCTION_CHARS and part[-1] not in _FUNCTION_CHARS:
                    out.entries.setdefault(part, []).append(_Entry(column, value, False, False))
                    out.cjk_parts.add(part)
    for name, part in named_parts(value):  # "stores in sichuan": every value holding 四川
        out.entries.setdefault(_key(_words(name)), []).append(_Entry(column, value, False, False, inner=part))
    if len(column.schema.values) <= _PREFIX_COLUMNS:
        for word in words:
            for size in range(_MIN_PREFIX, len(word) - 1):
                out.entries.setdefault("^" + word[:size], []).append(_Entry(column, value, False, False))
    if len(words) == 1:
        return
    for size in range(1, len(words)):
        for start in range(len(words) - size + 1):
            part = words[start : start + size]
            if _weak_word(part[0]) or _weak_word(part[-1]):
                continue  # "love in", "of the": a phrase starts and ends with a content word
            out.entries.setdefault(_key(part), []).append(_Entry(column, value, False, False))


def _add_legend(out: ValueIndex, index: SchemaIndex, column: Column, legend: dict[str, str]) -> None:
    """A code is asked by what its column's comment says it means: 'N' as "no-show", 0 as "retired
    from practice"; a content word of a longer meaning links too, more weakly, unless another code's
    meaning shares it or it names a table or column ("visit" of "home visit", "clinic visit")."""
    sampled = {v.strip().lower(): v for v in column.schema.values}
    meanings = {
        sampled.get(code.lower(), code): [_words(p) for p in legend_phrases(m)] for code, m in legend.items()
    }
    shared = Counter(stem(w) for phrases in meanings.values() for w in {w for p in phrases for w in p})
    schema_words = index.table_lookup.keys() | index.column_lookup.keys()
    for value, phrases in meanings.items():
        for words in phrases:
            if not words or (len(words) == 1 and _weak_word(words[0])):
                continue
            out.entries.setdefault(_key(words), []).append(_Entry(column, value, True, False, legend=True))
            out.longest = max(out.longest, len(words))
            for size in range(1, len(words)):
                for start in range(len(words) - size + 1):
                    part = words[start : start + size]
                    if _weak_word(part[0]) or _weak_word(part[-1]) or _key(part) in schema_words:
                        continue
                    if any(shared[stem(w)] > 1 for w in part):
                        continue
                    out.entries.setdefault(_key(part), []).append(
                        _Entry(column, value, True, False, True, True)
                    )


def _coded(values: list[str]) -> str:
    """Country codes when most values are ISO 3166 codes; short capital codes (DLV, PND); or ""."""
    short = [v for v in values if 1 <= len(v) <= 4 and v.isalpha() and v.isupper()]
    if not values or len(short) < 0.8 * len(values) or len(values) > 300:
        return ""
    alpha3 = {code3 for code3, _ in COUNTRY_CODES.values()}
    countries = sum(1 for v in short if v in COUNTRY_CODES or v in alpha3)
    if countries >= 0.6 * len(short) and all(len(v) in (2, 3) for v in short):
        return "country"
    return "code" if len(values) <= 30 else ""


def _add_code(out: ValueIndex, column: Column, value: str, coded: str) -> None:
    """A coded value is also asked by what it stands for: 'DE' as "germany", 'CANC' as "cancelled"."""
    phrases: set[str] = set()
    if coded == "country":
        names = COUNTRY_CODES.get(value, ("", ()))[1]
        names = names or next((n for code3, n in COUNTRY_CODES.values() if code3 == value), ())
        phrases.update(_key(name.split()) for name in names)
        for spelled, meanings in DEMONYMS.items():
            if set(meanings) & set(names):
                phrases.add(_key(spelled.split()))  # "japanese passengers"
    else:
        expanded = ABBREVIATIONS.get(value.lower())
        if expanded:
            phrases.add(_key(list(expanded)))
        if len(value) >= 2:
            out.codes.append((value.lower(), column, value))
    for phrase in phrases - {_key(_words(value))}:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, False))


def _weak_word(word: str) -> bool:
    """A stopword, a number or a fragment; two Chinese characters are a whole word (停用)."""
    short = len(word) < (2 if _CJK.match(word) else 3)
    return word in EN_STOPWORDS or word in QUESTION_WORDS or short or word.isdigit()


_DETERMINERS = frozenset({"no", "none"})
_HAVING = frozenset({"with", "has", "have", "had", "having", "got", "gets", "get", "without"})
_BEING = frozenset({"is", "are", "was", "were", "be", "been", "equals", "equal", "says", "say"})
_THERE = frozenset({"there", "here"})


def _determiner(question: Question, i: int, mentions: Sequence[Mention]) -> bool:
    """`words[i]` is "no" before a noun ("with no co-author", "no warranty cars"), not the value
    "no": after a word of having ("with", "has", "there is"), or directly before a table or column
    mention; never after "is", "=" or ":" or right after a yes/no column's own mention."""
    tokens = question.tokens
    if tokens[i].text not in _DETERMINERS or i + 1 >= len(tokens):
        return False
    following = tokens[i + 1].text
    if not following[:1].isalpha() or following in EN_STOPWORDS or following in QUESTION_WORDS:
        return False
    if i == 0:
        return any(m.start == tokens[1].start for m in mentions)
    before, gap = tokens[i - 1].text, question.text[tokens[i - 1].end : tokens[i].start]
    if before in _HAVING and not re.search(r"[=:]", gap):
        return True
    if before in _BEING:
        return i >= 2 and tokens[i - 2].text in _THERE  # "there is no reviewer"
    if re.search(r"[=:]", gap) or any(m.end == tokens[i - 1].end and m.column is not None for m in mentions):
        return False  # "needs ethics = no", "needs ethics no": the column's answer
    return any(m.start == tokens[i + 1].start for m in mentions)


def find_values(question: Question, values: ValueIndex, mentions: Sequence[Mention] = ()) -> list[ValueLink]:
    """Every link of a question n-gram to a sampled value; longer spans first at each position."""
    tokens = question.tokens
    stems = [stem(t.text) for t in tokens]
    words = [t.text for t in tokens]
    links: list[ValueLink] = []
    for i in range(len(tokens)):
        for n in range(min(values.longest, len(tokens) - i), 0, -1):
            if n == 1 and _determiner(question, i, mentions):
                continue  # "with no co-author": "no" says the co-author is missing, it is no yes/no answer
            if n == 1 and words[i] in _RANK_WORDS and i + 1 < len(words) and words[i + 1].isdigit():
                continue  # "top 5 fees": a rank and its count, not a code TOP
            start, end = tokens[i].start, tokens[i + n - 1].end
            said = question.text[start:end]
            keys = [(" ".join(stems[i : i + n]), False)]
            if n > 1 and _RE_CODE_TYPED.fullmatch(said) and any(c.isdigit() for c in said):
                keys.append(("".join(words[i : i + n]), False))  # "4abc123" for '4ABC123', an ISBN's hyphens
            if n > 1 and any(t.text.isdigit() for t in tokens[i : i + n]):
                keys.append((" ".join(sorted(stems[i : i + n])), False))
            for alternative in question.alternatives.get(said, ())[1:]:
                keys.append((_key(_words(alternative)), False))
            for alternative in question.value_alternatives.get(said, ()):
                keys.append((_key(_words(alternative)), False))
            synonyms: set[str] = set()
            if n == 1 and not _weak_word(tokens[i].text):
                near = [related for related in related_stems(stems[i]) if related != stems[i]]
                synonyms = set(near)
                keys.extend((related, True) for related in near)
                # a Chinese word's gloss is spelt right: no typo of a value (定居 "settle" is not Seattle),
                # and so is an English word ("right" is not the surname Wright)
                typed = tokens[i].text not in question.origin
                if typed and len(tokens[i].text) >= MIN_LENGTH and stems[i] not in values.entries:
                    typos = values.typos.lookup(stems[i])  # the word list is read only when one is near
                    if typos and tokens[i].text not in english_vocabulary():
                        keys.extend((typo, True) for typo in sorted(typos))
                if (
                    len(tokens[i].text) >= _MIN_PREFIX
                    and tokens[i].text.isascii()
                    and not measure_word(words, i)
                ):
                    keys.append(("^" + tokens[i].text, False))
            measure = n == 1 and measure_word(words, i)
            if measure and tokens[i].text in CURRENCY_WORDS and i and words[i - 1][0].isdigit():
                continue  # "1000 gbp": the amount's unit (currencies.py adds the code with the amount)
            if (
                n == 1
                and not _weak_word(tokens[i].text)
                and stems[i] not in values.entries
                and not measure
                and not any(m.strength >= 0.8 and m.start <= start and end <= m.end for m in mentions)
            ):  # a word that names the schema ("per currency") is no code's skeleton (CNY)
                for code, column, value in values.codes:  # "pending" ~ PND: a code's skeleton
                    if skeleton_of(code, tokens[i].text) or skeleton_of(code, stems[i]):
                        links.append(ValueLink(start, end, column, value, True, said))
            for key, related in keys:
                for entry in values.entries.get(key, ()):
                    if entry.cased and question.cased[start:end] not in (entry.value, entry.value.upper()):
                        continue
                    if not entry.exact and ((n == 1 and len(tokens[i].text) < 4) or related):
                        continue
                    if key in synonyms and _names_things(entry.column):
                        continue  # a name is typed as it is: "cost" is no surname 'Price'
                    if entry.legend and _gloss_fragment(question, said):
                        continue  # a part of one Chinese word's longer gloss is not a code's meaning
                    partial = not entry.exact or (entry.legend and entry.related)
                    if partial and (measure or _measured(question, start, end)):
                        continue  # "more than 10 hours", "total hours": a quantity, not `1 = extra hours`
                    if not entry.exact and n == 1 and tokens[i].text in ROLE_SUPERLATIVES:
                        continue  # "short books": a measure word, not a word inside a title
                    links.append(
                        ValueLink(
                            start,
                            end,
                            entry.column,
                            entry.value,
                            entry.exact,
                            said,
                            related or entry.related,
                            entry.inner,
                        )
                    )
    seen: set[tuple[int, int, int, str, bool, bool]] = set()
    unique: list[ValueLink] = []
    for link in links:  # one link per span and value (a word and its English may both find it)
        same = (link.start, link.end, id(link.column), link.value, link.exact, link.related)
        if same not in seen:
            seen.add(same)
            unique.append(link)
    return unique


_RE_COMPARISON_AFTER = re.compile(
    r"^\s*(?:is\s+|was\s+)?(?:less|more|fewer|greater|over|under|above|below|at least|at most|[<>≥≤])"
)


def _measured(question: Question, start: int, end: int) -> bool:
    """The words are a quantity a comparison follows ("time under 5 minutes"); a unit after a
    number is `measure_word`'s."""
    return _RE_COMPARISON_AFTER.match(question.text[end : end + 16]) is not None


def _gloss_fragment(question: Question, said: str) -> bool:
    """`said` is only a part of the gloss of one Chinese word (a word of "open an account", 开户)."""
    origin = question.origin.get(said)
    if origin is None:
        return False
    return any(
        other != said and source == origin and f" {said} " in f" {other} "
        for other, source in question.origin.items()
    )
