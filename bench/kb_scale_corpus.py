"""The real-text collections `bench.kb_scale` measures at 100k and 1M chunks, built once and cached under
$KB_SCALE_DATA (default /tmp/agentsearch-kb-scale; several GB at 1M, never in the repository).

No offline corpus has a million chunks, so the chunks are assembled from real paragraphs: the passages
(runs of whole sentences of ≥ 25 words) of every SciFact abstract and of the English documents of the
labelled KB corpora (bench/eval/kb: Debian Reference, FAQ, Handbook, ...), about 32k passages. A chunk
joins three passages drawn at random (seeded), so it reads like a ~90-word chunk of prose with stop words,
numbers and technical tokens; a document holds five chunks and carries the title of its first passage's
source. Every chunk goes through the pipeline's own `index_text` (technical tokens, CamelCase) and gets
the static model2vec embedder's vector (MiniLM would take hours on two cores). That vector is the
normalised mean of the text's tokens' table rows, and WordPiece splits at whitespace, so a chunk's vector
is the normalised sum of its title's and its three passages' row sums: summed once per passage (~36k)
instead of tokenising a million chunks (`_Sums`; equal to `embed()` up to float rounding, checked on the
first batch of every build). Queries
are the 300 SciFact claims. Term statistics: the vocabulary is that of the source texts, so a common
term matches more chunks than in a natural corpus of this size, which makes keyword search harder,
not easier.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import numpy.typing as npt

from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.collection import Collection
from agentsearch.handlers.kb.embedders import Matrix, create_embedder
from agentsearch.handlers.kb.embedders.base import l2_normalise
from agentsearch.handlers.kb.embedders.static import StaticEmbedder
from agentsearch.handlers.kb.store.base import ChunkRecord, DocumentRecord
from agentsearch.handlers.kb.text import index_text
from bench.kb_eval import SCIFACT
from bench.kb_hnsw import _SENTENCE

DATA = Path(os.environ.get("KB_SCALE_DATA", "/tmp/agentsearch-kb-scale"))
KB_CORPORA = Path(__file__).resolve().parent / "eval" / "kb"
PER_DOCUMENT = 5
BATCH = 400  # documents per transaction
RECIPE = "v1"  # bump when the recipe changes, so cached collections are rebuilt

__all__ = ["DATA", "claims", "collection", "passages", "vectors"]


def _split(title: str, text: str, out: list[tuple[str, str]]) -> None:
    current: list[str] = []
    for sentence in _SENTENCE.split(" ".join(text.split())):
        current.append(sentence)
        if sum(len(s.split()) for s in current) >= 25:
            out.append((title, " ".join(current)))
            current = []
    if current and sum(len(s.split()) for s in current) >= 8:
        out.append((title, " ".join(current)))


def passages() -> list[tuple[str, str]]:
    """(source title, passage) for SciFact and the English documents of bench/eval/kb."""
    out: list[tuple[str, str]] = []
    with (SCIFACT / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            _split(record["title"], record["text"], out)
    for name in ("techdocs", "faq", "mixed"):
        path = KB_CORPORA / name / "corpus.jsonl"
        if path.is_file():
            with path.open(encoding="utf-8") as handle:
                for line in handle:
                    record = json.loads(line)
                    if record.get("lang", "en") == "en":
                        _split(record["title"], record["text"], out)
    return out


def claims() -> list[str]:
    """The 300 SciFact claims."""
    with (SCIFACT / "queries.jsonl").open(encoding="utf-8") as handle:
        return [json.loads(line)["text"] for line in handle]


def _batches(chunks: int) -> Iterator[tuple[int, list[str], list[list[str]], Matrix]]:
    """(first document number, titles, chunk texts per document, their vectors) per transaction,
    always the same."""
    source = passages()
    rng = np.random.default_rng(7)
    documents = chunks // PER_DOCUMENT
    sums: _Sums | None = None
    for first in range(0, documents, BATCH):
        count = min(BATCH, documents - first)
        picks = rng.integers(0, len(source), size=(count, PER_DOCUMENT, 3))
        titles = [source[int(picks[d, 0, 0])][0] for d in range(count)]
        texts = [
            [" ".join(source[int(j)][1] for j in picks[d, c]) for c in range(PER_DOCUMENT)]
            for d in range(count)
        ]
        embed_texts = [f"{title}\n\n{t}" for title, rows in zip(titles, texts, strict=True) for t in rows]
        if sums is None:
            embedder = create_embedder({"name": "model2vec"})
            assert isinstance(embedder, StaticEmbedder)
            sums = _Sums(embedder, source)
        vectors = sums.vectors(picks, embed_texts)
        if first == 0:
            gap = float(np.abs(vectors - sums.embedder.embed(embed_texts)).max())
            assert gap < 1e-5, f"passage sums differ from embed() by {gap}"
        yield first, titles, texts, vectors


class _Sums:
    """Per passage and per title: the sum of its tokens' rows in the static embedder's table and its
    token count, so a chunk's vector is one numpy sum (see the module docstring)."""

    def __init__(self, embedder: StaticEmbedder, source: list[tuple[str, str]]) -> None:
        self.embedder = embedder
        table = embedder._load()
        tokenizer, skip = embedder._tokenizer, embedder._skip
        self.limit = tokenizer.max_tokens - 2  # encode keeps [CLS] + max_tokens - 2 ids + [SEP]

        def summed(texts: list[str]) -> tuple[Matrix, npt.NDArray[np.int64]]:
            sums = np.zeros((len(texts), table.shape[1]), dtype=np.float64)
            counts = np.zeros(len(texts), dtype=np.int64)
            for row, text in enumerate(texts):
                ids = [i for i in tokenizer.encode(text, add_special_tokens=False) if i not in skip]
                counts[row] = len(ids)
                if ids:
                    sums[row] = table[ids].sum(axis=0, dtype=np.float64)
            return sums, counts

        self.passages, self.counts = summed([text for _, text in source])
        titles = list(dict.fromkeys(title for title, _ in source))
        title_sums, title_counts = summed(titles)
        where = {title: i for i, title in enumerate(titles)}
        by_passage = np.array([where[title] for title, _ in source], dtype=np.int64)
        self.titles, self.title_counts = title_sums[by_passage], title_counts[by_passage]

    def vectors(self, picks: npt.NDArray[np.int64], texts: list[str]) -> Matrix:
        """The vectors of the chunks `picks` (documents × chunks × 3 passages; the title is the first
        passage's of each document), `texts` their embed texts (for chunks long enough to truncate)."""
        documents, per, _ = picks.shape
        total = self.passages[picks].sum(axis=2) + self.titles[picks[:, :1, 0]]
        counts = (self.counts[picks].sum(axis=2) + self.title_counts[picks[:, :1, 0]]).reshape(-1)
        out = l2_normalise(total.reshape(documents * per, -1))
        long = np.flatnonzero(counts > self.limit)
        if len(long):  # truncated by the tokenizer: embedded whole
            out[long] = self.embedder.embed([texts[i] for i in long])
        return out


