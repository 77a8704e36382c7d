// The `identity` field of every generation request: a preset plus per-request overrides.
import { z } from "zod";
import { IMAGE_DATA_URL_RULE } from "./image-rules.js";
import { hexColor, imageDataUrl } from "./primitives.js";

/** Marque's seven built-in identities: fictional organisations with original names and marks. */
export const BUILT_IN_IDENTITY_IDS = [
  "tessel-labs",
  "fernway-press",
  "halden-rail",
  "copperleaf-energy",
  "northlight-observatory",
  "oakum-furniture",
  "marlow-health",
] as const;
export type BuiltInIdentityId = (typeof BUILT_IN_IDENTITY_IDS)[number];

export const IDENTITY_PRESETS = ["starter", "template", "custom", ...BUILT_IN_IDENTITY_IDS] as const;
export type IdentityPreset = (typeof IDENTITY_PRESETS)[number];

export const DEFAULT_IDENTITY_PRESET = "starter" satisfies IdentityPreset;

export const isIdentityPreset = (value: unknown): value is IdentityPreset =>
  typeof value === "string" && (IDENTITY_PRESETS as readonly string[]).includes(value);

export const identitySchema = z
  .strictObject({
    preset: z
      .enum(IDENTITY_PRESETS)
      .default(DEFAULT_IDENTITY_PRESET)
      .describe("built-in identity to start from; the other fields override it for this request only"),
    name: z.string().max(80).optional(),
    shortName: z.string().max(8).optional(),
    tagline: z.string().max(180).optional(),
    description: z.string().max(320).optional(),
    positioning: z.string().max(320).optional(),
    website: z.string().max(200).optional(),
    ink: hexColor.optional().describe("primary text/mark colour"),
    paper: hexColor.optional().describe("primary ground colour"),
    logoDataUrl: imageDataUrl.optional().describe(`replaces the preset's logo: ${IMAGE_DATA_URL_RULE}`),
  })
  .describe(
    "brand identity: a preset, optionally overridden field by field; omitted means {preset: 'starter'}",
  );

export type IdentityInput = z.input<typeof identitySchema>;
export type IdentityRequest = z.output<typeof identitySchema>;
