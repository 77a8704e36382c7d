// Brand book: a multi-page editorial book of the shared identity — cover, story, logo, colour, type, graphic
// device, voice and applications — each section on or off with its own words, every page drawn by the same
// renderer as POST /api/brand-books (type outlined from the bundled faces). The preview shows every page in
// order; the book exports as a vector PDF (the writer loaded only when asked) and the chosen page as PNG.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../../src/catalog/identities/types.js";
import {
  BRAND_BOOK_DOCUMENT_KIND,
  BRAND_BOOK_DOCUMENT_VERSION,
  BRAND_BOOK_PAGE,
  BRAND_BOOK_SECTION_TITLES,
  BRAND_BOOK_TOOL_EXPORTS,
  type BrandBookDocument,
  brandBookDocumentSchema,
  enabledSections,
  type IdentityInput,
} from "../../../src/contract/index.js";
import {
  type BookPage,
  bookTexts,
  renderBookPage,
  renderBrandBook,
} from "../../../src/render/brand-book/index.js";
import { escapeXml } from "../../../src/svg/index.js";
import type { Control } from "../../runtime/controls.js";
import { StudioError } from "../../runtime/errors.js";
import { parsedSource } from "../../runtime/source.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { rasterize } from "../raster.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { brandBookControls } from "./controls.js";

const fresh = (identity: IdentityInput): BrandBookDocument =>
  brandBookDocumentSchema.parse({
    kind: BRAND_BOOK_DOCUMENT_KIND,
    version: BRAND_BOOK_DOCUMENT_VERSION,
    identity,
  });

/** The preview: each page as its SVG in a figure, captioned with its number and section. */
function pagesMarkup(pages: readonly BookPage[]): string {
  const figures = pages.map(
    (page, i) =>
      `<figure class="bb-page" data-section="${page.section}">${page.svg}<figcaption>${i + 1} · ${escapeXml(page.title)}</figcaption></figure>`,
  );
  return `<div class="brand-book" role="region" aria-label="Brand book pages">${figures.join("")}</div>`;
}

export const createBrandBookTool: ToolFactory = async (context, saved): Promise<Tool<BrandBookDocument>> => {
  const session = documentSession<BrandBookDocument>(
    {
      read: (input) => ({ doc: parsedSource(brandBookDocumentSchema, input) }),
      fresh: () => fresh(context.identity()),
      ...sharedIdentity<BrandBookDocument>(context),
      afresh: startsAfresh("Brand book"),
    },
    context,
    saved,
  );
  /** The page the PNG export draws, 1-based among the enabled sections (the tool's, not the document's). */
  let pngPage = 1;

  const identity = (): ResolvedIdentity => resolveIdentity(session.doc().identity);
  const fonts = (resolved: ResolvedIdentity, doc: BrandBookDocument) =>
    context.fonts([resolved.typography.mono], bookTexts(resolved, doc));

  const controls = (): Control[] => {
    const doc = session.doc();
    const pages = enabledSections(doc.sections);
    pngPage = Math.min(pngPage, pages.length);
    const page: Control = {
      label: "PNG page",
      kind: "select",
      value: pngPage,
      options: pages.map((_, i) => i + 1),
      optionLabels: Object.fromEntries(
        pages.map((name, i) => [i + 1, `${i + 1} · ${BRAND_BOOK_SECTION_TITLES[name]}`]),
      ),
      enabled: true,
      section: "Export",
      hint: "the page Download PNG draws; the PDF holds every page",
      commit: (value: unknown) => {
        const number = Number(value);
        if (!Number.isInteger(number) || number < 1 || number > pages.length)
          throw StudioError.of("invalid_request", `PNG page is one of 1–${pages.length}`, "PNG page");
        pngPage = number;
      },
    };
    return [...brandBookControls(doc, identity(), (next) => session.apply(next)), page];
  };

  return {
    id: "brand-book",
    exports: BRAND_BOOK_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => fresh(context.identity()),
    applySource: session.apply,
    controls,
    async render(element) {
      const doc = session.doc();
      const resolved = identity();
      const book = renderBrandBook(resolved, doc, await fonts(resolved, doc));
      element.innerHTML = pagesMarkup(book.pages);
    },
    async artifact(format): Promise<Artifact> {
      const doc = session.doc();
      const resolved = identity();
      const book = await fonts(resolved, doc);
      if (format === "png") {
        const sections = enabledSections(doc.sections);
        const section = sections[pngPage - 1] ?? sections[0];
        if (!section) throw StudioError.of("invalid_request", "the book has no page to draw", "sections");
        const page = renderBookPage(
          section,
          resolved,
          doc,
          book,
          Math.min(pngPage, sections.length),
          sections.length,
        );
        const blob = await rasterize(page.svg, page.width, page.height, "image/png");
        return {
          filename: `${resolved.slug}-brand-book-${pngPage}-${section}.png`,
          mimeType: MEDIA_TYPES.png,
          bytes: blob.size,
          width: page.width,
          height: page.height,
          blob,
        };
      }
      if (format !== "pdf")
        throw StudioError.of(
          "invalid_request",
          `Brand book exports ${BRAND_BOOK_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const drawn = renderBrandBook(resolved, doc, book);
      // The PDF writer (pdfkit) is loaded only when a PDF is asked for: it stays out of the tool's first load.
      const { pdfFromSvgPages } = await import("../../runtime/pdf.js");
      const bytes = await pdfFromSvgPages(drawn.pages, { title: drawn.title, author: drawn.author });
      const blob = new Blob([bytes as BlobPart], { type: MEDIA_TYPES.pdf });
      return {
        filename: drawn.filename,
        mimeType: MEDIA_TYPES.pdf,
        bytes: blob.size,
        width: BRAND_BOOK_PAGE.width,
        height: BRAND_BOOK_PAGE.height,
        blob,
      };
    },
  };
};
