"""LLM connectors: OpenAI-compatible endpoints and the offline extractive answerer."""

from agentsearch.llm.base import Completion, Connector, LLMChunk, ToolCall
from agentsearch.llm.extractive import ExtractiveConnector, extractive_answer
from agentsearch.llm.openai_compat import OpenAIConnector
from agentsearch.llm.registry import EXTRACTIVE, ConnectorSpec, build_connector, load_connectors

__all__ = [
    "EXTRACTIVE",
    "Completion",
    "Connector",
    "ConnectorSpec",
    "ExtractiveConnector",
    "LLMChunk",
    "OpenAIConnector",
    "ToolCall",
    "build_connector",
    "extractive_answer",
    "load_connectors",
]
