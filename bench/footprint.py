"""What `pip install agentsearch` puts on disk: a new venv, the project without extras, `du` of its
site-packages beside the empty venv's (pip and setuptools: the baseline every venv has).

Sizes are MiB (1,048,576 bytes, what `du -m` prints), .pyc files included (pip compiles them). The
packages come from the package index or pip's cache; nothing else is downloaded.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _site_packages(venv: Path) -> Path:
    return next((venv / "lib").glob("python*/site-packages"))


def _size_kib(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) // 1024


def _venv(path: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", str(path)], check=True)
    return _site_packages(path)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="agentsearch-footprint-") as tmp:
        empty = _venv(Path(tmp) / "empty")
        full_venv = Path(tmp) / "full"
        full = _venv(full_venv)
        subprocess.run(
            [str(full_venv / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", str(ROOT)],
            check=True,
            capture_output=True,
        )
        base, total = _size_kib(empty), _size_kib(full)
        packages = [p.name for p in full.glob("*.dist-info")]
        baseline = [p.name for p in empty.glob("*.dist-info")]
        sizes = sorted(
            ((_size_kib(d), d.name) for d in full.iterdir() if d.is_dir() and not d.name.endswith("-info")),
            reverse=True,
        )
    print(f"  empty venv (baseline): {base / 1024:.1f} MiB, {len(baseline)} packages")
    print(
        f"  pip install agentsearch adds {(total - base) / 1024:.1f} MiB "
        f"({(total - base) * 1024 / 1e6:.0f} MB), {len(packages) - len(baseline)} packages"
    )
    print("  largest:", ", ".join(f"{name} {kib / 1024:.0f}" for kib, name in sizes[:8]))


if __name__ == "__main__":
    main()
