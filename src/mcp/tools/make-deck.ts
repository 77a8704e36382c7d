// make_deck: slides in order as one PDF or PPTX (POST /api/decks), with the first slide as a PNG to look at.
import { z } from "zod";
import { ApiError } from "../../contract/api-error.js";
import { DECK_FORMATS, deckRequestSchema, deckSlideSchema, MAX_DECK_SLIDES } from "../../contract/index.js";
import { slideRequest } from "../../generate/deck.js";
import { validateDeckText } from "../../generate/deck-validate.js";
import { identityInput } from "../identity-input.js";
import { previewOf } from "../preview.js";
import { defineTool, READ_ONLY } from "../tool.js";

const slide = deckSlideSchema.shape;

export const makeDeck = defineTool({
  name: "make_deck",
  description: "Slides as one PDF or PPTX (with notes): the file embedded, and slide 1 as a PNG to look at.",
  input: z.strictObject({
    identity: identityInput,
    slides: z
      .array(
        z.strictObject({
          layout: slide.layout.describe("layout"),
          title: slide.title.describe("headline"),
          body: slide.body.describe("lines per layout"),
          notes: slide.notes.describe("speaker notes (PPTX)"),
        }),
      )
      .min(1)
      .max(MAX_DECK_SLIDES)
      .describe("one page each"),
    format: z.enum(DECK_FORMATS).default("pdf").describe("file"),
    texture: deckRequestSchema.shape.settings.unwrap().shape.texture.describe("ground"),
  }),
  annotations: READ_ONLY,
  fieldOf: (field) => field.replace(/^settings\./u, ""),
  run: async ({ identity, slides, format, texture }, { engine }) => {
    const request = { ...(identity ? { identity } : {}), settings: { texture }, slides };
    // Validated here too, for the first slide's template request (a refusal names the slide's field).
    const deck = validateDeckText(JSON.stringify(request));
    const [firstSlide] = deck.slides;
    if (!firstSlide) throw new ApiError("invalid_request", "a deck has at least one slide", "slides");
    const [file, first] = await Promise.all([
      engine.deck(request, format),
      engine.file(slideRequest(deck, firstSlide), "png"),
    ]);
    const preview = await previewOf(first.bytes, first.width, first.height);
    const summary = {
      filename: file.filename,
      mimeType: file.mimeType,
      bytes: file.bytes.byteLength,
      slides: slides.length,
      ...(file.warnings.length > 0 ? { warnings: file.warnings } : {}),
    };
    return {
      content: [
        { type: "image", data: preview.data, mimeType: preview.mimeType },
        { type: "text", text: JSON.stringify(summary) },
        {
          type: "resource",
          resource: {
            uri: `marque://decks/${file.filename}`,
            mimeType: file.mimeType,
            blob: file.bytes.toString("base64"),
          },
        },
      ],
    };
  },
});
