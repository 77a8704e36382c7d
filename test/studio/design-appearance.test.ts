// Issue 33: a brand-mark or image layer's appearance — inverted, ordered-dithered, outlined along its alpha,
// casting a drop shadow — in the frames the Design Lab exports (PNG and GIF, decoded here), and in its
// controls, each edit undoable. A square image on a flat grey canvas (the shader layer hidden) makes each
// pass a pixel a person would see: the square's colour, the line beside its edge, the shadow beside it.
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { useServer } from "../support/server.js";
import { decodeFrame, exportFrames, frameDocument, framesOf, pixel, squarePng } from "./design-frames.js";
import { bytesOf, inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const RED = squarePng([255, 0, 0]);
const GREY = squarePng([128, 128, 128]);

/** A 320×180 document: the hidden shader, then the square at x 128…192, y 54…118 px. */
const documentWith = (image: Record<string, unknown>) =>
  frameDocument("#808080", [
    { id: "square", type: "image", dataUrl: RED, x: 40, y: 30, width: 20, ...image },
  ]);

describe("a Design Lab layer's appearance", () => {
  it("is drawn in the exported frames: inverted, dithered, outlined and shadowed", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const cases = {
      plain: documentWith({}),
      invert: documentWith({ invert: true }),
      // 40 and 16 reference pixels are 10 and 4 px at 180 px high (720 reference pixels).
      shadow: documentWith({ shadow: { color: "#0000FF", blur: 0, offsetX: 40, offsetY: 0, opacity: 100 } }),
      outline: documentWith({ outline: { color: "#00FF00", width: 16 } }),
      dither: documentWith({ dataUrl: GREY, dither: { amount: 100, scale: 4, angle: 30 } }),
      faded: documentWith({ invert: true, opacity: 50 }),
    };
    const frames = await exportFrames(page, framesOf(cases), "invert");
    const png = (name: string) => decodeFrame(frames[name]);
    const plain = png("plain");
    expect([plain.width, plain.height]).toEqual([320, 180]);
    expect(pixel(plain, 160, 86)).toEqual([255, 0, 0]);
    expect(pixel(plain, 194, 86)).toEqual([128, 128, 128]);
    expect(pixel(plain, 198, 86)).toEqual([128, 128, 128]);

    expect(pixel(png("invert"), 160, 86)).toEqual([0, 255, 255]);
    // The opacity applies over the inverted square: half cyan on the grey.
    const [fr = 0, fg = 0, fb = 0] = pixel(png("faded"), 160, 86);
    expect(Math.max(Math.abs(fr - 64), Math.abs(fg - 192), Math.abs(fb - 192))).toBeLessThanOrEqual(2);

    const shadow = png("shadow");
    expect(pixel(shadow, 160, 86)).toEqual([255, 0, 0]);
    expect(pixel(shadow, 198, 86)).toEqual([0, 0, 255]);
    expect(pixel(shadow, 205, 86)).toEqual([128, 128, 128]);
    expect(pixel(shadow, 124, 86)).toEqual([128, 128, 128]); // offset right only

    const outline = png("outline");
    expect(pixel(outline, 160, 86)).toEqual([255, 0, 0]);
    for (const [x, y] of [
      [194, 86],
      [125, 86],
      [160, 52],
      [160, 120],
    ] as const)
      expect(pixel(outline, x, y), `${x},${y}`).toEqual([0, 255, 0]);
    expect(pixel(outline, 200, 86)).toEqual([128, 128, 128]);

    // Mid grey dithered to one bit per channel: black and white cells only, both present, inside the square.
    const dither = png("dither");
    const seen = new Set<string>();
    for (let y = 60; y < 112; y++) for (let x = 134; x < 186; x++) seen.add(pixel(dither, x, y).join(","));
    expect([...seen].sort()).toEqual(["0,0,0", "255,255,255"]);

    // The GIF's frames are the same compositor's: the square inverted in the first frame.
    const gif = parseGif(bytesOf({ base64: frames.gif ?? "" }));
    const first = gif.frames[0]?.rgba ?? new Uint8Array();
    const at = (86 * 320 + 160) * 4;
    const [r = 0, g = 0, b = 0] = first.subarray(at, at + 3);
    expect(r).toBeLessThan(16);
    expect(g).toBeGreaterThan(240);
    expect(b).toBeGreaterThan(240);
  });

  it("has controls: a switch per group, its fields from the contract, each edit undoable", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const result = await inStudio<Record<string, unknown>>(
      page,
      async (s, document) => {
        const layer = () => (s.readSource() as { layers: Record<string, unknown>[] }).layers[1];
        const control = (label: string) => s.controls().find((c) => c.label === label);
        await s.applySource(document);
        await s.set("Layer", "square");
        const before = control("Image shadow blur");
        await s.set("Image shadow", true);
        const on = { layer: layer(), blur: control("Image shadow blur") };
        await s.set("Image shadow blur", 2);
        await s.set("Image invert", true);
        await s.set("Image outline", true);
        await s.set("Image outline width", 8);
        const edited = layer();
        const refused = await s
          .set("Image outline width", 99)
          .catch((error: { body?: unknown }) => error.body);
        await s.activate("Undo");
        await s.activate("Undo");
        const undoneOutline = layer();
        await s.activate("Undo");
        await s.activate("Undo");
        const undoneBlur = layer();
        await s.activate("Undo");
        return {
          before,
          on,
          edited,
          refused,
          undoneOutline,
          undoneBlur,
          undone: layer(),
          after: control("Image shadow blur"),
          labels: s
            .controls()
            .filter((c) => c.section === "Appearance")
            .map((c) => c.label),
        };
      },
      documentWith({}),
    );
    expect(result.before).toMatchObject({ value: 12, enabled: false, reason: expect.stringContaining("on") });
    expect((result.on as { layer: object }).layer).toMatchObject({
      shadow: { color: "#000000", blur: 12, offsetX: 0, offsetY: 8, opacity: 60 },
    });
    expect((result.on as { blur: object }).blur).toMatchObject({ value: 12, enabled: true, min: 0, max: 64 });
    expect(result.edited).toMatchObject({
      invert: true,
      shadow: { blur: 2 },
      outline: { color: "#F4F4F0", width: 8, opacity: 100 },
    });
    expect(result.refused).toMatchObject({ error: { code: "invalid_request" } });
    expect(result.undoneOutline).toMatchObject({ invert: true, shadow: { blur: 2 } });
    expect(result.undoneOutline).not.toHaveProperty("outline");
    expect(result.undoneBlur).toMatchObject({ shadow: { blur: 12 } });
    expect(result.undoneBlur).not.toHaveProperty("invert");
    expect(result.undone).not.toHaveProperty("shadow");
    expect(result.after).toMatchObject({ value: 12, enabled: false });
    expect(result.labels).toEqual([
      "Image invert",
      "Image dither",
      "Image dither amount",
      "Image dither scale",
      "Image dither angle",
      "Image outline",
      "Image outline colour",
      "Reset Image outline colour",
      "Image outline width",
      "Image outline opacity",
      "Image shadow",
      "Image shadow colour",
      "Reset Image shadow colour",
      "Image shadow blur",
      "Image shadow offset x",
      "Image shadow offset y",
      "Image shadow opacity",
    ]);
  });
});
