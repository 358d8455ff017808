"""The learned half of intent classification: features of a query and a small linear head over them.

A regex table only knows the phrasings someone wrote down ("default port number of PostgreSQL" has no
"what is"). The head generalises from labelled exemplars through three kinds of features:

- the query's static embedding (the bundled model2vec table distilled from MiniLM, 256-d, no network
  and ~30 µs a query), which places "has Bun 1.2 shipped yet?" near other release questions;
- the signal rules (`intent_signals`): per-intent strongest and summed strength plus one indicator per
  rule, so explicit markers ("vs", "论文", "官网") keep their weight;
- hashed lexical features (ASCII words and word pairs, CJK characters and character pairs), which carry
  Chinese phrasings the English-trained embedding knows little about.

The head is a multinomial logistic regression trained at build time (`intent_train`) on the exemplars
in `data/intent_train.jsonl`, with a temperature fitted on cross-validated predictions so its
probabilities are calibrated; it ships as `data/intent_head.npz` (float16 weights). Nothing is
downloaded at run time.
"""

from __future__ import annotations

import itertools
import re
import threading
import zlib
from dataclasses import dataclass
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

from agentsearch.nlp.intent_signals import INTENTS, SIGNAL_LABELS, RuleMatch, match_signals

__all__ = ["HASH_BUCKETS", "IntentHead", "featurize", "load_head", "rule_features"]

HASH_BUCKETS = 1024
#: Block weights: with one L2 penalty for all features, a unit-norm embedding spread over 256 dims is
#: too faint next to 0/1 rule hits; these scales were chosen by 5-fold accuracy on the exemplars.
EMBED_SCALE = 3.0
HASH_SCALE = 2.0
_ASCII_WORD = re.compile(r"[a-z0-9][a-z0-9+#.\-]*")
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_EMBEDDER_LOCK = threading.Lock()
_embedder: Any = None

Vector = npt.NDArray[np.float32]


def _embed(texts: list[str]) -> Vector:
    global _embedder
    with _EMBEDDER_LOCK:
        if _embedder is None:
            from agentsearch.handlers.kb.embedders import create_embedder

            _embedder = create_embedder({"name": "model2vec"})
    matrix: Vector = _embedder.embed(texts)
    return matrix


def _tokens(text: str) -> list[str]:
    """Lower-cased ASCII words and word pairs, CJK characters and character pairs."""
    lowered = text.lower()
    words = _ASCII_WORD.findall(lowered)
    out = [f"w:{w}" for w in words] + [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    for run in _CJK_RUN.findall(lowered):
        out.extend(f"c:{ch}" for ch in run)
        out.extend(f"p:{run[i : i + 2]}" for i in range(len(run) - 1))
    return out


def _hashed(text: str) -> Vector:
    vector = np.zeros(HASH_BUCKETS, dtype=np.float32)
    tokens = _tokens(text)
    for token in tokens:
        vector[zlib.crc32(token.encode("utf-8")) % HASH_BUCKETS] = 1.0
    if tokens:
        vector *= HASH_SCALE / np.sqrt(float(vector.sum()))
    return vector


def rule_features(match: RuleMatch) -> Vector:
    """Per intent: strongest signal / 3 and summed strength / 6 (capped); then one 0/1 per rule."""
    best = [match.best.get(intent, 0) / 3.0 for intent in INTENTS]
    evidence = [min(1.0, match.evidence.get(intent, 0) / 6.0) for intent in INTENTS]
    hits = np.zeros(len(SIGNAL_LABELS), dtype=np.float32)
    hits[match.hits] = 1.0
    return np.concatenate([np.asarray(best + evidence, dtype=np.float32), hits])


def featurize(texts: list[str], matches: list[RuleMatch] | None = None) -> Vector:
    """The feature matrix of `texts` (rows: embedding | rules | hashed | bias)."""
    matches = matches if matches is not None else [match_signals(t) for t in texts]
    embedded = _embed(texts) * EMBED_SCALE
    rows = [
        np.concatenate([embedded[i], rule_features(matches[i]), _hashed(text), np.ones(1, dtype=np.float32)])
        for i, text in enumerate(texts)
    ]
    return np.stack(rows).astype(np.float32) if rows else np.zeros((0, 0), dtype=np.float32)


@dataclass(frozen=True)
class IntentHead:
    """Weights (features × intents) and the calibration temperature."""

    weights: Vector
    temperature: float
    intents: tuple[str, ...]

    def probabilities(self, features: Vector) -> Vector:
        logits = features @ self.weights / self.temperature
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        result: Vector = (exp / exp.sum(axis=1, keepdims=True)).astype(np.float32)
        return result


_HEAD_LOCK = threading.Lock()
_head: IntentHead | None = None


def load_head() -> IntentHead | None:
    """The shipped head, loaded once; None when the file is missing or was built for other features."""
    global _head
    with _HEAD_LOCK:
        if _head is None:
            path = resources.files("agentsearch.nlp") / "data" / "intent_head.npz"
            try:
                with resources.as_file(path) as file, np.load(file) as data:
                    weights = data["weights"].astype(np.float32)
                    temperature = float(data["temperature"])
                    intents = tuple(str(name) for name in data["intents"])
                    labels = tuple(str(name) for name in data["signal_labels"])
            except (FileNotFoundError, KeyError, ValueError):
                return None
            if intents != INTENTS or labels != SIGNAL_LABELS:
                # trained against another rule table: retrain (python -m agentsearch.nlp.intent_train)
                return None
            _head = IntentHead(weights, temperature, intents)
        return _head
