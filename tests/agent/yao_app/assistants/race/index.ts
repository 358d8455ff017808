function Create(ctx, messages, options) {
  const query = messages[messages.length - 1].content;

  // Return as soon as any search completes (success or not) - like Promise.race
  const results = ctx.search.Race([
    { type: "web", query: query, limit: 5 },
    { type: "kb", query: query, collections: ["docs"], limit: 10 },
  ]);

  // Use the first completed result
  const firstResult = results.find((r) => r != null);
  if (firstResult && firstResult.items?.length > 0) {
    return {
      messages: [{ role: "system", content: formatContext(firstResult) }],
      uses: { search: "disabled" },
    };
  }

  return { messages: [] };
}

// ---- helpers the design leaves undefined ----
interface SearchItem { citation_id: string; title?: string; content: string; url?: string; type: string }
interface SearchResult { type: string; query: string; items: SearchItem[]; total: number; error?: string }

function formatItems(items: SearchItem[]): string {
  return items.map((item) => `[${item.citation_id}] ${item.title ?? ""}: ${item.content}`).join("\n");
}

function formatContext(result: SearchResult): string {
  return `First ${result.type} result:\n${formatItems(result.items)}`;
}
