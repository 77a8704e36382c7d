// Issue 26 item 4: every element's ready-to-POST request makes a complete artifact. For each element and three
// identities (a caller's own `custom` one, a built-in and the `template` placeholder brand), the brief's
// `request` is posted as it stands: 200, no `empty_content`, and — for templates — the title and body it
// carries are drawn as glyphs and visible on the rasterized slide.
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

const IDENTITIES = [
  { preset: "custom", name: "Harbour Works", ink: "#0E3B43", paper: "#F4EFE6" },
  { preset: "copperleaf-energy" },
  { preset: "template" },
] as const;

const GENERATED = ELEMENTS.filter((element) => element.generation);

/** Glyphs drawn: each outlined character is one `<use>` of a glyph definition. */
const glyphUses = (svg: string) => svg.match(/<use /g)?.length ?? 0;

/**
 * Share of pixels in the slide's middle band (between header and footer) that differ clearly from the
 * band's commonest colour: text and marks, not ground.
 */
function inkShare(svg: string): number {
  const image = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: "width", value: 400 },
  }).render();
  const { width, height, pixels } = image;
  const top = Math.round(height * 0.2);
  const bottom = Math.round(height * 0.8);
  const counts = new Map<number, number>();
  const at = (i: number) => ((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0);
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++) {
      const key = at((y * width + x) * 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const ground = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const channels = [(ground >> 16) & 255, (ground >> 8) & 255, ground & 255];
  let ink = 0;
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const distance = [0, 1, 2].reduce(
        (sum, c) => sum + Math.abs((pixels[i + c] ?? 0) - (channels[c] ?? 0)),
        0,
      );
      if (distance > 90) ink++;
    }
  return ink / ((bottom - top) * width);
}

describe("a brief's ready request", () => {
  it.each(
    IDENTITIES.flatMap((identity) =>
      GENERATED.map((element) => [`${identity.preset} ${element.id}`, element.id, identity] as const),
    ),
  )("%s makes a complete artifact", async (_, elementId, identity) => {
    const brief = await server.postJson({ kind: "element-brief", elementId, identity });
    expect(brief.status).toBe(200);
    const request = brief.json.request;
    expect(request).toBeDefined();
    const { status, json } = await server.postJson({
      ...request,
      output: request.kind === "template" || request.kind === "background" ? "json" : undefined,
    });
    expect(status, JSON.stringify(json?.error)).toBe(200);
    expect(json.warnings ?? []).toEqual([]);
    if (request.kind === "design-sequence") {
      const texts = json.document.layers.filter((layer: { type: string }) => layer.type === "text");
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.value.trim()).not.toBe("");
    }
    if (request.kind !== "template") return;
    // The request says what to draw, and it is drawn: one glyph per character of title and body (and more
    // for the footer), and text that shows on the raster.
    expect(request.title.trim()).not.toBe("");
    expect(request.body.trim()).not.toBe("");
    const characters = `${request.title}${request.body}`.replace(/\s/g, "").length;
    const svg = json.artifact.content as string;
    expect(glyphUses(svg)).toBeGreaterThanOrEqual(characters);
    expect(inkShare(svg)).toBeGreaterThan(0.015);
  });
});
