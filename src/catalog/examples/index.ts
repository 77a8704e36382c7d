// One working request per kind (catalog data over the catalogs and the contract): shown by GET /api/generate,
// the labs and the docs, and POSTed by the tests.

import type { z } from "zod";
import type { GenerateKind, requestSchemas } from "../../contract/index.js";
import { ELEMENTS } from "../elements/index.js";
import { materialsCatalog } from "../materials/index.js";

const firstBriefable = ELEMENTS.find((element) => element.generation)?.id ?? ELEMENTS[0]?.id ?? "";

export const GENERATE_EXAMPLES = {
  background: {
    kind: "background",
    identity: { preset: "tessel-labs" },
    output: "raw",
    settings: {
      width: 1200,
      height: 630,
      style: "grain-gradient",
      gradient: "bloom",
      grain: 40,
      focalX: 30,
      focalY: 40,
    },
  },
  template: {
    kind: "template",
    template: "slides",
    slideLayout: "metrics",
    identity: { preset: "halden-rail" },
    title: "Quarterly results",
    body: "98.7% — On-time departures\n42 — New electric trains\n3.1M — Journeys this quarter",
  },
  "element-brief": {
    kind: "element-brief",
    elementId: firstBriefable,
    identity: { preset: "fernway-press" },
  },
  "design-sequence": {
    kind: "design-sequence",
    identity: { preset: "northlight-observatory" },
    ratio: "opengraph",
    shader: { materialId: materialsCatalog.defaults.heroField },
    sequence: { cutCount: 10, finalHoldMs: 4000, pace: "accelerating" },
    export: { width: 1200, fps: 30, quality: "balanced", durationMs: 2400, gifLoop: "seamless" },
    texts: [{ value: "First light", weight: 700, x: 6, y: 50, size: 10, align: "left" }],
  },
} as const satisfies { [K in GenerateKind]: z.input<(typeof requestSchemas)[K]> };
