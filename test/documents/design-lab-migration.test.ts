// The v3 → v4 migration field by field (every v3 field mapped or recomputed to the same value), the source
// reader's two versions, and the v4 document's cross-field rules.
import { describe, expect, it } from "vitest";
import { logoFromDataUrl, resolveIdentity } from "../../src/catalog/identities/index.js";
import { materialById } from "../../src/catalog/materials/index.js";
import {
  DEFAULT_TEXT_LINE_HEIGHT,
  type DesignLabDocument,
  designLabDocumentSchema,
  designSequenceDocumentSchema,
  designSequenceRequestSchema,
  exportFrameSize,
  MAX_TEXT_LAYERS,
} from "../../src/contract/index.js";
import { migrateV3ToV4, type V3Source } from "../../src/documents/design-lab-migration.js";
import { designLabTimeline } from "../../src/documents/design-lab-sequence.js";
import {
  DesignLabSourceError,
  designLabDocumentFromSource,
  readDesignLabSource,
} from "../../src/documents/design-lab-source.js";
import { buildDesignSequence } from "../../src/documents/design-sequence.js";
import { dataUrl, pngBytes } from "../support/images.js";

/** The v3 source POST /api/generate answers for `input`, checked against its own schema. */
function v3(input: Record<string, unknown>): V3Source {
  const request = designSequenceRequestSchema.parse({ kind: "design-sequence", ...input });
  return designSequenceDocumentSchema.parse(buildDesignSequence(request, resolveIdentity(request.identity)));
}

const FULL = {
  identity: { preset: "halden-rail", name: "Halden Rail Éditions" },
  ratio: "opengraph",
  backgroundColor: "#F0EEE8",
  effect: { kind: "halftone", cellSize: 12, angle: 30, shape: "line", opacity: 80 },
  export: { width: 1001, fps: 24, quality: "best", durationMs: 2500, gifLoop: "raw" },
  sequence: { cutCount: 11, finalHoldMs: 4500, pace: "even" },
  shader: { materialId: "ink-bloom", blendMode: "soft-light", opacity: 70, shaderSize: 2.5, speed: 1.2 },
  texts: [
    {
      value: "Timetable",
      weight: 800,
      x: 10,
      y: 30,
      size: 12,
      align: "right",
      color: "#101010",
      font: "mono",
    },
    { value: "שלום — 日本語", opacity: 50, letterSpacing: 0.3 },
  ],
};

