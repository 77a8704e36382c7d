// A custom identity adds no hue: with only ink and paper, every colour of every background and template it
// makes (logos and partner marks embedded as data URLs included) is ink, paper or a mix, tint or shade of them.
import { describe, expect, it } from "vitest";
import { BACKGROUND_STYLES, GRADIENT_KINDS } from "../../src/contract/background.js";
import { SLIDE_LAYOUTS } from "../../src/contract/template.js";
import { mulberry32 } from "../../src/determinism/index.js";
import { useServer } from "../support/server.js";
import { distanceToHull, paintedColours } from "./colour-hull.js";

const server = useServer();

/** sRGB units (of 255) a colour may stray from the hull: rounding of mixes written as `#rrggbb`. */
const TOLERANCE = 2.5;

const random = mulberry32(26_05);
const hex = () =>
  `#${Array.from({ length: 3 }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, "0"),
  ).join("")}`.toUpperCase();
/** Random pairs, and the pair a custom identity assumes when the request gives neither (checked as given). */
const PAIRS: { ink?: string; paper?: string }[] = [
  {},
  ...Array.from({ length: 4 }, () => ({ ink: hex(), paper: hex() })),
];
const DEFAULT_PAIR = { ink: "#1B1D22", paper: "#FAFAF7" };

const BODY = "98.7% — Coverage\n2024: 42\nAda Lovelace — Engineering";

const requests = (identity: object) => [
  ...BACKGROUND_STYLES.map((style, i) => ({
    kind: "background",
    identity,
    output: "raw",
    settings: { width: 320, height: 200, style, gradient: GRADIENT_KINDS[i % GRADIENT_KINDS.length] },
  })),
  {
    kind: "background",
    identity,
    output: "raw",
    settings: { width: 320, height: 200, style: "pattern", pattern: "topographic" },
  },
  ...SLIDE_LAYOUTS.flatMap((slideLayout) =>
    (["white", "dark"] as const).map((texture) => ({
      kind: "template",
      template: "slides",
      slideLayout,
      texture,
      identity,
      output: "raw",
      title: "Figures that matter",
      body: BODY,
    })),
  ),
  { kind: "template", template: "blog", identity, output: "raw", title: "Notes", texture: "noise" },
  { kind: "template", template: "blog", identity, output: "raw", title: "Notes", texture: "grid" },
  {
    kind: "template",
    template: "partnership",
    identity,
    output: "raw",
    texture: "dark",
    partnerId: "custom.partner.partner",
  },
];

describe("a custom identity's colours", () => {
  it.each(PAIRS.map((pair) => [JSON.stringify(pair), pair] as const))(
    "come only from its ink and paper: %s",
    async (_, pair) => {
      const identity = { preset: "custom", name: "Harbour Works", ...pair };
      const { ink, paper } = { ...DEFAULT_PAIR, ...pair };
      const vertices = [ink, paper, "#000000", "#FFFFFF"];
      const foreign: string[] = [];
      for (const request of requests(identity)) {
        const response = await server.post(request);
        expect(response.status, JSON.stringify(request)).toBe(200);
        const svg = await response.text();
        for (const colour of paintedColours(svg)) {
          const distance = distanceToHull(colour, vertices);
          if (distance > TOLERANCE)
            foreign.push(
              `${colour} (${distance.toFixed(1)} off) in ${JSON.stringify(request).slice(0, 120)}`,
            );
        }
      }
      expect(foreign).toEqual([]);
    },
  );

  it("are derived again, not kept, when the request gives only a paper", async () => {
    // Only paper given: the ink is the most legible of the defaults, and nothing else is invented.
    const { json } = await server.postJson({
      kind: "element-brief",
      elementId: "blog-cover",
      identity: { preset: "custom", paper: "#0B3D2E" },
    });
    const { colors } = json.brand;
    for (const colour of [...colors.gradient, colors.semantic.accent, colors.semantic.muted]) {
      expect(distanceToHull(colour, [colors.ink, colors.paper, "#000000", "#FFFFFF"])).toBeLessThanOrEqual(
        TOLERANCE,
      );
    }
  });
});
