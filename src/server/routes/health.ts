// GET /healthz: the trivial route load balancers and the benchmark's baseline use.
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
}
