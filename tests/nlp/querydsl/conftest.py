from __future__ import annotations

import pytest

from agentsearch.querydsl import ColumnSchema, ForeignKey, TableSchema


@pytest.fixture
def shop_schema() -> list[TableSchema]:
    """A hand-written schema (as the db handler would build it) so generator tests need no database."""
    products = TableSchema(
        model="products",
        name="products",
        label="Products",
        description="Products sold (商品, 产品)",
        columns=[
            ColumnSchema(name="id", kind="integer", primary=True),
            ColumnSchema(name="name", kind="text", label="Name"),
            ColumnSchema(name="brand", kind="text", label="Brand", values=["Apple", "Samsung", "Sony"]),
            ColumnSchema(name="category", kind="text", values=["Headphones", "Laptops", "Smartphones"]),
            ColumnSchema(name="price", kind="number", label="Price", description="Unit price (价格)"),
            ColumnSchema(name="stock", kind="integer", label="Stock", description="Units in stock (库存)"),
            ColumnSchema(name="description", kind="text"),
            ColumnSchema(name="released_at", kind="date"),
        ],
    )
    customers = TableSchema(
        model="customers",
        name="customers",
        description="客户",
        columns=[
            ColumnSchema(name="id", kind="integer", primary=True),
            ColumnSchema(name="name", kind="text"),
            ColumnSchema(name="country", kind="text", values=["Brazil", "Germany", "USA"]),
        ],
    )
    orders = TableSchema(
        model="orders",
        name="orders",
        description="订单",
        columns=[
            ColumnSchema(name="id", kind="integer", primary=True),
            ColumnSchema(
                name="customer_id", kind="integer", foreign=ForeignKey(table="customers", column="id")
            ),
            ColumnSchema(
                name="product_id", kind="integer", foreign=ForeignKey(table="products", column="id")
            ),
            ColumnSchema(name="total", kind="number"),
            ColumnSchema(name="status", kind="text", values=["cancelled", "delivered", "pending"]),
            ColumnSchema(name="ordered_at", kind="datetime"),
        ],
    )
    return [products, orders, customers]
