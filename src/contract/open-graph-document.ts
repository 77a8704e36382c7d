// The Open Graph tool's source document and POST /api/open-graph-images's body: a page's social preview images
// (its title, subtitle, URL and an optional picture on a ground drawn from the identity), one per platform
// size, each laid out inside the area every platform that shows it keeps (centre crops, overlaid labels).
import { z } from "zod";
import { BACKGROUND_STYLES, GRADIENT_KINDS, PATTERNS } from "./background.js";
import type { DocumentFileRoute } from "./document-files.js";
import { type FileFormat, RASTER_SCALES } from "./file-formats.js";
import {
  DEFAULT_IDENTITY_PRESET,
  IDENTITY_PRESETS,
  type IdentityPreset,
  identitySchema,
} from "./identity.js";
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";
import { MATERIAL_STILL_MS, materialSettingsShape } from "./material-controls.js";
import { imageDataUrl, range } from "./primitives.js";

export const OPEN_GRAPH_DOCUMENT_KIND = "open-graph";
export const OPEN_GRAPH_DOCUMENT_VERSION = 1;
export const OPEN_GRAPH_IMAGES_PATH = "/api/open-graph-images";

/** The platform sizes, in the order the tool shows them and a document draws them. */
export const OPEN_GRAPH_PLATFORMS = ["open-graph", "x", "linkedin", "square"] as const;
export type OpenGraphPlatform = (typeof OPEN_GRAPH_PLATFORMS)[number];

/** Pixels along each edge that a platform may cut off or cover: text stays inside them. */
export interface OpenGraphInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface OpenGraphPlatformSpec {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Where the image is shown, for the tool's previews and the docs. */
  readonly shownIn: string;
  /** What the platforms take away: kept clear of text (the logo, title, subtitle and URL line). */
  readonly unsafe: OpenGraphInsets;
  /** Why `unsafe` is what it is. */
  readonly why: string;
}

/**
 * Each platform's image size and what it takes away. Sources (checked November 2026):
 * - Open Graph 1200×630 (1.91:1): Meta's sharing guidance for link images (at least 1200×630 for high-resolution
 *   displays); Slack, Discord and iMessage show the same file whole, and clients that show X's 2:1 card take a
 *   centre 1200×600 — so 15 px off the top and bottom.
 * - X large card 1200×628: X's Cards docs ask `summary_large_image` for 2:1 (at least 300×157, at most
 *   4096×4096, under 5 MB); its ads website card spec is 1.91:1 at 1200×628, and X's timeline now shows 1.91:1
 *   with the site's domain laid over the image's bottom-left corner, so that corner's band stays clear.
 * - LinkedIn 1200×627 (1.91:1): LinkedIn's recommended link-share image; shown whole in the feed.
 * - Square 1200×1200: the thumbnail of X's `summary` card, WhatsApp and Messages' small link previews, shown
 *   small with rounded corners, so the corners' reach stays clear.
 */
export const OPEN_GRAPH_PLATFORM_SPECS: Readonly<Record<OpenGraphPlatform, OpenGraphPlatformSpec>> = {
  "open-graph": {
    name: "Open Graph",
    width: 1200,
    height: 630,
    shownIn: "Facebook, Slack, Discord, iMessage",
    unsafe: { top: 15, right: 0, bottom: 15, left: 0 },
    why: "2:1 clients keep the centre 1200×600",
  },
  x: {
    name: "X large card",
    width: 1200,
    height: 628,
    shownIn: "X (summary_large_image)",
    unsafe: { top: 14, right: 0, bottom: 84, left: 0 },
    why: "X lays the domain over the bottom-left corner; 2:1 clients keep the centre 1200×600",
  },
  linkedin: {
    name: "LinkedIn",
    width: 1200,
    height: 627,
    shownIn: "LinkedIn feed and messages",
    unsafe: { top: 0, right: 0, bottom: 0, left: 0 },
    why: "shown whole",
  },
  square: {
    name: "Square",
    width: 1200,
    height: 1200,
    shownIn: "X summary card, WhatsApp, Messages",
    unsafe: { top: 48, right: 48, bottom: 48, left: 48 },
    why: "shown small with rounded corners",
  },
};

