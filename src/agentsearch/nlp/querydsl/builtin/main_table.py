"""Which table a question is about (its answer's rows): the table it names, the end table of a
link table named with it, the head of an English noun compound ("water meter readings"), the table a
"which/what X" or a leading value names, the people table for "who"; split out of `generate`."""

from __future__ import annotations

import re

from agentsearch.nlp.querydsl.builtin.linking import Mention
from agentsearch.nlp.querydsl.builtin.names import name_tokens
from agentsearch.nlp.querydsl.builtin.people import PERSON_NOUNS, is_people
from agentsearch.nlp.querydsl.builtin.places import RE_PREPOSITION_END
from agentsearch.nlp.querydsl.builtin.question import Question
from agentsearch.nlp.querydsl.builtin.schema_index import SchemaIndex, Table
from agentsearch.nlp.querydsl.builtin.values import ValueLink
from agentsearch.nlp.querydsl.lexicon import QUESTION_WORDS, stem
from agentsearch.nlp.stopwords import EN_STOPWORDS, ZH_STOPWORDS

__all__ = ["asks_who", "link_role_mentions", "pick_primary", "what_answer"]

_RE_WHICH = re.compile(r"(?<![a-z])(?:which|what)(?![a-z])")
_RE_THEIR = re.compile(r"(?<![a-z])(?:and|with) their\s+$")


def pick_primary(
    question: Question, index: SchemaIndex, mentions: list[Mention], links: list[ValueLink]
) -> Table:
    """The table the question is about: its earliest mention (Chinese: the last, the head noun),
    else the table most of the linked columns and values belong to."""
    length = max(1, len(question.text))
    scores: dict[int, float] = {id(t): -0.001 * i for i, t in enumerate(index.tables)}
    named = {id(m.table) for m in mentions if m.column is None}
    strong_names = any(m.column is None and m.strength >= 0.8 for m in mentions)
    for mention in mentions:
        table = mention.table
        where = mention.start / length
        if mention.column is None and _modifier(question, mention, mentions):
            continue  # "urgent labelled issues": a participle before the noun naming the rows
        if mention.column is None and question.chinese and _RE_THEIR.search(question.text[: mention.start]):
            continue  # 员工及其部门 "employee and their department": the department is only shown
        if mention.column is None:
            position = where if question.chinese else 1 - where
            score = 10.0 + 3 * position + mention.strength - (2.0 if table.is_link else 0.0)
            if mention.strength < 0.5 and strong_names:
                score -= 4.0  # "the 5 most recent parcels": "recent" as a weak `scan_rec` is no rows
            scores[id(table)] = max(scores[id(table)], score)
        else:
            scores[id(table)] += 0.3 * mention.strength
    governed = {
        id(k)
        for k in links
        if k.exact and RE_PREPOSITION_END.search(question.text[max(0, k.start - 16) : k.start])
    }
    leading = any(k.exact and not k.related and id(k) not in governed for k in links)
    for link in links:
        weight = (0.4 if link.exact else 0.1) * (0.25 if named else 1.0)
        if leading and id(link) in governed:
            weight *= 0.5  # "gold ones sailing to lisbon": the value after "to" is not the rows asked
        scores[id(link.column.table)] += weight
    _compound_heads(question, index, mentions, scores)
    for match in _RE_WHICH.finditer(question.text):  # "which playlists have…", 哪些歌单…的歌
        for mention in mentions:
            if mention.column is None and 0 <= mention.start - match.end() <= 3:
                scores[id(mention.table)] += 4.0
                break
        else:  # 上海的诊所有哪些儿科: "which <a specialty>" asks for doctors (the head, as if named)
            after = [link for link in links if link.exact and 0 <= link.start - match.end() <= 3]
            if question.chinese and len({id(link.column.table) for link in after}) == 1:
                scores[id(after[0].column.table)] += 14.0
    head = _head_value(question, mentions, links)
    if head is not None:  # 身高超过1米9的守门员, 诊费超过180欧的急诊: the head noun is a value
        scores[id(head.column.table)] += 14.0
    best = max(index.tables, key=lambda t: scores[id(t)] - (0.5 if t.is_link else 0.0))
    best = _end_of_link(question, index, best)
    if asks_who(question) and not is_people(best):
        # "who works in IT?", "Chatbot Pilot 项目都有谁参与": the answer is people related to the rest
        people = [
            t for t in index.tables if is_people(t) and (len(index.path(best.name, t.name) or [0] * 9) <= 2)
        ]
        if people:
            return max(people, key=lambda t: scores[id(t)])
    return best


def _modifier(question: Question, mention: Mention, mentions: list[Mention]) -> bool:
    """An English participle ("labelled", "booked") right before another table's name modifies it."""
    if question.chinese or not question.text[mention.start : mention.end].endswith("ed"):
        return False
    return any(
        m.column is None and m.table is not mention.table and 0 < m.start - mention.end <= 1 for m in mentions
    )


def _head_value(question: Question, mentions: list[Mention], links: list[ValueLink]) -> ValueLink | None:
    """A Chinese question's last word when it is a value and no table is named after it: the rows
    asked for are those the value describes (a noun phrase ends on its head in Chinese)."""
    if not question.chinese:
        return None
    exact = [link for link in links if link.exact and not link.related]
    if not exact:
        return None
    last = max(exact, key=lambda link: link.end)
    if any(m.column is None and m.end > last.start and m.strength >= 0.8 for m in mentions):
        return None  # 海拔高于400米的机场: the table itself is named last
    before = [t.text for t in question.tokens if t.end <= last.start]
    if before[-1:] != ["的"]:
        return None  # 有没有菜谱用到酱油膏: a verb's object, not the head of a noun phrase
    rest = [t.text for t in question.tokens if t.start >= last.end]
    if any(w not in QUESTION_WORDS and w not in ZH_STOPWORDS and w not in EN_STOPWORDS for w in rest):
        return None
    return last


