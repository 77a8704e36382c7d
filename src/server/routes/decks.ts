// GET /api/decks (the contract) and POST /api/decks: media type → size → format (Accept or ?format=) → the
// deck validated and drawn in the file pool → one PDF or PPTX. Registered beside POST /api/generate, whose
// body parsing, file pool and bounds it shares.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  DECK_FORMATS,
  DECK_MEDIA_TYPES,
  DECKS_PATH,
  type DeckFormat,
  type Issue,
  WARNINGS_HEADER,
} from "../../contract/index.js";
import { deckContract } from "../../generate/deck-contract.js";
import type { Artifacts } from "../files/artifacts.js";
import { preferredFormat } from "../files/negotiate.js";
import { fileOf } from "../files/refusal.js";
import { jsonBodyOnly } from "../json-media-type.js";
import { sendStatic, staticBody } from "../static-response.js";

const isDeckFormat = (value: unknown): value is DeckFormat =>
  typeof value === "string" && (DECK_FORMATS as readonly string[]).includes(value);

/** `?format=` first (for clients that cannot set headers), then Accept; 400 or 406 when neither names one. */
function deckFormat(query: unknown, accept: string | undefined): DeckFormat {
  const format = (query as Record<string, unknown> | undefined)?.format;
  if (format !== undefined) {
    if (isDeckFormat(format)) return format;
    const issue: Issue = {
      code: Array.isArray(format) ? "invalid_type" : "invalid_enum",
      field: "format",
      message: `expected one of: ${DECK_FORMATS.join(", ")}`,
      expected: `one of: ${DECK_FORMATS.join(", ")}`,
      received: Array.isArray(format) ? "a list" : JSON.stringify(format),
    };
    throw ApiError.invalid([issue]);
  }
  const accepted = preferredFormat(accept, DECK_FORMATS, DECK_MEDIA_TYPES);
  if (accepted) return accepted;
  throw new ApiError(
    "not_acceptable",
    `Accept names no format a deck comes in; accept ${Object.values(DECK_MEDIA_TYPES).join(" or ")}, or ask with ?format=${DECK_FORMATS.join("|")}`,
    "Accept",
  );
}

export async function deckRoutes(app: FastifyInstance, artifacts: Artifacts): Promise<void> {
  const contract = staticBody(deckContract);
  app.get(DECKS_PATH, async (request, reply) => sendStatic(request, reply, contract));

  app.post(DECKS_PATH, {
    preParsing: jsonBodyOnly,
    handler: async (request, reply) => {
      const format = deckFormat(request.query, request.headers.accept);
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const file = fileOf(await artifacts.deck({ text: raw.toString("utf8"), format }));
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      // A PDF opens in the browser; a PPTX is saved.
      const disposition = format === "pdf" ? "inline" : "attachment";
      reply.headers({
        vary: "Accept",
        "cache-control": "no-store",
        "content-disposition": `${disposition}; filename="${file.filename}"`,
        etag: staticBody(bytes, DECK_MEDIA_TYPES[format]).identity.etag,
      });
      if (file.warnings.length > 0) {
        reply.header(WARNINGS_HEADER, file.warnings.map((w) => `${w.code}=${w.field}`).join(", "));
      }
      return reply.type(DECK_MEDIA_TYPES[format]).send(bytes);
    },
  });
}
