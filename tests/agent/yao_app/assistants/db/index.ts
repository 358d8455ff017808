function Create(ctx, messages, options) {
  const query = messages[messages.length - 1].content;

  // Search in assistant's models (uses db.models from assistant config)
  const result = ctx.search.DB(query, {
    models: ["product", "agents.mybot.order"], // Optional: override models
    wheres: [{ field: "status", value: "active" }], // Pre-filter
    limit: 20,
  });

  if (result.items.length > 0) {
    return {
      messages: [
        {
          role: "system",
          content: formatDBContext(result),
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

function formatDBContext(result: SearchResult): string {
  return `Database rows:\n${formatItems(result.items)}`;
}
