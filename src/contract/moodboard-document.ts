// The Moodboard tool's source document: a board of the brand's artifacts (backgrounds, templates), materials,
// palette swatches and uploaded images, laid out in a masonry grid or placed freely, each with a caption.
// Exported as PNG at a chosen width, as a one-page PDF and as SVG.
import { z } from "zod";
import { backgroundSettingsSchema } from "./background.js";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";
import { MATERIAL_STILL_MS, materialSettingsShape } from "./material-controls.js";
import { imageDataUrl, intRange, range } from "./primitives.js";
import { SLIDE_LAYOUTS, TEMPLATE_KINDS, templateRequestSchema } from "./template.js";

export const MOODBOARD_DOCUMENT_KIND = "moodboard";
export const MOODBOARD_DOCUMENT_VERSION = 1;

export const MOODBOARD_LAYOUTS = ["grid", "free"] as const;
export type MoodboardLayout = (typeof MOODBOARD_LAYOUTS)[number];

export const MOODBOARD_TILE_KINDS = ["background", "template", "material", "swatch", "image"] as const;
export type MoodboardTileKind = (typeof MOODBOARD_TILE_KINDS)[number];

/** The palette roles a swatch tile can show (the identity card's colours). */
export const MOODBOARD_SWATCH_ROLES = [
  "ink",
  "paper",
  "accent",
  "muted",
  "positive",
  "negative",
  "gradient-1",
  "gradient-2",
  "gradient-3",
] as const;
export type MoodboardSwatchRole = (typeof MOODBOARD_SWATCH_ROLES)[number];

/** Tiles a board holds, and of them uploaded images (each kept in the document, so in the browser's storage). */
export const MOODBOARD_MAX_TILES = 24;
export const MOODBOARD_MAX_IMAGES = 8;
/** The uploaded images' data URLs together, in characters (each is also within the contract's image rules). */
export const MOODBOARD_MAX_IMAGE_CHARS = 16 * 1024 * 1024;
export const MOODBOARD_MAX_CAPTION = 80;

/** The board's own width in SVG units: exports scale it to the export width. */
export const MOODBOARD_BOARD_WIDTH = 1600;
/** The PNG export's width in pixels: its bounds and the default. */
export const MOODBOARD_EXPORT_WIDTH = { min: 800, max: 4800, default: 1600 } as const;

/** What the Moodboard tool exports. */
export const MOODBOARD_TOOL_EXPORTS = ["png", "pdf", "svg"] as const;

const caption = z
  .string()
  .max(MOODBOARD_MAX_CAPTION)
  .default("")
  .describe(`the line under the tile, at most ${MOODBOARD_MAX_CAPTION} characters; empty: none`);

/** Where a tile may be placed freely, and how it may be turned: board units and degrees. */
export const MOODBOARD_PLACE_BOUNDS = {
  x: { min: 0, max: MOODBOARD_BOARD_WIDTH },
  y: { min: 0, max: 8000 },
  width: { min: 80, max: MOODBOARD_BOARD_WIDTH },
  rotation: { min: -30, max: 30 },
} as const;

/** The latest moment of a material's loop a tile may show, in milliseconds. */
export const MOODBOARD_MAX_MATERIAL_MS = MATERIAL_STILL_MS.max;

const bound = (key: keyof typeof MOODBOARD_PLACE_BOUNDS) =>
  range(MOODBOARD_PLACE_BOUNDS[key].min, MOODBOARD_PLACE_BOUNDS[key].max);

const place = z
  .strictObject({
    x: bound("x").describe("left edge, board units (the board is 1600 wide)"),
    y: bound("y").describe("top edge, board units"),
    width: bound("width").describe("board units; the height keeps the tile's aspect"),
    rotation: bound("rotation").default(0).describe("degrees, clockwise"),
  })
  .optional()
  .describe("where the tile sits in the free layout; omitted: where the grid would put it");

const tileFields = { caption, place };

const templateFields = templateRequestSchema.shape;

