// kind "template" over HTTP: every layout × texture × template, raw and json, partner marks, images and
// warnings — rasterized with resvg and checked on pixels.
import { describe, expect, it } from "vitest";
import { identityRecords } from "../../src/catalog/identities/index.js";
import { SLIDE_LAYOUTS, TEMPLATE_CANVAS, TEXTURES } from "../../src/contract/index.js";
import { BLOG_SAMPLE, PARTNERSHIP_SAMPLE, SLIDE_SAMPLES } from "../render/template/samples.js";
import { dataUrl, distinctColors, pngBytes, rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

const cases = [
  ...SLIDE_LAYOUTS.map((slideLayout) => ({ template: "slides", slideLayout, ...SLIDE_SAMPLES[slideLayout] })),
  { template: "blog", ...BLOG_SAMPLE },
  { template: "partnership", ...PARTNERSHIP_SAMPLE, partnerId: "halden-rail.partner.vale-transit" },
].flatMap((sample) => TEXTURES.map((texture) => ({ ...sample, texture })));

describe("every layout × texture × template", () => {
  it.each(
    cases.map((c) => [`${c.template} ${"slideLayout" in c ? c.slideLayout : ""} ${c.texture}`, c] as const),
  )("%s: raw and json agree and rasterize", async (_, fields) => {
    const body = { kind: "template", identity: { preset: "halden-rail" }, ...fields };
    const raw = await server.post({ ...body, output: "raw" });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toMatch(/^image\/svg\+xml/u);
    expect(raw.headers.get("x-marque-warnings")).toBeNull();
    const { width, height } = TEMPLATE_CANVAS[fields.template as keyof typeof TEMPLATE_CANVAS];
    const layout = "slideLayout" in fields ? `${fields.slideLayout}-` : "";
    expect(raw.headers.get("content-disposition")).toBe(
      `inline; filename="halden-rail-${fields.template}-${layout}${width}x${height}.svg"`,
    );
    const svg = await raw.text();
    const { status, json } = await server.postJson({ ...body, output: "json" });
    expect(status).toBe(200);
    expect(json.artifact).toMatchObject({ content: svg, width, height, mimeType: "image/svg+xml" });
    expect(json.warnings).toBeUndefined();
    const image = rasterize(svg);
    expect([image.width, image.height]).toEqual([width, height]);
    expect(distinctColors(image.pixels)).toBeGreaterThan(8);
  });
});

describe("fields only some templates read", () => {
  it.each(["blog", "partnership"])(
    "refuses slideLayout with template %s instead of ignoring it",
    async (template) => {
      const { status, json } = await server.postJson({ kind: "template", template, slideLayout: "metrics" });
      expect(status).toBe(400);
      expect(json.error.issues).toEqual([
        expect.objectContaining({ code: "invalid_value", field: "slideLayout", received: "metrics" }),
      ]);
    },
  );

  it("accepts slideLayout with slides, and its absence anywhere", async () => {
    expect(
      (await server.postJson({ kind: "template", template: "slides", slideLayout: "metrics" })).status,
    ).toBe(200);
    expect((await server.postJson({ kind: "template", template: "blog" })).status).toBe(200);
  });
});

describe("partners, images and warnings", () => {
  const base = {
    kind: "template",
    template: "partnership",
    identity: { preset: "halden-rail" },
    output: "raw",
  };

  it("prints a custom identity's website only when the request gives one", async () => {
    const slide = (identity: object) =>
      server.post({ kind: "template", template: "slides", slideLayout: "closing", output: "raw", identity });
    const without = await (await slide({ preset: "custom", name: "Quayside Books" })).text();
    expect(without).not.toMatch(/quayside-books\.|\.example/u);
    const given = { preset: "custom", name: "Quayside Books", website: "https://quayside.books" };
    expect(await (await slide(given)).text()).toContain("quayside.books");
  });

  it("draws the partner named by partnerId from the identity's proof assets", async () => {
    const asset = identityRecords["halden-rail"].proofAssets[0];
    const svg = await (await server.post({ ...base, partnerId: asset?.id })).text();
    expect(svg).toContain(asset?.logo.dataUrl.slice(0, 200));
    const alone = await (await server.post(base)).text();
    expect(alone).not.toContain(asset?.logo.dataUrl.slice(0, 200));
  });

  it("draws a caller's partner logo", async () => {
    const logo = dataUrl("image/png", pngBytes(40, "#00ff00"));
    const svg = await (await server.post({ ...base, partnerLogoDataUrl: logo })).text();
    expect(svg).toContain(logo);
    const image = rasterize(svg);
    let green = 0;
    for (let i = 0; i < image.pixels.length; i += 4) {
      if (image.pixels[i] === 0 && image.pixels[i + 1] === 255 && image.pixels[i + 2] === 0) green++;
    }
    expect(green).toBeGreaterThan(400);
  });

  it.each(["slides", "blog", "partnership"])(
    "refuses an unknown partnerId for %s, listing the valid ids",
    async (template) => {
      const { status, json } = await server.postJson({ ...base, template, partnerId: "nobody" });
      expect(status).toBe(400);
      const issue = json.error.issues.find((i: any) => i.field === "partnerId");
      expect(issue.message).toContain("halden-rail.partner.vale-transit");
    },
  );

  it("lays a background image under a readable scrim, and frames it in the image layout", async () => {
    const image = dataUrl("image/png", pngBytes(64, "#ff0000"));
    const behind = await (
      await server.post({ ...base, template: "blog", backgroundImageDataUrl: image })
    ).text();
    expect(behind).toContain(image);
    const framed = await (
      await server.post({ ...base, template: "slides", slideLayout: "image", backgroundImageDataUrl: image })
    ).text();
    const pixels = rasterize(framed);
    // The frame sits on the right: red there, not on the left where the title is.
    const at = (x: number, y: number) =>
      pixels.pixels.slice((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3);
    expect([...at(1200, 450)]).toEqual([255, 0, 0]);
    expect([...at(200, 450)]).not.toEqual([255, 0, 0]);
  });

  it("reports warnings in the envelope and in X-Marque-Warnings on raw", async () => {
    const body = {
      ...base,
      template: "slides",
      title: "Hard to read",
      background: "#777777",
      foreground: "#888888",
    };
    const raw = await server.post(body);
    expect(raw.headers.get("x-marque-warnings")).toBe("low_contrast=foreground");
    const { json } = await server.postJson({ ...body, output: "json" });
    expect(json.warnings).toEqual([expect.objectContaining({ code: "low_contrast", field: "foreground" })]);
  });

  it("gives identical bytes for identical requests", async () => {
    const body = { ...base, template: "slides", slideLayout: "team", ...SLIDE_SAMPLES.team };
    const [a, b] = await Promise.all([server.post(body), server.post(body)]);
    expect(await a.text()).toBe(await b.text());
  });
});
