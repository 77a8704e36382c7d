// The deck routes of /openapi.json: GET /api/decks (the contract) and POST /api/decks (one PDF or PPTX).
import {
  DECK_FORMATS,
  DECK_MEDIA_TYPES,
  DECKS_PATH,
  deckRequestSchema,
  MAX_DECK_SLIDES,
  toRequestJsonSchema,
} from "../contract/index.js";
import { DECK_EXAMPLE } from "../generate/deck-contract.js";
import { component, errorResponses, getJson, operation, ref } from "./openapi-operations.js";

const FORMAT_PARAMETER = {
  name: "format",
  in: "query",
  required: false,
  description: "the file the deck is answered as (overrides Accept)",
  schema: { type: "string", enum: [...DECK_FORMATS] },
  example: "pptx",
};

/**
 * GET /api/decks's document: what it always holds; the rest is described by its fields' names. The objects are
 * open (additionalProperties), so a generated client reads their fields instead of typing them as empty.
 */
const OPEN = { type: "object", additionalProperties: true };
const DECK_CONTRACT_SCHEMA = {
  type: "object",
  required: ["method", "path", "schema", "fields", "example", "slides", "formats", "limits", "errors"],
  properties: {
    method: { const: "POST" },
    path: { const: DECKS_PATH },
    schema: { ...OPEN, description: "the request's JSON Schema (DeckRequest)" },
    fields: { type: "array", items: OPEN },
    example: OPEN,
    slides: OPEN,
    formats: { type: "array", items: OPEN },
    limits: OPEN,
    errors: OPEN,
  },
};

const DECK_REQUEST = component(toRequestJsonSchema(deckRequestSchema));

export const deckComponents = {
  DeckRequest: DECK_REQUEST,
  DeckContract: DECK_CONTRACT_SCHEMA,
};

export const deckPaths = {
  [DECKS_PATH]: {
    ...getJson(
      {
        operationId: "getDeckContract",
        tag: "generate",
        summary: "Deck contract",
        description: "Fields, bounds, formats and an example deck, derived from the schemas.",
      },
      ref("DeckContract"),
    ),
    post: {
      ...operation({
        operationId: "generateDeck",
        tag: "generate",
        summary: "Generate a deck (PDF or PPTX)",
        description: `Up to ${MAX_DECK_SLIDES} slides, each POST /api/generate's slides template (the same SVG), answered as one file chosen by Accept or \`?format=\`: ${DECK_MEDIA_TYPES.pdf} (default: one vector page per slide, an outline entry and a page label per slide title) or ${DECK_MEDIA_TYPES.pptx} (one slide each: the SVG as a picture with a PNG fallback, speaker notes from \`notes\`). Every object is closed: unknown fields are refused with 400 at their path (\`slides.3.colour\`). Identical requests give identical bytes.`,
        parameters: [FORMAT_PARAMETER],
      }),
      requestBody: {
        required: true,
        content: {
          "application/json": {
            // Written out, not referenced: only in a request body do code generators read a field with a
            // default (settings, a slide's layout) as one the caller may leave out (see openapi.ts).
            schema: { title: "DeckRequest", ...DECK_REQUEST },
            examples: { deck: { summary: "three slides", value: DECK_EXAMPLE } },
          },
        },
      },
      responses: {
        "200": {
          description:
            "The deck's file; its name in Content-Disposition, its warnings in X-Marque-Warnings (code=slides.N.field pairs); Vary: Accept; no-store.",
          headers: {
            "Content-Disposition": {
              schema: { type: "string" },
              description:
                "PDF inline, PPTX attachment; filename={identity-slug}-deck-{n}-slides-1600x900.{pdf|pptx}",
            },
            "X-Marque-Warnings": {
              schema: { type: "string" },
              description: "code=field pairs, comma-separated",
            },
            ETag: { schema: { type: "string" }, description: "a hash of the bytes" },
          },
          content: Object.fromEntries(
            DECK_FORMATS.map((format) => [
              DECK_MEDIA_TYPES[format],
              { schema: { type: "string", format: "binary", contentMediaType: DECK_MEDIA_TYPES[format] } },
            ]),
          ),
        },
        ...errorResponses(["400", "405", "406", "408", "413", "415", "429", "431", "500", "503"]),
      },
    },
  },
};