/** How the text sits: on a card at the start with the ground (and picture) beside it, or centred. */
export const OPEN_GRAPH_LAYOUTS = ["side", "centered"] as const;
export type OpenGraphLayout = (typeof OPEN_GRAPH_LAYOUTS)[number];

/** The grounds: a background style of POST /api/generate, the identity's plain paper, a picture, a material. */
export const OPEN_GRAPH_GROUND_KINDS = ["background", "paper", "image", "material"] as const;

/** Text bounds: a title a card sets large in at most three lines, a subtitle in at most three. */
export const OPEN_GRAPH_TEXT_LIMITS = { title: 120, subtitle: 200, url: 200 } as const;

/** The longest moment of a material's loop a still may show, in milliseconds. */
export const OPEN_GRAPH_MAX_MATERIAL_MS = MATERIAL_STILL_MS.max;

/** What the tool exports: the chosen platform's image as PNG, JPG or WebP. */
export const OPEN_GRAPH_TOOL_EXPORTS = ["png", "jpg", "webp"] as const;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "one line, without control characters");

const picture = imageDataUrl.describe(
  `an image data URL within the contract's image rules (at most ${megabytes(MAX_DATA_URL_BYTES)})`,
);

const backgroundGround = z.strictObject({
  kind: z.literal("background"),
  style: z.enum(BACKGROUND_STYLES).default("grain-gradient").describe("the background style"),
  gradient: z.enum(GRADIENT_KINDS).default("mesh").describe("the colour field's shape"),
  pattern: z.enum(PATTERNS).default("none").describe("a line-art pattern over the field"),
});
const paperGround = z.strictObject({ kind: z.literal("paper") });
const imageGround = z.strictObject({
  kind: z.literal("image"),
  dataUrl: picture.describe(
    "a picture filling the image (a material still the Studio captured, a photo), within the contract's image rules",
  ),
});
const materialGround = z.strictObject({
  kind: z.literal("material"),
  materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
  settings: z
    .strictObject(materialSettingsShape)
    .default({})
    .describe("the shared controls; omitted ones take the material's own value"),
  timeMs: range(0, OPEN_GRAPH_MAX_MATERIAL_MS).default(0).describe("the moment of the material's loop"),
});

const ground = z
  .discriminatedUnion("kind", [backgroundGround, paperGround, imageGround, materialGround])
  .default({ kind: "background", style: "grain-gradient", gradient: "mesh", pattern: "none" })
  .describe(
    "what the image is drawn on: a background style drawn from the identity, its plain paper, a picture, or (in the Studio, which draws it with WebGL) a material from the Shader Library",
  );

/** Over HTTP there is no WebGL: a material is refused with what to send instead (its still, an image ground). */
const noMaterial = z
  .looseObject({ kind: z.literal("material") })
  .superRefine((_, ctx) => {
    ctx.addIssue({
      code: "custom",
      path: ["kind"],
      message:
        'the server draws no WebGL: send the material\'s still (the Studio\'s PNG export of it, or a Design Lab frame) as {"kind": "image", "dataUrl": …}',
      params: { code: "invalid_value" },
    });
  })
  .describe(
    "refused: a material needs WebGL, which the server does not draw; send its still as an image ground",
  );

/** Over HTTP there is no WebGL: a material comes as its still, an `image` ground. */
const requestGround = z
  .discriminatedUnion("kind", [backgroundGround, paperGround, imageGround, noMaterial])
  .default({ kind: "background", style: "grain-gradient", gradient: "mesh", pattern: "none" })
  .describe(
    "what the image is drawn on: a background style drawn from the identity, its plain paper, or a picture (a material's still as an image data URL: the server draws no WebGL)",
  );