export const moodboardTileSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("background"),
    settings: backgroundSettingsSchema.describe("a background's settings, as POST /api/generate takes them"),
    ...tileFields,
  }),
  z.strictObject({
    kind: z.literal("template"),
    template: z.enum(TEMPLATE_KINDS),
    slideLayout: z.enum(SLIDE_LAYOUTS).optional().describe("slides only"),
    title: templateFields.title,
    body: templateFields.body,
    texture: templateFields.texture,
    background: templateFields.background,
    foreground: templateFields.foreground,
    ...tileFields,
  }),
  z.strictObject({
    kind: z.literal("material"),
    materialId: z.string().min(1).max(80).describe("a material id from GET /api/materials"),
    settings: z
      .strictObject(materialSettingsShape)
      .default({})
      .describe("the shared controls; omitted ones take the material's own value"),
    timeMs: range(0, MOODBOARD_MAX_MATERIAL_MS)
      .default(0)
      .describe("the moment of the material's loop the tile shows"),
    ...tileFields,
  }),
  z.strictObject({
    kind: z.literal("swatch"),
    role: z.enum(MOODBOARD_SWATCH_ROLES).describe("the identity colour the swatch shows"),
    ...tileFields,
  }),
  z.strictObject({
    kind: z.literal("image"),
    dataUrl: imageDataUrl.describe(
      `an uploaded image (kept in the browser only), within the contract's image rules (at most ${megabytes(MAX_DATA_URL_BYTES)})`,
    ),
    ...tileFields,
  }),
]);
export type MoodboardTile = z.output<typeof moodboardTileSchema>;
/** A tile as a source may write it (defaults left out). */
export type MoodboardTileInput = z.input<typeof moodboardTileSchema>;

export const moodboardDocumentSchema = z
  .strictObject({
    kind: z.literal(MOODBOARD_DOCUMENT_KIND),
    version: z.literal(MOODBOARD_DOCUMENT_VERSION).default(MOODBOARD_DOCUMENT_VERSION),
    identity: identitySchema
      .default({ preset: DEFAULT_IDENTITY_PRESET })
      .describe("the identity whose artifacts the board shows (the Studio's shared identity)"),
    title: z.string().max(80).default("").describe("the board's heading; empty: the identity's name"),
    layout: z.enum(MOODBOARD_LAYOUTS).default("grid").describe("grid: a masonry grid; free: tiles placed"),
    grid: z
      .strictObject({
        columns: intRange(1, 6).default(3).describe("columns of the grid"),
        gap: intRange(0, 96).default(32).describe("board units between tiles"),
      })
      .default({ columns: 3, gap: 32 }),
    export: z
      .strictObject({
        width: intRange(MOODBOARD_EXPORT_WIDTH.min, MOODBOARD_EXPORT_WIDTH.max)
          .default(MOODBOARD_EXPORT_WIDTH.default)
          .describe("the PNG's width in pixels; its height keeps the board's aspect"),
      })
      .default({ width: MOODBOARD_EXPORT_WIDTH.default }),
    items: z
      .array(moodboardTileSchema)
      .max(MOODBOARD_MAX_TILES)
      .default([])
      .describe(`the tiles, in order (the grid fills it in this order), at most ${MOODBOARD_MAX_TILES}`),
  })
  .superRefine((doc, ctx) => {
    const images = doc.items.flatMap((item, index) => (item.kind === "image" ? [{ item, index }] : []));
    if (images.length > MOODBOARD_MAX_IMAGES) {
      const over = images[MOODBOARD_MAX_IMAGES];
      ctx.addIssue({
        code: "custom",
        path: ["items", over?.index ?? 0],
        message: `a board holds at most ${MOODBOARD_MAX_IMAGES} uploaded images`,
        params: { code: "too_many" },
      });
    }
    let chars = 0;
    for (const { item, index } of images) {
      chars += item.dataUrl.length;
      if (chars > MOODBOARD_MAX_IMAGE_CHARS) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "dataUrl"],
          message: `a board's uploaded images take at most ${megabytes(MOODBOARD_MAX_IMAGE_CHARS)} together`,
          params: { code: "too_long" },
        });
        return;
      }
    }
  })
  .describe("a Moodboard document: the brand's artifacts, materials, swatches and images on one board");

export type MoodboardDocument = z.output<typeof moodboardDocumentSchema>;
