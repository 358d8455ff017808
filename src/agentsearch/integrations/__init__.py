"""Adapters for agent frameworks, each an optional extra that the default install leaves out:

pip install 'agentsearch[langchain]'    ->  agentsearch.integrations.langchain
pip install 'agentsearch[llamaindex]'   ->  agentsearch.integrations.llamaindex
"""
