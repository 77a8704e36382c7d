// renderBrandBook: a Brand book document + identity + fonts → one SVG per enabled section, each a page of
// BRAND_BOOK_PAGE with its type outlined, drawn on the identity's paper in its faces. Pure: the same document,
// identity and fonts give the same bytes. The PDF (svgPagesToPdf) and PNG pages are made from these SVGs.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import {
  BRAND_BOOK_PAGE,
  BRAND_BOOK_SECTION_TITLES,
  type BrandBookDocument,
  type BrandBookSection,
  enabledSections,
} from "../../contract/index.js";
import { type Child, el, svgDocument } from "../../svg/index.js";
import type { DrawnDocument } from "../files/drawn-document.js";
import type { FontBook } from "../text/book.js";
import { type BookCopy, bookCopy } from "./copy.js";
import { H, PageKit, W } from "./kit.js";
import { applicationsPage } from "./pages/applications.js";
import { colourPage } from "./pages/colour.js";
import { coverPage } from "./pages/cover.js";
import { devicePage } from "./pages/device.js";
import { logoPage } from "./pages/logo.js";
import { storyPage } from "./pages/story.js";
import { typePage } from "./pages/type.js";
import { voicePage } from "./pages/voice.js";

export { bookTexts } from "./copy.js";

export interface BookPage {
  readonly section: BrandBookSection;
  /** The section's title: the PDF's outline entry and page label. */
  readonly title: string;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

export interface BrandBook extends DrawnDocument {
  readonly pages: readonly BookPage[];
}

/** The book's files' name: "{identity-slug}-brand-book". */
export const brandBookName = (identity: ResolvedIdentity): string => `${identity.slug}-brand-book`;

type Drawer = (kit: PageKit, copy: BookCopy, doc: BrandBookDocument) => Child[];

const DRAWERS: Readonly<Record<BrandBookSection, Drawer>> = {
  cover: (kit, copy, doc) => coverPage(kit, copy.cover, doc),
  story: (kit, copy) => storyPage(kit, copy.story),
  logo: (kit, copy, doc) => logoPage(kit, copy.logo, doc),
  colour: (kit, copy) => colourPage(kit, copy.colour),
  type: (kit, copy) => typePage(kit, copy.type),
  device: (kit, copy) => devicePage(kit, copy.device),
  voice: (kit, copy) => voicePage(kit, copy.voice),
  applications: (kit, copy, doc) => applicationsPage(kit, copy.applications, doc),
};

/** One section's page: `number` of `pages` (the cover carries no running head or folio). */
export function renderBookPage(
  section: BrandBookSection,
  identity: ResolvedIdentity,
  doc: BrandBookDocument,
  fonts: FontBook,
  number: number,
  pages: number,
): BookPage {
  const title = BRAND_BOOK_SECTION_TITLES[section];
  // The page's ids follow everything it may draw from: its section, the document and its place in the book.
  const kit = new PageKit(identity, fonts, { section, doc: { ...doc, identity: undefined }, number, pages });
  const copy = bookCopy(identity, doc);
  const body = DRAWERS[section](kit, copy, doc);
  const chrome = section === "cover" ? [] : kit.chrome(number, title, pages);
  const svg = svgDocument(
    {
      width: W,
      height: H,
      title:
        section === "cover" ? `${copy.cover.title}: ${copy.cover.edition}` : `${identity.name}: ${title}`,
      description: `Page ${number} of ${pages} of the ${identity.name} brand book`,
      ids: kit.ids,
    },
    [
      el("defs", {}, kit.glyphs.defs()),
      el("rect", { width: W, height: H, fill: identity.colors.paper }),
      body,
      chrome,
    ],
  ).toString();
  return { section, title, svg, ...BRAND_BOOK_PAGE };
}

/** Every enabled section's page, in print order. */
export function renderBrandBook(
  identity: ResolvedIdentity,
  doc: BrandBookDocument,
  fonts: FontBook,
): BrandBook {
  const sections = enabledSections(doc.sections);
  const pages = sections.map((section, i) =>
    renderBookPage(section, identity, doc, fonts, i + 1, sections.length),
  );
  return {
    pages,
    filename: brandBookName(identity),
    title: `${identity.name} brand book`,
    author: identity.name,
  };
}
