"""Loading MCP server definitions from `<app>/mcps/**/<name>.mcp.yao|yml|yaml`."""

from __future__ import annotations

from pathlib import Path

import pytest

from agentsearch.errors import ConfigError
from agentsearch.mcp import load_mcp_servers


def test_loader_reads_yao_and_yaml_definitions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENTSEARCH_TEST_MCP_TOKEN", "secret")
    mcps = tmp_path / "mcps"
    (mcps / "team").mkdir(parents=True)
    (mcps / "search.mcp.yao").write_text(
        '// the search server\n{"label": "Search", "transport": "stdio", "command": "python",'
        ' "arguments": ["server.py"], "env": {"TOKEN": "$ENV.AGENTSEARCH_TEST_MCP_TOKEN"}, "timeout": "45s"}'
    )
    (mcps / "team" / "remote.mcp.yml").write_text(
        "transport: streamable-http\nurl: http://127.0.0.1:9/mcp\n"
        "headers:\n  Authorization: Bearer $ENV.AGENTSEARCH_TEST_MCP_TOKEN\n"
    )
    servers = load_mcp_servers(tmp_path)
    assert sorted(servers) == ["search", "team.remote"]
    search = servers["search"]
    assert (search.command, search.args, search.env, search.timeout) == (
        "python",
        ["server.py"],
        {"TOKEN": "secret"},
        45.0,
    )
    remote = servers["team.remote"]
    assert (remote.transport, remote.url, remote.headers) == (
        "http",
        "http://127.0.0.1:9/mcp",
        {"Authorization": "Bearer secret"},
    )


@pytest.mark.parametrize(
    ("text", "key", "message"),
    [
        ('{"transport": "stdio"}', None, "a stdio server needs a command"),
        ('{"command": "x", "comand": "y"}', "comand", "unknown key"),
        ('{"transport": "sse", "url": "http://x"}', "transport", 'transport "sse" is not supported'),
        ('{"command": "x", "timeout": "soon"}', "timeout", "invalid duration"),
    ],
)
def test_loader_errors_name_file_and_key(tmp_path: Path, text: str, key: str | None, message: str) -> None:
    path = tmp_path / "mcps" / "broken.mcp.yao"
    path.parent.mkdir()
    path.write_text(text)
    with pytest.raises(ConfigError) as info:
        load_mcp_servers(tmp_path)
    assert info.value.file == str(path)
    assert info.value.key == key
    assert message in str(info.value)
