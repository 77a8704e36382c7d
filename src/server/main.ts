// Starts Marque on HOST:PORT (default 127.0.0.1:8080) and closes gracefully on SIGINT/SIGTERM.
import { buildApp } from "./app.js";

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";

// Only method, URL and status are logged by Fastify's serializers here; request bodies never are.
const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? "info" } });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
