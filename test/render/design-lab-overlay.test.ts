// Design Lab text layers place their type where the layer's x and align say, in every script: `left` starts
// the text at x, `right` ends it there, `center` centres it on x — a right-to-left paragraph included.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { designLabTextLayerSchema } from "../../src/contract/index.js";
import { renderOverlay } from "../../src/render/design-lab/overlay.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { rasterize } from "../support/images.js";
import { type ScriptSample, WORLD_SCRIPTS } from "./world-text-samples.js";

const WIDTH = 480;
const HEIGHT = 270;
const identity = resolveIdentity({ preset: "tessel-labs" });

/** The leftmost and rightmost columns holding ink, in pixels. */
function inkColumns(svg: string): { left: number; right: number } | undefined {
  const { width, height, pixels } = rasterize(svg);
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((pixels[(y * width + x) * 4 + 3] ?? 0) > 64) {
        if (x < left) left = x;
        if (x > right) right = x;
      }
  return right < 0 ? undefined : { left, right };
}

/** The ink columns of a text layer (at y 50, size 10, over the other defaults) drawn on the canvas. */
const inkOfText = (fields: Record<string, unknown>) =>
  inkColumns(
    renderOverlay(designLabTextLayerSchema.parse({ type: "text", id: "t", y: 50, size: 10, ...fields }), {
      width: WIDTH,
      height: HEIGHT,
      identity,
      background: "#ffffff",
      fonts: defaultFontBook(),
    }),
  );

const ANCHORS = { left: 10, center: 50, right: 90 } as const;
const SCRIPTS: Record<string, ScriptSample> = WORLD_SCRIPTS;
const SAMPLES: readonly (readonly [string, string])[] = [
  ["latin", "Launch week 2026"],
  ...Object.entries(SCRIPTS).map(
    ([script, sample]) => [script, sample.words.slice(0, 2).join(sample.unspaced ? "" : " ")] as const,
  ),
  ["mixed", "مرحبا Marque 2026"],
];

describe("Design Lab text layers", () => {
  for (const [script, value] of SAMPLES)
    for (const align of ["left", "center", "right"] as const)
      it(`${script}, aligned ${align}, draws on the canvas at its anchor`, () => {
        const x = ANCHORS[align];
        const ink = inkOfText({ value, x, align });
        expect(ink, "no ink on the canvas").toBeDefined();
        const { left, right } = ink ?? { left: 0, right: 0 };
        const anchor = (x / 100) * WIDTH;
        // Side bearings keep ink a few pixels inside the line's box (an emoji's ~0.25 em).
        if (align === "left") expect(Math.abs(left - anchor)).toBeLessThan(8);
        if (align === "right") expect(Math.abs(right - anchor)).toBeLessThan(8);
        if (align === "center") expect(Math.abs((left + right) / 2 - anchor)).toBeLessThan(8);
      });

  it("a wrapped right-to-left paragraph aligned left hugs the box's left edge", () => {
    const ink = inkOfText({ value: "مرحبا بالعالم", x: 10, align: "left", wrapWidth: 80 });
    expect(Math.abs((ink?.left ?? -99) - 48)).toBeLessThan(6);
  });
});
