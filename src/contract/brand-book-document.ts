// The Brand book tool's source document and POST /api/brand-books's body: an identity and its book's sections
// in their fixed editorial order, each on or off with its own editable text. A field left out is the
// identity's own words (its positioning, pillars, voice…), so an identity alone makes a whole book.
import { z } from "zod";
import { BACKGROUND_STYLES } from "./background.js";
import type { DocumentFileRoute } from "./document-files.js";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";

export const BRAND_BOOK_DOCUMENT_KIND = "brand-book";
export const BRAND_BOOK_DOCUMENT_VERSION = 1;
export const BRAND_BOOKS_PATH = "/api/brand-books";

/** The sections in the order the book prints them: each one page. */
export const BRAND_BOOK_SECTIONS = [
  "cover",
  "story",
  "logo",
  "colour",
  "type",
  "device",
  "voice",
  "applications",
] as const;
export type BrandBookSection = (typeof BRAND_BOOK_SECTIONS)[number];

/** Each section's title: its page's heading, its outline entry and page label in the PDF. */
export const BRAND_BOOK_SECTION_TITLES: Readonly<Record<BrandBookSection, string>> = {
  cover: "Cover",
  story: "Story",
  logo: "Logo",
  colour: "Colour",
  type: "Typography",
  device: "Graphic device",
  voice: "Voice",
  applications: "Applications",
};

/**
 * Every page's size in pixels (PDF points): 16:10 landscape, read on a screen or projected first and printed
 * second; wide enough for three applications side by side, and A4/Letter landscape print it with thin margins.
 */
export const BRAND_BOOK_PAGE = { width: 1600, height: 1000 } as const;

/** What the Brand book tool exports: the book as PDF, and the page shown as PNG. */
export const BRAND_BOOK_TOOL_EXPORTS = ["pdf", "png"] as const;

/** Lists (pillars, tone words, do and don't lines) hold at most this many lines: one page sets them all. */
export const BRAND_BOOK_MAX_LINES = 4;

/** The cover's grounds: the background styles of POST /api/generate, or the plain paper. */
export const BRAND_BOOK_COVER_GROUNDS = ["paper", ...BACKGROUND_STYLES] as const;

/** A text field the identity fills when it is left out: `own` says with what. */
const text = (max: number, what: string, own: string) =>
  z.string().trim().min(1).max(max).optional().describe(`${what}; omitted: ${own}`);
const lines = (max: number, what: string, own: string) =>
  z
    .array(z.string().trim().min(1).max(max))
    .min(1)
    .max(BRAND_BOOK_MAX_LINES)
    .optional()
    .describe(`${what}, 1–${BRAND_BOOK_MAX_LINES} lines of up to ${max} characters; omitted: ${own}`);
const enabled = z.boolean().default(true).describe("whether the book prints this section's page");

const section = <S extends z.ZodRawShape>(shape: S, what: string) =>
  z
    .strictObject({ enabled, ...shape })
    .prefault({} as never)
    .describe(what);

