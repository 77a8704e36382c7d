// Background SVG hygiene: accessible root, no scripts or external references, ≤ 3 decimals, determinism,
// namespaced ids.
import { describe, expect, it } from "vitest";
import {
  BACKGROUND_STYLES,
  GRADIENT_KINDS,
  PATTERNS,
  SURFACE_MATERIALS,
} from "../../src/contract/background.js";
import { renderBackground } from "../../src/render/background/index.js";
import { settingsOf, testIdentity } from "./fixtures.js";

const samples = [
  ...BACKGROUND_STYLES.map((style) => ({ style })),
  ...GRADIENT_KINDS.map((gradient) => ({ gradient, style: "grain-gradient" })),
  ...PATTERNS.map((pattern) => ({ pattern, style: "pattern" })),
  ...SURFACE_MATERIALS.map((surfaceMaterial) => ({ surfaceMaterial, surfaceAngle: 30 })),
  { style: "dither", ditherShape: "dots", ditherMatrix: 8, logoOpacity: 60, logoTone: "white" },
].map((overrides) => settingsOf({ logoOpacity: 100, ...overrides }));

const withoutDataUrls = (svg: string) => svg.replace(/data:[^"]*/g, "data:");

describe("background output", () => {
  it.each(samples.map((settings) => [JSON.stringify(settings).slice(0, 90), settings] as const))(
    "is a clean, accessible, self-contained SVG: %s",
    (_, settings) => {
      const svg = renderBackground(settings, testIdentity);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(svg).toMatch(/ role="img" /);
      const labelled = svg.match(/aria-labelledby="([^"]+)"/)?.[1];
      expect(svg).toContain(`<title id="${labelled}">Test Studio background</title>`);
      expect(svg).toMatch(/<desc id="[^"]+">[^<]*background[^<]*<\/desc>/);
      expect(svg).toContain(`width="${settings.width}" height="${settings.height}"`);
      expect(svg.toLowerCase()).not.toContain("<script");
      expect(svg).not.toMatch(/\son[a-z]+=/i);
      const links = withoutDataUrls(svg).match(/https?:[^"')\s]*/g) ?? [];
      expect(new Set(links)).toEqual(new Set(["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"]));
      for (const reference of withoutDataUrls(svg).match(/(?:href="|url\()[^")]*/g) ?? []) {
        expect(reference).toMatch(/^(href="|url\()(#|data:)/);
      }
      expect(withoutDataUrls(svg)).not.toMatch(/\d\.\d{4,}/);
    },
  );

  it("is byte-identical for identical input, whatever the key order", () => {
    const settings = settingsOf({
      style: "dither",
      pattern: "topographic",
      surfaceMaterial: "cork-composite",
    });
    const reordered = Object.fromEntries(Object.entries(settings).reverse()) as typeof settings;
    const first = renderBackground(settings, testIdentity);
    expect(renderBackground(settings, testIdentity)).toBe(first);
    expect(renderBackground(reordered, testIdentity)).toBe(first);
  });

  it("gives different settings different id namespaces, used by every id", () => {
    const prefixOf = (svg: string) => svg.match(/id="(mq-[0-9a-f]{8})-/)?.[1];
    const a = renderBackground(settingsOf({ angle: 10 }), testIdentity);
    const b = renderBackground(settingsOf({ angle: 11 }), testIdentity);
    const [prefixA, prefixB] = [prefixOf(a), prefixOf(b)];
    expect(prefixA).toBeDefined();
    expect(prefixA).not.toBe(prefixB);
    for (const [svg, prefix] of [
      [a, prefixA],
      [b, prefixB],
    ] as const) {
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(ids.length).toBeGreaterThan(2);
      for (const id of ids) expect(id?.startsWith(`${prefix}-`)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("escapes the identity's name", () => {
    const svg = renderBackground(settingsOf(), { ...testIdentity, name: 'A <b> & "c"' });
    expect(svg).toContain("<title");
    expect(svg).toContain("A &lt;b&gt; &amp; &quot;c&quot; background");
  });
});
