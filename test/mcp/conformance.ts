// The checks every MCP transport passes (HTTP at /mcp, stdio through the CLI): one suite, run by each
// transport's test file with a connected SDK Client.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { expect, it } from "vitest";
import { TOOLS } from "../../src/mcp/tools/index.js";
import { motionLoop } from "../support/export-documents.js";

/** tools/list's whole JSON, in characters: ≈ 4 a token, the budget is 2k tokens. */
export const TOOL_LIST_BUDGET_CHARS = 8_000;

/** A raw client's first JSON-RPC message, for tests that speak the protocol without the SDK. */
export const RAW_INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "raw", version: "1" },
  },
} as const;

type Content = CallToolResult["content"][number];
const texts = (result: CallToolResult) =>
  result.content.filter((c): c is Extract<Content, { type: "text" }> => c.type === "text");
const images = (result: CallToolResult) =>
  result.content.filter((c): c is Extract<Content, { type: "image" }> => c.type === "image");
const links = (result: CallToolResult) =>
  result.content.filter((c): c is Extract<Content, { type: "resource_link" }> => c.type === "resource_link");
/** The embedded files of an answer, decoded. */
const embedded = (result: CallToolResult) =>
  result.content.flatMap((c) =>
    c.type === "resource" && "blob" in c.resource
      ? [
          {
            uri: c.resource.uri,
            mimeType: c.resource.mimeType,
            bytes: Buffer.from(c.resource.blob, "base64"),
          },
        ]
      : [],
  );

/** A call's answer, required to be a tool result (not a protocol error). */
export async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

async function decode(image: { data: string; mimeType: string }) {
  expect(image.mimeType).toBe("image/png");
  const bytes = Buffer.from(image.data, "base64");
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return sharp(bytes).metadata();
}

