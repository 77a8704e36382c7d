// A validated deck → its file: each slide made by the slides template exactly as POST /api/generate makes it
// (same request, same SVG), then the SVGs laid out as one PDF or one PPTX. Pure: the same deck gives the same
// bytes.
import { resolveIdentity } from "../catalog/identities/index.js";
import {
  DECK_CANVAS,
  type DeckFormat,
  type DeckRequest,
  type DeckSlide,
  type TemplateRequest,
  type Warning,
} from "../contract/index.js";
import { svgPagesToPdf } from "../render/files/pdf.js";
import { svgSlidesToPptx } from "../render/files/pptx.js";
import { svgTitle } from "../render/files/svg-title.js";
import type { FontBook } from "../render/text/index.js";
import { generate } from "./generate.js";

export interface DeckFile {
  readonly bytes: Uint8Array;
  readonly filename: string;
  /** Each slide's warnings at its path (`slides.3.title`); the identity's once. */
  readonly warnings: readonly Warning[];
}

/** The slides template request a slide stands for: its own fields over the deck's settings. */
export function slideRequest(deck: DeckRequest, slide: DeckSlide): TemplateRequest {
  const { settings } = deck;
  const given = {
    identity: deck.identity,
    title: slide.title,
    body: slide.body,
    background: slide.background ?? settings.background,
    foreground: slide.foreground ?? settings.foreground,
    backgroundImageDataUrl: slide.backgroundImageDataUrl,
    partnerLogoDataUrl: slide.partnerLogoDataUrl,
    partnerId: slide.partnerId,
  };
  // Left out when not given, as validation leaves a generate request: the renderer sees the same request.
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return {
    kind: "template",
    template: "slides",
    output: "raw",
    slideLayout: slide.layout,
    texture: slide.texture ?? settings.texture,
    ...defined,
  };
}

/** A deck's file name: the identity's slug, the slide count and size, the format's extension. */
export const deckFilename = (slug: string, slides: number, format: DeckFormat) =>
  `${slug}-deck-${slides}-slides-${DECK_CANVAS.width}x${DECK_CANVAS.height}.${format}`;

interface SlideArt {
  readonly svg: string;
  readonly title: string;
  readonly author: string;
}

function slideArt(deck: DeckRequest, fonts: FontBook, warnings: Map<string, Warning>): SlideArt[] {
  return deck.slides.map((slide, index) => {
    const { source } = generate(slideRequest(deck, slide), fonts);
    if (!source) throw new Error("the slides template made no SVG"); // a template always does
    for (const warning of source.warnings) {
      const field = warning.field.startsWith("identity") ? warning.field : `slides.${index}.${warning.field}`;
      warnings.set(`${warning.code}=${field}`, { ...warning, field });
    }
    const svg = typeof source.svg === "string" ? source.svg : source.svg.pieces.join("");
    return { svg, title: svgTitle(svg), author: source.author };
  });
}

/** The deck as `format`; a deck's title is its first slide's (a title slide without one shows the name). */
export async function renderDeck(deck: DeckRequest, format: DeckFormat, fonts: FontBook): Promise<DeckFile> {
  const warnings = new Map<string, Warning>();
  const art = slideArt(deck, fonts, warnings);
  const author = art[0]?.author ?? "";
  const meta = { title: art[0]?.title ?? author, author, ...DECK_CANVAS };
  const bytes =
    format === "pdf"
      ? await svgPagesToPdf(
          art.map(({ svg, title }) => ({ svg, title, ...DECK_CANVAS })),
          meta,
        )
      : await svgSlidesToPptx(
          art.map(({ svg, title }, index) => {
            const notes = deck.slides[index]?.notes;
            return notes === undefined ? { svg, title } : { svg, title, notes };
          }),
          meta,
        );
  const { slug } = resolveIdentity(deck.identity);
  return {
    bytes,
    filename: deckFilename(slug, deck.slides.length, format),
    warnings: [...warnings.values()],
  };
}
