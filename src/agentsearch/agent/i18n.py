"""Localised runtime messages (reference §3 i18n table, plus the design's per-type trace labels).

Lookup: the exact locale, then its language ("zh" for "zh-tw"), then its region, then English. Unlike
Yao (§7.31) an unknown or empty locale never shows a raw key.
"""

from __future__ import annotations

__all__ = ["MESSAGES", "tr"]

_EN: dict[str, str] = {
    "search.loading": "Searching",
    "search.success": "Found %d references",
    "search.success.one": "Found 1 reference",
    "search.partial": "Found %d references (some sources failed)",
    "search.failed": "Search failed",
    "search.no_results": "No references found",
    "search.intent.loading": "Checking if references are needed",
    "search.intent.need_search": "Searching for references",
    "search.intent.no_search": "No references needed",
    "search.keyword.loading": "Analyzing conversation",
    "search.keyword.done": "Analysis complete",
    "search.trace.label": "Search",
    "search.trace.description": "Search the web and knowledge base for relevant information",
    "search.trace.web.label": "Web Search",
    "search.trace.kb.label": "Knowledge Base Search",
    "search.trace.db.label": "Database Search",
    "search.user.label": "Referenced data",
    "search.hook.label": "Hook search",
    "llm.extractive.notice": "Extractive answer (no language model configured): "
    "quoted from the top references.",
    "llm.extractive.empty": "No language model is configured and no references were found, so there is "
    "nothing to answer from.",
    "llm.error": "The language model failed",
    "stream.error": "Something went wrong while answering",
}

_ZH: dict[str, str] = {
    "search.loading": "正在搜索",
    "search.success": "找到 %d 条参考资料",
    "search.success.one": "找到 1 条参考资料",
    "search.partial": "找到 %d 条参考资料（部分来源失败）",
    "search.failed": "搜索失败",
    "search.no_results": "未找到相关资料",
    "search.intent.loading": "检查是否需要查询资料",
    "search.intent.need_search": "正在查询相关资料",
    "search.intent.no_search": "无需查询资料",
    "search.keyword.loading": "正在分析对话内容",
    "search.keyword.done": "分析完成",
    "search.trace.label": "搜索",
    "search.trace.description": "搜索网页和知识库以获取相关信息",
    "search.trace.web.label": "网页搜索",
    "search.trace.kb.label": "知识库搜索",
    "search.trace.db.label": "数据库搜索",
    "search.user.label": "引用的数据",
    "search.hook.label": "钩子搜索",
    "llm.extractive.notice": "摘录式回答（未配置大模型）：内容摘自排名靠前的参考资料。",
    "llm.extractive.empty": "未配置大模型，也没有找到参考资料，无法作答。",
    "llm.error": "大模型调用失败",
    "stream.error": "回答时出错",
}

MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "zh-cn": _ZH, "zh": _ZH}


def _table(locale: str) -> dict[str, str]:
    code = (locale or "").strip().lower().replace("_", "-")
    if code in MESSAGES:
        return MESSAGES[code]
    language, _, region = code.partition("-")
    if language in MESSAGES:
        return MESSAGES[language]
    if region in MESSAGES:
        return MESSAGES[region]
    return _EN


def tr(key: str, locale: str = "en", *args: object) -> str:
    """The message for `key` in `locale` (English fallback), with `%d`-style arguments applied."""
    template = _table(locale).get(key) or _EN.get(key)
    if template is None:
        raise KeyError(f"no message for i18n key {key!r}")
    return template % args if args else template
