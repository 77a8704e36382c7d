// A new word of a Latin face laid out from advances and kerning pairs instead of by fontkit's full pass, with
// the same glyphs and positions. fontkit takes ~18 µs to lay out "part 1234567" (glyph records, a feature plan,
// a walk through every lookup), though for most words no substitution applies and pair kerning is the only
// positioning. Where that is shown, a run is its characters' glyphs at their advances plus, for each adjacent
// pair, what fontkit's pair lookups give it (kept per pair, found by laying the pair alone out with fontkit).
// It is shown for each adjacent pair of the run (and kept per pair):
// - no substitution of the run's features can apply at the first glyph with the second after it (each lookup's
//   subtables are read for what must follow the glyph it starts on, as far as one glyph);
// - no positioning but pair adjustment can apply there either;
// - and pair adjustments add up: fontkit applies each pair lookup at every glyph with the next one, skipping
//   none, so a glyph's position is its advance plus what its pair with the next gives the pair's first glyph
//   and its pair with the one before gives the second.
// Laying each pair out also shows fontkit changed none of its glyphs (else the run is left to it). Anything else
// (a ligature, a contextual form, a mark, a fraction, an ignorable character, another shaper) is left to
// fontkit. test/render/text/kerned-runs.test.ts holds every bundled file to fontkit's own layout.
import type { Font, Glyph } from "fontkit";
import { type AppliedLookups, appliedLookups, layoutGlyphs } from "./opentype-lookups.js";
import {
  type ClassDef,
  type ContextRule,
  classOf,
  coverageMap,
  digestOf,
  GPOS,
  GSUB,
  type Lookup,
  type Subtable,
} from "./opentype-tables.js";

/** A glyph's position as fontkit gives it, as far as runs read it (font units). */
export interface KernedPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface KernedLayout {
  glyphs: Glyph[];
  positions: KernedPosition[];
}

/**
 * Characters a kerned run may hold: Latin (Basic to Extended-B), general punctuation and currency signs — none
 * a mark, a default-ignorable character (fontkit hides those) or the fraction slash (it gives its neighbours
 * features of their own).
 */
const KERNABLE_CLASS =
  "[\\u0020-\\u007e\\u00a0-\\u00ac\\u00ae-\\u024f\\u2010-\\u2027\\u2030-\\u2043\\u2045-\\u205e\\u20a0-\\u20c0]";
const KERNABLE = new RegExp(`^${KERNABLE_CLASS}+$`, "u");
const KERNABLE_CHAR = new RegExp(`^${KERNABLE_CLASS}$`, "u");

/** fontkit's script for such text: Latin when it has a Latin letter, else unknown (no letter at all). */
const LATIN = /\p{Script=Latin}/u;

/** The glyph after the last: none. Glyph ids are 16-bit, and 0xFFFF is never one. */
const NONE = 0xffff;

/** What a pair's lookups add to its two glyphs: x advance, x offset and y offset of each. */
type Adjustment = readonly [number, number, number, number, number, number];

const pairKey = (first: number, second: number) => first * 0x10000 + second;

/** The glyph a lookup must find after the current one, given as a test; null when it needs none. */
type Follower = (glyph: number) => boolean;

const ofClass =
  (classDef: ClassDef | undefined, wanted: number): Follower =>
  (glyph) =>
    classDef !== undefined && classOf(classDef, glyph) === wanted;

/** A test for the glyph or class `value`. */
type TestOf = (value: number) => Follower;

/** The first glyph a context rule needs after the current one (its input's, else its lookahead's), or null. */
function ruleFollower(rule: ContextRule, input: TestOf, lookahead: TestOf = input): Follower | null {
  const rest = rule.input ?? rule.classes ?? [];
  if (rest.length > 0) return input(rest[0] as number);
  const ahead = rule.lookahead ?? [];
  return ahead.length > 0 ? lookahead(ahead[0] as number) : null;
}

/**
 * Whether `table` (of lookup type `type`) can apply at `first` followed by `second` (NONE: nothing follows).
 * Reads what must follow as far as one glyph; anything it cannot read can apply.
 */
