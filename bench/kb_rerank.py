"""What the KB second stage costs per query: CPU of the first stage alone, of a rerank whose chunks
the second model has not embedded yet (cold), and of the same rerank again (warm: the passage vectors
come from the collection's rerank cache, only the query is embedded by the second model).

`python -m bench kb_rerank [--collection NAME] [--queries N] [--top 10,20] [--embedder e5] [--lang zh]`
runs on a collection that `bench kb_eval` built under KB_EVAL_DATA (default: techdocs-use; kb2's as
`kb2-guides-use`) with its dev queries (`--lang`: of one language only);
the rerank cache is written to a temporary copy of nothing but itself (the collection is not changed).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.embedders import create_embedder
from agentsearch.handlers.kb.rerank import SecondStage
from bench.kb_eval import DATA, EVAL, _read_queries


def _cpu_ms(run: Callable[[], object]) -> float:
    started = time.process_time()
    run()
    return 1000 * (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench kb_rerank")
    parser.add_argument("--collection", default="techdocs-use")
    parser.add_argument("--queries", type=int, default=4)
    parser.add_argument("--top", default="10,20")
    parser.add_argument("--embedder", default="e5")
    parser.add_argument("--lang", help="only the dev queries of this language (en, zh)")
    args = parser.parse_args(sys.argv[2:])
    collection = KBManager(DATA).open(args.collection)
    corpus = args.collection.rsplit("-", 1)[0]
    folder = EVAL / corpus if (EVAL / corpus).is_dir() else EVAL.parent / corpus.replace("-", "/", 1)
    found = _read_queries(folder / "queries.dev.jsonl")[0]
    queries = [q["query"] for q in found if args.lang in (None, q["lang"])][: args.queries]
    second = create_embedder({"name": args.embedder})
    second.embed(["warm up"], "query")
    collection.search(queries[0], limit=10)  # load the vectors and indexes once
    first = [_cpu_ms(lambda q=q: collection.search(q, limit=10, rerank=False)) for q in queries]
    print(f"{args.collection}: first stage {statistics.median(first):.1f} ms CPU per query (median)")
    for top in (int(t) for t in args.top.split(",")):
        with tempfile.TemporaryDirectory() as scratch:
            collection._second_stage = SecondStage(second, Path(scratch))
            collection._rerank_embedder = second
            collection.spec = collection.spec.model_copy(update={"rerank": {"top": top}})
            cold = [_cpu_ms(lambda q=q: collection.search(q, limit=10, rerank=True)) for q in queries]
            warm = [_cpu_ms(lambda q=q: collection.search(q, limit=10, rerank=True)) for q in queries]
        print(
            f"  rerank top {top} with {args.embedder}: cold {statistics.median(cold):.0f} ms CPU,"
            f" warm {statistics.median(warm):.1f} ms CPU per query (median of {len(queries)})",
            flush=True,
        )


if __name__ == "__main__":
    main()
