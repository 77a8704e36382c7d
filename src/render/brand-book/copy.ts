// The words of a brand book: each section's fields as the document sets them, else the identity's own (its
// tagline, positioning, mission, pillars, voice and graphic device), so an identity alone makes a whole book.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import {
  BRAND_BOOK_MAX_LINES,
  BRAND_BOOK_SECTION_TITLES,
  type BrandBookDocument,
  type BrandBookSection,
  enabledSections,
} from "../../contract/index.js";

export interface BookCopy {
  cover: { title: string; subtitle: string; edition: string };
  story: { positioning: string; mission: string; audience: string; pillars: readonly string[] };
  logo: { note: string };
  colour: { note: string };
  type: { sample: string; note: string };
  device: { description: string };
  voice: { tone: readonly string[]; do: readonly string[]; dont: readonly string[] };
  applications: { headline: string; body: string };
}

const first = (items: readonly string[]) => items.slice(0, BRAND_BOOK_MAX_LINES);
/** A sentence's first letter in capitals (the identity's avoid-lines are written as fragments). */
const capital = (line: string) => line.charAt(0).toUpperCase() + line.slice(1);

/** Every text a book of `doc` sets, resolved. */
export function bookCopy(identity: ResolvedIdentity, doc: BrandBookDocument): BookCopy {
  const { sections: s } = doc;
  const { strategy, voice } = identity;
  return {
    cover: {
      title: s.cover.title ?? identity.name,
      subtitle: s.cover.subtitle ?? identity.tagline,
      edition: s.cover.edition,
    },
    story: {
      positioning: s.story.positioning ?? identity.positioning,
      mission: s.story.mission ?? strategy.mission,
      audience: strategy.audience,
      pillars: s.story.pillars ?? first(strategy.pillars),
    },
    logo: {
      note:
        s.logo.note ??
        `Keep the clear space free of type and images. Use the logo made for the ground: the dark one on light grounds, the light one on dark. Never stretch, rotate or recolour it.`,
    },
    colour: {
      note:
        s.colour.note ??
        `Ink on paper for reading, the accent for the one thing to notice. Each figure is its contrast on the paper: set text only where it reaches 4.5:1.`,
    },
    type: {
      sample: s.type.sample ?? identity.tagline,
      note:
        s.type.note ??
        `The display face for headlines, the text face for reading, the mono face for figures and code. Sizes step by the type scale.`,
    },
    device: { description: s.device.description ?? identity.graphicDevice },
    voice: {
      tone: s.voice.tone ?? first(voice.tone),
      do: s.voice.do ?? first(voice.principles),
      dont: s.voice.dont ?? first(voice.avoid).map(capital),
    },
    applications: { headline: s.applications.headline ?? identity.tagline, body: strategy.mission },
  };
}

/** Every string a book sets, for a browser to fetch the faces and fallback files they need before drawing. */
export function bookTexts(identity: ResolvedIdentity, doc: BrandBookDocument): string[] {
  const copy = bookCopy(identity, doc);
  const titles = enabledSections(doc.sections).map(
    (name: BrandBookSection) => BRAND_BOOK_SECTION_TITLES[name],
  );
  const words = Object.values(copy).flatMap((fields) =>
    Object.values(fields).flatMap((value) => (Array.isArray(value) ? value : [String(value)])),
  );
  return [identity.name, identity.website, ...titles, ...words, FIGURES];
}

/** Figures and labels the pages set beside the copy (hex values, ratios, sizes); ticks and crosses are drawn. */
const FIGURES =
  "0123456789 #abcdef ABCDEF :.,·×–—/%() Aa oklch Do Don't Clear space Display Text Mono Tone On ink On accent";
