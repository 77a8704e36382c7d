// Issue 26, 7b in the Studio: a Design Lab or Motion text layer reading "Launch week ✦ 2026" drew "?" for ✦.
// The Studio fetches the symbol faces' unicode-range files a text needs (and no others), so each symbol draws
// as itself — a frame differs from the same frame with "?" — and a slide it exports is the API's, byte for byte.
import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { meanDifference } from "../export/measure.js";
import { SYMBOLS } from "../render/text/symbol-samples.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** Every symbol of the table in a line or two, and the same with "?" for each. */
const ALL = SYMBOLS.map(([symbol]) => symbol).join(" ");
const PAIRS = [
  ["Launch week ✦ 2026", "Launch week ? 2026"],
  [ALL, ALL.replace(/\S/gu, "?")],
] as const;

const pixels = (base64: string | undefined) => decode(Buffer.from(base64 ?? "", "base64")).data as Uint8Array;

describe("symbols in the Studio", () => {
  it("a Design Lab and a Motion text layer draw ✦ → ✓ ≥ ★ and the rest as glyphs, not ?", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const values = PAIRS.flat();
    const lab = await inStudio<Record<string, string>>(
      page,
      async (s, { values }) => {
        const out: Record<string, string> = {};
        for (const value of values) {
          await s.applySource({
            kind: "design-lab",
            schema: 2,
            version: 4,
            export: { width: 320 },
            layers: [
              { type: "shader", materialId: "electric-tide", settings: { speed: 0 } },
              { type: "text", id: "title", value, x: 50, y: 50, size: 8, align: "center" },
            ],
          });
          out[value] = (await s.invoke("design.export", { format: "png", base64: true })).base64;
        }
        return out;
      },
      { values },
    );
    for (const [a, b] of PAIRS)
      expect(meanDifference(pixels(lab[a]), pixels(lab[b])), `Design Lab: ${a}`).toBeGreaterThan(0.3);

    await openStudio(page, server.url, "?tool=animation");
    const motion = await inStudio<Record<string, string>>(
      page,
      async (s, { values, animation }) => {
        const out: Record<string, string> = {};
        for (const value of values) {
          await s.applySource({
            kind: "motion",
            version: 1,
            size: "square",
            material: { materialId: animation, settings: { speed: 0 } },
            mark: { visible: false },
            text: { value, size: 12, entrance: { kind: "none" } },
            export: { width: 160, fps: 12, durationMs: 1000 },
          });
          out[value] = (await s.invoke("animation.export", { format: "png", base64: true })).base64;
        }
        return out;
      },
      { values: PAIRS[0], animation: materialsCatalog.defaults.animation },
    );
    const [a, b] = PAIRS[0];
    expect(meanDifference(pixels(motion[a]), pixels(motion[b])), "Motion").toBeGreaterThan(0.3);
    expect(errors).toEqual([]);
  });

  it("a slide titled with symbols exports the API's SVG byte for byte, fetching only the symbol files it needs", {
    timeout: 90_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=slides");
    const fetched: string[] = [];
    page.on("request", (request) => {
      const match = /\/studio\/fonts\/@fontsource\/([^/]+)\//u.exec(request.url());
      if (match) fetched.push(match[1] as string);
    });
    const title = "Launch week ✦ 2026 → ✓ ≥ ★";
    const result = await inStudio<{ base64: string; source: unknown }>(
      page,
      async (s, { title }) => {
        await s.applySource({ ...s.readSource(), slideLayout: "title", title: title, body: "Annual review" });
        const svg = await s.invoke("slides.export", { format: "svg", base64: true });
        return { base64: svg.base64, source: s.readSource() };
      },
      { title },
    );
    const api = await server.post(result.source);
    expect(api.status).toBe(200);
    expect(api.headers.get("x-marque-warnings")).toBeNull();
    const apiBytes = Buffer.from(await api.arrayBuffer());
    expect(apiBytes.toString("utf8")).toContain(`aria-label="${title}"`);
    expect(Buffer.from(result.base64, "base64").equals(apiBytes)).toBe(true);
    // The three symbol faces, one file each; no script's fallback.
    const fallbacks = fetched.filter((name) => name.startsWith("noto-"));
    expect(new Set(fallbacks)).toEqual(
      new Set(["noto-sans-symbols", "noto-sans-symbols-2", "noto-sans-math"]),
    );
  });
});
