"""Chinese agent nouns the dictionary lacks: a verb and a suffix for its doer (种植户 "plant/grow" +
户, 捐赠人 "donate" + 人, 维修工 "maintain" + 工) are asked for a table of growers, donors, repairers.
The English doer is made from each sense by the usual suffixes (-er, -r, -or; donate → donor) and
kept only if it names the schema: a general rule of both languages, no word list of any database.
"""

from __future__ import annotations

from collections.abc import Iterable

from agentsearch.nlp.querydsl.lexicon import stem

__all__ = ["AGENT_SUFFIXES", "agent_noun"]

#: characters that turn a verb into its doer: household, person, member, merchant, party, master, worker
AGENT_SUFFIXES = frozenset("户者人员商方师工")


def agent_noun(senses: Iterable[str], names: frozenset[str]) -> str:
    """The first English doer of one of `senses` that is one of the schema's one-word `names`
    (stemmed), or ""."""
    for sense in senses:
        if " " in sense or not sense.isalpha():
            continue
        for doer in _doers(sense):
            if stem(doer) in names:
                return doer
    return ""


def _doers(verb: str) -> list[str]:
    forms = [verb + "er", verb + "or"]
    if verb.endswith("e"):
        forms += [verb + "r", verb[:-1] + "or"]
    if verb.endswith("ate"):
        forms.append(verb[:-3] + "or")  # donate → donor
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        forms.append(verb[:-1] + "ier")  # supply → supplier
    if len(verb) > 2 and verb[-1] not in "aeiouwxy" and verb[-2] in "aeiou" and verb[-3] not in "aeiou":
        forms.append(verb + verb[-1] + "er")  # plan → planner
    return forms
