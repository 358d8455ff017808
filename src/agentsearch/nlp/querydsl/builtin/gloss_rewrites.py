"""The pattern pass of the Chinese gloss: numbers, dates, discounts and a few fixed phrasings
rewritten before the dictionary scan, so the scan meets only words (`gloss.gloss` calls `rewrite`)."""

from __future__ import annotations

import re

from agentsearch.nlp.cedict import cedict_senses, cedict_word
from agentsearch.nlp.querydsl.lexicon import stem
from agentsearch.nlp.querydsl.lexicon_zh import ZH_WORDS

__all__ = ["rewrite", "zh_number"]

_LONGEST = max(len(w) for w in ZH_WORDS)
_DAY_RANGE = re.compile(
    r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]\s*(?:到|至|-|~|—)\s*"
    r"(?:(\d{1,2})\s*月\s*)?(\d{1,2})\s*[日号]"
)
_YEAR_MONTH_DAY = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
_YEAR_MONTH = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月份?")
_ZH_MONTH = r"(\d{1,2}|十[一二]?|[一二三四五六七八九])"
_ZH_DAY = r"(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])"
_ZH_AFTER = r"\s*(以后|之后|以前|之前|后|前)?"
_NOT_AFTER = r"(?<![\d年个第每上下本这])"
#: 6月13日到15日, 6月13日 / 13号, 6月份: a day or month with no year (dates.py gives it one)
_MONTH_DAY_RANGE = re.compile(
    _NOT_AFTER + _ZH_MONTH + r"\s*月\s*" + _ZH_DAY + r"\s*[日号]?\s*(?:到|至|-|~|—)\s*"
    r"(?:" + _ZH_MONTH + r"\s*月\s*)?" + _ZH_DAY + r"\s*[日号]"
)
_MONTH_DAY = re.compile(_NOT_AFTER + _ZH_MONTH + r"\s*月\s*" + _ZH_DAY + r"\s*[日号]" + _ZH_AFTER)
_MONTH_ALONE = re.compile(_NOT_AFTER + _ZH_MONTH + r"\s*月份?(?![薪费度])" + _ZH_AFTER)
_MONTH_NAMES = "january february march april may june july august september october november december".split()
_QUARTER = re.compile(r"(\d{4})\s*年\s*第?\s*([一二三四1-4])\s*季度")  # 2023年第三季度 → 2023 q3
_TEN_THOUSANDS = re.compile(r"(\d+(?:\.\d+)?)\s*万")
#: a price "at N tenths" (六折: 60 % of the price), not 折扣 (a discount), 折旧, 折叠, 折算, 折合
_DISCOUNT = re.compile(
    r"(?<![\d.])(\d(?:\.\d)?|[一二三四五六七八九])([一二三四五六七八九])?折(?![扣旧叠算合腾])"
)
_ONES = "一二三四五六七八九"


def _discount(match: re.Match[str]) -> str:
    first, second = match.group(1), match.group(2)
    tens = float(first) if first[0].isdigit() else float(_ONES.index(first) + 1)
    ones = float(_ONES.index(second) + 1) if second else 0.0
    return f" {tens * 10 + ones:g}% "


