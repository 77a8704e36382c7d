// Backgrounds and templates as the files people use (issue 28): content negotiation on Accept, ?format= and
// ?scale=, the JSON envelope carrying a file in base64, the pixel bounds, and identical bytes for identical
// requests — through the real server, its file pool and real decoders (sharp reads every raster back).
import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  BACKGROUND_STYLES,
  MAX_RASTER_PIXELS,
  SLIDE_LAYOUTS,
  TEMPLATE_KINDS,
} from "../../src/contract/index.js";
import { inlineSvgImages } from "../../src/render/files/inline-svg-images.js";
import { rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

const COVER = { kind: "template", template: "blog", title: "Files people use", output: "raw" } as const;
const BACKGROUND = { kind: "background", output: "raw", settings: { width: 320, height: 180 } } as const;

async function post(body: unknown, { query = "", accept }: { query?: string; accept?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (accept !== undefined) headers.accept = accept;
  const response = await fetch(`${server.url}/api/generate${query}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/webp": (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
  "image/avif": (b) => b.toString("latin1", 4, 12) === "ftypavif",
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "application/pdf": (b) => b.toString("latin1", 0, 5) === "%PDF-",
};
const EXTENSION: Record<string, string> = {
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/jpeg": "jpg",
  "application/pdf": "pdf",
};

describe("formats by Accept", () => {
  it.each(Object.keys(MAGIC))("Accept: %s answers that file, named and sized as the SVG", async (type) => {
    const { response, bytes } = await post(COVER, { accept: type });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("vary")).toMatch(/Accept(,|$)/u);
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="marque-blog-1200x630.${EXTENSION[type]}"`,
    );
    expect(MAGIC[type]?.(bytes)).toBe(true);
    if (type === "application/pdf") {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getPage(0).getSize()).toEqual({ width: 1200, height: 630 });
      expect(pdf.getTitle()).toBe("Files people use");
      expect(pdf.getAuthor()).toBe("Marque");
      // Vector: the page draws paths, and holds no image of the whole page.
      expect(bytes.includes("/Subtype /Image")).toBe(false);
    } else {
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it("SVG without Accept, for */* and image/*, and when SVG is the best quality", async () => {
    for (const accept of [undefined, "*/*", "image/*", "image/png;q=0.5, image/svg+xml"]) {
      const { response } = await post(COVER, accept === undefined ? {} : { accept });
      expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/u);
      expect(response.headers.get("vary")).toMatch(/Accept/u);
    }
  });

  it("a specific type beats */* at the same quality; q=0 excludes", async () => {
    expect((await post(COVER, { accept: "image/webp, */*" })).response.headers.get("content-type")).toBe(
      "image/webp",
    );
    const { response } = await post(COVER, { accept: "image/svg+xml;q=0, image/*" });
    expect(response.headers.get("content-type")).toBe("image/png");
  });

  it("406 in the error shape when Accept names nothing Marque makes", async () => {
    const { response, bytes } = await post(COVER, { accept: "text/html, application/json" });
    expect(response.status).toBe(406);
    expect(JSON.parse(bytes.toString())).toMatchObject({
      error: { code: "not_acceptable", field: "Accept" },
    });
  });
});