def _compound_heads(
    question: Question, index: SchemaIndex, mentions: list[Mention], scores: dict[int, float]
) -> None:
    """ "meter readings", "order lines": in an English noun compound the last noun is the head; a
    table named right after another whose rows point at it is the rows asked, not the first one."""
    if question.chinese:
        return
    tables = [m for m in mentions if m.column is None and m.strength >= 0.8]
    for first in tables:
        for second in tables:
            if first.table is second.table or not 0 < second.start - first.end <= 1:
                continue
            word = question.text[second.start : second.end]
            if word.endswith(("ed", "ing")):
                continue  # "passengers booked on …": a verb after the noun, no compound
            step = index.path(second.table.name, first.table.name, max_hops=1)
            if step and not step[0].reverse:  # each reading points at one meter
                scores[id(second.table)] = max(scores[id(second.table)], scores[id(first.table)] + 0.5)


def _end_of_link(question: Question, index: SchemaIndex, best: Table) -> Table:
    """ "posts tagged travel" names the link table post_tags, but its rows are keys only: the answer
    is the end table named first (posts)."""
    if not best.is_link or any(c.schema.foreign is None for c in best.columns):
        return best
    ends = [index.by_name[c.schema.foreign.table] for c in best.columns if c.schema.foreign is not None]
    ends = [t for t in ends if t in index.tables]
    stems = [stem(token.text) for token in question.tokens]
    named = [(stems.index(key), t) for t in ends for key in t.keys if " " not in key and key in stems]
    return min(named, key=lambda pair: pair[0])[1] if named else best


_RE_WHAT = re.compile(r"\s*what(?:'s|\s+is|\s+are|\s+has|\s+have|\s+did|\s+does|\s+do|\s+was|\s+were)?\s")


def what_answer(
    question: Question, index: SchemaIndex, primary: Table, mentions: list[Mention], links: list[ValueLink]
) -> Table:
    """ "what has Ruby Hunt borrowed", "what's on the Focus Flow playlist": a bare "what" asks for the
    thing at the other end of the row the value names (the book of a loan, the tracks of a playlist)."""
    start = _RE_WHAT.match(question.text)
    if start is None or question.chinese:
        return primary
    if any(m.column is None and 0 <= m.start - start.end() <= 2 and m.table is not primary for m in mentions):
        return primary  # "what books …": the table is named
    named = {link.column.table.name for link in links if link.exact}
    if not named:
        return primary
    ends = [
        index.by_name[c.schema.foreign.table]
        for c in primary.columns
        if c.schema.foreign is not None and c.schema.foreign.table in index.by_name
    ]
    others = [t for t in ends if t.name not in named and t is not primary]
    if not primary.is_link and len(ends) >= 2 and len(others) == 1 and set(t.name for t in ends) & named:
        return others[0]  # a fact table (loans) between the named row (member) and the answer (book)
    if primary.name in named:
        beyond = [
            end
            for link in index.tables
            if link.is_link and index.path(link.name, primary.name, max_hops=1)
            for end in (index.by_name.get(c.schema.foreign.table) for c in link.columns if c.schema.foreign)
            if end is not None and end is not primary
        ]
        if len({t.name for t in beyond}) == 1:
            return beyond[0]  # a playlist's tracks, through the link table
    return primary


def asks_who(question: Question) -> bool:
    """An interrogative "who" (the question's first word, or 谁), not a relative one ("customers who…")."""
    if question.chinese:
        return "谁" in question.raw or bool(
            re.search(r"的(?:人|人员)(?:有哪些|都有谁|是谁|吗|[?？]|$)", question.raw)
        )
    return bool(
        re.match(r"\s*(?:who|whom)(?![a-z])|\s*(?:the\s+)?(?:people|persons)(?![a-z])", question.text)
    )


_PERSON_NOUN_STEMS = frozenset(stem(noun) for noun in PERSON_NOUNS)


def link_role_mentions(question: Question, index: SchemaIndex, mentions: list[Mention]) -> list[Mention]:
    """ "writers with more than 2 songs" on `song_writers`: a link table named by a person noun
    (its last word) names the people it links in that role; they are the rows asked."""
    out: list[Mention] = []
    for mention in mentions:
        table = mention.table
        if mention.column is not None or not table.is_link:
            continue
        last = name_tokens(table.name)[-1:]
        words = question.text[mention.start : mention.end].lower().split()
        if not last or stem(last[0]) not in _PERSON_NOUN_STEMS or not words:
            continue
        noun = last[0].lower().removesuffix("s")
        if words[-1] not in (noun, noun + "s"):
            continue  # the noun itself ("writers"), not a verb of it ("songs co-written by X")
        ends = [
            index.by_name.get(c.schema.foreign.table) for c in table.columns if c.schema.foreign is not None
        ]
        people = [end for end in ends if end is not None and is_people(end)]
        if len(people) == 1:
            out.append(Mention(mention.start, mention.end, 0.8, people[0]))
    return out
