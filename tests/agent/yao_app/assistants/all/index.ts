function Create(ctx, messages, options) {
  const query = messages[messages.length - 1].content;

  // Execute web, KB, and DB search in parallel (wait for all) - like Promise.all
  const [webResult, kbResult, dbResult] = ctx.search.All([
    { type: "web", query: query, limit: 5 },
    { type: "kb", query: query, collections: ["docs"], limit: 10 },
    { type: "db", query: query, models: ["product"], limit: 10 },
  ]);

  // Merge results
  const context = mergeSearchResults(webResult, kbResult, dbResult);

  return {
    messages: [
      {
        role: "system",
        content: context,
      },
    ],
    uses: { search: "disabled" }, // Disable auto search
  };
}

// ---- helpers the design leaves undefined ----
interface SearchItem { citation_id: string; title?: string; content: string; url?: string; type: string }
interface SearchResult { type: string; query: string; items: SearchItem[]; total: number; error?: string }

function formatItems(items: SearchItem[]): string {
  return items.map((item) => `[${item.citation_id}] ${item.title ?? ""}: ${item.content}`).join("\n");
}

function mergeSearchResults(...results: SearchResult[]): string {
  const items = results.flatMap((r) => r.items);
  return `Merged ${items.length} results:\n${formatItems(items)}`;
}