describe("?format= and ?scale=", () => {
  it("format overrides Accept; jpg names JPEG; scale multiplies the pixels", async () => {
    const { response, bytes } = await post(BACKGROUND, {
      query: "?format=jpg&scale=2",
      accept: "image/svg+xml",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-disposition")).toMatch(/background-320x180\.jpg"$/u);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 360 });
  });

  it("refuses an unknown format or scale with 400 naming the parameter", async () => {
    for (const [query, field] of [
      ["?format=gif", "format"],
      ["?scale=4", "scale"],
      ["?scale=1.5", "scale"],
      ["?format=png&format=webp", "format"],
    ] as const) {
      const { response, bytes } = await post(COVER, { query });
      expect(response.status, query).toBe(400);
      expect(JSON.parse(bytes.toString()).error.issues[0].field, query).toBe(field);
    }
    // Every problem at once, a repeated parameter among them.
    const { response, bytes } = await post(COVER, { query: "?format=png&format=webp&scale=4" });
    expect(response.status).toBe(400);
    const issues = JSON.parse(bytes.toString()).error.issues as { code: string; field: string }[];
    expect(issues.map((i) => `${i.field}:${i.code}`)).toEqual(["format:invalid_type", "scale:invalid_enum"]);
  });

  it("refuses a raster past the pixel bound with pixel_limit on scale", async () => {
    const big = { ...BACKGROUND, settings: { width: 4000, height: 3000 } };
    const { response, bytes } = await post(big, { query: "?format=png&scale=2" });
    expect(response.status).toBe(400);
    const issue = JSON.parse(bytes.toString()).error.issues[0];
    expect(issue).toMatchObject({ code: "pixel_limit", field: "scale", received: "8000×6000" });
    expect(issue.message).toContain(MAX_RASTER_PIXELS.toLocaleString("en-US"));
  });

  it("briefs and documents refuse a format (they are JSON)", async () => {
    const { response, bytes } = await post(
      { kind: "element-brief", elementId: "readme-banner" },
      { query: "?format=png" },
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(bytes.toString()).error.issues[0]).toMatchObject({ field: "format" });
  });
});

describe("the JSON envelope with ?format=", () => {
  it("carries the file in base64 with its media type, name and pixel size", async () => {
    const { response, bytes } = await post({ ...COVER, output: "json" }, { query: "?format=png&scale=2" });
    expect(response.status).toBe(200);
    const envelope = JSON.parse(bytes.toString());
    expect(envelope).toMatchObject({
      kind: "template",
      artifact: {
        mimeType: "image/png",
        encoding: "base64",
        filename: "marque-blog-1200x630.png",
        width: 2400,
        height: 1260,
      },
      schemaVersion: 1,
    });
    expect(await sharp(Buffer.from(envelope.artifact.content, "base64")).metadata()).toMatchObject({
      width: 2400,
    });
  });

  it("without ?format= is the spec's envelope, whatever Accept says", async () => {
    const { bytes } = await post({ ...COVER, output: "json" }, { accept: "image/png" });
    const envelope = JSON.parse(bytes.toString());
    expect(envelope.artifact.mimeType).toBe("image/svg+xml");
    expect(envelope.artifact.encoding).toBeUndefined();
  });
});

describe("the pixels", () => {
  it("a PNG is resvg's drawing of the SVG, its SVG logo drawn in line: the same picture as the SVG rasterized", async () => {
    const svg = (await post(BACKGROUND)).bytes.toString();
    const png = (await post(BACKGROUND, { accept: "image/png" })).bytes;
    const { data } = await sharp(png).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    const channelDifference = (expected: Buffer) => {
      let max = 0;
      let sum = 0;
      for (let i = 0; i < data.length; i++) {
        const d = Math.abs((data[i] ?? 0) - (expected[i] ?? 0));
        max = Math.max(max, d);
        sum += d;
      }
      return { max, mean: sum / data.length };
    };
    // Exactly resvg's pixels once the logo <image> is a nested <svg> (inline-svg-images.ts)…
    expect(channelDifference(rasterize(inlineSvgImages(svg)).pixels).max).toBeLessThanOrEqual(1);
    // …which differ from resvg's drawing of the <image> only on the logo's antialiased edges (resvg 0.35
    // rounds an image document's size to whole pixels; Chromium and the nested <svg> do not).
    expect(channelDifference(rasterize(svg).pixels).mean).toBeLessThanOrEqual(0.1);
  });

  it("a WebP is at most half the PNG: flat art exactly, a gradient with lossy compression", async () => {
    const cover = { ...COVER, title: "Quarterly notes, edition 12: what changed on the network" };
    const gradient = {
      kind: "background",
      output: "raw",
      settings: { width: 1200, height: 630, style: "gradient" },
    };
    for (const [body, lossless] of [
      [cover, true],
      [gradient, false],
    ] as const) {
      const png = (await post(body, { accept: "image/png" })).bytes;
      const webp = (await post(body, { accept: "image/webp" })).bytes;
      expect(webp.length / png.length, body.kind).toBeLessThanOrEqual(0.5);
      const decoded = await sharp(webp).ensureAlpha().raw().toBuffer();
      const drawn = await sharp(png).ensureAlpha().raw().toBuffer();
      expect(decoded.equals(drawn), body.kind).toBe(lossless);
    }
  });

  it("identical requests give identical bytes in every format", async () => {
    for (const format of ["png", "webp", "avif", "jpeg", "pdf"]) {
      const body = { ...COVER, title: `Same bytes ${format}` };
      const [a, b] = [
        await post(body, { query: `?format=${format}` }),
        await post(body, { query: `?format=${format}` }),
      ];
      expect(a.bytes.equals(b.bytes), format).toBe(true);
    }
  });
});

