// GET /api/agent and GET /openapi.json: built once from the contract and served with ETags.
import type { FastifyInstance } from "fastify";
import { agentManifest } from "../../discovery/agent-manifest.js";
import { openApiDocument } from "../../discovery/openapi.js";
import { sendStatic, staticBody } from "../static-response.js";

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const manifest = staticBody(agentManifest);
  const openapi = staticBody(openApiDocument);
  app.get("/api/agent", async (request, reply) => sendStatic(request, reply, manifest));
  app.get("/openapi.json", async (request, reply) => sendStatic(request, reply, openapi));
}
