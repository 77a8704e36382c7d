// Shared by the property tests: two independent apps (so a repeated request is answered by a second app with its
// own response cache, not read back from the first one's), the seed, and POST /api/generate through inject().
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../src/server/app.js";

/**
 * Every property runs from this seed, so a failure reproduces (fast-check prints the seed and path of its
 * case). PROPERTY_SEED explores others.
 */
export const SEED = Number(process.env.PROPERTY_SEED ?? 0x4d617271); // "Marq"

export interface Apps {
  first: FastifyInstance;
  second: FastifyInstance;
}

/** Two apps built before the file's tests and closed after them. */
export function useApps(): Apps {
  const apps = {} as Apps;
  beforeAll(async () => {
    apps.first = await buildApp();
    apps.second = await buildApp();
  });
  afterAll(async () => {
    await Promise.all([apps.first?.close(), apps.second?.close()]);
  });
  return apps;
}

/** POSTs JSON text to /api/generate. */
export const postText = (app: FastifyInstance, text: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: "POST",
    url: "/api/generate",
    headers: { "content-type": "application/json" },
    payload: text,
  });

/** POSTs a value, serialized as JSON, to /api/generate. */
export const post = (app: FastifyInstance, body: unknown): Promise<LightMyRequestResponse> =>
  postText(app, JSON.stringify(body) ?? "null");