describe("every artifact", () => {
  // Each background style and template (every slide layout) in two formats, one by POST and one by its image
  // URL, rotating so that every format comes several times: each decodes at the artifact's size.
  const formats = ["png", "webp", "avif", "jpeg", "pdf"] as const;
  const artifacts = [
    ...BACKGROUND_STYLES.map((style) => ({
      kind: "background",
      settings: { width: 480, height: 270, style },
    })),
    ...SLIDE_LAYOUTS.map((slideLayout) => ({
      kind: "template",
      template: "slides",
      slideLayout,
      title: `Every file: ${slideLayout}`,
    })),
    ...TEMPLATE_KINDS.filter((t) => t !== "slides").map((template) => ({
      kind: "template",
      template,
      title: `Every file: ${template}`,
    })),
  ];
  it.each(artifacts.map((artifact, i) => [artifact, formats[i % 5], formats[(i + 2) % 5]] as const))(
    "%j as %s by POST and %s by URL",
    async (artifact, byPost, byUrl) => {
      const svg = (await post({ ...artifact, output: "raw" })).bytes.toString();
      const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/u.exec(svg)?.map(Number) ?? [];
      const posted = await post({ ...artifact, output: "raw" }, { query: `?format=${byPost}` });
      const fetched = await fetch(
        `${server.url}/api/images/${Buffer.from(JSON.stringify(artifact)).toString("base64url")}.${byUrl === "jpeg" ? "jpg" : byUrl}`,
      );
      for (const [format, status, bytes] of [
        [byPost, posted.response.status, posted.bytes],
        [byUrl, fetched.status, Buffer.from(await fetched.arrayBuffer())],
      ] as const) {
        expect(status, format).toBe(200);
        if (format === "pdf") {
          const page = (await PDFDocument.load(bytes)).getPage(0);
          expect(page.getSize(), format).toEqual({ width, height });
        } else {
          const metadata = await sharp(bytes).metadata();
          expect([metadata.format, metadata.width, metadata.height], format).toEqual([
            format === "avif" ? "heif" : format,
            width,
            height,
          ]);
        }
      }
    },
  );
});

describe("discovery", () => {
  it("the contract, the manifest and OpenAPI say which files come and how to ask", async () => {
    const contract = await (await fetch(`${server.url}/api/generate`)).json();
    expect(contract.files.formats.map((f: { format: string }) => f.format)).toEqual([
      "svg",
      "png",
      "webp",
      "avif",
      "jpeg",
      "pdf",
    ]);
    expect(contract.files.kinds).toEqual(["background", "template"]);
    const manifest = await (await fetch(`${server.url}/api/agent`)).json();
    expect(manifest.generation.files).toEqual(contract.files);
    const openapi = await (await fetch(`${server.url}/openapi.json`)).json();
    const post = openapi.paths["/api/generate"].post;
    expect(post.parameters.map((p: { name: string }) => p.name)).toEqual(["format", "scale"]);
    expect(Object.keys(post.responses["200"].content)).toEqual(
      expect.arrayContaining(["image/png", "image/webp", "image/avif", "image/jpeg", "application/pdf"]),
    );
    expect(post.responses["406"]).toBeDefined();
  });
});

