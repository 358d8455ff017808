from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch import Config, ConfigError, Uses
from agentsearch.config import (
    Target,
    load_app_search_config,
    load_assistant_package,
    resolve_env,
)


def test_system_defaults_match_the_design() -> None:
    c = Config()
    assert (c.web.provider, c.web.max_results) == ("tavily", 10)
    assert (c.kb.threshold, c.kb.graph) == (
        0.02,
        False,
    )  # calibrated score (docs/kb.md); Yao: 0.7 on its own score
    assert c.db.max_results == 20
    assert (c.keyword.max_keywords, c.keyword.language) == (10, "auto")
    assert c.querydsl.strict is False
    assert c.rerank.top_n == 10
    assert (c.citation.format, c.citation.auto_inject_prompt) == ("#ref:{id}", True)
    assert (c.weights.user, c.weights.hook, c.weights.auto) == (1.0, 0.8, 0.6)
    assert c.options.skip_threshold == 5


def test_layer_precedence_defaults_global_assistant_hook_request() -> None:
    global_ = {"web": {"max_results": 7, "provider": "serper"}, "weights": {"auto": 0.5}}
    assistant = {"web": {"max_results": 5}, "kb": {"graph": True}}
    hook = {"web": {"max_results": 4}, "citation": {"auto_inject_prompt": False}}
    request = {"web": {"max_results": 3}}
    c = Config.from_layers(global_, assistant, hook, request)
    assert c.web.max_results == 3
    assert c.web.provider == "serper"  # untouched by later layers
    assert c.kb.graph is True and c.kb.threshold == 0.02
    assert c.citation.auto_inject_prompt is False and c.citation.format == "#ref:{id}"
    assert c.weights.auto == 0.5 and c.weights.user == 1.0


def test_merging_never_mutates_the_defaults_or_the_base() -> None:
    base = Config()
    merged = base.merged({"web": {"max_results": 3}, "kb": {"collections": ["x"]}})
    assert merged.web.max_results == 3 and merged.kb.collections == ["x"]
    assert base.web.max_results == 10 and base.kb.collections == []
    assert Config().kb.collections == []
    layer = {"kb": {"collections": ["a"]}}
    Config.from_layers(layer).kb.collections.append("b")
    assert layer == {"kb": {"collections": ["a"]}}


def test_a_weight_of_zero_is_configurable() -> None:
    c = Config.from_layers({"weights": {"auto": 0}})
    assert c.weight("auto") == 0.0
    assert c.weight("hook") == 0.8
    assert c.weight("something-else") == 0.6


@pytest.mark.parametrize(
    ("layer", "key", "message"),
    [
        ({"web": {"max_result": 3}}, "web.max_result", "unknown key"),
        ({"webb": {}}, "webb", "unknown key"),
        ({"web": {"max_results": "many"}}, "web.max_results", "valid integer"),
        ({"web": {"provider": "altavista"}}, "web.provider", "unknown web provider 'altavista'"),
        ({"web": {"providers": ["tavily", "nope"]}}, "web.providers", "unknown web provider 'nope'"),
        ({"kb": {"threshold": 2}}, "kb.threshold", "less than or equal to 1"),
        ({"citation": {"format": "cite"}}, "citation.format", "{id}"),
        ({"web": {"engine": "altavista"}}, "web.engine", "unknown SerpAPI engine"),
    ],
)
def test_bad_config_names_the_key(layer: dict[str, object], key: str, message: str) -> None:
    with pytest.raises(ConfigError) as info:
        Config.from_layers(layer, origin="agent/search.yml")
    assert info.value.key == key
    assert message in str(info.value)
    assert str(info.value).startswith(f"agent/search.yml: {key}: ")


def test_load_app_search_yml(tmp_path: Path) -> None:
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "search.yml").write_text("web:\n  max_results: 4\nweights:\n  hook: 0\n")
    layer = load_app_search_config(tmp_path)
    assert layer == {"web": {"max_results": 4}, "weights": {"hook": 0}}
    assert Config.from_layers(layer).weights.hook == 0.0
    assert load_app_search_config(tmp_path / "missing") == {}


def test_bad_search_yml_names_file_and_key(tmp_path: Path) -> None:
    (tmp_path / "agent").mkdir()
    path = tmp_path / "agent" / "search.yml"
    path.write_text("kb:\n  thresold: 0.5\n")
    with pytest.raises(ConfigError, match=r"search\.yml: kb\.thresold: unknown key"):
        load_app_search_config(tmp_path)
    path.write_text("kb: [unclosed\n")
    with pytest.raises(ConfigError, match=r"search\.yml: invalid syntax"):
        load_app_search_config(tmp_path)


def test_package_yao_with_comments_and_trailing_commas(tmp_path: Path) -> None:
    path = tmp_path / "package.yao"
    path.write_text(
        """{
  // an assistant
  "name": "Shop",
  "uses": {"web": "mcp:tools.web.search", "keyword": "builtin",},
  "search": {
    "web": {"max_results": 5,},  /* trailing commas are fine */
    "weights": {"auto": 0},
  },
}"""
    )
    data = load_assistant_package(path)
    assert data["name"] == "Shop"
    config = Config.from_layers(data["search"])
    assert config.web.max_results == 5 and config.weights.auto == 0
    uses = Uses.parse_mapping(data["uses"])
    assert uses.target("web") == Target("mcp", server="tools", tool="web.search")


def test_bad_package_yao_names_file_and_key(tmp_path: Path) -> None:
    path = tmp_path / "package.yao"
    path.write_text('{"search": {"db": {"max_results": -1}}}')
    with pytest.raises(ConfigError) as info:
        load_assistant_package(path)
    assert info.value.file == str(path) and info.value.key == "search.db.max_results"
    path.write_text('{"uses": {"web": "mcp:nodot"}}')
    with pytest.raises(ConfigError, match=r"uses\.web: invalid MCP format"):
        load_assistant_package(path)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("", Target("builtin")),
        ("builtin", Target("builtin")),
        ("disabled", Target("disabled")),
        ("workers.search.web", Target("agent", assistant_id="workers.search.web")),
        ("mcp:server.tool", Target("mcp", server="server", tool="tool")),
        ("mcp:server.tool.with.dots", Target("mcp", server="server", tool="tool.with.dots")),
    ],
)
def test_uses_targets(value: str, expected: Target) -> None:
    assert Target.parse(value) == expected


@pytest.mark.parametrize("value", ["mcp:invalid", "mcp:.tool", "mcp:server."])
def test_invalid_mcp_targets(value: str) -> None:
    with pytest.raises(ConfigError, match="invalid MCP format"):
        Target.parse(value)


def test_uses_merge_non_empty_values_override() -> None:
    assistant = Uses(search="builtin", web="builtin", keyword="workers.kw")
    options = {"search": "mcp:custom.search", "web": "mcp:custom.web"}
    hook = Uses(search="agent-search", web="agent-web")
    merged = assistant.over(options).over(hook)
    assert (merged.search, merged.web, merged.keyword) == ("agent-search", "agent-web", "workers.kw")
    assert assistant.search == "builtin"
    assert assistant.over({"web": ""}).web == "builtin"


def test_resolve_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_KEY", "secret")
    assert resolve_env("$ENV.MY_KEY") == "secret"
    assert resolve_env("MY_KEY") == "secret"
    assert resolve_env("$ENV.NOT_SET_ANYWHERE") == ""
    assert resolve_env("") == ""


def test_public_dict_has_no_cache_url_secret() -> None:
    c = Config.from_layers({"web": {"cache_url": "redis://:password@host/0"}})
    assert "cache_url" not in c.public_dict()["web"]
