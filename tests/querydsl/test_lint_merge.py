from __future__ import annotations

from agentsearch.querydsl import ColumnSchema, QueryDSL, TableSchema, Where, clean_select, lint, merge_presets

SCHEMA = [
    TableSchema(
        model="products",
        name="products",
        columns=[
            ColumnSchema(name="id", kind="integer", primary=True),
            ColumnSchema(name="name", kind="text"),
            ColumnSchema(name="price", kind="number"),
        ],
    )
]


def test_valid_dsl_passes() -> None:
    report = lint({"from": "products", "wheres": [{"field": "price", "<": 100}]}, SCHEMA)
    assert report.valid and report.dsl is not None


def test_structural_errors_have_code_and_path() -> None:
    report = lint({"from": "products", "wheres": [{"field": "price", "op": "approx", "value": 1}]})
    assert not report.valid
    assert report.diagnostics[0].code == "invalid_value"
    assert report.diagnostics[0].path.startswith("$.wheres[0]")
    assert str(report.diagnostics[0]).startswith("[invalid_value] $.wheres[0]")


def test_unknown_key_and_bad_json() -> None:
    assert lint({"from": "p", "limitt": 3}).diagnostics[0].code == "unknown_key"
    assert lint("{not json").diagnostics[0].code == "invalid_json"
    assert lint([1, 2]).diagnostics[0].code == "invalid_type"


def test_unknown_field_against_the_schema() -> None:
    report = lint({"from": "products", "select": ["secret"]}, SCHEMA)
    assert not report.valid
    assert report.diagnostics[0].code == "invalid_field"
    assert "secret" in report.diagnostics[0].message


def test_bad_limit_is_reported_without_schema() -> None:
    assert lint({"from": "products", "limit": "lots"}).diagnostics[0].code == "invalid_value"


def test_presets_are_prepended() -> None:
    dsl = QueryDSL.model_validate(
        {"from": "p", "select": ["name"], "wheres": [{"field": "price", "<": 5}], "orders": ["price"]}
    )
    merged = merge_presets(
        dsl, wheres=[{"field": "status", "value": "on"}], orders=["id desc"], select=["id"]
    )
    assert [w.field for w in merged.wheres] == ["status", "price"]
    assert [o.field for o in merged.orders] == ["id", "price"]
    assert merged.select == ["id", "name"]
    assert dsl.wheres[0].field == "price" and len(dsl.wheres) == 1  # input untouched


def test_preset_select_used_when_dsl_has_none_and_limit_only_when_missing() -> None:
    merged = merge_presets(QueryDSL.model_validate({"from": "p"}), select=["id"], limit=7)
    assert merged.select == ["id"] and merged.limit == 7
    assert merge_presets(QueryDSL.model_validate({"from": "p", "limit": 3}), limit=7).limit == 3
    assert merge_presets(QueryDSL.model_validate({"from": "p", "limit": 0}), limit=7).limit == 7


def test_generated_or_is_grouped_so_it_cannot_or_away_the_preset() -> None:
    dsl = QueryDSL.model_validate(
        {"from": "p", "wheres": [{"field": "a", "value": 1}, {"field": "b", "value": 2, "or": True}]}
    )
    merged = merge_presets(dsl, wheres=[Where(field="tenant", value="t1")])
    assert merged.wheres[0].field == "tenant"
    assert merged.wheres[1].field is None and len(merged.wheres[1].wheres) == 2


def test_clean_select_drops_star() -> None:
    assert clean_select(QueryDSL.model_validate({"from": "p", "select": ["*", "name"]})).select == ["name"]