describe("image URLs", () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const urlOf = (request: object, extension: string) =>
    `/api/images/${Buffer.from(JSON.stringify(request)).toString("base64url")}.${extension}`;

  it("answer the POST's bytes, cached for a year with a strong ETag and 304", async () => {
    const request = { kind: "template", template: "blog", title: "Seen in a link preview" };
    for (const [extension, type] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["jpg", "image/jpeg"],
      ["pdf", "application/pdf"],
      ["svg", "image/svg+xml"],
    ] as const) {
      const { response, bytes } = await get(urlOf(request, extension));
      expect(response.status, extension).toBe(200);
      expect(response.headers.get("content-type")).toMatch(new RegExp(`^${type.replace("+", "\\+")}`, "u"));
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = response.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[^"]+"$/u);
      const posted = await post({ ...request, output: "raw" }, { accept: type });
      expect(bytes.equals(posted.bytes), extension).toBe(true);
      expect((await get(urlOf(request, extension), { "if-none-match": etag })).response.status).toBe(304);
    }
  });

  it("the JSON envelope gives the URL, in the format asked for", async () => {
    const request = { kind: "background", settings: { width: 320, height: 180 } };
    const svg = JSON.parse((await post(request)).bytes.toString());
    expect(svg.artifact.url).toBe(urlOf(request, "svg"));
    const png = JSON.parse((await post(request, { query: "?format=png" })).bytes.toString());
    expect(png.artifact.url).toBe(urlOf(request, "png"));
    const fetched = await get(png.artifact.url);
    expect(fetched.bytes.equals(Buffer.from(png.artifact.content, "base64"))).toBe(true);
  });

  it("the docs' og:image example is a 1200×630 PNG of the request its comment names", async () => {
    const docs = readFileSync(new URL("../../docs/generate/index.md", import.meta.url), "utf8");
    const [, request, url] =
      /<!-- The request (\{.*?\}) as a PNG[^>]*-->\s*<meta property="og:image" content="https:\/\/[^/]+(\/[^"]+)">/su.exec(
        docs,
      ) ?? [];
    expect(url, "the docs lost their og:image example").toBeDefined();
    expect(url).toBe(urlOf(JSON.parse(request as string), "png"));
    const { response, bytes } = await get(url as string);
    expect(response.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("no URL for a request with a data URL; 414 past the length bound; 400 for what is not a request", async () => {
    const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>').toString("base64")}`;
    const withImage = { kind: "background", settings: {}, identity: { logoDataUrl: logo } };
    expect(JSON.parse((await post(withImage)).bytes.toString()).artifact.url).toBeUndefined();
    const long = { kind: "template", template: "blog", title: "x".repeat(200), body: "y ".repeat(1500) };
    const tooLong = await get(urlOf(long, "png"));
    expect(tooLong.response.status).toBe(414);
    expect(JSON.parse(tooLong.bytes.toString()).error.code).toBe("uri_too_long");
    for (const [path, status, code] of [
      ["/api/images/not*base64.png", 400, "invalid_request"],
      [`/api/images/${Buffer.from("[1]").toString("base64url")}.png`, 400, "invalid_request"],
      [`/api/images/${Buffer.from("{").toString("base64url")}.png`, 400, "invalid_json"],
      [urlOf({ kind: "template", template: "blog" }, "gif"), 404, "not_found"],
      [urlOf({ kind: "template", template: "nope" }, "png"), 400, "invalid_request"],
      [urlOf({ kind: "element-brief", elementId: "readme-banner" }, "png"), 400, "invalid_request"],
      [urlOf({ kind: "template", template: "blog", output: "json" }, "png"), 400, "invalid_request"],
    ] as const) {
      const { response, bytes } = await get(path);
      expect(response.status, path).toBe(status);
      expect(JSON.parse(bytes.toString()).error.code, path).toBe(code);
    }
  });
});

describe("large requests", () => {
  it("a body with a large caller image (rendered on the render thread) comes as a PNG too", async () => {
    const paths = Array.from(
      { length: 1500 },
      (_, i) => `<path d="M${i % 100} ${i % 37}h3v3h-3z" fill="#123456"/>`,
    );
    const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 104 40">${paths.join("")}</svg>`;
    const body = {
      ...BACKGROUND,
      identity: { logoDataUrl: `data:image/svg+xml;base64,${Buffer.from(logo).toString("base64")}` },
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(64 * 1024);
    const svg = await post(body);
    const { response, bytes } = await post(body, { accept: "image/png" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const expected = rasterize(svg.bytes.toString()).pixels;
    const { data } = await sharp(bytes).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect(data.equals(Buffer.from(expected))).toBe(true);
  }, 60_000);
});
