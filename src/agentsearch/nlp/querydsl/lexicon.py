"""General English resources of the builtin generator: word families, question words, demonyms (the
stem is `lexicon_morphology`'s, re-exported here).

Everything here is about the English language, never about a particular database: no table, column,
brand, genre or status of any sample schema. What a question's words point at is decided at run time
by comparing their stems with the schema's names, labels and sampled values (see `builtin/linking.py`).
"""

from __future__ import annotations

from agentsearch.nlp.querydsl.lexicon_morphology import stem, undouble

__all__ = [
    "AGGREGATE_WORDS",
    "AWAY_ROLE",
    "DEMONYMS",
    "DESTINATION_ROLES",
    "EXCLUDING",
    "GENDER_CODES",
    "HOME_ROLE",
    "IDENTIFIER_WORDS",
    "NAME_SYNONYMS",
    "ORDINAL_NAME_STEMS",
    "ORIGIN_ROLES",
    "QUESTION_WORDS",
    "WORD_FAMILIES",
    "related_stems",
    "stem",
    "undouble",
]

#: other English names of a column named by these words ("surname" for last_name)
NAME_SYNONYMS: dict[tuple[str, ...], tuple[str, ...]] = {
    ("last", "name"): ("surname", "family name"),
    ("first", "name"): ("given name", "forename"),
    ("full", "name"): ("name",),
    ("birth", "date"): ("date of birth", "birthday"),
    ("dob",): ("date of birth", "birthday"),
    ("square", "metres"): ("area", "floor area", "size", "square meters"),
    ("square", "feet"): ("area", "floor area", "size"),
}

#: The words a gender column's coded values stand for ('F' → female, women …), for columns named
#: gender or sex (or whose comment says so) only.
GENDER_CODES: dict[str, tuple[str, ...]] = {
    "f": ("female", "woman", "women", "girl", "girls", "lady", "ladies", "schoolgirl", "schoolgirls"),
    "w": ("female", "woman", "women"),
    "female": ("woman", "women", "girl", "girls", "f", "schoolgirl", "schoolgirls"),
    "m": ("male", "man", "men", "boy", "boys", "gentleman", "gentlemen", "schoolboy", "schoolboys"),
    "male": ("man", "men", "boy", "boys", "m", "schoolboy", "schoolboys"),
    "女": ("female", "woman", "women", "girl", "girls", "lady", "ladies", "schoolgirl", "schoolgirls"),
    "男": ("male", "man", "men", "boy", "boys", "gentleman", "gentlemen", "schoolboy", "schoolboys"),
}


