"""The first-hour path of a new user, pinned: start-up, version, data directory, telemetry, extras."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import agentsearch
from agentsearch.errors import ConfigError
from agentsearch.extras import require
from agentsearch.paths import APP_ENV, DATA_DIR_ENV, DEMO_APP_DIR, app_data_dir, resolve_app_dir


def _cli(
    *args: str, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "agentsearch.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        timeout=300,
    )


def test_version_and_short_help_flags() -> None:
    version = _cli("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"agentsearch {agentsearch.__version__}"
    short = _cli("-h")
    assert short.returncode == 0 and "kb" in short.stdout and "init" in short.stdout


def test_help_imports_no_command_module_and_no_model_runtime() -> None:
    probe = (
        "import sys, runpy\n"
        "sys.argv = ['agentsearch', '--help']\n"
        "try:\n    runpy.run_module('agentsearch.cli', run_name='__main__')\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('onnxruntime', 'agentsearch.cli.kb', 'agentsearch.searcher', 'sqlalchemy',"
        " 'agentsearch.handlers.kb') if m in sys.modules]\n"
        "print('HEAVY', heavy, file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert "HEAVY []" in done.stderr, done.stderr[-1500:]


def test_package_version_matches_the_distribution() -> None:
    from importlib.metadata import version

    assert version("agentsearch") == agentsearch.__version__


def test_demo_app_data_goes_to_the_user_data_dir_never_site_packages_or_cwd(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.delenv(APP_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.chdir(tmp_path)
    for app in (None, DEMO_APP_DIR):
        assert app_data_dir(app) == tmp_path / "xdg" / "agentsearch"
    mine = tmp_path / "mine"
    mine.mkdir()
    assert app_data_dir(mine) == mine / "data"
    monkeypatch.setenv(APP_ENV, str(mine))
    assert resolve_app_dir(None) == mine.resolve()
    monkeypatch.setenv(APP_ENV, str(tmp_path / "missing"))
    with pytest.raises(ConfigError, match="app directory does not exist"):
        resolve_app_dir(None)


def test_kb_create_add_then_search_without_app_finds_the_collection(tmp_path: Path) -> None:
    """The repro: `kb create notes && kb add notes docs/ && search x --type kb --collections notes`."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "lisbon.md").write_text(
        "# Warehouse\n\nThe Lisbon warehouse ships on Tuesdays.", encoding="utf-8"
    )
    env = {"XDG_DATA_HOME": str(tmp_path / "xdg"), DATA_DIR_ENV: "", APP_ENV: ""}
    assert _cli("kb", "create", "notes", "--embedder", "model2vec", cwd=tmp_path, env=env).returncode == 0
    added = _cli("kb", "add", "notes", "docs", cwd=tmp_path, env=env)
    assert added.returncode == 0, added.stderr
    found = _cli(
        "search",
        "Lisbon warehouse",
        "--type",
        "kb",
        "--collections",
        "notes",
        "--json",
        cwd=tmp_path,
        env=env,
    )
    assert found.returncode == 0, found.stderr
    assert "docs/lisbon.md" in found.stdout
    assert not (tmp_path / "data").exists()  # nothing written into the current directory
    assert (tmp_path / "xdg" / "agentsearch" / "kb" / "notes" / "collection.json").is_file()


def test_kb_add_of_a_missing_path_is_an_error(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "xdg")}
    assert _cli("kb", "create", "c", "--embedder", "model2vec", env=env).returncode == 0
    missing = _cli("kb", "add", "c", str(tmp_path / "nonexistent"), env=env)
    assert missing.returncode == 2
    assert "no such file or directory" in missing.stderr and "Traceback" not in missing.stderr


def test_init_creates_an_app_whose_kb_and_db_work_on_first_run(tmp_path: Path) -> None:
    target = tmp_path / "app"
    made = _cli("init", str(target), "--json")
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["data"] == str(target / "data")
    kb = _cli("search", "return policy headphones", "--type", "kb", "--app", str(target), "--json")
    assert kb.returncode == 0, kb.stderr
    assert json.loads(kb.stdout)["results"][0]["items"], kb.stdout[:500]
    db = _cli("search", "Sony headphones", "--type", "db", "--app", str(target), "--json")
    assert db.returncode == 0, db.stderr
    assert json.loads(db.stdout)["results"][0]["items"], db.stdout[:500]
    assert (target / "data" / "shop.sqlite").is_file()
    again = _cli("init", str(target))
    assert again.returncode == 2 and "not an empty directory" in again.stderr


def test_onnxruntime_writes_no_telemetry_files(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "ORT_DISABLE_TELEMETRY"}
    env["HOME"] = str(tmp_path)
    env.pop("XDG_CACHE_HOME", None)
    code = "import agentsearch\nfrom agentsearch.handlers.kb.embedders import create_embedder\n"
    code += "create_embedder({'name': 'minilm'}).embed(['hello'])\n"
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-1500:]
    assert not (tmp_path / ".cache" / "Microsoft").exists()


def test_a_missing_extra_is_one_line_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "redis", None)  # as if `agentsearch[redis]` were not installed
    with pytest.raises(ConfigError) as info:
        require("redis.asyncio", "the Redis web cache")
    assert str(info.value) == "the Redis web cache needs the 'redis' extra: pip install 'agentsearch[redis]'"


def test_a_missing_extra_message_keeps_its_brackets_on_the_command_line(tmp_path: Path) -> None:
    """Rich markup must not eat `[server]` from the hint (it printed `pip install 'agentsearch'`)."""
    blocker = tmp_path / "sitecustomize.py"
    blocker.write_text(
        "import sys\nclass _Block:\n    def find_spec(self, name, path=None, target=None):\n"
        "        return None\n    def find_module(self, *a):\n        return None\n"
        "class _NoFastAPI(_Block):\n    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'fastapi' or name.startswith('fastapi.'):\n"
        "            raise ModuleNotFoundError(\"No module named 'fastapi'\", name='fastapi')\n"
        "        return None\nsys.meta_path.insert(0, _NoFastAPI())\n",
        encoding="utf-8",
    )
    env = {"PYTHONPATH": f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    done = _cli("serve", "--port", "0", env=env)
    assert done.returncode == 2
    assert "needs the 'server' extra: pip install 'agentsearch[server]'" in done.stderr, done.stderr
