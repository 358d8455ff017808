from __future__ import annotations

from agentsearch.agent.rows import describe_rows
from agentsearch.types import Result, ResultItem, SearchType


def test_db_items_carry_their_row_fields_and_other_items_are_untouched() -> None:
    row = {
        "id": 18,
        "name": "WH-1000XM5",
        "brand": "Sony",
        "price": 399.0,
        "description": "Over-ear",
        "tags": [1],
    }
    db = ResultItem(type=SearchType.DB, title="WH-1000XM5", content="Over-ear", data=row, record_id=18)
    kb = ResultItem(type=SearchType.KB, content="Returns within 30 days.")
    (described,) = describe_rows([Result(items=[db, kb])])
    assert described.items[0].content == "Over-ear\nrecord id: 18; brand: Sony; price: 399.0"
    assert described.items[1] == kb
    assert describe_rows(describe_rows([Result(items=[db])]))[0].items[0].content.count("brand") == 1
