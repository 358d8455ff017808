"""Cross-source ranking on the labelled mixed web/kb/db set (bench/eval/sources/): nDCG@5 and @10 of
today's merge, the builtin semantic rerank, and simple baselines, all in the same run.

    python -m bench sources            # the dev half (the half the fusion was chosen on) + CPU cost
    python -m bench.sources --test     # also the frozen test half: score it once, at the end
    python -m bench.sources --sweep    # dev only: nDCG@5 by alpha and language (alpha 0.5: dev plateau)

Each query lists candidates from web, kb and db with their within-source `rank` and a graded
`relevance`. They become one `Result` per source, as the handlers would return them:
- web: items in provider order; the score a provider gives is its order, so score = 1 - (rank-1)/n;
- kb: a collection's calibrated 0-1 score is unknown for written candidates, so KB items get the
  same rank-derived score (every method sees the same scores, and the merge only uses their order);
- db: rows in the order the query returned them, through the project's own row formatting
  (`handlers/db/mapping.row_to_item`, then `agent/rows.describe_rows`, as the runtime does).

Methods: (a) `merge` — today's rank-normalised merge (`references.build_references`, the real code);
(b) `builtin` — `rerank/semantic.semantic_order`, the code auto search runs, with each shipped
embedder the default may pick; (c) baselines — `round-robin` (web 1, kb 1, db 1, web 2, ...) and
`similarity` (the embedder's cosine alone, alpha = 1). CPU is `time.process_time` around one
`semantic_order` call (a turn), the model loaded before timing.
"""

from __future__ import annotations

import hashlib
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from agentsearch.agent.rows import describe_rows
from agentsearch.config import Config
from agentsearch.handlers.db.mapping import row_to_item
from agentsearch.handlers.kb.embedders import Embedder, EmbedKind, Matrix, create_embedder
from agentsearch.handlers.kb.evaluation import ndcg_at_k
from agentsearch.references import build_references
from agentsearch.rerank.semantic import choose_embedder_name, semantic_order
from agentsearch.types import Result, ResultItem, SearchType, SourceType

EVAL = Path(__file__).resolve().parent / "eval" / "sources"
SOURCES = (SearchType.WEB, SearchType.KB, SearchType.DB)
Query = dict[str, Any]
Method = Callable[[Query, list[Result]], list[str]]


