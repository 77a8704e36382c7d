// fontkit's OpenType lookups, made faster (with the same results) and safe from one crash.
//
// Shaping a word never seen before was much of a distinct slide's render (~50 µs a word in Inter), nearly all
// of it spent asking every lookup of every feature whether it applies to each glyph: fontkit searches each
// coverage table linearly and tries every subtable in turn, though nearly none can start on the glyph at hand.
//
// Three answers are kept per face, each one fontkit would give itself:
// - a coverage table's glyph → index, as a Map (fontkit scans its array or ranges each time);
// - per lookup, the glyphs any of its subtables can start on (each subtable's first test is whether the
//   current glyph is in its first coverage table, and failing it has no effect), so the others are passed
//   over without trying the subtables, as HarfBuzz does with its set digests;
// - a chaining context of format 3 tests its input's first glyph (the current one) before walking back
//   through the backtrack glyphs (the three tests have no side effects, so their order does not matter);
// - a class definition's glyph → class, as a Map (fontkit scans its ranges each time);
// - the lookups of a list of features, per script's feature set (fontkit collects and sorts them per call);
// - for a face without variations, a position adjustment is the four sums alone (fontkit looks up the
//   variation store through two getters on every kerning pair to find there is none).
//
// And a mark whose base has no anchor for its class (fonts leave the offset empty) is left unattached, as
// HarfBuzz leaves it, instead of fontkit reading the empty anchor and throwing: it did on some Arabic a user
// may type (presentation forms with marks), and a slide with it in its title answered 500.
//
// These reach into fontkit's processors, which it does not export; a test holds every bundled face, in every
// script, to the results of a face left as fontkit made it, and fontkit is pinned to the version it was
// written against.
import type { Font, Glyph, GlyphRun } from "fontkit";
import {
  type ClassDef,
  type Coverage,
  classOf,
  coverageMap,
  digestOf,
  type Lookup,
  type Subtable,
} from "./opentype-tables.js";

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface ValueRecord {
  xAdvance?: number | null;
  yAdvance?: number | null;
  xPlacement?: number | null;
  yPlacement?: number | null;
}

interface GlyphInfo {
  id: number;
  features: Record<string, boolean>;
}

interface GlyphIterator {
  index: number;
  cur: GlyphInfo | null;
  reset(flags: unknown, index?: number): void;
  next(): GlyphInfo | null;
  peekIndex(count?: number): number;
}

type FeatureLookups = { feature: string; lookup: Lookup }[];

/** fontkit's GSUB and GPOS processors: the members read or replaced here. */
interface Processor {
  font: { GPOS?: unknown; _variationProcessor?: unknown };
  table: unknown;
  /** The selected language system (the script's default when none is asked for). */
  language: object | null;
  /** The selected script's tag. */
  scriptTag: string | null;
  glyphs: GlyphInfo[];
  positions: Position[];
  glyphIterator: GlyphIterator;
  currentFeature: string | null;
  coverageIndex(coverage: Coverage, glyph?: number | null): number;
  applyLookup(lookupType: number, table: Subtable): boolean;
  applyLookups(lookups: FeatureLookups, glyphs: GlyphInfo[], positions: Position[]): void;
  lookupsForFeatures(userFeatures?: string[], exclude?: number[]): FeatureLookups;
  getClassID(glyph: number, classDef: ClassDef): number;
  applyPositionValue(sequenceIndex: number, value: ValueRecord): void;
  applyChainingContext(table: Subtable): boolean;
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}

interface LayoutEngine {
  engine?: { GSUBProcessor?: Processor | null; GPOSProcessor?: Processor | null };
}

/** A tuned font's processors, found once. */
const ENGINES = new WeakMap<Font, NonNullable<LayoutEngine["engine"]>>();

/** What a layout applies, while one is being recorded (see appliedLookups). */
let recording: { gsub: Lookup[]; gpos: Lookup[] } | undefined;

/** Lookups of `lookups` that apply to a glyph with `features` (a run's glyphs all carry its global features). */
function record(
  into: Lookup[],
  lookups: FeatureLookups,
  features: Record<string, boolean> | undefined,
): void {
  for (const { feature, lookup } of lookups) if (features && feature in features) into.push(lookup);
}

function coverageIndex(this: Processor, coverage: Coverage, glyph?: number | null): number {
  // With no glyph given and none current, fontkit throws; so does this.
  const id = glyph ?? (this.glyphIterator.cur as GlyphInfo).id;
  return coverageMap(coverage).get(id) ?? -1;
}

/**
 * A feature list's lookups, per language system (its features are all a processor's feature set is made of,
 * though fontkit builds that set anew on every call).
 */
const featureLookups = new WeakMap<object, Map<string, FeatureLookups>>();

/** Each lookup's digest, by lookup list (lists are kept per language system, see lookupsForFeatures). */
const listDigests = new WeakMap<FeatureLookups, (Set<number> | null)[]>();

function digestsOf(lookups: FeatureLookups, gpos: boolean): (Set<number> | null)[] {
  let digests = listDigests.get(lookups);
  if (!digests) {
    digests = lookups.map(({ lookup }) => digestOf(lookup, gpos));
    listDigests.set(lookups, digests);
  }
  return digests;
}

