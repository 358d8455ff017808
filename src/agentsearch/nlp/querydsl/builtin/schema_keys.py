"""The words that name a table or a column, with a strength (1 = its name said whole): split and
stemmed names, the noun of a compound and, more weakly, its modifier, word families, the key's word,
labels and Chinese runs of labels and comments; split out of `schema_index`, which indexes them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agentsearch.nlp.cedict import cedict_senses, cedict_words
from agentsearch.nlp.querydsl.builtin.bound_pairs import BOUND_WORDS, LOWER_BOUNDS, UPPER_BOUNDS
from agentsearch.nlp.querydsl.builtin.gloss import english_words
from agentsearch.nlp.querydsl.builtin.legends import code_legend
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.lexicon import NAME_SYNONYMS, QUESTION_WORDS, related_stems, stem
from agentsearch.nlp.stopwords import EN_STOPWORDS
from agentsearch.querydsl.schema import ColumnSchema, TableSchema

__all__ = ["CJK_RUN", "GENERIC", "column_keys", "key_comment_names", "phrase_key", "table_keys"]

CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]{2,}")
_WORD = re.compile(r"[a-z][a-z0-9']*")
_GENERIC_GLOSS = frozenset({"number", "name", "items", "type", "person", "which", "how", "many", "each"})
#: name parts that say little on their own ("order_id", "created_at", "is_active")
GENERIC = frozenset({"id", "at", "on", "is", "has", "no", "num", "nr", "code", "key", "ref", "fk", "pk"})
_KIND_WORDS = frozenset({"year", "date", "time", "timestamp", "amount", "count", "quantity", "number"})
#: an English comment that only names its column: a few words, no code legend, NULL note or sentence
_NAMING_COMMENT = re.compile(r"[A-Za-z][A-Za-z '-]{1,40}")
#: what a key's Chinese comment ends in after the thing it identifies (会员编号, 订单号, 客户ID)
_ID_SUFFIX = re.compile(r"(?:编号|编码|代码|序号|流水号|号码|号|ID|Id|id)$")


#: name parts that make a column a bound of the value the rest names (`min_salary`, `max_guests`)
_BOUNDS = LOWER_BOUNDS | UPPER_BOUNDS | {"limit"}


def phrase_key(words: Sequence[str]) -> str:
    return " ".join(stem(w) for w in words)


def _add(keys: dict[str, float], phrase: str, strength: float) -> None:
    if phrase and keys.get(phrase, 0.0) < strength:
        keys[phrase] = strength


def _english_words(text: str) -> list[str]:
    return [w for w in _WORD.findall((text or "").lower()) if w not in EN_STOPWORDS]


def table_keys(entry: TableSchema) -> dict[str, float]:
    keys: dict[str, float] = {}
    for name in (entry.name, entry.model.rsplit(".", 1)[-1]):
        parts = [p for p in name_tokens(name) if p not in GENERIC]
        if not parts:
            continue
        _add(keys, phrase_key(parts), 1.0)
        _add(keys, stem("".join(parts)), 1.0)
        if not parts[-1].endswith("s"):  # "skus", "menus", "kpis": plurals the stemmer keeps whole
            _add(keys, phrase_key([*parts[:-1], parts[-1] + "s"]), 1.0 if len(parts) == 1 else 0.9)
        noun = stem(parts[-1])  # "app_orders", "playlist_tracks": the noun is last
        if len(parts) > 1 and not (len(parts) == 2 and parts[0] in ("app", "tbl", "t")):
            _add(keys, noun, 0.5)
            # "lessons" for LessonSlot: the modifier names the rows too, more weakly
            _add(keys, stem(parts[0]), 0.45)
        elif len(parts) == 2:
            _add(keys, noun, 1.0)
        for related in related_stems(phrase_key(parts) if len(parts) == 1 else noun):
            _add(keys, related, 0.8 if len(parts) == 1 else 0.4)
        verb = _verb_of(parts[-1])
        if verb:  # `assignment`: "nobody assigned", "who was assigned to it" name its rows
            _add(keys, verb, 0.7 if len(parts) == 1 else 0.4)
        raw = [p for p in name_tokens(name, expand=False) if p not in GENERIC]
        if raw and raw != parts:  # `emp` is also asked as "emps"
            _add(keys, phrase_key(raw), 0.9)
    key_parts = [p for p in name_tokens(entry.primary_key or "") if p not in GENERIC]
    if entry.column(entry.primary_key or "") is not None and key_parts:
        _add(keys, phrase_key(key_parts), 0.9)  # tech_id, emp_id: "techs", "emps" name the table
    if entry.label and not CJK_RUN.search(entry.label):
        words = _english_words(entry.label)
        if words:
            _add(keys, phrase_key(words), 1.0)
    for text in (entry.label, entry.description):
        for run in CJK_RUN.findall(text or ""):
            _add(keys, run, 1.0)
    return keys


#: -ment and -al nouns that are not an act of their stem's verb
_NOT_ACTS = frozenset({"department", "apartment", "compartment", "comment", "element", "moment", "segment"})
_NOT_ACTS |= frozenset({"fragment", "document", "instrument", "supplement", "garment", "sentiment"})
_NOT_ACTS |= frozenset({"animal", "hospital", "capital", "journal", "interval", "festival", "portal"})
_NOT_ACTS |= frozenset({"original", "material", "national", "local", "total", "signal", "medal", "metal"})


def _verb_of(noun: str) -> str:
    """The stem of the verb an act noun comes from: assignment → assign, shipment → ship, rental →
    rent, renewal → renew; "" for another noun (department, animal)."""
    if noun in _NOT_ACTS:
        return ""
    for suffix in ("ment", "al"):
        base = noun[: -len(suffix)]
        if noun.endswith(suffix) and len(base) >= 4 and base[-1] not in "aeiou":
            return stem(base + "ed")  # as its participle stems: referral → "referred" → refer
    return ""


def _dictionary_senses(run: str) -> list[tuple[str, float]]:
    """The senses of each dictionary word (2+ characters, longest first) of a Chinese comment run,
    one or two English words each, with the strength they name the column by: what an English
    question calls it. The first two are strong; the next two (原因: … root cause, reason) weak, so
    they link only a word nothing else takes ("leave requests that give no reason")."""
    out: list[tuple[str, float]] = []
    for word in cedict_words(run):
        senses = [s for s in cedict_senses(word) if len(s.split()) <= 2][:4]
        out += [
            (sense, 0.6 if rank < 2 else 0.45)
            for rank, sense in enumerate(senses)
            if sense not in _GENERIC_GLOSS and sense not in EN_STOPWORDS
        ]
    return out


def key_comment_names(column: ColumnSchema) -> list[str]:
    """The Chinese runs a key column's comment gives the rows it identifies: a primary key's
    `会员编号` and a reference's `会员` both name the members' table, the word a Chinese
    question uses for them when the table's own name is English or pinyin."""
    names: list[str] = []
    for text in (column.label, column.description):
        head = re.split(r"[，,;；:：（(=]", text or "", maxsplit=1)[0].strip()
        run = _ID_SUFFIX.sub("", head)
        if CJK_RUN.fullmatch(run):
            names.append(run)
    return names


