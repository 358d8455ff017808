"""Typo tolerance by symmetric deletion (as SymSpell does): two words are one edit apart when a
one-letter deletion of one equals the other or a deletion of it, and the pair really is one edit
apart (a deletion of each side also pairs "join" with "jona", two edits). Only for words of at least
`MIN_LENGTH` letters that link to nothing as written ("novles", "salries"), and linear: a word has
as many deletions as letters.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["MIN_LENGTH", "TypoIndex"]

MIN_LENGTH = 5


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


class TypoIndex:
    """Single-word keys by their one-letter deletions; `lookup` returns the keys one edit away."""

    def __init__(self, keys: Iterable[str]) -> None:
        self._by_variant: dict[str, set[str]] = {}
        for key in keys:
            if " " in key or len(key) < MIN_LENGTH - 1 or not key.isalpha():
                continue
            for variant in {key, *_deletions(key)}:
                self._by_variant.setdefault(variant, set()).add(key)

    def lookup(self, word: str) -> set[str]:
        if len(word) < MIN_LENGTH - 1 or not word.isalpha():
            return set()
        found: set[str] = set()
        for variant in {word, *_deletions(word)}:
            found |= self._by_variant.get(variant, set())
        found.discard(word)
        return {key for key in found if _one_edit(word, key)}


def _one_edit(a: str, b: str) -> bool:
    """One insertion, deletion, substitution or swap of neighbours turns `a` into `b`."""
    if abs(len(a) - len(b)) > 1:
        return False
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end_a, end_b = len(a), len(b)
    while end_a > start and end_b > start and a[end_a - 1] == b[end_b - 1]:
        end_a, end_b = end_a - 1, end_b - 1
    middle_a, middle_b = a[start:end_a], b[start:end_b]
    if len(middle_a) <= 1 and len(middle_b) <= 1:
        return True
    return len(middle_a) == len(middle_b) == 2 and middle_a == middle_b[::-1]