def vectors(chunks: int) -> None:
    """The collection's vector snapshot and HNSW index, built by its own VectorIndex from the recipe's
    vectors while `collection` writes SQLite in another process (the rowids and the final write
    generation are known in advance), so the 1M build takes one of the two long steps, not both."""
    from agentsearch.handlers.kb.store.vectors import VectorIndex

    started = time.perf_counter()
    parts = [part for _, _, _, part in _batches(chunks)]
    matrix = np.concatenate(parts).astype(np.float32)
    print(f"embedded {len(matrix)} chunks with model2vec in {time.perf_counter() - started:.0f}s", flush=True)
    directory = DATA / f"{chunks}" / "scale"
    directory.mkdir(parents=True, exist_ok=True)
    rowids = np.arange(1, len(matrix) + 1, dtype=np.int64)
    started = time.perf_counter()
    generation = len(parts)  # one write per transaction
    VectorIndex(directory, matrix.shape[1]).ensure(generation, lambda: (rowids, matrix))
    seconds = time.perf_counter() - started
    print(f"vector snapshot + HNSW of {len(matrix)} chunks in {seconds:.0f}s", flush=True)


def collection(chunks: int) -> Collection:
    """The cached collection of `chunks` chunks (built on first use: ~10 minutes at 100k)."""
    root = DATA / f"{chunks}"
    name = "scale"
    stamp = root / f"built-{RECIPE}"
    manager = KBManager(root)
    if stamp.is_file() and manager.exists(name):
        return manager.open(name)
    if manager.exists(name):
        manager.delete(name)
    built = manager.create(name, embedder="model2vec", graph=False)
    store = built.store
    started = time.perf_counter()
    for first, titles, texts, vectors in _batches(chunks):
        records: list[DocumentRecord] = []
        for d, title in enumerate(titles):
            doc_id = f"d{first + d}"
            indexed_title = index_text(title)
            parts = [
                ChunkRecord(f"{name}/{doc_id}#{c}", doc_id, c, title, t, "", {}, index_text(t), indexed_title)
                for c, t in enumerate(texts[d])
            ]
            rows = vectors[d * PER_DOCUMENT : (d + 1) * PER_DOCUMENT]
            records.append(DocumentRecord(doc_id, title, "", {}, doc_id, parts, rows))
        store.replace_documents(records)
        done = (first + len(titles)) * PER_DOCUMENT
        if done % 50000 == 0:
            print(f"  {done}/{chunks} chunks written ({time.perf_counter() - started:.0f}s)", flush=True)
    written = time.perf_counter() - started
    started = time.perf_counter()
    stamp_file = built.directory / "vectors.json"
    while os.environ.get("KB_SCALE_PARALLEL") and f'"generation": {store.generation()},' not in (  # type: ignore[attr-defined]
        stamp_file.read_text() if stamp_file.is_file() else ""
    ):
        time.sleep(10)  # `vectors` builds the HNSW index in the other process
    store.finish()
    print(
        f"built {chunks} chunks: SQLite + FTS5 {written:.0f}s, vector snapshot + HNSW"
        f" {time.perf_counter() - started:.0f}s",
        flush=True,
    )
    stamp.write_text(json.dumps({"chunks": chunks, "write_s": round(written)}))
    return built
