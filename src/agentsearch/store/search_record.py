"""Building the search record of one search call (auto, hook or user) from what the Searcher returned.

Differences from Yao (reference §5, §7.10), on purpose:
- the snippet is cut on CHARACTERS (200 + "..."), never inside a UTF-8 sequence;
- keywords, entities, relations, graph and dsl are taken from the results (Yao never fills entities,
  relations or graph);
- the config has its secrets removed: no cache URLs, database URLs lose their password, and any key
  that names a secret (api_key, token, password, secret) is dropped unless it only names an env var.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from agentsearch.config import Config, Uses
from agentsearch.store.records import Search, SearchReference
from agentsearch.types import Keyword, Reference, ReferenceContext, Result

__all__ = ["SNIPPET_CHARS", "build_search_record", "redact_config", "snippet"]

#: Characters of content kept as the snippet.
SNIPPET_CHARS = 200

_SECRET_KEY = re.compile(r"(api_?key|token|secret|password|passwd|credential)", re.IGNORECASE)
_URL_PASSWORD = re.compile(r"(?P<head>[a-z][a-z0-9+.\-]*://[^:/@\s]*:)[^@/\s]+@", re.IGNORECASE)


def snippet(content: str, limit: int = SNIPPET_CHARS) -> str:
    """The first `limit` characters, plus "..." when the content is longer."""
    return content if len(content) <= limit else content[:limit] + "..."


def redact_config(value: Any) -> Any:
    """A deep copy of a config mapping without secrets (see the module docstring)."""
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            name = str(key)
            if name == "cache_url":
                continue
            if _SECRET_KEY.search(name) and not name.endswith("_env"):
                continue
            out[name] = redact_config(item)
        return out
    if isinstance(value, list | tuple):
        return [redact_config(item) for item in value]
    if isinstance(value, str):
        return _URL_PASSWORD.sub(r"\g<head>***@", value)
    return value


def _index(reference: Reference, position: int) -> int:
    """The citation id as an integer; the 1-based position when the id is not a number (as Yao)."""
    try:
        value = int(str(reference.id).strip())
    except ValueError:
        return position + 1
    return value if value >= 1 else position + 1


def store_reference(reference: Reference, position: int) -> SearchReference:
    metadata: dict[str, Any] = dict(reference.meta)
    metadata.update({"weight": reference.weight, "score": reference.score, "source": str(reference.source)})
    return SearchReference(
        index=_index(reference, position),
        type=str(reference.type),
        title=reference.title,
        url=reference.url or None,
        snippet=snippet(reference.content),
        content=reference.content,
        metadata=metadata,
    )


def _keywords(given: Sequence[str | Keyword] | None, results: Sequence[Result]) -> list[str]:
    words: list[str] = []
    source: list[str | Keyword] = list(given) if given else [k for r in results for k in r.keywords]
    for item in source:
        word = item.k if isinstance(item, Keyword) else str(item)
        if word and word not in words:
            words.append(word)
    return words


def _source(source: Any) -> str:
    value = getattr(source, "value", source)
    return str(value or "")


def build_search_record(
    request_id: str,
    chat_id: str,
    query: str,
    source: Any,
    results: Sequence[Result],
    ref_ctx: ReferenceContext | None,
    config: Config | Mapping[str, Any] | None,
    keywords: Sequence[str | Keyword] | None = None,
    duration_ms: int = 0,
    error: str | None = None,
    *,
    uses: Uses | None = None,
) -> Search:
    """The `Search` record for one search call. `source` is "auto" / "hook" / "user" (a SourceType or
    str); `ref_ctx` is what `build_reference_context` returned (its references carry the request's
    citation ids, which become the stored indexes); `error` is the call's error, if any."""
    if isinstance(config, Config):
        config_data: dict[str, Any] | None = config.public_dict()
    elif config is not None:
        config_data = dict(config)
    else:
        config_data = None
    if config_data is not None and uses is not None:
        config_data["uses"] = uses.model_dump()
    config_data = redact_config(config_data) if config_data is not None else None

    references = [store_reference(ref, i) for i, ref in enumerate(ref_ctx.references)] if ref_ctx else []
    dsl = next((r.dsl for r in results if r.dsl), None)
    errors = [r.error for r in results if r.error]
    return Search(
        request_id=request_id,
        chat_id=chat_id,
        query=query,
        source=_source(source),
        config=config_data,
        keywords=_keywords(keywords, results),
        entities=[e.model_dump() for r in results for e in r.entities],
        relations=[rel.model_dump() for r in results for rel in r.relations],
        dsl=dsl,
        references=references,
        graph=[n.model_dump() for r in results for n in r.graph_nodes],
        xml=(ref_ctx.xml if ref_ctx else "") or None,
        prompt=(ref_ctx.prompt if ref_ctx else "") or None,
        duration_ms=int(duration_ms),
        error=error or ("; ".join(errors) if errors else None),
    )
