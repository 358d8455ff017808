"""The bundled data tables of the layer (authority domains, synonyms, ZH→EN terms), loaded once.

They are JSON files under `layer/data/` so they can be maintained without touching code.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

__all__ = ["authority_table", "synonym_table", "zh_en_terms"]


def _load(name: str) -> dict[str, Any]:
    text = resources.files("agentsearch.layer").joinpath("data").joinpath(name).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def authority_table() -> dict[str, Any]:
    return _load("authority_domains.json")


@cache
def synonym_table() -> dict[str, str]:
    return {k: str(v) for k, v in _load("synonyms.json").items() if not k.startswith("_")}


@cache
def zh_en_terms() -> dict[str, str]:
    terms = _load("zh_en_terms.json").get("terms", {})
    return {str(k): str(v) for k, v in terms.items()}
