"""The patterns of dates in questions (month names, ISO days, ranges, bounds, quarters, weeks,
halves, decades, relative periods): `dates.find_dates` reads them in order, most specific first."""

from __future__ import annotations

import re

__all__ = [
    "AFTER_WORDS",
    "BEFORE_WORDS",
    "MONTHS",
    "NOT_A_YEAR",
    "QUARTERS",
    "RELATIVE",
    "RE_BOUND",
    "RE_BOUND_AFTER",
    "RE_DAY_DASH",
    "RE_DAY_MONTH",
    "RE_DAY_MONTH_YEAR",
    "RE_DAY_RANGE",
    "RE_DECADE",
    "RE_GLOSSED_MONTHS",
    "RE_HALF",
    "RE_HALF_AFTER",
    "RE_ISO",
    "RE_ISO_RANGE",
    "RE_MONTH_ALONE",
    "RE_MONTH_RANGE",
    "RE_MONTH_YEAR",
    "RE_ONWARD",
    "RE_QUARTER",
    "RE_RELATIVE",
    "RE_RELATIVE_N",
    "RE_WEEK_OF",
    "RE_YEAR",
    "RE_YEAR_MONTH",
    "RE_YEAR_RANGE",
    "UNIT_AFTER",
    "WEEKS",
    "WORD_NUMBERS",
]


MONTH_NAMES = (
    ("january", "jan"),
    ("february", "feb"),
    ("march", "mar"),
    ("april", "apr"),
    ("may",),
    ("june", "jun"),
    ("july", "jul"),
    ("august", "aug"),
    ("september", "sep", "sept"),
    ("october", "oct"),
    ("november", "nov"),
    ("december", "dec"),
)
MONTHS = {name: index for index, names in enumerate(MONTH_NAMES, start=1) for name in names}


