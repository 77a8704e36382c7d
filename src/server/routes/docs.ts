// /docs, /docs/<path>, /docs/<path>.md, /llms.txt and /llms-full.txt: the markdown in docs/, expanded and
// rendered once at startup, served with ETags (304 on revalidation) and a five-minute cache. HTML pages carry
// a Content-Security-Policy that allows their one inline stylesheet and nothing else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { RESOURCE_PATHS } from "../../contract/index.js";
import { loadDocs } from "../../docs/load.js";
import { docsPolicy, pageHeaders } from "../../policy/security-headers.js";
import { packageRoot } from "../package-root.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const HTML = "text/html; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const { site } = loadDocs(packageRoot());
  const html = new Map<string, StaticBody>();
  const policies = new Map<StaticBody, Record<string, string>>();
  const markdown = new Map<string, StaticBody>();
  for (const page of site.pages) {
    const body = staticBody(page.html, HTML);
    html.set(page.path, body);
    policies.set(body, pageHeaders(docsPolicy(page.html)));
    markdown.set(page.path, staticBody(`${page.markdown}\n`, MARKDOWN));
  }
  const llms = staticBody(site.llms, TEXT);
  const llmsFull = staticBody(site.llmsFull, TEXT);

  app.get(RESOURCE_PATHS.llms, async (request, reply) => sendStatic(request, reply, llms));
  app.get(RESOURCE_PATHS.llmsFull, async (request, reply) => sendStatic(request, reply, llmsFull));

  const page = (path: string): StaticBody => {
    const isMarkdown = path.endsWith(".md");
    const name = (isMarkdown ? path.slice(0, -3) : path) || "index";
    const body = (isMarkdown ? markdown : html).get(name);
    if (!body) {
      throw new ApiError(
        "not_found",
        `no documentation page ${JSON.stringify(path.slice(0, 200))}; pages: ${site.pages.map((p) => p.path).join(", ")}`,
        "path",
      );
    }
    return body;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, body: StaticBody) =>
    sendStatic(request, reply.headers(policies.get(body) ?? {}), body);
  app.get(RESOURCE_PATHS.docs, async (request, reply) => send(request, reply, page("index")));
  app.get(`${RESOURCE_PATHS.docs}/*`, async (request, reply) => {
    const path = (request.params as { "*": string })["*"].replace(/\/$/u, "");
    return send(request, reply, page(path));
  });
}
