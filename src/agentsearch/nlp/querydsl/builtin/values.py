"""Value links: the question's n-grams looked up in the index of sampled values (`sampled_values`).

Values come from the database at run time (`ColumnSchema.values`, sampled and cached by the db
handler). A question n-gram that equals a whole value is an exact link (`country = 'Germany'`); one
that equals a run of a longer value's words is a partial link (`genre LIKE '%dance%'`), which is weak
and may be relaxed. General English demonyms and the gloss of a Chinese word add alternatives
("German" → Germany, 巴西 → brazil). A value that is also a stopword ("IT", "US") links only when
the question writes it with the same capitals.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from agentsearch.nlp.cedict import english_vocabulary
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.numbers import measure_word
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.sampled_values import (
    MIN_PREFIX,
    RE_CODE_TYPED,
    ValueIndex,
    names_things,
    value_index,
    value_key,
    value_words,
    weak_word,
)
from agentsearch.nlp.querydsl.builtin.schema_index import Column
from agentsearch.nlp.querydsl.builtin.typos import MIN_LENGTH
from agentsearch.nlp.querydsl.lexicon import (
    QUESTION_WORDS,
    related_stems,
    stem,
)
from agentsearch.nlp.querydsl.lexicon_abbrev import skeleton_of
from agentsearch.nlp.querydsl.lexicon_currency import CURRENCY_WORDS
from agentsearch.nlp.querydsl.lexicon_measures import ROLE_SUPERLATIVES
from agentsearch.nlp.stopwords import EN_STOPWORDS

__all__ = ["ValueIndex", "ValueLink", "find_values", "value_index"]

_RANK_WORDS = frozenset({"top", "bottom", "first", "last"})  # before a number: "top 5", "last 3"


@dataclass(frozen=True, eq=False)
class ValueLink:
    start: int
    end: int
    column: Column
    value: str
    exact: bool
    phrase: str  # what the question said
    related: bool = False  # through a word family ("phone" → Smartphones), not the word itself
    inner: str = ""  # what a partial link matches inside the value, when not the words said


_DETERMINERS = frozenset({"no", "none"})
_HAVING = frozenset({"with", "has", "have", "had", "having", "got", "gets", "get", "without"})
_BEING = frozenset({"is", "are", "was", "were", "be", "been", "equals", "equal", "says", "say"})
_THERE = frozenset({"there", "here"})


def _determiner(question: Question, i: int, mentions: Sequence[Mention]) -> bool:
    """`words[i]` is "no" before a noun ("with no co-author", "no warranty cars"), not the value
    "no": after a word of having ("with", "has", "there is"), or directly before a table or column
    mention; never after "is", "=" or ":" or right after a yes/no column's own mention."""
    tokens = question.tokens
    if tokens[i].text not in _DETERMINERS or i + 1 >= len(tokens):
        return False
    following = tokens[i + 1].text
    if not following[:1].isalpha() or following in EN_STOPWORDS or following in QUESTION_WORDS:
        return False
    if i == 0:
        return any(m.start == tokens[1].start for m in mentions)
    before, gap = tokens[i - 1].text, question.text[tokens[i - 1].end : tokens[i].start]
    if before in _HAVING and not re.search(r"[=:]", gap):
        return True
    if before in _BEING:
        return i >= 2 and tokens[i - 2].text in _THERE  # "there is no reviewer"
    if re.search(r"[=:]", gap) or any(m.end == tokens[i - 1].end and m.column is not None for m in mentions):
        return False  # "needs ethics = no", "needs ethics no": the column's answer
    return any(m.start == tokens[i + 1].start for m in mentions)


