"""Chinese → English gloss, so one set of recognisers serves both languages.

Forward maximum matching over the general dictionary (`lexicon_zh`), with the schema's own Chinese
words (labels, descriptions, sampled values) kept as they are. `gloss_rewrites` first turns Chinese
numerals into digits and `2024年3月` into `2024-03`. Linear: at most `_LONGEST` dictionary probes
per character.
"""

from __future__ import annotations

import re

from agentsearch.nlp.cedict import cedict_senses, cedict_word
from agentsearch.nlp.querydsl.builtin.agent_nouns import AGENT_SUFFIXES, agent_noun
from agentsearch.nlp.querydsl.builtin.gloss_rewrites import rewrite, zh_number
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.nlp.querydsl.lexicon_measures import UNIT_WORDS
from agentsearch.nlp.querydsl.lexicon_zh import ZH_NUMERALS, ZH_WORDS
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["english_words", "gloss", "kept_senses", "zh_number"]

_LONGEST = max(len(w) for w in ZH_WORDS)
_CJK_CHAR = re.compile(r"[\u3400-\u9fff]")
#: a classifier between a number and its unit (两个小时 "2 items hours", 三个月) says nothing more
_CLASSIFIER_BEFORE_UNIT = re.compile(
    r"(?<=\d)(\s+)items\s+(?=(?:"
    + "|".join(
        re.escape(w) for w in sorted({*UNIT_WORDS, "month", "months", "year", "years"}, key=len, reverse=True)
    )
    + r")(?![a-z]))"
)
#: classifiers (measure words) read as one only right after a number: 只 猫, 单 orders, 班 flights
_MORE_CLASSIFIERS = frozenset("只头匹座栋套台场节趟班间届")  # 单 after a count: orders, below
_NUMBER_AFTER = re.compile(r"\s*(?:\d|[" + ZH_NUMERALS + "])")


