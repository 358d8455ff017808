"""Builtin semantic rerank across sources: the query ↔ reference text similarity, fused with the
source order.

Why. Merging ranks each source's items by rank inside that source (references.py), so the best web
page, the best KB chunk and the best DB row all get 1.0 and the source that happened to be listed
first wins the tie: "Which Sony products cost under $400?" put a handbook paragraph above the
product rows. A comparable signal across sources is needed, and the one every source has is text.

How. Each merged reference's text (title + content; DB rows with the field line `agent/rows.py` adds)
and the query are embedded with one of the shipped local embedders (the process-wide singleton the
KB already uses, so no second model is loaded). The cosine similarities are min-max scaled over the
turn's candidates (so the scale does not depend on the model) and fused with the source prior, the
rank-normalised score the merge computes (1, 1 - 1/n, ... inside each source), times the source
weight (user 1.0, hook 0.8, auto 0.6):

    fused = weight · ((1 - alpha) · prior + alpha · scaled_similarity)

alpha (`rerank.alpha`, default 0.5, chosen on the dev half of bench/eval/sources) keeps a source's
own order as evidence while letting the text decide between sources; ties of the fused value keep
the merged order. With one source only there are no tops to separate and its order is kept.
Nothing is dropped: this reorders; `rerank.top_n` applies to delegated rerankers. Cost: the query
and each candidate are embedded once per turn, except KB chunks found with the same embedder, whose
search already computed their cosine (~20 ms CPU per ~100-word text with MiniLM, ~4 ms with
USE; docs/architecture.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from agentsearch.config import Config
from agentsearch.handlers.kb.embedders import Embedder, create_embedder, default_embedder_for
from agentsearch.references import build_references
from agentsearch.types import Reference, Result, SearchType

__all__ = [
    "LOCAL_EMBEDDERS",
    "Ranked",
    "choose_embedder_name",
    "fuse",
    "reference_text",
    "semantic_order",
]

#: Shipped embedders that run in-process without options (shared singletons); a collection built with
#: another one (openai, or a configured instance) is not reused for reranking.
LOCAL_EMBEDDERS = ("minilm", "use", "e5", "model2vec")

#: Characters of a reference's text that are embedded: the models truncate at 256-512 tokens anyway,
#: and the start of a page or chunk carries its topic.
TEXT_LIMIT = 1000

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


@dataclass(frozen=True)
class Ranked:
    """One reference in the fused order, with the parts of its fused value (for the trace)."""

    reference: Reference
    prior: float
    similarity: float
    fused: float


def reference_text(reference: Reference) -> str:
    """What is compared with the query: title and content, as the model will read them."""
    text = f"{reference.title}\n{reference.content}" if reference.title else reference.content
    return text.strip()[:TEXT_LIMIT]


def choose_embedder_name(config: Config, results: Iterable[Result], query: str) -> str:
    """`rerank.embedder` when set; else the local embedder the searched KB collections use (already
    loaded by the search); else the shipped default for the query's script (MiniLM, USE for CJK)."""
    if config.rerank.embedder:
        return config.rerank.embedder
    for result in results:
        if result.type != SearchType.KB:
            continue
        names = result.metadata.get("embedders")
        for name in names if isinstance(names, list) else []:
            if name in LOCAL_EMBEDDERS:
                return str(name)
    return default_embedder_for("zh" if _CJK.search(query) else "en")


def fuse(priors: Sequence[float], similarities: Sequence[float], alpha: float) -> list[float]:
    """`(1 - alpha) · prior + alpha · similarity`, the similarity min-max scaled over the candidates
    (all equal → 0, so the priors decide)."""
    sims = np.asarray(similarities, dtype=np.float64)
    span = float(sims.max() - sims.min()) if len(sims) else 0.0
    scaled = (sims - sims.min()) / span if span > 1e-9 else np.zeros_like(sims)
    return [(1.0 - alpha) * prior + alpha * float(sim) for prior, sim in zip(priors, scaled, strict=True)]


def semantic_order(
    query: str, results: Iterable[Result | None], config: Config, embedder: Embedder | None = None
) -> list[Ranked]:
    """The merged, deduplicated references of `results` in fused order (blocking: embeds).

    `embedder` None means the one `choose_embedder_name` picks, as a shared singleton.
    """
    present = [result for result in results if result is not None]
    references = build_references(present)
    if not references:
        return []
    # the merge's rank_score is normalised rank × weight; the fusion works on the rank part and the
    # weight multiplies the result, so a user record still outranks an auto-searched one
    weights = [ref.weight for ref in references]
    priors = [
        float(ref.meta.get("rank_score", 0.0)) / weight if weight > 0 else 0.0
        for ref, weight in zip(references, weights, strict=True)
    ]
    # one source: there is no tie between sources to break, and its own order stands
    if len({ref.type for ref in references}) < 2 or not query.strip():
        return [
            Ranked(ref, prior, 0.0, prior * ref.weight) for ref, prior in zip(references, priors, strict=True)
        ]
    name = choose_embedder_name(config, present, query)
    model = embedder or create_embedder({"name": name})
    similarities = _similarities(query, references, model, None if embedder else name)
    mixed = fuse(priors, similarities, config.rerank.alpha)
    fused = [value * weight for value, weight in zip(mixed, weights, strict=True)]
    order = sorted(range(len(references)), key=lambda index: -fused[index])
    return [Ranked(references[i], priors[i], similarities[i], fused[i]) for i in order]


def _similarities(query: str, references: list[Reference], model: Embedder, name: str | None) -> list[float]:
    """Query ↔ reference cosines. A KB chunk found with the same embedder carries the cosine its
    search computed (`meta["cosine"]`), so only the other references are embedded (with MiniLM that
    is most of the rerank's cost)."""
    reused: dict[int, float] = {}
    if name is not None:
        for index, ref in enumerate(references):
            value = ref.meta.get("cosine")
            if ref.type == SearchType.KB and ref.meta.get("embedder") == name and isinstance(value, float):
                reused[index] = value
    todo = [index for index in range(len(references)) if index not in reused]
    out = dict(reused)
    if todo:
        question = model.embed([query], kind="query")[0]
        passages = model.embed([reference_text(references[i]) for i in todo], kind="passage")
        out.update({i: float(v) for i, v in zip(todo, passages @ question, strict=True)})
    return [out[index] for index in range(len(references))]
