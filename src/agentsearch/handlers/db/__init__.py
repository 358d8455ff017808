"""The `db` search handler: natural-language questions over the application's SQL tables."""

from agentsearch.handlers.db.demo import ensure_demo_database
from agentsearch.handlers.db.handler import DBHandler

__all__ = ["DBHandler", "ensure_demo_database"]