describe("migrateV3ToV4", () => {
  const source = v3(FULL);
  const document = migrateV3ToV4(source);

  it("maps every v3 field and the result validates unchanged", () => {
    expect(designLabDocumentSchema.parse(document)).toEqual(document);
    const [shader, mark, ...texts] = source.layers;
    if (shader?.type !== "shader" || mark?.type !== "brand-mark") throw new Error("unexpected v3 layers");
    const rail = { visible: true, locked: false };
    expect(document).toEqual({
      kind: "design-lab", // v3 kind (the same)
      schema: 2,
      version: 4, // v3 version 3
      name: source.name,
      mode: source.mode,
      identity: { preset: source.identity.preset, name: source.identity.name },
      canvas: { ratio: source.canvas.ratio, backgroundColor: source.canvas.backgroundColor },
      layers: [
        {
          id: shader.id,
          type: "shader",
          ...rail,
          materialId: shader.materialId,
          blendMode: shader.blendMode,
          opacity: shader.opacity,
          shaderSize: shader.shaderSize,
          settings: shader.settings,
        },
        // Issue 34.7: the effect post-processes the shaders only; the mark and text stay legible above it.
        { id: "effect", type: "effect", ...rail, effect: source.effect },
        {
          id: mark.id,
          type: "brand-mark",
          ...rail,
          mark: { source: "identity", variant: "light" }, // a light ground: v3 chose the light-ground logo
          x: mark.x,
          y: mark.y,
          scale: mark.width,
          opacity: mark.opacity,
        },
        ...texts.map((text) => {
          if (text.type !== "text") throw new Error("unexpected v3 layer");
          const { fontFamily: _recomputed, ...fields } = text;
          return { ...fields, ...rail, lineHeight: DEFAULT_TEXT_LINE_HEIGHT };
        }),
      ],
      export: {
        width: source.export.width,
        fps: source.export.fps,
        quality: source.export.quality,
        durationMs: source.export.durationMs,
        gifLoop: source.export.gifLoop,
      },
      sequence: {
        cutCount: source.sequence.cutCount,
        pace: source.sequence.pace,
        finalHoldMs: source.sequence.finalHoldMs,
        timeline: source.sequence.timeline,
      },
    });
  });

  it("keeps the request: material, shader, texts, effect, export (the even width) and sequence", () => {
    expect(source.export.width).toBe(1000); // v3 already rounded 1001 down
    const shader = document.layers[0];
    expect(shader).toMatchObject({ materialId: "ink-bloom", blendMode: "soft-light", opacity: 70 });
    expect(shader).toMatchObject({ shaderSize: 2.5, settings: { speed: 1.2 } });
    const texts = document.layers.filter((layer) => layer.type === "text");
    expect(texts.map((text) => text.value)).toEqual(["Timetable", "שלום — 日本語"]);
    expect(texts[0]).toMatchObject({ weight: 800, align: "right", color: "#101010", font: "mono" });
    expect(document.layers[1]).toMatchObject({ type: "effect", effect: FULL.effect });
    // The marks and text are drawn after (in front of) the effect, so it never dithers them.
    expect(document.layers.slice(2).map((layer) => layer.type)).toEqual(["brand-mark", "text", "text"]);
    expect(document.export).toEqual({ ...FULL.export, width: 1000 });
    expect(document.sequence).toMatchObject(FULL.sequence);
  });

  it("recomputes exactly what v3 spelled out: slug, sizes, frame count, final material, engine, fonts, aspect", () => {
    const identity = resolveIdentity(document.identity);
    expect(identity.slug).toBe(source.identity.slug);
    const size = exportFrameSize(document.canvas.ratio, document.export.width);
    expect(size).toEqual({ width: source.canvas.width, height: source.canvas.height });
    expect(size).toEqual({ width: source.export.width, height: source.export.height });
    expect(document.sequence.timeline?.totalFrames).toBe(source.export.frameCount);
    expect(document.sequence.timeline?.cuts.at(-1)?.materialId).toBe(source.sequence.finalMaterialId);
    const [shader, mark, ...texts] = source.layers;
    if (shader?.type !== "shader" || mark?.type !== "brand-mark") throw new Error("unexpected v3 layers");
    expect(materialById(shader.materialId)?.engine).toBe(shader.engine);
    for (const text of texts)
      if (text.type === "text") expect(identity.typography[text.font].family).toBe(text.fontFamily);
    expect(identity.logos.light.dataUrl).toBe(mark.logoDataUrl);
    expect(logoFromDataUrl(mark.logoDataUrl).aspect).toBeCloseTo(mark.aspect, 12);
  });

  it("a dark background keeps the dark-ground logo; no effect and no mark add no layers", () => {
    const dark = migrateV3ToV4(v3({ identity: { preset: "tessel-labs" } }));
    expect(dark.layers.find((layer) => layer.type === "brand-mark")).toMatchObject({
      mark: { source: "identity", variant: "dark" },
    });
    const bare = migrateV3ToV4(v3({ includeBrandMark: false, texts: [] }));
    expect(bare.layers.map((layer) => layer.type)).toEqual(["shader"]);
    expect(bare.mode).toBe("shader-sequence");
  });

  it("a caller's logo keeps its bytes as a data-url mark", () => {
    const logo = dataUrl("image/png", pngBytes(16));
    const source = v3({ identity: { preset: "custom", name: "Acme", logoDataUrl: logo } });
    const mark = migrateV3ToV4(source).layers.find((layer) => layer.type === "brand-mark");
    expect(mark).toMatchObject({ mark: { source: "data-url", dataUrl: logo } });
    expect(designLabDocumentSchema.safeParse(migrateV3ToV4(source)).success).toBe(true);
  });
});

describe("designLabDocumentFromSource", () => {
  const source = v3(FULL);

  it("migrates a version 3 source (as JSON would bring it) and reads a v4 document as is", () => {
    const fromV3 = designLabDocumentFromSource(JSON.parse(JSON.stringify(source)));
    expect(fromV3).toEqual({ ok: true, from: 3, document: migrateV3ToV4(source) });
    if (!fromV3.ok) return;
    expect(designLabDocumentFromSource(fromV3.document)).toEqual({
      ok: true,
      from: 4,
      document: fromV3.document,
    });
    expect(readDesignLabSource(source)).toEqual(fromV3.document);
  });

  it("reports issues with the paths of the input's own version", () => {
    const badV3 = designLabDocumentFromSource({ ...source, export: { ...source.export, fps: 7 } });
    expect(badV3).toMatchObject({ ok: false, from: 3, issues: [{ path: ["export", "fps"] }] });
    const unknown = designLabDocumentFromSource({ ...source, extra: 1 });
    expect(unknown).toMatchObject({ ok: false, from: 3 });
    expect(designLabDocumentFromSource({ version: 9 })).toMatchObject({ ok: false, from: undefined });
    expect(designLabDocumentFromSource("text")).toMatchObject({ ok: false, from: undefined });
    expect(() => readDesignLabSource(null)).toThrow(DesignLabSourceError);
  });
});

