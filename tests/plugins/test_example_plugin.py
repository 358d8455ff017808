"""A real plugin package (tests/plugins/agentsearch_example_plugin, installed by `make install`) adds
one part to each registry through entry points; config chooses them by name like builtins."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from agentsearch import plugins
from agentsearch.config import Config
from agentsearch.context import SearchContext
from agentsearch.errors import ConfigError, PluginError
from agentsearch.handlers.kb import KBManager
from agentsearch.handlers.kb.documents import Document
from agentsearch.handlers.registry import default_registry
from agentsearch.registries import EMBEDDERS, PROVIDERS, RERANKERS, STORES
from agentsearch.rerank import rerank_items
from agentsearch.searcher import Searcher
from agentsearch.types import Request, RerankOptions, ResultItem, SearchType

try:
    from agentsearch_example_plugin.store import MemoryStore
except ImportError:  # fail, not skip: without it these tests would prove nothing
    pytest.fail("the example plugin is not installed; `make install` installs it", pytrace=False)


def test_each_registry_lists_the_plugin_after_its_builtins() -> None:
    assert PROVIDERS.names()[-1] == "example_static" and "tavily" in PROVIDERS.names()
    assert "example_memory" in STORES.names() and STORES.names()[:2] == ["sqlite", "postgres"]
    assert "example_hash" in EMBEDDERS.names() and "example_overlap" in RERANKERS.names()


@pytest.mark.parametrize(
    ("layer", "key", "listed"),
    [
        ({"web": {"provider": "nope"}}, "web.provider", "example_static"),
        ({"web": {"providers": ["tavily", "nope"]}}, "web.providers", "example_static"),
        ({"rerank": {"name": "nope"}}, "rerank.name", "example_overlap"),
        ({"kb": {"seed": {"docs": {"path": "d", "embedder": "nope"}}}}, "kb.seed", "example_hash"),
        (
            {"kb": {"seed": {"docs": {"path": "d", "store": {"backend": "nope"}}}}},
            "kb.seed",
            "example_memory",
        ),
    ],
)
def test_an_unknown_name_is_one_line_listing_builtins_and_plugins(
    layer: dict[str, object], key: str, listed: str
) -> None:
    with pytest.raises(ConfigError) as info:
        Config.from_layers(layer)
    message = str(info.value)
    assert info.value.key == key and "\n" not in message
    assert "unknown" in message and "'nope'" in message and listed in message


def test_plugin_names_are_valid_config() -> None:
    config = Config.from_layers(
        {
            "web": {"provider": "example_static", "settings": {"example_static": {"timeout": 3}}},
            "rerank": {"name": "example_overlap"},
            "kb": {"seed": {"docs": {"path": "d", "embedder": "example_hash", "store": "example_memory"}}},
        }
    )
    assert config.web.chain == ["example_static"] and config.rerank.name == "example_overlap"


def test_a_part_registered_in_code_is_listed_validated_and_wins_over_an_entry_point() -> None:
    from agentsearch_example_plugin.provider import StaticProvider

    class Renamed(StaticProvider):
        name = "in_code"

    PROVIDERS.register("in_code", Renamed)
    try:
        assert "in_code" in PROVIDERS.names()
        result = Searcher(Config.from_layers({"web": {"provider": "in_code"}})).search_sync(
            Request(query="green tea", type=SearchType.WEB)
        )
        assert result.error == "" and result.items[0].metadata["provider"] == "in_code"
        PROVIDERS.register("example_static", Renamed)  # replaces the entry point of that name
        assert PROVIDERS.get("example_static") is Renamed
    finally:
        PROVIDERS.unregister("in_code")
        PROVIDERS.unregister("example_static")
    assert "in_code" not in PROVIDERS and PROVIDERS.get("example_static") is StaticProvider
    with pytest.raises(ConfigError, match="unknown web provider 'in_code'"):
        Config.from_layers({"web": {"provider": "in_code"}})


def test_the_plugin_provider_answers_a_searcher_web_search_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("EXAMPLE_STATIC_API_KEY", "k-123456")  # its own key_envs are read like a builtin's
    searcher = Searcher(Config.from_layers({"web": {"provider": "example_static", "providers": []}}))
    result = searcher.search_sync(Request(query="espresso coffee", type=SearchType.WEB, limit=2))
    assert result.error == ""
    assert [item.url for item in result.items] == [
        "https://coffee.example/espresso",  # shares "espresso" and "coffee"
        "https://coffee.example/pour-over",
    ]
    assert result.metadata["provider"] == "example_static"
    assert all(
        item.metadata["provider"] == "example_static" and item.metadata["keyed"] for item in result.items
    )
    other = searcher.search_sync(Request(query="green tea", type=SearchType.WEB))
    assert [item.url for item in other.items] == ["https://tea.example/green"]


def test_a_request_can_name_the_plugin_provider_in_a_fallback_chain() -> None:
    searcher = Searcher(Config.from_layers({"web": {"provider": "duckduckgo"}}))
    result = searcher.search_sync(
        Request(query="coffee beans", type=SearchType.WEB, providers=["example_static"])
    )
    assert result.error == "" and result.items[0].url == "https://kitchen.example/coffee-storage"


def test_the_plugin_store_and_embedder_hold_and_search_a_collection(tmp_path: Path) -> None:
    manager = KBManager(tmp_path)
    collection = manager.create(
        "notes", embedder={"name": "example_hash", "dimension": 32}, store={"backend": "example_memory"}
    )
    assert collection.spec.dimension == 32 and collection.spec.model_id == "example-hash-32"
    collection.ingest(
        [
            Document("kettle", "Kettle", "Descale the kettle with citric acid once a month."),
            Document("grinder", "Grinder", "Burr grinders give an even grind for espresso."),
        ]
    )
    assert isinstance(collection.store, MemoryStore) and collection.store.count_chunks() == 2
    assert sorted(p.name for p in (tmp_path / "notes").iterdir()) == ["collection.json"]  # no SQLite file
    ctx = SearchContext(config=Config.from_layers({"kb": {"data_dir": str(tmp_path), "threshold": 0}}))
    result = Searcher(context=ctx).search_sync(
        Request(query="descale kettle citric acid", type=SearchType.KB, collections=["notes"])
    )
    assert result.error == "" and result.items[0].metadata["document_id"] == "kettle"
    manager.delete("notes")  # the store's own `drop` runs: its data lives outside the directory
    assert str((tmp_path / "notes").resolve()) in MemoryStore.dropped and not (tmp_path / "notes").exists()


def test_a_kb_seed_chooses_the_plugin_store_and_embedder_by_name(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "tea.md").write_text("# Tea\n\nOolong is partly oxidised tea.\n", encoding="utf-8")
    config = {"kb": {"data_dir": str(tmp_path / "kb"), "threshold": 0, "collections": ["leaves"]}}
    config["kb"]["seed"] = {
        "leaves": {"path": str(docs), "embedder": "example_hash", "store": "example_memory"}
    }
    result = Searcher(Config.from_layers(config)).search_sync(Request(query="oolong tea", type=SearchType.KB))
    assert result.error == "" and result.items and "Oolong" in result.items[0].content
    spec = KBManager(tmp_path / "kb").spec("leaves")
    assert spec.embedder["name"] == "example_hash" and spec.store["backend"] == "example_memory"


async def test_rerank_name_chooses_the_plugin_reranker() -> None:
    items = [
        ResultItem(type=SearchType.WEB, title="Unrelated", content="weather report", score=0.9),
        ResultItem(type=SearchType.WEB, title="Espresso", content="espresso coffee grind", score=0.2),
    ]
    plain = SearchContext(config=Config())
    chosen = SearchContext(config=Config.from_layers({"rerank": {"name": "example_overlap"}}))
    assert [i.title for i in await rerank_items("espresso coffee", items, 0, plain)] == [
        "Unrelated",
        "Espresso",
    ]
    assert [i.title for i in await rerank_items("espresso coffee", items, 0, chosen)] == [
        "Espresso",
        "Unrelated",
    ]
    # a Searcher reaches it the same way: see test_a_broken_reranker_keeps_the_order_and_says_why


# ------------------------------------------------------------------------------------ broken plugins


@pytest.fixture
def broken_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """An installed distribution whose entry points name a module that does not exist."""
    info = tmp_path / "site" / "agentsearch_broken_plugin-0.3.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: agentsearch-broken-plugin\nVersion: 0.3\n", encoding="utf-8"
    )
    (info / "entry_points.txt").write_text(
        "[agentsearch.providers]\nbroken_web = agentsearch_broken_plugin.web:Provider\n\n"
        "[agentsearch.rerankers]\nbroken_rank = agentsearch_broken_plugin.rank:Reranker\n\n"
        "[agentsearch.handlers]\nkb = agentsearch_broken_plugin.kb:Handler\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    plugins.refresh()
    yield
    monkeypatch.undo()
    sys.modules.pop("agentsearch_broken_plugin", None)
    plugins.refresh()


@pytest.mark.usefixtures("broken_package")
def test_a_broken_plugin_is_one_line_naming_it_when_used() -> None:
    config = Config.from_layers({"web": {"provider": "broken_web"}})  # the name is known: validation passes
    with pytest.raises(PluginError) as info:
        PROVIDERS.get("broken_web")
    message = str(info.value)
    assert "\n" not in message
    assert "broken_web" in message and "agentsearch-broken-plugin 0.3" in message
    assert "ModuleNotFoundError" in message and "agentsearch.providers" in message
    result = Searcher(config).search_sync(Request(query="coffee", type=SearchType.WEB))
    assert result.items == [] and "broken_web" in result.error and "failed to load" in result.error
    # the other parts keep working
    ok = Searcher(config).search_sync(
        Request(query="coffee", type=SearchType.WEB, providers=["example_static"])
    )
    assert ok.error == "" and ok.items


@pytest.mark.usefixtures("broken_package")
async def test_a_broken_reranker_keeps_the_order_and_says_why() -> None:
    searcher = Searcher(
        Config.from_layers({"web": {"provider": "example_static"}, "rerank": {"name": "broken_rank"}})
    )
    result = await searcher.search(Request(query="coffee", type=SearchType.WEB, rerank=RerankOptions()))
    assert result.items and "broken_rank" in result.metadata["rerank_error"]


@pytest.mark.usefixtures("broken_package")
def test_a_broken_handler_plugin_is_a_warning_and_the_builtin_stays(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="agentsearch.plugins"):
        registry = default_registry()
    assert SearchType.KB in registry.types()
    warnings = [r.getMessage() for r in caplog.records if r.name == "agentsearch.plugins"]
    assert len(warnings) == 1 and "\n" not in warnings[0]
    assert "kb (agentsearch_broken_plugin.kb:Handler, package agentsearch-broken-plugin 0.3)" in warnings[0]
