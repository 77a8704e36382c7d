// Builders for element records' sizes and requests, so each size is written once and stays within the contract.
import type { z } from "zod";
import {
  type backgroundSettingsSchema,
  type designSequenceRequestSchema,
  MAX_PIXELS,
  RATIO_ASPECT,
  type Ratio,
  TEMPLATE_CANVAS,
  type templateRequestSchema,
} from "../../contract/index.js";
import type {
  ElementCategory,
  ElementDimensions,
  ElementFormat,
  ElementGeneration,
  ElementRecord,
} from "./types.js";

type Sized = Pick<ElementRecord, "format" | "dimensions" | "generation">;
type BackgroundSettingsInput = Omit<z.input<typeof backgroundSettingsSchema>, "width" | "height">;
type TemplateInput = Omit<z.input<typeof templateRequestSchema>, "kind" | "template" | "identity">;
type SequenceInput = Omit<z.input<typeof designSequenceRequestSchema>, "kind" | "ratio" | "identity">;

/** Largest background side the contract accepts. */
const MAX_SIDE = 4096;
const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;
/** Bleed added on every side of print artwork, so backgrounds run past the trim. */
export const BLEED_MM = 3;

export const px = (width: number, height: number): ElementDimensions => ({ width, height, unit: "px" });
export const mm = (width: number, height: number): ElementDimensions => ({ width, height, unit: "mm" });
export const inches = (width: number, height: number): ElementDimensions => ({ width, height, unit: "in" });

/** A screen background at its pixel size. */
export function screenBackground(
  width: number,
  height: number,
  settings: BackgroundSettingsInput = {},
  format: ElementFormat = "SVG",
): Sized {
  return {
    format,
    dimensions: px(width, height),
    generation: { kind: "background", settings: { width, height, ...settings } },
  };
}

/**
 * Print artwork: a background at the piece's trim size plus 3 mm bleed on every side, at 300 dpi where the
 * contract's bounds allow and scaled down (keeping the aspect) where they do not. SVG stays sharp at any
 * size; only grain is resolution-bound.
 */
export function printBackground(
  dimensions: ElementDimensions,
  settings: BackgroundSettingsInput = {},
): Sized {
  const { width, height } = printArtworkSize(dimensions);
  return {
    format: "print",
    dimensions,
    generation: { kind: "background", settings: { width, height, ...settings } },
  };
}

/** Pixel size of print artwork with bleed, within the background bounds (64–4096 a side, 12 MP). */
export function printArtworkSize({ width, height, unit }: ElementDimensions): {
  width: number;
  height: number;
} {
  const dotsPerUnit = unit === "mm" ? PRINT_DPI / MM_PER_INCH : unit === "in" ? PRINT_DPI : 1;
  const bleed = unit === "mm" ? BLEED_MM : unit === "in" ? BLEED_MM / MM_PER_INCH : 0;
  const w = (width + 2 * bleed) * dotsPerUnit;
  const h = (height + 2 * bleed) * dotsPerUnit;
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h), Math.sqrt(MAX_PIXELS / (w * h)));
  const size = { width: Math.round(w * scale), height: Math.round(h * scale) };
  // Rounding up can cross the pixel bound by a hair; step back to whole pixels below it.
  return size.width * size.height <= MAX_PIXELS
    ? size
    : { width: Math.floor(w * scale), height: Math.floor(h * scale) };
}

/** A template at its fixed canvas (slides 1600×900, blog 1200×630, partnership 1200×600). */
export function templateArtwork(
  template: keyof typeof TEMPLATE_CANVAS,
  fields: TemplateInput = {},
  format: ElementFormat = "SVG",
): Sized {
  const { width, height } = TEMPLATE_CANVAS[template];
  return { format, dimensions: px(width, height), generation: { kind: "template", template, ...fields } };
}

/** A slide of the given layout. */
export const slide = (
  slideLayout: NonNullable<TemplateInput["slideLayout"]>,
  fields: Omit<TemplateInput, "slideLayout"> = {},
  format: ElementFormat = "SVG",
): Sized => templateArtwork("slides", { slideLayout, ...fields }, format);

/** A Design Lab sequence exported by the Studio; the height follows the ratio. */
export function motion(
  ratio: Ratio,
  width: number,
  format: ElementFormat,
  fields: SequenceInput = {},
): Sized {
  const aspect = RATIO_ASPECT[ratio];
  const height = Math.round((width * aspect.height) / aspect.width);
  const generation: ElementGeneration = {
    kind: "design-sequence",
    ratio,
    ...fields,
    export: { ...fields.export, width },
  };
  return { format, dimensions: px(width, height), generation };
}

/**
 * The factory of a category's records: fixes the category and a stable key order
 * (id, name, category, description, format, dimensions, keywords, generation).
 */
export const elementsOf =
  (category: ElementCategory) =>
  ({
    id,
    name,
    description,
    format,
    dimensions,
    keywords,
    generation,
  }: Omit<ElementRecord, "category">): ElementRecord => ({
    id,
    name,
    category,
    description,
    format,
    dimensions,
    keywords,
    ...(generation ? { generation } : {}),
  });

/** An element Marque does not make: a size and format only. */
export const deliverable = (format: ElementFormat, dimensions: ElementDimensions): Sized => ({
  format,
  dimensions,
});
