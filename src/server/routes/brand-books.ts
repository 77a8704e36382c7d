// POST /api/brand-books: a Brand book document → the whole book as one vector PDF (the default), or one page as
// PNG (`?page=N`, 1-based, or Accept: image/png for the first). The body is validated and drawn in the file
// pool, like POST /api/decks, whose body parsing and bounds it shares.
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../contract/api-error.js";
import {
  BRAND_BOOK_FORMATS,
  BRAND_BOOK_MEDIA_TYPES,
  BRAND_BOOK_SECTIONS,
  BRAND_BOOKS_PATH,
  type BrandBookFormat,
  type Issue,
} from "../../contract/index.js";
import type { Artifacts } from "../files/artifacts.js";
import { preferredFormat } from "../files/negotiate.js";
import { fileOf } from "../files/refusal.js";
import { jsonBodyOnly } from "../json-media-type.js";
import { staticBody } from "../static-response.js";

const isFormat = (value: unknown): value is BrandBookFormat =>
  typeof value === "string" && (BRAND_BOOK_FORMATS as readonly string[]).includes(value);

/** A page number as a query gives it: digits only, 1 up to the most sections a book has. */
const PAGE = /^[1-9]\d{0,2}$/u;

const received = (value: unknown) => (Array.isArray(value) ? "a list" : JSON.stringify(value).slice(0, 40));

/**
 * The file asked for: `?format=` first, then `?page=` (a page is a PNG), then Accept. Every problem with the
 * query at once (400); 406 when Accept names neither PDF nor PNG.
 */
export function bookQuery(
  query: unknown,
  accept: string | undefined,
): { format: BrandBookFormat; page: number } {
  const { format, page, ...rest } = (query ?? {}) as Record<string, unknown>;
  const issues: Issue[] = Object.keys(rest).map((name) => ({
    code: "unknown_field",
    field: name,
    message: "this query parameter is not defined; use format or page",
  }));
  if (format !== undefined && !isFormat(format)) {
    issues.push({
      code: Array.isArray(format) ? "invalid_type" : "invalid_enum",
      field: "format",
      message: `expected one of: ${BRAND_BOOK_FORMATS.join(", ")}`,
      expected: `one of: ${BRAND_BOOK_FORMATS.join(", ")}`,
      received: received(format),
    });
  }
  if (page !== undefined && !(typeof page === "string" && PAGE.test(page))) {
    issues.push({
      code: typeof page === "string" ? "out_of_range" : "invalid_type",
      field: "page",
      message: `a page number, 1 up to the book's pages (at most ${BRAND_BOOK_SECTIONS.length})`,
      expected: `an integer 1–${BRAND_BOOK_SECTIONS.length}`,
      received: received(page),
    });
  }
  if (format === "pdf" && page !== undefined) {
    issues.push({
      code: "invalid_value",
      field: "page",
      message: "a PDF is the whole book; page picks one page as PNG (leave out format, or ask format=png)",
      received: received(page),
    });
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  const number = page === undefined ? 1 : Number(page);
  if (isFormat(format)) return { format, page: number };
  if (page !== undefined) return { format: "png", page: number };
  const accepted = preferredFormat(accept, BRAND_BOOK_FORMATS, BRAND_BOOK_MEDIA_TYPES);
  if (accepted) return { format: accepted, page: number };
  throw new ApiError(
    "not_acceptable",
    `Accept names no format a brand book comes in; accept ${Object.values(BRAND_BOOK_MEDIA_TYPES).join(" or ")}, or ask with ?format=pdf or ?page=N`,
    "Accept",
  );
}

export async function brandBookRoutes(app: FastifyInstance, artifacts: Artifacts): Promise<void> {
  app.post(BRAND_BOOKS_PATH, {
    preParsing: jsonBodyOnly,
    handler: async (request, reply) => {
      const { format, page } = bookQuery(request.query, request.headers.accept);
      const raw = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
      const file = fileOf(await artifacts.brandBook({ text: raw.toString("utf8"), format, page }));
      const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
      const mediaType = BRAND_BOOK_MEDIA_TYPES[format];
      reply.headers({
        vary: "Accept",
        "cache-control": "no-store",
        "content-disposition": `inline; filename="${file.filename}"`,
        etag: staticBody(bytes, mediaType).identity.etag,
      });
      return reply.type(mediaType).send(bytes);
    },
  });
}
