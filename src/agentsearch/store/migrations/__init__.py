"""Alembic migrations of the chat store, shipped in the package and run by `ChatStore.open`."""