#: Word families: words that name the same thing in questions and schemas. General English only.
WORD_FAMILIES: tuple[tuple[str, ...], ...] = (
    ("employee", "staff", "worker", "personnel", "colleague", "workforce"),
    ("manufactured", "manufacture", "built", "build", "produced", "constructed"),
    ("aircraft", "plane", "airplane", "airliner", "jet"),
    ("booking", "reservation"),
    ("depart", "departure", "departing", "leave", "leaving"),
    ("arrive", "arrival", "arriving"),
    ("elevation", "altitude"),
    ("bedroom", "bed"),
    ("bathroom", "bath"),
    ("customer", "client", "buyer", "shopper", "purchaser"),
    ("track", "song", "tune", "recording"),
    ("artist", "band", "musician", "singer", "performer", "group", "act"),
    ("album", "record", "lp"),
    ("author", "writer", "write", "novelist"),
    ("book", "novel", "volume", "paperback", "hardcover"),
    ("salary", "pay", "wage", "earn", "earning", "income", "compensation"),
    ("price", "cost", "priced", "fee", "charge", "expensive", "cheap"),
    ("hire", "employ", "recruit", "join", "joined"),
    ("entry", "enter", "entered", "admission", "admitted", "intake"),
    ("birth", "born", "dob"),
    ("publish", "publication", "published", "publisher"),
    ("release", "released", "came"),
    ("city", "town"),
    ("country", "nation", "nationality"),
    ("department", "dept", "division"),
    ("title", "job", "position", "role"),
    ("phone", "telephone", "mobile", "smartphone", "cellphone"),
    ("tv", "television"),
    ("rating", "rated", "rate", "score", "stars", "star"),
    ("duration", "length", "long", "runtime", "millisecond", "ms"),
    ("size", "bytes", "byte", "filesize"),
    ("doctor", "physician", "dr"),
    ("patient",),
    ("teacher", "instructor", "professor", "lecturer", "tutor", "teach"),
    ("student", "pupil", "learner", "kid"),
    ("child", "kid", "toddler", "infant"),
    ("course", "subject", "module"),
    ("grade", "mark", "result"),
    ("order", "purchase"),
    ("sale", "sold", "purchase", "bought"),
    ("invoice", "bill"),
    ("product", "item", "goods", "merchandise"),
    ("weight", "heavy", "weigh", "kg", "kilogram"),
    ("height", "tall", "taller", "tallest"),
    ("width", "wide", "breadth", "beam"),
    ("urgent", "critical", "emergency"),
    ("distance", "km", "kilometre", "kilometer", "mile", "mileage", "odometer"),
    ("vehicle", "truck", "van", "lorry", "car"),
    ("driver", "courier", "chauffeur"),
    ("shipment", "delivery", "deliver", "parcel", "package", "consignment", "ship"),
    ("warehouse", "depot", "hub"),
    ("branch", "store", "outlet"),
    ("loan", "borrow", "borrowed", "lend", "lent", "checkout"),
    ("member", "patron", "borrower", "subscriber"),
    ("genre", "style"),
    ("category", "type", "kind"),
    ("quantity", "qty", "units"),
    ("stock", "inventory"),
    ("revenue", "turnover"),
    ("page", "pages"),
    ("language", "lang", "tongue"),
    ("appointment", "visit", "booking", "consultation"),
    ("specialty", "speciality", "specialization", "specialisation", "specialist"),
    ("prescription", "medication", "drug", "medicine"),
    ("enrol", "enrollment", "enrolment", "registration", "regist", "signup", "join", "joined"),
    ("manager", "supervisor", "boss", "lead"),
    ("age", "aged"),
    ("email", "mail", "e-mail"),
    ("amount", "total", "sum"),
    ("play", "plays", "listen", "stream", "played", "popular", "popularity"),
    ("capacity", "seat", "seats"),
    ("match", "game", "fixture"),
    ("referee", "ref", "umpire", "official"),
    ("credit", "credits"),
    ("name", "called", "named"),
    ("created", "create", "made", "opened"),
    ("death", "die", "died", "dead", "deceased"),
    ("delay", "delayed", "late", "lateness"),
    ("team", "squad"),
    ("termination", "terminated", "left", "resigned", "quit"),
    ("remove", "removed", "removal", "uninstalled", "decommissioned"),
    ("start", "begin", "began", "open", "opened"),
    ("end", "finish", "close", "closed"),
    ("label", "imprint"),
    ("explicit", "parental"),
)


def _families() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for family in WORD_FAMILIES:
        stems = {stem(w) for w in family}
        for member in stems:
            out.setdefault(member, set()).update(stems)
    return {k: frozenset(v) for k, v in out.items()}


_FAMILY_OF = _families()


def related_stems(word_stem: str) -> frozenset[str]:
    """The stems of a word's family, itself included."""
    return _FAMILY_OF.get(word_stem, frozenset((word_stem,)))


#: Words identifiers are commonly made of, to split names written without separators (PostgreSQL folds
#: `durationMs` to `durationms`; some schemas write `firstname`). General English, no schema's names.
IDENTIFIER_WORDS = frozenset(
    """
    id ids no num nr code key ref type kind status state flag is has can name first last full middle
    given family nick display date time day week month year at on by of to from per in out date
    created updated deleted modified added removed started ended opened closed due start end begin
    count total number amount value sum avg min max average rate ratio percent pct score level rank
    unit price cost fee tax discount net gross declared estimated actual planned budget balance
    eur usd gbp kg km ms mb gb cm mm lb
    city country region state zip postal postcode address street line phone mobile email mail web url
    owner user author creator manager lead head parent child source target origin destination home
    order item line product customer client account company industry sector vendor supplier carrier
    route mode class group team role title label description note notes comment text summary
    weight height width depth length size capacity volume distance duration speed priority tracking
    play played plays view views like likes rating review explicit formed founded release released
    record track album artist genre playlist song member loan book page pages language publisher
    employee staff department dept salary wage hire hired birth born termination project
    doctor patient appointment medication prescription specialty diagnosis insurance gender sex
    student teacher course enrollment term school entry subject area credit credits
    grade semester season shipment shipped delivered warehouse vehicle driver transport station stop
    visit return returned borrowed
    """.split()
)