_YEAR = re.compile(r"(\d{4})\s*年(?![龄代度])")
#: 2024年度: the year and the word 年度 ("year", a year column), not 2024年 and a lone 度
_YEAR_OF = re.compile(r"(\d{4})\s*年度")
_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
#: 没有登记真实姓名, 还没分配理赔员, 不含过敏原: a negated verb of recording, giving or holding says
#: only that the noun after it is missing ("without a real name"), whatever the verb
_NEGATED_RECORDING = re.compile(
    r"(?:还没有|没有|还没|没|尚未|从未|未|不)(?:曾)?"
    r"(?P<verb>登记|安排|分配|记录|填写|填|留下|留|录入|提供|设置|设定|标注|注明|上传|绑定|配备|配|指定|含有|含|包含|带)"
    r"(?P<particle>过|了)?(?=[\u3400-\u9fff])"
)
#: 1米9, 1米85 (a height said in metres and centimetres): 1.9 m, 1.85 m
_METRES_AND = re.compile(r"(\d)\s*米\s*(\d{1,2})(?![\d.])")
#: 500欧: a sum of money after a number is euros (欧洲, 欧盟 are Europe)
_EURO_AFTER_NUMBER = re.compile(r"(\d)\s*欧(?![元洲盟美])")
#: 不同难度的菜平均要多少分钟: a question (or clause) opening on 不同X的 asks per X (每种)
_DIFFERENT_PER = re.compile(r"(^|[，,；;：:\s])不同(?=[\u3400-\u9fff]{1,8}的)")
#: 10分钟内, 3公里之内: within a measured amount is "or less" (以内)
_WITHIN = re.compile(r"(\d+(?:\.\d+)?\s*(?:分钟|小时|秒钟|秒|公里|千米|米|公斤|页))(?:之内|内)")
#: 90后, 00后: people born in that decade (a common way to say a generation)
#: 下过单, 下了单, 下单: placed an order (单 alone is a list, a bill, a form)
_PLACED_ORDER = re.compile(r"下(?:过|了)?(?:订)?单(?![价位])")
#: 早上7点前, 晚上9点以后, 下午3点半之后, 7点到9点: a clock time, said as "before 08:00" for `times_of_day`
_CLOCK_ZH = (
    r"(?P<part{0}>早上|早晨|上午|中午|下午|傍晚|晚上|夜里|凌晨)?\s*"
    r"(?P<h{0}>\d{{1,2}}|[一二两三四五六七八九十]+)\s*点\s*(?P<half{0}>半|(?P<m{0}>\d{{1,2}})\s*分?)?"
)
_RE_CLOCK_RANGE = re.compile(_CLOCK_ZH.format("1") + r"\s*(?:到|至|-|~)\s*" + _CLOCK_ZH.format("2"))
_RE_CLOCK = re.compile(_CLOCK_ZH.format("") + r"\s*(?P<side>以前|之前|前|以后|之后|后|以来)?")
_EVENING = ("下午", "傍晚", "晚上", "夜里")
#: 最近两个月, 近30天, 过去三周: the last N days, weeks, months or years (not the N most recent rows)
_RECENT_PERIOD = re.compile(
    r"(?:最近|近|过去)\s*(?P<n>\d+|[一二两三四五六七八九十]+)\s*个?\s*(?P<unit>天|日|周|星期|礼拜|月|年)"
)
_PERIOD_UNITS = {
    "天": "days",
    "日": "days",
    "周": "weeks",
    "星期": "weeks",
    "礼拜": "weeks",
    "月": "months",
    "年": "years",
}
_GENERATION = re.compile(r"(?<![\d.])([0-9])0\s*后(?![面边头来])")


def zh_number(text: str) -> int:
    """二十五 → 25, 三千 → 3000, 两万 → 20000 (no 亿: nobody asks a table for that)."""
    total, section, current = 0, 0, 0
    for ch in text:
        if ch in _DIGITS:
            current = _DIGITS[ch]
        elif ch == "万":
            total += (section + current or 1) * 10000
            section = current = 0
        elif ch in _UNITS:
            section += (current or 1) * _UNITS[ch]
            current = 0
    return total + section + current


def _month_name(text: str) -> str | None:
    number = int(text) if text.isdigit() else zh_number(text)
    return _MONTH_NAMES[number - 1] if 1 <= number <= 12 else None


def _day_number(text: str) -> int:
    return int(text) if text.isdigit() else zh_number(text)


def _month_day_range(match: re.Match[str]) -> str:
    month, day, month2, day2 = match.groups()
    first, last = _month_name(month), _month_name(month2 or month)
    if first is None or last is None:
        return match.group(0)
    return f" from {first} {_day_number(day)} to {last} {_day_number(day2)} "


def _month_day(match: re.Match[str]) -> str:
    month, day, side = match.groups()
    name = _month_name(month)
    if name is None or not 1 <= _day_number(day) <= 31:
        return match.group(0)
    word = "on" if not side else "after" if side.endswith("后") else "before"
    return f" {word} {name} {_day_number(day)} "


def _month_alone(match: re.Match[str]) -> str:
    month, side = match.groups()
    name = _month_name(month)
    if name is None:
        return match.group(0)
    word = "in" if not side else "after" if side.endswith("后") else "before"
    return f" {word} {name} "


def _day_range(match: re.Match[str]) -> str:
    year, month, day, month2, day2 = match.groups()
    return (
        f" from {year}-{int(month):02d}-{int(day):02d} to {year}-{int(month2 or month):02d}-{int(day2):02d} "
    )


