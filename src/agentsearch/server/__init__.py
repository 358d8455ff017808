"""The HTTP server: streaming chat, references, chats, search, and the web page at `/`."""

from agentsearch.server.app import create_app
from agentsearch.server.auth import Caller, KeyRing, hash_key

__all__ = ["Caller", "KeyRing", "create_app", "hash_key"]
