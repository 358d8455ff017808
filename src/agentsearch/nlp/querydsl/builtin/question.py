"""A question being parsed: normalised (and, for Chinese, glossed) text plus what is understood so far.

Each recogniser consumes the characters it understood, so later ones only see what is left, and the
words nobody consumed are reported as `ignored`. Everything here is linear in the question length.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.gloss import gloss, kept_senses, zh_number

__all__ = ["Question", "Token", "find_word", "is_cjk", "word_pattern"]

_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_DIGIT_COMMA = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SPACES = re.compile(r"\s{2,}")
#: "o'brien" is one word, "brask's" is two (the possessive is not part of the name)
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[a-z][a-z0-9&]*(?:'(?!s(?![a-z]))[a-z]+)*|[\u3400-\u9fff]+")


_HALF_UNITS = {"小时": "小时", "钟头": "小时", "月": "个月"}


def _numeral(text: str) -> int:
    """A numeral as asked, in digits or Chinese."""
    return int(text) if text.isdigit() else zh_number(text)


#: holidays whose date is the same every year (the name as said → the day; eve before the day)
_HOLIDAYS = (
    ("christmas eve", "24 december"),
    ("christmas(?: day)?", "25 december"),
    ("new year'?s eve", "31 december"),
    ("new year'?s(?: day)?", "1 january"),
    ("valentine'?s(?: day)?", "14 february"),
    ("halloween", "31 october"),
)
_ZH_HOLIDAYS = (
    ("平安夜", "12月24日"),
    ("圣诞节?", "12月25日"),
    ("元旦", "1月1日"),
    ("情人节", "2月14日"),
    ("万圣节", "10月31日"),
    ("国庆节", "10月1日"),
    ("劳动节", "5月1日"),
)


def _identifier(typed: str) -> str:
    digits = typed.replace("-", "")
    return digits if len(digits) >= 10 else typed


#: spelled-out quantities a comparison can read ("more than half an hour" → "more than 30 minutes")
_PHRASES: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    # contractions typed without the apostrophe: "havent paid", "didnt give", "arent shipped"
    (
        re.compile(r"(?i)\b(have|has|had|do|does|did|is|are|was|were|could|would|should)nt\b"),
        r"\1n't",
    ),
    # "more then 25", "less then $5": the commonest misspelling of a comparison
    (
        re.compile(
            r"(?i)\b(more|less|fewer|greater|higher|lower|bigger|smaller|longer|shorter|older|younger|later|earlier)"
            r" then\b(?=\s*[$€£¥]?\s*\d)"
        ),
        r"\1 than",
    ),
    # "3 busiest drivers by number of trips": a count before a superlative ranks like "top 3"
    (
        re.compile(
            r"(?i)(?<!top )\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+busiest\b"
            r"(?![a-z' -]{1,40}\bby\b)"  # "3 busiest drivers by trips": ranked by what follows "by"
        ),
        r"top \1 most popular",
    ),
    (
        re.compile(
            r"(?i)(?<!top )(?<!first )\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+"
            r"(?!(?:smallest|lowest|fewest|least|cheapest|shortest|youngest|oldest|earliest|latest|newest)\b)"
            r"([a-z]{2,}est)\b(?=[a-z' -]{1,40}\bby\b)"
        ),
        r"top \1 \2",
    ),
    (re.compile(r"(?i)\b(?:an|one) hour and a half\b"), "90 minutes"),
    (re.compile(r"(?i)\b(\d{1,3}) (hours?|days?|years?|weeks?|months?) and a half\b"), r"\1.5 \2"),
    (re.compile(r"(?i)\b(?:an|one) and a half (hours?|days?|years?)\b"), r"1.5 \1"),
    (re.compile(r"(?i)\b(\d{1,3}) and a half (hours?|days?|weeks?|months?|minutes?)\b"), r"\1.5 \2"),
    # "longer than a month", "under a week": the article is the number one
    (
        re.compile(
            r"(?i)\b(than|over|under|least|most|within|exceeds?) an? (month|week|day|minute|second)\b"
        ),
        r"\1 1 \2",
    ),
    (re.compile(r"(?i)\bhalf an hour\b"), "30 minutes"),
    # an identifier typed in hyphenated groups (an ISBN 978-3-16-148410-0, a phone 415-555-0199): one
    # number of ten or more digits, not a date
    (re.compile(r"(?<![\d-])\d{1,6}(?:-\d{1,7}){2,6}(?![\d-])"), lambda m: _identifier(m.group(0))),
    # "the busiest doctor": the one the most rows point at, like "the most popular"
    (re.compile(r"(?i)(?<!\d )\bbusiest\b(?=\s+[a-z])(?![a-z' -]{1,40}\bby\b)"), "most popular"),
    (re.compile(r"(?i)\ba quarter of an hour\b"), "15 minutes"),
    (re.compile(r"(?i)\b(?:an|one) hour\b"), "1 hour"),
    (re.compile(r"(?i)\ba minute\b"), "1 minute"),
    (re.compile(r"(?i)\bsci-?fi\b"), "science fiction"),
    (re.compile(r"(?i)\bno\.\s*(?=\d)"), "number "),
    (re.compile(r"(?i)\bno\.\s+of\b"), "number of"),  # "no. of flats per compound"
    # the shorthands "w/" and "w/o": "spots w/ a charger", "orders w/o a discount"
    (re.compile(r"(?i)(?<![a-z])w/o(?![a-z])"), "without"),
    (re.compile(r"(?i)(?<![a-z])w/(?=\s)"), "with"),
    # chat shorthands of general English: "ppl with …", "thru june", "b4 2020", "names pls"
    (re.compile(r"(?i)(?<![a-z])w/out(?![a-z])"), "without"),
    (re.compile(r"(?i)\bppl\b"), "people"),
    (re.compile(r"(?i)\bthru\b"), "through"),
    (re.compile(r"(?i)\bb4\b"), "before"),
    (re.compile(r"(?i)\b(?:pls|plz)\b"), "please"),
    (re.compile(r"(?i)\b(\d{1,2})(?:st|nd|rd|th)\s+grad(?:e|ers?)\b"), r"grade \1"),
    # "the 2nd floor", "3rd level": the ordinal is the value of the word after it
    (re.compile(r"(?i)\b(\d{1,3})(?:st|nd|rd|th)\s+(?!grad)([a-z]+)\b"), r"\2 \1"),
    # "with neither email nor phone", "neither red nor white": the two negations the reader knows
    (re.compile(r"(?i)\bwith\s+neither\s+([a-z][a-z -]{0,30}?)\s+nor\s+"), r"with no \1 and no "),
    (re.compile(r"(?i)\bneither\s+([a-z][a-z -]{0,30}?)\s+nor\s+"), r"not \1 and not "),
    # 一个半小时 (one and a half hours), 两个半月: the half after a numeral and its measure word
    (
        re.compile(r"([一二两三四五六七八九十\d]+)个半(小时|钟头|月)"),
        lambda m: f"{_numeral(m.group(1))}.5{_HALF_UNITS[m.group(2)]}",
    ),
    (re.compile(r"半小时"), "30分钟"),
    # holidays on a fixed date, with their year: "christmas day 2024", 2024年圣诞节
    *((re.compile(rf"(?i)\b{name}(?:\s+of)?,?\s+(\d{{4}})\b"), rf"{day} \1") for name, day in _HOLIDAYS),
    *((re.compile(rf"(\d{{4}})\s*年\s*的?{name}"), rf"\1年{day}") for name, day in _ZH_HOLIDAYS),
    (re.compile(r"一个小时"), "1小时"),
]


def is_cjk(text: str) -> bool:
    return bool(_CJK.search(text))


@dataclass(frozen=True)
class Token:
    text: str
    start: int
    end: int


class Question:
    """`raw` as asked; `text`: lower-cased English (Chinese glossed), with a consumed-character mask."""

    def __init__(
        self,
        raw: str,
        keep: frozenset[str] = frozenset(),
        names: frozenset[str] = frozenset(),
        terms: frozenset[str] = frozenset(),
        spoken: frozenset[str] = frozenset(),
    ) -> None:
        self.raw = raw
        normal = _DIGIT_COMMA.sub("", raw.translate(_FULLWIDTH))
        for pattern, replacement in _PHRASES:
            normal = pattern.sub(replacement, normal)
        # Chinese grammar, not just a Chinese value inside English ("patients booked with dr 曹晨平")
        self.chinese = any(run not in keep for run in _CJK_RUN.findall(normal))
        self.alternatives: dict[str, tuple[str, ...]] = {}
        self.origin: dict[str, str] = {}
        if self.chinese:
            normal, self.alternatives, self.origin = gloss(normal, keep, names, terms, spoken)
            normal = _SPACES.sub(" ", normal).strip()  # "少于 2  分钟" reads like "less than 2 minutes"
        # the schema's own Chinese words stay as written; inside a value ('杭州…茶叶有限公司') one may
        # still name an English value ("shops in 杭州": 'Hangzhou'): its English, for the value links only
        self.value_alternatives = {
            run: senses for run in _CJK_RUN.findall(normal) if (senses := kept_senses(run))
        }
        self.cased = normal
        self.text = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in normal)
        self._used = bytearray(len(self.text))
        self.tokens = [Token(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(self.text)]

    def free(self, start: int, end: int) -> bool:
        return not any(self._used[max(0, start) : end])

    def consume(self, start: int, end: int) -> None:
        start, end = max(0, start), min(end, len(self._used))
        if end > start:
            self._used[start:end] = b"\x01" * (end - start)

    def consume_token(self, token: Token) -> None:
        self.consume(token.start, token.end)

    def finditer(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches that do not overlap text already consumed."""
        for match in pattern.finditer(self.text):
            if match.end() > match.start() and self.free(match.start(), match.end()):
                yield match

    def search(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        return next(self.finditer(pattern), None)

    def free_tokens(self) -> list[Token]:
        return [t for t in self.tokens if self.free(t.start, t.end)]

    def contains(self, word: str) -> bool:
        return word_pattern(word).search(self.text) is not None


@functools.lru_cache(maxsize=4096)
def word_pattern(word: str) -> re.Pattern[str]:
    """`word` as a whole word (ASCII boundaries; CJK words match anywhere)."""
    if is_cjk(word):
        return re.compile(re.escape(word))
    return re.compile(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])")


def find_word(text: str, word: str, start: int = 0) -> int:
    if not word:
        return -1
    match = word_pattern(word).search(text, start)
    return match.start() if match else -1
