"""The builtin NL → QueryDSL generator: offline, deterministic, English and Chinese, no model.

A package of small recognisers behind one `generate_builtin()`; see `generate.py` for the steps.
"""

from agentsearch.nlp.querydsl.builtin.generate import MAX_QUESTION_CHARS, generate_builtin, schema_index

__all__ = ["MAX_QUESTION_CHARS", "generate_builtin", "schema_index"]