const documentShape = {
  version: z.literal(OPEN_GRAPH_DOCUMENT_VERSION).default(OPEN_GRAPH_DOCUMENT_VERSION),
  identity: identitySchema
    .default({ preset: DEFAULT_IDENTITY_PRESET })
    .describe("the identity whose logo, type and colours the images carry (the Studio's shared identity)"),
  title: oneLine(OPEN_GRAPH_TEXT_LIMITS.title)
    .optional()
    .describe(
      `the page's title, up to ${OPEN_GRAPH_TEXT_LIMITS.title} characters, set as large as fits; omitted: the identity's tagline`,
    ),
  subtitle: oneLine(OPEN_GRAPH_TEXT_LIMITS.subtitle)
    .optional()
    .describe(`the line under the title, up to ${OPEN_GRAPH_TEXT_LIMITS.subtitle} characters; omitted: none`),
  url: oneLine(OPEN_GRAPH_TEXT_LIMITS.url)
    .optional()
    .describe("the page's URL, shown without its scheme; omitted: the identity's website"),
  image: picture
    .optional()
    .describe("a picture beside the text (the side layout): a screenshot, a product shot, a portrait"),
  layout: z
    .enum(OPEN_GRAPH_LAYOUTS)
    .default("side")
    .describe(
      "side: the text on a card at the start, the ground and picture beside it; centered: a centred card",
    ),
  platforms: z
    .array(z.enum(OPEN_GRAPH_PLATFORMS))
    .min(1)
    .max(OPEN_GRAPH_PLATFORMS.length)
    .default([...OPEN_GRAPH_PLATFORMS])
    .refine((list) => new Set(list).size === list.length, { message: "each platform once" })
    .describe(
      `the sizes drawn, one image (page) each: ${OPEN_GRAPH_PLATFORMS.map((p) => `${p} ${OPEN_GRAPH_PLATFORM_SPECS[p].width}×${OPEN_GRAPH_PLATFORM_SPECS[p].height}`).join(", ")}`,
    ),
};

/** A picture needs the side layout: the centred card covers the middle where it would go. */
const pictureNeedsSide = <T extends { image?: string | undefined; layout: OpenGraphLayout }>(
  schema: z.ZodType<T>,
) =>
  schema.refine((doc) => doc.image === undefined || doc.layout === "side", {
    message: "a picture is shown beside the text: use layout side, or leave image out",
    path: ["layout"],
    params: { code: "invalid_value", expected: "side" },
  });

export const openGraphDocumentSchema = pictureNeedsSide(
  z.strictObject({ kind: z.literal(OPEN_GRAPH_DOCUMENT_KIND), ...documentShape, ground }),
).describe("an Open Graph document: a page's social preview images, one per platform size");

export type OpenGraphDocument = z.output<typeof openGraphDocumentSchema>;
export type OpenGraphGround = OpenGraphDocument["ground"];

/** POST /api/open-graph-images's body: an Open Graph document (kind optional), its ground no material. */
export const openGraphRequestSchema = pictureNeedsSide(
  z.strictObject({
    kind: z.literal(OPEN_GRAPH_DOCUMENT_KIND).default(OPEN_GRAPH_DOCUMENT_KIND),
    ...documentShape,
    ground: requestGround,
  }),
).describe(
  "a page's social preview images to draw: the Open Graph tool's document (kind optional; a material ground as its still, an image ground); one page per platform",
);

