// A brand book drawn in the file pool: the body validated along its shape (every issue at once, at its path),
// then the book's pages drawn and written as one vector PDF, or one page drawn and encoded as PNG. Only the
// pool's threads load this module (PDFKit, resvg, sharp and the template and background renderers).
import { resolveIdentity } from "../../catalog/identities/index.js";
import { ApiError } from "../../contract/api-error.js";
import {
  BRAND_BOOKS_PATH,
  type BrandBookDocument,
  brandBookRequestSchema,
  enabledSections,
} from "../../contract/index.js";
import { bodyTextValidator } from "../../generate/body-text.js";
import { renderBookPage, renderBrandBook } from "../../render/brand-book/index.js";
import { svgPagesToPdf } from "../../render/files/pdf.js";
import { encodePng, rasterize } from "../../render/files/raster.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import type { BrandBookOutcome, BrandBookTask } from "./brand-book-outcome.js";
import { refusalOf } from "./refusal.js";

/** Validates a brand book body of JSON text: the document with its defaults, or a 400 listing every issue. */
export const validateBrandBookText = bodyTextValidator(brandBookRequestSchema, {
  empty: 'the request body is empty; send a JSON object such as {"identity": {"preset": "halden-rail"}}',
  unknownField: `this field is not defined (see ${BRAND_BOOKS_PATH} in /openapi.json)`,
});

/** The file a book comes as: the whole PDF, or page `page` as PNG (400 `out_of_range` past the last page). */
async function drawn(doc: BrandBookDocument, { format, page }: BrandBookTask) {
  const identity = resolveIdentity(doc.identity);
  const fonts = defaultFontBook();
  if (format === "pdf") {
    const book = renderBrandBook(identity, doc, fonts);
    const bytes = await svgPagesToPdf(book.pages, { title: book.title, author: book.author });
    return { bytes, filename: book.filename };
  }
  const sections = enabledSections(doc.sections);
  const section = sections[page - 1];
  if (!section) {
    throw ApiError.invalid([
      {
        code: "out_of_range",
        field: "page",
        message: `this book has ${sections.length} page${sections.length === 1 ? "" : "s"} (one per enabled section)`,
        expected: `1–${sections.length}`,
        received: String(page),
      },
    ]);
  }
  const drawnPage = renderBookPage(section, identity, doc, fonts, page, sections.length);
  const bytes = await encodePng(rasterize(drawnPage.svg, 1));
  return { bytes, filename: `${identity.slug}-brand-book-${page}-${section}.png` };
}

/** Runs on a pool thread: the book's file, or the refusal of its body. */
export async function drawBrandBook(task: BrandBookTask): Promise<BrandBookOutcome> {
  try {
    const doc = validateBrandBookText(task.text);
    return { ok: true, ...(await drawn(doc, task)) };
  } catch (error) {
    return refusalOf(error);
  }
}
