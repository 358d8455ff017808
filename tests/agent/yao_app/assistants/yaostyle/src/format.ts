export interface Ref {
  citation_id: string;
  title?: string;
  content: string;
}

export function formatRefs(items: Ref[]): string {
  return "Handbook:\n" + items.map((item) => `[${item.citation_id}] ${item.title ?? ""}`).join("\n");
}
