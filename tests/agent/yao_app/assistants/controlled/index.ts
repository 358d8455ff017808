function Create(ctx, messages, options) {
  const query = messages[messages.length - 1].content;

  // Custom logic: only search for certain queries
  if (needsSearch(query)) {
    const result = ctx.search.Web(query, { limit: 5 });
    return {
      messages: [{ role: "system", content: formatContext(result) }],
      uses: { search: "disabled" }, // Disable auto search (hook handled it)
    };
  }

  // Let auto search handle it (follow assistant config)
  return { messages: [] };
}

// ---- helpers the design leaves undefined ----
interface SearchItem { citation_id: string; title?: string; content: string; url?: string; type: string }
interface SearchResult { type: string; query: string; items: SearchItem[]; total: number; error?: string }

function formatItems(items: SearchItem[]): string {
  return items.map((item) => `[${item.citation_id}] ${item.title ?? ""}: ${item.content}`).join("\n");
}

function needsSearch(query: string): boolean {
  return /\b(latest|news|review)\b/i.test(query);
}

function formatContext(result: SearchResult): string {
  return `Web:\n${formatItems(result.items)}`;
}
