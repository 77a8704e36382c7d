// MARQUE_RATE_LIMIT's value: requests per client address and window, parsed for the settings table; the
// server registers the limit (server/hardening/rate-limit.ts).

/** Each window a limit may be counted over, in milliseconds. */
export const RATE_WINDOW_MS = { second: 1_000, minute: 60_000, hour: 3_600_000 } as const;
export type RateWindow = keyof typeof RATE_WINDOW_MS;

export interface RateLimit {
  /** Requests allowed per window and client address. */
  readonly max: number;
  readonly window: RateWindow;
}

/** The accepted forms, for messages and the docs. */
export const RATE_LIMIT_FORMAT = "<count>/<second|minute|hour> (e.g. 120/minute) or a bare count per minute";

/** `120/minute`, `10/second`, `5000/hour` or `120` (per minute), case-insensitive; throws on anything else. */
export function parseRateLimit(raw: string): RateLimit {
  const match = /^([0-9]{1,9})(?:\s*\/\s*(second|minute|hour))?$/iu.exec(raw.trim());
  const max = Number(match?.[1]);
  if (!match || max < 1) {
    throw new Error(`must be ${RATE_LIMIT_FORMAT}, with a count of at least 1; unset it for no limit`);
  }
  return { max, window: (match[2]?.toLowerCase() ?? "minute") as RateWindow };
}
