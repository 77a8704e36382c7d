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
  type BrandBookSection,
  brandBookDocumentSchema,
  documentFileName,
  enabledSections,
  type IdentityInput,
} from "../../../src/contract/index.js";
import {
  bookTexts,
  brandBookName,
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

/** Pages drawn before a render resolves; the rest follow a task each, so the first paint comes quickly. */
const FIRST_PAGES = 2;

/** A page's figure: its SVG, or an empty sheet of its size until it is drawn, captioned with its place. */
const figure = (section: BrandBookSection, number: number, svg = "") =>
  `<figure class="bb-page" data-section="${section}">${svg || '<div class="bb-pending" aria-hidden="true"></div>'}<figcaption>${number} · ${escapeXml(BRAND_BOOK_SECTION_TITLES[section])}</figcaption></figure>`;

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
  /** Renders started: a render's later pages are drawn only while it is the latest. */
  let renders = 0;
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
      const book = await fonts(resolved, doc);
      const sections = enabledSections(doc.sections);
      const draw = (i: number) =>
        renderBookPage(sections[i] as BrandBookSection, resolved, doc, book, i + 1, sections.length).svg;
      const figures = sections.map((section, i) => figure(section, i + 1, i < FIRST_PAGES ? draw(i) : ""));
      element.innerHTML = `<div class="brand-book" role="region" aria-label="Brand book pages">${figures.join("")}</div>`;
      const shown = element.firstElementChild;
      const run = ++renders;
      void (async () => {
        for (let i = FIRST_PAGES; i < sections.length; i++) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          // A newer render, or another tool, owns the element now.
          if (run !== renders || element.firstElementChild !== shown) return;
          const pending = shown?.children[i]?.querySelector(".bb-pending");
          if (pending) pending.outerHTML = draw(i);
        }
      })();
    },
    async artifact(format): Promise<Artifact> {
      const doc = session.doc();
      const resolved = identity();
      const book = await fonts(resolved, doc);
      if (format === "png") {
        const sections = enabledSections(doc.sections);
        const section = sections[pngPage - 1] ?? sections[0];
        if (!section) throw StudioError.of("invalid_request", "the book has no page to draw", "sections");
        const number = Math.min(pngPage, sections.length);
        const page = renderBookPage(section, resolved, doc, book, number, sections.length);
        const blob = await rasterize(page.svg, page.width, page.height, "image/png");
        return {
          filename: documentFileName(brandBookName(resolved), "png", { number, title: page.title }),
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
        filename: documentFileName(drawn.filename, "pdf"),
        mimeType: MEDIA_TYPES.pdf,
        bytes: blob.size,
        width: BRAND_BOOK_PAGE.width,
        height: BRAND_BOOK_PAGE.height,
        blob,
      };
    },
  };
};