function canApply(type: number, table: Subtable, gpos: boolean, first: number, second: number): boolean {
  const kinds = gpos ? GPOS : GSUB;
  if (type === kinds.extension)
    return table.extension ? canApply(table.lookupType ?? 0, table.extension, gpos, first, second) : true;
  // Whether any rule can apply: it needs nothing after the glyph, or what it needs is `second`.
  const anyFollows = (rules: readonly ContextRule[] | null | undefined, input: TestOf, lookahead?: TestOf) =>
    (rules ?? []).some((rule) => {
      const test = ruleFollower(rule, input, lookahead);
      return test === null || (second !== NONE && test(second));
    });
  const index = table.coverage ? (coverageMap(table.coverage).get(first) ?? -1) : -1;
  if (!gpos && type === 4) {
    if (index < 0 || !table.ligatureSets) return index >= 0;
    return table.ligatureSets
      .get(index)
      .some(({ components }) => components.length === 0 || (second !== NONE && components[0] === second));
  }
  if (type === kinds.context || type === kinds.chaining) {
    const chaining = type === kinds.chaining;
    if (table.version === 3) {
      const input = (chaining ? table.inputCoverage : table.coverages) ?? [];
      if (!input[0] || !coverageMap(input[0]).has(first)) return false;
      const next = input[1] ?? (chaining ? table.lookaheadCoverage?.[0] : undefined);
      return next === undefined || (second !== NONE && coverageMap(next).has(second));
    }
    if (index < 0) return false;
    if (table.version === 1) {
      const byGlyph: TestOf = (glyph) => (candidate) => candidate === glyph;
      return anyFollows((chaining ? table.chainRuleSets : table.ruleSets)?.[index], byGlyph);
    }
    if (table.version === 2) {
      const classDef = chaining ? table.inputClassDef : table.classDef;
      if (!classDef) return true;
      const rules = (chaining ? table.chainClassSet : table.classSet)?.[classOf(classDef, first)];
      return anyFollows(
        rules,
        (value) => ofClass(classDef, value),
        (value) => ofClass(table.lookaheadClassDef, value),
      );
    }
    return true;
  }
  // Other types start on their coverage alone.
  return true;
}

/** Whether any subtable of `lookup` can apply at `first` followed by `second`. */
function lookupApplies(lookup: Lookup, gpos: boolean, first: number, second: number): boolean {
  const digest = digestOf(lookup, gpos);
  if (digest !== null && !digest.has(first)) return false;
  // A lookup that skips base glyphs would pair glyphs further apart than the next one.
  if (lookup.flags.flags?.ignoreBaseGlyphs) return true;
  return lookup.subTables.some((table) => canApply(lookup.lookupType, table, gpos, first, second));
}

/** Pair adjustment, directly or through extensions, pairing a glyph with the very next one. */
const isPairLookup = (lookup: Lookup): boolean =>
  !lookup.flags.flags?.ignoreBaseGlyphs &&
  (lookup.lookupType === 2 ||
    (lookup.lookupType === GPOS.extension && lookup.subTables.every((table) => table.lookupType === 2)));

/** What a pair adds when nothing follows a run's last glyph: nothing. */
const NO_ADJUSTMENT: Adjustment = [0, 0, 0, 0, 0, 0];

/**
 * Pairs kept over every face and script (each ~150 bytes with its Map slot) before all are forgotten: text a
 * server sees meets a few thousand pairs a face, but random strings could meet every pair of every face.
 */
const PAIR_LIMIT = 65_536;
let pairsKept = 0;
/** Bumped when the pairs kept reach the limit: each face's kerning forgets its pairs when it next sees it. */
let pairsGeneration = 0;

/** One face file's kerned runs of one script. */
class Kerning {
  readonly #font: Font;
  readonly #script: string;
  readonly #gsub: readonly Lookup[];
  /** GPOS lookups other than pair adjustment. */
  readonly #gpos: readonly Lookup[];
  /** Whether a glyph can stand in a kerned run (its GDEF class and the characters fontkit has it for). */
  readonly #glyphs = new Map<number, boolean>();
  /**
   * Per pair of glyphs (the second NONE after a run's last): what fontkit's pair lookups add to it, or null
   * where its pass may do more than that (the run is left to fontkit).
   */
  readonly #pairs = new Map<number, Adjustment | null>();
  #generation = pairsGeneration;

  constructor(font: Font, script: string, applied: AppliedLookups) {
    this.#font = font;
    this.#script = script;
    this.#gsub = applied.gsub;
    this.#gpos = applied.gpos.filter((lookup) => !isPairLookup(lookup));
  }

