"""What the keyword index sees: Chinese segmented with jieba's dictionary (search mode) before
FTS5's tokenizer, technical tokens kept whole, and the query reduced to distinct non-stopword terms.

FTS5's `unicode61` tokenizer splits on every non-alphanumeric character, so `os.path.join`, `--dry-run`,
`max_connections` and `3.11.2` would only match as loose words (and `--all` not at all: `all` is a
stopword). Each such token is therefore also indexed as one *fused* word (`os.path.join` →
`osdpathdjoin`: every separator spelled as a letter), and a query carrying the token asks for the
fused word as well, so an exact technical match gets the rare word's full IDF. `CamelCase` words are
indexed whole (unicode61 lowercases them) and also as their parts (`getElementById` → get element by
id), so either spelling in a query finds them.
"""

from __future__ import annotations

import re

from agentsearch.nlp import segment
from agentsearch.nlp.language import has_han
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS

__all__ = ["index_text", "query_terms", "technical_terms"]

_WORD = re.compile(r"[\w\u3400-\u4dbf\u4e00-\u9fff]+", re.UNICODE)
# --flag / -f, dotted.names and versions, snake_case, paths a/b, key:value; ASCII only. The last two
# start only at the start of an ASCII alphanumeric run: a start inside a run reaches the same run end
# and fails the same way, so the guard finds the same tokens without retrying every letter of a word.
_TECHNICAL = re.compile(
    r"(?<![\w.-])--?[A-Za-z0-9][A-Za-z0-9_-]*"
    r"|(?<![A-Za-z0-9])[A-Za-z0-9]+(?:[._:/-][A-Za-z0-9]+)*(?:[._:/][A-Za-z0-9]+)(?:[._:/-][A-Za-z0-9]+)*"
    r"|(?<![A-Za-z0-9])[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+"
)
# a whole run of the characters a technical token can have, with a separator followed by a letter or
# digit in it (every token has one: `-f`, `a.b`, `a_b`); found in one C pass, so plain words and
# sentence ends ("cells.") cost no Python step
_RUN = re.compile(r"(?<![A-Za-z0-9_.:/-])[A-Za-z0-9_.:/-]*?[._:/-][A-Za-z0-9][A-Za-z0-9_.:/-]*")
_CAMEL = re.compile(r"\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b")
_CAMEL_HINT = re.compile(r"[a-z0-9][A-Z]")
_CAMEL_PART = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_SPELL = {".": "d", "_": "u", "-": "h", "/": "s", ":": "c"}


def _fuse(token: str) -> str:
    return "".join(_SPELL.get(ch, ch) for ch in token.lower())


def technical_terms(text: str) -> list[str]:
    """The fused forms of the technical tokens of a text, in order, without repeats."""
    found: dict[str, None] = {}
    for run in _RUN.finditer(text):  # a token lies inside one such run
        for match in _TECHNICAL.finditer(text, run.start(), run.end()):  # lookbehinds see the text
            token = match.group(0).rstrip("._:/-")
            if any(sep in token for sep in _SPELL):
                found.setdefault(_fuse(token), None)
    return list(found)


def _camel_parts(text: str) -> list[str]:
    if not _CAMEL_HINT.search(text):  # every CamelCase word has a lower-to-upper step; most text none
        return []
    return [" ".join(_CAMEL_PART.findall(m.group(0))) for m in _CAMEL.finditer(text)]


def _segment(text: str) -> list[str]:
    if not has_han(text):
        return _WORD.findall(text)
    # one scan of the pieces joined by spaces, not a regex call per piece (a word never spans a
    # space, so the words are the same; a chunk of Chinese has a few hundred pieces)
    return _WORD.findall(" ".join(segment.cut_for_search(text)))


def index_text(text: str) -> str:
    """Space-separated words; FTS5's unicode61 + porter tokenizer then lowercases and stems them.

    Fused technical tokens and CamelCase parts are appended after the text."""
    base = " ".join(_segment(text)) if has_han(text) else text
    extra = [*technical_terms(text), *_camel_parts(text)]
    return f"{base}\n{' '.join(extra)}" if extra else base


def query_terms(query: str, limit: int = 32) -> list[str]:
    """Distinct lowercase terms of a query, stopwords dropped (all terms kept if all are stopwords),
    followed by the fused forms of its technical tokens."""
    words = [w.lower() for w in _segment(query)]
    kept = [w for w in words if w not in EN_STOPWORDS and w not in ZH_STOPWORDS and w.strip("_")]
    fused = technical_terms(query)
    seen: dict[str, None] = {}
    for word in [*(kept or ([] if fused else words)), *fused]:
        seen.setdefault(word, None)
    return list(seen)[:limit]
