"""Does a message need references? The builtin answer is offline and deterministic; an assistant or
an MCP tool (`uses.needsearch`) can replace it. Answers are parsed as reference §3 step 2f describes,
with the fixes: types are lower-cased and validated, and confidence is kept for the threshold.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from agentsearch.context import SearchContext
from agentsearch.delegate import ask_delegate, strip_fence
from agentsearch.types import SearchIntent, SearchType

__all__ = ["classify_need_search", "need_search_builtin", "parse_intent"]

#: Greetings, thanks and acknowledgements, alone or chained ("多谢，明白了", "thanks, that helped").
_CHAT_TOKEN = (
    r"(hi+|hello+|he+y+|hiya|yo+|sup|wh?at'?s up|wassup|thanks|thank you|thx|ty|cheers|ok|okay|k|bye|goodbye|"
    r"see you|talk (to you )?(tomorrow|later|soon)|ttyl|catch you later|later|mate|buddy|dude|"
    r"appreciate (it|that|this|the help|you)|fair enough|no worries|all good|my bad|sounds good|will do|"
    r"lmf?ao|rofl|how('s| is) your (day|week|weekend|morning|evening)( going)?|"
    r"(that's|that is|what) (a |an )?(great|good|funny|hilarious) (one|joke)|"
    r"(that's|that is) (so |really |pretty )?(funny|hilarious)|"
    r"good (morning|night|evening|afternoon)|how are you( doing)?( today)?|how's it going|how have you been|"
    r"who are you|what('s| is) your name|great|cool|nice|awesome|perfect|"
    r"sure|yes|yep|yeah|no|nope|got it|understood|makes sense|lol|haha|"
    r"so much|a lot|very much|that helped|that's helpful|that works|(hello|hi|hey) there|"
    r"that (fixed|solved|did) (it|the trick)|(it|that) worked|you('re| are) (so |pretty |very |really )?"
    r"(helpful|funny|smart|great|the best|awesome|amazing|kind|good)( at (this|that|it))?|"
    r"good (bot|job)|well done|"
    r"(帮|帮了)(我)?(大忙|很多)了?|你(还|真|好|太|也)?(挺|真|好|太|很)?(逗|聪明|厉害|棒|贴心|可爱|有趣)(的|啊|了)?|"
    r"你(今天)?(心情|过得)(怎么样|如何|好吗)|"
    r"你(平时|平常|有时候?|也)?(会)?(觉得)?(无聊|累|孤独|开心|难过|生气)(吗|么|不)|"
    r"(明天|回头|改天|下次|晚点)(再)?聊|(这个|这|那个)?笑话(太|真|好|挺|很)(好笑|搞笑|有趣|逗)(了|啊)?|"
    r"你好|您好|谢谢你?|谢谢您|多谢|感谢|谢了|辛苦了?|好的|好|好吧|行|可以|嗯|嗯嗯|对|是的|没问题|明白了?|知道了|"
    r"收到|懂了|再见|拜拜|嗨|哈哈+|早上好|下午好|晚上好|晚安|不客气|你是谁|你叫什么(名字)?|你怎么样|最近好吗)"
    r"[呀啊啦哦呢吖嘛]*"
)
_SMALL_TALK = re.compile(
    rf"^\s*{_CHAT_TOKEN}([\s!.,?！。，？~、]*{_CHAT_TOKEN})*[\s!.,?！。，？~]*$", re.IGNORECASE
)
#: Work on text the user already gave (or asked to be made up): nothing to look up.
_TRANSFORM = re.compile(
    r"^\s*(please\s+|can you\s+|could you\s+)?("
    r"(translate|rewrite|rephrase|paraphrase|proofread|polish|shorten|fix the grammar)\b|"
    r"(summari[sz]e|sort|reorder|alphabeti[sz]e|format|reformat|tidy)\s+(this|that|these|it|the (text|list|"
    r"paragraph|above|following)|above|my|the table)\b|"
    r"(tell me|write( me)?|make up|compose|come up with|invent|create) an? ([a-z]+ ){0,2}"
    r"(joke|poem|haiku|story|limerick|toast|song|riddle)\b|"
    r"(give me|suggest|come up with|think of|brainstorm|invent|make up|i need) (a |an |some |\d+ |a few )?"
    r"(?!the )([a-z]+ ){0,2}(names?|nicknames?|slogans?|taglines?|captions?|titles?) for (my|our|a|an)\b|"
    r"翻译|润色|改写|重写|"
    r"(帮我|请)?(把|将)?(这个|这段|这篇|这些|上面|以上|下面)[^?？]{0,16}(排序|翻译|润色|改写|总结|概括|缩短|格式化)|"
    r"(帮我|请)?(总结|概括)一下(上面|以上|这段|这篇|这些)|"
    r"(帮我|请)?(润色|改写|翻译)一下|"
    r"(帮我|请)?(把)?(这句|这句话|这段话|这段|下面这句|这几句)[^?？]{0,12}(改|写|变|翻)(得|成|为)|"
    r"(给[^?？]{0,8})?(讲|说|来)(个|一个|段|一段)[^?？]{0,12}(笑话|故事)|"
    r"(给|帮)[^?？]{0,10}(起|取)(个|一个|几个)?[^?？]{0,8}(名字|昵称|外号|网名)|(帮我|给我|请)?编(个|一个|段|一段|首|一首)[^?？]{0,16}(故事|笑话|诗|儿歌)|(帮我|请|给[^?？]{0,8})?写(一首|首|一段|段|一个|个|篇|一篇)[^?？]{0,12}(诗|笑话|故事|祝酒词|祝福))",
    re.IGNORECASE,
)
_NUMBERS = r"[\s\d+\-*/().=^%x×÷?]*\d(,\d{3}|[\s\d+\-*/().=^%x×÷?])*"
#: Operators spelt out ("12 times 7", "123乘以45", "2的10次方").
_OPERATOR = (
    r"(plus|minus|times|multiplied by|divided by|to the power of|squared|cubed|mod|"
    r"乘以|除以|加上|减去|加|减|乘|除|的平方根|的平方|的立方|的|次方|平方|立方)"
)
#: How a calculation is asked for, before its numbers ("whats", "帮我算一下"); one list for every form.
_CALCULATE = r"(what\s+is|what's|whats|how\s+much\s+is|calculate|compute|计算|帮我算一下|算一下|请计算)"
_ARITHMETIC = re.compile(
    rf"^{_CALCULATE}?"
    rf"{_NUMBERS}(\s*{_OPERATOR}\s*({_NUMBERS})?)*"
    r"(等于多少|等于几|是多少|得多少|是几)?[?？]?$",
    re.IGNORECASE,
)
#: Requests about the conversation itself: the answer is in the chat, not in any source.
_ABOUT_CHAT = re.compile(
    r"\b(your|the) (last|previous|earlier|first|second) (answer|reply|response|message|point)\b|"
    r"\bwhat (did|have) (i|we|you) (ask|asked|say|said|talk|talked)\b|"
    r"\b(repeat|say|explain) (that|it|this) (again|once more)\b|\brepeat (that|yourself|your answer)\b|"
    r"^\s*(please\s+)?(make|keep) (that|it|this) (shorter|longer|simpler|clearer|more \w+|less \w+)\b|"
    r"\b(we|i) (just )?(talked|discussed|chatted) about\b|"
    r"\bwhat (did|do) you mean( by (that|this|it))?\b|\bwhat you (just )?(said|meant|wrote)\b|"
    r"你刚(才)?(说|讲|提|写)|你(上面|前面|之前)(说|讲|提|写)的|"
    r"刚才(你|我们|我)?(说|讲|聊|问|提到|回答)|刚刚(说|聊|问)|上一条|上条|上一个回答|前面(说|提到|讲)的|之前(说|问|聊)的|再说一遍|再讲一遍|重复一下|"
    r"(你|我们)(上面|之前|前面)(说|聊|讲)",
    re.IGNORECASE,
)
#: Physical units only: currency conversion needs today's rate, which is a lookup.
_UNIT = (
    r"(km|kilometers?|kilometres?|m|meters?|metres?|cm|mm|miles?|mi|feet|foot|ft|inch(es)?|in|yards?|"
    r"kg|kilograms?|g|grams?|lbs?|pounds?|stones?|ounces?|oz|tons?|celsius|fahrenheit|°c|°f|liters?|litres?|l|ml|"
    r"milliliters?|millilitres?|gallons?|cups?|tablespoons?|tbsp|teaspoons?|tsp|pints?|quarts?|acres?|hectares?|"
    r"公里|千米|米|厘米|毫米|英里|英尺|英寸|公斤|千克|克|斤|磅|吨|摄氏度|华氏度|升|毫升|加仑)"
)
#: A quantity in digits or Chinese numerals ("3.5", "一", "两百").
_QUANTITY = r"(\d+(\.\d+)?|[一二两三四五六七八九十百千万半]+)"
#: "a third of a", "half a", "two and a half": the amount in words before a unit.
_AMOUNT = (
    r"(\d+(\.\d+)?|an?|one|two|three|four|five|half( an?)?|an? (half|third|quarter|fourth) of an?|"
    r"(one|two|three) (thirds?|quarters?) of an?)"
)
_CONVERSION = re.compile(
    rf"^\s*(convert\s+|换算\s*)?{_QUANTITY}\s*{_UNIT}(\s*{_QUANTITY}\s*{_UNIT})?\s*"
    r"(to|in|into|等于多少|是多少|是几|换算成|等于几|合多少)\s*"
    rf"{_UNIT}?\s*[?？]?$|"
    rf"^\s*how many {_UNIT} (is|are|in|make|equals?)( there in)? {_AMOUNT}\s*{_UNIT}\s*[?？]?$|"
    r"^\s*(华氏|摄氏)(温度)?\s*-?\d+(\.\d+)?\s*度?\s*(是|等于|合|换算成|转成)(多少)?\s*(华氏|摄氏)(度)?\s*[?？]?$",
    re.IGNORECASE,
)
#: Verbs of work on a text (edit, translate, reshape, check), in any position of the instruction.
_TEXT_WORK = re.compile(
    r"\b(translate|rewrite|rephrase|paraphrase|reword|proofread|polish|shorten|condense|simplify|expand|"
    r"summari[sz]e|tl;?dr|correct|edit|format|reformat|tidy( up)?|sort|alphabeti[sz]e|"
    r"(fix|check) (the |my |its )?(grammar|spelling|typos?|punctuation|wording|tone)|"
    r"(turn|convert|change|put|make) (this|that|these|it|them|the \w+|my \w+)\b.{0,30}"
    r"\b(into|to|as|in|sound|more|less|shorter|longer|formal|polite|casual)\b)|"
    r"翻译|润色|改写|重写|改成|改为|改得|转成|转换成|整理成|做成|总结|概括|缩写|扩写|精简|检查|校对|纠正|"
    r"错别字|病句|语法|排版|排序|格式化|改(短|长|简单|简洁|正式|通顺|委婉)|缩短|写短|变短",
    re.IGNORECASE,
)
#: What the work is done on: a pointer to text in the chat, or text that follows a colon or a newline.
_GIVEN_TEXT = re.compile(
    r"\b(this|that|these|it|them|the (text|list|paragraph|sentence|email|message|draft|letter|following|"
    r"above|below)|above|below|my (text|email|message|draft|essay|paragraph|sentence|letter|notes|cv|resume)|"
    r"(what|that|which|\w+) i (just )?(pasted|wrote|sent|gave you|shared))\b|"
    r"这句|这段|这篇|这些|这个|这几|这封|这条|这份|下面|上面|以上|以下|我(刚才|刚刚|刚|之前|上面)?(发|写|贴|给)的|刚才(那|这)|"
    r"[:：\n]\s*\S.{3,}|[“\"「『].{2,}[”\"」』]",
    re.IGNORECASE,
)
#: Words that make a "translate …" / "润色…" message a question about a product or a service.
_ABOUT_A_SERVICE = re.compile(
    r"\b(price|prices|pricing|cost|costs|api|service|services|company|companies|app|apps|tool|tools|"
    r"software|best|cheapest|free|online|near me)\b|哪家|哪个好|多少钱|价格|收费|公司|软件|工具|推荐|在线",
    re.IGNORECASE,
)
#: Percentages of a number ("15% of 240", "240的15%"), and Chinese discounts ("打七折后200元是多少").
_DISCOUNT = r"打?[一二三四五六七八九\d]{1,2}(\.\d)?折(后|以后)?"
_PERCENT = re.compile(
    rf"^{_CALCULATE}?\s*\d+(\.\d+)?\s*(%|percent)\s*(of|off)\s*\d+(\.\d+)?\s*[?？]?$|"
    rf"^({_DISCOUNT})?\s*\d+(\.\d+)?\s*(块|元|块钱)?\s*({_DISCOUNT})?\s*(是多少|等于多少|多少钱|是几)[?？]?$|"
    r"^\d+(\.\d+)?\s*[\u4e00-\u9fff]{0,3}\s*的\s*\d+(\.\d+)?\s*%\s*(是多少|等于多少)?[?？]?$|"
    rf"^{_CALCULATE}?\s*\d+(\.\d+)?\s*的\s*百分之[\d零一二三四五六七八九十百点]+\s*(是多少|等于多少)?[?？]?$",
    re.IGNORECASE,
)
_QUESTION = re.compile(
    r"\?|？|\b(what|which|who|whom|whose|when|where|why|how|is|are|does|do|can|could|should|list|show|find|"
    r"search|look up|tell me|compare|explain|price|cost|policy|latest|current|recent|news)\b|"
    r"什么|怎么|怎样|如何|哪|谁|多少|几|吗|呢|是否|查|找|列出|显示|比较|价格|政策|最新|介绍",
    re.IGNORECASE,
)
_FRESH = re.compile(
    r"\b(latest|today|yesterday|news|current|currently|now|this (week|month|year)|20\d\d)\b|"
    r"最新|今天|昨天|新闻|目前|现在",
    re.IGNORECASE,
)
_CONTENT = re.compile(r"[^\W\d_]|[\u4e00-\u9fff]")


def _instruction(text: str) -> str:
    """What the user asks, without the text they give after a colon or a newline."""
    return re.split(r"[:：\n]", text, maxsplit=1)[0]


def _works_on_given_text(text: str) -> bool:
    """An edit, translation, reshape or check of text the user gives (after a colon or a newline) or
    points at ("this email", "what I pasted", "我刚发的那段"), unless it asks for fresh facts too."""
    instruction = _instruction(text)  # the given text may say "today"
    if _FRESH.search(instruction):
        return False
    work = _TEXT_WORK.search(text)
    return work is not None and _GIVEN_TEXT.search(text) is not None


def need_search_builtin(text: str) -> SearchIntent:
    """Small talk, pure arithmetic, unit conversions, work on given text and questions about the chat
    itself ("what did I ask earlier", "你刚才说的") need nothing; questions,
    requests for facts and bare product or noun phrases ("Sony headphones", "员工手册") do: in a
    retrieval assistant a short noun phrase is a lookup."""
    stripped = text.strip()
    if not stripped:
        return SearchIntent(need_search=False, confidence=1.0, reason="empty message")
    if _SMALL_TALK.match(stripped):
        return SearchIntent(need_search=False, confidence=0.9, reason="small talk")
    if not _CONTENT.search(stripped) and not re.search(r"\d", stripped):
        return SearchIntent(need_search=False, confidence=0.6, reason="no words to look up")
    if _ARITHMETIC.match(stripped) or _PERCENT.match(stripped):
        return SearchIntent(need_search=False, confidence=0.9, reason="arithmetic")
    if _CONVERSION.match(stripped):
        return SearchIntent(need_search=False, confidence=0.85, reason="unit conversion")
    if _ABOUT_CHAT.search(stripped) and not _FRESH.search(stripped):
        return SearchIntent(need_search=False, confidence=0.8, reason="about the conversation itself")
    if (_TRANSFORM.match(stripped) or _works_on_given_text(stripped)) and not _ABOUT_A_SERVICE.search(
        _instruction(stripped)
    ):
        return SearchIntent(need_search=False, confidence=0.8, reason="rewrite of given text")
    if _QUESTION.search(stripped):
        reason = "time-sensitive question" if _FRESH.search(stripped) else "question or lookup"
        return SearchIntent(need_search=True, confidence=0.8, reason=reason)
    words = len(re.findall(r"\w+", stripped))
    if words >= 3:
        return SearchIntent(need_search=True, confidence=0.6, reason="statement that may need facts")
    return SearchIntent(need_search=True, confidence=0.6, reason="noun phrase (a lookup)")


def parse_intent(value: Any) -> tuple[SearchIntent | None, list[str]]:
    """An intent from a dict (or its `data`), or None when `need_search` is not a bool.

    Returns the intent and the rejected `search_types` entries (unknown types are dropped, not ignored
    silently: the caller logs them)."""
    if isinstance(value, str):
        try:
            value = json.loads(strip_fence(value))
        except ValueError:
            return None, []
    if not isinstance(value, Mapping):
        return None, []
    if isinstance(value.get("data"), Mapping) and "need_search" not in value:
        value = value["data"]
    need = value.get("need_search")
    if not isinstance(need, bool):
        return None, []
    types: list[SearchType] = []
    rejected: list[str] = []
    raw_types = value.get("search_types") or []
    if isinstance(raw_types, str):
        raw_types = [raw_types]
    for entry in raw_types if isinstance(raw_types, list) else []:
        name = str(entry).strip().lower()
        try:
            kind = SearchType(name)
        except ValueError:
            rejected.append(str(entry))
            continue
        if kind not in types:
            types.append(kind)
    confidence = value.get("confidence", 0.5)
    if not isinstance(confidence, int | float) or isinstance(confidence, bool):
        confidence = 0.5
    return (
        SearchIntent(
            need_search=need,
            search_types=types,
            confidence=max(0.0, min(1.0, float(confidence))),
            reason=str(value.get("reason") or ""),
        ),
        rejected,
    )


async def classify_need_search(text: str, ctx: SearchContext) -> SearchIntent:
    """Dispatch on `uses.needsearch`; a delegated classifier answering nonsense means no search."""
    target = ctx.uses.target("needsearch")
    if target.kind in ("agent", "mcp"):
        payload = {"query": text, "action": "need_search"} if target.kind == "agent" else {"query": text}
        answer = await ask_delegate(target, payload, ctx, purpose="the search-intent check")
        intent, _ = parse_intent(answer)
        return intent or SearchIntent(need_search=False, reason="unreadable intent answer")
    return need_search_builtin(text)
