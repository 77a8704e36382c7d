// Caller images through POST /api/generate: every hostile SVG and raster is a 400 invalid_data_url naming what
// was refused, in every field that takes an image (background and template logos, partner logos, background
// images, design-sequence brand marks); accepted SVGs are embedded as their sanitized re-serialization.
import { describe, expect, it } from "vitest";
import { inspectImageDataUrl } from "../../src/contract/index.js";
import {
  DROPPED_FROM_INKSCAPE_LOGO,
  expectInertSvg,
  HOSTILE_RASTERS,
  HOSTILE_SVGS,
  INKSCAPE_LOGO,
  realGif,
  realPng,
  svgDataUrl,
} from "../support/hostile-images.js";
import { dataUrl, JPEG_4X3, WEBP_1X1, WEBP_4X3 } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** Every request field that takes an image data URL, as a request that carries `url` there. */
const FIELDS = [
  {
    field: "identity.logoDataUrl",
    kind: "background",
    request: (url: string) => ({
      kind: "background",
      identity: { preset: "starter", logoDataUrl: url },
      settings: { width: 320, height: 180 },
    }),
  },
  {
    field: "identity.logoDataUrl",
    kind: "template",
    request: (url: string) => ({ kind: "template", template: "slides", identity: { logoDataUrl: url } }),
  },
  {
    field: "partnerLogoDataUrl",
    kind: "template",
    request: (url: string) => ({ kind: "template", template: "partnership", partnerLogoDataUrl: url }),
  },
  {
    field: "backgroundImageDataUrl",
    kind: "template",
    request: (url: string) => ({ kind: "template", template: "blog", backgroundImageDataUrl: url }),
  },
  {
    field: "identity.logoDataUrl",
    kind: "design-sequence",
    request: (url: string) => ({ kind: "design-sequence", identity: { logoDataUrl: url } }),
  },
] as const;

const CASES = [
  ...HOSTILE_SVGS.map(([name, svg, message]) => [name, svgDataUrl(svg), message] as const),
  ...HOSTILE_RASTERS,
];

describe.each(FIELDS)("$kind $field", ({ field, request }) => {
  it.each(CASES)("refuses %s with a 400 naming why", async (_, url, message) => {
    const { status, json } = await server.postJson(request(url));
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: "invalid_request", field });
    expect(json.error.issues).toHaveLength(1);
    expect(json.error.issues[0]).toMatchObject({ code: "invalid_data_url", field });
    expect(json.error.issues[0].message).toMatch(message);
  });
});

/** The SVG documents behind every `data:image/svg+xml` URL in `text`. */
const embeddedSvgs = (text: string) =>
  [...text.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/gu)].map(([, b64]) =>
    Buffer.from(b64 ?? "", "base64").toString("utf8"),
  );

describe("accepted SVGs", () => {
  const logo = svgDataUrl(INKSCAPE_LOGO);
  const inspection = inspectImageDataUrl(logo);
  const sanitized = inspection.ok ? inspection.dataUrl : "";

  it("an Inkscape logo is embedded sanitized in a background, without its editor data", async () => {
    expect(sanitized).not.toBe("");
    const { status, json } = await server.postJson(FIELDS[0].request(logo));
    expect(status).toBe(200);
    const content: string = json.artifact.content;
    expect(content).toContain(sanitized);
    expect(content).not.toContain(logo);
    const [embedded] = embeddedSvgs(content);
    expect(embedded).toBeDefined();
    expectInertSvg(embedded ?? "");
    for (const word of DROPPED_FROM_INKSCAPE_LOGO) expect(embedded).not.toContain(word);
    for (const kept of [
      "url(#grad)",
      '<use href="#a"',
      "<linearGradient",
      "<style>.mark{",
      "Acme &lt;Co&gt;",
    ]) {
      expect(embedded).toContain(kept);
    }
  });

  it.each(FIELDS.slice(1, 4))("is embedded sanitized as a template's $field", async ({ request }) => {
    const response = await server.post({ ...request(logo), output: "raw" });
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain(sanitized);
    expect(svg).not.toContain(logo);
  });

  it("is the design-sequence brand mark as the data URL of the sanitized SVG", async () => {
    const { status, json } = await server.postJson(FIELDS[4].request(logo));
    expect(status).toBe(200);
    const mark = json.document.layers.find((layer: any) => layer.type === "brand-mark");
    expect(mark.logoDataUrl).toBe(sanitized);
    expect(mark.aspect).toBe(3);
  });

  it("is restated sanitized in an element brief's ready-to-POST request", async () => {
    const { status, json } = await server.postJson({
      kind: "element-brief",
      elementId: "website-hero",
      identity: { preset: "starter", logoDataUrl: logo },
    });
    expect(status).toBe(200);
    const text = JSON.stringify(json);
    expect(text).not.toContain(logo);
    expect(json.request.identity.logoDataUrl).toBe(sanitized);
  });

  it("gives identical artifacts for identical requests", async () => {
    const first = await (await server.post({ ...FIELDS[2].request(logo), output: "raw" })).text();
    const second = await (await server.post({ ...FIELDS[2].request(logo), output: "raw" })).text();
    expect(second).toBe(first);
  });
});

describe("accepted rasters", () => {
  it.each([
    ["PNG", dataUrl("image/png", realPng(6, 4))],
    ["JPEG", dataUrl("image/jpeg", JPEG_4X3)],
    ["GIF", dataUrl("image/gif", realGif())],
    ["lossless WebP", dataUrl("image/webp", WEBP_1X1)],
    ["lossy WebP", dataUrl("image/webp", WEBP_4X3)],
  ])("a real %s is embedded as sent in every image field", async (_, url) => {
    for (const { request, kind } of FIELDS) {
      const { status, json } = await server.postJson(request(url));
      expect(status).toBe(200);
      const text = JSON.stringify(kind === "design-sequence" ? json.document : json.artifact.content);
      expect(text).toContain(url);
    }
  });
});