/** Registers the shared tests; `client()` gives the connected client once the suite's beforeAll ran. */
export function mcpConformance(client: () => Client, transport: "http" | "stdio") {
  it("lists every tool, each schema a closed object with every property described, within the budget", async () => {
    const { tools } = await client().listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    const size = JSON.stringify(tools).length;
    expect(size).toBeLessThanOrEqual(TOOL_LIST_BUDGET_CHARS);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.inputSchema).not.toHaveProperty("oneOf");
      expect(tool.inputSchema).not.toHaveProperty("anyOf");
      expect((tool.inputSchema as { additionalProperties?: unknown }).additionalProperties).toBe(false);
      const walk = (properties: Record<string, Record<string, unknown>>, path: string) => {
        for (const [name, property] of Object.entries(properties)) {
          expect(property.description, `${tool.name} ${path}${name}`).toBeTruthy();
          if (property.properties)
            walk(property.properties as Record<string, Record<string, unknown>>, `${path}${name}.`);
        }
      };
      walk((tool.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>, "");
    }
  });

  it("make_background answers a PNG the model can look at (long side 1200 px at most) and file links", async () => {
    const result = await call(client(), "make_background", {
      identity: { preset: "tessel-labs" },
      width: 1920,
      height: 1080,
      style: "dither",
    });
    expect(result.isError).toBeFalsy();
    const [image] = images(result);
    if (!image) throw new Error("no image content");
    const meta = await decode(image);
    expect([meta.width, meta.height]).toEqual([1200, 675]);
    const summary = JSON.parse(texts(result)[0]?.text ?? "{}");
    expect(summary).toMatchObject({ kind: "background", width: 1920, height: 1080 });
    expect(summary.filename).toMatch(/\.png$/u);
    // No markup in the text: the SVG is a link away.
    expect(texts(result).every((t) => !t.text.includes("<svg") && t.text.length < 2000)).toBe(true);
    const svg = links(result).find((l) => l.mimeType === "image/svg+xml");
    expect(svg?.uri).toMatch(/^marque:\/\/images\/[A-Za-z0-9_-]+\.svg$/u);
    if (transport === "http")
      expect(summary.urls.svg).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/images\/.+\.svg$/u);
    else expect(summary.urls).toBeUndefined();
    // The link reads back as the SVG itself.
    const read = await client().readResource({ uri: svg?.uri ?? "" });
    const [contents] = read.contents;
    expect(contents && "text" in contents ? contents.text : "").toMatch(/^<svg[^>]+width="1920"/u);
  });

  it("keeps a grainy background's preview small: palette, then smaller, under 400 KB (the PNG is 2 MB)", async () => {
    const result = await call(client(), "make_background", { style: "grain-gradient" });
    const [image] = images(result);
    if (!image) throw new Error("no image content");
    expect(Buffer.from(image.data, "base64").byteLength).toBeLessThanOrEqual(400 * 1024);
    const meta = await decode(image);
    expect(meta.width).toBeGreaterThanOrEqual(600);
    expect(JSON.parse(texts(result)[0]?.text ?? "{}").preview).toEqual({
      width: meta.width,
      height: meta.height,
    });
  });

  it("make_graphic draws a slide, a blog cover and a partnership graphic", async () => {
    const cases = [
      [
        { template: "slides", slideLayout: "metrics", title: "Q3", body: "98.7% — Uptime\n4.2 GWh — Saved" },
        1200,
        675,
      ],
      [{ template: "blog", title: "Field notes" }, 1200, 630],
      [{ template: "partnership", title: "Together", identity: { preset: "starter" } }, 1200, 600],
    ] as const;
    for (const [args, width, height] of cases) {
      const result = await call(client(), "make_graphic", args);
      expect(result.isError, JSON.stringify(result.content[0])).toBeFalsy();
      const [image] = images(result);
      if (!image) throw new Error("no image content");
      const meta = await decode(image);
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it("get_element_brief and make_design_sequence answer their JSON documents", async () => {
    const brief = await call(client(), "get_element_brief", { elementId: "business-card" });
    expect(brief.isError, texts(brief)[0]?.text).toBeFalsy();
    expect(JSON.parse(texts(brief)[0]?.text ?? "{}")).toMatchObject({ kind: "element-brief" });
    const sequence = await call(client(), "make_design_sequence", { ratio: "square", cutCount: 9 });
    expect(sequence.isError).toBeFalsy();
    const document = JSON.parse(texts(sequence)[0]?.text ?? "{}");
    expect(document).toMatchObject({ kind: "design-sequence" });
  });

  it("search and list_catalog find docs and catalog rows", async () => {
    const found = JSON.parse(
      texts(await call(client(), "search", { query: "template slide layouts" }))[0]?.text ?? "{}",
    );
    expect(found.results.length).toBeGreaterThan(0);
    const doc = found.results.find((r: { type: string }) => r.type === "doc");
    expect(doc.resource).toMatch(/^marque:\/\/docs\//u);
    const page = await client().readResource({ uri: doc.resource });
    expect(page.contents[0]?.mimeType).toBe("text/markdown");
    const rows = JSON.parse(
      texts(await call(client(), "list_catalog", { catalog: "materials", category: "metal" }))[0]?.text ??
        "{}",
    );
    expect(rows.count).toBeGreaterThan(0);
    expect(rows.rows.every((r: { category: string }) => r.category === "metal")).toBe(true);
  });

  it("refusals are tool errors carrying the contract's issues, named as the tool's arguments", async () => {
    const result = await call(client(), "make_background", { width: 4096, height: 4096, colorA: "red" });
    expect(result.isError).toBe(true);
    const body = JSON.parse(texts(result)[0]?.text ?? "{}");
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.issues.map((i: { field: string }) => i.field)).toContain("colorA");
    // A cross-field rule of the contract (width × height), mapped from settings.width to width.
    const big = await call(client(), "make_background", { width: 4096, height: 4096 });
    expect(big.isError).toBe(true);
    const bigBody = JSON.parse(texts(big)[0]?.text ?? "{}");
    expect(bigBody.error.issues).toContainEqual(
      expect.objectContaining({ code: "pixel_limit", field: "width" }),
    );
    const unknown = await call(client(), "make_graphic", {
      template: "blog",
      slideLayout: "agenda",
      extra: 1,
    });
    expect(unknown.isError).toBe(true);
    expect(JSON.parse(texts(unknown)[0]?.text ?? "{}").error.issues).toContainEqual(
      expect.objectContaining({ code: "unknown_field", field: "extra" }),
    );
  });

  it("make_deck answers the deck embedded (PDF pages, PPTX slides with notes) and slide 1 to look at", async () => {
    const slides = [
      { layout: "title", title: "Launch" },
      { layout: "metrics", title: "Q3", body: "98% — Uptime", notes: "Pause here" },
      { layout: "closing", title: "Thanks" },
    ];
    const pdf = await call(client(), "make_deck", { identity: { preset: "halden-rail" }, slides });
    expect(pdf.isError, texts(pdf)[0]?.text).toBeFalsy();
    const [image] = images(pdf);
    if (!image) throw new Error("no image content");
    expect([(await decode(image)).width, (await decode(image)).height]).toEqual([1200, 675]);
    const [file] = embedded(pdf);
    expect(file?.mimeType).toBe("application/pdf");
    expect(file?.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(file?.bytes ?? Buffer.alloc(0))).getPageCount()).toBe(3);
    expect(JSON.parse(texts(pdf)[0]?.text ?? "{}")).toMatchObject({
      filename: expect.stringMatching(/^halden-rail-deck-3-slides-1600x900\.pdf$/u),
      slides: 3,
    });
    const pptx = await call(client(), "make_deck", { slides, format: "pptx", texture: "dark" });
    const [deck] = embedded(pptx);
    expect(deck?.bytes.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
    const parts = Object.keys(unzipSync(new Uint8Array(deck?.bytes ?? Buffer.alloc(0))));
    expect(parts.filter((name) => /^ppt\/slides\/slide\d+\.xml$/u.test(name))).toHaveLength(3);
    expect(parts.some((name) => name.startsWith("ppt/notesSlides/"))).toBe(true);
    // A refusal names the slide's field; an unknown preset id (the listing names no enum: the ids would be
    // repeated in five tools) is refused by the contract, listing the ids.
    const refused = await call(client(), "make_deck", { slides: [{ title: "x".repeat(300) }] });
    expect(refused.isError).toBe(true);
    expect(JSON.parse(texts(refused)[0]?.text ?? "{}").error.issues[0].field).toBe("slides.0.title");
    const unknown = await call(client(), "make_deck", { identity: { preset: "acme" }, slides });
    expect(unknown.isError).toBe(true);
    expect(JSON.parse(texts(unknown)[0]?.text ?? "{}").error.issues).toContainEqual(
      expect.objectContaining({
        code: "invalid_enum",
        field: "identity.preset",
        expected: expect.stringContaining("tessel-labs"),
      }),
    );
  });

  // Without Chromium the tool error names what is missing: test/mcp/http.test.ts and stdio.test.ts.
  it("make_design_sequence with format exports the file", async () => {
    const result = await call(client(), "make_design_sequence", { ratio: "square", format: "png" });
    expect(result.isError, texts(result)[0]?.text).toBeFalsy();
    const [image] = images(result);
    if (!image) throw new Error("no still");
    const still = await decode(image);
    const [file] = embedded(result);
    expect(file?.mimeType).toBe("image/png");
    expect(file?.bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    const png = await sharp(file?.bytes).metadata();
    expect(png.width).toBeGreaterThan(0);
    expect(png.height).toBe(png.width); // square
    const summary = JSON.parse(texts(result)[0]?.text ?? "{}");
    expect(summary).toMatchObject({ mimeType: "image/png", bytes: file?.bytes.byteLength, url: file?.uri });
    expect(summary.still).toEqual({ width: still.width, height: still.height });
    if (transport === "stdio") {
      // No HTTP server: the file is named, and embedded.
      expect(file?.uri).toMatch(/^marque:\/\/exports\/[0-9a-f]+\/file$/u);
      return;
    }
    expect(file?.uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/exports\/[0-9a-f]+\/file$/u);
    // The embedded file is the one the HTTP API serves at that URL.
    const served = Buffer.from(await (await fetch(file?.uri ?? "")).arrayBuffer());
    expect(served.equals(file?.bytes ?? Buffer.alloc(0))).toBe(true);
  }, 120_000);

  it("export makes a file of a Motion document and of a background request, and follows an earlier job by id", async () => {
    const motion = motionLoop({
      export: { width: 160, fps: 12, durationMs: 1000, quality: "fast", loop: "seamless" },
    });
    // With a progressToken too: over HTTP (one JSON body) the notifications are dropped, never an error.
    const result = (await client().callTool(
      { name: "export", arguments: { document: motion, format: "png", timeMs: 500 } },
      undefined,
      { onprogress: () => {} },
    )) as CallToolResult;
    expect(result.isError, texts(result)[0]?.text).toBeFalsy();
    const [file] = embedded(result);
    expect(file?.mimeType).toBe("image/png");
    expect(await sharp(file?.bytes).metadata()).toMatchObject({ width: 160, height: 160 });
    const summary = JSON.parse(texts(result)[0]?.text ?? "{}");
    expect(summary).toMatchObject({ filename: "marque-motion-square-160x160.png", url: file?.uri });
    expect(images(result)).toHaveLength(1);

    const background = await call(client(), "export", {
      document: { kind: "background", settings: { width: 320, height: 180 } },
      format: "svg",
    });
    expect(background.isError, texts(background)[0]?.text).toBeFalsy();
    expect(embedded(background)[0]?.bytes.toString("utf8")).toMatch(/^<svg[\s\S]*<\/svg>\s*$/u);

    // The finished job again, by its id: the same file.
    const id = /exports\/([0-9a-f]+)\/file$/u.exec(file?.uri ?? "")?.[1] ?? "";
    const followed = await call(client(), "export", { id });
    expect(followed.isError, texts(followed)[0]?.text).toBeFalsy();
    expect(embedded(followed)[0]?.bytes.equals(file?.bytes ?? Buffer.alloc(0))).toBe(true);
  }, 120_000);

  it("export refusals name the tool's arguments: document, format, id", async () => {
    const fieldsOf = async (args: Record<string, unknown>) => {
      const result = await call(client(), "export", args);
      expect(result.isError).toBe(true);
      const body = JSON.parse(texts(result)[0]?.text ?? "{}");
      return {
        code: body.error.code,
        message: body.error.message as string,
        fields: body.error.issues.map((i: { field: string }) => i.field),
      };
    };
    expect(await fieldsOf({})).toMatchObject({ code: "invalid_request", fields: ["document", "format"] });
    expect((await fieldsOf({ id: "0123", format: "png" })).fields).toEqual(["format"]);
    const badMotion = await fieldsOf({
      document: { kind: "motion", version: 1, size: "huge" },
      format: "gif",
    });
    expect(badMotion.fields).toContain("document.size");
    // One issue: the message names the field as the tool's argument too.
    const narrow = await fieldsOf({
      document: { kind: "background", settings: { width: 1, height: 180 } },
      format: "png",
    });
    expect(narrow.fields).toEqual(["document.settings.width"]);
    expect(narrow.message).toMatch(/^document\.settings\.width: /u);
    const unknown = await call(client(), "export", { id: "0123456789abcdef0123456789abcdef" });
    expect(JSON.parse(texts(unknown)[0]?.text ?? "{}").error.code).toBe("not_found");
  });

  it("lists the catalogs and every docs page as resources, and the prompts", async () => {
    const { resources } = await client().listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining(["marque://catalog/identities", "marque://docs/generate/template"]),
    );
    const identities = await client().readResource({ uri: "marque://catalog/identities" });
    expect(JSON.parse((identities.contents[0] as { text: string }).text).length).toBeGreaterThan(0);
    const { prompts } = await client().listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["brand-kit", "launch-deck"]);
    const prompt = await client().getPrompt({
      name: "brand-kit",
      arguments: { company: "Acme", about: "rockets" },
    });
    expect(JSON.stringify(prompt.messages)).toContain("Make a brand kit for Acme");
  });
}
