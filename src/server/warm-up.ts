// Start-up work done before the server listens. The first render of each identity parses its font files and
// fills the shaping caches (~0.1–0.7 s apiece): left to the first requests, a fresh worker blocked its event loop
// past the overload limit and shed its first callers with 503 `overloaded`. Here every built-in identity renders
// each template once, one render a turn, and the server listens once a load sample is back under its limits.
import type { FastifyInstance } from "fastify";
import { GENERATE_EXAMPLES } from "../catalog/examples/index.js";
import { IDENTITY_PRESETS, SLIDE_LAYOUTS } from "../contract/index.js";
import { generate } from "../generate/generate.js";
import { validateGenerateText } from "../generate/validate.js";
import { defaultFontBook } from "../render/text/node-fonts.js";
import { SUPPORTED_SCRIPTS } from "../render/text/registry.js";

const TITLE = "Quarterly results, 2027–2030: “On time”";
const BODY = "98.7% — On-time departures\n42 — New electric trains\nÜber façade, naïve coöperation → 3.1M";
/** A sample of every script Marque sets, so that each script's faces are parsed too. */
const WORLD = SUPPORTED_SCRIPTS.map((script) => script.sample).join(" · ");

/** The requests rendered at start: the examples, then each identity's slides, blog cover and partnership. */
export const WARM_UP_REQUESTS: readonly unknown[] = [
  ...Object.values(GENERATE_EXAMPLES),
  ...IDENTITY_PRESETS.filter((preset) => preset !== "custom").flatMap((preset) => [
    ...SLIDE_LAYOUTS.map((slideLayout) => ({
      kind: "template",
      template: "slides",
      slideLayout,
      identity: { preset },
      title: TITLE,
      body: BODY,
    })),
    {
      kind: "template",
      template: "slides",
      slideLayout: "statement",
      identity: { preset },
      title: TITLE,
      body: WORLD,
    },
    ...(["blog", "partnership"] as const).map((template) => ({
      kind: "template",
      template,
      identity: { preset },
      title: TITLE,
      body: BODY,
    })),
  ]),
];

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Renders WARM_UP_REQUESTS, one a turn, so signals and the load sampler still run in between. */
export async function warmRenders(): Promise<void> {
  const book = defaultFontBook();
  for (const request of WARM_UP_REQUESTS) {
    generate(validateGenerateText(JSON.stringify(request)), book);
    await nextTurn();
  }
}

/** The longest wait for a load sample under the limits before the server listens anyway. */
const CALM_WITHIN_MS = 10_000;
const CALM_POLL_MS = 25;

/**
 * Resolves once load shedding (hardening/overload.ts) would let requests through: start-up blocks the event
 * loop, and the sample that saw it keeps the process shedding until the next one.
 */
export async function untilCalm(app: FastifyInstance): Promise<void> {
  const deadline = performance.now() + CALM_WITHIN_MS;
  while (app.hasDecorator("isUnderPressure") && app.isUnderPressure() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, CALM_POLL_MS));
  }
}