def gloss(
    text: str,
    keep: frozenset[str],
    names: frozenset[str] = frozenset(),
    terms: frozenset[str] = frozenset(),
    spoken: frozenset[str] = frozenset(),
) -> tuple[str, dict[str, tuple[str, ...]], dict[str, str]]:
    """(glossed text, alternatives of each gloss, Chinese origin of each gloss). `names`: the
    schema's one-word names (stemmed); a character no word takes (房 in 有海景的房) is glossed by
    the one of its senses that is one of them (room), else kept. A kept word that is not one of the
    schema's own `terms` (labels, comments, whole values) but only part of values (诊所 in clinic
    names) keeps its English as alternatives, so it still names a table ("clinic"). `spoken`: the
    one-word English values, the sense of a lone character that ends a phrase (的狗 → dog)."""
    text = rewrite(text, names)
    longest_keep = max((len(w) for w in keep), default=0)
    out: list[str] = []
    alternatives: dict[str, tuple[str, ...]] = {}
    origin: dict[str, str] = {}
    i = 0
    while i < len(text):
        ch = text[i]
        if not _CJK_CHAR.match(ch):
            out.append(ch)
            i += 1
            continue
        if text.startswith(("以外", "之外"), i) and _ends_phrase(text, i + 2):
            _except_last(out)  # 美国以外的资助方: "except united states 的 sponsor"
            i += 2
            continue
        word = ""
        for size in range(min(max(_LONGEST, longest_keep), len(text) - i), 0, -1):
            piece = text[i : i + size]
            if piece in keep or piece in ZH_WORDS:
                word = piece
                break
        written = _mixed_value(text, i, keep)  # 5号线, B区, 3号楼: a sampled value with its number
        if written:
            out.append(f"{text[i : i + written]} ")
            i += written
            continue
        if len(word) > 1 and word in keep and word not in terms and _longer_word(text, i, word, keep):
            word = ""  # 葡萄园 is a vineyard, not a word inside values (葡萄) and a 园
        # 4个人: 个 is the classifier, not 个人; not after 2024年 (a year's 年 between) or "q4"
        after_number = i > 0 and (text[i - 1].isdigit() or text[i - 1] in ZH_NUMERALS) and _after_digit(out)
        unit_after_number = after_number and word in ZH_WORDS and ZH_WORDS[word][0] in UNIT_WORDS
        if word and word in keep and not unit_after_number:  # 1.5小时 is hours, whatever values hold
            out.append(f" {word} ")
            if word not in terms and (senses := kept_senses(word)):
                alternatives.setdefault(word, (word, *senses))
            i += len(word)
            continue
        if ch in ZH_NUMERALS and (not word or len(word) == 1):
            j = i
            while j < len(text) and text[j] in ZH_NUMERALS:
                j += 1
            out.append(f" {zh_number(text[i:j])} ")
            i = j
            continue
        if ch == "单" and (after_number or _last_word(out) == "many") and not _word_starts(text, i, keep):
            out.append(" orders ")  # 超过100单, 下了多少单: 单 counts orders
            i += 1
            continue
        if after_number and not word and ch in _MORE_CLASSIFIERS:
            out.append(" items ")  # 3只猫, 20班: a classifier the lexicon does not list
            i += 1
            continue
        general = cedict_word(text, i, len(text)) if len(word) <= 1 and not after_number else ""
        if general and word and _curated_from(text, i + 1, i + len(general)):
            general = (
                ""  # 工资和平均奖金: 和 + 平均 (and the average), not 和平 (Heping) + 均; 几分钟: 几 + 分钟
            )
        if general and word and _schema_word_from(text, i + 1, i + len(general), general, names):
            general = ""  # 哪些楼没电梯: 没 + 电梯 ("elevator" names has_elevator), not 没电 + 梯
        suffix = text[i + len(general) : i + len(general) + 1] if general else ""
        if suffix in AGENT_SUFFIXES and (doer := agent_noun(cedict_senses(general), names)):
            # 种植户 "grower", 捐赠人 "donor": the verb's doer, where the schema names one
            alternatives.setdefault(doer, (doer, general + suffix))
            origin.setdefault(doer, general + suffix)
            out.append(f" {doer} ")
            i += len(general) + 1
            continue
        if general and (senses := cedict_senses(general)):
            # a word the curated lexicon lacks (作品, 教练), or one it only knows a character of (画家,
            # not 画 + the classifier 家): the general dictionary's senses, in the text the first one
            # that is a one-word value (议题 "topic" where a kind is 'Topic'), else the first that names
            # the schema (渠道 "channel" where a column is `channel`, not "irrigation ditch"), else its first
            first = next(
                (sense for sense in senses if sense in spoken),
                next((sense for sense in senses if _names_schema(sense, names)), senses[0]),
            )
            for token in {first, *first.split()}:  # the linker reads a token's alternatives
                if token == first or (len(token) >= 3 and token not in EN_STOPWORDS):
                    alternatives.setdefault(token, (token, *senses, general))
                    origin.setdefault(token, general)
            out.append(f" {first} ")
            i += len(general)
            continue
        if word:
            english = ZH_WORDS[word]
            first = english[0]
            if first == "items" and _last_word(out) == "each":
                i += len(word)  # 每家诊所, 每条河: "each clinic", the classifier says nothing more
                continue
            if word in ("最多", "最少") and _NUMBER_AFTER.match(text, i + len(word)):
                first = "at most" if word == "最多" else "at least"
            if first:
                alternatives.setdefault(first, english)
                origin.setdefault(first, word)
            out.append(f" {first} ")
            i += len(word)
            continue
        named = _named_sense(ch, names) if not word else ""
        if not named and not word and ch not in _LOCATIVES and _ends_phrase(text, i + 1):
            named = _named_sense(ch, spoken)  # 品种不明的狗: a lone noun ending the phrase, a value's word
        if named:
            alternatives.setdefault(named, (named, ch))
            origin.setdefault(named, ch)
            out.append(f" {named} ")
            i += 1
            continue
        j = i + 1  # an unknown run: keep it, it may be a search term or a value in Chinese
        while (
            j < len(text)
            and _CJK_CHAR.match(text[j])
            and not _word_starts(text, j, keep)
            and not _named_sense(text[j], names)
        ):
            j += 1
        if j - i <= 2 and _noun_starts(text, j, keep) and _last_word(out) in _NEGATIONS:
            # 没留电话, 没有留电话: "without a phone", the verb between a negation and its noun says no more
            out.append(" without " if _drop_last_word(out) else "")
            i = j
            continue
        out.append(f" {text[i:j]} ")
        i = j
    return _CLASSIFIER_BEFORE_UNIT.sub(r"\1", "".join(out)), alternatives, origin


def _names_schema(sense: str, names: frozenset[str]) -> bool:
    """A one-word sense that is one of the schema's one-word names (stemmed)."""
    return " " not in sense and stem(sense) in names


#: locative particles that end a place phrase (公园里的, 表中的): never a noun of their own
_LOCATIVES = frozenset("里中上下内外前后间边旁")


def _ends_phrase(text: str, at: int) -> bool:
    """Nothing but punctuation, 的 or a question particle follows `at` (the phrase's head noun)."""
    rest = text[at:].lstrip()
    return not rest or rest[0] in "的，,。.？?！!；;、有吗呢"


def _named_sense(ch: str, names: frozenset[str]) -> str:
    """The sense of a lone character that names the schema (房 → room on a schema with rooms)."""
    if not names or ch in ZH_NUMERALS:
        return ""
    return _schema_sense(cedict_senses(ch), names)


def kept_senses(word: str) -> tuple[str, ...]:
    """The English of a Chinese word the schema's own values contain (kept as written): 杭州 inside
    a shop name '杭州龙井茶叶有限公司' is still asked for a city stored as 'Hangzhou'."""
    if len(word) < 2:
        return ()
    english = ZH_WORDS.get(word)
    return tuple(w for w in english if w) if english else cedict_senses(word)[:3]


