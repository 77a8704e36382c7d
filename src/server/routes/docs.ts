// /docs, /docs/<path>, /docs/<path>.md, /llms.txt, /llms-full.txt and /api/search, from the markdown in
// docs/ (read once at startup) and the catalogs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { FastifyInstance } from "fastify";
import { SEARCH_QUERY } from "../../contract/index.js";
import { createSearch } from "../../docs/search.js";
import { buildDocsSite, type DocSource } from "../../docs/site.js";
import { ApiError } from "../../generate/api-error.js";
import { packageRoot } from "../package-root.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const MARKDOWN = "text/markdown; charset=utf-8";
const HTML = "text/html; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";
const { defaultLimit: DEFAULT_LIMIT, maxLimit: MAX_LIMIT, maxQueryLength: MAX_QUERY } = SEARCH_QUERY;

function readSources(folder: string): DocSource[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith(".md") ? [path] : [];
    });
  return walk(folder).map((file) => ({
    path: relative(folder, file).split("\\").join("/").replace(/\.md$/u, ""),
    markdown: readFileSync(file, "utf8"),
  }));
}

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const site = buildDocsSite(readSources(join(packageRoot(), "docs")));
  const html = new Map<string, StaticBody>();
  const markdown = new Map<string, StaticBody>();
  for (const page of site.pages) {
    html.set(page.path, staticBody(page.html, HTML));
    markdown.set(page.path, staticBody(`${page.markdown}\n`, MARKDOWN));
  }
  const llms = staticBody(site.llms, TEXT);
  const llmsFull = staticBody(site.llmsFull, TEXT);
  app.get("/llms.txt", async (request, reply) => sendStatic(request, reply, llms));
  app.get("/llms-full.txt", async (request, reply) => sendStatic(request, reply, llmsFull));

  const index = html.get("index");
  app.get("/docs", async (request, reply) => sendStatic(request, reply, index as StaticBody));
  app.get("/docs/*", async (request, reply) => {
    const path = (request.params as { "*": string })["*"].replace(/\/$/u, "");
    const isMarkdown = path.endsWith(".md");
    const name = isMarkdown ? path.slice(0, -3) : path;
    const body = (isMarkdown ? markdown : html).get(name);
    if (!body) {
      throw new ApiError(
        "not_found",
        `no documentation page ${JSON.stringify(path)}; pages: ${site.pages.map((p) => p.path).join(", ")}`,
        "path",
      );
    }
    return sendStatic(request, reply, body);
  });

  const search = createSearch(site.pages);
  app.get("/api/search", async (request) => {
    const { q, limit } = request.query as { q?: unknown; limit?: unknown };
    const query = typeof q === "string" ? q.trim() : "";
    if (query === "") {
      throw new ApiError(
        "invalid_request",
        "q is required: the text to search for, e.g. /api/search?q=dither",
        "q",
        [{ code: "required", field: "q", message: "q is required and must not be blank" }],
      );
    }
    if (query.length > MAX_QUERY) {
      throw new ApiError("invalid_request", `q must be at most ${MAX_QUERY} characters`, "q", [
        {
          code: "too_long",
          field: "q",
          message: `at most ${MAX_QUERY} characters`,
          expected: `≤ ${MAX_QUERY} characters`,
        },
      ]);
    }
    const count = limit === undefined ? DEFAULT_LIMIT : Number(limit);
    if (!Number.isInteger(count) || count < 1 || count > MAX_LIMIT) {
      throw new ApiError("invalid_request", `limit must be an integer from 1 to ${MAX_LIMIT}`, "limit", [
        {
          code: "out_of_range",
          field: "limit",
          message: `an integer from 1 to ${MAX_LIMIT}`,
          expected: `integer 1 to ${MAX_LIMIT}`,
          received: String(limit).slice(0, 40),
        },
      ]);
    }
    return { query, results: search(query, count) };
  });
}
