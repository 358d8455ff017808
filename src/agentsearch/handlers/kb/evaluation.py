"""nDCG@10 as BEIR / pytrec_eval compute it (binary or graded gains, log2 discount, IDCG from the
qrels, missing queries score 0), for the test set and the benchmarks."""

from __future__ import annotations

import csv
import math
from pathlib import Path

__all__ = ["load_qrels", "ndcg_at_k", "ranked_documents", "recall_at_k"]


def load_qrels(path: Path) -> dict[str, dict[str, int]]:
    qrels: dict[str, dict[str, int]] = {}
    with path.open(encoding="utf-8") as handle:
        for row in csv.reader(handle, delimiter="\t"):
            if len(row) < 3 or row[0] == "query-id":
                continue
            qrels.setdefault(row[0], {})[row[1]] = int(row[2])
    return qrels


def ndcg_at_k(run: dict[str, list[str]], qrels: dict[str, dict[str, int]], k: int = 10) -> float:
    total = 0.0
    for qid, relevant in qrels.items():
        ranked = run.get(qid, [])[:k]
        dcg = sum(relevant.get(doc, 0) / math.log2(i + 2) for i, doc in enumerate(ranked))
        ideal = sorted(relevant.values(), reverse=True)[:k]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
        total += dcg / idcg if idcg else 0.0
    return total / len(qrels) if qrels else 0.0


def ranked_documents(document_ids: list[str]) -> list[str]:
    """Chunk hits → distinct document ids in first-seen order (a document scores by its best chunk)."""
    return list(dict.fromkeys(document_ids))


def recall_at_k(run: dict[str, list[str]], qrels: dict[str, dict[str, int]], k: int = 10) -> float:
    """Share of each query's relevant documents found in its top k, averaged over the qrels' queries."""
    total = 0.0
    for qid, relevant in qrels.items():
        wanted = {doc for doc, gain in relevant.items() if gain > 0}
        if wanted:
            total += len(wanted & set(run.get(qid, [])[:k])) / len(wanted)
    return total / len(qrels) if qrels else 0.0
