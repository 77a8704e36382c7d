// Property: every version 3 source the generator can produce (valid design-sequence requests drawn from the
// contract, built by the real builder) migrates to a v4 document that validates as is and keeps the request's
// material, shader, texts, effect, export settings and sequence, with the timeline unchanged (and resolved
// again, the same, once dropped).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validRequest } from "../../harness/arbitraries/index.js";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import {
  designLabDocumentSchema,
  designSequenceDocumentSchema,
  designSequenceRequestSchema,
  exportFrameSize,
  MATERIAL_CONTROL_NAMES,
} from "../../src/contract/index.js";
import { migrateV3ToV4 } from "../../src/documents/design-lab-migration.js";
import { designLabTimeline } from "../../src/documents/design-lab-sequence.js";
import { designLabDocumentFromSource } from "../../src/documents/design-lab-source.js";
import { buildDesignSequence } from "../../src/documents/design-sequence.js";
import { SEED } from "./support.js";

const RUNS = 300;

describe("v3 → v4 migration over every request the contract accepts", () => {
  it("validates, keeps the request and recomputes what it derives", () => {
    fc.assert(
      fc.property(validRequest("design-sequence"), (input) => {
        const request = designSequenceRequestSchema.parse(input);
        const identity = resolveIdentity(request.identity);
        const source = designSequenceDocumentSchema.parse(buildDesignSequence(request, identity));
        const document = migrateV3ToV4(source);

        // Valid as is: no default left to fill, every data URL already in its sanitized form.
        expect(designLabDocumentSchema.parse(document)).toEqual(document);
        expect(designLabDocumentFromSource(JSON.parse(JSON.stringify(source)))).toEqual({
          ok: true,
          from: 3,
          document,
        });

        const [shader, ...rest] = document.layers;
        if (shader?.type !== "shader") throw new Error("the bottom layer is not the shader");
        const materialId = request.shader.materialId ?? materialsCatalog.defaults.heroAnimation;
        const { blendMode, opacity, shaderSize } = request.shader;
        expect(shader).toMatchObject({ materialId, blendMode, opacity, shaderSize });
        for (const name of MATERIAL_CONTROL_NAMES)
          if (request.shader[name] !== undefined) expect(shader.settings[name]).toBe(request.shader[name]);

        if (request.texts !== undefined) {
          const texts = rest.filter((layer) => layer.type === "text");
          expect(texts.map(({ id, type, visible, locked, lineHeight, ...fields }) => fields)).toEqual(
            request.texts,
          );
        }
        const effects = rest.filter((layer) => layer.type === "effect");
        expect(effects.map((layer) => layer.effect)).toEqual(request.effect ? [request.effect] : []);
        // Issue 34.7: the effect post-processes the shader only; every mark and text is drawn in front of it.
        if (request.effect)
          expect(document.layers.map((layer) => layer.type).slice(0, 2)).toEqual(["shader", "effect"]);
        const marks = rest.filter((layer) => layer.type === "brand-mark");
        expect(marks).toHaveLength(request.includeBrandMark ? 1 : 0);

        const { width, height } = exportFrameSize(request.ratio, request.export.width);
        expect(document.export).toEqual({ ...request.export, width });
        expect({ width, height }).toEqual({ width: source.export.width, height: source.export.height });
        expect(document.canvas).toEqual({ ratio: request.ratio, backgroundColor: request.backgroundColor });

        const { timeline, ...sequence } = document.sequence;
        expect(sequence).toEqual(request.sequence);
        expect(timeline).toEqual(source.sequence.timeline);
        expect(timeline?.cuts.at(-1)?.materialId).toBe(materialId);
        expect(timeline?.totalFrames).toBe(source.export.frameCount);
        expect(resolveIdentity(document.identity).slug).toBe(source.identity.slug);
        // Without its timeline, the document resolves the same one again.
        expect(designLabTimeline({ ...document, sequence })).toEqual(timeline);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
