// What one fuzz case is: a POST /api/generate with its headers and bytes, how they are sent, and whether the
// request may be accepted at all.

/** `always`: a valid request (refusing it is a bug); `never`: refusing is the only right answer; `either`. */
export type Acceptance = "always" | "never" | "either";

export type Sending =
  | { mode: "whole" }
  /** The body in `chunks` pieces, one every `intervalMs`. */
  | { mode: "dribble"; chunks: number; intervalMs: number }
  /** Half the body, a pause, then the rest. */
  | { mode: "pause"; pauseMs: number }
  /** `bytes` of filler streamed as fast as the server reads; declared up front or chunked; may stop early. */
  | { mode: "stream"; bytes: number; declared: boolean; stopAfter?: number }
  /** `body` is the whole request (line, headers and body) written as it is on a fresh socket. */
  | { mode: "raw" }
  /** `body` is `requests` requests in one write; every one must be answered, in order, before the close. */
  | { mode: "pipeline"; requests: number }
  /**
   * `idle` connections that send nothing, from one other loopback address (127.0.0.`from`), then `body` sent
   * raw: it must be answered, and each idle connection closed by the server within its bound.
   */
  | { mode: "flood"; idle: number; from: number };

export const FUZZ_CATEGORIES = [
  "valid",
  "types",
  "bounds",
  "enums",
  "unknown keys",
  "prototype keys",
  "formats, refs, required",
  "deep nesting",
  "huge numbers, strings",
  "invalid UTF-8",
  "media types",
  "truncated JSON",
  "data URLs",
  "SVGs",
  "deep CSS",
  "lone surrogates",
  "crafted image structures",
  "SVG render bombs",
  "slow, oversized",
  "chunked trickle",
  "expect",
  "odd methods, headers",
  "pipelined, malformed tail",
  "idle connection flood",
] as const;
export type FuzzCategory = (typeof FUZZ_CATEGORIES)[number];

export interface FuzzCase {
  category: FuzzCategory;
  /** What the case does, for the findings list. */
  label: string;
  /** What findings are grouped by (a crafted image's name, whatever field it went into); the label by default. */
  group?: string;
  headers: Record<string, string>;
  body: Buffer;
  accept: Acceptance;
  sending?: Sending;
}

export const JSON_TYPE = { "content-type": "application/json" };

export const jsonCase = (
  category: FuzzCategory,
  label: string,
  body: unknown,
  accept: Acceptance,
  headers: Record<string, string> = JSON_TYPE,
): FuzzCase => ({ category, label, headers, body: Buffer.from(JSON.stringify(body) ?? "null"), accept });
