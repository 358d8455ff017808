"""Whether a word's in-/im-/dis-/de- is a negation ("inactive", "disconnected", "deactivated") or
part of a word with a meaning of its own ("disclosed" is not "not closed", "designed" not "not
signed"). un- and non- always negate. General English: common prefixed words, no schema's data."""

from __future__ import annotations

import re

__all__ = ["negative_prefix"]

_PREFIX = re.compile(r"^(?:non-?|un|in|im|de|dis)(?=[a-z]{4})")

# common English words that start like a negation but mean something of their own
_OWN_MEANING = frozenset(
    """
    disclose discover dismiss display discharge dispose discount discuss dispatch dissolve distract
    distress dispense disperse dispute dissent disband discern discipline disguise dispel distil
    design designate define deport deliver depart detail deposit decline demand depend deserve desire
    detect deter derive describe devote defend defer deduct delay denote depress detain determine
    develop decide declare delight debut decree defeat deride destine detest devise deploy depict
    deprive derail descend deduce delegate deplete deplore default decorate dedicate
    invest invent inspect install insist intend invite involve insure inform import include increase
    index indicate induce infect inflate inject injure insert inspire instruct intake intern interest
    invade invoice inside inbound income input inline indoor induct infer inhale inherit inquire
    insult invert infuse incur indent intone invoke
    impair impress improve impose implement imply impart impound impeach implant impel imprint
    imprison impact
    """.split()
)
_SUFFIXES = ("", "e", "s", "es", "d", "ed", "ing", "ion", "ions", "er", "ers", "ment", "ments", "or", "ors")


def _own_meaning(word: str) -> bool:
    """`word` is (an inflection of) a common word whose prefix is no negation."""
    for base in _OWN_MEANING:
        root = base[:-1] if base.endswith("e") else base
        if word.startswith(root):
            rest = word[len(root) :]
            if rest in _SUFFIXES or (rest[:1] == root[-1:] and rest[1:] in _SUFFIXES):
                return True  # designated, deferred
    return False


def negative_prefix(word: str) -> int:
    """The length of `word`'s negating prefix ("inactive" → 2, "non-smoking" → 4), or 0."""
    match = _PREFIX.match(word)
    if match is None:
        return 0
    if not match.group(0).startswith(("un", "non")) and _own_meaning(word):
        return 0
    return match.end()
