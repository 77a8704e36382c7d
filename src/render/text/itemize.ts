// Itemization: which file of a face's chain draws each character cluster. A cluster (a user-perceived
// character: a base with its marks, an emoji sequence) goes to the first family of the chain that covers it
// — the brand family first, so a Latin title with one Japanese word keeps its face for the Latin, then the
// Noto family of each script, then the symbol faces, then Noto Emoji — and, within that family, to the first
// subset file whose unicode ranges hold it. Emoji (in emoji presentation) go to Noto Emoji first; a symbol
// outside the CJK blocks tries the symbol faces before the CJK families, whose arrows, stars and operators
// are full-width forms set for CJK text. A space stays in the script family of the character before it, so
// Arabic or Thai words keep their own spacing. The choice reads only the registry's ranges, so the Studio can
// list the files a text needs before it has any of them.
import { graphemeClusters } from "./breaks.js";
import type { ChainSlug, FaceChain } from "./faces.js";
import { CJK_ORDER, EMOJI_PACKAGE, type HanLocale, SYMBOL_PACKAGES } from "./registry.js";

export interface Cluster {
  /** Offset of the cluster in the (NFC) text, in UTF-16 units. */
  start: number;
  /** What is shaped: the cluster's characters, less invisible ones its file cannot map. */
  text: string;
  /** Index into the chain's files, or -1 when no bundled file covers the cluster. */
  file: number;
}

/** Code point ranges that draw nothing (joiners, bidi marks, variation selectors, tags): a file may lack them. */
const IGNORABLE_RANGES: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const ignorable = (point: number): boolean => IGNORABLE_RANGES.some(([lo, hi]) => point >= lo && point <= hi);

const SPACE = /^[ \u00a0]$/u;

/** A cluster shown as an emoji: emoji presentation, an explicit emoji selector, a keycap or a flag. */
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\ufe0f|\u20e3|\p{Extended_Pictographic}\u200d/u;

/** A cluster that starts with a symbol: an arrow, operator, star, dingbat, shape or currency sign. */
const SYMBOL = /^\p{S}/u;
/** Hangul, CJK and fullwidth blocks: their symbols (〒, ＋, ㈱) belong with the CJK text around them. */
const CJK_BLOCKS: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff],
  [0x2e80, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7ff],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe1f],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x1f200, 0x1f2ff],
  [0x20000, 0x3ffff],
];
const inCjkBlock = (point: number): boolean => CJK_BLOCKS.some(([lo, hi]) => point >= lo && point <= hi);

/** How a cluster orders the chain's families: an emoji, a symbol outside the CJK blocks, or anything else. */
type ClusterKind = "emoji" | "symbol" | "text";

function kindOf(segment: string): ClusterKind {
  if (EMOJI.test(segment) && !segment.includes("\ufe0e")) return "emoji";
  const first = segment.codePointAt(0) ?? 0;
  return SYMBOL.test(segment) && !inCjkBlock(first) ? "symbol" : "text";
}

const SYMBOL_FACES: ReadonlySet<ChainSlug> = new Set(SYMBOL_PACKAGES);

/** Which CJK forms a text wants: kana means Japanese, Hangul Korean, otherwise Simplified Chinese. */
export function hanLocale(text: string): HanLocale {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "ja";
  if (/\p{Script=Hangul}/u.test(text)) return "ko";
  return "zh";
}

/**
 * Family indices of a chain in the order a cluster tries them: brand families and the Noto family of each
 * script (chain order), the CJK families in the locale's order, the symbol faces, Noto Emoji. Emoji try Noto
 * Emoji first; symbols try the symbol faces before the CJK families.
 */
function familyOrder(chain: FaceChain, han: HanLocale, kind: ClusterKind): number[] {
  const cjk: readonly ChainSlug[] = CJK_ORDER[han];
  const indices = chain.families.map((_, i) => i);
  const rank = (i: number): number => {
    const slug = chain.families[i]?.slug ?? EMOJI_PACKAGE;
    if (slug === EMOJI_PACKAGE) return kind === "emoji" ? -1 : 3;
    if (SYMBOL_FACES.has(slug)) return kind === "symbol" ? 1 : 2;
    const at = cjk.indexOf(slug);
    return at < 0 ? 0 : (kind === "symbol" ? 2 : 1) + at / 10;
  };
  // Stable sort: brand and script families, and the symbol faces, keep their chain order.
  return indices.sort((a, b) => rank(a) - rank(b));
}

/** The first file of the first family (in `order`) that covers every visible code point of `points`. */
function fileFor(chain: FaceChain, order: readonly number[], points: readonly number[]): number {
  const visible = points.filter((p) => !ignorable(p));
  if (visible.length === 0) return 0;
  return fileIn(chain, order, visible);
}

