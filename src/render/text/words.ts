// Shaping a line word by word. Real traffic repeats words far more than lines ("part 12" and "part 13" share
// "part "), and fontkit shapes a new 7-character word in ~100 µs, so a line is put together from shaped words
// (each cached) instead of being shaped whole. That is only done where the result is the same: left to right
// (joining scripts join nothing across a space, so Devanagari lines qualify), split after spaces, a word
// without a letter kept with its neighbours, and each seam checked once by shaping the word before it with the
// start of the word after it: kerning across the space (Source Serif kerns " T") is carried over, and any
// other change across it (Inter spaces a comma by what follows the space) shapes the two words together.
// test/render/text/words.test.ts holds every bundled face to whole-line shaping.
import type { ShapedGlyph, ShapedRun } from "./book.js";

/** A mark, joiner, selector or emoji modifier: it belongs to the character before it. */
const ATTACHED = /[\p{M}\p{Cf}\p{Emoji_Modifier}]/u;

/** Whether the character at `i` belongs to the one before it (below U+0300 only the soft hyphen does). */
function attachedAt(text: string, i: number): boolean {
  const point = text.codePointAt(i) ?? 0;
  return point === 0xad || (point >= 0x300 && ATTACHED.test(String.fromCodePoint(point)));
}

const SPACE = 0x20;

/** A word with a letter stands alone; one without (a number, a dash, a quote, "…") goes with its neighbours. */
const STRONG = /\p{L}/u;

/**
 * `text` cut after runs of spaces into words (each keeps its trailing spaces), a word without a letter kept
 * with the words either side of it: Inter spaces digits, "…" and "–" by the case of the nearest letter,
 * looking past spaces, numbers and punctuation to find it. One piece when there is no cut.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let from = 0;
  let glue = false;
  const push = (word: string) => {
    const strong = STRONG.test(word);
    if (words.length > 0 && (glue || !strong)) words[words.length - 1] += word;
    else words.push(word);
    glue = !strong;
  };
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i - 1) !== SPACE || text.charCodeAt(i) === SPACE) continue;
    if (attachedAt(text, i)) continue;
    push(text.slice(from, i));
    from = i;
  }
  push(text.slice(from));
  return words;
}

/** The first two characters of `word` with their marks: as far as a seam reaches into the word after it. */
export function headOf(word: string): string {
  let end = 0;
  for (let chars = 0; chars < 2 && end < word.length; chars++) {
    do end += (word.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
    while (end < word.length && attachedAt(word, end));
  }
  return word.slice(0, end);
}

/** What joining two words changes: the pen moves by `kern` more, and `gaps` letter-spacing gaps open. */
export interface Seam {
  kern: number;
  gaps: number;
}

/**
 * The seam between `tail` and `head` shaped apart and `together`, or undefined when shaping them together
 * changes more than the advance at the join (another glyph, another offset).
 */
export function seamOf(tail: ShapedRun, head: ShapedRun, together: ShapedRun): Seam | undefined {
  const apart = [...tail.glyphs, ...head.glyphs];
  if (apart.length !== together.glyphs.length) return undefined;
  const kern = together.advance - tail.advance - head.advance;
  for (let i = 0; i < apart.length; i++) {
    const a = apart[i] as ShapedGlyph;
    const b = together.glyphs[i] as ShapedGlyph;
    const shift = i < tail.glyphs.length ? 0 : tail.advance + kern;
    if (a.font !== b.font || a.id !== b.id || a.yOffset !== b.yOffset || a.x + shift !== b.x)
      return undefined;
  }
  return { kern, gaps: together.gaps - tail.gaps - head.gaps };
}

/** A line's advance and gaps from its words' runs and the seams between them. */
export function joinedMetrics(
  runs: readonly ShapedRun[],
  seams: readonly Seam[],
): { advance: number; gaps: number } {
  let advance = 0;
  let gaps = 0;
  runs.forEach((run, i) => {
    const seam = seams[i - 1];
    advance += run.advance + (seam?.kern ?? 0);
    gaps += run.gaps + (seam?.gaps ?? 0);
  });
  return { advance, gaps };
}

/** The run of a line put together from its words' runs and the seams between them. */
export function joinRuns(runs: readonly ShapedRun[], seams: readonly Seam[]): ShapedRun {
  const glyphs: ShapedGlyph[] = [];
  const missing: string[] = [];
  let advance = 0;
  let gaps = 0;
  runs.forEach((run, i) => {
    const seam = seams[i - 1];
    advance += seam?.kern ?? 0;
    gaps += seam?.gaps ?? 0;
    for (const glyph of run.glyphs) glyphs.push({ ...glyph, x: advance + glyph.x, gaps: gaps + glyph.gaps });
    advance += run.advance;
    gaps += run.gaps;
    missing.push(...run.missing);
  });
  return { glyphs, advance, gaps, missing };
}
