// Blocks of the operations page: environment variables, edge statuses, security headers and fixed bounds,
// read from the server's configuration table and constants, so the page says what the server does.
import {
  ERROR_STATUS,
  type ErrorCode,
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  megabytes,
} from "../../contract/index.js";
import { DEFAULT_CONFIG, EDGE, SETTINGS } from "../../policy/config.js";
import { docsPolicy, NOSNIFF, SVG_POLICY, studioPolicy } from "../../policy/security-headers.js";
import { htmlPage } from "../layout.js";
import { code, table } from "../markdown.js";
import { type Block, misuse } from "./context.js";

const seconds = (ms: number) => `${ms / 1000} s`;

const environment: Block = () =>
  table(
    ["Variable", "Default", "Meaning"],
    SETTINGS.map((setting) => [code(setting.name), setting.shown, setting.meaning]),
  );

/** The answers the edge gives on its own, with the headers that come with them. */
const EDGE_STATUSES: readonly [ErrorCode, string, string][] = [
  [
    "request_timeout",
    `headers not received within ${seconds(DEFAULT_CONFIG.headersTimeoutMs)}, or the whole request within ${seconds(DEFAULT_CONFIG.requestTimeoutMs)} (defaults)`,
    "`Connection: close`",
  ],
  [
    "payload_too_large",
    `a body over ${megabytes(MAX_BODY_BYTES)}, with or without Content-Length; the rest of the upload is read and discarded so the client sees the answer`,
    "`Connection: close`",
  ],
  [
    "unsupported_media_type",
    "Content-Type missing, malformed, not `application/json`, or with a charset other than utf-8",
    "`Connection: close` when the body was not read",
  ],
  [
    "rate_limited",
    "the client address used its requests for the window (only when a rate limit is set)",
    "`Retry-After`, `RateLimit-*`",
  ],
  ["headers_too_large", `request line and headers over ${MAX_HEADER_BYTES / 1024} KB`, "`Connection: close`"],
  [
    "overloaded",
    "event-loop delay or heap past its limit; `/healthz` still answers `200`, `/readyz` answers `503 not_ready`",
    `\`Retry-After: ${EDGE.overloadRetryAfterSeconds}\``,
  ],
];

const statuses: Block = () =>
  table(
    ["Status", "Code", "When", "Headers"],
    EDGE_STATUSES.map(([errorCode, when, headers]) => [
      String(ERROR_STATUS[errorCode]),
      code(errorCode),
      when,
      headers,
    ]),
  );

/** The docs policy, hashed from the real page frame (every page shares its stylesheet). */
const docsPagePolicy = () =>
  docsPolicy(htmlPage({ path: "index", title: "", description: "", markdownUrl: "", body: "" }, []));

const headers: Block = () =>
  table(
    ["Header", "On", "Value"],
    [
      [code(Object.keys(NOSNIFF)[0]), "every answer, errors included", code(Object.values(NOSNIFF)[0])],
      ["`Content-Security-Policy`", "every `image/svg+xml` answer", code(SVG_POLICY)],
      ["`Content-Security-Policy`", "documentation pages (HTML)", code(docsPagePolicy())],
      [
        "`Content-Security-Policy`",
        "the Studio page",
        `${code(studioPolicy(""))}, with \`'unsafe-hashes'\` and the hash of each inline event handler (and inline script) the built page carries added to \`script-src\``,
      ],
      ["`X-Frame-Options`", "documentation pages and the Studio", "`DENY`"],
      ["`Retry-After`", "429 and 503 answers", "seconds to wait"],
      [
        "`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`",
        "every answer but the probes' (`/healthz`, `/readyz`), when a rate limit is set",
        "requests per window, requests left, seconds until the window resets",
      ],
    ],
  );

const bounds: Block = () =>
  table(
    ["Bound", "Value"],
    [
      [
        "Request line and headers",
        `${MAX_HEADER_BYTES / 1024} KB (${MAX_HEADER_BYTES} bytes); more gets 431`,
      ],
      [
        "Draining an upload after an early answer",
        `at most ${megabytes(EDGE.drainMaxBytes)} more, for at most ${seconds(EDGE.drainMaxMs)}, then the connection is closed`,
      ],
      [
        "Idle connection (no byte either way)",
        `${EDGE.idleTimeoutFactor} × the request timeout (${seconds(EDGE.idleTimeoutFactor * DEFAULT_CONFIG.requestTimeoutMs)} by default), then closed`,
      ],
      ["`Retry-After` of a 503", `${EDGE.overloadRetryAfterSeconds} s`],
    ],
  );

const OPERATION_BLOCKS_BY_NAME: Record<string, Block> = { environment, statuses, headers, bounds };

/** `{{operations environment|statuses|headers|bounds}}`. */
const operations: Block = (argument, context) => {
  const block = argument ? OPERATION_BLOCKS_BY_NAME[argument] : undefined;
  return block
    ? block(undefined, context)
    : misuse("operations", argument, Object.keys(OPERATION_BLOCKS_BY_NAME).join(", "));
};

export const OPERATION_BLOCKS: Record<string, Block> = { operations };
