"""Store errors: `StoreError` (from `agentsearch.errors`) and three kinds the server maps to HTTP codes."""

from __future__ import annotations

from agentsearch.errors import StoreError

__all__ = ["StoreConflictError", "StoreError", "StoreForbiddenError", "StoreNotFoundError"]


class StoreNotFoundError(StoreError):
    """The chat / message / reference does not exist (or is soft-deleted, or not visible). → 404"""


class StoreForbiddenError(StoreError):
    """The owner scope may not read or change the record. → 403"""


class StoreConflictError(StoreError):
    """The record collides with an existing one (chat id, message id, reference index). → 409"""
