"""`python -m agentsearch.cli`: the same as the `agentsearch` command."""

from agentsearch.cli import main

main()
