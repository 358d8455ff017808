"""Benchmarks, run by `make bench`. They print figures; nothing here asserts on time."""
