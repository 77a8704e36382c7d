// `{{value <name>}}`: single numbers and names inside prose, so a count or bound is never typed by hand.

import { CacheSet } from "../../cache/cache-set.js";
import {
  CACHE_REGIONS,
  DEFAULT_CACHE_MB,
  helperThreadBudget,
  renderThreadRegions,
} from "../../cache/regions.js";
import { ELEMENTS } from "../../catalog/elements/index.js";
import { identityRecords, identitySummaries, slugify } from "../../catalog/identities/index.js";
import { materialsCatalog } from "../../catalog/materials/index.js";
import { exportActionOf, STUDIO_TOOLS } from "../../catalog/studio-tools/index.js";
import {
  APCA_THRESHOLDS,
  DECK_FORMATS,
  DECK_MEDIA_TYPES,
  designExportInputSchema,
  EXPORT_FPS,
  exportInputSchema,
  exportSettingsSchema,
  FILE_FORMATS,
  FILE_MEDIA_TYPES,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_DECK_SLIDES,
  MAX_ECHO_CHARACTERS,
  MAX_ERROR_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_IMAGE_URL_REQUEST_CHARS,
  MAX_PIXELS,
  MAX_RASTER_PIXELS,
  MAX_RASTER_SIDE,
  MAX_SLIDE_NOTES_CHARS,
  MAX_SVG_BYTES,
  MAX_SVG_CSS_CHARS,
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
  MAX_TEXT_LAYERS,
  MIN_LOGO_CONTRAST,
  MIN_TEXT_CONTRAST,
  megabytes,
  RASTER_SCALES,
  RESOURCE_PATHS,
  SKILLS,
  SLIDE_LAYOUTS,
  STUDIO_API,
  sequenceSettingsSchema,
  TEMPLATE_CANVAS,
  type TemplateKind,
  TOKEN_FORMATS,
  TOKEN_SCALE_STEPS,
  TOKEN_SCALES,
  WCAG_THRESHOLDS,
} from "../../contract/index.js";
import { MAX_SLUG_LENGTH } from "../../contract/slug.js";
import { SOURCE_DOCUMENT_VERSION } from "../../documents/design-sequence.js";
import {
  CATALOG_CACHE_CONTROL,
  COMPRESS_FROM_BYTES,
  IMMUTABLE_CACHE_CONTROL,
  TEXTURE_CACHE_CONTROL,
} from "../../policy/cache-control.js";
import { EDGE, WORKER_MEMORY_BUDGET_MB } from "../../policy/config.js";
import { type Block, misuse } from "./context.js";
import { DESIGN_MOTION_FORMATS, formatList, TOOL_FORMATS } from "./labs.js";
import { actionCall, DESIGN_EXPORT, inputSignature } from "./studio.js";

const canvas = (template: TemplateKind) =>
  `${TEMPLATE_CANVAS[template].width}×${TEMPLATE_CANVAS[template].height}`;

/** A region's cap at the default budget, on the event loop. */
const defaultCap = (name: keyof typeof CACHE_REGIONS): number =>
  new CacheSet(DEFAULT_CACHE_MB * 1024 * 1024, CACHE_REGIONS).stats().regions[name]?.maxBytes ?? 0;

