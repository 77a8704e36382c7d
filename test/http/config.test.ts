// The environment → configuration table: defaults, strict parsing with every problem named at once, and
// every variable documented (the operations page is generated from the table; the README lists each name).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDocs } from "../../src/docs/load.js";
import {
  ConfigError,
  DEFAULT_CONFIG,
  defaultMaxHeapMb,
  readConfig,
  SETTINGS,
} from "../../src/policy/config.js";
import { packageRoot } from "../../src/server/package-root.js";

describe("readConfig", () => {
  it("gives the defaults for an empty environment, and treats empty variables as unset", () => {
    expect(readConfig({})).toEqual(DEFAULT_CONFIG);
    expect(readConfig({ PORT: "", MARQUE_RATE_LIMIT: " " })).toEqual(DEFAULT_CONFIG);
    expect(DEFAULT_CONFIG.rateLimit).toBeUndefined();
    expect(DEFAULT_CONFIG.maxHeapMb).toBe(defaultMaxHeapMb());
    expect(DEFAULT_CONFIG.maxHeapMb).toBeGreaterThan(100);
  });

  it("reads every variable", () => {
    expect(
      readConfig({
        PORT: "9000",
        HOST: "0.0.0.0",
        LOG_LEVEL: "warn",
        MARQUE_REQUEST_TIMEOUT_MS: "20000",
        MARQUE_HEADERS_TIMEOUT_MS: "5000",
        MARQUE_KEEP_ALIVE_TIMEOUT_MS: "2000",
        MARQUE_MAX_CONNECTIONS: "64",
        MARQUE_FIRST_BYTE_TIMEOUT_MS: "1500",
        MARQUE_MAX_CONNECTIONS_PER_ADDRESS: "0",
        MARQUE_MAX_EVENT_LOOP_DELAY_MS: "0",
        MARQUE_MAX_HEAP_MB: "512",
        MARQUE_RATE_LIMIT: "60/second",
        MARQUE_TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1",
        MARQUE_RESPONSE_CACHE_MB: "0",
        MARQUE_CACHE_MB: "64",
        MARQUE_FILE_THREADS: "2",
        MARQUE_SHUTDOWN_GRACE_MS: "3000",
        WEB_CONCURRENCY: "3",
      }),
    ).toEqual({
      port: 9000,
      host: "0.0.0.0",
      logLevel: "warn",
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 2_000,
      maxConnections: 64,
      firstByteTimeoutMs: 1_500,
      maxConnectionsPerAddress: 0,
      maxEventLoopDelayMs: 0,
      maxHeapMb: 512,
      rateLimit: { max: 60, window: "second" },
      trustProxy: ["10.0.0.0/8", "127.0.0.1", "::1"],
      responseCacheMb: 0,
      cacheMb: 64,
      fileThreads: 2,
      shutdownGraceMs: 3_000,
      webConcurrency: 3,
    });
    expect(readConfig({ MARQUE_TRUST_PROXY: "2" }).trustProxy).toBe(2);
  });

  it("names every bad variable at once, with what it accepts", () => {
    let error: unknown;
    try {
      readConfig({
        PORT: "80a",
        LOG_LEVEL: "loud",
        MARQUE_REQUEST_TIMEOUT_MS: "0",
        MARQUE_MAX_CONNECTIONS: "1e3",
        MARQUE_RATE_LIMIT: "100/day",
        MARQUE_TRUST_PROXY: "10.0.0.0/33",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((problem) => problem.split("=")[0])).toEqual([
      "PORT",
      "LOG_LEVEL",
      "MARQUE_REQUEST_TIMEOUT_MS",
      "MARQUE_MAX_CONNECTIONS",
      "MARQUE_RATE_LIMIT",
      "MARQUE_TRUST_PROXY",
    ]);
    expect(message).toContain('PORT="80a": must be a whole number from 0 to 65535');
    expect(message).toContain(
      'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(message).toContain('MARQUE_TRUST_PROXY="10.0.0.0/33": must be a number of proxy hops');
  });

  it("refuses a cache budget too small for the fonts one render draws", () => {
    expect(() => readConfig({ MARQUE_CACHE_MB: "16" })).toThrow(
      'MARQUE_CACHE_MB="16": must be a whole number from 32 to 65536',
    );
    expect(readConfig({ MARQUE_CACHE_MB: "32" }).cacheMb).toBe(32);
  });

  it("refuses a headers timeout longer than the request timeout", () => {
    expect(() => readConfig({ MARQUE_HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      "MARQUE_HEADERS_TIMEOUT_MS (40000) must not exceed MARQUE_REQUEST_TIMEOUT_MS (30000)",
    );
  });

  it.each(["yes", "true", "10.0.0", "10.0.0.1/", "example.com", "0"])(
    "refuses MARQUE_TRUST_PROXY=%j",
    (raw) => {
      expect(() => readConfig({ MARQUE_TRUST_PROXY: raw })).toThrow(ConfigError);
    },
  );
});

describe("documentation of the variables", () => {
  it("the operations page lists every variable with its default", () => {
    const page = loadDocs(packageRoot()).site.page("operations")?.markdown ?? "";
    for (const setting of SETTINGS) expect(page).toContain(`| \`${setting.name}\` | ${setting.shown} |`);
  });

  it("the README names every variable", () => {
    const readme = readFileSync(join(packageRoot(), "README.md"), "utf8");
    for (const setting of SETTINGS) expect(readme).toContain(`\`${setting.name}\``);
  });
});
