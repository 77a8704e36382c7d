// Blocks laid out before, per font book: a footer, a body or a label repeats across requests that differ
// elsewhere, and laying it out again is most of what placing it costs. Looked up by face and text (the text
// string's hash is kept with it, so a repeated lookup hashes nothing), then by the rest of the spec compared
// field by field: building a key of every field cost more than the lookup saved. A text is kept from its second
// layout on (see Doorkeeper).

import type { CacheRegion } from "../../cache/cache-set.js";
import { Doorkeeper } from "../../cache/doorkeeper.js";
import { Lru } from "../../cache/lru.js";
import type { Face, FontBook } from "./book.js";
import type { TextBlock, TextSpec } from "./layout.js";

/** Texts remembered per face as laid out once (see Doorkeeper). */
const SEEN_TEXTS = 4096;
/** Specs kept per face and text (the same words measured at a few sizes, or set in a few boxes). */
const VARIANTS = 8;
/** Estimated heap bytes of a kept block besides its text, of each of its lines, and of each line's glyph. */
const BLOCK_BYTES = 600;
const LINE_BYTES = 200;
const GLYPH_BYTES = 112;

interface Variant {
  readonly spec: TextSpec;
  readonly block: TextBlock;
}

/** Whether two specs of the same face and text lay out the same block (every field but text and role). */
const sameLayout = (a: TextSpec, b: TextSpec): boolean =>
  a.box.x === b.box.x &&
  a.box.y === b.box.y &&
  a.box.width === b.box.width &&
  a.box.height === b.box.height &&
  a.size === b.size &&
  a.minSize === b.minSize &&
  a.lineHeight === b.lineHeight &&
  a.maxLines === b.maxLines &&
  a.align === b.align &&
  a.alignFor === b.alignFor &&
  a.verticalAlign === b.verticalAlign &&
  a.direction === b.direction &&
  a.han === b.han &&
  a.balance === b.balance &&
  a.letterSpacing === b.letterSpacing &&
  a.uppercase === b.uppercase;

/** A face's kept blocks by text, and the texts it has laid out lately. */
interface FaceBlocks {
  readonly texts: Lru<Variant[]>;
  readonly seen: Doorkeeper;
}

class LaidOut {
  readonly #byFace = new Map<string, FaceBlocks>();

  /** Blocks kept in `region` (the book's cache set's "laid-out-text"). */
  constructor(readonly region: CacheRegion) {}

  /** The block `lay` makes for `spec` in `face`: a text laid out a second time is kept. */
  get(face: Face, spec: TextSpec, lay: () => TextBlock): TextBlock {
    let blocks = this.#byFace.get(face.key);
    if (!blocks) {
      blocks = { texts: new Lru(this.region), seen: new Doorkeeper(SEEN_TEXTS) };
      this.#byFace.set(face.key, blocks);
    }
    const { texts, seen } = blocks;
    const variants = texts.get(spec.text);
    const hit = variants?.find((variant) => sameLayout(variant.spec, spec));
    if (hit) return hit.block;
    const block = lay();
    // A block drawn without a file the edge has yet to fetch shows it as missing: it is laid out again later.
    if (block.missingGlyphs.length > 0) return block;
    // A text seen once (a new title) is most often never seen again: keeping it would cost the collector
    // and push out one that repeats (a footer, an agenda item).
    if (!variants && !seen.admitText(spec.text)) return block;
    // The spec is copied: callers may reuse theirs.
    const variant = { spec: { ...spec, box: { ...spec.box } }, block };
    if (!variants) {
      // Counted as if it held every variant it may come to hold.
      const glyphs = block.lines.reduce((sum, line) => sum + line.run.glyphs.length, 0);
      const bytes =
        VARIANTS *
        (BLOCK_BYTES + 2 * spec.text.length + LINE_BYTES * block.lines.length + GLYPH_BYTES * glyphs);
      texts.set(spec.text, [variant], bytes);
    } else {
      if (variants.length >= VARIANTS) variants.shift();
      variants.push(variant);
    }
    return block;
  }
}

const BOOKS = new WeakMap<FontBook, LaidOut>();

/** The laid-out blocks kept for `book`. */
export function laidOutFor(book: FontBook): LaidOut {
  let laidOut = BOOKS.get(book);
  if (!laidOut) {
    laidOut = new LaidOut(book.caches.region("laid-out-text"));
    BOOKS.set(book, laidOut);
  }
  return laidOut;
}
