// The brand-book route of /openapi.json: POST /api/brand-books (the whole book as a vector PDF, or one page as
// PNG), and the Brand book document it reads (the Studio's `brand-book` tool source).
import {
  BRAND_BOOK_FORMATS,
  BRAND_BOOK_MEDIA_TYPES,
  BRAND_BOOK_PAGE,
  BRAND_BOOK_SECTION_TITLES,
  BRAND_BOOK_SECTIONS,
  BRAND_BOOKS_PATH,
  brandBookDocumentSchema,
  brandBookRequestSchema,
  toRequestJsonSchema,
  toResponseJsonSchema,
} from "../contract/index.js";
import { component, errorResponses, operation } from "./openapi-operations.js";

const PAGES = BRAND_BOOK_SECTIONS.map((name) => BRAND_BOOK_SECTION_TITLES[name]).join(", ");

const PARAMETERS = [
  {
    name: "format",
    in: "query",
    required: false,
    description: "pdf: the whole book; png: one page (overrides Accept)",
    schema: { type: "string", enum: [...BRAND_BOOK_FORMATS] },
    example: "png",
  },
  {
    name: "page",
    in: "query",
    required: false,
    description:
      "the page a PNG draws, 1-based among the enabled sections (implies png; default 1); past the book's last page: 400 out_of_range at `page`",
    schema: { type: "integer", minimum: 1, maximum: BRAND_BOOK_SECTIONS.length },
    example: 2,
  },
];

const BRAND_BOOK_REQUEST = component(toRequestJsonSchema(brandBookRequestSchema));

export const brandBookComponents = {
  BrandBookRequest: BRAND_BOOK_REQUEST,
  BrandBookDocument: component(toResponseJsonSchema(brandBookDocumentSchema)),
};

export const brandBookPaths = {
  [BRAND_BOOKS_PATH]: {
    post: {
      ...operation({
        operationId: "generateBrandBook",
        tag: "generate",
        summary: "Generate a brand book (PDF, or a page as PNG)",
        description: `An editorial brand book of the identity, one ${BRAND_BOOK_PAGE.width}×${BRAND_BOOK_PAGE.height} page per enabled section in print order (${PAGES}), each section's words the request's or else the identity's own; the applications are POST /api/generate's templates and the grounds its backgrounds. Answered as ${BRAND_BOOK_MEDIA_TYPES.pdf} (default: vector pages, type outlined, an outline entry and a page label per section) or, with \`?page=N\` or Accept: ${BRAND_BOOK_MEDIA_TYPES.png}, one page as PNG. The body is the Studio's Brand book document (\`kind\` optional). Identical requests give identical bytes.`,
        parameters: PARAMETERS,
      }),
      requestBody: {
        required: true,
        content: {
          "application/json": {
            // Written out, not referenced, as the deck's is: generators then read defaulted fields as optional.
            schema: { title: "BrandBookRequest", ...BRAND_BOOK_REQUEST },
            examples: {
              book: {
                summary: "a book without its voice page, with its own pillars",
                value: {
                  identity: { preset: "copperleaf-energy" },
                  sections: {
                    story: { pillars: ["Owned by members", "Local power", "Fair bills"] },
                    voice: { enabled: false },
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        "200": {
          description:
            "The book's PDF or the page's PNG; its name in Content-Disposition; Vary: Accept; no-store.",
          headers: {
            "Content-Disposition": {
              schema: { type: "string" },
              description:
                "inline; filename={identity-slug}-brand-book.pdf or {identity-slug}-brand-book-{page}-{section}.png",
            },
            ETag: { schema: { type: "string" }, description: "a hash of the bytes" },
          },
          content: Object.fromEntries(
            BRAND_BOOK_FORMATS.map((format) => [
              BRAND_BOOK_MEDIA_TYPES[format],
              {
                schema: {
                  type: "string",
                  format: "binary",
                  contentMediaType: BRAND_BOOK_MEDIA_TYPES[format],
                },
              },
            ]),
          ),
        },
        ...errorResponses(["400", "405", "406", "408", "413", "415", "429", "431", "500", "503"]),
      },
    },
  },
};
