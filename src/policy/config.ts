// The server's configuration: every environment variable main.ts reads, its default and how it is parsed,
// declared once here. The docs' operations page is generated from the same table.
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { getHeapStatistics } from "node:v8";
import { DEFAULT_CACHE_MB, MIN_CACHE_MB } from "../cache/regions.js";
import { parseRateLimit, type RateLimit } from "./rate-limit.js";

const MB = 1024 * 1024;

/** What buildApp needs: timeouts, bounds, load shedding, rate limit and proxy trust. */
export interface AppConfig {
  /** Whole request, headers and body, from the first byte (408 after). */
  requestTimeoutMs: number;
  /** Request line and headers (408 after). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections; more are closed as they arrive. */
  maxConnections: number;
  /** A new connection that has sent no byte is closed after this (at most the headers timeout applies). */
  firstByteTimeoutMs: number;
  /** Open connections per client address and process; more are closed as they arrive (0: no cap). */
  maxConnectionsPerAddress: number;
  /** Mean event-loop delay past which requests get 503 (0: not checked). */
  maxEventLoopDelayMs: number;
  /** Used V8 heap past which requests get 503 (0: not checked). */
  maxHeapMb: number;
  /** Requests per client address and window; undefined: no rate limit. */
  rateLimit: RateLimit | undefined;
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs; undefined: none. */
  trustProxy: number | readonly string[] | undefined;
  /** MB of generated responses kept in memory to answer repeated requests (0: none), within cacheMb. */
  responseCacheMb: number;
  /** MB all the caches of one thread keep together (cache/regions.ts). */
  cacheMb: number;
  /** Threads per process drawing PNG, WebP, AVIF, JPEG and PDF files off the event loop. */
  fileThreads: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  logLevel: string;
  /** How long SIGTERM waits for in-flight requests before closing their connections. */
  shutdownGraceMs: number;
  /** Server processes (cluster workers); 1 runs a single process with no cluster primary. */
  webConcurrency: number;
}

/** 90 % of this process's V8 heap limit (`--max-old-space-size`), in MB: shed load before running out. */
export const defaultMaxHeapMb = () => Math.floor((getHeapStatistics().heap_size_limit * 0.9) / MB);

/** Production defaults: what main.ts runs with when no variable is set. */
export const DEFAULT_CONFIG: ServerConfig = {
  port: 8080,
  host: "127.0.0.1",
  logLevel: "info",
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 1_000,
  firstByteTimeoutMs: 3_000,
  maxConnectionsPerAddress: 64,
  maxEventLoopDelayMs: 1_000,
  maxHeapMb: defaultMaxHeapMb(),
  rateLimit: undefined,
  trustProxy: undefined,
  responseCacheMb: 8,
  cacheMb: DEFAULT_CACHE_MB,
  fileThreads: 1,
  shutdownGraceMs: 10_000,
  webConcurrency: availableParallelism(),
};

/**
 * The memory to give a worker at the defaults, under any traffic (docs/operations.md; `npm run soak`, `npm run
 * fuzz` and `npm run heavy` fail past it): its process's resident set size, its threads included (the render
 * thread's and the file pool's heaps live in the same process), which is what `ps`, `top` and a container's
 * memory limit see. It was 200 MB, a figure set on Node 20 before the render thread: on Node 24, which the
 * image ships, a warmed worker holds ~180–195 MB idle (the binary's pages ~45 MB, malloc ~30–40 MB, the heap),
 * and a busy render thread is a second heap with its own copy of the code.
 */
export const WORKER_MEMORY_BUDGET_MB = 512;

/** Fixed edge constants (not configurable), named once for the code and the docs. */
export const EDGE = {
  /** Seconds a 503 `overloaded` asks the client to wait (Retry-After). */
  overloadRetryAfterSeconds: 10,
  /** After an answer given before the body was read: at most this many more bytes are read and discarded… */
  drainMaxBytes: 16 * MB,
  /** …for at most this long, then the connection is closed. */
  drainMaxMs: 5_000,
  /** A connection silent in both directions this many request timeouts long is closed (a client that stops reading). */
  idleTimeoutFactor: 2,
  /** Only the answers to generate request bodies up to this size (settings, not images) are cached. */
  responseCacheMaxRequestBytes: 16 * 1024,
  /** Generate request bodies this large or larger (caller images) are rendered on the render thread (render-pool.ts). */
  renderThreadFromBytes: 64 * 1024,
  /** Renders waiting for the render thread, at most (beyond, 503 `overloaded`); one more runs. */
  renderThreadQueue: 32,
  /** The render thread and the file pool's threads end after this long without work, giving back their memory. */
  threadIdleMs: 30_000,
  /** Generate requests start rendering in one turn of the event loop while the turn has used less than this (see RenderQueue). */
  renderSliceMs: 10,
  /** A chunked request body starts in a buffer this large and doubles as it grows. */
  bodyInitialBytes: 16 * 1024,
  /** A body whose first this-many chunks (or more)… */
  trickleMinChunks: 1024,
  /** …average under this many bytes is refused (400): each chunk costs the parser far more than its bytes. */
  trickleMinMeanChunkBytes: 64,
  /** Files waiting for a thread of the file pool, per thread, beyond which requests get 503 `overloaded`. */
  fileQueuePerThread: 16,
} as const;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** One environment variable: the config key it sets, its default as people read it, and its parser. */
export interface Setting<K extends keyof ServerConfig = keyof ServerConfig> {
  readonly name: string;
  readonly key: K;
  /** The default, as the docs show it. */
  readonly shown: string;
  readonly meaning: string;
  /** Parses a set (non-empty) value, or throws an Error whose message says what is accepted. */
  readonly parse: (raw: string) => ServerConfig[K];
}

