"""The intent-aware multi-source web search layer (seeds/search-layer-v2.2.md, v2.4 academic).

`run_layer(LayerRequest(...), LayerEnv(config=...))` runs classify → expand → retrieve → merge/score →
research lane → thread pulling → synthesis and returns a `LayerOutput`; `export(output, fmt)` renders it.
`agentsearch.layer.strategy.layer_search` serves `web.strategy: layer`; `agentsearch.layer.assistant`
is the built-in `workers.search.web` assistant.
"""

from agentsearch.layer.export import EXPORTS, export
from agentsearch.layer.output import LayerOutput, Skip
from agentsearch.layer.pipeline import LayerEnv, LayerRequest, run_layer
from agentsearch.layer.sources import SourceCall, SourceReply, SourceRunner

__all__ = [
    "EXPORTS",
    "LayerEnv",
    "LayerOutput",
    "LayerRequest",
    "Skip",
    "SourceCall",
    "SourceReply",
    "SourceRunner",
    "export",
    "run_layer",
]
