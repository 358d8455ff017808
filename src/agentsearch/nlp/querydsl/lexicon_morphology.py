"""English morphology of the builtin generator: one light stem for the forms a question and a
column name use ("hired" / `hire_date`, "cities" / `city`), with the irregular forms it needs."""

from __future__ import annotations

import re

__all__ = ["stem", "undouble"]

#: Irregular forms whose stem a suffix rule cannot find ("born" → birth, "sold" → sell).
_IRREGULAR = {
    "born": "birth",
    "birthday": "birth",
    "bought": "buy",
    "sold": "sell",
    "sale": "sell",
    "sales": "sell",
    "paid": "pay",
    "spent": "spend",
    "made": "make",
    "written": "write",
    "wrote": "write",
    "writer": "write",
    "taught": "teach",
    "teacher": "teach",
    "held": "hold",
    "led": "lead",
    "lent": "lend",
    "won": "win",
    "built": "build",
    "sent": "send",
    "went": "go",
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "feet": "foot",
    "data": "data",
    "media": "media",
    "series": "series",
    "species": "species",
    "news": "news",
    "status": "status",
    "address": "address",
    "business": "business",
    "class": "class",
    "analysis": "analysis",
    "diagnosis": "diagnosis",
    "began": "begin",
    "begun": "begin",
    "published": "publish",
    "publication": "publish",
    "publisher": "publisher",
    "shipped": "ship",
    "shipping": "ship",
    "employed": "employ",
    "employment": "employ",
    "enrolled": "enrol",
    "enroll": "enrol",
    "enrollment": "enrol",
    "enrolment": "enrol",
    "registered": "regist",
    "registration": "regist",
    "delivery": "deliver",
    "deliveries": "deliver",
    "delivered": "deliver",
    "released": "release",
    "release": "release",
    "releases": "release",
    "formed": "form",
    "founded": "found",
    "foundation": "found",
    "joined": "join",
    "left": "leave",
    "quantities": "quantiti",
    "terminated": "termin",
    "termination": "termin",
    "emp": "employee",
    "emps": "employee",
    "dept": "department",
    "depts": "department",
}

_DOUBLE = re.compile(r"([bdfgklmnprt])\1$")


def stem(word: str) -> str:
    """A light English stem, the same for "hired"/"hire_date", "rated"/"rating", "cities"/"city".

    Not a linguistic stemmer: it only has to map the forms a question uses and the forms a column
    name uses onto one key, and it does so in O(len(word)).
    """
    word = word.lower().strip("'")
    if not word.isascii() or len(word) <= 2:
        return word
    if word in _IRREGULAR_STEMS:
        return _IRREGULAR_STEMS[word]
    plain = _plural(word)
    if plain in _IRREGULAR_STEMS:  # "enrollments" → "enrollment" → enrol
        return _IRREGULAR_STEMS[plain]
    return _suffixes(plain)


def _plural(word: str) -> str:
    if word.endswith(("noses", "lyses", "theses")):  # diagnoses, analyses, hypotheses: Greek -is
        return word[:-2] + "is"
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("xes", "x"), ("ches", "ch"), ("shes", "sh")):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            return word[: -len(suffix)] + repl
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


def undouble(word: str) -> str:
    """A doubled final consonant single again: "winn" (of winner, winning) → "win", "shipp" → "ship"."""
    return word[:-1] if _DOUBLE.search(word) else word


def _suffixes(word: str) -> str:
    for suffix in ("ing", "ed", "ation"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            word = undouble(word)
            break
    else:
        if word.endswith(("ance", "ence")) and len(word) - 4 >= 5:
            return word[:-4]  # "performance" / "performed", "acceptance" / "accepted": one stem
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    if word.endswith("y") and len(word) > 3:
        word = word[:-1] + "i"
    return word


_IRREGULAR_STEMS = {form: _suffixes(base) for form, base in _IRREGULAR.items()}