function integer(min: number, max: number, unit = "") {
  return (raw: string): number => {
    const value = /^[0-9]{1,10}$/u.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) {
      throw new Error(`must be a whole number${unit} from ${min} to ${max}`);
    }
    return value;
  };
}

const milliseconds = integer(1, 3_600_000, " of milliseconds");
const seconds = (ms: number) => `${ms / 1000} s`;

function trustProxy(raw: string): number | readonly string[] {
  if (/^[0-9]+$/u.test(raw)) return integer(1, 10)(raw);
  const entries = raw.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^[0-9]{1,3}$/u.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !validPrefix || rest.length > 0) {
      throw new Error(
        `must be a number of proxy hops (e.g. 1) or comma-separated proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,::1); ${JSON.stringify(entry)} is neither`,
      );
    }
  }
  return entries;
}

/** A setting of any key, each one typed by its own. */
export type AnySetting = { [K in keyof ServerConfig]: Setting<K> }[keyof ServerConfig];

/** Every variable main.ts reads, in the order the docs list them. */
export const SETTINGS: readonly AnySetting[] = [
  {
    name: "PORT",
    key: "port",
    shown: "8080",
    meaning: "TCP port to listen on (0: any free port)",
    parse: integer(0, 65_535),
  },
  {
    name: "HOST",
    key: "host",
    shown: "127.0.0.1",
    meaning: "address to listen on (0.0.0.0 for every interface)",
    parse: (raw) => raw,
  },
  {
    name: "LOG_LEVEL",
    key: "logLevel",
    shown: "info",
    meaning: `one of ${LOG_LEVELS.join(", ")}; request lines are logged at info`,
    parse: (raw) => {
      if (!(LOG_LEVELS as readonly string[]).includes(raw))
        throw new Error(`must be one of ${LOG_LEVELS.join(", ")}`);
      return raw;
    },
  },
  {
    name: "MARQUE_REQUEST_TIMEOUT_MS",
    key: "requestTimeoutMs",
    shown: seconds(DEFAULT_CONFIG.requestTimeoutMs),
    meaning: "time to receive a whole request, headers and body; later gets 408 `request_timeout`",
    parse: milliseconds,
  },
  {
    name: "MARQUE_HEADERS_TIMEOUT_MS",
    key: "headersTimeoutMs",
    shown: seconds(DEFAULT_CONFIG.headersTimeoutMs),
    meaning:
      "time to receive the request line and headers; later gets 408 `request_timeout`. At most the request timeout",
    parse: milliseconds,
  },
  {
    name: "MARQUE_KEEP_ALIVE_TIMEOUT_MS",
    key: "keepAliveTimeoutMs",
    shown: seconds(DEFAULT_CONFIG.keepAliveTimeoutMs),
    meaning: "an idle keep-alive connection is closed after this",
    parse: milliseconds,
  },
  {
    name: "MARQUE_MAX_CONNECTIONS",
    key: "maxConnections",
    shown: String(DEFAULT_CONFIG.maxConnections),
    meaning: "open connections at once; further connections are closed as they arrive",
    parse: integer(1, 1_000_000),
  },
  {
    name: "MARQUE_FIRST_BYTE_TIMEOUT_MS",
    key: "firstByteTimeoutMs",
    shown: seconds(DEFAULT_CONFIG.firstByteTimeoutMs),
    meaning:
      "a new connection that has sent nothing in this time is closed, without an answer; a shorter headers timeout applies instead",
    parse: milliseconds,
  },
  {
    name: "MARQUE_MAX_CONNECTIONS_PER_ADDRESS",
    key: "maxConnectionsPerAddress",
    shown: String(DEFAULT_CONFIG.maxConnectionsPerAddress),
    meaning:
      "open connections from one client address, per server process; further ones are closed as they arrive. Connections from the proxies of `MARQUE_TRUST_PROXY` are not capped; 0 turns the cap off",
    parse: integer(0, 1_000_000),
  },
  {
    name: "MARQUE_MAX_EVENT_LOOP_DELAY_MS",
    key: "maxEventLoopDelayMs",
    shown: `${DEFAULT_CONFIG.maxEventLoopDelayMs} ms`,
    meaning:
      "mean event-loop delay (sampled each second) past which requests get 503 `overloaded`; 0 turns the check off",
    parse: integer(0, 3_600_000),
  },
  {
    name: "MARQUE_MAX_HEAP_MB",
    key: "maxHeapMb",
    shown: "90 % of V8's heap limit",
    meaning: "used JavaScript heap past which requests get 503 `overloaded`; 0 turns the check off",
    parse: integer(0, 1_000_000),
  },
  {
    name: "MARQUE_RATE_LIMIT",
    key: "rateLimit",
    shown: "off",
    meaning:
      "requests per client address: `<count>/<second|minute|hour>` (e.g. `120/minute`) or a bare count per minute; more get 429 `rate_limited`. Unset or empty: no limit",
    parse: parseRateLimit,
  },
  {
    name: "MARQUE_TRUST_PROXY",
    key: "trustProxy",
    shown: "off",
    meaning:
      "the proxies in front of Marque whose `X-Forwarded-For` names the client (for the rate limit and logs): a hop count (e.g. `1`) or comma-separated addresses/CIDR ranges (e.g. `10.0.0.0/8`)",
    parse: trustProxy,
  },
  {
    name: "MARQUE_RESPONSE_CACHE_MB",
    key: "responseCacheMb",
    shown: `${DEFAULT_CONFIG.responseCacheMb} MB`,
    meaning: `memory kept for generated answers, so an identical request body (up to ${EDGE.responseCacheMaxRequestBytes / 1024} KB) is answered without rendering again (kept from the second time a body is seen); least recently used go first; 0 turns the cache off`,
    parse: integer(0, 4_096),
  },
  {
    name: "MARQUE_CACHE_MB",
    key: "cacheMb",
    shown: `${DEFAULT_CONFIG.cacheMb} MB`,
    meaning: `memory all the caches of the event loop keep together (parsed fonts, shaped and laid-out text, callers' images, generated answers…); the render thread and each file thread have half of it each, of their own. Each kind has a share of it; the least recently used go first. The budget is logged at start-up and each kind's use answered by \`GET /healthz?verbose\`. At least ${MIN_CACHE_MB}: below, the fonts one render draws no longer fit and are parsed again and again`,
    parse: integer(MIN_CACHE_MB, 65_536),
  },
  {
    name: "MARQUE_FILE_THREADS",
    key: "fileThreads",
    shown: String(DEFAULT_CONFIG.fileThreads),
    meaning: `threads per server process that draw PNG, WebP, AVIF, JPEG and PDF files and decks (PDF, PPTX), off the event loop (with one process per core, one each keeps every core busy); ${EDGE.fileQueuePerThread} files a thread may wait, more get 503 \`overloaded\``,
    parse: integer(1, 64),
  },
  {
    name: "MARQUE_SHUTDOWN_GRACE_MS",
    key: "shutdownGraceMs",
    shown: seconds(DEFAULT_CONFIG.shutdownGraceMs),
    meaning:
      "after SIGTERM or SIGINT, how long in-flight requests may take before their connections are closed",
    parse: milliseconds,
  },
  {
    name: "WEB_CONCURRENCY",
    key: "webConcurrency",
    shown: "one per available core",
    meaning:
      "server processes: a primary runs this many workers sharing the port and replaces any that dies; 1 runs a single process with no primary (one per container or pod when an orchestrator scales out)",
    parse: integer(1, 256),
  },
];

/** A configuration that cannot start: every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the configuration from the environment; an empty variable counts as unset. Throws ConfigError. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const config: Record<string, unknown> = { ...DEFAULT_CONFIG };
  const problems: string[] = [];
  for (const setting of SETTINGS) {
    const raw = env[setting.name]?.trim();
    if (raw === undefined || raw === "") continue;
    try {
      config[setting.key] = setting.parse(raw);
    } catch (error) {
      problems.push(`${setting.name}=${JSON.stringify(raw.slice(0, 80))}: ${(error as Error).message}`);
    }
  }
  const result = config as unknown as ServerConfig;
  if (problems.length === 0 && result.headersTimeoutMs > result.requestTimeoutMs) {
    problems.push(
      `MARQUE_HEADERS_TIMEOUT_MS (${result.headersTimeoutMs}) must not exceed MARQUE_REQUEST_TIMEOUT_MS (${result.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return result;
}
