"""Loading an app directory: merged config and uses, prompts, hooks, connectors; errors name file and key."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent.support import write_app
from agentsearch.agent import load_app
from agentsearch.cli import _register, app
from agentsearch.errors import ConfigError


def test_assistants_merge_global_layers_and_nested_folders_give_dotted_ids(tmp_path: Path) -> None:
    root = write_app(
        tmp_path,
        {
            "shop": {"package": {"uses": {"keyword": "workers.kw"}, "search": {"kb": {"threshold": 0.4}}}},
            "workers.kw": {"package": {"name": "Keywords"}},
        },
        agent={"uses": {"web": "disabled", "keyword": "builtin"}, "connector": ""},
        search={"kb": {"threshold": 0.5, "limit": 7}},
    )
    loaded = load_app(root)
    shop = loaded.assistant("shop")
    assert shop.uses.web == "disabled" and shop.uses.keyword == "workers.kw"
    assert shop.config.kb.threshold == 0.4 and shop.config.kb.limit == 7
    assert loaded.assistant("workers.kw").name == "Keywords"
    assert shop.prompts == [] and not shop.has_llm_phase


def test_prompts_from_prompts_yml_and_inline(tmp_path: Path) -> None:
    root = write_app(
        tmp_path,
        {
            "a": {"package": {}, "prompts": [{"role": "system", "content": "one"}, "two"]},
            "b": {"package": {"prompts": "inline prompt"}},
        },
    )
    loaded = load_app(root)
    assert loaded.assistant("a").prompts == [
        {"role": "system", "content": "one"},
        {"role": "system", "content": "two"},
    ]
    assert loaded.assistant("b").prompts == [{"role": "system", "content": "inline prompt"}]


@pytest.mark.parametrize(
    ("package", "message"),
    [
        ({"colour": "red"}, "package.yao: colour: unknown key"),
        ({"search": {"web": {"max_results": 0}}}, "package.yao: search.web.max_results:"),
        ({"uses": {"web": "mcp:broken"}}, "package.yao: uses.web: invalid MCP format"),
        ({"connector": "nope"}, "package.yao: connector: unknown connector 'nope'"),
        ({"kb": {"collections": "handbook"}}, "package.yao: kb.collections: expected a list of strings"),
        ({"prompts": [{"role": "robot", "content": "x"}]}, "prompts[0].role: unknown role 'robot'"),
    ],
)
def test_package_errors_name_the_file_and_key(
    tmp_path: Path, package: dict[str, object], message: str
) -> None:
    root = write_app(tmp_path, {"shop": {"package": package}})
    with pytest.raises(ConfigError) as info:
        load_app(root)
    assert message in str(info.value)
    assert str(root / "assistants" / "shop") in str(info.value)


def test_broken_hooks_file_is_a_config_error_naming_it(tmp_path: Path) -> None:
    root = write_app(tmp_path, {"shop": {"package": {}, "hooks": "def create(ctx:\n"}})
    with pytest.raises(ConfigError, match=r"hooks\.py: syntax error on line 1"):
        load_app(root)


def test_connector_files_are_validated(tmp_path: Path) -> None:
    root = write_app(tmp_path, {}, connectors={"local": {"type": "openai", "options": {}}})
    with pytest.raises(
        ConfigError, match=r"local\.conn\.yml: options\.model: an openai connector needs a model"
    ):
        load_app(root)


def test_chat_cli_streams_json_lines_and_ends_with_the_answer(tmp_path: Path) -> None:
    root = write_app(
        tmp_path,
        {"echo": {"package": {"prompts": "Answer.", "uses": {"search": "disabled"}}}},
    )
    _register()
    result = CliRunner().invoke(
        app, ["chat", "echo", "hello there", "--app", str(root), "--json", "--no-store"]
    )
    assert result.exit_code == 0, result.output
    events = [line for line in result.output.splitlines() if line.startswith("{")]
    assert '"event": "start"' in events[0] and '"event": "end"' in events[-1]
    assert '"status": "completed"' in events[-1]


def test_chat_cli_resume_continues_a_failed_chat(tmp_path: Path) -> None:
    from llm.openai_server import FakeOpenAI, Reply

    fake = FakeOpenAI().start()
    try:
        fake.script(Reply(status=400, error="model overloaded"), Reply(text="Recovered answer."))
        root = write_app(
            tmp_path,
            {
                "bot": {
                    "package": {"prompts": "Answer.", "connector": "local", "uses": {"search": "disabled"}}
                }
            },
            connectors={"local": {"type": "openai", "options": {"model": "m", "base_url": fake.base_url}}},
        )
        _register()
        runner = CliRunner()
        first = runner.invoke(
            app, ["chat", "bot", "hello", "--app", str(root), "--chat", "c-resume", "--json"]
        )
        assert first.exit_code == 1 and '"status": "failed"' in first.output
        second = runner.invoke(app, ["chat", "--resume", "c-resume", "--app", str(root), "--json"])
        assert second.exit_code == 0, second.output
        assert '"answer": "Recovered answer."' in second.output
    finally:
        fake.stop()


def test_chat_cli_prints_the_data_of_a_hook_only_assistant(tmp_path: Path) -> None:
    hooks = """
    def create(ctx, messages, options):
        return {"data": {"echo": messages[-1]["content"]}}
    """
    root = write_app(tmp_path, {"worker": {"package": {"name": "Worker"}, "hooks": hooks}})
    _register()
    result = CliRunner().invoke(app, ["chat", "worker", "ping", "--app", str(root), "--no-store"])
    assert result.exit_code == 0, result.output
    assert '"echo": "ping"' in result.output
