"""Why a value the question's words link to is not meant: the words relate the rows to a table
("which grants did Mia apply for" is no stage 'applied'), name the asked rows' own measure ("the top of
the award range" is no state 'awarded'), or are a common word inside a table's free text ("reviews
done right" is no remark containing "right")."""

from __future__ import annotations

import re

from agentsearch.nlp.cedict import english_vocabulary
from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.plan import Plan
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.sampled_values import names_things
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["not_meant"]

_RE_DIGIT = re.compile(r"\d")
_RE_CJK = re.compile(r"[\u3400-\u9fff]")


def not_meant(plan: Plan, question: Question, mentions: list[Mention], link: ValueLink) -> bool:
    """Whether the value `link` found is no condition the question asks (see the module's doc)."""
    said = question.text[link.start : link.end]
    return (
        _act_of_other_rows(plan, said, link)
        or _own_measure(plan, mentions, link)
        or _word_in_free_text(question, link)
        or _english_word_in_a_name(link)
    )


def _act_of_other_rows(plan: Plan, said: str, link: ValueLink) -> bool:
    """ "which grants did Mia apply for", "researchers who applied": the verb whose act a table
    records (apply → applications) relates the asked rows to it; it is not that table's state 'applied'
    (which "applications in the applied stage", asked of the table itself, still is)."""
    table = link.column.table
    if table is plan.primary or " " in said.strip():
        return False
    verb = stem(said.strip())
    return len(verb) >= 4 and any(
        " " not in key and key.startswith(verb) and strength >= 0.8 for key, strength in table.keys.items()
    )


def _own_measure(plan: Plan, mentions: list[Mention], link: ValueLink) -> bool:
    """ "grants where the top of the award range is over 100000": the word names a number of the
    asked rows themselves (`award_max`), not another table's state ('awarded')."""
    said, value = link.phrase.lower(), link.value.lower()
    meaning = {stem(word) for word in re.findall(r"[a-z]+", link.column.legend.get(link.value, "").lower())}
    if link.column.table is plan.primary or said == value or stem(said) in meaning:
        return False  # "grants awarded to X" says the state; "refunds issued" is the code 'R' it means
    if not _RE_DIGIT.search(plan.question_text[link.end : link.end + 40]):
        return False  # a measure is compared with a number; "halls where you can bring a dog"
    return any(
        m.column is not None
        and m.column.numeric
        and m.column.table is plan.primary
        and m.strength >= 0.5
        and m.start <= link.start
        and link.end <= m.end
        for m in mentions
    )


#: words before a term that say it is looked for inside text ("complaints mentioning brakes")
_RE_INSIDE_TEXT = re.compile(
    r"(?<![a-z])(?:about|mention(?:s|ing|ed)?|contain(?:s|ing)?|say(?:s|ing)?|said|describ\w*|"
    r"note[sd]?|word|text|comment(?:s|ed)?|complain\w*|report(?:s|ed|ing)?|regarding)\s+"
    r"(?:(?:the|a|an|word|words)\s+)?[\"'“‘]?$"
)
_FREE_TEXT_WORDS = 3.5  # mean words per sampled value from which a column holds sentences, not names


def _word_in_free_text(question: Question, link: ValueLink) -> bool:
    """One word found inside a column of sentences (complaints, notes, descriptions) is no condition
    unless the question says it looks inside the text ("complaints about brakes", "notes mentioning
    a refund") or quotes it: such a word is most often the question's own ("right now", "for work")."""
    if link.exact or " " in link.phrase.strip():
        return False
    values = link.column.schema.values
    if len(values) < 3 or sum(len(v.split()) for v in values) / len(values) < _FREE_TEXT_WORDS:
        return False
    before = question.text[max(0, link.start - 24) : link.start]
    quoted = question.text[link.end : link.end + 1] in ("'", '"', "”", "’")
    return not (quoted or _RE_INSIDE_TEXT.search(before))


def _english_word_in_a_name(link: ValueLink) -> bool:
    """ "which boats can take cars": an English word is no part of a person's name it only stems to
    ('Chan Tak Shing'); a name's part typed as it is written still links ("tak")."""
    said = link.phrase.strip().lower()
    if link.exact or " " in said or not names_things(link.column) or _RE_CJK.search(link.value):
        return False  # a Chinese name found through its English ("ibuprofen" for 布洛芬…) is meant
    for word in (w.lower() for w in re.findall(r"\w+", link.value)):
        if said in (word, word + "s", word + "es", word[:-1] + "ies") or word in (said + "s", said + "es"):
            return False  # "the kings", "shoes" of 'Shoe Palace': the word as written, or its plural
    return said in english_vocabulary()
