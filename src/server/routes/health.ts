// GET /healthz: the trivial route load balancers and the benchmark's baseline use. It answers while the
// process lives, even when other routes shed load (503) or are rate-limited: it says "alive", not "idle".
import type { FastifyInstance } from "fastify";

export const HEALTH_PATH = "/healthz";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(HEALTH_PATH, async () => ({ status: "ok" }));
}
