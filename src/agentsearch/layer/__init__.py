"""The intent-aware multi-source web search layer (seeds/search-layer-v2.2.md)."""
