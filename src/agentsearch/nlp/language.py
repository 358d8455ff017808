"""Language detection good enough to pick a tokenizer: Chinese when Han characters dominate."""

from __future__ import annotations

import re

__all__ = ["LANGUAGES", "detect_language", "has_han"]

#: every code `detect_language` returns
LANGUAGES = ("en", "zh")

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")


def has_han(text: str) -> bool:
    return bool(_HAN.search(text))


def detect_language(text: str) -> str:
    """ "zh" when Han characters are at least a fifth of the letters, else "en"."""
    han = len(_HAN.findall(text))
    if han == 0:  # most chunks of an English page: no need to count its letters
        return "en"
    latin = len(_LATIN.findall(text))
    # one Han character carries about as much as a short English word
    return "zh" if han * 3 >= (han * 3 + latin) * 0.2 else "en"
