// The caches of a thread, named once: what each region keeps and its share of the thread's budget, and the
// thread's default set, which renderers use. A module's state is per thread, so the server's event loop, its
// render thread and each file thread have a set of their own, each within the budget (MARQUE_CACHE_MB).
// Renderers take the default set rather than a parameter: the caches sit deep under signatures (a data URL is
// inspected inside the contract's schema, an identity resolved inside every renderer), and threading a set
// through each would change every renderer's interface for what only tests and the edge ever choose.
import { CacheSet, type RegionPlan } from "./cache-set.js";

const MB = 1024 * 1024;

/** The default budget of one thread's caches, in MB (MARQUE_CACHE_MB). */
export const DEFAULT_CACHE_MB = 48;
/**
 * The least budget the server takes: below it the font files one render draws no longer fit in their region
 * and are parsed again and again (the warm-up took 4 s at 32 MB, 19 s at 24 and 150 s at 16).
 */
export const MIN_CACHE_MB = 32;

/**
 * Each region's cap as a share of the budget. The shares add up past 1 on purpose: a region may grow into what
 * others leave unused, and the set's budget bounds them together.
 */
export const CACHE_REGIONS = {
  /** Generated answers to repeated request bodies (server/response-cache.ts; MARQUE_RESPONSE_CACHE_MB caps it). */
  responses: { share: 1 / 6 },
  /** Files (PNG, PDF…) made of repeated requests (MARQUE_RESPONSE_CACHE_MB caps it too). */
  "file-responses": { share: 1 / 6 },
  /** Font files parsed by fontkit, counted at their estimated heap (render/text/book.ts). */
  "parsed-fonts": { share: 2 / 3 },
  /** Shaped words and lines, and the pieces fontkit laid out for them. */
  "shaped-text": { share: 1 / 6 },
  /** Seams between words and widths of measured texts: small entries. */
  "text-metrics": { share: 1 / 48 },
  /** Text blocks laid out in boxes (render/text/laid-out.ts). */
  "laid-out-text": { share: 1 / 6 },
  /** Path data of glyphs drawn as outlines (render/text/outline.ts). */
  "glyph-paths": { share: 1 / 12 },
  /** Paragraphs cut where lines may end (render/text/breaks.ts). */
  "line-breaks": { share: 1 / 48 },
  /** Traced contours of topographic backgrounds. */
  contours: { share: 1 / 16 },
  /** Callers' data URLs inspected (contract/data-url.ts); the largest entry a quarter of the region. */
  "image-inspections": { share: 1 / 12, largestShare: 1 / 4 },
  /** Logos read from callers' data URLs (catalog/identities/logo.ts). */
  logos: { share: 1 / 24, largestShare: 1 / 2 },
  /** Identities resolved with callers' overrides (catalog/identities/resolve.ts). */
  identities: { share: 1 / 24, largestShare: 1 / 2 },
  /** Docs pages, /llms.txt and /llms-full.txt read from disk, with their compressed forms (routes/docs.ts). */
  docs: { share: 1 / 24 },
  /** Results of docs searches. */
  "search-results": { share: 1 / 48 },
  /** Surface texture maps drawn for GET /api/surface-textures (server/routes/catalogs.ts). */
  "surface-textures": { share: 1 / 12 },
  /** Studio font files read from disk, compressed, for GET /studio/fonts (server/routes/studio.ts). */
  "studio-fonts": { share: 1 / 24 },
} as const satisfies Record<string, RegionPlan>;

export type CacheRegionName = keyof typeof CACHE_REGIONS;

/**
 * The budget of a helper thread's set (the render thread's, each file thread's): half the event loop's. A
 * helper draws one request at a time and needs only that request's fonts and images, while the event loop
 * keeps what every request shares; each thread's heap also carries its own copy of the code (~30 MB), so a
 * worker with both threads busy held ~80 MB more at the full budget.
 */
export const helperThreadBudget = (eventLoopBytes: number): number => Math.floor(eventLoopBytes / 2);

/**
 * The render thread renders only bodies with callers' images (64 KB and more): its image regions take most of
 * its budget (an identity with a ~1.3 MB SVG logo is counted ~5.3 MB and must fit in half of its region).
 */
export const renderThreadRegions = (maxBytes: number): Partial<Record<CacheRegionName, number>> => ({
  "image-inspections": Math.floor((2 / 3) * maxBytes),
  logos: Math.floor(maxBytes / 2),
  identities: Math.floor(maxBytes / 2),
});

let defaults: CacheSet<CacheRegionName> | undefined;

/** What a thread of the server is told of its caches when it starts (its workerData). */
export interface ThreadCaches {
  /** The set's budget (MARQUE_CACHE_MB). */
  cacheBytes?: number;
}

/**
 * Sizes this thread's set as `data` (its workerData) says, the default budget when it says none, and any
 * region `fixed` sizes in bytes of that budget.
 */
export function sizeThreadCaches(
  data: unknown,
  fixed: (bytes: number) => Partial<Record<CacheRegionName, number>> = () => ({}),
): void {
  const caches = defaultCaches();
  const bytes = (data as ThreadCaches | null | undefined)?.cacheBytes ?? caches.maxBytes;
  caches.resize(bytes, fixed(bytes));
}

/**
 * A set of its own, of `maxBytes` (default: the default budget), with the regions in `fixed` capped in bytes:
 * what a test or a tool that must not share this thread's caches gives a font book.
 */
export function createCaches(
  maxBytes = DEFAULT_CACHE_MB * MB,
  fixed: Partial<Record<CacheRegionName, number>> = {},
): CacheSet<CacheRegionName> {
  const caches = new CacheSet<CacheRegionName>(maxBytes, CACHE_REGIONS);
  caches.resize(maxBytes, fixed);
  return caches;
}

/** This thread's cache set (made on first use at the default budget; the edge resizes it at start-up). */
export function defaultCaches(): CacheSet<CacheRegionName> {
  defaults ??= new CacheSet<CacheRegionName>(DEFAULT_CACHE_MB * MB, CACHE_REGIONS);
  return defaults;
}
