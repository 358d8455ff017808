"""Offline language tools: keyword extraction, intent classification, NL → QueryDSL."""