def find_values(question: Question, values: ValueIndex, mentions: Sequence[Mention] = ()) -> list[ValueLink]:
    """Every link of a question n-gram to a sampled value; longer spans first at each position."""
    tokens = question.tokens
    stems = [stem(t.text) for t in tokens]
    words = [t.text for t in tokens]
    links: list[ValueLink] = []
    for i in range(len(tokens)):
        for n in range(min(values.longest, len(tokens) - i), 0, -1):
            if n == 1 and _determiner(question, i, mentions):
                continue  # "with no co-author": "no" says the co-author is missing, it is no yes/no answer
            if n == 1 and words[i] in _RANK_WORDS and i + 1 < len(words) and words[i + 1].isdigit():
                continue  # "top 5 fees": a rank and its count, not a code TOP
            start, end = tokens[i].start, tokens[i + n - 1].end
            said = question.text[start:end]
            keys = [(" ".join(stems[i : i + n]), False)]
            if n > 1 and RE_CODE_TYPED.fullmatch(said) and any(c.isdigit() for c in said):
                keys.append(("".join(words[i : i + n]), False))  # "4abc123" for '4ABC123', an ISBN's hyphens
            if n > 1 and any(t.text.isdigit() for t in tokens[i : i + n]):
                keys.append((" ".join(sorted(stems[i : i + n])), False))
            for alternative in question.alternatives.get(said, ())[1:]:
                keys.append((value_key(value_words(alternative)), False))
            for alternative in question.value_alternatives.get(said, ()):
                keys.append((value_key(value_words(alternative)), False))
            synonyms: set[str] = set()
            if n == 1 and not weak_word(tokens[i].text):
                near = [related for related in related_stems(stems[i]) if related != stems[i]]
                synonyms = set(near)
                keys.extend((related, True) for related in near)
                # a Chinese word's gloss is spelt right: no typo of a value (定居 "settle" is not Seattle),
                # and so is an English word ("right" is not the surname Wright)
                typed = tokens[i].text not in question.origin
                if typed and len(tokens[i].text) >= MIN_LENGTH and stems[i] not in values.entries:
                    typos = values.typos.lookup(stems[i])  # the word list is read only when one is near
                    if typos and tokens[i].text not in english_vocabulary():
                        keys.extend((typo, True) for typo in sorted(typos))
                if (
                    len(tokens[i].text) >= MIN_PREFIX
                    and tokens[i].text.isascii()
                    and not measure_word(words, i)
                ):
                    keys.append(("^" + tokens[i].text, False))
            measure = n == 1 and measure_word(words, i)
            if measure and tokens[i].text in CURRENCY_WORDS and i and words[i - 1][0].isdigit():
                continue  # "1000 gbp": the amount's unit (currencies.py adds the code with the amount)
            if (
                n == 1
                and not weak_word(tokens[i].text)
                and stems[i] not in values.entries
                and not measure
                and not any(m.strength >= 0.8 and m.start <= start and end <= m.end for m in mentions)
            ):  # a word that names the schema ("per currency") is no code's skeleton (CNY)
                for code, column, value in values.codes:  # "pending" ~ PND: a code's skeleton
                    if skeleton_of(code, tokens[i].text) or skeleton_of(code, stems[i]):
                        links.append(ValueLink(start, end, column, value, True, said))
            for key, related in keys:
                for entry in values.entries.get(key, ()):
                    if entry.cased and question.cased[start:end] not in (entry.value, entry.value.upper()):
                        continue
                    if not entry.exact and ((n == 1 and len(tokens[i].text) < 4) or related):
                        continue
                    if key in synonyms and names_things(entry.column):
                        continue  # a name is typed as it is: "cost" is no surname 'Price'
                    if entry.legend and _gloss_fragment(question, said):
                        continue  # a part of one Chinese word's longer gloss is not a code's meaning
                    partial = not entry.exact or (entry.legend and entry.related)
                    if partial and (measure or _measured(question, start, end)):
                        continue  # "more than 10 hours", "total hours": a quantity, not `1 = extra hours`
                    if not entry.exact and n == 1 and tokens[i].text in ROLE_SUPERLATIVES:
                        continue  # "short books": a measure word, not a word inside a title
                    links.append(
                        ValueLink(
                            start,
                            end,
                            entry.column,
                            entry.value,
                            entry.exact,
                            said,
                            related or entry.related,
                            entry.inner,
                        )
                    )
    seen: set[tuple[int, int, int, str, bool, bool]] = set()
    unique: list[ValueLink] = []
    for link in links:  # one link per span and value (a word and its English may both find it)
        same = (link.start, link.end, id(link.column), link.value, link.exact, link.related)
        if same not in seen:
            seen.add(same)
            unique.append(link)
    return unique


_RE_COMPARISON_AFTER = re.compile(
    r"^\s*(?:is\s+|was\s+)?(?:less|more|fewer|greater|over|under|above|below|at least|at most|[<>≥≤])"
)


def _measured(question: Question, start: int, end: int) -> bool:
    """The words are a quantity a comparison follows ("time under 5 minutes"); a unit after a
    number is `measure_word`'s."""
    return _RE_COMPARISON_AFTER.match(question.text[end : end + 16]) is not None


def _gloss_fragment(question: Question, said: str) -> bool:
    """`said` is only a part of the gloss of one Chinese word (a word of "open an account", 开户)."""
    origin = question.origin.get(said)
    if origin is None:
        return False
    return any(
        other != said and source == origin and f" {said} " in f" {other} "
        for other, source in question.origin.items()
    )
