// design-sequence → the version 3 compatibility source document that the Studio's Design Lab applies.
import type { ResolvedIdentity } from "../catalog/identities/types.js";
import { MATERIAL_IDS, materialById, materialsCatalog } from "../catalog/materials/index.js";
import { relativeLuminance } from "../color/contrast.js";
import {
  type DesignLayer,
  type DesignSequenceDocument,
  type DesignSequenceRequest,
  type DesignSequenceWarning,
  exportFrameSize,
  MATERIAL_CONTROL_NAMES,
  MATERIAL_CONTROLS,
  type MaterialSettings,
  type Ratio,
  SOURCE_DOCUMENT_VERSION,
  type TextLayer,
} from "../contract/index.js";
import { fnv1a } from "../determinism/index.js";
import { buildTimeline } from "./timeline.js";

export type { DesignLayer, DesignSequenceDocument };
export { SOURCE_DOCUMENT_VERSION };

/**
 * The export's frame size: the requested width rounded down to an even number (H.264 encoders refuse odd
 * sizes; the contract's bounds are even, so it stays within them), the ratio's height for it rounded to the
 * nearest even number. The contract holds the rule so the v4 document recomputes the same size.
 */
export function frameSize(ratio: Ratio, requestedWidth: number): { width: number; height: number } {
  return exportFrameSize(ratio, requestedWidth);
}

/** What the document changed from the request, said out loud: an odd export width. */
export function designSequenceWarnings(request: DesignSequenceRequest): DesignSequenceWarning[] {
  const { width, height } = frameSize(request.ratio, request.export.width);
  if (width === request.export.width) return [];
  return [
    {
      code: "frame_width_rounded",
      field: "export.width",
      message: `${request.export.width} is odd; frames are ${width}×${height}, since H.264 encoders need even sizes`,
    },
  ];
}

/** Builds the source document; `request` is validated (materialId, if given, exists in the catalog). */
export function buildDesignSequence(
  request: DesignSequenceRequest,
  identity: ResolvedIdentity,
): DesignSequenceDocument {
  const finalId = request.shader.materialId ?? materialsCatalog.defaults.heroAnimation;
  const material = materialById(finalId);
  if (!material) throw new Error(`unknown material ${finalId}`); // validation guarantees it exists
  const { width, height } = frameSize(request.ratio, request.export.width);
  const cutIds = pickCutMaterials(finalId, request.sequence.cutCount, identity.id);
  const timeline = buildTimeline(cutIds, request.export, request.sequence);
  const dark = relativeLuminance(request.backgroundColor) < 0.4;

  const layers: DesignLayer[] = [
    {
      id: "shader",
      type: "shader",
      materialId: finalId,
      engine: material.engine,
      blendMode: request.shader.blendMode,
      opacity: request.shader.opacity,
      shaderSize: request.shader.shaderSize,
      settings: resolveSettings(request.shader, material.settings),
    },
  ];
  const logo = dark ? identity.logos.dark : identity.logos.light;
  if (request.includeBrandMark) {
    layers.push({
      id: "brand-mark",
      type: "brand-mark",
      logoDataUrl: logo.dataUrl,
      aspect: logo.aspect,
      ...MARK,
      opacity: 100,
    });
  }
  // Default texts stand clear of the mark: beside it when a tall logo reaches up to them.
  const markTop = MARK.y - (((MARK.width / 100) * width) / logo.aspect / height) * 100;
  const besideMark = request.includeBrandMark && markTop < DEFAULT_TEXTS_BOTTOM;
  const texts = request.texts ?? defaultTexts(identity, dark, besideMark ? MARK.x + MARK.width + 3 : MARK.x);
  texts.forEach((text, index) => {
    layers.push({
      id: `text-${index + 1}`,
      type: "text",
      ...text,
      fontFamily: identity.typography[text.font].family,
    });
  });

  return {
    version: SOURCE_DOCUMENT_VERSION,
    kind: "design-lab",
    mode: "shader-sequence",
    name: `${identity.name} — ${material.name}`,
    identity: { preset: identity.id, name: identity.name, slug: identity.slug },
    canvas: { ratio: request.ratio, width, height, backgroundColor: request.backgroundColor },
    layers,
    effect: request.effect ?? null,
    export: { ...request.export, width, height, frameCount: timeline.totalFrames },
    sequence: { ...request.sequence, finalMaterialId: finalId, timeline },
  };
}

/** Control defaults, then the material's own look, then the request's explicit values. */
function resolveSettings(
  shader: DesignSequenceRequest["shader"],
  materialSettings: Partial<MaterialSettings>,
): MaterialSettings {
  const entries = MATERIAL_CONTROL_NAMES.map((name) => [
    name,
    shader[name] ?? materialSettings[name] ?? MATERIAL_CONTROLS[name].default,
  ]);
  return Object.fromEntries(entries) as MaterialSettings;
}

/**
 * `count` distinct materials ending on `finalId`. Consecutive cuts change engine where possible so each
 * cut reads as a cut; the starting point is seeded by the request so different briefs differ, repeatably.
 */
export function pickCutMaterials(finalId: string, count: number, seed: string): string[] {
  const others = MATERIAL_IDS.filter((id) => id !== finalId);
  const start = fnv1a(`${seed}:${finalId}`) % others.length;
  const rotated = [...others.slice(start), ...others.slice(0, start)];
  const picked: string[] = [];
  let previousEngine = materialById(finalId)?.engine;
  // Walk backwards from the final cut so the cut before it also differs in engine.
  while (picked.length < count - 1) {
    const index = rotated.findIndex((id) => materialById(id)?.engine !== previousEngine);
    const [id] = rotated.splice(index === -1 ? 0 : index, 1);
    if (id === undefined) break;
    picked.unshift(id);
    previousEngine = materialById(id)?.engine;
  }
  return [...picked, finalId];
}

/** The brand mark's place: x from the left, y its bottom edge, width — percent of the frame. */
const MARK = { x: 6, y: 90, width: 14 } as const;
/**
 * Lowest the default texts reach, percent of the height: the tagline's baseline (56) plus its descenders
 * (size 4) and a margin.
 */
const DEFAULT_TEXTS_BOTTOM = 60;

/** The identity's name and tagline, left-aligned at `x` percent, in the upper middle of the frame. */
function defaultTexts(identity: ResolvedIdentity, dark: boolean, x: number): TextLayer[] {
  const color = dark ? "#F4F4F0" : identity.colors.ink;
  const base = { align: "left", color, opacity: 100, letterSpacing: 0, x } as const;
  return [
    {
      ...base,
      value: identity.name,
      weight: 700,
      y: 44,
      size: 9,
      font: "display" as const,
      letterSpacing: -0.02,
    },
    { ...base, value: identity.tagline, weight: 400, y: 56, size: 4, font: "body" as const },
  ].filter((layer) => layer.value.length > 0);
}
