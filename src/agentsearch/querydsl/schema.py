"""What a generator knows about the searchable tables: columns, kinds, labels, keys, sampled values.

Built by the DB handler (from model files and the live database) and read by the NL → QueryDSL
generators and the linter. Plain data, so the `nlp` layer never needs SQLAlchemy or the handler.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["WIRE_EXAMPLES", "WIRE_VALUES", "ColumnKind", "ColumnSchema", "ForeignKey", "TableSchema"]

#: An agent gets a column's sampled values when there are at most this many, else a few examples.
WIRE_VALUES = 50
WIRE_EXAMPLES = 10

ColumnKind = Literal["integer", "number", "text", "boolean", "date", "datetime", "time", "json", "other"]


class ForeignKey(BaseModel):
    model_config = ConfigDict(frozen=True)

    table: str
    column: str


class ColumnSchema(BaseModel):
    name: str
    kind: ColumnKind = "other"
    type: str = ""
    label: str = ""
    description: str = ""
    primary: bool = False
    nullable: bool = True
    foreign: ForeignKey | None = None
    values: list[str] = Field(
        default_factory=list, description="Sampled distinct values of a text column (names, statuses...)."
    )
    bounds: list[str] = Field(
        default_factory=list,
        description="[lowest, highest] sampled value of an integer or date column as text; [] if unknown.",
    )


class TableSchema(BaseModel):
    """One model: its id (`products`, `agents.bot.orders`), its table and its columns."""

    model: str
    name: str
    label: str = ""
    description: str = ""
    primary_key: str = "id"
    columns: list[ColumnSchema] = Field(default_factory=list)

    def column(self, name: str) -> ColumnSchema | None:
        for column in self.columns:
            if column.name == name:
                return column
        lowered = name.lower()
        for column in self.columns:
            if column.name.lower() == lowered:
                return column
        return None

    def wire(self) -> dict[str, Any]:
        """The schema as sent to an agent or MCP tool (reference §2.13 step 2, plus keys and values)."""
        columns: list[dict[str, Any]] = []
        for column in self.columns:
            entry: dict[str, Any] = {"name": column.name, "type": column.type or column.kind}
            if column.label:
                entry["label"] = column.label
            if column.description:
                entry["description"] = column.description
            if column.primary:
                entry["primary"] = True
            if column.foreign:
                entry["references"] = f"{column.foreign.table}.{column.foreign.column}"
            if 0 < len(column.values) <= WIRE_VALUES:
                entry["values"] = list(column.values)
            elif column.values:
                entry["examples"] = list(column.values[:WIRE_EXAMPLES])
            columns.append(entry)
        out: dict[str, Any] = {"name": self.name, "model": self.model, "columns": columns}
        if self.label:
            out["label"] = self.label
        if self.description:
            out["description"] = self.description
        return out
