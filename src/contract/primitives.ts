// Field types shared by several request kinds: colours, bounded numbers, image data URLs.
import { z } from "zod";
import { inspectImageDataUrl } from "./data-url.js";
import { IMAGE_DATA_URL_RULE } from "./image-rules.js";

/** Six-digit HEX colour, `#` required, either case. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const hexColor = z
  .string()
  .regex(HEX_COLOR_PATTERN, { error: "expected a six-digit HEX colour such as #1A2B3C" })
  .meta({ format: "hex-color" });

/** A number in [min, max] (both inclusive). */
export const range = (min: number, max: number) => z.number().min(min).max(max);

/** An integer in [min, max] (both inclusive). */
export const intRange = (min: number, max: number) => z.number().int().min(min).max(max);

/** One of the given numbers (e.g. a dither matrix size). */
export const numberEnum = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.literal(values as unknown as T[number][]);

/**
 * A base64 image data URL (png, jpeg, gif, webp or svg+xml), at most MAX_DATA_URL_BYTES decoded. Raster
 * headers are decoded (complete file, bounded dimensions); SVG passes the allow-list sanitizer. The parsed
 * value is the data URL to embed: SVG re-serialized by the sanitizer, so no consumer ever sees the caller's
 * bytes. (The refinement writes the value back, as Zod's own `overwrite` does, to sanitize only once.)
 */
export const imageDataUrl = z
  .string()
  .superRefine((value, ctx) => {
    const inspection = inspectImageDataUrl(value);
    if (inspection.ok) ctx.value = inspection.dataUrl;
    else ctx.addIssue({ code: "custom", message: inspection.problem, params: { code: "invalid_data_url" } });
  })
  .meta({ description: IMAGE_DATA_URL_RULE });

export const outputFormat = z.enum(["json", "raw"]).default("json");
