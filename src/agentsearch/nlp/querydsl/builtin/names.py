"""Identifiers split into words: `UnitPrice`, `hire_date`, `durationMs`, and names written without
separators (PostgreSQL folds camelCase: `durationms`), split into known general words; parts that
are naming abbreviations (`mfg_dt`, `cust_nm`) are expanded into their words."""

from __future__ import annotations

import functools
import re

from agentsearch.nlp.cedict import english_vocabulary
from agentsearch.nlp.querydsl.lexicon import IDENTIFIER_WORDS, WORD_FAMILIES
from agentsearch.nlp.querydsl.lexicon_abbrev import ABBREVIATIONS

__all__ = ["name_tokens"]

_FAMILY_WORDS = frozenset(word for family in WORD_FAMILIES for word in family if word.isalpha())
_CURATED = frozenset(IDENTIFIER_WORDS) | _FAMILY_WORDS
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def name_tokens(name: str, expand: bool = True) -> list[str]:
    """`UnitPrice` → [unit, price]; `hire_date` → [hire, date]; `durationMs` → [duration, ms]; and,
    written without separators (PostgreSQL folds camelCase), `durationms` → [duration, ms]. With
    `expand`, abbreviations become words: `cust_nm` → [customer, name]."""
    spaced = _CAMEL.sub("_", name.strip())
    parts = [p for p in re.split(r"[_\W]+", spaced.lower()) if p]
    folded = len(parts) == 1  # `durationms`: no separator, no capital; `hire_date` says its words
    pieces = [piece for part in parts for piece in _split_compound(part, folded)]
    if not expand:
        return pieces
    return [word for piece in pieces for word in ABBREVIATIONS.get(piece, (piece,))]


@functools.lru_cache(maxsize=65536)
def _known(piece: str) -> bool:
    """A word of the identifier lexicon or of the general word list, inflections included (cached:
    the compound split asks it for every substring it tries)."""
    if piece in _CURATED:
        return True
    for suffix in ("s", "es", "ed", "d", "ing"):
        if piece.endswith(suffix) and piece[: -len(suffix)] in _CURATED:
            return True
    if (
        len(piece) > 4
        and piece[-3:-2] == piece[-4:-3]
        and piece.endswith("ed")
        and piece[:-3] in IDENTIFIER_WORDS
    ):
        return True
    if len(piece) < 4:
        return False
    vocabulary = english_vocabulary()  # a general word list: renewed, seat, trainee
    for suffix in ("s", "es", "ed", "d", "ing", "ee", "er"):
        base = piece[: -len(suffix)]
        inflected = piece.endswith(suffix) and len(base) >= 4
        if inflected and (base in vocabulary or (base[-1] == base[-2] and base[:-1] in vocabulary)):
            return True  # renewed, trainee; cancelled (cancel + l + ed)
    return piece in vocabulary


@functools.lru_cache(maxsize=4096)
def _split_compound(part: str, folded: bool = True) -> tuple[str, ...]:
    """The fewest-unknown-letters split of `part` into known words (unknown runs allowed), for a
    `folded` name only, one written as a single run of letters: the parts of `hire_date` or
    `UnitPrice` are words already, so the general word list (CC-CEDICT's English, ~1 s and
    ~30 MB to load) is not read for them."""
    if not folded or len(part) < 6 or _known(part) or not part.isalpha():
        return (part,)
    size = len(part)
    best: list[tuple[int, int, tuple[str, ...]] | None] = [None] * (size + 1)
    best[0] = (0, 0, ())
    for end in range(1, size + 1):
        for start in range(max(0, end - 16), end):
            previous = best[start]
            if previous is None:
                continue
            piece = part[start:end]
            # "stations" is not st+at+i+ons: short words only start or end a name (is+explicit, weight+kg)
            short = len(piece) == 2 and (end == size or start == 0)
            unknown = 0 if (len(piece) >= 3 or short) and _known(piece) else len(piece)
            if unknown and len(piece) < 3:
                continue
            if (
                unknown
                and previous[2]
                and previous[2][-1] not in IDENTIFIER_WORDS
                and not _known(previous[2][-1])
            ):
                continue  # merge unknown runs instead of splitting them
            candidate = (previous[0] + unknown, previous[1] + 1, (*previous[2], piece))
            if best[end] is None or candidate[:2] < best[end][:2]:  # type: ignore[index]
                best[end] = candidate
    found = best[size]
    if found is None or found[0] > size // 2 or len(found[2]) == 1:
        return (part,)
    return found[2]
