// Issue 33: layer shaders — a text or brand-mark layer filled with a live material draws the material where
// its glyphs or mark are, and nothing elsewhere — checked on exported PNG frames against the same material
// drawn as a shader layer (the same renderer, the same time), and in a GIF's frames (it moves); and its controls:
// the fill's material and its shared controls, each edit undoable, an unknown material refused.
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { useServer } from "../support/server.js";
import {
  decodeFrame,
  exportFrames,
  FRAME_MATERIAL,
  FRAME_WORDS,
  type Frame,
  frameDocument,
} from "./design-frames.js";
import { inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const MATERIAL = FRAME_MATERIAL;
const words = FRAME_WORDS;

/** A 320×180 document on black: the shader layer shown or hidden, then `layers`. */
const documentOf = (shaderVisible: boolean, layers: object[]) =>
  frameDocument("#000000", layers, { shaderVisible });

type Png = Frame;
const rgb = (png: Png, i: number) => [png.data[i * 4], png.data[i * 4 + 1], png.data[i * 4 + 2]];
const isWhite = (png: Png, i: number) => rgb(png, i).every((c) => c === 255);
const isBlack = (png: Png, i: number) => rgb(png, i).every((c) => c === 0);

describe("a Design Lab layer filled with a live material", () => {
  it("draws the material inside its glyphs and nothing outside, moving with time", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const fill = { materialId: MATERIAL };
    const cases = {
      solid: { document: documentOf(false, [words]), timeMs: 0 },
      material: { document: documentOf(true, []), timeMs: 0 },
      filled: { document: documentOf(false, [{ ...words, fill }]), timeMs: 0 },
      mark: { document: documentOf(false, [{ type: "brand-mark", scale: 40, y: 80 }]), timeMs: 0 },
      "mark-filled": {
        document: documentOf(false, [{ type: "brand-mark", scale: 40, y: 80, fill }]),
        timeMs: 0,
      },
    };
    const frames = await exportFrames(page, cases, "filled");
    const png = (name: string) => decodeFrame(frames[name]);
    const solid = png("solid");
    const pixels = solid.width * solid.height;
    const filled = png("filled");
    const material = png("material");
    let inside = 0;
    let matched = 0;
    let leaked = 0;
    for (let i = 0; i < pixels; i++) {
      if (isBlack(solid, i) && !isBlack(filled, i)) leaked++;
      if (!isWhite(solid, i)) continue;
      inside++;
      const a = rgb(filled, i);
      const b = rgb(material, i);
      if (a.every((c, k) => Math.abs((c ?? 0) - (b[k] ?? 0)) <= 2)) matched++;
    }
    expect(leaked).toBe(0);
    expect(inside).toBeGreaterThan(1000);
    expect(matched / inside).toBeGreaterThan(0.99);

    // The GIF's frames move inside the glyphs (only the fill can: the shader layer is hidden), black outside.
    const gif = parseGif(Buffer.from(frames.gif ?? "", "base64")).frames.map((frame) => frame.rgba);
    expect(gif.length).toBe(15);
    const moved = (a: Uint8Array, b: Uint8Array) => {
      let n = 0;
      for (let i = 0; i < pixels; i++) if (isWhite(solid, i) && a[i * 4] !== b[i * 4]) n++;
      return n;
    };
    expect(moved(gif[0] ?? new Uint8Array(), gif[7] ?? new Uint8Array())).toBeGreaterThan(200);
    let gifLeaked = 0;
    for (let i = 0; i < pixels; i++) if (isBlack(solid, i) && (gif[7]?.[i * 4] ?? 0) >= 8) gifLeaked++;
    expect(gifLeaked).toBe(0);

    // The mark filled: different pixels where the mark is, black where it is not.
    const mark = png("mark");
    const markFilled = png("mark-filled");
    let changed = 0;
    let markLeaked = 0;
    for (let i = 0; i < pixels; i++) {
      if (isBlack(mark, i)) {
        if (!isBlack(markFilled, i)) markLeaked++;
      } else if (rgb(mark, i).join() !== rgb(markFilled, i).join()) changed++;
    }
    expect(markLeaked).toBe(0);
    expect(changed).toBeGreaterThan(500);
  });

  it("has controls: the fill's material and its shared controls, undoable; an unknown material refused", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const result = await inStudio<Record<string, unknown>>(
      page,
      async (s, { document, material }) => {
        const layer = () => (s.readSource() as { layers: Record<string, unknown>[] }).layers[1];
        const control = (label: string) => s.controls().find((c) => c.label === label);
        await s.applySource(document);
        await s.set("Layer", "words");
        const before = { fill: control("Text fill"), speed: control("Fill speed") };
        await s.set("Text fill", material);
        const chosen = { layer: layer(), speed: control("Fill speed") };
        await s.set("Fill speed", 0);
        const still = layer();
        await s.activate("Undo");
        const undone = layer();
        await s.set("Text fill", "");
        const removed = layer();
        const refused = await s
          .applySource({
            ...document,
            layers: [
              ...document.layers.slice(0, 1),
              { ...document.layers[1], fill: { materialId: "no-such-material" } },
            ],
          })
          .catch((error: { body?: unknown }) => error.body);
        return { before, chosen, still, undone, removed, refused };
      },
      { document: documentOf(false, [words]), material: MATERIAL },
    );
    expect(result.before).toMatchObject({ fill: { value: "", kind: "select" } });
    expect((result.before as { speed?: unknown }).speed).toBeUndefined();
    const chosen = result.chosen as { layer: { fill: { settings: { speed: number } } }; speed: object };
    expect(chosen.layer.fill).toMatchObject({ materialId: MATERIAL });
    expect(chosen.layer.fill.settings.speed).toBeGreaterThan(0);
    expect(chosen.speed).toMatchObject({
      kind: "number",
      enabled: true,
      value: chosen.layer.fill.settings.speed,
    });
    expect(result.still).toMatchObject({ fill: { settings: { speed: 0 } } });
    expect(result.undone).toMatchObject({ fill: { settings: { speed: chosen.layer.fill.settings.speed } } });
    expect(result.removed).not.toHaveProperty("fill");
    expect(JSON.stringify(result.refused)).toContain("layers.1.fill.materialId");
  });
});
