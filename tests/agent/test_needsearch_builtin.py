"""The builtin need-search check: a retrieval assistant searches for bare product and noun phrases,
and does not for small talk, arithmetic, unit conversions or work on text the user already gave."""

from __future__ import annotations

import pytest

from agentsearch.agent.needsearch import need_search_builtin


@pytest.mark.parametrize(
    "text",
    ["Sony products", "headphones", "4k monitor", "笔记本电脑", "员工手册", "客服电话", "去年的销售额"],
)
def test_a_bare_product_or_noun_phrase_is_a_search(text: str) -> None:
    intent = need_search_builtin(text)
    assert intent.need_search, intent.reason


@pytest.mark.parametrize(
    "text",
    [
        "ok cool",
        "thanks, that helped",
        "多谢，明白了",
        "收到",
        "???",
        "5 km in miles",
        "10英里等于多少公里",
        "帮我算一下 12*7",
        "3+5等于几",
        "summarise this for me",
        "reorder the list above by date",
        "write me a poem about autumn",
        "来个笑话",
        "把上面这段翻译成英文",
        "概括一下以上内容",
        # small talk with particles, questions to the assistant
        "谢谢您啦",
        "晚上好呀",
        "how are you today",
        "who are you?",
        "你叫什么名字",
        "辛苦啦",
        # arithmetic with the operators spelt out
        "12 times 7",
        "what is 3 to the power of 4",
        "56除以8等于几",
        "3的4次方是多少",
        # about the conversation itself
        "explain that again",
        "summarize what we talked about",
        "what did you say about the budget",
        "make it simpler",
        "用英文重复一下你上一条回复",
        "我们之前聊的那个方案再展开说说",
        "你前面说的第三条是什么意思",
        # rewriting text that follows
        "把这句话改成被动语态：他关上了门",
        # work on text given after a colon, or pointed at, with the verb anywhere
        "could you make my message less blunt: need the numbers asap",
        "put these in a bullet list: milk, eggs, bread",
        "shorten what i wrote earlier to one sentence",
        "fix the spelling in this: teh meeting is tommorow",
        "帮我把下面这段改成正式的邮件：老王，明天不来了",
        "把我刚才发的名单按姓氏排序",
        "看看这段有没有病句：他的成绩提高了很大",
        "写一段生日祝福语",
        # percentages and kitchen units
        "what is 20% of 75",
        "80 元的 25% 是多少",
        "how many tablespoons in 100 ml",
        "how many ounces in a pound",
        "compose a funny little limerick about cats",
        "给我同事写段欢送祝福",
        "把这段改得更口语一点：今日会议取消，明日照常",
        "刚才你说的第二点没懂",
        # the assistant's own words
        "what did you mean by the last bit",
        "你刚才讲的那个例子没看懂",
        # thanks with what it did, compliments and questions to the assistant itself
        "thank you, it worked",
        "cheers, that did the trick",
        "you're really kind",
        "good bot",
        "谢谢，帮了我很多",
        "你真聪明",
        "你今天过得怎么样",
        # arithmetic and conversions in words and Chinese numerals
        "whats 9 plus 16",
        "whats 15% of 240",  # one way of asking for a calculation, whatever the operation
        "300的百分之二十是多少",
        "两公斤等于多少磅",
        "摄氏37度是多少华氏度",
        # given text in quotes, edits named by their effect, made-up stories
        "把“会议改到周五”翻译成日语",
        "帮我把这封邮件改简洁一点",
        "invent a short story about a lost umbrella",
        "编一个小兔子过河的故事",
        # a company named inside the given text is not a question about a company
        "帮我看看这段话的语法：我们公司明年要扩张",
        # small talk beyond greetings: stretched words, sign-offs, banter, questions to the assistant
        "heyyyy",
        "sup dude",
        "appreciate it buddy",
        "you're good at this",
        "rofl no worries",
        "ok talk to you later",
        "how's your weekend going",
        "what a funny joke",
        "回头再聊",
        "你会觉得累吗",
        "这笑话真好笑",
        # numbers with thousands separators, discounts, fractions of a unit, compound lengths
        "what's 12,500 divided by 25",
        "打九折后150元是多少",
        "how many teaspoons in half a cup",
        "90 kg in stone",
        "3加仑是几升",
        "5英尺8英寸是多少厘米",
        # given text pointed at, names and stories made up
        "summarize the email i just sent",
        "suggest a catchy name for our bakery",
        "给我的仓鼠取个名字",
        "给宝宝讲个小兔子的故事",
    ],
)
def test_chat_arithmetic_conversions_and_rewrites_need_no_search(text: str) -> None:
    intent = need_search_builtin(text)
    assert not intent.need_search, intent.reason


def test_requests_that_mention_rewriting_but_need_facts_still_search() -> None:
    assert need_search_builtin("summarize the latest news on Rust").need_search
    assert need_search_builtin("100 usd in eur").need_search  # a rate changes daily: a lookup
    assert need_search_builtin("what did the ceo say about layoffs").need_search  # not our chat
    assert need_search_builtin("3 times table worksheet").need_search
    assert need_search_builtin("谁是公司的第一任ceo").need_search
    # a translation or editing product is a thing to look up, not work on given text
    assert need_search_builtin("translation service pricing").need_search
    assert need_search_builtin("润色论文的公司哪家靠谱").need_search
    assert need_search_builtin("how to format a table in markdown").need_search
    assert need_search_builtin("check this out: the new pixel price").need_search
    assert need_search_builtin("下面哪个选项是对的").need_search
    assert need_search_builtin("刚才看到新闻说油价涨了 有最新消息吗").need_search  # not about our chat
    assert need_search_builtin("一斤苹果多少钱").need_search  # a price, not a conversion
    assert need_search_builtin("what is your refund policy").need_search
    assert need_search_builtin("你们公司的退货政策是什么").need_search
    assert need_search_builtin("give me the names for the planets").need_search  # a lookup, not made up
    assert need_search_builtin("popular baby names for 2025").need_search
    assert need_search_builtin("一斤苹果打八折多少钱").need_search  # a price: the number is missing
    assert need_search_builtin("how many calories in half a cup of rice").need_search
