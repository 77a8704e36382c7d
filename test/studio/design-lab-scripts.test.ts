// Design Lab text layers set every script the templates set: the Studio fetches only the font files a text
// needs, so a layer's words must reach that fetch, or a Japanese or Arabic title draws as missing boxes.
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { meanDifference } from "../export/measure.js";
import { useServer } from "../support/server.js";
import { type InStudio, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/**
 * Exports one small PNG per text, each a centred title on the plain canvas (the shader layer hidden: drawing it
 * took most of each frame under SwiftShader, and the type is what is checked); base64 by text.
 */
const EXPORT_TEXTS: InStudio<{ values: readonly string[]; align?: string; x?: number }> = async (
  s,
  { values, align = "center", x = 50 },
) => {
  const out: Record<string, string> = {};
  for (const value of values) {
    await s.applySource({
      kind: "design-lab",
      schema: 2,
      version: 4,
      export: { width: 320 },
      layers: [
        { type: "shader", materialId: "electric-tide", visible: false },
        { type: "text", id: "title", value, x, y: 50, size: 16, align },
      ],
    });
    out[value] = (await s.invoke("design.export", { format: "png", base64: true })).base64;
  }
  return out;
};

/**
 * Pairs of words of as many characters in each script, and a mixed-direction line: drawn as
 * missing-glyph boxes (or "?"), both frames of a pair would be the same.
 */
const PAIRS = [
  ["こんにちは", "さようなら"],
  ["مرحبا", "سلامم"],
  ["ướở", "ộữệ"], // Vietnamese letters only, so the brand face's Vietnamese file must be fetched
  ["Αθήνα", "Κρήτη"],
  ["Одеса", "Львів"],
  ["北京", "上海"],
  ["서울", "부산"],
  ["שלום", "תודה"],
  ["नगर", "कमल"],
  ["สวัสดี", "ขอบคุณ"],
  ["🚆✨🎉", "🎉🚆✨"],
  ["مرحبا Marque 2026", "سلامم Marque 2026"],
] as const;

describe("Design Lab text layers", () => {
  it("draw every script the templates set, and a mixed-direction line, from their fonts (never missing boxes)", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const values = PAIRS.flat();
    const frames = await inStudio<Record<string, string>>(page, EXPORT_TEXTS, { values });
    const pixels = (value: string) => decode(Buffer.from(frames[value] ?? "", "base64")).data as Uint8Array;
    for (const [a, b] of PAIRS)
      expect(meanDifference(pixels(a), pixels(b)), `${a} / ${b}`).toBeGreaterThan(0.3);
  });

  it("draw right-to-left lines aligned left and right at their anchor (not off the canvas)", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const rtl = [
      ["مرحبا بالعالم", "سلامم بالعالم"],
      ["שלום עולם", "תודה עולם"],
    ] as const;
    for (const [align, x] of [
      ["left", 8],
      ["right", 92],
    ] as const) {
      const frames = await inStudio<Record<string, string>>(page, EXPORT_TEXTS, {
        values: rtl.flat(),
        align,
        x,
      });
      const pixels = (value: string) => decode(Buffer.from(frames[value] ?? "", "base64")).data as Uint8Array;
      // Drawn off the canvas, both frames of a pair would be the bare canvas.
      for (const [a, b] of rtl)
        expect(meanDifference(pixels(a), pixels(b)), `${align}: ${a} / ${b}`).toBeGreaterThan(0.3);
    }
  });

  it("a background's logo for an identity named 東京銀行 matches the API's byte for byte, its name set in type", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const source = {
      kind: "background",
      identity: { preset: "custom", name: "東京銀行", ink: "#102030" },
      settings: { width: 320, height: 180, style: "gradient" },
    };
    const result = await inStudio<{ base64: string; source: unknown }>(
      page,
      async (s, { source }) => {
        await s.applySource(source);
        const svg = await s.invoke("surface.export", { format: "svg", base64: true });
        return { base64: svg.base64, source: s.readSource() };
      },
      { source },
    );
    const studio = Buffer.from(result.base64, "base64").toString("utf8");
    const api = await server.post({ ...(result.source as object), output: "raw" });
    expect(api.status).toBe(200);
    expect(studio).toBe(await api.text());
    // The logo inside carries the name as its title: it was set in type, not dropped by the stroke alphabet.
    const logo = /href="data:image\/svg\+xml;base64,([^"]+)"/u.exec(studio)?.[1] ?? "";
    expect(Buffer.from(logo, "base64").toString("utf8")).toContain("<title>東京銀行</title>");
  });

  it("a brand mark for an identity named in Japanese or Greek shows its name set in type", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const names = ["東京銀行", "銀行東京", "Αθήνα", "Ανήθα"];
    const frames = await inStudio<Record<string, string>>(
      page,
      async (s, { names }) => {
        const out: Record<string, string> = {};
        for (const name of names) {
          await s.applySource({
            kind: "design-lab",
            schema: 2,
            version: 4,
            identity: { preset: "custom", name, ink: "#102030" },
            export: { width: 320 },
            layers: [
              { type: "shader", materialId: "electric-tide", visible: false },
              { type: "brand-mark", x: 50, y: 60, scale: 60 },
            ],
          });
          out[name] = (await s.invoke("design.export", { format: "png", base64: true })).base64;
        }
        return out;
      },
      { names },
    );
    const pixels = (value: string) => decode(Buffer.from(frames[value] ?? "", "base64")).data as Uint8Array;
    // Without its wordmark (the stroke alphabet has no such letters) each pair would be the same symbol alone.
    for (const [a, b] of [
      ["東京銀行", "銀行東京"],
      ["Αθήνα", "Ανήθα"],
    ] as const)
      expect(meanDifference(pixels(a), pixels(b)), `${a} / ${b}`).toBeGreaterThan(0.3);
  });

  it("the Motion tool's mark for an identity named in Japanese shows its name set in type", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const frames = await inStudio<Record<string, string>>(page, async (s) => {
      const out: Record<string, string> = {};
      for (const name of ["東京銀行", "銀行東京"]) {
        await s.applySource({
          kind: "motion",
          version: 1,
          size: "square",
          material: { materialId: "electric-tide" },
          identity: { preset: "custom", name, ink: "#102030" },
          mark: { scale: 80 },
          export: { width: 160, fps: 12, durationMs: 2000 },
        });
        out[name] = (await s.invoke("animation.export", { format: "png", base64: true })).base64;
      }
      return out;
    });
    const pixels = (value: string) => decode(Buffer.from(frames[value] ?? "", "base64")).data as Uint8Array;
    expect(meanDifference(pixels("東京銀行"), pixels("銀行東京"))).toBeGreaterThan(0.3);
  });
});
