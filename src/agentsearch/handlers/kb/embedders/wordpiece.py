"""BERT's WordPiece tokenizer in plain Python, reading the vendored `minilm-tokenizer.json`.

Why not the `tokenizers` package: it pulls `huggingface_hub`, `hf_xet`, `fsspec` and friends (about
35 MB) into the default install for one job that is about a hundred lines. This module reproduces
the tokenizer.json pipeline MiniLM uses exactly — BertNormalizer (clean text, spaces around CJK
characters, lower case, accents stripped), BertPreTokenizer (whitespace and punctuation), greedy
longest-match WordPiece with `##` continuations and `[UNK]` for words it cannot spell, the
`[CLS] … [SEP]` template, truncation — and a test compares its ids with `tokenizers` on real text.
Words are cached, so the hot path is a dict lookup per word.
"""

from __future__ import annotations

import json
import re
import threading
import unicodedata
from functools import lru_cache
from importlib import resources
from itertools import chain
from typing import Any

__all__ = ["WordPieceTokenizer", "load_wordpiece"]


def _is_punctuation(ch: str) -> bool:
    code = ord(ch)
    if 33 <= code <= 47 or 58 <= code <= 64 or 91 <= code <= 96 or 123 <= code <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(code: int) -> bool:
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x20000 <= code <= 0x2A6DF
        or 0x2A700 <= code <= 0x2B73F
        or 0x2B740 <= code <= 0x2B81F
        or 0x2B920 <= code <= 0x2CEAF  # the reference's range (not Unicode's 0x2B820)
        or 0xF900 <= code <= 0xFAFF
        or 0x2F800 <= code <= 0x2FA1F
    )


# ASCII text needs none of the Unicode work: tabs and newlines become spaces, control characters go
_ASCII_CLEAN = {code: (" " if chr(code) in "\t\n\r" else None) for code in (*range(32), 127)}
_ASCII_WORD = re.compile(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]")


def _normalise_char(ch: str) -> str:
    """What BertNormalizer makes of one character: dropped (NUL, U+FFFD, control, format and private-use
    characters), a space (whitespace), spaced out (CJK), else lower-cased, decomposed (NFD) and
    stripped of its non-spacing marks (Σ lower-cases to σ everywhere: no final-sigma rule)."""
    code = ord(ch)
    if code == 0 or code == 0xFFFD:
        return ""
    category = unicodedata.category(ch)
    if ch in "\t\n\r" or category == "Zs":
        return " "
    if category in ("Cc", "Cf", "Co"):  # private use too (U+F0B7, a Word bullet), as the reference
        return ""
    lowered = "σ" if ch == "Σ" else ch.lower()
    out = "".join(c for c in unicodedata.normalize("NFD", lowered) if unicodedata.category(c) != "Mn")
    return f" {out} " if _is_cjk(code) else out


class _SplitTable(dict[int, str]):
    """A `str.translate` table filled on first sight of each code point: the character as
    BertNormalizer leaves it, with every punctuation character spaced out, so BertPreTokenizer's
    split becomes one `str.split()`. Why: the per-character Python loop this replaces was most of
    the static embedder's time on text with a single non-ASCII character. One difference from
    normalising the whole string: NFD's reordering of combining marks across characters is not
    done, which only matters for spacing marks with a combining class (none in running text); a
    test compares the ids with `tokenizers` on real text."""

    def __missing__(self, code: int) -> str:
        normal = _normalise_char(chr(code))
        value = "".join(f" {c} " if _is_punctuation(c) else c for c in normal)
        if len(self) < _SPLIT_TABLE_MAX:  # bounded: text in every script stays well below
            self[code] = value
        return value


_SPLIT_TABLE_MAX = 200_000
_SPLIT_TABLE = _SplitTable()


def _words(text: str) -> list[str]:
    """BertNormalizer(clean_text, handle_chinese_chars, lowercase, strip_accents) then
    BertPreTokenizer (whitespace, and every punctuation character a word of its own)."""
    if text.isascii():  # every printable ASCII character that is not a letter or digit is punctuation
        return _ASCII_WORD.findall(text.translate(_ASCII_CLEAN).lower())
    return text.translate(_SPLIT_TABLE).split()


class WordPieceTokenizer:
    """Ids for texts, the same as `tokenizers.Tokenizer.from_file(minilm-tokenizer.json)` gives."""

    def __init__(self, config: dict[str, Any], max_tokens: int) -> None:
        model = config["model"]
        self._vocab: dict[str, int] = dict(model["vocab"])
        self._unk = self._vocab[model.get("unk_token", "[UNK]")]
        self._prefix: str = model.get("continuing_subword_prefix", "##")
        self._max_word_chars: int = int(model.get("max_input_chars_per_word", 100))
        self._cls = self._vocab["[CLS]"]
        self._sep = self._vocab["[SEP]"]
        self.max_tokens = max_tokens
        specials = sorted((t["content"] for t in config.get("added_tokens", [])), key=len, reverse=True)
        self._special_ids = {content: self._vocab[content] for content in specials if content in self._vocab}
        # the first characters of the special tokens ("[" for BERT's): a text without any has none
        self._special_starts = {content[0] for content in specials if content}
        self._special_re = re.compile("|".join(re.escape(s) for s in specials)) if specials else None
        self._word_ids = lru_cache(maxsize=200_000)(self._spell)

    def get_vocab(self) -> dict[str, int]:
        return dict(self._vocab)

    def _spell(self, word: str) -> tuple[int, ...]:
        """Greedy longest-match-first WordPiece; a word with any unspellable piece is one [UNK]."""
        if len(word) > self._max_word_chars:
            return (self._unk,)
        pieces: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            found = -1
            while start < end:
                piece = word[start:end] if start == 0 else self._prefix + word[start:end]
                found = self._vocab.get(piece, -1)
                if found >= 0:
                    break
                end -= 1
            if found < 0:
                return (self._unk,)
            pieces.append(found)
            start = end
        return tuple(pieces)

    def _ids(self, text: str) -> list[int]:
        if self._special_re is None or not any(first in text for first in self._special_starts):
            return list(chain.from_iterable(map(self._word_ids, _words(text))))
        ids: list[int] = []
        position = 0
        for match in self._special_re.finditer(text):
            ids.extend(chain.from_iterable(map(self._word_ids, _words(text[position : match.start()]))))
            ids.append(self._special_ids[match.group(0)])
            position = match.end()
        ids.extend(chain.from_iterable(map(self._word_ids, _words(text[position:]))))
        return ids

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        """Token ids, truncated to `max_tokens` (the template's two tokens included when added)."""
        ids = self._ids(text)
        if not add_special_tokens:
            return ids[: self.max_tokens]
        return [self._cls, *ids[: max(self.max_tokens - 2, 0)], self._sep]

    def encode_batch(self, texts: list[str], add_special_tokens: bool = True) -> list[list[int]]:
        return [self.encode(text, add_special_tokens) for text in texts]


_cache: dict[int, WordPieceTokenizer] = {}
_cache_lock = threading.Lock()


def load_wordpiece(max_tokens: int) -> WordPieceTokenizer:
    """The vendored MiniLM tokenizer (one per truncation length per process: the vocab is 30k words)."""
    with _cache_lock:
        tokenizer = _cache.get(max_tokens)
        if tokenizer is None:
            path = resources.files("agentsearch.handlers.kb") / "data" / "minilm-tokenizer.json"
            config = json.loads(path.read_text(encoding="utf-8"))
            tokenizer = _cache[max_tokens] = WordPieceTokenizer(config, max_tokens)
        return tokenizer
