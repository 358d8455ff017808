// The design's Real-time Output flow, and its Error Handling snippet, in an async hook.
interface Message { role: "system" | "user" | "assistant"; content: string }

async function Create(ctx: any, messages: Message[], options: Record<string, unknown>) {
  const query = messages[messages.length - 1].content;
  const loading_id: string = ctx.Send({ type: "loading", props: { message: "Searching..." } });

  const result = await ctx.search.Web(query);
  if (result.error) {
    // Handle gracefully or fallback
    console.warn("Search failed:", result.error);
  }
  const kb = await ctx.search.KB(query, { collections: ["docs"], limit: 3 });
  const count = result.items.length + kb.items.length;

  ctx.Replace(loading_id, { type: "loading", props: { message: `Found ${count} references` } });
  ctx.Replace(loading_id, { type: "loading", props: { message: `Found ${count} references`, done: true } });
  ctx.space.Set("loading", { id: loading_id, count, web_error: result.error ?? "" });
  return { messages: [], uses: { search: "disabled" } };
}

async function Next(ctx: any, payload: { references: { id: string }[]; completion: { content: string } }) {
  return { data: { ...ctx.space.Get("loading"), references: payload.references.map((r) => r.id) } };
}