/** The HTTP route that draws them: a page per chosen platform, PNG by default (what og:image wants). */
export const OPEN_GRAPH_FILES: DocumentFileRoute = {
  kind: OPEN_GRAPH_DOCUMENT_KIND,
  path: OPEN_GRAPH_IMAGES_PATH,
  noun: "Open Graph image",
  formats: ["png", "jpeg", "webp", "svg", "avif", "pdf"],
  maxPages: OPEN_GRAPH_PLATFORMS.length,
  request: openGraphRequestSchema,
  document: openGraphDocumentSchema,
  example: {
    identity: { preset: "halden-rail" },
    title: "Timetables that read themselves",
    subtitle: "How we rebuilt the departure boards",
    url: "https://haldenrail.example/blog/departures",
    platforms: ["open-graph"],
  },
  openapi: {
    name: "OpenGraph",
    summary: "Generate a page's social preview images (Open Graph, X, LinkedIn, square)",
    description: `A page's social preview images in the identity, one page per chosen platform size (${OPEN_GRAPH_PLATFORMS.map((p) => `${p} ${OPEN_GRAPH_PLATFORM_SPECS[p].width}×${OPEN_GRAPH_PLATFORM_SPECS[p].height}`).join(", ")}): the title set as large as fits, the subtitle, the page's URL and the logo on a card, and a picture beside it, on a ground drawn from the identity (a background style, its paper, or a picture). Text stays inside what each platform keeps (2:1 centre crops, X's domain label, a thumbnail's corners). There is no WebGL on the server: a Shader Library material comes as its still, an image ground. Use the GET URL of the first page as og:image.`,
  },
};

/** The chosen platforms in draw order: page N is the (N−1)th. */
export const chosenPlatforms = (doc: Pick<OpenGraphDocument, "platforms">): OpenGraphPlatform[] =>
  OPEN_GRAPH_PLATFORMS.filter((platform) => doc.platforms.includes(platform));

/**
 * `GET /api/open-graph-images.{extension}?…`: one image named in a readable query, for a page's `og:image`
 * written by hand or by a template — a built-in identity, the page's words, a platform, a ground and a layout.
 * (A custom identity or a picture takes the POST body, or its base64url URL.)
 */
export const OPEN_GRAPH_QUERY_FORMATS = [
  "png",
  "jpeg",
  "webp",
  "svg",
] as const satisfies readonly FileFormat[];

/** The grounds a query names: a background style, or the identity's paper. */
export const OPEN_GRAPH_QUERY_GROUNDS = [...BACKGROUND_STYLES, "paper"] as const;

export const openGraphQuerySchema = z
  .strictObject({
    identity: z
      .enum(IDENTITY_PRESETS.filter((preset) => preset !== "custom") as [IdentityPreset, ...IdentityPreset[]])
      .default(DEFAULT_IDENTITY_PRESET)
      .describe("a built-in identity preset"),
    title: documentShape.title,
    subtitle: documentShape.subtitle,
    url: documentShape.url,
    platform: z.enum(OPEN_GRAPH_PLATFORMS).default("open-graph").describe("the platform size drawn"),
    ground: z
      .enum(OPEN_GRAPH_QUERY_GROUNDS)
      .default("grain-gradient")
      .describe("a background style drawn from the identity, or paper"),
    layout: documentShape.layout,
    scale: z
      .enum(RASTER_SCALES.map(String) as [string, ...string[]])
      .optional()
      .describe(`device-pixel ratio of a raster: ${RASTER_SCALES.join(", ")}`),
  })
  .describe("an Open Graph image named in a query");

export type OpenGraphQuery = z.output<typeof openGraphQuerySchema>;

/** The request body a query names (its scale aside): one page, the query's platform. */
export const openGraphBodyOfQuery = (query: OpenGraphQuery): Record<string, unknown> => ({
  kind: OPEN_GRAPH_DOCUMENT_KIND,
  identity: { preset: query.identity },
  ...(query.title === undefined ? {} : { title: query.title }),
  ...(query.subtitle === undefined ? {} : { subtitle: query.subtitle }),
  ...(query.url === undefined ? {} : { url: query.url }),
  layout: query.layout,
  platforms: [query.platform],
  ground: query.ground === "paper" ? { kind: "paper" } : { kind: "background", style: query.ground },
});
