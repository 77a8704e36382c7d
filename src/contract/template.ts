// `kind: "template"`: slides, blog covers and partnership graphics.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { hexColor, imageDataUrl, outputFormat } from "./primitives.js";

export const TEMPLATE_KINDS = ["slides", "blog", "partnership"] as const;
export const SLIDE_LAYOUTS = [
  "title",
  "section",
  "agenda",
  "split",
  "metrics",
  "quote",
  "timeline",
  "statement",
  "comparison",
  "process",
  "chart",
  "team",
  "image",
  "closing",
] as const;
export const TEXTURES = ["white", "dark", "grid", "noise"] as const;

export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type SlideLayout = (typeof SLIDE_LAYOUTS)[number];
export type Texture = (typeof TEXTURES)[number];

/** Canvas size of each template (DESIGN.md). */
export const TEMPLATE_CANVAS: Record<TemplateKind, { width: number; height: number }> = {
  slides: { width: 1600, height: 900 },
  blog: { width: 1200, height: 630 },
  partnership: { width: 1200, height: 600 },
};

export const templateRequestSchema = z.strictObject({
  kind: z.literal("template"),
  template: z.enum(TEMPLATE_KINDS),
  identity: identitySchema.optional(),
  output: outputFormat,
  title: z.string().max(240).optional(),
  body: z.string().max(1000).optional().describe("newline-delimited lines; lists, figures and labels"),
  slideLayout: z.enum(SLIDE_LAYOUTS).default("title").describe("slides only"),
  texture: z.enum(TEXTURES).default("white"),
  background: hexColor.optional().describe("overrides the texture's ground colour"),
  foreground: hexColor.optional().describe("overrides the text colour"),
  backgroundImageDataUrl: imageDataUrl.optional(),
  partnerLogoDataUrl: imageDataUrl.optional(),
  partnerId: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .describe("a public proof asset id of the identity, from GET /api/identities"),
});

export type TemplateRequest = z.output<typeof templateRequestSchema>;
