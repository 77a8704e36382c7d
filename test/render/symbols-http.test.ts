// Issue 26, 7b over HTTP: a slide titled "Launch week ✦ 2026" (and every symbol of the table) comes back with
// the symbol drawn — rasterized by resvg it differs from the same slide with "?" — and no missing_glyph
// warning; a character no bundled face has still warns.
import { describe, expect, it } from "vitest";
import { rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";
import { SYMBOLS } from "./text/symbol-samples.js";

const server = useServer();

const slide = (title: string) =>
  server.post({
    kind: "template",
    template: "slides",
    slideLayout: "title",
    identity: { preset: "halden-rail" },
    title,
    body: "Annual review",
    output: "raw",
  });

/** Pixels that differ between two rasters of one size. */
function differing(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  return n;
}

describe("symbols in a template over HTTP", () => {
  it("are drawn as their own glyphs (not ?), outlined, with no warning", async () => {
    const replaced = await slide("Launch week ? 2026");
    const question = rasterize(await replaced.text()).pixels;
    for (const [symbol] of SYMBOLS) {
      const title = `Launch week ${symbol} 2026`;
      const response = await slide(title);
      expect(response.status, symbol).toBe(200);
      expect(response.headers.get("x-marque-warnings"), symbol).toBeNull();
      const svg = await response.text();
      expect(svg, symbol).toContain(`aria-label="${title}"`);
      expect(svg, symbol).not.toMatch(/font-family|<text/u);
      expect(differing(rasterize(svg).pixels, question), symbol).toBeGreaterThan(100);
    }
  });

  it("still warn missing_glyph for a character no bundled face has, naming it", async () => {
    const response = await slide("Launch week ✦ 2026 ‽");
    expect(response.status).toBe(200);
    const warnings = response.headers.get("x-marque-warnings") ?? "";
    expect(warnings).toContain("missing_glyph");
    const json = await server.postJson({
      kind: "template",
      template: "slides",
      slideLayout: "title",
      title: "Launch week ✦ 2026 ‽",
      body: "Annual review",
    });
    const missing = json.json.warnings.filter((w: { code: string }) => w.code === "missing_glyph");
    expect(missing).toHaveLength(1);
    expect(missing[0].field).toBe("title");
    expect(missing[0].message).toContain("U+203D");
    expect(missing[0].message).not.toContain("U+2726");
  });
});
