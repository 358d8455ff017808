"""Search handlers: one per search type, each a plain class behind the `Handler` protocol."""

from agentsearch.handlers.base import Handler
from agentsearch.handlers.registry import HandlerRegistry, default_registry

__all__ = ["Handler", "HandlerRegistry", "default_registry"]
