// The exporter's settings, from the environment (MARQUE_EXPORT_*), with the contract's defaults.
import { EXPORT_DEFAULTS } from "../../contract/index.js";
import { DEFAULT_CHROMIUM_PATH } from "./chromium-flags.js";

export interface ExportConfig {
  pages: number;
  pagesPerBrowser: number;
  jobsPerPage: number;
  queue: number;
  ttlMs: number;
  resultMb: number;
  timeoutMs: number;
  stalledMs: number;
  /** The Chromium binary (CHROMIUM_PATH). */
  chromiumPath: string;
  /** With it, jobs go through BullMQ on this Redis and `marque worker` processes render them (MARQUE_REDIS_URL). */
  redisUrl?: string;
}

const VARIABLES: Record<Exclude<keyof ExportConfig, "chromiumPath" | "redisUrl">, string> = {
  pages: "MARQUE_EXPORT_PAGES",
  pagesPerBrowser: "MARQUE_EXPORT_PAGES_PER_BROWSER",
  jobsPerPage: "MARQUE_EXPORT_PAGE_JOBS",
  queue: "MARQUE_EXPORT_QUEUE",
  ttlMs: "MARQUE_EXPORT_TTL_MS",
  resultMb: "MARQUE_EXPORT_RESULT_MB",
  timeoutMs: "MARQUE_EXPORT_TIMEOUT_MS",
  stalledMs: "MARQUE_EXPORT_STALLED_MS",
};

/** Reads the variables; one that is set but not a positive integer stops the server with its name. */
export function exportConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ExportConfig {
  const config: ExportConfig = {
    ...EXPORT_DEFAULTS,
    chromiumPath: env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  };
  const redisUrl = env.MARQUE_REDIS_URL;
  if (redisUrl !== undefined && redisUrl !== "") {
    if (!/^rediss?:\/\/\S+$/u.test(redisUrl))
      throw new Error("MARQUE_REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://redis:6379");
    config.redisUrl = redisUrl;
  }
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    const text = env[name];
    if (text === undefined || text === "") continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a positive integer, got ${JSON.stringify(text.slice(0, 40))}`);
    config[key] = value;
  }
  return config;
}
