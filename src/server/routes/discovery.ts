// GET /api/agent and GET /openapi.json, built once from the contract and served with ETags; and GET /, which
// points wherever a visitor should start.
import type { FastifyInstance } from "fastify";
import { RESOURCE_PATHS, SERVICE_DESCRIPTION, SERVICE_NAME, SERVICE_VERSION } from "../../contract/index.js";
import { agentManifest } from "../../discovery/agent-manifest.js";
import { openApiDocument } from "../../discovery/openapi.js";
import { sendStatic, staticBody } from "../static-response.js";

export async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const manifest = staticBody(agentManifest);
  const openapi = staticBody(openApiDocument);
  app.get("/api/agent", async (request, reply) => sendStatic(request, reply, manifest));
  app.get("/openapi.json", async (request, reply) => sendStatic(request, reply, openapi));

  // A browser goes to the docs; a program or an agent is told where to start reading.
  const start = staticBody({
    name: SERVICE_NAME,
    version: SERVICE_VERSION,
    description: SERVICE_DESCRIPTION,
    start: {
      instructions: RESOURCE_PATHS.llms,
      agent: RESOURCE_PATHS.agent,
      openapi: RESOURCE_PATHS.openapi,
      docs: RESOURCE_PATHS.docs,
      studio: RESOURCE_PATHS.studio,
    },
  });
  app.get("/", async (request, reply) => {
    reply.header("vary", "Accept");
    if (request.headers.accept?.includes("text/html")) return reply.redirect(RESOURCE_PATHS.docs, 302);
    return sendStatic(request, reply, start);
  });
}
