// Line-break opportunities: UAX #14 (the `linebreak` package) — between CJK characters, after spaces and
// hyphens, never before closing punctuation — plus word boundaries from Intl.Segmenter inside Thai, Lao,
// Khmer and Myanmar, which UAX #14 leaves to a dictionary. Korean keeps its words whole (CSS
// `word-break: keep-all`): it spaces words, and a break inside one reads as a typo.
import LineBreaker from "linebreak";
import { Doorkeeper } from "../../cache/doorkeeper.js";
import { Lru } from "../../cache/lru.js";
import { defaultCaches } from "../../cache/regions.js";

/** Letters of the scripts written without spaces between words (line-break class SA). */
const SA = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const words = new Intl.Segmenter("th", { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Text whose only line-break opportunities (UAX #14) are after runs of spaces, except before `.` `,` `:` `;`
 * (infix separators, which a line never starts with): Latin letters, digits, those separators, `&` and `'`.
 * Most titles and names are; they are cut without the line breaker, which takes ~2.5 µs on a title.
 */
const SPACE_BROKEN = /^[A-Za-z0-9 .,:;&']*$/;
const SEPARATORS = ".,:;";

/** A SPACE_BROKEN paragraph cut after each run of spaces that a separator does not follow. */
function afterSpaces(paragraph: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (let i = 1; i < paragraph.length; i++) {
    const next = paragraph[i] as string;
    if (paragraph[i - 1] === " " && next !== " " && !SEPARATORS.includes(next)) {
      pieces.push(paragraph.slice(from, i));
      from = i;
    }
  }
  if (from < paragraph.length) pieces.push(paragraph.slice(from));
  return pieces;
}

/**
 * Paragraphs the line breaker cut, kept from the second time they are asked for: a team slide measures each
 * name and role in every arrangement it tries, on every request. Bounded by bytes (region "line-breaks").
 */
let CUT: Lru<readonly string[]> | undefined;
/** Estimated heap bytes of a kept cut besides its texts, and of each piece (a sliced string and its slot). */
const CUT_BYTES = 160;
const PIECE_BYTES = 40;
const cutBefore = new Doorkeeper(8192);

/** `paragraph` cut where a line may end; each piece keeps its trailing spaces, and the pieces join to it. */
export function breakPieces(paragraph: string): readonly string[] {
  if (SPACE_BROKEN.test(paragraph)) return afterSpaces(paragraph);
  CUT ??= new Lru(defaultCaches().region("line-breaks"));
  let pieces = CUT.get(paragraph);
  if (pieces === undefined) {
    pieces = lineBreakerPieces(paragraph);
    if (cutBefore.admitText(paragraph))
      CUT.set(paragraph, pieces, CUT_BYTES + 2 * paragraph.length + PIECE_BYTES * pieces.length);
  }
  return pieces;
}

/** breakPieces by the line breaker and the word segmenter, whatever the text (what afterSpaces stands in for). */
export function lineBreakerPieces(paragraph: string): string[] {
  const positions = new Set<number>();
  const breaker = new LineBreaker(paragraph);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) positions.add(next.position);
  if (SA.test(paragraph)) {
    for (const { index } of words.segment(paragraph)) {
      const before = paragraph.slice(Math.max(0, index - 2), index);
      const after = paragraph.slice(index, index + 2);
      if (index > 0 && SA.test(before.at(-1) ?? "") && SA.test(after[0] ?? "")) positions.add(index);
    }
  }
  const cuts = [...positions]
    .filter((p) => p > 0 && p < paragraph.length)
    .filter((p) => !(HANGUL.test(paragraph[p - 1] ?? "") && HANGUL.test(paragraph[p] ?? "")))
    .sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(paragraph.slice(from, cut));
    from = cut;
  }
  pieces.push(paragraph.slice(from));
  return pieces.filter((piece) => piece !== "");
}

/**
 * Characters each of which is a grapheme cluster of its own next to any other of them (UAX #29: none is CR or
 * LF, an extending or spacing mark, a joiner, a prepend, Hangul or a regional indicator). A text of only these
 * (most Latin titles) is cut into characters without the segmenter, which costs ~0.4 µs a cluster.
 */
export const SINGLE_CLUSTER_CHARACTERS = /[\u0020-\u007e\u00a0-\u024f\u2010-\u2027\u2030-\u205e\u20ac]/u;
const ONLY_SINGLE_CLUSTERS = new RegExp(`^${SINGLE_CLUSTER_CHARACTERS.source}*$`, "u");

/** The user-perceived characters of `text` (a base with its marks, an emoji sequence) and where each starts. */
export function graphemeClusters(text: string): { segment: string; index: number }[] {
  if (!ONLY_SINGLE_CLUSTERS.test(text)) return [...graphemes.segment(text)];
  const clusters: { segment: string; index: number }[] = [];
  for (let index = 0; index < text.length; index++) clusters.push({ segment: text[index] as string, index });
  return clusters;
}

/** The user-perceived characters of `text`, where a word wider than its line may be broken. */
export const clustersOf = (text: string): string[] => graphemeClusters(text).map((s) => s.segment);
