"""Stopwords for keyword extraction and free-text matching (English and Chinese)."""

from __future__ import annotations

__all__ = ["EN_STOPWORDS", "ZH_MEASURE_PHRASE", "ZH_QUERY_FILLERS", "ZH_STOPWORDS"]

EN_STOPWORDS = frozenset(
    """
a about above after again against all almost also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does doesn't
doing don't down during each either else ever every few for from further get gets getting give given
go goes going got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself
just know let let's like look make many may me might more most much must mustn't my myself need
needs no nor not now of off often on once one only or other ought our ours ourselves out over own
please put rather really said same say says see seem shall shan't she she'd she'll she's should
shouldn't show since so some such take tell than that that's the their theirs them themselves then
there there's these they they'd they'll they're they've thing things this those though through thus
to too under until up upon us use used using very want was wasn't way we we'd we'll we're we've well
were weren't what what's whatever when when's where where's whether which while who who's whom whose
why why's will with within without won't would wouldn't yes yet you you'd you'll you're you've your
yours yourself yourselves find found tell explain give show list information info anything something
everything best good new
""".split()
)

ZH_STOPWORDS = frozenset(
    """
的 了 和 是 就 都 而 及 与 着 或 一个 没有 我们 你们 他们 她们 它们 这个 那个
这些 那些 什么 怎么 怎样 如何 为什么 哪些 哪个 可以 能 会 要 想 请 吗 呢 吧 啊 在
有 我 你 他 她 它 这 那 也 又 很 还 把 被 让 给 对 从 到 向
以 为 于 之 其 中 上 下 里 等 等等 一下 一些 关于 告诉 介绍 帮 帮我 需要 知道
是否 还是 以及 并且 因为 所以 如果 但是 然后 现在 最近 目前 多少 几 个 哪里 哪儿 谁 时候 一
二 比较 之间 区别
""".split()
)

#: What a question or request is wrapped in, in general Chinese (asking, pointing at a list, hedging,
#: degree, connectives): fillers of a search query, not its subject. Only keyword extraction drops them;
#: the KB index and its query terms keep using ZH_STOPWORDS, so built collections stay consistent.
ZH_QUERY_FILLERS = frozenset(
    """
请问 请教 麻烦 求助 有没有 有无 是不是 能不能 可不可以 会不会 要不要 该不该 怎么样
怎么办 怎么回事 咋样 咋办 如何是好 好不好 行不行 对不对 什么样 哪儿 哪些是 以下 以上
如下 下列 下面 上面 上述 前者 后者 其中 其他 其它 另外 此外 例如 比如 譬如 一般
通常 大概 大约 左右 可能 应该 已经 正在 一直 非常 特别 十分 比较 真的 到底 究竟
一起 之前 之后 以前 以后 更好 更加 最好 的话 来说 而言 方面 有关 相关 进行 通过
根据 按照 使用
""".split()
)

#: A numeral or demonstrative with a measure word (一款, 哪款, 这种, 几个, 每台): counting and pointing,
#: never the subject of a query. Read as a pattern, so every pairing is covered without listing it.
ZH_MEASURE_PHRASE = "[一两几这那哪每某各此该][个款种台部本件份家位只条张次点些下类样支双套篇首辆所间门项段句]"