def _alternation(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


MONTH = r"(?P<month>" + _alternation(list(MONTHS)) + r")"
YEAR = r"(?<![\d.$])(?P<year>(?:1[89]|20)\d{2})(?![\d.])"
ISO = r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"
BEFORE_WORDS = r"before|until|till|prior to|earlier than|up to"
AFTER_WORDS = r"since|after|from|starting|as of|later than|beginning"
RE_ISO_RANGE = re.compile(r"(?:between|from)\s+" + ISO + r"\s*(?:and|to|-|–|until)\s*" + ISO)
RE_ISO = re.compile(r"(?:(?P<word>" + BEFORE_WORDS + "|" + AFTER_WORDS + r"|on)\s+)?" + ISO)
RE_YEAR_RANGE = re.compile(
    r"(?:between|from)\s+(?:the\s+years?\s+)?(?P<y1>(?:1[89]|20)\d{2})\s*(?:and|to|-|–)\s*(?P<y2>(?:1[89]|20)\d{2})"
    r"(?:\s*between_end)?(?!\d)"
    r"|(?<!\d)(?P<y3>(?:1[89]|20)\d{2})\s*(?:to|-|–)\s*(?P<y4>(?:1[89]|20)\d{2})\s*between_end"
)
#: "between june and august 2024", "from march 2023 to may 2024", "jan-mar 2024": whole months
RE_MONTH_RANGE = re.compile(
    r"(?:(?:between|from)\s+)?"
    + MONTH.replace("<month>", "<m1>")
    + r"\.?(?:\s+"
    + YEAR.replace("<year>", "<y1>")
    + r")?\s*(?:and|to|through|until|till|-|–)\s*"
    + MONTH.replace("<month>", "<m2>")
    + r"(?:\.?,?\s+(?:of\s+)?"
    + YEAR.replace("<year>", "<y2>")
    + r")?(?![a-z\d])"
)
#: "between feb 8 and feb 14 2025", "from march 3 to 9, 2024", "between 8 and 14 february 2025": whole days
ORD = r"(?:st|nd|rd|th)?"
RE_DAY_RANGE = re.compile(
    r"(?:between|from)\s+(?:the\s+)?(?:"
    + MONTH.replace("<month>", "<m1>")
    + r"\.?\s+(?P<d1>[0-3]?\d)"
    + ORD
    + r"\s*(?:and|to|through|until|till|-|–)\s*(?:"
    + MONTH.replace("<month>", "<m2>")
    + r"\.?\s+)?(?P<d2>[0-3]?\d)"
    + ORD
    + r"|(?P<d3>[0-3]?\d)"
    + ORD
    + r"\s*(?:and|to|through|until|till|-|–)\s*(?P<d4>[0-3]?\d)"
    + ORD
    + r"\s+(?:of\s+)?"
    + MONTH.replace("<month>", "<m3>")
    + r")(?:\.?,?\s+"
    + YEAR
    + r")?(?![a-z\d])"
)
RE_BOUND = re.compile(
    r"(?P<word>" + BEFORE_WORDS + "|" + AFTER_WORDS + r")\s+(?:the\s+)?(?:(?:end|start|beginning)\s+of\s+)?"
    r"(?:year\s+)?(?:" + MONTH + r"\s+)?" + YEAR
)
RE_ONWARD = re.compile(r"\s*(?:on(?:wards?)?|forward|and later|or later|until|till|to|through)(?![a-z])")
RE_BOUND_AFTER = re.compile(YEAR + r"\s+(?P<word>after|since|before|or later|or earlier|onwards)(?![a-z])")
DAY = r"(?<!\d)(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
WORD = r"(?:(?P<word>" + BEFORE_WORDS + "|" + AFTER_WORDS + r"|on)\s+(?:the\s+)?)?"


def _day_and_month(year: bool) -> str:
    """ "15th of december" or "december 15" (group names day/month, day2/month2), each followed by
    its year when `year` (year, year2)."""
    return (
        WORD
        + r"(?:"
        + DAY
        + r"\s+(?:of\s+)?"
        + MONTH
        + (r"\.?,?\s+" + YEAR if year else "")
        + r"|"
        + MONTH.replace("<month>", "<month2>")
        + r"\.?\s+"
        + DAY.replace("<day>", "<day2>")
        + (r",?\s+" + YEAR.replace("<year>", "<year2>") if year else "")
        + r")"
    )


#: "11 nov 2024", "15th of december 2024", "dec 15 2024", "december 15, 2024"
RE_DAY_MONTH_YEAR = re.compile(_day_and_month(year=True))
#: "16-22 june", "june 16-22, 2025": a dash between two days of one month
RE_DAY_DASH = re.compile(
    r"(?<![\d.])(?:(?P<d1>[0-3]?\d)\s*[-–]\s*(?P<d2>[0-3]?\d)\s+(?:of\s+)?"
    + MONTH.replace("<month>", "<m1>")
    + r"|"
    + MONTH.replace("<month>", "<m2>")
    + r"\.?\s+(?P<d3>[0-3]?\d)\s*[-–]\s*(?P<d4>[0-3]?\d))(?![\d:])(?:,?\s+"
    + YEAR
    + r")?(?![a-z\d])"
)
#: "on june 13", "before 5 may", "the 14th of june": a day without its year
RE_DAY_MONTH = re.compile(_day_and_month(year=False) + r"(?![a-z\d:])")
#: "in may", "during june", "since march": a month without its year, after a word that makes it a time
RE_MONTH_ALONE = re.compile(
    r"(?<![a-z])(?P<word>in|during|for|since|before|after|until|till|from|through|by)\s+(?:the\s+month\s+of\s+)?"
    + MONTH
    + r"(?![a-z])(?!\.?\s*\d)"
)
RE_MONTH_YEAR = re.compile(r"(?:(?:in|during|of)\s+)?" + MONTH + r"\.?,?\s+(?:of\s+)?" + YEAR)
RE_YEAR_MONTH = re.compile(r"(?<![\d-])(?P<year>(?:19|20)\d{2})-(?P<m>\d{2})(?![\d-])")
#: a Chinese range as glossed: 5月到10月 "in may to in october", 2025年5月到10月 "2025-05 to in
#: october"; 2025年9月和10月 "2025-09 and in october" gives the second month the first one's year
RE_GLOSSED_MONTHS = re.compile(
    r"(?:(?<![\d-])(?P<y1>(?:19|20)\d{2})-(?P<n1>\d{2})|in\s+"
    + MONTH.replace("<month>", "<m1>")
    + r")\s+(?P<join>to|through|until|and|or|,)\s+in\s+"
    + MONTH.replace("<month>", "<m2>")
    + r"(?![a-z])(?!\s*\d)"
)
RE_DECADE = re.compile(
    r"(?:in\s+)?(?:the\s+)?(?P<decade>(?:19|20)\d0)s(?![a-z])|(?:the\s+|')(?P<short>\d0)s(?![a-z])"
)
#: "the second half of 2024", 2024年下半年 ("2024 second half")
QUARTERS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
RE_QUARTER = re.compile(
    r"(?:(?:the\s+)?(?P<word>first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter\s+(?:of\s+)?|q(?P<q>[1-4])\s+(?:of\s+)?)"
    + YEAR
    + r"|(?P<year2>(?:19|20)\d{2})\s+q(?P<q2>[1-4])(?![a-z\d])"
)
#: "the first week of september 2025", "last week of may": days 1–7, …, the month's last seven
WEEKS = {**QUARTERS, "last": 5, "final": 5}
RE_WEEK_OF = re.compile(
    r"(?:the\s+)?(?P<nth>"
    + _alternation(list(WEEKS))
    + r")\s+week\s+(?:of|in)\s+(?:the\s+month\s+of\s+)?"
    + MONTH
    + r"(?:\.?,?\s+(?:of\s+)?"
    + YEAR
    + r")?(?![a-z\d])"
)
RE_HALF = re.compile(r"(?:the\s+)?(?P<half>first|second)\s+half\s+of\s+" + YEAR)
RE_HALF_AFTER = re.compile(YEAR + r"\s+(?:the\s+)?(?P<half>first|second)\s+half(?![a-z])")
RE_YEAR = re.compile(r"(?:(?:in|during|of|for|from)\s+(?:the\s+year\s+)?)?" + YEAR + r"(?!\s*-\d)")
RE_RELATIVE_N = re.compile(
    r"(?:in\s+)?(?:the\s+)?(?:last|past|previous|most recent|recent)\s+"
    r"(?P<n>\d+|a|one|two|three|four|five|six|seven|ten|twelve)\s+(?P<unit>days?|weeks?|months?|years?)"
)
RELATIVE = {
    "today": ("day", 0),
    "yesterday": ("day", -1),
    "this week": ("week", 0),
    "last week": ("week", -1),
    "this month": ("month", 0),
    "last month": ("month", -1),
    "previous month": ("month", -1),
    "this year": ("year", 0),
    "last year": ("year", -1),
    "previous year": ("year", -1),
}
RE_RELATIVE = re.compile(r"(?<![a-z])(?:" + _alternation(list(RELATIVE)) + r")(?![a-z])")
WORD_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
WORD_NUMBERS |= {"ten": 10, "twelve": 12}
#: words right before a 4-digit number that make it a quantity, not a year
NOT_A_YEAR = re.compile(
    r"(?:than|under|over|below|above|least|most|to|between|\$|€|£|¥|exactly|of|with|and|[<>=])\s*\$?\s*$"
)
UNIT_AFTER = re.compile(r"\s*(?:[a-z]+|%)")