def load(name: str) -> list[Query]:
    text = (EVAL / name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def check_frozen(name: str) -> None:
    for line in (EVAL / "FROZEN.sha256").read_text().splitlines():
        digest, _, file = line.partition("  ")
        if file.strip() == name:
            actual = hashlib.sha256((EVAL / name).read_bytes()).hexdigest()
            print(
                f"  {name}: sha256 {'matches' if actual == digest.strip() else 'DIFFERS from'} FROZEN.sha256"
            )


def candidate_id(candidate: dict[str, Any]) -> str:
    """The set gives no ids: a candidate is its source and within-source rank ("kb-2")."""
    return str(candidate.get("id") or f"{candidate['source']}-{candidate['rank']}")


def _item(kind: SearchType, candidate: dict[str, Any], score: float) -> ResultItem:
    cid = candidate_id(candidate)
    title = str(candidate.get("title") or "")
    text = str(candidate.get("text") or candidate.get("content") or candidate.get("snippet") or "")
    weight = Config().weight(SourceType.AUTO)
    if kind == SearchType.DB and isinstance(candidate.get("row"), dict):
        row = candidate["row"]
        model = str(candidate.get("table") or "rows")
        item = row_to_item(row, model=model, primary_key="", source=SourceType.AUTO)
        if "id" not in row:
            item = item.model_copy(update={"record_id": cid})
        return item.model_copy(update={"citation_id": cid, "score": score, "weight": weight})
    return ResultItem(
        type=kind,
        source=SourceType.AUTO,
        weight=weight,
        score=score,
        title=title,
        content=text,
        url=str(candidate.get("url") or ""),
        collection="eval" if kind == SearchType.KB else "",
        record_id=cid if kind == SearchType.DB else None,
        model="rows" if kind == SearchType.DB else "",
        citation_id=cid,
        metadata={"chunk_id": cid} if kind == SearchType.KB else {},
    )


def results_of(query: Query) -> list[Result]:
    """One Result per source, items in within-source rank order with rank-derived scores."""
    out: list[Result] = []
    for kind in SOURCES:
        group = sorted(
            (c for c in query["candidates"] if c["source"] == kind.value), key=lambda c: int(c["rank"])
        )
        if not group:
            continue
        n = len(group)
        items = [_item(kind, c, 1.0 - index / n) for index, c in enumerate(group)]
        out.append(Result(type=kind, query=query["query"], source=SourceType.AUTO, items=items))
    return describe_rows(out)


def merge(query: Query, results: list[Result]) -> list[str]:
    return [ref.id for ref in build_references(results)]


def round_robin(query: Query, results: list[Result]) -> list[str]:
    lists = [[item.citation_id for item in result.items] for result in results]
    order: list[str] = []
    for depth in range(max((len(ids) for ids in lists), default=0)):
        order.extend(ids[depth] for ids in lists if depth < len(ids))
    return order


class Memo:
    """An embedder that embeds each (text, kind) once: the methods and the sweep share the vectors
    (the CPU figures use the real embedder)."""

    def __init__(self, embedder: Embedder) -> None:
        self.inner = embedder
        self.name, self.model_id, self.dimension = embedder.name, embedder.model_id, embedder.dimension
        self._rows: dict[tuple[str, str], Matrix] = {}

    def embed(self, texts: list[str], kind: EmbedKind = "passage") -> Matrix:
        missing = [text for text in dict.fromkeys(texts) if (text, kind) not in self._rows]
        if missing:
            for text, row in zip(missing, self.inner.embed(missing, kind=kind), strict=True):
                self._rows[(text, kind)] = row
        return np.stack([self._rows[(text, kind)] for text in texts]) if texts else self.inner.embed([], kind)


#: the shared embedders of the run, by name (memoised); `semantic(None, ...)` picks one per query
SHARED: dict[str, Memo] = {}


def semantic(embedder: Embedder | None, alpha: float) -> Method:
    """`embedder` None: the one the runtime picks (`choose_embedder_name`; the written KB has no
    recorded embedder, so MiniLM for English and USE for Chinese, the defaults `kb create` uses)."""
    config = Config.from_layers({"rerank": {"alpha": alpha}})

    def run(query: Query, results: list[Result]) -> list[str]:
        model = embedder or SHARED[choose_embedder_name(config, results, query["query"])]
        return [entry.reference.id for entry in semantic_order(query["query"], results, config, model)]

    return run


def score(queries: list[Query], method: Method) -> tuple[float, float]:
    qrels = {q["id"]: {candidate_id(c): int(c["relevance"]) for c in q["candidates"]} for q in queries}
    run = {q["id"]: method(q, results_of(q)) for q in queries}
    return ndcg_at_k(run, qrels, 5), ndcg_at_k(run, qrels, 10)


def methods(embedders: dict[str, Memo], alpha: float) -> dict[str, Method]:
    table: dict[str, Method] = {
        "merge (today)": merge,
        "round-robin": round_robin,
        "similarity alone (default)": semantic(None, 1.0),
        f"builtin rerank (default, alpha {alpha:g})": semantic(None, alpha),
    }
    for name, embedder in embedders.items():
        table[f"similarity alone ({name})"] = semantic(embedder, 1.0)
        table[f"builtin rerank ({name}, alpha {alpha:g})"] = semantic(embedder, alpha)
    return table


def table(halves: dict[str, list[Query]], embedders: dict[str, Memo], alpha: float) -> None:
    names = list(halves)
    print(f"  {'method':<36}" + "".join(f"{h + ' @5':>10}{h + ' @10':>10}" for h in names))
    for label, method in methods(embedders, alpha).items():
        cells = "".join(f"{a:>10.3f}{b:>10.3f}" for a, b in (score(halves[h], method) for h in names))
        print(f"  {label:<36}{cells}")
    print("  " + ", ".join(f"{h}: {len(q)} queries" for h, q in halves.items()))


def cpu_cost(queries: list[Query], embedders: dict[str, Memo], alpha: float) -> None:
    config = Config.from_layers({"rerank": {"alpha": alpha}})
    for name, embedder in embedders.items():
        costs: list[float] = []
        sizes: list[int] = []
        for query in queries:
            results = results_of(query)
            started = time.process_time()
            semantic_order(query["query"], results, config, embedder.inner)
            costs.append((time.process_time() - started) * 1000)
            sizes.append(sum(len(result.items) for result in results))
        costs.sort()
        p95 = costs[int(0.95 * (len(costs) - 1))]
        print(
            f"  CPU per turn ({name}): median {statistics.median(costs):.1f} ms, p95 {p95:.1f} ms"
            f" for {statistics.mean(sizes):.1f} candidates on average"
        )


def sweep(dev: list[Query], embedders: dict[str, Memo]) -> None:
    choices: dict[str, Embedder | None] = {"default": None, **embedders}
    for lang in ("en", "zh", "all"):
        queries = [q for q in dev if lang in ("all", q.get("lang"))]
        for name, embedder in choices.items():
            cells = [f"{alpha:g}: {score(queries, semantic(embedder, alpha))[0]:.3f}" for alpha in ALPHAS]
            print(f"  dev {lang} nDCG@5 by alpha ({name}): " + "  ".join(cells))


ALPHAS = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.0)


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    embedders = {name: Memo(create_embedder({"name": name})) for name in ("minilm", "use")}
    SHARED.update(embedders)
    for embedder in embedders.values():
        embedder.inner.embed(["warm up"], kind="query")  # load before timing
    dev = load("dev.jsonl")
    if "--sweep" in args:
        sweep(dev, embedders)
        return
    halves = {"dev": dev}
    if "--test" in args:
        check_frozen("test.jsonl")
        halves["test"] = load("test.jsonl")
    alpha = Config().rerank.alpha
    table(halves, embedders, alpha)
    cpu_cost(dev, embedders, alpha)


if __name__ == "__main__":
    main()
