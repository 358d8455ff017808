"""Prefix and suffix conditions: "plates starting with ABC", "names ending in -son", "not beginning
with 浙B", 车牌以浙B开头, 尾号是123 → LIKE 'ABC%' / '%son' (NOT LIKE when negated). The column is the
text column the question names whose sampled values have that start or end, else one named
nearby, else the one reachable column whose samples do. General English and Chinese only."""

from __future__ import annotations

import re
from dataclasses import dataclass

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import Column

__all__ = ["Affix", "apply_affixes", "find_affixes", "outside_affixes"]


@dataclass(frozen=True)
class Affix:
    literal: str
    prefix: bool  # else a suffix
    negated: bool
    spans: tuple[tuple[int, int], ...]  # the phrase's words in the question's (glossed) text
    start: int = -1  # where the phrase starts in the English text; -1 for a glossed question
    end: int = -1
    family_name: bool = False  # 姓欧阳: a person's name, even where no sampled name has it


_LITERAL = r"(?P<lit>\"[^\"]{1,40}\"|'[^']{1,40}'|[^\s,;?!.\"']{1,40}(?:\.\d+)?)"
_EN_NEG = r"(?P<neg>(?:not|don't|doesn't|do not|does not|that don't|that doesn't|which don't)\s+)?"
_EN_PREFIX = re.compile(
    r"(?<![a-z])" + _EN_NEG + r"(?:start|starts|starting|begin|begins|beginning|that start|that begin)"
    r"\s+with\s+(?:(?:the|a|an)\s+)?(?:(?:letters?|prefix|characters?|digits?)\s+)?" + _LITERAL
)
#: "ending in 2024", "ending in may", "ending in the second half of 2024" are dates, not suffixes
_EN_SUFFIX = re.compile(
    r"(?<![a-z])" + _EN_NEG + r"(?:end|ends|ending|that end)\s+(?:with|in(?!\s+(?:the|a|an)\s)"
    r"(?!\s+(?:1[89]|20)\d\d(?!\d))(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?![a-z])))\s+"
    r"(?:(?:letters?|suffix|characters?|digits?)\s+)?" + _LITERAL
)
_ZH_LIT = r"[A-Za-z0-9\u3400-\u9fff·\-]"
#: 以浙B开头, 不是以A打头, 是ABC开头; without a marker only a Latin or digit run (one Chinese
#: character before it, as a plate's province): 浙B开头的车牌
_ZH_PREFIX = re.compile(
    r"(?:(?P<neg>不是以|不以|不是|不)|以|是|为)\s*(?P<lit>" + _ZH_LIT + r"{1,12}?)\s*(?:开头|打头|起头)"
    r"|(?P<bare>[\u3400-\u9fff]?[A-Za-z0-9][A-Za-z0-9\-]*)\s*(?:开头|打头)"
)
#: 姓王的学生, 不姓李的: a family name, the start of the person's name (a compound surname whole)
_COMPOUND_SURNAMES = "欧阳|司马|上官|诸葛|东方|皇甫|尉迟|公孙|慕容|令狐|长孙|宇文|司徒|夏侯|轩辕|端木|独孤"
_ZH_SURNAME = re.compile(r"(?P<neg>不)?姓(?!名|氏)(?P<lit>" + _COMPOUND_SURNAMES + r"|[\u4e00-\u9fff])")
_ZH_SUFFIX = re.compile(
    r"(?:(?P<neg>不是以|不以|不是|不)|以|是|为)\s*(?P<lit>" + _ZH_LIT + r"{1,12}?)\s*结尾"
    r"|(?P<bare>[A-Za-z0-9][A-Za-z0-9\-]*)\s*结尾"
    r"|尾号(?:(?P<neg2>不是|不为)|是|为)?\s*(?P<tail>[A-Za-z0-9]{1,12})"
)


def find_affixes(question: Question) -> list[Affix]:
    """The prefix and suffix phrases of the question, in order."""
    if not question.chinese:
        found = []
        for pattern, prefix in ((_EN_PREFIX, True), (_EN_SUFFIX, False)):
            for match in question.finditer(pattern):
                literal = _literal(question.cased[match.start("lit") : match.end("lit")], prefix)
                negated = match.group("neg") is not None
                whole = ((match.start(), match.end()),)
                found.append(Affix(literal, prefix, negated, whole, match.start(), match.end()))
        return found
    # a glossed question: read the phrase where it was typed, then find its words in the gloss
    raw = question.raw
    matches = [(m, True) for m in _ZH_PREFIX.finditer(raw)] + [(m, False) for m in _ZH_SUFFIX.finditer(raw)]
    surnames = list(_ZH_SURNAME.finditer(raw))
    matches += [(m, True) for m in surnames]
    lowered = raw.lower()
    matches += [(m, True) for m in _EN_PREFIX.finditer(lowered)] + [
        (m, False) for m in _EN_SUFFIX.finditer(lowered)
    ]
    found = []
    for match, prefix in matches:
        groups = match.groupdict()
        key = next((k for k in ("lit", "bare", "tail") if groups.get(k)), "")
        if not key:
            continue
        literal = _literal(raw[match.start(key) : match.end(key)], prefix)
        negated = bool(groups.get("neg") or groups.get("neg2"))
        spans = _glossed_spans(question, match.group(0), literal)
        found.append(Affix(literal, prefix, negated, spans, family_name=match in surnames))
    return found


