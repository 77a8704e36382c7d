// The Design Lab's effect converters, checked on exported frames: bayer leaves only its two colours,
// posterize only its levels per channel, halftone and ascii only the ground and the colours they sample.
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** Distinct RGB triples of a PNG. */
function colours(base64: string): Set<string> {
  const image = decode(Buffer.from(base64, "base64"));
  const seen = new Set<string>();
  for (let i = 0; i < image.data.length; i += image.channels)
    seen.add(`${image.data[i]},${image.data[i + 1]},${image.data[i + 2]}`);
  return seen;
}

describe("Design Lab effects", () => {
  it("change the frame as each converter says", { timeout: 120_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const frames = await inStudio<Record<string, string>>(page, async (s) => {
      const base = s.readSource();
      const shot = async (effect?: object) => {
        const layers = base.layers.filter((l: { type: string }) => l.type !== "effect");
        await s.applySource({
          ...base,
          export: { ...base.export, width: 320 },
          layers: effect ? [...layers, { id: "fx", type: "effect", effect }] : layers,
        });
        return (await s.invoke("design.export", { format: "png", base64: true })).base64;
      };
      return {
        none: await shot(undefined),
        bayer: await shot({
          kind: "bayer",
          matrix: 4,
          scale: 2,
          backgroundColor: "#101820",
          foregroundColor: "#F0E0C0",
        }),
        posterize: await shot({ kind: "posterize", levels: 3 }),
        halftone: await shot({ kind: "halftone", cellSize: 8, angle: 45, shape: "dot" }),
        ascii: await shot({ kind: "ascii", cellSize: 10, characters: " .:#", color: "#FFFFFF" }),
      };
    });
    expect([...colours(frames.bayer ?? "")].sort()).toEqual(["16,24,32", "240,224,192"]);
    const levels = new Set([0, 128, 255]);
    for (const colour of colours(frames.posterize ?? ""))
      for (const channel of colour.split(",")) expect(levels.has(Number(channel)), colour).toBe(true);
    expect(colours(frames.none ?? "").size).toBeGreaterThan(200);
    for (const name of ["halftone", "ascii"]) {
      expect(frames[name], name).not.toBe(frames.none);
    }
    // ASCII in one ink on the ground: the ground, the ink and their blends (anti-aliased glyphs) only.
    const ascii = [...colours(frames.ascii ?? "")].map((c) => c.split(",").map(Number));
    const ground = [17, 18, 22];
    for (const [r = 0, g = 0, b = 0] of ascii) {
      const t = (r - (ground[0] ?? 0)) / (255 - (ground[0] ?? 0));
      expect(Math.abs(g - ((ground[1] ?? 0) + t * (255 - (ground[1] ?? 0))))).toBeLessThanOrEqual(2);
      expect(Math.abs(b - ((ground[2] ?? 0) + t * (255 - (ground[2] ?? 0))))).toBeLessThanOrEqual(2);
    }
  });
});
