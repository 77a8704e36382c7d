// Issue 33: a Design Lab text layer's ink effect — dither sweep, halftone, scan lines, gradient ink — in the
// frames the Design Lab exports (PNG, decoded here), against the same words inked solid; and its controls,
// each edit undoable. White type on black, the shader layer hidden, so every inked pixel is the text's.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import {
  decodeFrame,
  exportFrames,
  FRAME_WORDS,
  type Frame,
  frameDocument,
  framesOf,
} from "./design-frames.js";
import { inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** A 320×180 document of one text layer (id "words") on black, with `text` fields over the shared words. */
const documentWith = (text: Record<string, unknown>) =>
  frameDocument("#000000", [{ ...FRAME_WORDS, ...text }]);

type Png = Frame;
const at = (png: Png, x: number, y: number) => (y * png.width + x) * png.channels;
/** Pixels inked (any red: white and red ink both have it) in columns [from, to). */
function inked(png: Png, from = 0, to = png.width): number {
  let count = 0;
  for (let y = 0; y < png.height; y++)
    for (let x = from; x < to; x++) if ((png.data[at(png, x, y)] ?? 0) > 64) count++;
  return count;
}
/** The inked columns' span. */
function span(png: Png): [number, number] {
  let left = png.width;
  let right = 0;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++)
      if ((png.data[at(png, x, y)] ?? 0) > 64) [left, right] = [Math.min(left, x), Math.max(right, x)];
  return [left, right + 1];
}

describe("a Design Lab text layer's ink effect", () => {
  it("is drawn in the exported frames: sweep, halftone, scan lines and gradient", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const cases = {
      solid: documentWith({}),
      explicitSolid: documentWith({ textEffect: { kind: "solid" } }),
      sweep: documentWith({ textEffect: { kind: "dither-sweep", amount: 100, angle: 0, scale: 4 } }),
      halftone: documentWith({ textEffect: { kind: "halftone", amount: 100, scale: 16 } }),
      lines: documentWith({ textEffect: { kind: "scan-lines", amount: 100, angle: 0, scale: 24 } }),
      gradient: documentWith({ textEffect: { kind: "gradient-ink", angle: 0, color: "#FF0000" } }),
    };
    const frames = await exportFrames(page, framesOf(cases));
    const png = (name: string) => decodeFrame(frames[name]);
    const solid = png("solid");
    expect(frames.explicitSolid).toBe(frames.solid);
    const [left, right] = span(solid);
    expect(right - left).toBeGreaterThan(100);
    const third = Math.floor((right - left) / 3);
    const thirds = (image: Png) => [inked(image, left, left + third), inked(image, right - third, right)];
    const [solidStart = 0, solidEnd = 0] = thirds(solid);

    // The sweep thins the ink along the angle: nearly solid where it starts, nearly gone where it ends.
    const [sweepStart = 0, sweepEnd = 0] = thirds(png("sweep"));
    expect(sweepStart / solidStart).toBeGreaterThan(0.7);
    expect(sweepEnd / solidEnd).toBeLessThan(0.3);

    // Halftone dots keep a fraction of the glyphs' pixels, evenly.
    const halftone = inked(png("halftone")) / inked(solid);
    expect(halftone).toBeGreaterThan(0.05);
    expect(halftone).toBeLessThan(0.6);

    // Scan lines at angle 0: whole rows through the glyphs left empty.
    const lines = png("lines");
    let cut = 0;
    for (let y = 0; y < 180; y++) {
      const row = (image: Png) => {
        let n = 0;
        for (let x = left; x < right; x++) if ((image.data[at(image, x, y)] ?? 0) > 64) n++;
        return n;
      };
      if (row(solid) > 20 && row(lines) === 0) cut++;
    }
    expect(cut).toBeGreaterThan(5);

    // Gradient ink: white where it starts, red where it ends (green falls with it), the shapes unchanged.
    const gradient = png("gradient");
    expect(inked(gradient)).toBe(inked(solid));
    const green = (from: number, to: number) => {
      let sum = 0;
      let n = 0;
      for (let y = 0; y < 180; y++)
        for (let x = from; x < to; x++)
          if ((gradient.data[at(gradient, x, y)] ?? 0) > 200) {
            sum += gradient.data[at(gradient, x, y) + 1] ?? 0;
            n++;
          }
      return sum / n;
    };
    expect(green(left, left + 10)).toBeGreaterThan(200);
    expect(green(right - 10, right)).toBeLessThan(50);
  });

  it("has controls: a kind and its fields from the contract, each edit undoable", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const result = await inStudio<Record<string, unknown>>(
      page,
      async (s, document) => {
        const layer = () => (s.readSource() as { layers: Record<string, unknown>[] }).layers[1];
        const control = (label: string) => s.controls().find((c) => c.label === label);
        await s.applySource(document);
        await s.set("Layer", "words");
        const before = { kind: control("Text effect"), amount: control("Text effect amount") };
        await s.set("Text effect", "halftone");
        const halftone = {
          layer: layer(),
          amount: control("Text effect amount"),
          color: control("Text effect colour"),
        };
        await s.set("Text effect amount", 40);
        await s.set("Text effect", "gradient-ink");
        const gradient = { layer: layer(), color: control("Text effect colour") };
        await s.set("Text effect", "solid");
        const solid = layer();
        await s.activate("Undo");
        const undone = layer();
        return { before, halftone, gradient, solid, undone };
      },
      documentWith({}),
    );
    expect(result.before).toMatchObject({
      kind: { value: "solid", options: ["solid", "dither-sweep", "halftone", "scan-lines", "gradient-ink"] },
      amount: { value: 100, enabled: false },
    });
    expect(result.halftone).toMatchObject({
      layer: { textEffect: { kind: "halftone", amount: 100, angle: 0, scale: 6 } },
      amount: { enabled: true, min: 0, max: 100 },
      color: { enabled: false },
    });
    expect(result.gradient).toMatchObject({
      layer: { textEffect: { kind: "gradient-ink", amount: 40 } },
      color: { enabled: true },
    });
    expect(result.solid).not.toHaveProperty("textEffect");
    expect(result.undone).toMatchObject({ textEffect: { kind: "gradient-ink", amount: 40 } });
  });
});
