"""The gou QueryDSL wire shape (reference §2.10) as pydantic types.

What generators return and the DB handler runs. The types accept every spelling gou accepts (order
strings like ``"price desc"``, the where shorthand ``{"field": "brand", "=": "Apple"}``, ``column`` as
a synonym of ``field``) and normalise it, so the compiler sees one shape. Nothing here touches SQL.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = [
    "OPERATORS",
    "SHORTHAND_OPERATORS",
    "Group",
    "Join",
    "Order",
    "QueryDSL",
    "Where",
]

#: The operators a where clause may use; anything else is rejected (never interpolated).
OPERATORS: tuple[str, ...] = (
    "=",
    "<>",
    "!=",
    ">",
    ">=",
    "<",
    "<=",
    "like",
    "notlike",
    "match",
    "in",
    "notin",
    "null",
    "notnull",
)

#: Keys accepted as `{field, "<op>": value}` shorthand.
SHORTHAND_OPERATORS: tuple[str, ...] = ("=", ">", ">=", "<", "<=", "<>", "!=", "like", "in", "is")

_OP_SYNONYMS = {
    "eq": "=",
    "==": "=",
    "ne": "<>",
    "neq": "<>",
    "gt": ">",
    "ge": ">=",
    "gte": ">=",
    "lt": "<",
    "le": "<=",
    "lte": "<=",
    "not like": "notlike",
    "not in": "notin",
    "is null": "null",
    "not null": "notnull",
    "is not null": "notnull",
}


class _Base(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="forbid")


class Where(_Base):
    """One condition, or a group of them (`wheres`). `or` joins it to the previous clause with OR.
    A `value` of `{"field": "t.col"}` compares with that column instead of a constant (our extension)."""

    field: str | None = None
    op: str = "="
    value: Any = None
    or_: bool = Field(default=False, alias="or")
    wheres: list[Where] = Field(default_factory=list)
    comment: str = ""

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if "column" in data and "field" not in data:
            data["field"] = data.pop("column")
        for key in SHORTHAND_OPERATORS:
            if key in data:
                if "op" in data or "value" in data:
                    raise ValueError(f'use either "op"/"value" or the "{key}" shorthand, not both')
                value = data.pop(key)
                if key == "is":
                    text = str(value).strip().lower() if value is not None else "null"
                    data["op"] = "notnull" if text in ("not null", "notnull") else "null"
                else:
                    data["op"] = key
                    data["value"] = value
                break
        return data

    @field_validator("op", mode="before")
    @classmethod
    def _known_op(cls, value: Any) -> str:
        text = str(value).strip().lower()
        text = _OP_SYNONYMS.get(text, text)
        if text not in OPERATORS:
            raise ValueError(f"unknown operator {value!r}; allowed: {', '.join(OPERATORS)}")
        return text

    @model_validator(mode="after")
    def _field_or_group(self) -> Where:
        if not self.field and not self.wheres:
            raise ValueError('a where clause needs a "field" or nested "wheres"')
        return self


class Order(_Base):
    """`{field, sort}`; parsed from `"price desc"` too."""

    field: str
    sort: str = "asc"

    @model_validator(mode="before")
    @classmethod
    def _from_string(cls, data: Any) -> Any:
        if isinstance(data, str):
            parts = data.strip().rsplit(None, 1)
            if len(parts) == 2 and parts[1].lower() in ("asc", "desc"):
                return {"field": parts[0], "sort": parts[1]}
            return {"field": data.strip()}
        if isinstance(data, dict) and "column" in data and "field" not in data:
            data = dict(data)
            data["field"] = data.pop("column")
        if isinstance(data, dict) and "order" in data and "sort" not in data:
            data = dict(data)
            data["sort"] = data.pop("order")
        return data

    @field_validator("sort", mode="before")
    @classmethod
    def _direction(cls, value: Any) -> str:
        text = str(value or "asc").strip().lower()
        if text not in ("asc", "desc"):
            raise ValueError(f'sort must be "asc" or "desc" (got {value!r})')
        return text


class Group(_Base):
    """`{field, rollup}`; parsed from `"brand"` or `"brand rollup Total"` too."""

    field: str
    rollup: str = ""

    @model_validator(mode="before")
    @classmethod
    def _from_string(cls, data: Any) -> Any:
        if isinstance(data, str):
            head, sep, tail = data.strip().partition(" rollup ")
            return {"field": head.strip(), "rollup": tail.strip() if sep else ""}
        return data


class Join(_Base):
    """`{from: "albums as al", key: "al.id", foreign: "tracks.album_id", left?, right?, wheres?}`.

    `wheres` (our extension; gou has none) are conditions of the join itself, in its ON clause: on a
    left join a row with no joined row that meets them is kept, null-extended ("teams and their
    open tasks, teams with none too"), where the same conditions in the query's `wheres` drop it."""

    from_: str = Field(alias="from")
    key: str
    foreign: str
    left: bool = False
    right: bool = False
    wheres: list[Where] = Field(default_factory=list)

    @field_validator("wheres", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value


class QueryDSL(_Base):
    """A whole query. Unknown keys are an error so that a generator's typo is reported, not ignored."""

    model_config = ConfigDict(populate_by_name=True, extra="forbid")

    select: list[str] = Field(default_factory=list)
    from_: str | None = Field(default=None, alias="from")
    wheres: list[Where] = Field(default_factory=list)
    orders: list[Order] = Field(default_factory=list)
    groups: list[Group] = Field(default_factory=list)
    havings: list[Where] = Field(default_factory=list)
    joins: list[Join] = Field(default_factory=list)
    limit: Any = None
    offset: Any = None
    page: Any = None
    pagesize: Any = None
    first: Any = None
    comment: str = ""

    @field_validator("select", mode="before")
    @classmethod
    def _select_list(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        return value

    @field_validator("orders", "groups", mode="before")
    @classmethod
    def _comma_list(cls, value: Any) -> Any:
        if isinstance(value, str):
            return [part.strip() for part in value.split(",") if part.strip()]
        if isinstance(value, dict):
            return [value]
        return value

    @field_validator("wheres", "havings", "joins", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return [value]
        return value

    def to_dict(self) -> dict[str, Any]:
        """The wire shape with gou's key names (`from`, `or`), empty parts omitted."""
        return self.model_dump(by_alias=True, exclude_defaults=True, mode="json")
