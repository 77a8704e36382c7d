// Field types shared by several request kinds: colours, bounded numbers, image data URLs.
import { z } from "zod";
import { checkImageDataUrl } from "./data-url.js";
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";

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
 * A base64 image data URL (png, jpeg, gif, webp or svg+xml), at most MAX_DATA_URL_BYTES decoded, whose bytes
 * match the declared type. SVG images must be static: no script, handlers or external references.
 */
export const imageDataUrl = z
  .string()
  .superRefine((value, ctx) => {
    const problem = checkImageDataUrl(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, params: { code: "invalid_data_url" } });
  })
  .meta({
    description: `base64 data URL: data:image/(png|jpeg|gif|webp|svg+xml);base64,… at most ${megabytes(MAX_DATA_URL_BYTES)} decoded`,
  });

export const outputFormat = z.enum(["json", "raw"]).default("json");
