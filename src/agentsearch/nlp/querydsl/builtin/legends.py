"""Code legends in column comments: `-- A = active, L = lapsed (term ended), C = cancelled`.

A coded column (`status_cd CHAR(1)`, `active_ind INTEGER`) often says what its codes mean only in
its comment (a `COMMENT`, or the `--` text SQLite keeps). The legend is read from the comment at run
time, so "no-show appointments" links to `stat_cd = 'N'` and "vets who retired from practice" to
`on_staff_ind = 0` on any schema that documents its codes that way; nothing here knows any database.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["code_legend", "legend_phrases"]

#: a code and its "=" (or ":"): `A =`, `ACH =`, `0 =`, `NE:`; NULL is a presence, not a code
_PAIR = re.compile(
    r"(?:^|(?<=[\s,;(/，；、（：]))(?P<code>[A-Za-z0-9][A-Za-z0-9_-]{0,7})\s*(?:=|:(?!\d))\s*(?=\S)"
)
_PAREN = re.compile(r"\(([^()]*)\)")
_WORD = re.compile(r"[a-z0-9]+|[\u3400-\u9fff]+")
#: a comment's opening label before its legend: `渠道：1 门店, 2 网店`, `Status: A active, …`
_LABEL = re.compile(r"^[^:：=,，;；]{0,11}[^\d\s:：=,，;；][:：]\s*")  # a word, not a clock's hour
_MAX_MEANING_WORDS = 6
_MAX_ASIDE_WORDS = 2


def code_legend(description: str, codes: Sequence[str] = ()) -> dict[str, str]:
    """code → what it means, from a comment listing codes (`Y = smart (remote read), N = manual`).

    A legend lists two codes or more (or one digit code: `1 = optional`); a lone `x = y` elsewhere in
    a comment ("set only when status = 'C'") is not one. Without "=", a list of `code meaning` parts
    (`S sailing yacht, M motor yacht, C catamaran`) is one when every part opens on one of `codes`,
    the column's sampled values. Returns {} when the comment has no legend.
    """
    text = description or ""
    if "=" not in text and not re.search(r"[:：](?!\d)", text):
        return _spaced_legend(text, codes)
    pairs = [m for m in _PAIR.finditer(text) if m.group("code").upper() != "NULL"]
    legend: dict[str, str] = {}
    for position, match in enumerate(pairs):
        end = pairs[position + 1].start() if position + 1 < len(pairs) else len(text)
        cut = re.search(r"[;；。]|\.\s|\bNULL\s*=", text[match.end() : end])  # "…; NULL = not given"
        meaning = text[match.end() : match.end() + cut.start() if cut else end].strip(" ,;./，；、")
        if meaning.startswith("'") or len(_WORD.findall(meaning.lower())) > _MAX_MEANING_WORDS + 4:
            return {}  # "status = 'C'": a condition, not a legend
        if meaning and _WORD.search(meaning.lower()):
            legend.setdefault(match.group("code"), meaning)
    if len(legend) >= 2 or (len(legend) == 1 and next(iter(legend)).isdigit()):
        return legend
    return _spaced_legend(text, codes)


_SPACED = re.compile(r"^\s*(?P<code>[A-Za-z0-9]{1,4})\s+(?P<meaning>\S.*?)\s*$")


def _spaced_legend(text: str, codes: Sequence[str]) -> dict[str, str]:
    """`S sailing yacht, M motor yacht, C catamaran`: codes the column holds, each before its meaning."""
    known = {c.strip() for c in codes if c.strip()}
    parts = [p for p in re.split(r"[,;，；、]", _LABEL.sub("", text.strip())) if p.strip()]
    if len(parts) < 2 or (len(known) < 2 and not all(re.match(r"\s*\d{1,2}\s", p) for p in parts)):
        return {}  # without sampled codes, only numbered parts (`1 门店, 2 网店`) are codes
    legend: dict[str, str] = {}
    for part in parts:
        match = _SPACED.match(part)
        if (
            match is None
            or (known and match.group("code") not in known)
            or not _WORD.search(match.group("meaning").lower())
        ):
            return {}
        legend[match.group("code")] = match.group("meaning")
    return legend


def legend_phrases(meaning: str) -> list[str]:
    """What a question may say for a code's meaning, the meaning itself first: "open (unpaid)" →
    "open", "unpaid"; "lapsed (term ended)" → "lapsed", "term ended" (a long aside is not a name)."""
    main = " ".join(_PAREN.sub(" ", meaning).split()[:_MAX_MEANING_WORDS])
    out = [main] if _WORD.search(main.lower()) else []
    for part in _PAREN.findall(meaning):
        if 0 < len(_WORD.findall(part.lower())) <= _MAX_ASIDE_WORDS:
            out.append(part.strip())
    return out