#: Role words of a key or column that sends / receives: a route's origin / destination ("from X",
#: "to X", `from_port_id`, `dest_zone`).
ORIGIN_ROLES = frozenset(
    {"origin", "orig", "source", "from", "sender", "departure", "dep", "start", "shipper"}
)
#: words that leave rows out ("not counting cancelled ones", 不算 glossed "not calculate"), as a regex
#: alternation for the negations of flags (`presence`) and of values (`value_conditions`)
EXCLUDING = (
    "not counting|not including|not calculate|excluding|exclude|except(?: for)?|other than|apart from|"
    "ignoring|leaving out"
)
DESTINATION_ROLES = frozenset(
    {"destination", "dest", "to", "target", "recipient", "receiver", "arrival", "arr", "consignee"}
)
#: The two sides of a fixture, either of which "between A and B" may mean (`home_team_id`,
#: `away_team_id`); the home side is also where a thing is based ("players from X").
HOME_ROLE, AWAY_ROLE = "home", "away"

#: Stems of numeric column names that hold categories, not measures ("grade 9", "level 3", "tier 2").
ORDINAL_NAME_STEMS = frozenset({"grad", "level", "tier", "rank", "floor", "class", "semester", "quarter"})

#: Country ↔ demonym/language (general English): "German authors" may be stored as Germany.
DEMONYMS: dict[str, tuple[str, ...]] = {
    "american": ("usa", "united states", "us", "america"),
    "british": ("uk", "united kingdom", "england", "britain"),
    "english": ("england", "uk", "united kingdom"),
    "german": ("germany",),
    "french": ("france",),
    "spanish": ("spain",),
    "italian": ("italy",),
    "portuguese": ("portugal",),
    "brazilian": ("brazil",),
    "canadian": ("canada",),
    "mexican": ("mexico",),
    "argentine": ("argentina",),
    "argentinian": ("argentina",),
    "chilean": ("chile",),
    "chinese": ("china",),
    "japanese": ("japan",),
    "korean": ("korea", "south korea"),
    "indian": ("india",),
    "australian": ("australia",),
    "irish": ("ireland",),
    "dutch": ("netherlands", "holland"),
    "belgian": ("belgium",),
    "swedish": ("sweden",),
    "norwegian": ("norway",),
    "danish": ("denmark",),
    "finnish": ("finland",),
    "polish": ("poland",),
    "czech": ("czech republic", "czechia"),
    "austrian": ("austria",),
    "swiss": ("switzerland",),
    "hungarian": ("hungary",),
    "greek": ("greece",),
    "turkish": ("turkey",),
    "russian": ("russia",),
    "egyptian": ("egypt",),
    "nigerian": ("nigeria",),
    "kenyan": ("kenya",),
    "colombian": ("colombia",),
    "peruvian": ("peru",),
    "scottish": ("scotland",),
    "new zealander": ("new zealand",),
    "usa": ("united states", "us", "america"),
    "us": ("usa", "united states"),
    "america": ("usa", "united states"),
    "united states": ("usa", "us"),
    "the states": ("usa", "united states", "us", "america"),  # "from the states": the country
    "uk": ("united kingdom", "britain"),
    "united kingdom": ("uk",),
    "britain": ("uk", "united kingdom"),
    "holland": ("netherlands",),
}

#: Question words that carry no condition (besides the general stopwords); dropped without a report.
QUESTION_WORDS = frozenset(
    """
    show list find get give me all any which what who whose where when are is was were the a an of for
    with from in on by to and or that have has had do does did there please i want need see display tell
    about items item records record rows row entries entry those these them it its they their our my
    your his her ones one s can could would should will may might lookup look search searching exist
    exists existing whats what's every each also only some how many much number their them both
    whom currently ever yet still just like such as be been being at into onto out up via per
    return returns returning retrieve fetch print display shown details detail info information
    everything anything someone somebody anyone people person
    """.split()
)

#: Aggregate words (after glossing Chinese): word → function.
AGGREGATE_WORDS: dict[str, str] = {
    "average": "avg",
    "avg": "avg",
    "mean": "avg",
    "total": "sum",
    "sum": "sum",
    "combined": "sum",
    "overall": "sum",
    "maximum": "max",
    "max": "max",
    "minimum": "min",
    "min": "min",
}
