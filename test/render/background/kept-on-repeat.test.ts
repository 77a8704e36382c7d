// Markup that repeats across renders but for its ids — a dither's tone patterns, a surface's tile — is built
// directly the first time its inputs are seen, then kept as a template and written under each document's
// prefix: every way must give the bytes a fresh render gives.
import { describe, expect, it } from "vitest";
import { generate } from "../../../src/generate/generate.js";
import { validateGenerateRequest } from "../../../src/generate/validate.js";
import { defaultFontBook } from "../../../src/render/text/node-fonts.js";

const render = (settings: Record<string, unknown>) => {
  const result = generate(
    validateGenerateRequest({ kind: "background", output: "raw", settings }),
    defaultFontBook(),
  );
  return String(result.body);
};
const dither = (settings: Record<string, unknown>) => render({ style: "dither", ...settings });

describe("dither tone patterns", () => {
  it("are the same bytes seen once, seen again and kept, across angles, palettes and grain", () => {
    const cases = [
      { angle: 10 },
      { angle: 11, colorA: "#123456" },
      { angle: 12, grain: 0, ditherShape: "dots" },
      { angle: 13, ditherMatrix: 8, spacing: 9 },
    ];
    const first = cases.map(dither);
    // Again (templates made), again (templates reused), interleaved with other sets.
    for (let round = 0; round < 2; round++) {
      cases.forEach((settings, i) => {
        expect(dither(settings)).toBe(first[i]);
        dither({ ...settings, angle: 90 + round, colorB: "#fedcba" });
      });
    }
  });

  it("differ from document to document only in their ids", () => {
    const one = dither({ angle: 20 });
    const other = dither({ angle: 20, logoX: 1 });
    const prefix = (svg: string) => /id="(mq-[0-9a-f]{8})-title"/.exec(svg)?.[1] ?? "";
    const defs = (svg: string) => (/<defs>.*<\/defs>/s.exec(svg)?.[0] ?? "").replaceAll(prefix(svg), "P");
    expect(prefix(one)).not.toBe(prefix(other));
    expect(defs(one)).toBe(defs(other));
  });
});

describe("surface tiles", () => {
  it("are the same bytes seen once, seen again and kept, in every material", () => {
    const materials = ["cork-composite", "kerf-wood", "hammered-foil", "frosted-glass", "woven-wire"];
    const cases = materials.flatMap((surfaceMaterial, i) => [
      { style: "grain-gradient", surfaceMaterial, angle: i },
      { style: "gradient", surfaceMaterial, surfaceAngle: 30, surfaceScale: 20 + i, angle: i },
    ]);
    const first = cases.map(render);
    for (let round = 0; round < 2; round++) {
      cases.forEach((settings, i) => {
        expect(render(settings)).toBe(first[i]);
        render({ ...settings, angle: 100 + round, surfaceDepth: 10 });
      });
    }
  });
});