def _longer_word(text: str, at: int, word: str, keep: frozenset[str]) -> bool:
    """The general dictionary has a longer word at `at` than `word`, and no curated or schema word
    starts inside it and runs past its end (maximum matching across both dictionaries)."""
    longer = cedict_word(text, at, len(text))
    if len(longer) <= len(word):
        return False
    end = at + len(longer)
    return not any(
        text[start : start + size] in ZH_WORDS or text[start : start + size] in keep
        for start in range(at + 1, end)
        for size in range(end - start + 1, min(_LONGEST, len(text) - start) + 1)
    )


def _curated_from(text: str, start: int, past: int) -> bool:
    """A curated word of two or more characters starts at `start` and runs past `past` (it overlaps
    the end of a general dictionary word that begins with one curated character)."""
    return any(
        text[start : start + size] in ZH_WORDS and start + size > past
        for size in range(2, min(_LONGEST, len(text) - start) + 1)
    )


def _schema_sense(senses: tuple[str, ...], names: frozenset[str]) -> str:
    """The first sense of a lone character that names the schema, whole or, for a noun phrase, by
    its head noun (楼 "storied building" → building where a table is `building`, before its later
    sense "floor"); else "". Not for a longer word, whose modifier says what it is (研究人员
    "research worker" is a researcher, not any worker)."""
    for sense in senses:
        if _names_schema(sense, names):
            return sense
        words = sense.split()  # a modifier and its noun only: not "sign one's name", "piece of writing"
        modified = len(words) == 2 and words[0] not in ("to", "be", "a", "the") and "'" not in sense
        if modified and _names_schema(words[-1], names):
            return words[-1]
    return ""


def _schema_word_from(text: str, start: int, past: int, general: str, names: frozenset[str]) -> bool:
    """A general dictionary word that names the schema starts at `start` and runs past `past`,
    where `general` (the word it overlaps) names nothing of the schema."""
    after = cedict_word(text, start, len(text))
    if len(after) < 2 or start + len(after) <= past:
        return False
    if any(_names_schema(sense, names) for sense in cedict_senses(general)):
        return False
    return any(_names_schema(sense, names) for sense in cedict_senses(after))


_NEGATIONS = frozenset({"not", "without"})


def _noun_starts(text: str, at: int, keep: frozenset[str]) -> bool:
    """A word of two or more characters starts at `at` (电话, 地址; not the particle 的)."""
    return any(
        text[at : at + size] in ZH_WORDS or text[at : at + size] in keep for size in range(2, _LONGEST + 1)
    )


def _except_last(out: list[str]) -> None:
    """Put "except" before the last word glossed (X以外: other than X), unless 除了 already said it."""
    for at in range(len(out) - 1, max(-1, len(out) - 5), -1):
        if "except" in out[at]:
            return
        if out[at].strip():
            out[at] = " except" + out[at]
            return


def _drop_last_word(out: list[str]) -> bool:
    """Drop the last word glossed (a few pieces back at most); True when one was dropped."""
    for at in range(len(out) - 1, max(-1, len(out) - 5), -1):
        if out[at].strip():
            out[at] = " ".join(out[at].split()[:-1]) + " "
            return True
    return False


def _last_word(out: list[str]) -> str:
    """The last word glossed so far (looking back over a few pieces only: linear)."""
    for piece in reversed(out[-4:]):
        if piece.strip():
            return piece.split()[-1]
    return ""


def _mixed_value(text: str, at: int, keep: frozenset[str]) -> int:
    """How many characters from `at` end a kept value that began with the letters or digits right
    before them (5号, C区: kept as written, not a classifier after a count); 0 when none."""
    start = at
    while start > 0 and text[start - 1].isascii() and text[start - 1].isalnum():
        start -= 1
    if start == at:
        return 0
    return next((size for size in (3, 2, 1) if text[start : at + size] in keep), 0)


def _after_digit(out: list[str]) -> bool:
    """The text so far ends with a digit (looking back over a few pieces only: linear)."""
    tail = "".join(out[-8:]).split()
    return bool(tail) and tail[-1].replace(".", "", 1).isdigit()


def _word_starts(text: str, at: int, keep: frozenset[str]) -> bool:
    return any(
        text[at : at + size] in ZH_WORDS or text[at : at + size] in keep for size in range(1, _LONGEST + 1)
    )


def english_words(chinese: str) -> list[str]:
    """The first English gloss of each dictionary word in `chinese` (unknown characters skipped):
    a column comment 盒数 → ["boxes", "number"], so "boxes" names the column."""
    out: list[str] = []
    i = 0
    while i < len(chinese):
        size = next(
            (n for n in range(min(_LONGEST, len(chinese) - i), 0, -1) if chinese[i : i + n] in ZH_WORDS), 0
        )
        if size:
            out.extend(ZH_WORDS[chinese[i : i + size]][0].split())
        i += size or 1
    return out
