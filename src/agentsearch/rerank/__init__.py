"""Rerankers: builtin (score × weight), agent and MCP, chosen by `uses.rerank`."""

from agentsearch.rerank.dispatch import rerank_items

__all__ = ["rerank_items"]
