// One search index (MiniSearch) over docs pages, materials, elements, identities, Studio tools and endpoints.
import MiniSearch from "minisearch";
import { ELEMENTS } from "../catalog/elements/index.js";
import { identitySummaries } from "../catalog/identities/index.js";
import { materialsCatalog } from "../catalog/materials/index.js";
import { STUDIO_TOOLS } from "../catalog/studio-tools/index.js";
import { ENDPOINTS } from "./endpoints.js";
import { type DocPage, docUrl } from "./site.js";

export const SEARCH_TYPES = ["doc", "material", "element", "identity", "tool", "endpoint"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

interface Entry {
  key: string;
  type: SearchType;
  id: string;
  title: string;
  url: string;
  text: string;
}

export interface SearchResult {
  type: SearchType;
  id: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
}

/** Plain text of markdown, for indexing and snippets. */
const plain = (markdown: string) =>
  markdown
    .replace(/```[\s\S]*?```/gu, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1")
    .replace(/[`*_#>|-]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();

function entries(pages: readonly DocPage[]): Entry[] {
  return [
    ...pages.map((p) => ({
      key: `doc:${p.path}`,
      type: "doc" as const,
      id: p.path,
      title: p.title,
      url: docUrl(p.path),
      text: `${p.description} ${plain(p.markdown)}`,
    })),
    ...materialsCatalog.materials.map((m) => ({
      key: `material:${m.id}`,
      type: "material" as const,
      id: m.id,
      title: m.name,
      url: `/api/materials#${m.id}`,
      text: `${m.description} ${m.engine} ${m.category}`,
    })),
    ...ELEMENTS.map((e) => ({
      key: `element:${e.id}`,
      type: "element" as const,
      id: e.id,
      title: e.name,
      url: `/api/elements#${e.id}`,
      text: `${e.description} ${e.category} ${e.keywords.join(" ")}`,
    })),
    ...identitySummaries().map((i) => ({
      key: `identity:${i.id}`,
      type: "identity" as const,
      id: i.id,
      title: i.name,
      url: `/api/identities#${i.id}`,
      text: `${i.tagline} ${i.description}`,
    })),
    ...STUDIO_TOOLS.map((t) => ({
      key: `tool:${t.id}`,
      type: "tool" as const,
      id: t.id,
      title: t.name,
      url: `/studio?tool=${t.id}`,
      text: t.description,
    })),
    ...ENDPOINTS.map((e) => ({
      key: `endpoint:${e.method} ${e.path}`,
      type: "endpoint" as const,
      id: `${e.method} ${e.path}`,
      title: `${e.method} ${e.path}`,
      url: e.example,
      text: e.purpose,
    })),
  ];
}

/** The sentence-sized piece of `text` around the first query term it contains. */
function snippet(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = Math.max(
    0,
    Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), text.length),
  );
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + 180).trim();
  return `${start > 0 ? "…" : ""}${piece}${start + 180 < text.length ? "…" : ""}`;
}

export function createSearch(pages: readonly DocPage[]) {
  const all = entries(pages);
  const byKey = new Map(all.map((e) => [e.key, e]));
  const index = new MiniSearch<Entry>({
    idField: "key",
    fields: ["title", "id", "text"],
    storeFields: ["key"],
    searchOptions: { boost: { title: 3, id: 2 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
  });
  index.addAll(all);
  return (query: string, limit: number): SearchResult[] => {
    let hits = index.search(query);
    // Nothing matches every term: fall back to any term, still ranked.
    if (hits.length === 0) hits = index.search(query, { combineWith: "OR" });
    return hits.slice(0, limit).flatMap((hit) => {
      const entry = byKey.get(String(hit.id));
      if (!entry) return [];
      return [
        {
          type: entry.type,
          id: entry.id,
          title: entry.title,
          url: entry.url,
          snippet: snippet(entry.text, hit.terms),
          score: Math.round(hit.score * 1000) / 1000,
        },
      ];
    });
  };
}
