// applySource sends a document to the tool that reads it, from whatever tool is open: a Design Lab document
// from every tool, Motion documents to Motion, templates to their tool, and one issue naming the tools'
// documents for a document no tool reads. (The spec's flow literally, "open /studio, apply response.document"
// from the Identity tool and export in both modes, is design-export.test.ts's first test.)
import { describe, expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, readyEvents, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** A small design sequence's response document (the version 3 source). */
async function designDocument(): Promise<Record<string, unknown>> {
  const { status, json } = await server.postJson({
    kind: "design-sequence",
    export: { width: 320, fps: 12, durationMs: 1200 },
    sequence: { cutCount: 8, finalHoldMs: 3000 },
  });
  expect(status).toBe(200);
  return json.document;
}

interface Rejected {
  rejected: {
    error: { code: string; field: string; message: string; issues: { field: string; message: string }[] };
  };
}

describe("applySource from any tool", () => {
  it("opens the Design Lab with a POSTed Design Lab document from every tool, and fires its ready event", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const document = await designDocument();
    const seen: Record<string, unknown> = {};
    for (const tool of STUDIO_TOOLS) {
      const result = await inStudio<{ active: string; kind: string; version: number; applied: number }>(
        page,
        async (s, { id, document }) => {
          await s.invoke("tool.open", { tool: id });
          // The ready event of the tool that opens carries describe() with the document already applied.
          const ready = new Promise((resolve) =>
            window.addEventListener(
              "marque:studio-api-ready",
              (e) => resolve((e as CustomEvent).detail.tool),
              { once: true },
            ),
          );
          const applied = await s.applySource(document);
          const readyTool = s.activeTool() === id ? "already open" : await ready;
          const source = s.readSource();
          return {
            active: s.activeTool(),
            readyTool,
            kind: source.kind,
            version: source.version,
            applied: applied.version,
          };
        },
        { id: tool.id, document },
      );
      seen[tool.id] = result;
    }
    for (const tool of STUDIO_TOOLS) {
      expect(seen[tool.id], tool.id).toMatchObject({
        active: "material",
        kind: "design-lab",
        version: 4,
        applied: 4,
      });
      expect((seen[tool.id] as { readyTool: string }).readyTool, tool.id).toBe(
        tool.id === "material" ? "already open" : "material",
      );
    }
    const events = await readyEvents(page);
    expect(events.at(-1)?.tool).toBe("material");
  });

  it("opens Motion with a Motion document, a template's tool with its template, from JSON text too", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      await s.invoke("tool.open", { tool: "animation" });
      const motion = { ...s.readSource(), text: { value: "Routed here" } };
      await s.invoke("tool.open", { tool: "material" });
      const v4 = s.readSource();
      await s.invoke("tool.open", { tool: "blog" });
      const blog = s.readSource();
      await s.invoke("tool.open", { tool: "identity" });
      const out: Record<string, unknown> = {};
      out.motion = (await s.applySource(JSON.stringify(motion))).text.value;
      out.afterMotion = s.activeTool();
      // The document is one undoable edit of the tool it opened.
      await s.activate("Undo");
      out.undone = s.readSource().text.value !== "Routed here";
      out.v4 = (await s.invoke("source.apply", { source: { ...v4, name: "From Motion" } })).name;
      out.afterV4 = s.activeTool();
      await s.invoke("tool.open", { tool: "slides" });
      out.blog = (await s.applySource({ ...blog, title: "A blog title" })).title;
      out.afterBlog = s.activeTool();
      // A document of the active tool applies there, as before.
      out.own = (await s.applySource({ ...blog, title: "Still the blog" })).title;
      out.afterOwn = s.activeTool();
      out.described = s.describe().tool;
      return out;
    });
    expect(result).toEqual({
      motion: "Routed here",
      afterMotion: "animation",
      undone: true,
      v4: "From Motion",
      afterV4: "material",
      blog: "A blog title",
      afterBlog: "blog",
      own: "Still the blog",
      afterOwn: "blog",
      described: "blog",
    });
  });

  it("refuses a document no tool reads with one issue naming the tools' documents, and changes nothing", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const document = await designDocument();
    const result = await inStudio<Record<string, Rejected | string | number>>(
      page,
      async (s, { document: sent }) => {
        const body = (p: Promise<unknown>) =>
          p.then(
            () => "resolved",
            (e: any) => ({ rejected: e.body }),
          );
        const out: Record<string, unknown> = {};
        out.banana = await body(s.applySource({ kind: "banana", layers: [], canvas: {}, effect: null }));
        out.request = await body(s.applySource({ kind: "design-sequence", export: { width: 320 } }));
        // A Design Lab document with errors is refused by the Design Lab's validator; the Identity tool stays.
        out.broken = await body(s.applySource({ ...sent, layers: "none" }));
        // source.apply takes {source}: a bare document is one issue saying where it goes.
        out.bare = await body(s.invoke("source.apply", sent));
        out.active = s.activeTool();
        out.ready = (window as unknown as { __ready: unknown[] }).__ready.length;
        return out;
      },
      { document },
    );
    const banana = (result.banana as Rejected).rejected.error;
    expect(banana).toMatchObject({ code: "invalid_request", field: "kind" });
    expect(banana.issues).toHaveLength(1);
    for (const tool of STUDIO_TOOLS) expect(banana.issues[0]?.message).toContain(tool.id);
    expect(banana.issues[0]?.message).toContain("design-lab v3/v4: material");
    const request = (result.request as Rejected).rejected.error;
    expect(request.issues).toHaveLength(1);
    expect(request.issues[0]?.message).toContain("response.document");
    const broken = (result.broken as Rejected).rejected.error;
    expect(broken.issues.map((issue) => issue.field)).toEqual(["layers"]);
    const bare = (result.bare as Rejected).rejected.error;
    expect(bare).toMatchObject({ code: "invalid_request", field: "source" });
    expect(bare.issues).toHaveLength(1);
    expect(result.active).toBe("identity");
    expect(result.ready, "no tool opened").toBe(1);
  });
});
