// Version 3 compatibility source (POST /api/generate design-sequence) → canvas document schema 2 / Design Lab
// source 4: one pure, explicit mapping, field by field, shared by the server, the Studio and the tests.
import { resolveIdentity } from "../catalog/identities/index.js";
import {
  type BrandMarkLayer,
  CANVAS_DOCUMENT_SCHEMA,
  DEFAULT_TEXT_LINE_HEIGHT,
  DESIGN_LAB_SOURCE_VERSION,
  type DesignLabDocument,
  type DesignLabLayer,
  type DesignLabTextLayer,
  type DesignSequenceDocument,
  type EffectLayer,
  type ShaderLayer,
} from "../contract/index.js";
import { insertAtDefault } from "./layer-order.js";

/** What POST /api/generate `design-sequence` answers as `document` (version 3). */
export type V3Source = DesignSequenceDocument;
type V3Layer = V3Source["layers"][number];

/**
 * v3 kept the effect beside the layers; v4 draws it as a layer, a post-pass over everything below it: above the
 * shaders and below the marks and text (defaultInsertIndex), so titles stay legible.
 */
export const MIGRATED_EFFECT_LAYER_ID = "effect";

/**
 * Every field of the v3 source, mapped. Fields v3 spelled out but v4 derives are recomputed, not stored:
 * - `identity.slug`: from the identity (resolveIdentity(identity).slug);
 * - `canvas.width`/`canvas.height` and `export.height`: exportFrameSize(canvas.ratio, export.width);
 * - `export.frameCount`: `sequence.timeline.totalFrames` (a shader-sequence export draws the whole timeline);
 * - `sequence.finalMaterialId`: the last cut's material, which is also the shader layer's;
 * - shader `engine`: the material's catalog record; text `fontFamily`: the identity's typography[font];
 * - brand-mark `aspect`: the logo image's own aspect (logoFromDataUrl).
 */
export function migrateV3ToV4(source: V3Source): DesignLabDocument {
  // Only the name is an override v3 kept; the preset's other fields come from the catalog, as in v3.
  const identity = { preset: source.identity.preset, name: source.identity.name };
  let layers: DesignLabLayer[] = source.layers.map((layer) => migrateLayer(layer, identity));
  if (source.effect !== null) {
    const effect: EffectLayer = {
      id: MIGRATED_EFFECT_LAYER_ID,
      type: "effect",
      visible: true,
      locked: false,
      effect: source.effect,
    };
    layers = insertAtDefault(layers, effect);
  }
  const { width, fps, quality, durationMs, gifLoop } = source.export;
  const { cutCount, pace, finalHoldMs, timeline } = source.sequence;
  return {
    kind: "design-lab",
    schema: CANVAS_DOCUMENT_SCHEMA,
    version: DESIGN_LAB_SOURCE_VERSION,
    name: source.name,
    mode: source.mode,
    identity,
    canvas: { ratio: source.canvas.ratio, backgroundColor: source.canvas.backgroundColor },
    layers,
    export: { width, fps, quality, durationMs, gifLoop },
    sequence: { cutCount, pace, finalHoldMs, timeline },
  };
}

function migrateLayer(layer: V3Layer, identity: { preset: V3Source["identity"]["preset"]; name: string }) {
  const rail = { visible: true, locked: false };
  switch (layer.type) {
    case "shader": {
      const { id, type, materialId, blendMode, opacity, shaderSize, settings } = layer;
      const shader: ShaderLayer = { id, type, ...rail, materialId, blendMode, opacity, shaderSize, settings };
      return shader;
    }
    case "brand-mark": {
      const { id, type, logoDataUrl, x, y, width, opacity } = layer;
      const mark: BrandMarkLayer = {
        id,
        type,
        ...rail,
        mark: markOf(logoDataUrl, identity),
        x,
        y,
        scale: width,
        opacity,
      };
      return mark;
    }
    case "text": {
      const { id, type, value, weight, x, y, size, align, color, font, opacity, letterSpacing } = layer;
      // v3 text is one unwrapped line: the contract's default line height, no wrap width.
      const text: DesignLabTextLayer = {
        id,
        type,
        ...rail,
        value,
        weight,
        x,
        y,
        size,
        align,
        color,
        font,
        opacity,
        letterSpacing,
        lineHeight: DEFAULT_TEXT_LINE_HEIGHT,
      };
      return text;
    }
  }
}

/**
 * The identity's own logo stays a reference to it (so it follows the identity in the Studio), naming the
 * variant v3 chose by the background's luminance; any other logo (a caller's upload) keeps its bytes.
 */
function markOf(
  logoDataUrl: string,
  identity: { preset: V3Source["identity"]["preset"]; name: string },
): BrandMarkLayer["mark"] {
  const { logos } = resolveIdentity(identity);
  if (logoDataUrl === logos.dark.dataUrl) return { source: "identity", variant: "dark" };
  if (logoDataUrl === logos.light.dataUrl) return { source: "identity", variant: "light" };
  return { source: "data-url", dataUrl: logoDataUrl };
}
