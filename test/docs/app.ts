// A real Fastify app for the docs and search tests: the docs and search plugins beside the routes their
// links and examples reach (generation, catalogs, discovery, the Studio), driven with inject().

import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { defaultCaches } from "../../src/cache/regions.js";
import { openDocs } from "../../src/docs/served.js";
import { DEFAULT_CONFIG } from "../../src/policy/config.js";
import { registerErrorHandling } from "../../src/server/errors.js";
import { Artifacts } from "../../src/server/files/artifacts.js";
import { packageRoot } from "../../src/server/package-root.js";
import { catalogRoutes } from "../../src/server/routes/catalogs.js";
import { discoveryRoutes } from "../../src/server/routes/discovery.js";
import { docsRoutes } from "../../src/server/routes/docs.js";
import { generateRoutes } from "../../src/server/routes/generate.js";
import { mcpRoutes } from "../../src/server/routes/mcp.js";
import { searchRoutes } from "../../src/server/routes/search.js";
import { studioRoutes } from "../../src/server/routes/studio.js";

export interface DocsApp {
  get(path: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(body: unknown): Promise<LightMyRequestResponse>;
}

/**
 * A reader of the bodies a set of links leads to: each path is fetched once and must answer 200 (`link`
 * names what led there, for the failure message).
 */
export function bodyReader(app: DocsApp): (path: string, link: string) => Promise<string> {
  const bodies = new Map<string, string>();
  return async (path, link) => {
    let body = bodies.get(path);
    if (body === undefined) {
      const response = await app.get(path);
      expect(response.statusCode, link).toBe(200);
      body = response.body;
      bodies.set(path, body);
    }
    return body;
  };
}

export async function buildDocsApp(): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const docs = await openDocs(packageRoot());
  await app.register(docsRoutes, { docs });
  await app.register(searchRoutes, { docs });
  for (const routes of [catalogRoutes, discoveryRoutes, studioRoutes]) await app.register(routes);
  const artifacts = new Artifacts({
    caches: defaultCaches(),
    fileThreads: DEFAULT_CONFIG.fileThreads,
  });
  app.addHook("onClose", () => artifacts.close());
  await app.register(generateRoutes, { artifacts });
  await app.register(mcpRoutes, { artifacts, docs });
  await app.ready();
  return app;
}

/** Registers beforeAll/afterAll hooks around one app for the test file. */
export function useDocsApp(): DocsApp {
  let app: FastifyInstance | undefined;
  const ready = () => {
    if (!app) throw new Error("the docs app is not built yet");
    return app;
  };
  beforeAll(async () => {
    app = await buildDocsApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get: (url, headers = {}) => ready().inject({ method: "GET", url, headers }),
    post: (body) =>
      ready().inject({
        method: "POST",
        url: "/api/generate",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      }),
  };
}

/** Every fenced block of a markdown text with its info string (`json`, `json invalid`, `sh`). */
export function fencedBlocks(markdown: string): { info: string; text: string }[] {
  return [...markdown.matchAll(/^(`{3,})([^\n`]*)\n([\s\S]*?)\n\1$/gmu)].map((m) => ({
    info: (m[2] ?? "").trim(),
    text: m[3] ?? "",
  }));
}
