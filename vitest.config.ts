import { defineConfig } from "vitest/config";

// Two cores: keep the pool small so HTTP and raster tests do not starve each other.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/build-studio.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
