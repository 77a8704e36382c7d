// Whole connections rather than single requests: valid requests pipelined in one write with a malformed one
// last (each valid one must be answered, in order, before the malformed one's answer in the error shape), and
// a request sent while idle connections from another address flood the server (it must be answered; the idle
// ones closed within the first-byte timeout, those past the per-address cap at once).
import fc from "fast-check";
import { GENERATE_EXAMPLES } from "../../../src/catalog/examples/index.js";
import { DEFAULT_CONFIG } from "../../../src/policy/config.js";
import type { FuzzCase } from "../case.js";

const EXAMPLE = JSON.stringify(GENERATE_EXAMPLES["element-brief"]);

const HEALTH = "GET /healthz HTTP/1.1\r\nHost: marque\r\n\r\n";
const GENERATE = `POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\nContent-Length: ${EXAMPLE.length}\r\n\r\n${EXAMPLE}`;
const VALID = [HEALTH, "GET /api/identities HTTP/1.1\r\nHost: marque\r\n\r\n", GENERATE];

const POST = "POST /api/generate HTTP/1.1\r\nHost: marque\r\nContent-Type: application/json\r\n";

/** Requests Node's parser refuses, each named for the findings. */
const MALFORMED: readonly (readonly [string, string])[] = [
  ["header without a colon", "GET /healthz HTTP/1.1\r\nHost marque\r\n\r\n"],
  [
    "Content-Length and Transfer-Encoding",
    `${POST}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  ],
  ["two different Content-Lengths", `${POST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`],
  ["negative Content-Length", `${POST}Content-Length: -1\r\n\r\n`],
  ["space in the method", "G T /healthz HTTP/1.1\r\nHost: marque\r\n\r\n"],
  ["unknown HTTP version", "GET /healthz HTTP/9.9\r\nHost: marque\r\n\r\n"],
  ["NUL in a header value", "GET /healthz HTTP/1.1\r\nHost: mar\u0000que\r\n\r\n"],
  ["bad chunk size", `${POST}Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\nzz\r\n`],
  ["bare LF line ends", "GET /healthz HTTP/1.1\nHost: marque\n\n"],
];

export const pipelineCases: fc.Arbitrary<FuzzCase> = fc
  .record({
    valid: fc.array(fc.constantFrom(...VALID), { minLength: 1, maxLength: 12 }),
    tail: fc.constantFrom(...MALFORMED),
  })
  .map(({ valid, tail: [name, tail] }) => ({
    category: "pipelined, malformed tail",
    label: `${valid.length} valid, then ${name}`,
    group: name,
    headers: {},
    body: Buffer.from(valid.join("") + tail, "latin1"),
    accept: "never",
    sending: { mode: "pipeline", requests: valid.length + 1 },
  }));

const cap = DEFAULT_CONFIG.maxConnectionsPerAddress;

export const floodCases: fc.Arbitrary<FuzzCase> = fc
  .record({
    idle: fc.integer({ min: 8, max: cap + 40 }),
    from: fc.integer({ min: 2, max: 254 }),
    request: fc.constantFrom(HEALTH, GENERATE),
  })
  .map(({ idle, from, request }) => ({
    category: "idle connection flood",
    label: `${idle} idle connections from one address, then a request`,
    group: idle > cap ? "idle connections past the per-address cap" : "idle connections under the cap",
    headers: {},
    body: Buffer.from(request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"), "latin1"),
    accept: "always",
    sending: { mode: "flood", idle, from },
  }));
