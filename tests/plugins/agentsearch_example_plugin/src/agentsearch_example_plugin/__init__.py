"""An agentsearch plugin used by the test suite; each module is one part, declared in pyproject.toml."""
