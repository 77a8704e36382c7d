// A Design Lab group's scale scales its layers' appearance too: a dithered, outlined square casting a shadow,
// in a group at 200 %, has an outline band and a shadow twice as wide and dither cells twice as large as at
// 100 %, and a text layer's scan lines are twice as far apart — the same group, scaled, in the exported frame
// (decoded here). The preview draws the same grouped document (withGroupsApplied) through the same compositor.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { decodeFrame, FRAME_MATERIAL, type Frame, squarePng } from "./design-frames.js";
import { inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/**
 * A 640×360 frame (0.5 px per reference pixel): on grey, a square of 20 % of the width at x 40 %, y 30 %,
 * dithered (cells of 4 reference pixels), outlined in green (12) and casting a hard black shadow 20 down; in
 * group "a" at `scale` percent (about the canvas centre).
 */
const documentAt = (scale: number) => ({
  kind: "design-lab",
  schema: 2,
  version: 4,
  canvas: { ratio: "wide", backgroundColor: "#808080" },
  layers: [
    { type: "shader", materialId: FRAME_MATERIAL, visible: false },
    {
      id: "square",
      type: "image",
      dataUrl: squarePng([200, 60, 60]),
      x: 40,
      y: 30,
      width: 20,
      group: "a",
      dither: { amount: 100, scale: 4, angle: 0 },
      outline: { color: "#00FF00", width: 12, opacity: 100 },
      shadow: { color: "#000000", blur: 0, offsetX: 0, offsetY: 20, opacity: 100 },
    },
  ],
  groups: [{ id: "a", scale }],
  export: { width: 640, fps: 12, durationMs: 1200 },
});

/** Green "HHHH" at 12 % of the height with scan lines every 8 reference pixels, in group "a" at `scale` %. */
const textAt = (scale: number) => ({
  ...documentAt(scale),
  layers: [
    { type: "shader", materialId: FRAME_MATERIAL, visible: false },
    {
      id: "words",
      type: "text",
      value: "HHHH",
      x: 50,
      y: 50,
      size: 12,
      color: "#00FF00",
      group: "a",
      textEffect: { kind: "scan-lines", amount: 100, angle: 0, scale: 8 },
    },
  ],
});

const rgb = (png: Frame, x: number, y: number) => {
  const i = (y * png.width + x) * png.channels;
  return [png.data[i] ?? 0, png.data[i + 1] ?? 0, png.data[i + 2] ?? 0] as const;
};
const isGreen = ([r, g, b]: readonly number[]) => (g ?? 0) > 200 && (r ?? 0) < 80 && (b ?? 0) < 80;
const isBlack = (pixel: readonly number[]) => Math.max(...pixel) < 40;

/** Where the square is drawn (px), its group at `scale` percent. */
function box(scale: number) {
  const s = scale / 100;
  const left = (50 + (40 - 50) * s) * 6.4;
  const top = (50 + (30 - 50) * s) * 3.6;
  const side = 20 * s * 6.4;
  return { left, top, right: left + side, bottom: top + side };
}

/** The frame's measures: the green band right of the square, the black one under its outline, dither changes. */
function measure(png: Frame, scale: number) {
  const { left, top, right, bottom } = box(scale);
  const row = Math.round((top + bottom) / 2);
  const column = Math.round((left + right) / 2);
  let outline = 0;
  for (let x = Math.round(right); x < png.width && isGreen(rgb(png, x, row)); x++) outline++;
  let y = Math.round(bottom);
  while (y < png.height && !isBlack(rgb(png, column, y))) y++;
  let shadow = 0;
  for (; y < png.height && isBlack(rgb(png, column, y)); y++) shadow++;
  // Along each row inside the square, how often the red channel's bit flips: halved as cells double.
  let flips = 0;
  let length = 0;
  for (let y = Math.ceil(top) + 2; y < bottom - 2; y++)
    for (let x = Math.ceil(left) + 3; x < right - 2; x++) {
      length++;
      if (rgb(png, x, y)[0] > 128 !== rgb(png, x - 1, y)[0] > 128) flips++;
    }
  return { outline, shadow, flipsPerPixel: flips / length };
}

/** Down each column, from its first inked pixel to its last, how often ink flips: halved as the lines spread. */
function scanFlips(png: Frame) {
  let flips = 0;
  let length = 0;
  for (let x = 0; x < png.width; x++) {
    const inked: boolean[] = [];
    for (let y = 0; y < png.height; y++) inked.push(isGreen(rgb(png, x, y)));
    const first = inked.indexOf(true);
    if (first === -1) continue;
    const last = inked.lastIndexOf(true);
    length += last - first;
    for (let y = first + 1; y <= last; y++) if (inked[y] !== inked[y - 1]) flips++;
  }
  return flips / length;
}

describe("Design Lab group appearance", () => {
  it("a group at 200 % draws its layers' outline, shadow, dither cells and text effect twice as large", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const frames = await inStudio<Record<string, string>>(
      page,
      async (s, cases) => {
        const out: Record<string, string> = {};
        for (const [name, document] of Object.entries(cases)) {
          await s.applySource(document);
          out[name] = (await s.invoke("design.export", { format: "png", base64: true })).base64;
        }
        return out;
      },
      { one: documentAt(100), two: documentAt(200), textOne: textAt(100), textTwo: textAt(200) },
    );
    const png = (name: string) => decodeFrame(frames[name]);
    const one = measure(png("one"), 100);
    const two = measure(png("two"), 200);
    // 12 reference pixels at 0.5 px each: a 6 px band, 12 px in the doubled group; the shadow 10 px, then 20.
    expect(one.outline).toBeGreaterThanOrEqual(5);
    expect(one.outline).toBeLessThanOrEqual(7);
    expect(two.outline / one.outline).toBeGreaterThan(1.7);
    expect(two.outline / one.outline).toBeLessThan(2.3);
    expect(one.shadow).toBeGreaterThanOrEqual(9);
    expect(one.shadow).toBeLessThanOrEqual(11);
    expect(two.shadow / one.shadow).toBeGreaterThan(1.8);
    expect(two.shadow / one.shadow).toBeLessThan(2.2);
    // The dither is there at all, and its cells twice as wide flip half as often.
    expect(one.flipsPerPixel).toBeGreaterThan(0.05);
    expect(two.flipsPerPixel / one.flipsPerPixel).toBeGreaterThan(0.35);
    expect(two.flipsPerPixel / one.flipsPerPixel).toBeLessThan(0.65);
    // A text layer's scan lines, 4 px apart at 100 %, 8 px apart in the doubled group.
    const lines = { one: scanFlips(png("textOne")), two: scanFlips(png("textTwo")) };
    expect(lines.one).toBeGreaterThan(0.2);
    expect(lines.two / lines.one).toBeGreaterThan(0.35);
    expect(lines.two / lines.one).toBeLessThan(0.65);
  });
});
