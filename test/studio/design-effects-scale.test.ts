// Issue 34.5: effect sizes follow the canvas, not the export width. The same document exported at 320, 640 and
// 1280 px and box-filtered down to 160 px looks the same; with cell sizes in output pixels it did not.
// MARQUE_EFFECT_FRAMES=<dir> keeps the exported frames there, to look at.
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { decodedPng, inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();
const SMALL = 160;
const WIDTHS = [320, 640, 1280];

/** A PNG box-filtered down to SMALL px wide (the widths are whole multiples of it): RGB floats. */
function downscaled(base64: string): Float64Array {
  const image = decodedPng(base64);
  const factor = image.width / SMALL;
  const rows = Math.floor(image.height / factor);
  const out = new Float64Array(SMALL * rows * 3);
  for (let y = 0; y < rows * factor; y++)
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * image.channels;
      const to = (Math.floor(y / factor) * SMALL + Math.floor(x / factor)) * 3;
      for (let k = 0; k < 3; k++)
        out[to + k] = (out[to + k] ?? 0) + (image.data[from + k] ?? 0) / factor ** 2;
    }
  return out;
}

/** Mean absolute difference per channel, 0–255. */
function meanDifference(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe("Design Lab effects at every export width", () => {
  it("halftone, bayer and ascii look the same at 320, 640 and 1280 px, downscaled", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const frames = await inStudio<Record<string, string[]>>(
      page,
      async (s, { WIDTHS }) => {
        const base = s.readSource();
        const layers = base.layers.filter((l: { type: string }) => l.type === "shader");
        const shots = async (effect: object) => {
          const out: string[] = [];
          for (const width of WIDTHS) {
            await s.applySource({
              ...base,
              export: { ...base.export, width },
              layers: [...layers, { id: "fx", type: "effect", effect }],
            });
            out.push((await s.invoke("design.export", { format: "png", base64: true })).base64);
          }
          return out;
        };
        return {
          halftone: await shots({ kind: "halftone", cellSize: 16, angle: 45, shape: "dot" }),
          bayer: await shots({
            kind: "bayer",
            matrix: 4,
            scale: 4,
            backgroundColor: "#101820",
            foregroundColor: "#F0E0C0",
          }),
          ascii: await shots({ kind: "ascii", cellSize: 16, characters: " .:-=+*#%@", color: "#F0E0C0" }),
        };
      },
      { WIDTHS },
    );
    for (const [name, shots] of Object.entries(frames)) {
      if (process.env.MARQUE_EFFECT_FRAMES)
        shots.forEach((shot, i) => {
          writeFileSync(
            `${process.env.MARQUE_EFFECT_FRAMES}/${name}-${WIDTHS[i]}.png`,
            Buffer.from(shot, "base64"),
          );
        });
      const [small, middle, large] = shots.map(downscaled);
      if (!small || !middle || !large) throw new Error(`${name}: expected ${WIDTHS.length} frames`);
      const differences = [meanDifference(small, large), meanDifference(middle, large)];
      // Measured (mean |Δ| per channel, 320 vs 1280 and 640 vs 1280): halftone 10.0 and 3.6, bayer 3.9 and 1.9;
      // ascii 2.7 and 2.5; with sizes in output pixels: halftone 27.3 and 21.9, bayer 49.5 and 42.6, ascii 13.0
      // and 11.1 (its glyphs a fixed size: a finer texture, so a smaller difference than the others').
      const bound = name === "ascii" ? 6 : 15;
      for (const difference of differences) expect(difference, name).toBeLessThan(bound);
    }
  });
});
