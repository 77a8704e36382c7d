// Design Lab text layers set every script the templates set: the Studio fetches only the font files a text
// needs, so a layer's words must reach that fetch, or a Japanese or Arabic title draws as missing boxes.
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { meanDifference } from "../export/measure.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

describe("Design Lab text layers", () => {
  it("draw Japanese and Arabic titles with their fallback fonts, never missing boxes", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const frames = await inStudio<Record<string, string>>(
      page,
      `async (s) => {
        const shot = async (value) => {
          await s.applySource({
            kind: "design-lab", schema: 2, version: 4,
            export: { width: 320 },
            layers: [
              { type: "shader", materialId: "electric-tide", settings: { speed: 0 } },
              { type: "text", id: "title", value, x: 50, y: 50, size: 16, align: "center" },
            ],
          });
          return (await s.invoke("design.export", { format: "png", base64: true })).base64;
        };
        const out = {};
        for (const value of ["こんにちは", "さようなら", "مرحبا", "سلامم"]) out[value] = await shot(value);
        return out;
      }`,
    );
    const pixels = (value: string) => decode(Buffer.from(frames[value] ?? "", "base64")).data as Uint8Array;
    // Two words of as many characters: drawn as missing-glyph boxes, both frames would be the same.
    for (const [a, b] of [
      ["こんにちは", "さようなら"],
      ["مرحبا", "سلامم"],
    ] as const)
      expect(meanDifference(pixels(a), pixels(b)), `${a} / ${b}`).toBeGreaterThan(0.3);
  });
});
