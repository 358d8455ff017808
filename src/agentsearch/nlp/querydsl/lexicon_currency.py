"""Currencies: the words a question names one by, and their ISO 4217 codes. General knowledge of
money, about no database: a schema that stores a currency code per row (`currency = 'CNY'`) is
asked "in yen", "over $500", 英镑; a cents column converts through the unit words of
`lexicon_measures`."""

from __future__ import annotations

__all__ = ["CURRENCY_WORDS", "ISO_CURRENCIES", "WEAK_CURRENCY_WORDS", "ZH_CURRENCIES"]

#: ISO 4217 codes of the currencies most trade is in (a column of only these stores a currency)
ISO_CURRENCIES = frozenset(
    """
    USD EUR CNY JPY GBP AUD CAD CHF HKD NZD SEK NOK DKK SGD KRW INR BRL MXN ZAR RUB TRY PLN CZK HUF
    THB MYR IDR PHP TWD AED SAR ILS CLP COP ARS VND EGP NGN KES PKR BDT ISK RON BGN UAH
    """.split()
)

#: question words (lower case, as the question is read) → the code they name
CURRENCY_WORDS: dict[str, str] = {
    "$": "USD",
    "usd": "USD",
    "us dollars": "USD",
    "us dollar": "USD",
    "dollar": "USD",
    "dollars": "USD",
    "bucks": "USD",
    "€": "EUR",
    "eur": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "yuan": "CNY",
    "rmb": "CNY",
    "renminbi": "CNY",
    "cny": "CNY",
    "yen": "JPY",
    "jpy": "JPY",
    "£": "GBP",
    "gbp": "GBP",
    "pounds sterling": "GBP",
    "sterling": "GBP",
    "aud": "AUD",
    "australian dollars": "AUD",
    "cad": "CAD",
    "canadian dollars": "CAD",
    "chf": "CHF",
    "swiss francs": "CHF",
    "hkd": "HKD",
    "hong kong dollars": "HKD",
    "nzd": "NZD",
    "new zealand dollars": "NZD",
    "sgd": "SGD",
    "singapore dollars": "SGD",
    "krw": "KRW",
    "inr": "INR",
    "rupees": "INR",
    "sek": "SEK",
    "nok": "NOK",
    "dkk": "DKK",
}

#: "$" and "dollars" are said of many dollars (and 元 is glossed "dollars"): a code only when the
#: question names no other currency
WEAK_CURRENCY_WORDS = frozenset({"$", "dollar", "dollars", "bucks"})

#: Chinese names of currencies, glossed to a word above (美元 and 欧元 are in lexicon_zh's units)
ZH_CURRENCIES: dict[str, tuple[str, ...]] = {
    "人民币": ("rmb",),
    "日元": ("yen",),
    "英镑": ("gbp",),
    "港币": ("hkd",),
    "港元": ("hkd",),
    "澳元": ("aud",),
    "加元": ("cad",),
    "纽币": ("nzd",),
    "新西兰元": ("nzd",),
    "瑞士法郎": ("chf",),
    "新加坡元": ("sgd",),
    "新元": ("sgd",),
    "新币": ("sgd",),
    "新台币": ("twd",),
    "台币": ("twd",),
    "泰铢": ("thb",),
    "林吉特": ("myr",),
    "卢布": ("rub",),
    "雷亚尔": ("brl",),
    "韩元": ("krw",),
    "卢比": ("rupees",),
}