function fileIn(chain: FaceChain, order: readonly number[], visible: readonly number[]): number {
  for (const f of order) {
    const family = chain.families[f];
    if (!family) continue;
    for (let i = family.first; i < family.end; i++) {
      const ranges = chain.files[i]?.subset.ranges;
      if (ranges && visible.every((p) => ranges.has(p))) return i;
    }
  }
  return -1;
}

/** What of `points` file `file` shapes: invisible characters it lacks are left out. */
function shapedText(chain: FaceChain, file: number, points: readonly number[]): string {
  const ranges = chain.files[file]?.subset.ranges;
  return String.fromCodePoint(...points.filter((p) => !ignorable(p) || ranges?.has(p)));
}

/** One cluster's drawing: the files (one, or one per character of a sequence no one file has) and the family. */
interface Choice {
  parts: { offset: number; text: string; file: number }[];
  family: number;
}

/** Per chain: each cluster's choice, by locale, the family before it (for spaces) and the cluster. */
const CHOICES = new WeakMap<FaceChain, Map<string, Choice>>();
/** Distinct clusters remembered per chain; past it the memo starts over (it only saves time). */
const MEMO_LIMIT = 50_000;

/** The clusters of `text` (already NFC) with the file each is drawn from. */
export function itemize(chain: FaceChain, text: string, han: HanLocale): Cluster[] {
  let memo = CHOICES.get(chain);
  if (!memo || memo.size > MEMO_LIMIT) {
    memo = new Map();
    CHOICES.set(chain, memo);
  }
  const clusters: Cluster[] = [];
  let family = -1;
  for (const { segment, index } of graphemeClusters(text)) {
    // Only a space depends on what comes before it.
    const space = SPACE.test(segment);
    const key = `${han}${space ? family : ""}\u0000${segment}`;
    let choice = memo.get(key);
    if (!choice) {
      choice = choose(chain, segment, han, space ? family : -1);
      memo.set(key, choice);
    }
    for (const part of choice.parts)
      clusters.push({ start: index + part.offset, text: part.text, file: part.file });
    family = choice.family;
  }
  return clusters;
}

/**
 * The family whose spaces a space after `file`'s cluster takes, or -1 for the usual order: a script's words
 * keep their own spacing, while a symbol face's spaces would only make a title's gaps uneven.
 */
function spacingFamily(chain: FaceChain, file: number): number {
  const family = chain.families.findIndex((f) => file >= f.first && file < f.end);
  const slug = chain.families[family]?.slug;
  return slug && SYMBOL_FACES.has(slug) ? -1 : family;
}

/** The file (or, for a sequence no one file has, the files) that draw one cluster. */
function choose(chain: FaceChain, segment: string, han: HanLocale, before: number): Choice {
  const points = [...segment].map((c) => c.codePointAt(0) ?? 0);
  const own = before >= 0 ? fileIn(chain, [before], points) : -1;
  const file = own >= 0 ? own : fileFor(chain, familyOrder(chain, han, kindOf(segment)), points);
  const family = spacingFamily(chain, file);
  if (file >= 0 || points.length === 1) {
    return {
      parts: [{ offset: 0, text: file >= 0 ? shapedText(chain, file, points) : segment, file }],
      family,
    };
  }
  // No one file has the whole cluster (a sequence a font lacks): its characters go one by one.
  const parts: Choice["parts"] = [];
  let offset = 0;
  for (const point of points) {
    const char = String.fromCodePoint(point);
    if (!ignorable(point)) {
      const order = familyOrder(chain, han, kindOf(char));
      parts.push({ offset, text: char, file: fileFor(chain, order, [point]) });
    }
    offset += char.length;
  }
  return { parts, family };
}

/**
 * The chain's files that `text` needs (NFC-normalized first, as the font book does) — with, for each family
 * it uses, the file of that family's spaces, since a template may join its pieces with one.
 */
export function filesForText(chain: FaceChain, text: string, han: HanLocale = hanLocale(text)): string[] {
  const files = new Set<number>();
  for (const cluster of itemize(chain, text.normalize("NFC"), han)) files.add(Math.max(0, cluster.file));
  for (const file of [...files]) {
    const family = spacingFamily(chain, file);
    if (family < 0) continue;
    for (const space of [0x20, 0xa0]) {
      const own = fileIn(chain, [family], [space]);
      if (own >= 0) files.add(own);
    }
  }
  return [...files].sort((a, b) => a - b).flatMap((file) => chain.files[file]?.path ?? []);
}
