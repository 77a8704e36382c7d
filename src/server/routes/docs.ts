// /docs, /docs/<path>, /docs/<path>.md, /llms.txt and /llms-full.txt: the markdown in docs/, expanded and
// rendered once, on the first request for any of them (docs-site.ts), served with ETags (304 on revalidation) and a five-minute cache. HTML pages carry
// a Content-Security-Policy that allows their one inline stylesheet and nothing else.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import { RESOURCE_PATHS } from "../../contract/index.js";
import { docsPolicy, pageHeaders } from "../../policy/security-headers.js";
import { onFirstUse } from "../docs-site.js";
import { type StaticBody, sendStatic, staticBody } from "../static-response.js";

const HTML = "text/html; charset=utf-8";
const MARKDOWN = "text/markdown; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const bodies = onFirstUse(({ site }) => {
    const html = new Map<string, StaticBody>();
    const policies = new Map<StaticBody, Record<string, string>>();
    const markdown = new Map<string, StaticBody>();
    for (const page of site.pages) {
      const body = staticBody(page.html, HTML);
      html.set(page.path, body);
      policies.set(body, pageHeaders(docsPolicy(page.html)));
      markdown.set(page.path, staticBody(`${page.markdown}\n`, MARKDOWN));
    }
    const paths = site.pages.map((p) => p.path).join(", ");
    return {
      html,
      policies,
      markdown,
      paths,
      llms: staticBody(site.llms, TEXT),
      llmsFull: staticBody(site.llmsFull, TEXT),
    };
  });

  app.get(RESOURCE_PATHS.llms, async (request, reply) => sendStatic(request, reply, (await bodies()).llms));
  app.get(RESOURCE_PATHS.llmsFull, async (request, reply) =>
    sendStatic(request, reply, (await bodies()).llmsFull),
  );

  const send = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { html, markdown, policies, paths } = await bodies();
    const isMarkdown = path.endsWith(".md");
    const name = (isMarkdown ? path.slice(0, -3) : path) || "index";
    const body = (isMarkdown ? markdown : html).get(name);
    if (!body) {
      throw new ApiError(
        "not_found",
        `no documentation page ${JSON.stringify(path.slice(0, 200))}; pages: ${paths}`,
        "path",
      );
    }
    return sendStatic(request, reply.headers(policies.get(body) ?? {}), body);
  };
  app.get(RESOURCE_PATHS.docs, async (request, reply) => send(request, reply, "index"));
  app.get(`${RESOURCE_PATHS.docs}/*`, async (request, reply) => {
    const path = (request.params as { "*": string })["*"].replace(/\/$/u, "");
    return send(request, reply, path);
  });
}
