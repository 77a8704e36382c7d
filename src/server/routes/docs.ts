// /docs, /docs/<path>, /docs/<path>.md, /llms.txt and /llms-full.txt: the markdown in docs/, expanded and
// rendered by `npm run build` (docs/served.ts), served with ETags (304 on revalidation) and a five-minute
// cache. A file is read from disk when asked for and the most recently asked kept, compressed forms with them,
// in region "docs" of the cache set. HTML pages carry a Content-Security-Policy that allows their one inline
// stylesheet and nothing else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CacheSet } from "../../cache/cache-set.js";
import { Lru } from "../../cache/lru.js";
import { type CacheRegionName, defaultCaches } from "../../cache/regions.js";
import { ApiError } from "../../contract/api-error.js";
import { RESOURCE_PATHS } from "../../contract/index.js";
import { DOCS_FILES, pageFile, type ServedDocs } from "../../docs/served.js";
import { docsPolicy, pageHeaders } from "../../policy/security-headers.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const HTML = "text/html; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";

export interface DocsRoutesOptions {
  docs: ServedDocs;
  /** Default: this thread's set (cache/regions.ts). */
  caches?: CacheSet<CacheRegionName>;
}

interface Kept {
  body: StaticBody;
  headers: Record<string, string>;
}

/**
 * A kept file is counted at twice its size: its brotli and gzip forms, made when first asked for, add up to
 * about half of it, and the rest is its ETags and headers.
 */
const KEPT_FACTOR = 2;

export async function docsRoutes(
  app: FastifyInstance,
  { docs, caches = defaultCaches() }: DocsRoutesOptions,
): Promise<void> {
  const kept = new Lru<Kept>(caches.region("docs"));
  const pagePaths = docs.site.pages.map((p) => p.path).join(", ");

  /** The file's body and headers, from the cache or read afresh; undefined when the site has no such file. */
  const served = (name: string, mediaType: string): Kept | undefined => {
    let file = kept.get(name);
    if (!file) {
      const bytes = docs.file(name);
      if (!bytes) return undefined;
      const headers = mediaType === HTML ? pageHeaders(docsPolicy(bytes.toString("utf8"))) : {};
      file = { body: staticBody(bytes, mediaType), headers };
      kept.set(name, file, KEPT_FACTOR * bytes.byteLength);
    }
    return file;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, file: Kept) =>
    sendStatic(request, reply.headers(file.headers), file.body);
  const text = (name: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const file = served(name, TEXT);
    if (!file) throw new ApiError("internal_error", `the docs site has no ${name}`);
    return send(request, reply, file);
  };

  app.get(RESOURCE_PATHS.llms, text(DOCS_FILES.llms));
  app.get(RESOURCE_PATHS.llmsFull, text(DOCS_FILES.llmsFull));

  const page = (path: string): Kept => {
    const isMarkdown = path.endsWith(".md");
    const name = (isMarkdown ? path.slice(0, -3) : path) || "index";
    const file = served(pageFile(name, isMarkdown), isMarkdown ? MARKDOWN : HTML);
    if (!file) {
      throw new ApiError(
        "not_found",
        `no documentation page ${JSON.stringify(path.slice(0, 200))}; pages: ${pagePaths}`,
        "path",
      );
    }
    return file;
  };
  app.get(RESOURCE_PATHS.docs, async (request, reply) => send(request, reply, page("index")));
  app.get(`${RESOURCE_PATHS.docs}/*`, async (request, reply) => {
    const path = (request.params as { "*": string })["*"].replace(/\/$/u, "");
    return send(request, reply, page(path));
  });
}
