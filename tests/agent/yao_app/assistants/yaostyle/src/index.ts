// A hook written the way Yao assistants are: src/index.ts, typed with @yao/runtime, exported
// functions, a helper module of its own, request memory and the global `log`.
import { agent } from "@yao/runtime";
import { Exception } from "@yao/runtime";
import { formatRefs, type Ref } from "./format";

export function Create(ctx: agent.Context, messages: agent.Message[]): agent.Create {
  const query = messages[messages.length - 1].content as string;
  const kb = ctx.search.KB(query, { collections: ["docs"], limit: 3 });
  if (kb.error) throw new Exception(`KB search failed: ${kb.error}`, 502);
  log.Info("kb search for %s: %d items", query, kb.items.length);
  ctx.memory.context.Set("kb_ids", kb.items.map((item: Ref) => item.citation_id));
  return {
    messages: [{ role: "system", content: formatRefs(kb.items) }],
    uses: { search: "disabled" },
  };
}

export function Next(ctx: agent.Context, payload: agent.Payload): agent.Next {
  return { data: { kb_ids: ctx.memory.context.Get("kb_ids"), chat_id: ctx.chat_id } };
}