def column_keys(column: ColumnSchema, table: TableSchema) -> dict[str, float]:
    keys: dict[str, float] = {}
    parts = name_tokens(column.name)
    table_parts = {stem(p) for p in name_tokens(table.name)}
    meaningful = [p for p in parts if p not in GENERIC]
    if meaningful:
        _add(keys, phrase_key(meaningful), 1.0)
        _add(keys, stem("".join(meaningful)), 1.0)
    if len(parts) > 1 and parts[0] in ("no", "non", "not"):  # `no_show` is asked "no-show", not `invoice_no`
        _add(keys, phrase_key(parts), 1.0)
        _add(keys, stem("".join(parts)), 1.0)
    for index, part in enumerate(meaningful):
        word = stem(part)
        if word in table_parts and len(meaningful) > 1:
            strength = 0.3  # "artist" in artists.artist_name names the table more than the column
        elif len(meaningful) == 1:
            strength = 1.0
        elif index == len(meaningful) - 1 or (len(meaningful) == 2 and meaningful[-1] in _KIND_WORDS):
            strength = 0.7  # mfg_dt, hire_yr: the first word says what, the last only its kind
        else:
            strength = 0.6
        if len(meaningful) > 1 and _BOUNDS & {p for p in meaningful if p != part}:
            strength *= 0.9  # min_salary: "salary" alone is the salary itself, not its bound
        _add(keys, word, strength)
        for related in related_stems(word):
            _add(keys, related, strength * 0.8)
    for i in range(len(meaningful) - 1):
        _add(keys, phrase_key(meaningful[i : i + 2]), 0.9)
    if len(meaningful) == 2 and _BOUNDS & set(meaningful):  # `weight_max` is asked "max weight"
        _add(keys, phrase_key(meaningful[::-1]), 1.0)
        bound = next(p for p in meaningful if p in _BOUNDS)
        other = next((p for p in meaningful if p != bound), "")
        for said in BOUND_WORDS.get(bound, ()):  # "starting price", 价格下限 ("price lower limit")
            _add(keys, phrase_key([said, other]), 0.95)
            _add(keys, phrase_key([other, said]), 0.95)
    raw = [p for p in name_tokens(column.name, expand=False) if p not in GENERIC]
    if raw and raw != meaningful:  # `qty` is also asked as "qty"
        _add(keys, phrase_key(raw), 1.0)
    for synonym in NAME_SYNONYMS.get(tuple(meaningful[-2:]), ()):
        _add(keys, phrase_key(synonym.split()), 0.9)
    codes = " ".join(code_legend(column.description, column.values).values())
    for text in (column.label, column.description):
        if not text:
            continue
        for run in CJK_RUN.findall(text):
            if run in codes:
                continue  # `0 = 停用`: the meaning of a code is a value of the column, not its name
            _add(keys, run, 0.9)
            for word in english_words(run):  # a comment 盒数 ("boxes") names the column too
                if word.isascii() and word.isalpha() and word not in EN_STOPWORDS | _GENERIC_GLOSS:
                    _add(keys, stem(word), 0.6)
            for sense, strength in _dictionary_senses(run):  # 颜色: "colour", "color"
                _add(keys, phrase_key(sense.split()), strength)
        words = [w for w in _english_words(text) if w not in QUESTION_WORDS]
        if text is column.label and words and not column.label.isupper():
            _add(keys, phrase_key(words), 1.0)
            for word in words:
                _add(keys, stem(word), 0.6)
        elif text is column.description and _NAMING_COMMENT.fullmatch(text.strip()) and 0 < len(words) <= 3:
            _add(keys, phrase_key(words), 0.9)  # `day_rt -- daily rate`: a short comment is a label
    return keys
