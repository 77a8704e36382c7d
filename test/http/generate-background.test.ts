// kind: background over HTTP: response shapes, file names, determinism, identities and image data URLs.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { IDENTITY_PRESETS } from "../../src/contract/index.js";
import {
  dataUrl,
  distinctColors,
  GIF_1X1,
  JPEG_4X3,
  pngBytes,
  rasterize,
  WEBP_1X1,
} from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();
const settings = { width: 400, height: 240 };

describe("responses", () => {
  it("answers the artifact envelope by default", async () => {
    const { status, json, headers } = await server.postJson({ kind: "background", settings });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    const slug = resolveIdentity(undefined).slug;
    expect(json).toEqual({
      kind: "background",
      artifact: {
        content: expect.stringMatching(/^<svg /),
        filename: `${slug}-background-400x240.svg`,
        mimeType: "image/svg+xml",
        url: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]+\.svg$/u),
        width: 400,
        height: 240,
      },
      schemaVersion: 1,
    });
  });

  it("answers image/svg+xml with Content-Disposition for raw output", async () => {
    const response = await server.post({
      kind: "background",
      output: "raw",
      identity: { preset: "halden-rail" },
      settings,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const slug = resolveIdentity({ preset: "halden-rail" }).slug;
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="${slug}-background-400x240.svg"`,
    );
    const svg = await response.text();
    const image = rasterize(svg);
    expect([image.width, image.height]).toEqual([400, 240]);
    expect(distinctColors(image.pixels)).toBeGreaterThan(20);
  });

  it("gives byte-identical bodies for identical requests", async () => {
    const body = {
      kind: "background",
      output: "raw",
      settings: { ...settings, style: "dither", pattern: "topographic", surfaceMaterial: "cork-composite" },
    };
    const [a, b] = await Promise.all([server.post(body), server.post(body)]);
    expect(await a.text()).toBe(await b.text());
  });

  it("answers each body with its own artifact when responses are reused", async () => {
    const bodyOf = (angle: number) => ({
      kind: "background",
      output: "raw",
      settings: { ...settings, angle },
    });
    const first = await (await server.post(bodyOf(10))).text();
    const other = await (await server.post(bodyOf(80))).text();
    const again = await (await server.post(bodyOf(10))).text();
    expect(other).not.toBe(first);
    expect(again).toBe(first);
    // Key order is not meaning: the same request written differently still gets the same bytes.
    const reordered = { settings: bodyOf(10).settings, output: "raw", kind: "background" };
    expect(await (await server.post(reordered)).text()).toBe(first);
  });

  it("keeps the raw SVG and the envelope's content identical", async () => {
    const body = { kind: "background", settings: { ...settings, style: "pattern", pattern: "crosshatch" } };
    const envelope = await server.postJson(body);
    const raw = await (await server.post({ ...body, output: "raw" })).text();
    expect(envelope.json.artifact.content).toBe(raw);
  });
});

describe("identities", () => {
  it.each(IDENTITY_PRESETS)("renders preset %s", async (preset) => {
    const { status, json } = await server.postJson({ kind: "background", identity: { preset }, settings });
    expect(status).toBe(200);
    expect(json.artifact.filename).toBe(`${resolveIdentity({ preset }).slug}-background-400x240.svg`);
  });

  it("gives each built-in identity its own look", async () => {
    const bodies = await Promise.all(
      ["tessel-labs", "fernway-press", "halden-rail"].map(async (preset) => {
        const response = await server.post({
          kind: "background",
          output: "raw",
          identity: { preset },
          settings,
        });
        return response.text();
      }),
    );
    expect(new Set(bodies).size).toBe(3);
  });

  it("applies identity overrides for that request only", async () => {
    const named = await server.postJson({
      kind: "background",
      identity: { preset: "tessel-labs", name: "Ådlers & Søn" },
      settings,
    });
    expect(named.json.artifact.filename).toMatch(/^[a-z0-9-]+-background-400x240\.svg$/);
    expect(named.json.artifact.content).toContain("Ådlers &amp; Søn");
    const plain = await server.postJson({
      kind: "background",
      identity: { preset: "tessel-labs" },
      settings,
    });
    expect(plain.json.artifact.content).not.toContain("Ådlers");
  });

  it("escapes caller text in the SVG", async () => {
    const { json } = await server.postJson({
      kind: "background",
      identity: { preset: "custom", name: '<script>alert("x")</script>' },
      settings,
    });
    expect(json.artifact.content).not.toContain("<script");
    expect(json.artifact.content).toContain("&lt;script&gt;");
  });
});

describe("image data URLs", () => {
  const logo = (logoDataUrl: string) => ({
    kind: "background",
    identity: { preset: "starter", logoDataUrl },
    settings,
  });

  it.each([
    ["png", dataUrl("image/png", pngBytes())],
    ["jpeg", dataUrl("image/jpeg", JPEG_4X3)],
    ["gif", dataUrl("image/gif", GIF_1X1)],
    ["webp", dataUrl("image/webp", WEBP_1X1)],
    [
      "svg",
      dataUrl(
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#08f"/></svg>',
      ),
    ],
  ])("accepts a %s logo and embeds it", async (_, url) => {
    const { status, json } = await server.postJson(logo(url));
    expect(status).toBe(200);
    expect(json.artifact.content).toContain(url.slice(0, 60));
  });

  it.each([
    ["a remote URL", "https://example.com/logo.png", /remote URLs are never fetched/],
    ["a relative path", "/tmp/logo.png", /expected data:image/],
    ["a non-image type", dataUrl("text/html", "<b>hi</b>"), /expected data:image/],
    ["bytes that are not the declared type", dataUrl("image/png", JPEG_4X3), /not image\/png data/],
    ["broken base64", "data:image/png;base64,@@@", /expected data:image/],
    ["an empty payload", "data:image/png;base64,", /no image bytes/],
    [
      "an SVG with a script",
      dataUrl("image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      /script/,
    ],
    [
      "an SVG with a handler",
      dataUrl("image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      /event handler/,
    ],
    [
      "an SVG with an external image",
      dataUrl(
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://x.test/a.png"/></svg>',
      ),
      /external reference/,
    ],
    [
      "an SVG with an external stylesheet",
      dataUrl(
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.test/a.css);</style></svg>',
      ),
      /external/,
    ],
    [
      "an SVG with entities",
      dataUrl("image/svg+xml", '<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>'),
      /DOCTYPE/,
    ],
    [
      "an HTML document labelled SVG",
      dataUrl("image/svg+xml", "<html><body/></html>"),
      /root element is not <svg>/,
    ],
  ])("refuses %s", async (_, url, message) => {
    const { status, json } = await server.postJson(logo(url));
    expect(status).toBe(400);
    const issue = json.error.issues[0];
    expect(issue).toMatchObject({ code: "invalid_data_url", field: "identity.logoDataUrl" });
    expect(issue.message).toMatch(message);
    expect(issue.received.length).toBeLessThanOrEqual(60);
  });
});
