// The deck contract served by GET /api/decks, derived from the deck's schemas like GET /api/generate's.
import {
  DECK_CANVAS,
  DECK_FORMATS,
  DECK_MEDIA_TYPES,
  DECKS_PATH,
  deckRequestSchema,
  ERROR_STATUS,
  errorBodySchema,
  fieldRules,
  MAX_BODY_BYTES,
  MAX_DATA_URL_BYTES,
  MAX_DECK_SLIDES,
  MAX_ERROR_ISSUES,
  MAX_SLIDE_NOTES_CHARS,
  REQUEST_CONTENT_TYPE,
  toRequestJsonSchema,
  toResponseJsonSchema,
  WARNINGS_HEADER,
} from "../contract/index.js";

/** A deck of three slides, ready to POST. */
export const DECK_EXAMPLE = {
  identity: { preset: "tessel-labs" },
  settings: { texture: "white" },
  slides: [
    { layout: "title", title: "Quarterly review", body: "Q3 2026", notes: "Welcome everyone." },
    { layout: "metrics", title: "Where we are", body: "98.7% — Uptime\n4.2 GWh — Saved\n12 — New partners" },
    { layout: "closing", title: "Thank you", body: "hello@tessel.example" },
  ],
} as const;

const schema = toRequestJsonSchema(deckRequestSchema);

/** Built once: the contract is static for a running server. */
export const deckContract = {
  method: "POST",
  path: DECKS_PATH,
  requestContentType: REQUEST_CONTENT_TYPE,
  requiredFields: schema.required ?? [],
  schema,
  fields: fieldRules(schema),
  example: DECK_EXAMPLE,
  slides: {
    max: MAX_DECK_SLIDES,
    width: DECK_CANVAS.width,
    height: DECK_CANVAS.height,
    maxNotesCharacters: MAX_SLIDE_NOTES_CHARS,
    rendering:
      "each slide is POST /api/generate's slides template with the slide's fields over the deck's settings: the same SVG",
  },
  formats: DECK_FORMATS.map((format) => ({ format, mediaType: DECK_MEDIA_TYPES[format], extension: format })),
  how: [
    `Accept picks the file: ${DECK_MEDIA_TYPES.pdf} (the default, also for */* or no Accept) or ${DECK_MEDIA_TYPES.pptx}; Vary: Accept; 406 not_acceptable when Accept names neither`,
    `?format=${DECK_FORMATS.join("|")} overrides Accept, for clients that cannot set headers`,
    "PDF: one vector page per slide (1 pt per SVG pixel), an outline entry and a page label per slide title, title and author from the first slide and the identity",
    "PPTX: one slide per slide, each the slide's SVG as a picture with a PNG fallback, speaker notes from notes",
    `Content-Disposition names the file ({identity-slug}-deck-{n}-slides-${DECK_CANVAS.width}x${DECK_CANVAS.height}.{pdf|pptx}); ${WARNINGS_HEADER} lists code=slides.N.field pairs; ETag is a hash of the bytes, identical for an identical request`,
  ],
  limits: { maxBodyBytes: MAX_BODY_BYTES, maxDataUrlBytes: MAX_DATA_URL_BYTES, maxSlides: MAX_DECK_SLIDES },
  errors: {
    schema: toResponseJsonSchema(errorBodySchema),
    statuses: ERROR_STATUS,
    rules: [
      "400 unknown_field: a top-level field the contract does not define; nested ones are issues at their path (slides.3.colour)",
      `400 invalid_request: a field violates its type, bound, enumeration or reference, named by its path (slides.3.title); every issue is listed (at most ${MAX_ERROR_ISSUES})`,
      "400 invalid_json: the body is not valid JSON",
      "406 not_acceptable: Accept names neither PDF nor PPTX",
      `413 payload_too_large: the body exceeds ${MAX_BODY_BYTES} bytes`,
      `415 unsupported_media_type: Content-Type is not ${REQUEST_CONTENT_TYPE}`,
      "503 overloaded: the file threads are busy; retry after Retry-After seconds",
    ],
  },
} as const;
