"""Abbreviations used in database naming (`cust_nm`, `mfg_dt`, `qty`), and the skeleton rule.

General conventions of schema writers, not any database's: `name_tokens` expands a name part found
here into its words, so `mfg_dt` is asked as "date manufactured" and `unit_amt` plays the money
role. A part that is not here may still be a word's skeleton (`vsl` ~ vessel, `shpmt` ~ shipment):
`skeleton_of` tells, and the linker tries it only for a question word nothing else links.
Ambiguous short forms (`min`, `max`, `no`, `inv`, `temp`) are left out on purpose.
"""

from __future__ import annotations

__all__ = ["ABBREVIATIONS", "skeleton_of"]

#: name part → the words it stands for
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "nm": ("name",),
    "nme": ("name",),
    "nbr": ("number",),
    "yr": ("year",),
    "yrs": ("years",),
    "dt": ("date",),
    "ts": ("timestamp",),
    "amt": ("amount",),
    "qty": ("quantity",),
    "cd": ("code",),
    "desc": ("description",),
    "descr": ("description",),
    "addr": ("address",),
    "dept": ("department",),
    "emp": ("employee",),
    "empl": ("employee",),
    "mgr": ("manager",),
    "cust": ("customer",),
    "prod": ("product",),
    "cat": ("category",),
    "categ": ("category",),
    "stat": ("status",),
    "sts": ("status",),
    "mfg": ("manufactured",),
    "mfr": ("manufacturer",),
    "mdl": ("model",),
    "reg": ("registration",),
    "dep": ("departure",),
    "arr": ("arrival",),
    "dur": ("duration",),
    "pct": ("percent",),
    "perc": ("percent",),
    "tot": ("total",),
    "cnt": ("count",),
    "wt": ("weight",),
    "ht": ("height",),
    "len": ("length",),
    "loc": ("location",),
    "ctry": ("country",),
    "cntry": ("country",),
    "sqm": ("square", "metres"),
    "sqft": ("square", "feet"),
    "acct": ("account",),
    "bal": ("balance",),
    "pmt": ("payment",),
    "txn": ("transaction",),
    "trx": ("transaction",),
    "lvl": ("level",),
    "grp": ("group",),
    "svc": ("service",),
    "msg": ("message",),
    "img": ("image",),
    "pwd": ("password",),
    "usr": ("user",),
    "tel": ("telephone",),
    "src": ("source",),
    "dst": ("destination",),
    "dest": ("destination",),
    "orig": ("origin",),
    "org": ("organization",),
    "lat": ("latitude",),
    "lng": ("longitude",),
    "lon": ("longitude",),
    "pop": ("population",),
    "cap": ("capacity",),
    "prc": ("price",),
    "hrs": ("hours",),
    "mins": ("minutes",),
    "secs": ("seconds",),
    "wk": ("week",),
    "mo": ("month",),
    "fname": ("first", "name"),
    "lname": ("last", "name"),
    "cxl": ("cancelled",),  # the industry code (shipping, travel); our own test schema uses it
    "rsv": ("reservation",),
    "inst": ("instructor",),
    "stu": ("student",),
    "tchr": ("teacher",),
    "avail": ("available",),
    "cmpl": ("completed",),
    "cmplt": ("completed",),
    "compl": ("completed",),
    "pend": ("pending",),
    "actv": ("active",),
    "inact": ("inactive",),
    "appr": ("approved",),
    "rej": ("rejected",),
    "canc": ("cancelled",),
    "shp": ("shipped",),
    "dlv": ("delivered",),
    "dlvd": ("delivered",),
    "sched": ("scheduled",),
    "kcal": ("calories",),
    "prep": ("preparation",),
    "lic": ("licence",),
    "ver": ("version",),
    "seq": ("sequence",),
}

_VOWELS = frozenset("aeiou")


def skeleton_of(short: str, word: str) -> bool:
    """`short` abbreviates `word` as writers do: same first letter, its letters in order inside the
    word, no vowel of its own after the first, and at least two letters shorter (vsl ~ vessel,
    whs ~ warehouse, pnd ~ pending); or it is a 3+ letter prefix of a longer word (prop ~ property)."""
    if not (3 <= len(short) <= 5) or not short.isalpha() or len(word) < len(short) + 2:
        return False
    if short[0] != word[0]:
        return False
    if word.startswith(short):
        return True
    if any(letter in _VOWELS for letter in short[1:]):
        return False
    position = 1
    for letter in short[1:]:
        position = word.find(letter, position) + 1
        if position == 0:
            return False
    return True
