import { defineConfig } from "vitest/config";

// Two cores: keep the pool small so HTTP and raster tests do not starve each other.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/build-studio.ts"],
    pool: "forks",
    maxWorkers: 2,
    // Files share a worker's module graph: importing the contract, zod and the renderers once per worker, not
    // once per file, saved a quarter of the suite's time. Safe because no test mocks or stubs a module, and
    // tests that need a cold cache or a fresh process ask for it (CacheSet.clear(), child processes).
    isolate: false,
    testTimeout: 30_000,
  },
});