describe("the v4 document", () => {
  const shader = { type: "shader", materialId: "ink-bloom" };
  const base = { kind: "design-lab", schema: 2, version: 4 };
  const issuesOf = (input: unknown) => {
    const result = designLabDocumentSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("accepts what the Studio tool writes today, filling the new fields with the contract's defaults", () => {
    const written = {
      ...base,
      identity: { preset: "starter" },
      canvas: { ratio: "square", backgroundColor: "#000000" },
      layers: [
        { id: "shader", type: "shader", materialId: "ink-bloom", opacity: 90, settings: { speed: 1 } },
      ],
      export: { width: 640 },
    };
    const parsed: DesignLabDocument = designLabDocumentSchema.parse(written);
    expect(parsed).toMatchObject({ mode: "standard", export: { width: 640, fps: 30, quality: "balanced" } });
    expect(parsed.sequence).toEqual({ cutCount: 8, pace: "accelerating", finalHoldMs: 3000 });
    expect(parsed.layers[0]).toMatchObject({
      visible: true,
      locked: false,
      blendMode: "normal",
      shaderSize: 1,
    });
    expect(designLabDocumentSchema.parse({ ...base, layers: [shader] }).layers[0]?.id).toBe("shader");
  });

  it("takes every layer type back to front", () => {
    const layers = [
      shader,
      { type: "brand-mark", tint: "#FFFFFF" },
      { id: "t", type: "text", value: "Hi", wrapWidth: 40, lineHeight: 1.4 },
      { id: "i", type: "image", dataUrl: dataUrl("image/png", pngBytes(4)), width: 20 },
      { type: "effect", effect: { kind: "posterize", levels: 3 } },
      { id: "s2", type: "shader", materialId: "ink-bloom", blendMode: "screen", name: "Glow", locked: true },
    ];
    expect(issuesOf({ ...base, layers })).toEqual([]);
  });

  it("refuses duplicate ids, no shader layer, too many text layers and unknown fields", () => {
    expect(issuesOf({ ...base, layers: [shader, shader] })).toEqual(["duplicate layer id shader"]);
    expect(issuesOf({ ...base, layers: [{ type: "brand-mark" }] })).toEqual([
      "expected at least one shader layer",
    ]);
    const texts = Array.from({ length: MAX_TEXT_LAYERS + 1 }, (_, i) => ({
      id: `t${i}`,
      type: "text",
      value: "x",
    }));
    expect(issuesOf({ ...base, layers: [shader, ...texts] })).toEqual([
      `expected at most ${MAX_TEXT_LAYERS} text layers, got ${MAX_TEXT_LAYERS + 1}`,
    ]);
    expect(issuesOf({ ...base, layers: [{ ...shader, engine: "x" }] })).not.toEqual([]);
    expect(
      issuesOf({ ...base, layers: [{ type: "image", id: "i", dataUrl: "https://x/y.png" }, shader] }),
    ).not.toEqual([]);
  });

  it("resolves a dropped timeline to the server's, and one for a document that never had one", () => {
    const document = migrateV3ToV4(v3(FULL));
    const { timeline, ...sequence } = document.sequence;
    expect(designLabTimeline(document)).toBe(timeline);
    expect(designLabTimeline({ ...document, sequence })).toEqual(timeline);
    const fresh = designLabTimeline(designLabDocumentSchema.parse({ ...base, layers: [shader] }));
    expect(fresh.cuts).toHaveLength(8);
    expect(fresh.cuts.at(-1)?.materialId).toBe("ink-bloom");
    const ok = designLabDocumentSchema.safeParse({
      ...base,
      layers: [shader],
      sequence: { timeline: fresh },
    });
    expect(ok.success).toBe(true);
  });

  it("refuses a timeline that is not the one the document renders", () => {
    const document = migrateV3ToV4(v3(FULL));
    expect(issuesOf({ ...document, export: { ...document.export, fps: 30 } })).toContain(
      "expected export.fps (30)",
    );
    expect(issuesOf({ ...document, sequence: { ...document.sequence, cutCount: 8 } })).toContain(
      "expected sequence.cutCount (8) cuts",
    );
    const other = { ...document.layers[0], materialId: "nebula-drift" };
    expect(issuesOf({ ...document, layers: [other, ...document.layers.slice(1)] }).join()).toMatch(
      /last cut/,
    );
    expect(issuesOf({ ...document, export: { ...document.export, durationMs: 3000 } }).join()).toMatch(
      /durationMs/,
    );
  });
});