const VALUES: Record<string, () => string | number> = {
  "material-count": () => materialsCatalog.count,
  "engine-count": () => materialsCatalog.engines.length,
  "look-count": () => materialsCatalog.lookPresets.length,
  "palette-count": () => materialsCatalog.palettes.length,
  "element-count": () => ELEMENTS.length,
  "generatable-element-count": () => ELEMENTS.filter((e) => e.generation).length,
  "brief-only-element-count": () => ELEMENTS.filter((e) => !e.generation).length,
  "identity-count": () => identitySummaries().length,
  "tool-count": () => STUDIO_TOOLS.length,
  "slide-layout-count": () => SLIDE_LAYOUTS.length,
  "canvas-slides": () => canvas("slides"),
  "canvas-blog": () => canvas("blog"),
  "canvas-partnership": () => canvas("partnership"),
  "max-pixels": () => MAX_PIXELS.toLocaleString("en-US"),
  "file-formats": () => FILE_FORMATS.map((format) => `\`${format}\``).join(", "),
  "file-media-types": () => FILE_FORMATS.map((format) => `\`${FILE_MEDIA_TYPES[format]}\``).join(", "),
  "raster-scales": () => RASTER_SCALES.join(", "),
  "max-raster-pixels": () => MAX_RASTER_PIXELS.toLocaleString("en-US"),
  "max-raster-side": () => MAX_RASTER_SIDE.toLocaleString("en-US"),
  "max-image-url-chars": () => MAX_IMAGE_URL_REQUEST_CHARS.toLocaleString("en-US"),
  "max-body": () => megabytes(MAX_BODY_BYTES),
  "max-deck-slides": () => MAX_DECK_SLIDES,
  "max-slide-notes": () => MAX_SLIDE_NOTES_CHARS.toLocaleString("en-US"),
  "deck-media-types": () => DECK_FORMATS.map((format) => `\`${DECK_MEDIA_TYPES[format]}\``).join(" and "),
  "max-data-url": () => megabytes(MAX_DATA_URL_BYTES),
  "max-svg-bytes": () => megabytes(MAX_SVG_BYTES),
  "max-svg-depth": () => MAX_SVG_DEPTH,
  "max-svg-elements": () => MAX_SVG_ELEMENTS.toLocaleString("en-US"),
  "max-svg-css": () => MAX_SVG_CSS_CHARS.toLocaleString("en-US"),
  "max-image-side": () => MAX_IMAGE_SIDE.toLocaleString("en-US"),
  "max-image-megapixels": () => MAX_IMAGE_PIXELS / 1_000_000,
  "max-text-layers": () => MAX_TEXT_LAYERS,
  "max-error-issues": () => MAX_ERROR_ISSUES,
  "max-echo": () => MAX_ECHO_CHARACTERS,
  "max-error-body": () => `${MAX_ERROR_BODY_BYTES / 1024} KB`,
  "studio-global": () => STUDIO_API.global,
  "studio-version": () => STUDIO_API.version,
  "ready-event": () => STUDIO_API.readyEvent,
  "design-export-input": () => inputSignature(designExportInputSchema),
  "design-export-call": () => actionCall(DESIGN_EXPORT.action, designExportInputSchema),
  "animation-export-input": () => {
    const tool = STUDIO_TOOLS.find((t) => t.id === "animation");
    return tool
      ? inputSignature(exportInputSchema({ action: exportActionOf(tool), exports: tool.exports }))
      : "";
  },
  "design-export-formats": () => DESIGN_EXPORT.formats.join(", "),
  "design-export-names": () => formatList(DESIGN_EXPORT.formats),
  "design-export-default-mode": () => DESIGN_EXPORT.defaultMode,
  "design-motion-names": () => formatList(DESIGN_MOTION_FORMATS),
  "tool-export-names": () => formatList(TOOL_FORMATS),
  "document-version": () => SOURCE_DOCUMENT_VERSION,
  "skills-directory": () => SKILLS.repositoryDirectory,
  "studio-path": () => RESOURCE_PATHS.studio,
  "catalog-cache": () => CATALOG_CACHE_CONTROL,
  "texture-cache": () => TEXTURE_CACHE_CONTROL,
  "image-url-cache": () => IMMUTABLE_CACHE_CONTROL,
  "compress-from": () => `${COMPRESS_FROM_BYTES / 1024} KB`,
  "render-thread-from": () => `${EDGE.renderThreadFromBytes / 1024} KB`,
  "render-thread-queue": () => EDGE.renderThreadQueue,
  "thread-idle": () => `${EDGE.threadIdleMs / 1000} s`,
  "cache-budget": () => `${DEFAULT_CACHE_MB} MB`,
  "image-cache-budget": () => megabytes(defaultCap("image-inspections")),
  "render-thread-image-cache-budget": () =>
    megabytes(
      renderThreadRegions(helperThreadBudget(DEFAULT_CACHE_MB * 1024 * 1024))["image-inspections"] ?? 0,
    ),
  "helper-cache-budget": () => megabytes(helperThreadBudget(DEFAULT_CACHE_MB * 1024 * 1024)),
  "worker-memory-budget": () => `${WORKER_MEMORY_BUDGET_MB} MB`,
  "parsed-font-budget": () => megabytes(defaultCap("parsed-fonts")),
  "min-text-contrast": () => MIN_TEXT_CONTRAST,
  "max-slug": () => MAX_SLUG_LENGTH,
  "custom-slug": () => slugify(identityRecords.custom.name),
  "min-sequence-frames": () => {
    const { durationMs } = exportSettingsSchema.shape;
    return Math.ceil(((durationMs.unwrap().minValue ?? 0) * Math.min(...EXPORT_FPS)) / 1000);
  },
  "max-cut-count": () => sequenceSettingsSchema.shape.cutCount.unwrap().maxValue ?? 0,
  "min-logo-contrast": () => MIN_LOGO_CONTRAST,
  "token-formats": () => TOKEN_FORMATS.join(", "),
  "token-scale-steps": () => TOKEN_SCALE_STEPS.map(([step]) => step).join(", "),
  "token-scales": () => TOKEN_SCALES.join(", "),
  "wcag-levels": () =>
    `AA ${WCAG_THRESHOLDS.aa}:1, AA large ${WCAG_THRESHOLDS.aaLarge}:1, AAA ${WCAG_THRESHOLDS.aaa}:1`,
  "apca-levels": () =>
    `body text ${APCA_THRESHOLDS.body}, other text ${APCA_THRESHOLDS.content}, large text ${APCA_THRESHOLDS.large}, non-text ${APCA_THRESHOLDS.nonText}`,
};

export const value: Block = (argument) => {
  const read = argument === undefined ? undefined : VALUES[argument];
  if (!read) return misuse("value", argument, `one of ${Object.keys(VALUES).join(", ")}`);
  // A value stands inside a sentence: an empty one would leave "()" or a dangling phrase behind.
  const text = String(read());
  return text === "" ? misuse("value", argument, "a value that is not empty") : text;
};
