"""The English a question may use for a Chinese value: '杭州' is asked as "Hangzhou", '商业保险' as
"commercial insurance", '蝴蝶班' as "butterfly class", a name '王一诺' in pinyin as "wang yinuo". From
general dictionaries only (the curated lexicon, then CC-CEDICT with its readings), never from any
database: a value is cut into its dictionary words, a lone character keeps up to three senses (班:
team, class, grade) and the phrases are their combinations.
"""

from __future__ import annotations

import itertools
import re

from agentsearch.nlp.cedict import (
    cedict_names,
    cedict_reading,
    cedict_readings,
    cedict_senses,
    cedict_word,
    cedict_words,
)
from agentsearch.nlp.querydsl.lexicon_zh import ZH_WORDS
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["english_heads", "english_of", "named_parts", "pinyin_of", "place_forms"]

_CJK_CHAR = re.compile(r"[\u3400-\u9fff]")
_CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
_PIECE = re.compile(r"[\u3400-\u9fff]+|[A-Za-z0-9]+")
_MAX_PHRASES = 6
_LONGEST = 6
_MAX_CHARS = 6


def english_of(value: str) -> list[str]:
    """English phrases for a Chinese value, best first; [] for one a dictionary cannot cover. A
    single character keeps its first sense if that is a word of three letters or more (猫 "cat", 男
    "male"; not the "m" that would be every metre)."""
    if _CJK_CHAR.fullmatch(value):  # its first sense only: a lone character has many
        senses = (ZH_WORDS.get(value) or cedict_senses(value))[:1]
        return [w for w in senses if len(w) >= 3 and w.isalpha() and w not in EN_STOPWORDS]
    if not _CJK_RUN.search(value):
        return []
    if value in ZH_WORDS:
        return [w for w in ZH_WORDS[value] if w]
    general = cedict_senses(value)[:3]  # the general dictionary: '桂林' → guilin, '青岛' → qingdao
    if general:
        return list(general)
    segments = _segments(value)
    if segments is None or len(segments) < 2:
        return []
    phrases = [" ".join(words) for words in itertools.islice(itertools.product(*segments), _MAX_PHRASES)]
    return list(dict.fromkeys(phrases))


_NAME_CHARS = re.compile(r"[\u3400-\u9fff]{2,4}")


def pinyin_of(value: str) -> list[str]:
    """How a short Chinese value is written in pinyin without tones: whole ("haiyan" for 海燕), and
    as a name, family name apart, either way round ("wang zihan", "zihan wang"); a four-character
    value also in two words ("zhujiang mingzhu"). The first character reads as a surname where it
    is one."""
    if not _NAME_CHARS.fullmatch(value):
        return []
    syllables = [cedict_reading(char, surname=i == 0) for i, char in enumerate(value)]
    if not all(syllables):
        return []
    given = "".join(syllables[1:])
    forms = ["".join(syllables), f"{syllables[0]} {given}", f"{given} {syllables[0]}"]
    if len(value) == 4:
        forms.append(f"{syllables[0]}{syllables[1]} {syllables[2]}{syllables[3]}")
    return list(dict.fromkeys(forms))


def english_heads(value: str) -> list[str]:
    """The content words of a value's dictionary words of two characters or more ('蝴蝶班' → butterfly),
    which a question may say alone ("kids in the panda class"); a lone character's senses are too
    general to name one value (班 is every class)."""
    if not _CJK_CHAR.search(value) or value in ZH_WORDS or cedict_senses(value):
        return []
    segments = _segments(value, heads=True)
    if segments is None:
        return []
    return [w for senses in segments for sense in senses[:1] for w in sense.split() if _content(w)]


def _segments(value: str, heads: bool = False) -> list[tuple[str, ...]] | None:
    """Each piece's senses (a dictionary word's first, a lone character's first three, digits as
    written); with `heads`, only the dictionary words. None when a character has none, or
    when more than one character stands alone: a person's name (王一诺) is no phrase of senses."""
    if len(_CJK_CHAR.findall(value)) > _MAX_CHARS:
        return None  # a title or a sentence: its words are no name a question repeats in English
    out: list[tuple[str, ...]] = []
    lone = 0
    for match in _PIECE.finditer(value):
        piece = match.group(0)
        if not _CJK_CHAR.match(piece):
            if not piece.isdigit():
                return None  # '商业x': a part no dictionary reads
            if not heads:
                out.append((piece,))
            continue
        i = 0
        while i < len(piece):
            word = _word_at(piece, i)
            if word:
                senses = (ZH_WORDS.get(word) or cedict_senses(word))[:1]
                if not senses or not senses[0]:
                    return None
                out.append(senses)
                i += len(word)
                continue
            char_senses = tuple(s for s in (ZH_WORDS.get(piece[i]) or cedict_senses(piece[i])) if s)[:3]
            lone += 1
            if not char_senses or lone > 1:
                return None
            if not heads:
                out.append(char_senses)
            i += 1
    return out


def _word_at(text: str, at: int) -> str:
    for size in range(min(_LONGEST, len(text) - at), 1, -1):
        if text[at : at + size] in ZH_WORDS:
            return text[at : at + size]
    return cedict_word(text, at, len(text))


def _content(word: str) -> bool:
    return len(word) >= 3 and word.isalpha() and word.lower() not in EN_STOPWORDS


#: the English of the last character of a Chinese place name that says its kind (乐都区 "ledu district")
_PLACE_KINDS = {
    "区": "district",
    "市": "city",
    "省": "province",
    "县": "county",
    "镇": "town",
    "乡": "township",
    "村": "village",
    "路": "road",
    "街": "street",
}
_MAX_READINGS = 4


def place_forms(value: str) -> list[str]:
    """How a Chinese place name is written in English: its name's pinyin under each reading of its
    characters (乐都区: "ledu", 都 read du as well as dou) alone and with its kind ("ledu district"),
    and the dictionary's names of it; [] for a value that is no place."""
    kind = _PLACE_KINDS.get(value[-1:])
    stem = value[:-1]
    if kind is None or not 1 <= len(stem) <= 3 or not _NAME_CHARS.fullmatch(value):
        return []
    common = [cedict_reading(char) for char in stem]  # its commonest reading first
    readings = [[c, *sorted(cedict_readings(char) - {c})] for c, char in zip(common, stem, strict=True)]
    if not all(common):
        return []
    names = ["".join(combo) for combo in itertools.islice(itertools.product(*readings), _MAX_READINGS)]
    names += [n for n in cedict_names(stem) if n.isascii()]
    return list(dict.fromkeys(form for name in names for form in (name, f"{name} {kind}")))


def named_parts(value: str) -> list[tuple[str, str]]:
    """The proper names inside a longer Chinese value, with the part that writes each: '四川成都'
    holds 四川 (sichuan) and 成都; a question says "stores in sichuan" for every value holding 四川."""
    words = [w for run in _CJK_RUN.findall(value) for w in cedict_words(run) if w != value]
    return [(name, word) for word in words for name in cedict_names(word) if name.isascii()]
