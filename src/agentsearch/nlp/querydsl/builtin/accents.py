"""Latin letters without their accents: "janacek" for 'Janáček, Leoš', "muller" for 'Müller'.

People type names without the marks their database spells them with. The value index adds a
value's folded words as a second spelling, only where no other value is spelt that way already
('Jose' and 'José' both sampled: each keeps its own), so folding never merges two real values.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["fold", "has_accents"]

#: letters NFKD does not split into a base letter and a mark
_OWN = str.maketrans(
    {
        "ß": "ss",
        "ø": "o",
        "Ø": "O",
        "đ": "d",
        "Đ": "D",
        "ł": "l",
        "Ł": "L",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "þ": "th",
        "Þ": "TH",
        "ı": "i",
    }
)
_LATIN_MARKED = re.compile(r"[\u00c0-\u024f]")


def has_accents(text: str) -> bool:
    """A Latin letter beyond ASCII (é, ř, ß, ø): Chinese and plain ASCII text have none."""
    return bool(_LATIN_MARKED.search(text))


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_OWN))
    return "".join(c for c in decomposed if not unicodedata.combining(c))
