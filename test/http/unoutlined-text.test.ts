// Issue 26.6: a caller's SVG with live <text> is drawn by each renderer with its own fonts (resvg, without
// system fonts, drops it; a browser draws it), so every kind that draws a caller's image warns
// `unoutlined_text` on the field that carried it, in JSON `warnings` and the raw X-Marque-Warnings header.
import { describe, expect, it } from "vitest";
import {
  artifactEnvelopeSchema,
  designSequenceResponseSchema,
  WARNINGS_HEADER,
} from "../../src/contract/index.js";
import { INKSCAPE_LOGO, svgDataUrl } from "../support/hostile-images.js";
import { dataUrl, pngBytes, rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const WORDMARK = `<svg ${NS} viewBox="0 0 120 40"><circle cx="20" cy="20" r="18" fill="#c60"/><text x="44" y="28" font-family="Inter" font-size="20">ACME</text></svg>`;
const OUTLINED = `<svg ${NS} viewBox="0 0 120 40"><circle cx="20" cy="20" r="18" fill="#c60"/><path d="M44 28h20v-16z"/></svg>`;

const warningsOf = (json: { warnings?: { code: string; field: string }[] }) =>
  (json.warnings ?? []).filter((warning) => warning.code === "unoutlined_text");

describe("unoutlined_text", () => {
  it("is why: resvg without system fonts draws nothing of the text", () => {
    const { pixels } = rasterize(
      `<svg ${NS} width="120" height="40"><text x="4" y="28" font-size="20">ACME</text></svg>`,
    );
    expect(pixels.some((value) => value !== 0)).toBe(false);
  });

  it.each([
    [
      "a background's identity logo",
      {
        kind: "background",
        identity: { logoDataUrl: svgDataUrl(WORDMARK) },
        settings: { width: 320, height: 180 },
      },
      "identity.logoDataUrl",
    ],
    [
      "a partnership's partner logo",
      { kind: "template", template: "partnership", partnerLogoDataUrl: svgDataUrl(WORDMARK) },
      "partnerLogoDataUrl",
    ],
    [
      "a slide's background image",
      {
        kind: "template",
        template: "slides",
        slideLayout: "image",
        backgroundImageDataUrl: svgDataUrl(WORDMARK),
      },
      "backgroundImageDataUrl",
    ],
    [
      "a blog cover's identity logo (an Inkscape logo)",
      {
        kind: "template",
        template: "blog",
        identity: { preset: "custom", logoDataUrl: svgDataUrl(INKSCAPE_LOGO) },
      },
      "identity.logoDataUrl",
    ],
  ])("warns on %s, in JSON and raw", async (_, request, field) => {
    const { status, json } = await server.postJson(request);
    expect(status).toBe(200);
    expect(artifactEnvelopeSchema.parse(json)).toBeTruthy();
    expect(warningsOf(json)).toEqual([
      { code: "unoutlined_text", field, message: expect.stringMatching(/does not outline/u) },
    ]);
    const raw = await server.post({ ...request, output: "raw" });
    expect(raw.status).toBe(200);
    expect(raw.headers.get(WARNINGS_HEADER)).toContain(`unoutlined_text=${field}`);
  });

  it("warns in a design-sequence document whose brand mark is the caller's logo", async () => {
    const { status, json } = await server.postJson({
      kind: "design-sequence",
      identity: { logoDataUrl: svgDataUrl(WORDMARK) },
    });
    expect(status).toBe(200);
    expect(designSequenceResponseSchema.parse(json)).toBeTruthy();
    expect(warningsOf(json).map((warning) => warning.field)).toEqual(["identity.logoDataUrl"]);
  });

  it("is not given for outlined logos, rasters or Marque's own logos", async () => {
    for (const request of [
      { kind: "template", template: "partnership", partnerLogoDataUrl: svgDataUrl(OUTLINED) },
      { kind: "template", template: "partnership", identity: { preset: "custom", name: "Acme" } },
      { kind: "template", template: "partnership", partnerLogoDataUrl: dataUrl("image/png", pngBytes(8)) },
      { kind: "design-sequence" },
    ]) {
      const { status, json } = await server.postJson(request);
      expect(status).toBe(200);
      expect(warningsOf(json)).toEqual([]);
    }
  });

  it("is not fooled by the word in text or attributes", async () => {
    const svg = `<svg ${NS}><title>&lt;text&gt; logo</title><rect id="text" width="4" height="4"/></svg>`;
    const { json } = await server.postJson({
      kind: "template",
      template: "partnership",
      partnerLogoDataUrl: svgDataUrl(svg),
    });
    expect(warningsOf(json)).toEqual([]);
  });
});
