// A few slow and oversized requests: bodies dribbled or paused, bodies over the limit (declared or chunked,
// sent whole or stopped part-way), and oversized headers. Run once each, whatever N is.

import { GENERATE_EXAMPLES } from "../../../src/catalog/examples/index.js";
import { MAX_BODY_BYTES } from "../../../src/contract/index.js";
import { type FuzzCase, JSON_TYPE } from "../case.js";

const example = (kind: keyof typeof GENERATE_EXAMPLES) =>
  Buffer.from(JSON.stringify(GENERATE_EXAMPLES[kind]));
const OVER = MAX_BODY_BYTES + 1024 * 1024;

const slow = (label: string, rest: Omit<FuzzCase, "category" | "label">): FuzzCase => ({
  category: "slow, oversized",
  label,
  ...rest,
});

export const SLOW_CASES: readonly FuzzCase[] = [
  slow("template example dribbled over 2.4 s", {
    headers: JSON_TYPE,
    body: example("template"),
    accept: "always",
    sending: { mode: "dribble", chunks: 12, intervalMs: 200 },
  }),
  slow("design-sequence example dribbled over 3 s", {
    headers: JSON_TYPE,
    body: example("design-sequence"),
    accept: "always",
    sending: { mode: "dribble", chunks: 30, intervalMs: 100 },
  }),
  slow("background example paused 3 s half-way", {
    headers: JSON_TYPE,
    body: example("background"),
    accept: "either",
    sending: { mode: "pause", pauseMs: 3000 },
  }),
  slow(`${OVER} bytes, Content-Length declared`, {
    headers: JSON_TYPE,
    body: Buffer.alloc(0),
    accept: "never",
    sending: { mode: "stream", bytes: OVER, declared: true },
  }),
  slow(`${OVER} bytes, chunked`, {
    headers: JSON_TYPE,
    body: Buffer.alloc(0),
    accept: "never",
    sending: { mode: "stream", bytes: OVER, declared: false },
  }),
  slow(`${2 * OVER} bytes declared, 1 MB sent, then waiting`, {
    headers: JSON_TYPE,
    body: Buffer.alloc(0),
    accept: "never",
    sending: { mode: "stream", bytes: 2 * OVER, declared: true, stopAfter: 1024 * 1024 },
  }),
  slow(`${OVER} bytes chunked, stopped after ${MAX_BODY_BYTES + 64 * 1024}, then waiting`, {
    headers: JSON_TYPE,
    body: Buffer.alloc(0),
    accept: "never",
    sending: { mode: "stream", bytes: OVER, declared: false, stopAfter: MAX_BODY_BYTES + 64 * 1024 },
  }),
  slow("a 100 KB header", {
    headers: { ...JSON_TYPE, "x-fuzz": "a".repeat(100 * 1024) },
    body: example("element-brief"),
    accept: "never",
  }),
  slow("500 headers", {
    headers: {
      ...JSON_TYPE,
      ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-fuzz-${i}`, "1"])),
    },
    body: example("element-brief"),
    accept: "either",
  }),
];
