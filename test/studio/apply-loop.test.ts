// Applying documents as a designer and an agent do (issue 34): a generated document keeps the shared identity's
// fields it does not carry; a document read, edited in one derived-from field and applied back is accepted
// with its timeline resolved again (and a warning); an unknown field names the document's own schema.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { designDocument, inStudio, openStudio, status, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const CUSTOM = {
  preset: "custom",
  name: "Acme Labs",
  shortName: "ACME",
  tagline: "Tools for careful makers",
  website: "acme.example",
  ink: "#1B2A3C",
  paper: "#F4EFE6",
};

/** A small design sequence's response document (the version 3 source), for `identity` when given. */
async function smallDesign(identity?: Record<string, unknown>): Promise<Record<string, unknown>> {
  return designDocument(server.url, {
    ...(identity ? { identity } : {}),
    export: { width: 320, fps: 12, durationMs: 1200 },
    sequence: { cutCount: 8, finalHoldMs: 3000 },
  });
}

interface Timeline {
  fps: number;
  cuts: { materialId: string; durationMs: number }[];
  holdStartMs: number;
  totalMs: number;
  totalFrames: number;
}
interface Doc {
  identity: Record<string, unknown>;
  layers: { type: string; materialId?: string }[];
  export: { fps: number; durationMs: number };
  sequence: { cutCount: number; finalHoldMs: number; timeline?: Timeline };
  warnings?: { code: string; field: string; message: string }[];
}
interface Rejected {
  rejected: {
    error: { code: string; message: string; issues: { code: string; field: string; message: string }[] };
  };
}

/** A timeline that agrees with its document, as the contract checks it. */
function expectConsistent(doc: Doc): void {
  const timeline = doc.sequence.timeline;
  if (!timeline) throw new Error("the document has no timeline");
  expect(timeline.fps).toBe(doc.export.fps);
  expect(timeline.cuts).toHaveLength(doc.sequence.cutCount);
  expect(timeline.cuts.at(-1)?.materialId).toBe(doc.layers.find((l) => l.type === "shader")?.materialId);
  expect(timeline.cuts.reduce((sum, cut) => sum + cut.durationMs, 0)).toBe(doc.export.durationMs);
  expect(timeline.holdStartMs).toBe(doc.export.durationMs);
  expect(timeline.totalMs).toBe(doc.export.durationMs + doc.sequence.finalHoldMs);
  expect(timeline.totalFrames).toBe(Math.ceil((timeline.totalMs * doc.export.fps) / 1000));
}

describe("applying a generated document", () => {
  it("keeps the shared identity's fields the document does not carry", { timeout: 120_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    const document = await smallDesign({ preset: "custom", name: CUSTOM.name });
    const result = await inStudio<{ identity: Record<string, unknown>; lab: Doc; tool: string }>(
      page,
      async (s, { CUSTOM, document }) => {
        await s.applySource(CUSTOM);
        await s.applySource(document);
        const lab = s.readSource();
        const tool = s.activeTool();
        await s.invoke("tool.open", { tool: "identity" });
        return { identity: s.readSource(), lab, tool };
      },
      { CUSTOM, document },
    );
    expect(result.tool).toBe("material");
    expect(result.identity).toEqual(CUSTOM);
    expect(result.lab.identity).toEqual(CUSTOM);
  });

  it("takes a document's other brand whole: a preset's own fields replace the custom ones", {
    timeout: 120_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    const document = await smallDesign({ preset: "starter" });
    const identity = await inStudio<Record<string, unknown>>(
      page,
      async (s, { CUSTOM, document }) => {
        await s.applySource(CUSTOM);
        await s.applySource(document);
        await s.invoke("tool.open", { tool: "identity" });
        return s.readSource();
      },
      { CUSTOM, document },
    );
    expect(identity.preset).toBe("starter");
    expect(identity.tagline).toBeUndefined();
    expect(identity.ink).toBeUndefined();
  });
});

