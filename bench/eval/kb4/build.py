"""Regenerate the kb4 evaluation corpora (graphics, macros) from installed Debian 12 documentation packages.

The corpora are committed (the labelled queries point at their document ids); this script documents and
reproduces exactly how they were cut, so anyone can check a judgement against the source text.

    apt-get install --no-install-recommends libreoffice-help-en-us libreoffice-help-zh-cn
    python3 bench/eval/kb4/build.py [graphics|macros ...]
    python3 bench/eval/kb4/build.py --bm25 graphics "query text"   # the judging aid: top 10 of a plain BM25

Both corpora come from the LibreOffice 7.4 help in en-US and zh-CN (same file names), modules that
bench/eval/kb3 (Calc and Writer how-to guides only) does not use:
graphics: the how-to guides of Impress, Draw and Math (text/simpress/guide, text/sdraw/guide,
text/smath/guide) and the Math command reference (text/smath/01) - an office/graphics how-to corpus.
macros: the Basic runtime-library reference (text/sbasic/shared/03*.html: functions, statements,
operators, constants), the Basic guides (text/sbasic/guide) and the Python scripting pages
(text/sbasic/python) - a technical reference with code-like tokens (function names, dotted.names,
option names).
A page is cut at its h1/h2 headings.

Sections under MIN_WORDS are merged into the next section of the same page; sections over MAX_WORDS are
split at paragraphs; Chinese counts 1.7 characters as a word (as in kb3). A Chinese section is kept only
when most of it is translated (ZH_MIN_SHARE). Standard library only (runs with the system python3);
deterministic for a given package version. The parser is bench/eval/kb_lohelp.py (shared with kb3),
the sizing, ids, writing and judging aid bench/eval/kb_tools.py.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from kb_lohelp import lo_corpus  # noqa: E402
from kb_tools import build_main  # noqa: E402

# corpus -> (module folder, file-name pattern) pairs
CORPORA = {
    "graphics": (("simpress/guide", "*.html"), ("sdraw/guide", "*.html"), ("smath/guide", "*.html"),
                 ("smath/01", "*.html")),
    # sbasic/shared/03*.html: the Basic runtime library (functions, statements, operators, run-time
    # constants); the IDE menu pages (01*) and the ScriptForge folder (03/, mostly untranslated) are not used
    "macros": (("sbasic/shared", "03*.html"), ("sbasic/guide", "*.html"), ("sbasic/python", "*.html")),
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
