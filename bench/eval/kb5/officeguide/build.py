"""Regenerate the kb5 `officeguide` evaluation corpus from installed Debian 12 documentation packages.

The corpus is committed (the labelled queries point at its document ids); this script documents and
reproduces exactly how it was cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends libreoffice-help-en-us libreoffice-help-zh-cn
    python3 bench/eval/kb5/officeguide/build.py
    python3 bench/eval/kb5/officeguide/build.py --bm25 officeguide "query text"   # judging aid: plain BM25 top 10

Source: the LibreOffice 7.4 help in en-US and zh-CN (same file names): the general how-to guides shared
by all LibreOffice applications (text/shared/guide, 140 pages) - an end-user office how-to corpus. The
Tools > Options dialog pages (text/shared/optionen) were the allowed top-up if the guides gave under 300
documents; the guides give 527, so optionen is not used. Nothing under text/scalc, text/swriter,
text/sbasic, text/simpress, text/sdraw or text/smath (other suites use those).
A page is cut at its h1/h2 headings; the same sizing as kb3/kb4: sections under MIN_WORDS are merged into
the next section of the same page, sections over 1500 words are split at paragraphs; Chinese counts 1.7
characters as a word. A Chinese section is kept only when most of it is translated (ZH_MIN_SHARE).
Standard library only; deterministic for a given package version. The parser is bench/eval/kb_lohelp.py,
the sizing, ids, writing and judging aid bench/eval/kb_tools.py.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent  # bench/eval/kb5: build_main writes <HERE>/<corpus>/corpus.jsonl
sys.path.insert(0, str(HERE.parent))
from kb_lohelp import lo_corpus  # noqa: E402
from kb_tools import build_main  # noqa: E402

# corpus -> (module folder, file-name pattern) pairs
CORPORA = {
    # text/shared/guide alone gives 300-800 documents, so the options dialogs (text/shared/optionen),
    # allowed only as a top-up, are not used
    "officeguide": (("shared/guide", "*.html"),),
}

MIN_WORDS = 40
KEEP_LAST = 15  # a page's last short section is kept if it has at least this many words
ZH_MIN_SHARE = 0.35


def build(name: str) -> Iterator[dict[str, str]]:
    """English pages first, then the Chinese sections that are mostly translated."""
    folders = [(module, module, pattern) for module, pattern in CORPORA[name]]
    return lo_corpus(folders, MIN_WORDS, KEEP_LAST, ZH_MIN_SHARE)


BUILDERS = {name: (lambda name=name: build(name)) for name in CORPORA}


if __name__ == "__main__":
    sys.exit(build_main(HERE, BUILDERS))