describe("the read-then-edit loop in the Design Lab", () => {
  // Each edit is a field of the document and its new value, set where the field lives.
  const edits: [string, unknown][] = [
    ["materialId", "ink-bloom"],
    ["fps", 24],
    ["durationMs", 2000],
    ["cutCount", 10],
  ];

  it("applies a document read and edited in one field, its timeline resolved again with a warning", {
    timeout: 180_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const document = await smallDesign();
    await inStudio(page, async (s, { document: sent }) => s.applySource(sent), { document });
    for (const [field, edit] of edits) {
      const result = await inStudio<{ applied: Doc; read: Doc; original: Doc } | Rejected>(
        page,
        async (s, { document: sent, field, value }) => {
          await s.applySource(sent);
          const original = s.readSource();
          const doc = s.readSource();
          if (field === "materialId")
            doc.layers.find((l: { type: string }) => l.type === "shader").materialId = value;
          else if (field === "cutCount") doc.sequence.cutCount = value;
          else doc.export[field] = value;
          const applied = await s.applySource(doc);
          return { applied, read: s.readSource(), original };
        },
        { document, field, value: edit },
      );
      if ("rejected" in result) throw new Error(`${field}: ${JSON.stringify(result.rejected)}`);
      const { applied, read, original } = result;
      expectConsistent(read);
      expect(read.warnings, field).toBeUndefined();
      expect(applied.warnings, field).toEqual([
        expect.objectContaining({ code: "recomputed", field: "sequence.timeline" }),
      ]);
      expect(read.sequence.timeline, field).not.toEqual(original.sequence.timeline);
      if (field === "materialId")
        expect(read.layers.find((l) => l.type === "shader")?.materialId).toBe("ink-bloom");
      if (field === "fps") expect(read.export.fps).toBe(24);
      if (field === "durationMs") expect(read.export.durationMs).toBe(2000);
      if (field === "cutCount") expect(read.sequence.cutCount).toBe(10);
    }
    expect((await status(page)).text).toContain("timeline was out of date");
  });

  it("keeps a consistent timeline in the source when set() changes what it derives from", {
    timeout: 180_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url);
    const document = await smallDesign();
    const reads = await inStudio<Doc[] | Rejected>(
      page,
      async (s, { document: sent }) => {
        await s.applySource(sent);
        const reads = [];
        await s.set("Frame rate", 24);
        reads.push(s.readSource());
        await s.set("Loop duration", 2000);
        reads.push(s.readSource());
        await s.set("Cut count", 10);
        reads.push(s.readSource());
        await s.set("Final hold", 3500);
        reads.push(s.readSource());
        return reads;
      },
      { document },
    );
    if ("rejected" in reads) throw new Error(JSON.stringify(reads.rejected));
    for (const read of reads) expectConsistent(read);
    expect(reads.at(-1)?.sequence).toMatchObject({ cutCount: 10, finalHoldMs: 3500 });
  });
});

describe("a refused unknown field", () => {
  it("names the Design Lab document's own schema and where it is published", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    for (const version of ["v4", "v3"]) {
      const document = version === "v3" ? await smallDesign() : undefined;
      const result = await inStudio<Rejected>(
        page,
        async (s, { document: sent }) => {
          if (!sent) await s.invoke("tool.open", { tool: "material" });
          const doc = sent ?? s.readSource();
          return s.applySource({ ...doc, sparkle: true });
        },
        { document },
      );
      const issue = result.rejected.error.issues.find((i) => i.field === "sparkle");
      expect(issue?.code, version).toBe("unknown_field");
      expect(issue?.message).toContain("Design Lab document schema");
      expect(issue?.message).toContain("GET /openapi.json, components.schemas.DesignLabDocument");
      expect(issue?.message).not.toContain("GET /api/generate");
      expect(result.rejected.error.message).not.toContain("GET /api/generate");
    }
  });

  it("names Motion's schema for a Motion document", { timeout: 60_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=animation");
    const result = await inStudio<Rejected>(page, async (s) =>
      s.applySource({ ...s.readSource(), sparkle: 1 }),
    );
    expect(result.rejected.error.issues[0]?.message).toContain("components.schemas.MotionDocument");
  });

  it("names the facade's published inputs for an unknown field of a call", { timeout: 60_000 }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const result = await inStudio<Rejected>(page, async (s) => s.invoke("controls.list", { sparkle: 1 }));
    expect(result.rejected.error.issues[0]).toMatchObject({ code: "unknown_field", field: "sparkle" });
    expect(result.rejected.error.issues[0]?.message).toContain("GET /docs/studio.md");
    expect(result.rejected.error.message).not.toContain("GET /api/generate");
  });
});
