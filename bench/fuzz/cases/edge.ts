// Requests at the HTTP edge, written byte for byte: bodies in tiny chunks, Expect headers, odd methods and
// repeated or missing Host. Each must get an answer in the error shape (or, when valid, be served).
import fc from "fast-check";
import { GENERATE_EXAMPLES } from "../../../src/catalog/examples/index.js";
import type { Acceptance, FuzzCase, FuzzCategory } from "../case.js";

const EXAMPLE = JSON.stringify(GENERATE_EXAMPLES["element-brief"]);

const raw = (category: FuzzCategory, label: string, text: string | Buffer, accept: Acceptance): FuzzCase => ({
  category,
  label,
  headers: {},
  body: typeof text === "string" ? Buffer.from(text, "latin1") : text,
  accept,
  sending: { mode: "raw" },
});

const post = (headers: string) =>
  `POST /api/generate HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n${headers}\r\n`;

/** `body` as chunks of `size` bytes. */
function chunked(body: Buffer, size: number): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += size) {
    const part = body.subarray(at, at + size);
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

const CHUNKED = "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n";

export const trickleCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  // A valid body in chunks large enough to be read: served.
  fc
    .integer({ min: 64, max: 4096 })
    .map((size) =>
      raw(
        "chunked trickle",
        "valid body in chunks of 64+ bytes",
        Buffer.concat([Buffer.from(post(CHUNKED)), chunked(Buffer.from(EXAMPLE), size)]),
        "always",
      ),
    ),
  // Filler in chunks of 1-8 bytes, 16-256 KB of it: refused, cheaply.
  fc
    .record({ size: fc.integer({ min: 1, max: 8 }), kb: fc.integer({ min: 16, max: 256 }) })
    .map(({ size, kb }) =>
      raw(
        "chunked trickle",
        "filler in 1-8 byte chunks",
        Buffer.concat([Buffer.from(post(CHUNKED)), chunked(Buffer.alloc(kb * 1024, 0x20), size)]),
        "never",
      ),
    ),
);

export const expectCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc
    .constantFrom("102-processing", "100-continue, foo", "foo", "")
    .map((value) =>
      raw(
        "expect",
        `Expect: ${value}`,
        `${post(`Content-Type: application/json\r\nContent-Length: 2\r\nExpect: ${value}\r\n`)}{}`,
        "never",
      ),
    ),
  fc
    .constantFrom("10737418240", "5242881")
    .map((length) =>
      raw(
        "expect",
        `Expect: 100-continue, Content-Length ${length}`,
        post(`Content-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n`),
        "never",
      ),
    ),
  fc
    .constantFrom("text/plain", "application/xml")
    .map((type) =>
      raw(
        "expect",
        "Expect: 100-continue, wrong media type",
        post(`Content-Type: ${type}\r\nContent-Length: 2\r\nExpect: 100-continue\r\n`),
        "never",
      ),
    ),
);

const PATHS = [
  "/healthz",
  "/api/generate",
  "/api/catalogs/materials",
  "/api/surface-textures/a/color",
  "/docs",
];

export const oddRequestCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc
    .record({
      method: fc.constantFrom("PROPFIND", "PATCH", "PUT", "DELETE", "TRACE", "MKCOL"),
      path: fc.constantFrom(...PATHS),
    })
    .map(({ method, path }) =>
      raw(
        "odd methods, headers",
        `${method} on a route`,
        `${method} ${path} HTTP/1.1\r\nHost: marque\r\nConnection: close\r\n\r\n`,
        "never",
      ),
    ),
  fc.constant(
    raw(
      "odd methods, headers",
      "CONNECT",
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
      "never",
    ),
  ),
  fc.constant(
    raw("odd methods, headers", "no Host", "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n", "never"),
  ),
  fc
    .integer({ min: 2, max: 5 })
    .map((count) =>
      raw(
        "odd methods, headers",
        "several Host headers",
        `GET /healthz HTTP/1.1\r\n${"Host: a\r\n".repeat(count)}Connection: close\r\n\r\n`,
        "never",
      ),
    ),
);
