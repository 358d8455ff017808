"""The index of sampled values: every non-key column's distinct values (and their codes, legends,
English forms, folded spellings) under the stemmed words a question would use for them.

Built once per schema and cached on the `SchemaIndex`; `values.find_values` looks questions up in it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from agentsearch.nlp.querydsl.builtin.accents import fold, has_accents
from agentsearch.nlp.querydsl.builtin.legends import legend_phrases
from agentsearch.nlp.querydsl.builtin.schema_index import Column, SchemaIndex, name_tokens
from agentsearch.nlp.querydsl.builtin.typos import TypoIndex
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
    stem,
)
from agentsearch.nlp.querydsl.lexicon_abbrev import ABBREVIATIONS
from agentsearch.nlp.querydsl.lexicon_places import COUNTRY_CODES
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = [
    "MIN_PREFIX",
    "RE_CJK_RUN",
    "RE_CODE_TYPED",
    "ValueIndex",
    "names_things",
    "value_index",
    "value_key",
    "value_words",
]


_WORD = re.compile(r"[a-z0-9][a-z0-9'&]*|[\u3400-\u9fff]+")
RE_CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
_MIXED = re.compile(r"[A-Za-z0-9]{1,6}[\u4e00-\u9fff]{1,3}")
_MAX_TOKENS = 8
_MAX_HEAD_VALUES = 200
_FUNCTION_CHARS = frozenset("的了是在和与及或也都就有")
_PREFIX_COLUMNS = 200  # categorical columns (few values) also link by a word's prefix: "pharma"
MIN_PREFIX = 5


@dataclass(frozen=True)
class _Entry:
    column: Column
    value: str
    exact: bool
    cased: bool  # the value is a stopword: match only with the same capitals
    related: bool = False  # a part of a code's meaning ("employed" of "still employed"): weaker
    legend: bool = False  # a code's meaning, from its column's comment
    inner: str = ""  # the part of the value a partial entry stands for (四川 of '四川成都' for "sichuan")


@dataclass
class ValueIndex:
    entries: dict[str, list[_Entry]] = field(default_factory=dict)
    longest: int = 1
    cjk_parts: set[str] = field(default_factory=set)  # Chinese words inside values (kept by the gloss)
    typos: TypoIndex = field(default_factory=lambda: TypoIndex(()))
    codes: list[tuple[str, Column, str]] = field(default_factory=list)  # (lower code, column, value)


def value_words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def value_key(words: list[str]) -> str:
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
                words = value_words(fold(value))[:_MAX_TOKENS]
                keys = {value_key(words)} if words else set()
                keys |= {stem(w) for w in words if len(words) > 1 and len(w) >= 4 and not weak_word(w)}
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


def names_things(column: Column) -> bool:
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
RE_CODE_TYPED = re.compile(r"[a-z0-9]+(?:[-./]?[a-z0-9]+)+")
_RE_RUNS = re.compile(r"\d+|[a-z]+")
_RE_PHONE = re.compile(r"\+?[\d\s().-]{7,24}")


def _add_value(out: ValueIndex, column: Column, value: str) -> None:
    words = value_words(value)[:_MAX_TOKENS]
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
    phrases = {value_key(words)}
    if len(words) == 1:  # 'cardiology' is asked as "cardiologists", 'pediatrics' as "pediatrician"
        phrases.update(value_key([practitioner]) for practitioner in _practitioners(words[0]))
    if any(w.isdigit() for w in words) and len(words) > 1:
        phrases.add(_sorted_key(words))  # "Fall 2024" is also asked as "2024 fall" (2024年秋季)
    phrases.update(
        value_key(spelled.split()) for spelled in _DEMONYMS_OF.get(whole, ())
    )  # 'Germany': "german"
    phrases.update(value_key(meaning.split()) for meaning in DEMONYMS.get(whole, ()))  # 'German': "germany"
    spoken: set[str] = set()  # English words for it: asked in any case ('猫' is "cats", "Cats")
    # a one-character name is a surname ('周', '张'): its senses ("week", a classifier) are no value
    senses = [] if len(value.strip()) == 1 and names_things(column) else english_of(value)
    for english in [*senses, *pinyin_of(value), *place_forms(value)]:
        spoken.add(value_key(value_words(english)))  # '杭州' is asked as "Hangzhou", '王一诺' as "wang yinuo"
        # '法国' is also asked as "french"
        spoken.update(value_key(spelled.split()) for spelled in _DEMONYMS_OF.get(english, ()))
        out.longest = max(out.longest, len(value_words(english)))  # '美国' as "united states": two words
    if {"gender", "sex"} & (set(name_tokens(column.name)) | set(column.keys)):  # or its comment (性别)
        phrases.update(value_key([word]) for word in GENDER_CODES.get(whole, ()))  # 'F' is asked as "female"
        cased = False
    for phrase in phrases:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, cased))
    for phrase in spoken - phrases:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, False))
    out.longest = max(out.longest, len(words))
    if _MIXED.fullmatch(value):  # 5号, C区: a number or letter with a Chinese word, kept as written
        out.cjk_parts.add(value)
    for run in RE_CJK_RUN.findall(value):  # "阿莫西林" inside '阿莫西林胶囊'
        for size in range(2, min(len(run), 8) + 1):
            for start in range(len(run) - size + 1):
                part = run[start : start + size]
                if part != value and part[0] not in _FUNCTION_CHARS and part[-1] not in _FUNCTION_CHARS:
                    out.entries.setdefault(part, []).append(_Entry(column, value, False, False))
                    out.cjk_parts.add(part)
    for name, part in named_parts(value):  # "stores in sichuan": every value holding 四川
        out.entries.setdefault(value_key(value_words(name)), []).append(
            _Entry(column, value, False, False, inner=part)
        )
    if len(column.schema.values) <= _PREFIX_COLUMNS:
        for word in words:
            for size in range(MIN_PREFIX, len(word) - 1):
                out.entries.setdefault("^" + word[:size], []).append(_Entry(column, value, False, False))
    if len(words) == 1:
        return
    for size in range(1, len(words)):
        for start in range(len(words) - size + 1):
            part = words[start : start + size]
            if weak_word(part[0]) or weak_word(part[-1]):
                continue  # "love in", "of the": a phrase starts and ends with a content word
            out.entries.setdefault(value_key(part), []).append(_Entry(column, value, False, False))


def _add_legend(out: ValueIndex, index: SchemaIndex, column: Column, legend: dict[str, str]) -> None:
    """A code is asked by what its column's comment says it means: 'N' as "no-show", 0 as "retired
    from practice"; a content word of a longer meaning links too, more weakly, unless another code's
    meaning shares it or it names a table or column ("visit" of "home visit", "clinic visit")."""
    sampled = {v.strip().lower(): v for v in column.schema.values}
    meanings = {
        sampled.get(code.lower(), code): [value_words(p) for p in legend_phrases(m)]
        for code, m in legend.items()
    }
    shared = Counter(stem(w) for phrases in meanings.values() for w in {w for p in phrases for w in p})
    schema_words = index.table_lookup.keys() | index.column_lookup.keys()
    for value, phrases in meanings.items():
        for words in phrases:
            if not words or (len(words) == 1 and weak_word(words[0])):
                continue
            out.entries.setdefault(value_key(words), []).append(
                _Entry(column, value, True, False, legend=True)
            )
            out.longest = max(out.longest, len(words))
            for size in range(1, len(words)):
                for start in range(len(words) - size + 1):
                    part = words[start : start + size]
                    if weak_word(part[0]) or weak_word(part[-1]) or value_key(part) in schema_words:
                        continue
                    if any(shared[stem(w)] > 1 for w in part):
                        continue
                    out.entries.setdefault(value_key(part), []).append(
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
        phrases.update(value_key(name.split()) for name in names)
        for spelled, meanings in DEMONYMS.items():
            if set(meanings) & set(names):
                phrases.add(value_key(spelled.split()))  # "japanese passengers"
    else:
        expanded = ABBREVIATIONS.get(value.lower())
        if expanded:
            phrases.add(value_key(list(expanded)))
        if len(value) >= 2:
            out.codes.append((value.lower(), column, value))
    for phrase in phrases - {value_key(value_words(value))}:
        out.entries.setdefault(phrase, []).append(_Entry(column, value, True, False))


def weak_word(word: str) -> bool:
    """A stopword, a number or a fragment; two Chinese characters are a whole word (停用)."""
    short = len(word) < (2 if RE_CJK_RUN.match(word) else 3)
    return word in EN_STOPWORDS or word in QUESTION_WORDS or short or word.isdigit()