function tune(processor: Processor): void {
  // fontkit makes its glyph iterator inside applyLookups; one empty pass yields the class.
  processor.applyLookups([], [], []);
  const GlyphIteratorClass = processor.glyphIterator.constructor as new (
    glyphs: GlyphInfo[],
  ) => GlyphIterator;
  const gpos = processor.table === processor.font.GPOS;
  const chaining = processor.applyChainingContext;

  processor.coverageIndex = coverageIndex;

  processor.getClassID = (glyph: number, classDef: ClassDef): number => classOf(classDef, glyph);

  const lookupsFor = processor.lookupsForFeatures;
  processor.lookupsForFeatures = function (
    this: Processor,
    userFeatures: string[] = [],
    exclude?: number[],
  ): FeatureLookups {
    if (exclude || !this.language) return lookupsFor.call(this, userFeatures, exclude);
    let byList = featureLookups.get(this.language);
    if (!byList) {
      byList = new Map();
      featureLookups.set(this.language, byList);
    }
    const key = userFeatures.join(" ");
    const kept = byList.get(key);
    if (kept) return kept;
    const lookups = lookupsFor.call(this, userFeatures);
    byList.set(key, lookups);
    return lookups;
  };

  if (gpos && !processor.font._variationProcessor) {
    processor.applyPositionValue = function (this: Processor, sequenceIndex, value): void {
      const position = this.positions[this.glyphIterator.peekIndex(sequenceIndex)] as Position;
      if (value.xAdvance != null) position.xAdvance += value.xAdvance;
      if (value.yAdvance != null) position.yAdvance += value.yAdvance;
      if (value.xPlacement != null) position.xOffset += value.xPlacement;
      if (value.yPlacement != null) position.yOffset += value.yPlacement;
    };
  }

  if (gpos) {
    const anchor = processor.applyAnchor;
    processor.applyAnchor = function (this: Processor, markRecord, baseAnchor, baseGlyphIndex): void {
      if (baseAnchor && markRecord.markAnchor) anchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
    };
  }

  processor.applyChainingContext = function (this: Processor, table: Subtable): boolean {
    const current = this.glyphIterator.cur;
    const input = table.inputCoverage?.[0];
    if (table.version === 3 && current !== null && input && !coverageMap(input).has(current.id)) return false;
    return chaining.call(this, table);
  };

  // fontkit's loop, with the digest's test before the subtables are tried.
  processor.applyLookups = function (this: Processor, lookups, glyphs, positions): void {
    if (recording) record(gpos ? recording.gpos : recording.gsub, lookups, glyphs[0]?.features);
    this.glyphs = glyphs;
    this.positions = positions;
    const iterator = new GlyphIteratorClass(glyphs);
    this.glyphIterator = iterator;
    const digests = digestsOf(lookups, gpos);
    for (let i = 0; i < lookups.length; i++) {
      const { feature, lookup } = lookups[i] as FeatureLookups[number];
      const digest = digests[i] as Set<number> | null;
      this.currentFeature = feature;
      iterator.reset(lookup.flags);
      while (iterator.index < glyphs.length) {
        const current = iterator.cur as GlyphInfo;
        if ((digest === null || digest.has(current.id)) && feature in current.features) {
          for (const table of lookup.subTables) {
            if (this.applyLookup(lookup.lookupType, table)) break;
          }
        }
        iterator.next();
      }
    }
  };
}

/** Makes `font`'s OpenType shaping take the faster path (same glyphs and positions) and survive empty anchors. */
export function tuneLookups<F extends Font>(font: F): F {
  const engine = (font as unknown as { _layoutEngine?: LayoutEngine })._layoutEngine?.engine;
  for (const processor of [engine?.GSUBProcessor, engine?.GPOSProcessor]) {
    if (processor) tune(processor);
  }
  if (engine) ENGINES.set(font, engine);
  return font;
}

/** fontkit's layout of glyphs (it takes them as well as text; its types know only text), left to right. */
export function layoutGlyphs(font: Font, glyphs: Glyph[], script: string): GlyphRun {
  const layout = font.layout as unknown as (
    glyphs: Glyph[],
    features: string[],
    script: string,
    language: undefined,
    direction: "ltr",
  ) => GlyphRun;
  return layout.call(font, glyphs, [], script, undefined, "ltr");
}

/** The lookups fontkit applies to every glyph of a run, in the order it applies them. */
export interface AppliedLookups {
  readonly gsub: readonly Lookup[];
  readonly gpos: readonly Lookup[];
}

/** Script tags fontkit shapes with its default shaper, every glyph given the same features. */
const DEFAULT_SHAPED = new Set(["latn", "DFLT", "dflt"]);

/**
 * The lookups fontkit applies to each glyph of a left-to-right run of `script` (a fontkit script tag) in a
 * tuned `font`, recorded from laying out one glyph: the default shaper's features are global, so every glyph
 * of such a run gets the same ones (but a fraction slash's neighbours, which callers keep out). Undefined
 * unless the font is tuned, has a GPOS table, and shapes the script with the default shaper.
 */
export function appliedLookups(font: Font, script: string): AppliedLookups | undefined {
  const engine = ENGINES.get(font);
  if (!engine?.GPOSProcessor) return undefined;
  const applied = { gsub: [], gpos: [] };
  recording = applied;
  try {
    layoutGlyphs(font, [font.getGlyph(0)], script);
  } finally {
    recording = undefined;
  }
  const processors = [engine.GSUBProcessor, engine.GPOSProcessor];
  return processors.every((processor) => !processor || DEFAULT_SHAPED.has(processor.scriptTag ?? ""))
    ? applied
    : undefined;
}
