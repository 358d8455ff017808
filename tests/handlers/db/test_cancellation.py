"""A cancelled DB search stops: before its SQL starts, and in the middle of a running statement (the
database is told to interrupt it: SQLite `interrupt()`, a PostgreSQL cancel request)."""

from __future__ import annotations

import contextvars
import threading
import time

import pytest
import sqlalchemy as sa

from agentsearch.cancel import CancelScope, SearchCancelled, enter_scope, on_cancel
from agentsearch.context import SearchContext
from agentsearch.handlers.db import DBHandler
from agentsearch.handlers.db.handler import interrupter
from agentsearch.types import Request, SearchType
from core.test_cancellation import in_cancelled_scope

#: Statements that would run for a long time if nothing stopped them.
ENDLESS = {
    "sqlite": "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
    "postgresql": "SELECT pg_sleep(60)",
}


async def test_a_cancelled_db_search_does_not_start_its_sql(shop_ctx: SearchContext) -> None:
    request = Request(query="Apple products under $100", type=SearchType.DB, models=["products"])
    normal = await DBHandler().search(request, shop_ctx)
    assert normal.items and not normal.error
    with pytest.raises(SearchCancelled, match="search cancelled"):
        await in_cancelled_scope(lambda: DBHandler().search(request, shop_ctx))


@pytest.mark.parametrize("dialect", ["sqlite", "postgresql"])
def test_a_running_statement_is_interrupted_when_its_search_is_cancelled(
    dialect: str, request: pytest.FixtureRequest
) -> None:
    url = "sqlite://" if dialect == "sqlite" else request.getfixturevalue("postgres_url")
    engine = sa.create_engine(url, poolclass=sa.pool.NullPool)
    scope = CancelScope()
    outcome: dict[str, object] = {}

    def run() -> None:
        enter_scope(scope)
        start = time.thread_time()
        try:
            with engine.connect() as connection, on_cancel(interrupter(connection)):
                connection.execute(sa.text(ENDLESS[dialect])).fetchall()
            outcome["error"] = ""
        except sa.exc.DBAPIError as exc:
            outcome["error"] = str(exc.orig)
        outcome["cpu"] = time.thread_time() - start

    worker = threading.Thread(target=contextvars.copy_context().run, args=(run,))
    worker.start()
    time.sleep(0.5)
    scope.cancel()
    worker.join(20)
    engine.dispose()
    assert not worker.is_alive(), "the statement kept running after the cancel"
    assert "interrupt" in str(outcome["error"]) or "cancel" in str(outcome["error"])
    assert float(outcome["cpu"]) < 10  # type: ignore[arg-type]  # stopped, not run to the end
