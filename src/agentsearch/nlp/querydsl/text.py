"""A question being parsed: normalised text plus a record of the characters already understood.

Each recogniser consumes the span it understood, so later ones (and the free-text fallback) only see
what is left. Normalisation keeps one character per character, so spans line up with the original.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["Question", "is_cjk", "name_tokens", "singular"]

_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def is_cjk(text: str) -> bool:
    return bool(_CJK.search(text))


def singular(word: str) -> str:
    """A rough English singular: enough to match "products" with "product" and "boxes" with "box"."""
    if len(word) <= 3 or not word.isascii():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def name_tokens(name: str) -> list[str]:
    """`UnitPrice` → [unit, price, unitprice]; `released_at` → [released, released_at]."""
    spaced = _CAMEL.sub("_", name.strip())
    parts = [p for p in re.split(r"[_\W]+", spaced.lower()) if p]
    tokens = [p for p in parts if p not in ("id", "at", "of", "the", "yao", "is")]
    whole = name.lower()
    if whole not in tokens:
        tokens.append(whole)
    joined = "".join(parts)
    if joined not in tokens:
        tokens.append(joined)
    return tokens


class Question:
    def __init__(self, raw: str) -> None:
        self.raw = raw
        lowered = []
        for ch in raw.translate(_FULLWIDTH):
            low = ch.lower()
            lowered.append(low if len(low) == 1 else ch)
        self.text = "".join(lowered)
        self._used = [False] * len(self.text)

    def free(self, start: int, end: int) -> bool:
        return not any(self._used[start:end])

    def consume(self, start: int, end: int) -> None:
        for index in range(max(0, start), min(end, len(self._used))):
            self._used[index] = True

    def finditer(self, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
        """Matches that do not overlap text already consumed."""
        for match in pattern.finditer(self.text):
            if match.end() > match.start() and self.free(match.start(), match.end()):
                yield match

    def search(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        return next(self.finditer(pattern), None)

    def contains(self, word: str) -> bool:
        return find_word(self.text, word) >= 0

    def remaining(self) -> str:
        """The text not consumed yet, with consumed parts replaced by spaces."""
        return "".join(" " if used else ch for ch, used in zip(self.text, self._used, strict=True))


def find_word(text: str, word: str, start: int = 0) -> int:
    """Index of `word` in `text` as a whole word (ASCII boundaries; CJK words match anywhere)."""
    if not word:
        return -1
    if is_cjk(word):
        return text.find(word, start)
    pattern = re.compile(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])")
    match = pattern.search(text, start)
    return match.start() if match else -1


def word_pattern(word: str) -> re.Pattern[str]:
    if is_cjk(word):
        return re.compile(re.escape(word))
    return re.compile(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])")
