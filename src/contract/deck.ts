// `POST /api/decks`: many slides in one request, answered as one file — a multi-page vector PDF or a PPTX. Each
// slide is the slides template of `POST /api/generate`: its fields are that contract's, named once there.
import { z } from "zod";
import { identitySchema } from "./identity.js";
import { DEFAULT_SLIDE_LAYOUT, TEMPLATE_CANVAS, templateRequestSchema } from "./template.js";

export const DECKS_PATH = "/api/decks";

/** Most slides in one deck: a long talk's worth; the file is drawn within a request's time at this count. */
export const MAX_DECK_SLIDES = 50;

/** Longest speaker notes of one slide, in characters (a few minutes of talk). */
export const MAX_SLIDE_NOTES_CHARS = 4000;

/** The files a deck comes in, PDF first (the default, also for `*\/*` and no Accept). */
export const DECK_FORMATS = ["pdf", "pptx"] as const;
export type DeckFormat = (typeof DECK_FORMATS)[number];

export const DECK_MEDIA_TYPES = {
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
} as const satisfies Record<DeckFormat, string>;

/** Every page and slide is the slides template's canvas. */
export const DECK_CANVAS = TEMPLATE_CANVAS.slides;

const template = templateRequestSchema.shape;

/** What looks the same on every slide unless a slide says otherwise: the slides template's own fields. */
const settingsShape = {
  texture: template.texture.removeDefault().optional(),
  background: template.background,
  foreground: template.foreground,
};

export const deckSettingsSchema = z
  .strictObject({ ...settingsShape, texture: template.texture })
  .describe("settings every slide shares; a slide may override each of them");

export const deckSlideSchema = z
  .strictObject({
    layout: template.slideLayout.describe(`the slide's layout; ${DEFAULT_SLIDE_LAYOUT} when left out`),
    title: template.title,
    body: template.body,
    backgroundImageDataUrl: template.backgroundImageDataUrl,
    partnerLogoDataUrl: template.partnerLogoDataUrl,
    partnerId: template.partnerId,
    ...settingsShape,
    notes: z
      .string()
      .max(MAX_SLIDE_NOTES_CHARS)
      .optional()
      .describe("speaker notes: the PPTX's notes of this slide (a PDF has no place for them)"),
  })
  .describe("one slide: the fields of POST /api/generate's slides template, under the deck's settings");

export const deckRequestSchema = z
  .strictObject({
    identity: identitySchema.optional(),
    settings: deckSettingsSchema.prefault({}),
    slides: z
      .array(deckSlideSchema)
      .min(1)
      .max(MAX_DECK_SLIDES)
      .describe("the slides in order, one page each"),
  })
  .describe(
    `a deck: up to ${MAX_DECK_SLIDES} slides of ${DECK_CANVAS.width}×${DECK_CANVAS.height}, answered as one PDF (default) or PPTX`,
  );

export type DeckRequest = z.output<typeof deckRequestSchema>;
export type DeckSlide = z.output<typeof deckSlideSchema>;
