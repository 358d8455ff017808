"""The default search against its parts on labelled corpora (a study tool): keyword, vector, the first
stage (the fusion alone) and the default (the first stage plus the English stage of zh/auto
collections, `rerank.default_second_stage`), nDCG@10, with the default's margin over the better side
and its English / Chinese figures.

    python -m bench.kb_margins bench/eval/kb bench/eval/kb2 ...   # test halves of spent suites

Collections come from `bench kb_eval`'s builder (KB_EVAL_DATA), on USE; the English stage is applied
per search (`_with_stage`), so collections built without it score the same as with it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from agentsearch.handlers.kb.rerank import default_second_stage
from bench import kb_eval


def main(folders: list[str]) -> None:
    methods = {
        "keyword": kb_eval.METHODS["keyword"],
        "vector": kb_eval.METHODS["vector"],
        "first stage": kb_eval._method(rerank=False),
        "default": kb_eval._with_stage(default_second_stage("auto", "use")),
    }
    for folder in folders:
        for corpus in kb_eval._folder_corpora(Path(folder).resolve(), "test", ["use"]):
            figures = kb_eval.evaluate(corpus, methods)
            best = max(figures["keyword"][0], figures["vector"][0])
            parts = " / ".join(f"{m} {figures[m][0]:.3f}" for m in methods)
            languages = " ".join(
                f"{lang} {figures[f'default/{lang}'][0]:.3f}"
                for lang in ("en", "zh")
                if f"default/{lang}" in figures
            )
            print(
                f"{corpus.name}: {parts}; margin {figures['default'][0] - best:+.3f}; default {languages}",
                flush=True,
            )


if __name__ == "__main__":
    main(sys.argv[1:] or [str(kb_eval.EVAL)])
