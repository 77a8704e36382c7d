// The docs site and its search index (docs/load.ts: every page's markdown expanded and rendered, MiniSearch over
// them), loaded and built on the first request that needs them, not at start: ~10 MB of heap and ~25 MB of a
// server process's memory otherwise (marked, MiniSearch and the pages), for routes many processes never serve.

import type { Search } from "../docs/search.js";
import type { DocsSite } from "../docs/site.js";
import { packageRoot } from "./package-root.js";

export interface LoadedDocs {
  readonly site: DocsSite;
  readonly search: Search;
}

let loading: Promise<LoadedDocs> | undefined;

/** The docs site and search index of this server's package, built once on first use. */
export function docsSite(): Promise<LoadedDocs> {
  loading ??= import("../docs/load.js").then(({ loadDocs }) => loadDocs(packageRoot()));
  return loading;
}

/**
 * `build(docs)` made once, on the first call, from the docs site (a route's own bodies, made from the pages
 * once rather than on every request).
 */
export function onFirstUse<T>(build: (docs: LoadedDocs) => T): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () => {
    built ??= docsSite().then(build);
    return built;
  };
}
