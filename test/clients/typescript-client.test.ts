// The typed client (clients/typescript) against the real server: every operation of /openapi.json through
// createMarqueClient — each generate kind and template, every file format (raw and in the JSON envelope),
// decks as PDF and PPTX, catalogs, search, discovery and docs, and an export job with progress and cancel.
// Its types are the committed schema.d.ts, which must be what the served /openapi.json generates; and this
// file uses no casts, no non-null assertions and no `any` (checked below on its own syntax tree).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { generatedSchema, SCHEMA_FILE } from "../../clients/typescript/scripts/schema-source.js";
import {
  createMarqueClient,
  type DeckRequest,
  type ExportJob,
  type ImageFormat,
  type ImageRequest,
  MarqueError,
  ok,
} from "../../clients/typescript/src/index.js";
import { TEMPLATE_CANVAS } from "../../src/contract/index.js";
import { useApp } from "../http/raw-http.js";
import { useServer } from "../support/server.js";

const server = useServer();
const client = () => createMarqueClient({ baseUrl: server.url });

type TemplateName = Extract<ImageRequest, { kind: "template" }>["template"];
const TEMPLATES: TemplateName[] = ["slides", "blog", "partnership"];
const SMALL: ImageRequest = { kind: "background", settings: { width: 96, height: 64, style: "dither" } };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString("latin1");
/** A PNG's width and height from its IHDR chunk. */
const pngSize = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes);
  return [view.readUInt32BE(16), view.readUInt32BE(20)];
};
/** Each file format's signature, as a user's image library would sniff it. */
const SIGNATURES: Record<ImageFormat, (bytes: Uint8Array) => boolean> = {
  svg: (b) => ascii(b, 0, 4) === "<svg",
  png: (b) => ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n",
  webp: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  avif: (b) => ascii(b, 4, 12) === "ftypavif",
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  pdf: (b) => ascii(b, 0, 5) === "%PDF-",
};
const MEDIA: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  pdf: "application/pdf",
};

/** The MarqueError a call is refused with (fails the test when it is not refused, or refused otherwise). */
async function refusal(pending: Promise<unknown>): Promise<MarqueError> {
  try {
    await pending;
  } catch (error) {
    if (error instanceof MarqueError) return error;
    throw error;
  }
  throw new Error("the call was not refused");
}

describe("the generated types", () => {
  it("are what the served /openapi.json generates (CI's check)", async () => {
    const committed = readFileSync(SCHEMA_FILE, "utf8");
    const generated = await generatedSchema();
    // Not toBe: a 220 KB diff says less than the fix.
    expect(
      committed === generated,
      "clients/typescript/src/schema.d.ts differs from /openapi.json: run npm run client:generate",
    ).toBe(true);
  }, 60_000);

  it("this test uses the client without a cast, a non-null assertion or any", () => {
    const file = fileURLToPath(import.meta.url);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isAsExpression(node) ||
        ts.isTypeAssertionExpression(node) ||
        ts.isNonNullExpression(node) ||
        ts.isSatisfiesExpression(node) ||
        node.kind === ts.SyntaxKind.AnyKeyword
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(found).toEqual([]);
  });
});

