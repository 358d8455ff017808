function Create(ctx, messages, options) {
  const query = messages[messages.length - 1].content;

  const result = ctx.search.Web(query, {
    limit: 5,
    timeRange: "week",
  });

  if (result.items.length > 0) {
    return {
      messages: [
        {
          role: "system",
          content: formatSearchContext(result),
        },
      ],
      uses: { search: "disabled" }, // Disable auto search
    };
  }

  return { messages: [] }; // Let auto search handle it
}

// ---- helpers the design leaves undefined ----
interface SearchItem { citation_id: string; title?: string; content: string; url?: string; type: string }
interface SearchResult { type: string; query: string; items: SearchItem[]; total: number; error?: string }

function formatItems(items: SearchItem[]): string {
  return items.map((item) => `[${item.citation_id}] ${item.title ?? ""}: ${item.content}`).join("\n");
}

function formatSearchContext(result: SearchResult): string {
  return `Web results for "${result.query}":\n${formatItems(result.items)}`;
}
