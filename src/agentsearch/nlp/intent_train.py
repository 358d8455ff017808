"""Train the intent head (build time, by a developer; the output ships as package data):

    python -m agentsearch.nlp.intent_train [--train PATH ...] [--out PATH] [--l2 0.0003]

Multinomial logistic regression with L2 on `intent_model.featurize`, fitted by full-batch gradient
descent with momentum (a few hundred exemplars: about a second, numpy only). The calibration
temperature is fitted on out-of-fold logits (5 folds) by minimising the negative log-likelihood, so the
confidence the classifier reports is close to its real hit rate. Weights ship as int8 with one scale per
intent (about 40 KB). Training data, by default: our own labelled exemplars (`data/intent_train*.jsonl`:
mostly software; many topics: money, health, travel, cooking, law, sport, games, ...; four sets by
writers who read no code: technology, everyday life, a broad one weighted to the hard boundaries, and
a wide one over 29 domains with boundary pairs) and, from a checkout, the spent evaluation sets
`bench/eval/intent/dev.jsonl`, `test.jsonl`, `test2.jsonl` … `test6.jsonl` (`SPENT_SETS`, each scored
once already). The frozen set the figures come from (`FROZEN_SETS`) is never read here.
Deterministic: the same files give the same weights.
"""

from __future__ import annotations

import argparse
import json
from importlib import resources
from pathlib import Path

import numpy as np

from agentsearch.nlp.intent_model import Vector, featurize
from agentsearch.nlp.intent_signals import INTENTS, SIGNAL_LABELS

__all__ = [
    "FROZEN_SETS",
    "SPENT_SETS",
    "default_training_files",
    "fit",
    "fit_temperature",
    "load_exemplars",
    "main",
]

_DATA = Path(str(resources.files("agentsearch.nlp") / "data"))
#: The spent evaluation halves, when run from a checkout (src/agentsearch/nlp -> repo root).
_SPENT = Path(__file__).resolve().parents[3] / "bench" / "eval" / "intent"
#: The frozen fresh set (intent, need-search) the next figures come from: never training data.
FROZEN_SETS = ("test7.jsonl", "needsearch7.jsonl")
#: Evaluation sets that were scored once and are now training data (oldest first).
SPENT_SETS = (
    "dev.jsonl",
    "test.jsonl",
    "test2.jsonl",
    "test3.jsonl",
    "test4.jsonl",
    "test5.jsonl",
    "test6.jsonl",
)


def default_training_files() -> list[Path]:
    own = sorted(_DATA.glob("intent_train*.jsonl"))
    return own + [path for path in (_SPENT / name for name in SPENT_SETS) if path.exists()]


def load_exemplars(*paths: Path) -> tuple[list[str], np.ndarray]:
    """Queries (whitespace collapsed, as `classify` sees them) and intent indexes of JSONL files."""
    rows = []
    for path in paths:
        if path.name in FROZEN_SETS:
            raise SystemExit(f"{path.name} is the frozen test set: it is never training data")
        rows += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    texts = [" ".join(row["query"].split()) for row in rows]
    return texts, np.asarray([INTENTS.index(row["intent"]) for row in rows])


def _softmax(logits: np.ndarray) -> np.ndarray:
    shifted = logits - logits.max(axis=1, keepdims=True)
    exp = np.exp(shifted)
    result: np.ndarray = exp / exp.sum(axis=1, keepdims=True)
    return result


def fit(features: Vector, labels: np.ndarray, l2: float = 0.0003, steps: int = 600) -> Vector:
    """Weights minimising cross-entropy + l2·|W|² (the bias row is not penalised)."""
    count, dims = features.shape
    onehot = np.eye(len(INTENTS), dtype=np.float32)[labels]
    weights = np.zeros((dims, len(INTENTS)), dtype=np.float32)
    velocity = np.zeros_like(weights)
    penalty = np.full((dims, 1), l2, dtype=np.float32)
    penalty[-1] = 0.0
    rate, momentum = 0.5, 0.9
    for _ in range(steps):
        gradient = features.T @ (_softmax(features @ weights) - onehot) / count + 2 * penalty * weights
        velocity = momentum * velocity - rate * gradient
        weights += velocity
    return weights


def fit_temperature(logits: np.ndarray, labels: np.ndarray) -> float:
    """The temperature T minimising the NLL of softmax(logits / T)."""
    best, best_nll = 1.0, float("inf")
    for temperature in np.linspace(0.3, 4.0, 75):
        probs = _softmax(logits / temperature)
        nll = -float(np.mean(np.log(probs[np.arange(len(labels)), labels] + 1e-12)))
        if nll < best_nll:
            best, best_nll = float(temperature), nll
    return best


def _out_of_fold_logits(features: Vector, labels: np.ndarray, l2: float, folds: int = 5) -> np.ndarray:
    order = np.random.default_rng(17).permutation(len(labels))
    logits = np.zeros((len(labels), len(INTENTS)), dtype=np.float32)
    for fold in range(folds):
        held = order[fold::folds]
        kept = np.setdiff1d(order, held)
        weights = fit(features[kept], labels[kept], l2)
        logits[held] = features[held] @ weights
    return logits


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--train", type=Path, action="append", help="JSONL exemplars (repeatable)")
    parser.add_argument("--out", type=Path, default=_DATA / "intent_head.npz")
    parser.add_argument("--l2", type=float, default=0.0003)
    args = parser.parse_args()
    files = args.train or default_training_files()
    texts, labels = load_exemplars(*files)
    features = featurize(texts)
    oof = _out_of_fold_logits(features, labels, args.l2)
    temperature = fit_temperature(oof, labels)
    cv_accuracy = float(np.mean(oof.argmax(axis=1) == labels))
    weights = fit(features, labels, args.l2)
    scales = np.maximum(np.abs(weights).max(axis=0), 1e-8) / 127.0  # one scale per intent column
    np.savez_compressed(
        args.out,
        weights_int8=np.round(weights / scales).astype(np.int8),
        weight_scales=scales.astype(np.float32),
        temperature=np.float32(temperature),
        intents=np.asarray(INTENTS),
        signal_labels=np.asarray(SIGNAL_LABELS),
        cv_accuracy=np.float32(cv_accuracy),
        exemplars=np.int32(len(texts)),
    )
    print(
        f"wrote {args.out}: {features.shape[1]} features x {len(INTENTS)} intents, {len(texts)} exemplars "
        f"from {', '.join(path.name for path in files)}; "
        f"5-fold accuracy {cv_accuracy:.1%}, temperature {temperature:.2f}"
    )


if __name__ == "__main__":
    main()