describe("POST /api/generate through the client", () => {
  it("a background as JSON, narrowed to its kind, with its image URL", async () => {
    const answer = await client().generate({
      kind: "background",
      identity: { preset: "tessel-labs" },
      settings: { width: 320, height: 200, style: "grain-gradient" },
    });
    expect(answer.kind).toBe("background");
    expect(answer.artifact.mimeType).toBe("image/svg+xml");
    expect(answer.artifact.content).toMatch(/^<svg[^>]+width="320"/u);
    expect(answer.artifact.filename).toMatch(/^tessel-labs-background-320x200\.svg$/u);
    // GET /api/images/{request}.{extension}: the same artifact as another file, by its URL.
    const url = new URL(answer.artifact.url ?? "", server.url);
    const [, request, extension] = /^\/api\/images\/([^/.]+)\.(\w+)$/u.exec(url.pathname) ?? [];
    expect(extension).toBe("svg");
    const image = await client().api.GET("/api/images/{request}.{extension}", {
      params: { path: { request: request ?? "", extension: "png" } },
      parseAs: "arrayBuffer",
    });
    const png = new Uint8Array(image.data ?? new ArrayBuffer(0));
    expect(SIGNATURES.png(png)).toBe(true);
    expect(pngSize(png)).toEqual([320, 200]);
  });

  it("every template as JSON: slides, blog cover, partnership", async () => {
    expect([...TEMPLATES].sort()).toEqual(Object.keys(TEMPLATE_CANVAS).sort());
    for (const template of TEMPLATES) {
      const answer = await client().generate({
        kind: "template",
        template,
        title: "Quarterly results",
        body: "98% — Uptime",
        ...(template === "slides" ? { slideLayout: "metrics" } : {}),
      });
      expect(answer.kind).toBe("template");
      expect([answer.artifact.width, answer.artifact.height]).toEqual([
        TEMPLATE_CANVAS[template].width,
        TEMPLATE_CANVAS[template].height,
      ]);
      expect(answer.artifact.content.startsWith("<svg")).toBe(true);
    }
  });

  it("an element brief and a design sequence, each narrowed to its own answer", async () => {
    const brief = await client().generate({ kind: "element-brief", elementId: "business-card" });
    expect(brief.element.id).toBe("business-card");
    const sequence = await client().generate({ kind: "design-sequence", ratio: "square" });
    expect(sequence.document.kind).toBe("design-lab");
    expect(sequence.document.sequence.timeline.cuts.length).toBeGreaterThanOrEqual(8);
  });

  it("raw SVG as text with its file name", async () => {
    const svg = await client().svg({ kind: "template", template: "blog", title: "Field notes" });
    expect(svg.text).toMatch(/^<svg[^>]+width="1200"/u);
    expect(svg.mimeType).toBe("image/svg+xml");
    expect(svg.filename).toBe("marque-blog-1200x630.svg");
  });

  it("every file format as bytes with its media type and name; a raster at scale 2", async () => {
    const formats: ImageFormat[] = ["svg", "png", "webp", "avif", "jpeg", "jpg", "pdf"];
    for (const format of formats) {
      const file = await client().file(SMALL, format);
      expect(SIGNATURES[format](file.bytes), format).toBe(true);
      expect(file.mimeType, format).toBe(MEDIA[format]);
      expect(file.filename, format).toMatch(/-background-96x64\.\w+$/u);
    }
    const doubled = await client().file(SMALL, "png", { scale: "2" });
    expect(pngSize(doubled.bytes)).toEqual([192, 128]);
  });

  it("the JSON envelope carries the file in base64 when a format is asked: every raster and PDF", async () => {
    const answer = await client().generate(SMALL, { format: "png", scale: "3" });
    expect(answer.artifact).toMatchObject({ mimeType: "image/png", encoding: "base64", width: 288 });
    const bytes = new Uint8Array(Buffer.from(answer.artifact.content, "base64"));
    expect(SIGNATURES.png(bytes)).toBe(true);
    expect(pngSize(bytes)).toEqual([288, 192]);
    const others: ImageFormat[] = ["webp", "avif", "jpeg", "pdf"];
    for (const format of others) {
      const { artifact } = await client().generate(SMALL, { format });
      expect(artifact.mimeType, format).toBe(MEDIA[format]);
      expect(SIGNATURES[format](new Uint8Array(Buffer.from(artifact.content, "base64"))), format).toBe(true);
    }
  });

  it("a refusal is a MarqueError with the error body's code and every issue's path", async () => {
    const error = await refusal(
      client().generate({ kind: "background", settings: { width: 99_999, colorA: "red" } }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe("invalid_request");
    expect(new Set(error.issues.map((issue) => issue.field))).toEqual(
      new Set(["settings.colorA", "settings.width"]),
    );
    expect(error.body?.error.message).toBe(error.message);
    const raw = await refusal(
      client().file({ kind: "template", template: "blog", title: "x".repeat(500) }, "png"),
    );
    expect(raw.issues[0]?.field).toBe("title");
    const notFound = await refusal(client().exports.get("0".repeat(32)));
    expect([notFound.status, notFound.code]).toEqual([404, "not_found"]);
  });
});

describe("POST /api/decks through the client", () => {
  const deck: DeckRequest = {
    identity: { preset: "fernway-press" },
    slides: [
      { layout: "title", title: "Field notes" },
      { layout: "agenda", title: "Agenda", body: "One\nTwo", notes: "Say hello" },
      { layout: "closing", title: "Thanks" },
    ],
  };

  it("a PDF of one page per slide", async () => {
    const file = await client().deck(deck, "pdf");
    expect(SIGNATURES.pdf(file.bytes)).toBe(true);
    expect(file.mimeType).toBe("application/pdf");
    expect(file.filename).toMatch(/-deck-3-slides-1600x900\.pdf$/u);
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(3);
  });

  it("a PPTX (a zip of one slide part per slide, with the notes)", async () => {
    const file = await client().deck(deck, "pptx");
    expect(ascii(file.bytes, 0, 4)).toBe("PK\x03\x04");
    expect(file.filename).toMatch(/\.pptx$/u);
    const parts = Object.keys(unzipSync(file.bytes));
    expect(parts.filter((name) => /^ppt\/slides\/slide\d+\.xml$/u.test(name))).toHaveLength(3);
    expect(parts.some((name) => name.startsWith("ppt/notesSlides/"))).toBe(true);
  });

  it("the deck contract, and a refusal naming the slide's field", async () => {
    const contract = await ok(client().api.GET("/api/decks"));
    expect(contract.path).toBe("/api/decks");
    const error = await refusal(client().deck({ slides: [{ title: "x".repeat(500) }] }));
    expect(error.issues[0]?.field).toBe("slides.0.title");
  });
});

describe("catalogs, search, discovery and docs through the typed API", () => {
  it("the catalogs", async () => {
    const { api } = client();
    const identities = await ok(api.GET("/api/identities"));
    expect(identities.identities.map((identity) => identity.id)).toContain("tessel-labs");
    const elements = await ok(api.GET("/api/elements"));
    expect(elements.elements.length).toBe(elements.count);
    const materials = await ok(api.GET("/api/materials"));
    expect(materials.materials.length).toBe(materials.count);
    const labs = await ok(api.GET("/api/labs"));
    expect(labs.labs.length).toBe(labs.count);
    const catalog = await ok(api.GET("/api/catalog"));
    expect(catalog.tools.map((tool) => tool.id)).toContain("identity");
    const texture = await api.GET("/api/surface-textures/{assetId}/{map}", {
      params: { path: { assetId: "kerf-wood", map: "normal" } },
      parseAs: "arrayBuffer",
    });
    expect(SIGNATURES.png(new Uint8Array(texture.data ?? new ArrayBuffer(0)))).toBe(true);
  });

  it("colour tokens, of a built-in identity and of the caller's own", async () => {
    const { api } = client();
    const dtcg = await api.GET("/api/identities/{id}/tokens", {
      params: { path: { id: "halden-rail" } },
      parseAs: "text",
    });
    expect(dtcg.response.headers.get("content-type")).toBe("application/design-tokens+json");
    expect(dtcg.data).toContain('"$type": "color"');
    const css = await api.GET("/api/identities/{id}/tokens", {
      params: { path: { id: "halden-rail" }, query: { format: "css" } },
      parseAs: "text",
    });
    expect(css.data).toContain("--color-accent: var(--color-accent-600);");
    const theme = await api.POST("/api/tokens", {
      body: { identity: { preset: "starter", ink: "#0B1D3A" }, format: "tailwind" },
      parseAs: "text",
    });
    expect(theme.data).toContain("@theme {");
  });

  it("search, the generation contract, the agent manifest, the OpenAPI document", async () => {
    const { api } = client();
    const found = await ok(api.GET("/api/search", { params: { query: { q: "partnership", limit: 5 } } }));
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.length).toBeLessThanOrEqual(5);
    const contract = await ok(api.GET("/api/generate"));
    expect(contract.path).toBe("/api/generate");
    const agent = await ok(api.GET("/api/agent"));
    expect(agent.name).toBe("Marque");
    const openapi = await ok(api.GET("/openapi.json"));
    expect(Object.keys(openapi.paths)).toContain("/api/decks");
    const start = await ok(api.GET("/"));
    expect(start.start.openapi).toBe("/openapi.json");
    expect((await ok(api.GET("/healthz"))).status).toBe("ok");
    expect((await ok(api.GET("/readyz"))).status).toBe("ready");
  });

  it("the text and HTML operations, read with parseAs", async () => {
    const { api } = client();
    const text: { parseAs: "text" } = { parseAs: "text" };
    expect((await api.GET("/llms.txt", text)).data).toContain("POST /api/generate");
    expect((await api.GET("/llms-full.txt", text)).data).toContain("/api/decks");
    expect((await api.GET("/docs", text)).data).toContain("<html");
    const page = { params: { path: { path: "agents/connect" } }, ...text };
    expect((await api.GET("/docs/{path}", page)).data).toContain("<html");
    expect((await api.GET("/docs/{path}.md", page)).data).toContain("# ");
    expect((await api.GET("/studio", text)).data).toContain("<html");
  });
});

describe("export jobs through the client", () => {
  // Chromium is installed by `npm test`'s pretest; a server pointed elsewhere shows the refusal.
  const withoutChromium = useApp({ exports: { chromiumPath: "/nonexistent/chromium" } });

  it("says whether it exports; without Chromium a job is refused naming what is missing", async () => {
    const state = await client().exports.state();
    expect(state.available, state.missing).toBe(true);
    const lacking = createMarqueClient({ baseUrl: withoutChromium.url });
    const refusedState = await lacking.exports.state();
    expect(refusedState.available).toBe(false);
    expect(refusedState.missing).toBeTruthy();
    const error = await refusal(lacking.exports.run({ source: SMALL, format: "png" }));
    expect(error.code).toBe("capability_unavailable");
  });

  it("runs a PNG export with progress to its file; the job reads back and a cancel leaves it done", async () => {
    const seen: ExportJob["status"][] = [];
    let id = "";
    const file = await client().exports.run(
      { source: SMALL, format: "png" },
      {
        onProgress: (job) => {
          id = job.id;
          seen.push(job.status);
        },
      },
    );
    expect(SIGNATURES.png(file.bytes)).toBe(true);
    expect(pngSize(file.bytes)).toEqual([96, 64]);
    expect(file.mimeType).toBe("image/png");
    expect(file.filename).toMatch(/\.png$/u);
    expect(seen.at(-1)).toBe("done");
    const job = await client().exports.get(id);
    expect(job.file).toMatchObject({ mimeType: "image/png", bytes: file.bytes.byteLength, width: 96 });
    expect((await client().exports.cancel(id)).status).toBe("done");
    expect((await client().exports.file(id)).bytes).toEqual(file.bytes);
  }, 120_000);

  it("an AbortSignal cancels a running job on the server", async () => {
    const sequence = await client().generate({
      kind: "design-sequence",
      ratio: "square",
      export: { width: 320, fps: 12, durationMs: 4000, quality: "fast" },
    });
    const controller = new AbortController();
    let id = "";
    const running = client().exports.run(
      { source: sequence.document, format: "gif" },
      {
        signal: controller.signal,
        onProgress: (job) => {
          id = job.id;
          if (job.status === "running") controller.abort(new Error("enough"));
        },
      },
    );
    await expect(running).rejects.toThrow("enough");
    const job = await client().exports.get(id);
    expect(job.status).toBe("cancelled");
  }, 120_000);
});
