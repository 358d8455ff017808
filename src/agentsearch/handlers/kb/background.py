"""What an unrelated text scores against a query, for collections too small to sample from.

The vector evidence is a cosine read as standard deviations above the query's cosine with an even
sample of the collection (fusion.py). A collection of a handful of chunks gives no usable sample (its
few chunks *are* the candidates), so its sample is pooled with these generic sentences — everyday
topics in English and Chinese, none about any particular domain — embedded once per embedder.
"""

from __future__ import annotations

import threading

import numpy as np

from agentsearch.handlers.kb.embedders import Embedder, Matrix

__all__ = ["MIN_SAMPLE", "pooled_background"]

MIN_SAMPLE = 64  # below this many sampled chunks the generic sentences are pooled in

GENERIC = [
    "The weather was cold and windy all weekend.",
    "She bought fresh bread and cheese at the market.",
    "The train to the airport leaves every twenty minutes.",
    "Our team won the football match on Sunday.",
    "He painted the kitchen walls light blue.",
    "The museum opens at ten in the morning.",
    "Add two cups of flour and stir slowly.",
    "The river flooded the fields after the storm.",
    "They adopted a small dog from the shelter.",
    "The concert was sold out within an hour.",
    "Mountains in the north are covered with snow.",
    "The children planted tomatoes in the garden.",
    "A new bridge was opened across the bay.",
    "The novel tells the story of two sisters.",
    "Please close the window before you leave.",
    "The cat slept on the warm windowsill.",
    "Prices of vegetables rose in the winter.",
    "The village holds a festival every autumn.",
    "He runs five kilometres before breakfast.",
    "The old castle stands on a hill above the town.",
    "今天下午下了一场大雨。",
    "她在市场上买了一些新鲜的水果。",
    "这家餐厅的面条很好吃。",
    "孩子们在公园里放风筝。",
    "他每天早上骑自行车去上班。",
    "图书馆周末开放到晚上八点。",
    "秋天的时候树叶变成了黄色。",
    "我们全家去海边度假了。",
    "这部电影讲述了一个家庭的故事。",
    "老人在河边钓鱼。",
    "新开的超市离我家很近。",
    "山上的空气非常清新。",
]

_vectors: dict[str, Matrix] = {}
_lock = threading.Lock()


def _generic(embedder: Embedder) -> Matrix:
    key = f"{embedder.name}:{embedder.model_id}:{embedder.dimension}"
    with _lock:
        if key not in _vectors:
            _vectors[key] = embedder.embed(GENERIC, "passage")
        return _vectors[key]


def pooled_background(
    sample: tuple[float, float, int], query: Matrix, embedder: Embedder
) -> tuple[float, float]:
    """The sample's (mean, std) when it has MIN_SAMPLE chunks or more, else pooled with the generic
    sentences' cosines."""
    mean, std, count = sample
    if count >= MIN_SAMPLE:
        return mean, std
    scores = _generic(embedder) @ np.asarray(query, dtype=np.float32).reshape(-1)
    total = count + len(scores)
    pooled_mean = (count * mean + float(scores.sum())) / total
    second = count * (std**2 + mean**2) + float((scores**2).sum())
    return pooled_mean, float(np.sqrt(max(0.0, second / total - pooled_mean**2)))
