// Searching the one index (MiniSearch) over docs pages and their sections, materials, elements, identities,
// surface assets, Studio tools and endpoints, loaded from the JSON search-index.ts builds (at `npm run build`
// for a server run from dist). Every result links to a page that answers 200 and shows it.
import MiniSearch from "minisearch";
import type { z } from "zod";
import { Lru } from "../cache/lru.js";
import { defaultCaches } from "../cache/regions.js";
import { SEARCH_QUERY, type searchResponseSchema } from "../contract/index.js";

export type SearchResult = z.infer<typeof searchResponseSchema>["results"][number];
export type SearchType = SearchResult["type"];
export type Search = (query: string, limit: number) => SearchResult[];

/** An indexed record: what is matched (title, keywords, text) and what a result shows. */
export interface Entry {
  key: string;
  type: SearchType;
  id: string;
  title: string;
  url: string;
  /** Ids, categories, engines and tags: matched more strongly than prose. */
  keywords: string;
  text: string;
}

const SNIPPET_LENGTH = 180;

/** Where MiniSearch's default tokenizer splits text (spaces and punctuation): queries are split the same way. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/**
 * The distinct words of a query, case-folded, in the order they first appear: what the index is searched
 * for. `a a a …` is the one word `a`, searched once, not a hundred times over.
 */
export function searchTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const term of query.toLowerCase().split(SPACE_OR_PUNCTUATION)) if (term !== "") terms.add(term);
  return [...terms];
}

// Recent results are kept by normalized query (its distinct words), in region "search-results" of the cache
// set: a repeated query, however it is spelt, costs a lookup. Counted at the JSON length of the results (each
// ~300 bytes), ~1,000 queries at the default budget.

/** About SNIPPET_LENGTH characters of `text` around the first matched term, cut at word boundaries. */
export function snippet(text: string, terms: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const lower = text.toLowerCase();
  const found = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, at - 60);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
}

/** The index's options, the same where it is built (npm run build) and where it is loaded (a server). */
export const INDEX_OPTIONS = {
  idField: "key",
  fields: ["title", "keywords", "text"],
  searchOptions: {
    boost: { title: 4, keywords: 2 },
    // From three letters: a two-letter prefix ("co", "re") expands to hundreds of indexed words, each
    // scored over its documents; eight of them (with a word matching nothing, so the any-word fallback
    // runs too) took ~25 ms against ~0.2 ms for a plain query.
    prefix: (term: string) => term.length >= 3,
    fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
    // A fifth of a long word is many edits, and the work grows steeply with them: a query of seven
    // 20-letter words took ~28 ms at MiniSearch's default of 6, ~1 ms at 2.
    maxFuzzy: 1,
  },
};

/** What a result shows of an entry, by its key: its type, id, title, URL and the text its snippet is cut from. */
export type Shown = readonly [type: SearchType, id: string, title: string, url: string, text: string];

/** A search over the index serializeSearch wrote: the same results as createSearch over the same pages. */
export function loadSearch(json: string): Search {
  const { keys, shown, index } = JSON.parse(json) as { keys: string[]; shown: Shown[]; index: unknown };
  const byKey = new Map(keys.map((key, i) => [key, shown[i] as Shown]));
  return searchOver(
    MiniSearch.loadJS<Entry>(index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS),
    byKey,
  );
}

function searchOver(index: MiniSearch<Entry>, byKey: ReadonlyMap<string, Shown>): Search {
  // Each query's results are kept up to maxLimit, so any limit is a slice of them.
  const recent = new Lru<SearchResult[]>(defaultCaches().region("search-results"));
  const rank = (terms: readonly string[]): SearchResult[] => {
    const query = terms.join(" ");
    // The entries matching every word, ranked; when none does, those matching any. One search serves both:
    // an entry's score sums its words' either way, so the entries of an any-word search that match every
    // word are the every-word search's, in its order (searching twice cost a query matching nothing double).
    const any = index.search(query, { combineWith: "OR" });
    const every = any.filter((hit) => hit.queryTerms.length === terms.length);
    const hits = every.length > 0 ? every : any;
    return hits.slice(0, SEARCH_QUERY.maxLimit).flatMap((hit) => {
      const entry = byKey.get(String(hit.id));
      if (!entry) return [];
      const [type, id, title, url, text] = entry;
      return [
        {
          type,
          id,
          title,
          url,
          snippet: snippet(text, hit.terms),
          score: Math.round(hit.score * 1000) / 1000,
        },
      ];
    });
  };
  return (query, limit) => {
    const terms = searchTerms(query);
    const key = terms.join(" ");
    let results = recent.get(key);
    if (!results) {
      results = rank(terms);
      recent.set(key, results, 2 * key.length + JSON.stringify(results).length);
    }
    return results.slice(0, limit);
  };
}