def _literal(said: str, prefix: bool) -> str:
    literal = said.strip("\"'")
    if not prefix and literal.startswith("-") and len(literal) > 1:
        literal = literal[1:]  # "ending in -son"
    return literal


def _glossed_spans(question: Question, phrase: str, literal: str) -> tuple[tuple[int, int], ...]:
    """The gloss's tokens of a phrase typed in Chinese: its marks (开头 → "beginning") and the
    literal's pieces ("浙 b" of 浙B)."""
    lowered, wanted = literal.lower(), phrase.lower()
    spans = []
    for token in question.tokens:
        said = question.origin.get(token.text, token.text)
        piece = token.text.lstrip("以是为姓")
        if (piece and piece in lowered) or (said in wanted and (said in _ZH_MARKS or said.isascii())):
            spans.append((token.start, token.end))
    return tuple(spans)


def apply_affixes(question: Question, plan: Plan, mentions: list[Mention], affixes: list[Affix]) -> None:
    """Each phrase as a LIKE on the column it is about; a phrase no text column fits stays unread."""
    for affix in affixes:
        column = _column_for(plan, mentions, affix)
        if column is None:
            continue
        name = plan.field_of(column)
        pattern = f"{affix.literal}%" if affix.prefix else f"%{affix.literal}"
        plan.where(name, "notlike" if affix.negated else "like", pattern)
        plan.explain.append(f"{name} {'not ' if affix.negated else ''}like {pattern!r}")
        plan.linking.append(f"{affix.literal!r} → {column.table.name}.{column.name} ({pattern})")
        _consume(question, affix)


def outside_affixes(mentions: list[Mention], affixes: list[Affix]) -> list[Mention]:
    """The mentions, less those inside a prefix phrase ("beginning" names no `period_start`)."""
    spans = [span for affix in affixes for span in affix.spans]
    if not spans:
        return mentions
    return [m for m in mentions if not any(s <= m.start and m.end <= e for s, e in spans)]


def _column_for(plan: Plan, mentions: list[Mention], affix: Affix) -> Column | None:
    named = [
        m
        for m in mentions
        if m.column is not None and m.column.is_text and plan.reachable(m.column.table) and m.strength >= 0.5
    ]
    fitting = [m for m in named if _samples_fit(m.column, affix)]
    if fitting:
        return min(fitting, key=lambda m: _distance(m, affix)).column
    if named and affix.start >= 0:
        before = [m for m in named if m.end <= affix.start and affix.start - m.end <= 30]
        if before:
            return max(before, key=lambda m: m.end).column  # "plates beginning with": the plate
    if named and affix.start < 0 and len({id(m.column) for m in named}) == 1:
        return named[0].column  # 车牌以浙B开头: the one text column the Chinese question names
    for table in plan.near_tables():
        columns = [c for c in table.columns if c.is_text and _samples_fit(c, affix)]
        if len(columns) == 1:
            return columns[0]
    if affix.family_name:  # 姓欧阳的学生: the asked rows' name, though no sample begins so
        return next((c for c in plan.primary.label_columns() if c.is_text), None)
    return None


def _samples_fit(column: Column | None, affix: Affix) -> bool:
    if column is None:
        return False
    literal = affix.literal.lower()
    values = [v.lower() for v in column.schema.values]
    return any(v.startswith(literal) if affix.prefix else v.endswith(literal) for v in values)


def _distance(mention: Mention, affix: Affix) -> int:
    if affix.start < 0:
        return 0
    return min(abs(affix.start - mention.end), abs(mention.start - affix.end))


_ZH_MARKS = frozenset({"开头", "打头", "起头", "结尾", "尾号", "不是", "不", "以", "是", "为", "不以", "姓"})


def _consume(question: Question, affix: Affix) -> None:
    for start, end in affix.spans:
        question.consume(start, end)
