// Starts the real Marque server on an ephemeral loopback port for a test file.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/server/app.js";

export interface TestServer {
  url: string;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  postJson(body: unknown): Promise<{ status: number; json: any; headers: Headers }>;
}

/** Registers beforeAll/afterAll hooks and returns a handle whose `url` is set once the server listens. */
export function useServer(): TestServer {
  let app: FastifyInstance | undefined;
  const server: TestServer = {
    url: "",
    post: (body, headers = { "content-type": "application/json" }) =>
      fetch(`${server.url}/api/generate`, {
        method: "POST",
        headers,
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    async postJson(body) {
      const response = await server.post(body);
      // Raw SVG answers are not JSON; callers that need the body use `post`.
      const isJson = response.headers.get("content-type")?.includes("json") ?? false;
      const json = isJson ? await response.json() : undefined;
      return { status: response.status, json, headers: response.headers };
    },
  };
  beforeAll(async () => {
    app = await buildApp();
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    server.url = address;
  });
  afterAll(async () => {
    await app?.close();
  });
  return server;
}

/**
 * Starts the server's render thread, which takes request bodies of 64 KB and more (EDGE.renderThreadFromBytes),
 * with such a body (refused: an unknown field): a test that times a large body then times the request, not
 * the thread's start, which under tsx compiles the renderer's modules (seconds).
 */
export async function startRenderThread(server: TestServer): Promise<void> {
  const response = await server.post({ kind: "background", settings: {}, pad: "x".repeat(70_000) });
  if (response.status !== 400) throw new Error(`the render thread's start answered ${response.status}`);
}