  layout(text: string): KernedLayout | undefined {
    const glyphs = this.#font.glyphsForString(text);
    for (const glyph of glyphs) if (!this.#kernable(glyph)) return undefined;
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, xOffset: 0, yOffset: 0 }));
    for (let i = 0; i < glyphs.length; i++) {
      const adjustment = this.#pair(glyphs[i] as Glyph, glyphs[i + 1]);
      if (adjustment === null) return undefined;
      if (adjustment === NO_ADJUSTMENT) continue;
      const [first, second] = [positions[i] as KernedPosition, positions[i + 1] as KernedPosition];
      first.xAdvance += adjustment[0];
      first.xOffset += adjustment[1];
      first.yOffset += adjustment[2];
      second.xAdvance += adjustment[3];
      second.xOffset += adjustment[4];
      second.yOffset += adjustment[5];
    }
    return { glyphs, positions };
  }

  /**
   * A glyph fontkit treats as a plain base: neither a mark nor a ligature (GDEF, or without it its characters),
   * and known for one kernable character (fontkit keeps the characters a glyph was first drawn for, and hides
   * or fractions by them).
   */
  #kernable(glyph: Glyph): boolean {
    let kernable = this.#glyphs.get(glyph.id);
    if (kernable === undefined) {
      const points = glyph.codePoints;
      const classes = (this.#font as unknown as { GDEF?: { glyphClassDef?: ClassDef } }).GDEF?.glyphClassDef;
      const glyphClass = classes ? classOf(classes, glyph.id) : 0;
      kernable =
        points.length === 1 &&
        KERNABLE_CHAR.test(String.fromCodePoint(points[0] as number)) &&
        glyphClass < 2;
      this.#glyphs.set(glyph.id, kernable);
    }
    return kernable;
  }

  /** What the pair `first`, `second` (undefined: `first` ends the run) adds, or null (see #pairs); kept. */
  #pair(first: Glyph, second: Glyph | undefined): Adjustment | null {
    if (this.#generation !== pairsGeneration) {
      this.#pairs.clear();
      this.#generation = pairsGeneration;
    }
    const key = pairKey(first.id, second?.id ?? NONE);
    let adjustment = this.#pairs.get(key);
    if (adjustment === undefined) {
      adjustment = !this.#isClear(first.id, second?.id ?? NONE)
        ? null
        : second
          ? this.#adjustment(first, second)
          : NO_ADJUSTMENT;
      if (++pairsKept > PAIR_LIMIT) {
        pairsKept = 0;
        pairsGeneration++;
      }
      this.#pairs.set(key, adjustment);
    }
    return adjustment;
  }

  /** Whether nothing but pair adjustment can apply at `first` followed by `second`. */
  #isClear(first: number, second: number): boolean {
    return (
      !this.#gsub.some((lookup) => lookupApplies(lookup, false, first, second)) &&
      !this.#gpos.some((lookup) => lookupApplies(lookup, true, first, second))
    );
  }

  /** What fontkit's pair lookups add to a pair, from its layout of the pair alone (null: it changed glyphs). */
  #adjustment(first: Glyph, second: Glyph): Adjustment | null {
    const run = layoutGlyphs(this.#font, [first, second], this.#script);
    const [a, b] = run.positions;
    const same = run.glyphs.length === 2 && run.glyphs[0]?.id === first.id && run.glyphs[1]?.id === second.id;
    return same && a && b
      ? [
          a.xAdvance - first.advanceWidth,
          a.xOffset,
          a.yOffset,
          b.xAdvance - second.advanceWidth,
          b.xOffset,
          b.yOffset,
        ]
      : null;
  }
}

/** Per tuned font, per script: its kerning, or null when its runs are left to fontkit. */
const KERNING = new WeakMap<Font, Map<string, Kerning | null>>();

function kerningOf(font: Font, script: string): Kerning | null {
  let byScript = KERNING.get(font);
  if (!byScript) {
    byScript = new Map();
    KERNING.set(font, byScript);
  }
  let kerning = byScript.get(script);
  if (kerning === undefined) {
    const applied = appliedLookups(font, script);
    kerning = applied ? new Kerning(font, script, applied) : null;
    byScript.set(script, kerning);
  }
  return kerning;
}

/**
 * fontkit's layout of `text` left to right in a tuned `font` (`font.layout(text, [], undefined, undefined,
 * "ltr")`), when it is only advances and pair kerning; undefined when fontkit must lay it out.
 */
export function kernedLayout(font: Font, text: string): KernedLayout | undefined {
  if (!KERNABLE.test(text)) return undefined;
  return kerningOf(font, LATIN.test(text) ? "latn" : "zzzz")?.layout(text);
}