export const brandBookSectionsSchema = z
  .strictObject({
    cover: section(
      {
        title: text(60, "the book's title", "the identity's name"),
        subtitle: text(140, "the line under the title", "the identity's tagline"),
        edition: z
          .string()
          .trim()
          .min(1)
          .max(40)
          .default("Brand guidelines")
          .describe("the small line above the title"),
        ground: z
          .enum(BRAND_BOOK_COVER_GROUNDS)
          .default("grain-gradient")
          .describe("the cover's ground: a background style drawn from the identity, or plain paper"),
      },
      "the cover: title, subtitle and a ground drawn from the identity",
    ),
    story: section(
      {
        positioning: text(400, "the positioning statement", "the identity's positioning"),
        mission: text(240, "the mission", "the identity's mission"),
        pillars: lines(40, "the brand's pillars", "the identity's pillars"),
      },
      "story and positioning: the statement, the mission and the pillars",
    ),
    logo: section(
      {
        clearSpace: z
          .number()
          .min(0.25)
          .max(1)
          .default(0.5)
          .describe("the clear space around the logo, as a share of its height"),
        note: text(240, "how to use the logo", "Marque's advice on clear space and variants"),
      },
      "the logo on light and dark grounds, its clear space and smallest size",
    ),
    colour: section(
      { note: text(240, "how to use the palette", "Marque's advice on ink, paper and accent") },
      "the palette with hex, OKLCH and contrast",
    ),
    type: section(
      {
        sample: text(80, "the headline the type page sets", "the identity's tagline"),
        note: text(240, "how to use the type", "Marque's advice on the roles"),
      },
      "the display, text and mono faces and the type scale",
    ),
    device: section(
      { description: text(400, "the graphic device", "the identity's own description") },
      "the graphic device and the grounds Marque draws from it",
    ),
    voice: section(
      {
        tone: lines(24, "tone words", "the identity's tone"),
        do: lines(120, "lines to write by", "the identity's voice principles"),
        dont: lines(120, "lines to avoid", "what the identity's voice avoids"),
      },
      "voice: tone words, do and don't",
    ),
    applications: section(
      { headline: text(80, "the headline the applications carry", "the identity's tagline") },
      "the identity applied: a slide, a blog cover and a partnership graphic, drawn by Marque's templates",
    ),
  })
  .prefault({})
  .refine((sections) => BRAND_BOOK_SECTIONS.some((name) => sections[name].enabled), {
    message: "a book needs at least one enabled section",
    params: { code: "invalid_value", expected: "at least one section with enabled: true" },
  })
  .describe(`the book's sections in print order (${BRAND_BOOK_SECTIONS.join(", ")}); each is one page`);

const documentShape = {
  version: z.literal(BRAND_BOOK_DOCUMENT_VERSION).default(BRAND_BOOK_DOCUMENT_VERSION),
  identity: identitySchema
    .default({ preset: DEFAULT_IDENTITY_PRESET })
    .describe("the identity the book is about (the Studio's shared identity)"),
  sections: brandBookSectionsSchema,
};

export const brandBookDocumentSchema = z
  .strictObject({ kind: z.literal(BRAND_BOOK_DOCUMENT_KIND), ...documentShape })
  .describe("a Brand book document: an identity and the book's sections, each one page");

export type BrandBookDocument = z.output<typeof brandBookDocumentSchema>;
export type BrandBookSections = BrandBookDocument["sections"];

/** POST /api/brand-books's body: a Brand book document, whose `kind` may be left out. */
export const brandBookRequestSchema = z
  .strictObject({
    kind: z.literal(BRAND_BOOK_DOCUMENT_KIND).default(BRAND_BOOK_DOCUMENT_KIND),
    ...documentShape,
  })
  .describe(
    "a brand book to draw: the Brand book tool's document (kind optional); answered as a PDF of every enabled section, or one page with ?page=N",
  );

/** POST /api/brand-books: the whole book as a vector PDF by default, or one page in any other format. */
export const BRAND_BOOK_FILES: DocumentFileRoute = {
  kind: BRAND_BOOK_DOCUMENT_KIND,
  path: BRAND_BOOKS_PATH,
  noun: "brand book",
  formats: ["pdf", "png", "svg", "webp", "avif", "jpeg"],
  maxPages: BRAND_BOOK_SECTIONS.length,
  request: brandBookRequestSchema,
  document: brandBookDocumentSchema,
  example: {
    identity: { preset: "copperleaf-energy" },
    sections: {
      story: { pillars: ["Owned by members", "Local power", "Fair bills"] },
      voice: { enabled: false },
    },
  },
  openapi: {
    name: "BrandBook",
    summary: "Generate a brand book (PDF, or one page as an image)",
    description: `An editorial brand book of the identity, one ${BRAND_BOOK_PAGE.width}×${BRAND_BOOK_PAGE.height} page per enabled section in print order (${BRAND_BOOK_SECTIONS.map((name) => BRAND_BOOK_SECTION_TITLES[name]).join(", ")}), each section's words the request's or else the identity's own; the applications are POST /api/generate's templates and the grounds its backgrounds. The PDF has vector pages, type outlined, an outline entry and a page label per section.`,
  },
};

/** The enabled sections, in print order: page N of the book is the (N−1)th. */
export const enabledSections = (sections: BrandBookSections): BrandBookSection[] =>
  BRAND_BOOK_SECTIONS.filter((name) => sections[name].enabled);
