"""Alembic environment: always online, on the connection `agentsearch.store.migrate` passes in."""

from __future__ import annotations

from alembic import context

from agentsearch.store.migrate import VERSION_TABLE
from agentsearch.store.tables import Base

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    version_table=VERSION_TABLE,
    render_as_batch=connection.dialect.name == "sqlite",
)
with context.begin_transaction():
    context.run_migrations()
