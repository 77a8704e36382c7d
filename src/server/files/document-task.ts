// A document drawn in the file pool: the body validated along its shape (every issue at once, at its path),
// then its pages drawn and written as one vector PDF, or one page as SVG or encoded as pixels. Only the pool's
// threads load this module (PDFKit, resvg, sharp and the document renderers).
import { ApiError } from "../../contract/api-error.js";
import { documentFileName } from "../../contract/index.js";
import { checkPixels } from "../../generate/file-request.js";
import { encodeFile } from "../../render/files/encode.js";
import { svgPagesToPdf } from "../../render/files/pdf.js";
import { defaultFontBook } from "../../render/text/node-fonts.js";
import { DOCUMENT_KINDS } from "./document-kinds.js";
import type { DocumentOutcome, DocumentTask } from "./document-outcome.js";
import { refusalOf } from "./refusal.js";

async function drawn(task: DocumentTask): Promise<{ bytes: Uint8Array; filename: string }> {
  const kind = DOCUMENT_KINDS.get(task.kind);
  if (!kind) throw new Error(`no renderer for documents of kind ${task.kind}`);
  const document = kind.validate(task.text);
  const { pages, filename, title, author } = await kind.draw(document, defaultFontBook());
  const { format, scale } = task;
  if (format === "pdf") {
    return {
      bytes: await svgPagesToPdf(pages, { title, author }),
      filename: documentFileName(filename, format),
    };
  }
  const page = pages[task.page - 1];
  if (!page) {
    const { noun } = kind.route;
    throw ApiError.invalid([
      {
        code: "out_of_range",
        field: "page",
        message: `this ${noun} has ${pages.length} page${pages.length === 1 ? "" : "s"}`,
        expected: `1–${pages.length}`,
        received: String(task.page),
      },
    ]);
  }
  const name = documentFileName(filename, format, { number: task.page, title: page.title });
  if (format === "svg") return { bytes: new TextEncoder().encode(page.svg), filename: name };
  checkPixels(page, format, scale);
  const bytes = await encodeFile({ ...page, format, scale, author });
  return { bytes, filename: name };
}

/** Runs on a pool thread: the document's file, or the refusal of its body. */
export async function drawDocumentFile(task: DocumentTask): Promise<DocumentOutcome> {
  try {
    return { ok: true, ...(await drawn(task)) };
  } catch (error) {
    return refusalOf(error);
  }
}
