"""The vendored WordPiece tokenizer gives MiniLM the ids the reference `tokenizers` pipeline gives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from agentsearch.handlers.kb.embedders.wordpiece import load_wordpiece

ROOT = Path(__file__).resolve().parents[3]
TOKENIZER_JSON = ROOT / "src" / "agentsearch" / "handlers" / "kb" / "data" / "minilm-tokenizer.json"

EDGE_CASES = [
    "Héllo wörld naïve café",  # accents are stripped after lower-casing
    "text with [SEP] and [CLS]inside[MASK] tokens",  # special tokens in the input
    "snake_case dotted.names --flags CamelCase v1.2.3 a/b key:value",
    "中文测试，全角ＡＢＣ标点。混合 English 词",
    "\x00control\u200bzero width\ttab\nnewline\x0bvt\x0cff\x1fus\x85nel\u3000ideographic space",
    "emoji 😀 and symbols © ® ™ ½ ² — … « »",
    "a" * 150,  # longer than max_input_chars_per_word → [UNK]
    "ΣΑΣ final sigma, İstanbul, straße, ﬁ ligature",
    "$100 <b>bold</b> a|b ~c `d` ^e @f #g %h &i *j (k) [l] {m} +n =o",
    "",
    "   ",
    # the per-code-point table (non-ASCII text): scripts, combining marks, compatibility forms
    "한국어 텍스트, Привет, мир! مرحبا بالعالم ελληνικά",
    "e\u0301 combining acute, a\u0308\u0301 two marks, \uf900\uf901 compatibility ideographs",
    "\uf0b7item one \ue000private use, ab\U0002b820cd ab\U0002b920cd extension ideographs",
    "Ångström Ǆ digraph ＡＢＣ１２３ ﹏ full-width ‘quotes’ “double” 「括号」【方括号】",
]


def _corpus_texts() -> list[str]:
    texts: list[str] = []
    for path in sorted((ROOT / "bench" / "eval" / "kb").glob("*/corpus.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines()[:200]:
            record = json.loads(line)
            texts.append(f"{record.get('title', '')}\n\n{record.get('text', '')}")
    return texts


@pytest.fixture(scope="module")
def reference() -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(TOKENIZER_JSON))
    tokenizer.enable_truncation(max_length=256)
    tokenizer.no_padding()
    return tokenizer


def test_ids_match_the_reference_on_real_documents_and_edge_cases(reference: Tokenizer) -> None:
    ours = load_wordpiece(256)
    texts = [*_corpus_texts(), *EDGE_CASES]
    assert len(texts) > 300
    mismatched = [t[:60] for t in texts if ours.encode(t) != reference.encode(t).ids]
    assert mismatched == []
    without = [reference.encode(t, add_special_tokens=False).ids for t in texts]
    bare = [t[:60] for t, ids in zip(texts, without, strict=True) if ours.encode(t, False) != ids]
    assert bare == []


def test_truncation_keeps_the_template(reference: Tokenizer) -> None:
    text = "word " * 600
    ids = load_wordpiece(256).encode(text)
    assert len(ids) == 256 and ids[0] == 101 and ids[-1] == 102
    assert ids == reference.encode(text).ids


def test_the_default_install_does_not_need_tokenizers() -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['tokenizers'] = None\n"
        "from agentsearch.handlers.kb.embedders.minilm import MiniLMEmbedder\n"
        "vectors = MiniLMEmbedder().embed(['a sentence to embed'])\n"
        "assert vectors.shape == (1, 384)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
