"""Any question, however odd, gives a lint-valid DSL or a SearchError, never a crash."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentsearch.errors import SearchError
from agentsearch.nlp.querydsl import GenerateInput, generate_builtin
from agentsearch.querydsl import TableSchema, lint

WORDS = [
    "Apple", "products", "under", "$100", "between", "and", "2024", "last month", "cheapest", "5", "top",
    "how many", "per", "brand", "orders", "from", "Brazil", "not", "价格", "低于", "苹果", "最贵", "的",
    "商品", "在", "到", "之间", "以上", "去年", "without", "name", "sorted by", "desc", "#3", "'", ";",
    "--", "%", "_", "1k", "三款", "since", "2023-02-30", "between 2024-01-01 and", "average", "total",
    "in stock", "1e9", "with more than 2 orders", "有超过3个订单的",
]  # fmt: skip


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(parts=st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), min_size=1, max_size=10))
def test_random_questions_never_crash(shop_schema: list[TableSchema], parts: list[str]) -> None:
    question = " ".join(parts)
    try:
        out = generate_builtin(
            GenerateInput(query=question, model_ids=["products"], schema=shop_schema, limit=10)
        )
    except SearchError:
        return
    assert out.dsl is not None
    report = lint(out.dsl, shop_schema)
    assert report.valid, (question, out.dsl, report.diagnostics)
    assert 0 < out.dsl["limit"] <= 10
