"""What a reranker is: given the query and the merged items, return them in a new order (at most
`top_n` when `top_n` > 0). Items are not modified in place; a reranker returns new or the same items.

`uses.rerank: builtin` runs the reranker `rerank.name` names in `registries.RERANKERS` (the builtin
`score`, or one a package adds through the `agentsearch.rerankers` entry point group). `rerank` may
be a coroutine function; a synchronous one should be quick (it runs on the event loop).
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Protocol

from agentsearch.types import ResultItem

__all__ = ["Reranker"]


class Reranker(Protocol):
    def rerank(
        self, query: str, items: list[ResultItem], top_n: int
    ) -> list[ResultItem] | Awaitable[list[ResultItem]]: ...