def rewrite(text: str, names: frozenset[str]) -> str:
    """`text` with its numbers, dates and fixed phrasings in the words the recognisers read; `names`
    (the schema's one-word names, stemmed) keep a negated verb that names a column."""
    text = _RECENT_PERIOD.sub(_recent_period, text)  # 最近两个月 → in the last 2 months
    text = _RE_CLOCK_RANGE.sub(_clock_range, text)  # 上午9点到11点 → between 09:00 and 11:00
    text = _RE_CLOCK.sub(_clock, text)  # 早上7点前 → before 07:00
    text = _QUARTER.sub(lambda m: f" {m.group(1)} q{'一二三四1234'.index(m.group(2)) % 4 + 1} ", text)
    text = _TEN_THOUSANDS.sub(lambda m: f"{float(m.group(1)) * 10000:.0f}", text)
    text = _DISCOUNT.sub(_discount, text)  # 六折 → 60%, 八五折 → 85%, 7.5折 → 75%
    text = _DAY_RANGE.sub(_day_range, text)  # 2025年1月15日到1月20日 → from 2025-01-15 to 2025-01-20
    text = _YEAR_MONTH_DAY.sub(lambda m: f" {m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d} ", text)
    text = _YEAR_MONTH.sub(lambda m: f" {m.group(1)}-{int(m.group(2)):02d} ", text)
    text = _YEAR.sub(lambda m: f" {m.group(1)} ", text)
    text = _YEAR_OF.sub(lambda m: f" {m.group(1)} 年度", text)
    text = _MONTH_DAY_RANGE.sub(_month_day_range, text)  # 6月13日到15日 → from june 13 to june 15
    text = _MONTH_DAY.sub(_month_day, text)  # 5月16号 → on may 16 (dates.py finds its year)
    text = _MONTH_ALONE.sub(_month_alone, text)  # 6月份 → in june
    text = _METRES_AND.sub(lambda m: f"{m.group(1)}.{m.group(2)}米", text)
    text = _EURO_AFTER_NUMBER.sub(r"\1欧元", text)
    text = _GENERATION.sub(lambda m: _generation(int(m.group(1))), text)
    text = _PLACED_ORDER.sub(" ordered ", text)
    text = _WITHIN.sub(r"\1以内", text)
    text = _DIFFERENT_PER.sub(r"\1每种", text)
    text = _NEGATED_RECORDING.sub(lambda m: _without(m, text, names), text)
    return text


def _without(match: re.Match[str], text: str, names: frozenset[str]) -> str:
    """没有 for a negated verb of recording. The verb stays when it names the schema (没有分配负责人:
    "assigned" names an assignee), and so does its particle when it begins a word (不含过敏原)."""
    verb, particle, at = match.group("verb"), match.group("particle") or "", match.start("particle")
    starts_word = bool(particle) and (
        bool(cedict_word(text, at, len(text)))
        or any(text[at : at + size] in ZH_WORDS for size in range(2, _LONGEST + 1))
    )
    tail = particle if starts_word else ""
    english = ZH_WORDS.get(verb) or cedict_senses(verb)[:1]
    stems = {stem(word) for sense in english for word in sense.split() if len(word) >= 4}
    if any(name.startswith(s) for s in stems for name in names):
        return "没有" + verb + tail
    return "没有" + tail


def _generation(decade: int) -> str:
    """90后 → born between 1990 and 1999; 00后, 10后 → the 2000s, the 2010s."""
    start = (1900 if decade >= 3 else 2000) + decade * 10
    return f" born between {start} and {start + 9} "


def _recent_period(match: re.Match[str]) -> str:
    n = match.group("n")
    number = int(n) if n.isdigit() else zh_number(n)
    return f" in the last {number} {_PERIOD_UNITS[match.group('unit')]} "


def _clock_of(match: re.Match[str], tag: str, part: str | None = None) -> str | None:
    hour_text = match.group(f"h{tag}")
    hour = int(hour_text) if hour_text.isdigit() else zh_number(hour_text)
    minute = 30 if match.group(f"half{tag}") == "半" else int(match.group(f"m{tag}") or 0)
    part = match.group(f"part{tag}") or part
    if part in _EVENING and hour < 12:
        hour += 12
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def _clock(match: re.Match[str]) -> str:
    clock = _clock_of(match, "")
    if clock is None:
        return match.group(0)
    side = match.group("side") or ""
    word = "at" if not side else "after" if side in ("以后", "之后", "后", "以来") else "before"
    return f" {word} {clock} "


def _clock_range(match: re.Match[str]) -> str:
    low = _clock_of(match, "1")
    high = _clock_of(match, "2", match.group("part1"))
    if low is None or high is None:
        return match.group(0)
    return f" between {low} and {high} "
