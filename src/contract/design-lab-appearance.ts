// How a Design Lab brand-mark or image layer is drawn over what is below it: inverted, ordered-dithered,
// outlined along its alpha and casting a drop shadow. Every field is optional and omitted means "not applied",
// so a document without them draws exactly what it drew before they existed.
import { z } from "zod";
import { EFFECT_REFERENCE_SHORT_SIDE } from "./design-sequence.js";
import { hexColor, intRange, range } from "./primitives.js";

const referencePixels = `reference pixels (1/${EFFECT_REFERENCE_SHORT_SIDE} of the canvas's shorter side)`;

export const layerDitherSchema = z
  .strictObject({
    amount: range(0, 100).default(100).describe("percent of the dithered layer drawn over the smooth one"),
    scale: intRange(1, 16).default(2).describe(`dither cell size, ${referencePixels}`),
    angle: range(0, 180).default(0).describe("rotation of the dither grid, degrees"),
  })
  .describe("an ordered (8×8 Bayer) dither of the layer's colours and edges to one bit per channel");

export const layerOutlineSchema = z
  .strictObject({
    color: hexColor.default("#F4F4F0"),
    width: range(0.5, 32).default(3).describe(`outward from the layer's alpha edge, ${referencePixels}`),
    opacity: range(0, 100).default(100).describe("percent"),
  })
  .describe("a line around the layer's drawn pixels (its alpha), under the layer");

export const layerShadowSchema = z
  .strictObject({
    color: hexColor.default("#000000"),
    blur: range(0, 64).default(12).describe(`blur radius, ${referencePixels}`),
    offsetX: range(-128, 128).default(0).describe(`rightward, ${referencePixels}`),
    offsetY: range(-128, 128).default(8).describe(`downward, ${referencePixels}`),
    opacity: range(0, 100).default(60).describe("percent"),
  })
  .describe("a drop shadow of the layer (and its outline), under both");

/** The appearance fields brand-mark and image layers share. */
export const layerAppearanceShape = {
  invert: z.boolean().optional().describe("inverts the layer's colours (not its alpha); omitted: false"),
  dither: layerDitherSchema.optional().describe(`${layerDitherSchema.description}; omitted: none`),
  outline: layerOutlineSchema.optional().describe(`${layerOutlineSchema.description}; omitted: none`),
  shadow: layerShadowSchema.optional().describe(`${layerShadowSchema.description}; omitted: none`),
};

const appearanceObject = z.strictObject(layerAppearanceShape);
export type LayerAppearance = z.output<typeof appearanceObject>;
export type LayerDither = z.output<typeof layerDitherSchema>;
export type LayerOutline = z.output<typeof layerOutlineSchema>;
export type LayerShadow = z.output<typeof layerShadowSchema>;

/** The optional appearance groups, each switched on by being present. */
export const APPEARANCE_GROUPS = ["dither", "outline", "shadow"] as const;

/** Whether `layer` is drawn any differently from its plain raster. */
export const hasAppearance = (layer: LayerAppearance): boolean =>
  layer.invert === true || APPEARANCE_GROUPS.some((group) => layer[group] !== undefined);
