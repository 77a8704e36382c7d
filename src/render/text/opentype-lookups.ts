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
import type { Font } from "fontkit";

interface Coverage {
  version: number;
  glyphs?: number[];
  rangeRecords?: { start: number; end: number; startCoverageIndex: number }[];
}

/** A subtable, as far as where it starts is concerned (the fields differ by lookup type). */
interface Subtable {
  version?: number;
  lookupType?: number;
  extension?: Subtable;
  coverage?: Coverage;
  coverages?: Coverage[];
  inputCoverage?: Coverage[];
  markCoverage?: Coverage;
  mark1Coverage?: Coverage;
}

interface Lookup {
  lookupType: number;
  flags: unknown;
  subTables: Subtable[];
}

interface ClassDef {
  version: number;
  startGlyph?: number;
  classValueArray?: number[];
  classRangeRecord?: { start: number; end: number; class: number }[];
}

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

const GSUB = { context: 5, chaining: 6, extension: 7, last: 7 } as const;
const GPOS = { context: 7, chaining: 8, extension: 9, last: 9 } as const;

/** Glyph → coverage index, per coverage table (tables are decoded once and kept by fontkit). */
const coverageMaps = new WeakMap<Coverage, Map<number, number>>();

function coverageMap(coverage: Coverage): Map<number, number> {
  let map = coverageMaps.get(coverage);
  if (map) return map;
  map = new Map();
  // The first index wins, as fontkit's indexOf and its in-order range scan have it.
  if (coverage.version === 1) {
    coverage.glyphs?.forEach((glyph, index) => {
      if (!map?.has(glyph)) map?.set(glyph, index);
    });
  } else if (coverage.version === 2) {
    for (const range of coverage.rangeRecords ?? []) {
      for (let glyph = range.start; glyph <= range.end; glyph++) {
        if (!map.has(glyph)) map.set(glyph, range.startCoverageIndex + glyph - range.start);
      }
    }
  }
  coverageMaps.set(coverage, map);
  return map;
}

function coverageIndex(this: Processor, coverage: Coverage, glyph?: number | null): number {
  // With no glyph given and none current, fontkit throws; so does this.
  const id = glyph ?? (this.glyphIterator.cur as GlyphInfo).id;
  return coverageMap(coverage).get(id) ?? -1;
}

/** Glyph → class, per class definition; null for one whose ranges span too many glyphs to list. */
const classMaps = new WeakMap<ClassDef, Map<number, number> | null>();
/** Glyphs a class definition may list before it is left to fontkit's scan. */
const MAX_CLASS_GLYPHS = 8192;

function classMap(classDef: ClassDef): Map<number, number> | null {
  let map = classMaps.get(classDef);
  if (map !== undefined) return map;
  map = new Map();
  if (classDef.version === 1) {
    const start = classDef.startGlyph ?? 0;
    const values = classDef.classValueArray ?? [];
    for (let i = 0; i < values.length; i++) map.set(start + i, values[i] as number);
  } else if (classDef.version === 2) {
    const ranges = classDef.classRangeRecord ?? [];
    if (ranges.reduce((sum, range) => sum + Math.max(0, range.end - range.start + 1), 0) > MAX_CLASS_GLYPHS) {
      map = null;
    } else {
      // The first range wins, as fontkit's in-order scan has it.
      for (const range of ranges) {
        for (let glyph = range.start; glyph <= range.end; glyph++)
          if (!map.has(glyph)) map.set(glyph, range.class);
      }
    }
  }
  classMaps.set(classDef, map);
  return map;
}

/**
 * A feature list's lookups, per language system (its features are all a processor's feature set is made of,
 * though fontkit builds that set anew on every call).
 */
const featureLookups = new WeakMap<object, Map<string, FeatureLookups>>();

/**
 * The coverage table a subtable tests the current glyph against before anything else, or null when it does
 * not begin so (an unknown type, or a context with no input): then its lookup is always tried.
 */
function firstCoverage(type: number, table: Subtable, gpos: boolean): Coverage | null {
  const kinds = gpos ? GPOS : GSUB;
  if (type === kinds.extension)
    return table.extension ? firstCoverage(table.lookupType ?? 0, table.extension, gpos) : null;
  if (type < 1 || type > kinds.last) return null;
  if (type === kinds.context && table.version === 3) return table.coverages?.[0] ?? null;
  if (type === kinds.chaining && table.version === 3) return table.inputCoverage?.[0] ?? null;
  if (gpos && (type === 4 || type === 5)) return table.markCoverage ?? null;
  if (gpos && type === 6) return table.mark1Coverage ?? null;
  return table.coverage ?? null;
}

/** Per lookup, the glyphs one of its subtables can start on; null when any subtable can start anywhere. */
const digests = new WeakMap<Lookup, Set<number> | null>();

function digestOf(lookup: Lookup, gpos: boolean): Set<number> | null {
  let digest = digests.get(lookup);
  if (digest !== undefined) return digest;
  digest = new Set();
  for (const table of lookup.subTables) {
    const coverage = firstCoverage(lookup.lookupType, table, gpos);
    if (coverage === null || (coverage.version !== 1 && coverage.version !== 2)) {
      digest = null;
      break;
    }
    for (const glyph of coverageMap(coverage).keys()) digest.add(glyph);
  }
  digests.set(lookup, digest);
  return digest;
}

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

  const classOf = processor.getClassID;
  processor.getClassID = function (this: Processor, glyph: number, classDef: ClassDef): number {
    const map = classMap(classDef);
    return map === null ? classOf.call(this, glyph, classDef) : (map.get(glyph) ?? 0);
  };

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
  return font;
}
