// `kind: "template"`: slides, blog covers and partnership graphics.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { IMAGE_WARNING_CODES } from "./image-warnings.js";
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

/**
 * How each layout reads `body` (one entry per line). A "pair" is two parts joined by " — ", " – ", " - ",
 * " | " or ": " (the first of these found). Lines that do not match fall back as described.
 */
export const BODY_GRAMMAR = {
  title: "the subtitle (all lines)",
  section: "the section's description (all lines); a first line like `02` or `Part 2` becomes its number",
  agenda: "one item per line; `Item — detail` adds a detail; a leading time (`09:30 Item`) is shown apart",
  split: "one point per line, shown as a list beside the title",
  metrics:
    "one figure per line: `98.7% — Coverage` or `4.2 GWh — Curtailment avoided` (value first or last; a number may carry a unit word, `4.2GWh`); a line without a figure is shown as a note and warns `unparsed_line`",
  quote: "the attribution: `Name — Role` (the title is the quote)",
  timeline: "one milestone per line: `2023: Launch` or `Q3 — Pilot`; lines without a date are numbered",
  statement: "supporting text under the statement (all lines)",
  comparison:
    "`Left | Right` per line, the first line naming both columns; without `|`, a line `vs` (or `---`) splits the columns, else the lines are halved",
  process: "one step per line, numbered in order; `Step — detail` adds a detail",
  chart:
    "one bar per line: `2023: 42`, `Label — 42` or `98.7% — Label` (a number with optional sign, currency and unit: `−4.2M`, `$1,200`, `12%`); negative bars hang below zero; in `Jan 12: 40` the label is `Jan 12`; other lines become notes, and a body with no bar at all warns `no_data`",
  team: "one person per line: `Ada Lovelace — Engineering`; a line without a pair is a name",
  image: "the caption (all lines); the image is backgroundImageDataUrl",
  closing: "contact lines (email, address, handle), shown under the title with the identity's website",
  blog: "the cover's standfirst (all lines)",
  partnership: "the announcement text under the title (all lines)",
} as const satisfies Record<SlideLayout | "blog" | "partnership", string>;

/**
 * What each layout cannot make a complete artifact without. Missing (absent or blank), the layout is drawn
 * anyway and warns `empty_content` on the field. Openings, dividers, sign-offs and covers need nothing: their
 * title falls back to the identity's name (and, for title, closing and blog, its body to the tagline).
 */
export const LAYOUT_NEEDS = {
  title: [],
  section: [],
  agenda: ["title", "body"],
  split: ["title", "body"],
  metrics: ["title", "body"],
  quote: ["title"],
  timeline: ["title", "body"],
  statement: ["title"],
  comparison: ["title", "body"],
  process: ["title", "body"],
  chart: ["title", "body"],
  team: ["title", "body"],
  // Without an image the layout frames a quiet placeholder panel in the identity's gradient, by design.
  image: ["title"],
  closing: [],
  blog: [],
  partnership: [],
} as const satisfies Record<SlideLayout | "blog" | "partnership", readonly ("title" | "body")[]>;

/**
 * How many items of `body` each list-like layout draws (one per line; comparison: per column). Lines past the
 * cap are not drawn and the answer warns `text_truncated` on `body`; the request is still accepted.
 */
export const LAYOUT_ITEM_CAPS = {
  agenda: { max: 7, items: "agenda items" },
  split: { max: 6, items: "points" },
  metrics: { max: 6, items: "figures" },
  timeline: { max: 6, items: "milestones" },
  comparison: { max: 6, items: "rows per column" },
  process: { max: 6, items: "steps" },
  chart: { max: 8, items: "bars" },
  team: { max: 8, items: "people" },
} as const satisfies Partial<Record<SlideLayout, { max: number; items: string }>>;
export type CappedLayout = keyof typeof LAYOUT_ITEM_CAPS;

/** `agenda: at most 7 agenda items; split: at most 6 points; …`, for descriptions of the contract. */
export const itemCapsText = (): string =>
  Object.entries(LAYOUT_ITEM_CAPS)
    .map(([layout, cap]) => `${layout}: at most ${cap.max} ${cap.items}`)
    .join("; ");

/** Codes of the `warnings` a template may carry (envelope `warnings`, raw `X-Marque-Warnings`). */
export const TEMPLATE_WARNING_CODES = [
  "text_truncated",
  "low_contrast",
  "missing_glyph",
  "no_data",
  "empty_content",
  "unparsed_line",
  ...IMAGE_WARNING_CODES,
] as const;
export type TemplateWarningCode = (typeof TEMPLATE_WARNING_CODES)[number];

/** Canvas size of each template (DESIGN.md). */
export const TEMPLATE_CANVAS: Record<TemplateKind, { width: number; height: number }> = {
  slides: { width: 1600, height: 900 },
  blog: { width: 1200, height: 630 },
  partnership: { width: 1200, height: 600 },
};

/** The layout of a slides request that names none. */
export const DEFAULT_SLIDE_LAYOUT: SlideLayout = "title";

export const templateRequestSchema = z.strictObject({
  kind: z.literal("template"),
  template: z.enum(TEMPLATE_KINDS),
  identity: identitySchema.optional(),
  output: outputFormat,
  title: z.string().max(240).optional(),
  body: z
    .string()
    .max(1000)
    .optional()
    .describe(
      `newline-delimited lines, read per layout: ${Object.entries(BODY_GRAMMAR)
        .map(([layout, rule]) => `${layout}: ${rule}`)
        .join(
          "; ",
        )}. Items drawn per layout (${itemCapsText()}); lines past a cap are not drawn and warn \`text_truncated\` on body`,
    ),
  slideLayout: z.enum(SLIDE_LAYOUTS).default(DEFAULT_SLIDE_LAYOUT).describe("slides only"),
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

/**
 * Fields only some templates read. Sent with another template they are refused, never silently ignored; and
 * a validated request of another template does not carry them (not even their defaults), so it can be sent
 * again as it is.
 */
export const TEMPLATE_ONLY_FIELDS = {
  slideLayout: ["slides"],
} as const satisfies Partial<Record<keyof z.output<typeof templateRequestSchema>, readonly TemplateKind[]>>;

type TemplateOnlyField = keyof typeof TEMPLATE_ONLY_FIELDS;

/** A validated template request: the template-only fields are there only on the templates that read them. */
export type TemplateRequest = Omit<z.output<typeof templateRequestSchema>, TemplateOnlyField> &
  Partial<Pick<z.output<typeof templateRequestSchema>, TemplateOnlyField>>;

/** The slide layout a request draws: its own, or the default; none for other templates. */
export const slideLayoutOf = (request: TemplateRequest): SlideLayout | undefined =>
  request.template === "slides" ? (request.slideLayout ?? DEFAULT_SLIDE_LAYOUT) : undefined;
