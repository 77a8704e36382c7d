// fontkit's parsed OpenType layout tables, as far as Marque reads them (fontkit does not export their types),
// and what is worked out from them once per table and kept: coverage and class maps, and per lookup the glyphs
// it can start on. Shared by the tuned lookups (opentype-lookups.ts) and kerned runs (kerned-runs.ts).

export interface Coverage {
  version: number;
  glyphs?: number[];
  rangeRecords?: { start: number; end: number; startCoverageIndex: number }[];
}

/** A context rule: the glyphs (or classes) after the first it must be followed by, then its lookahead. */
export interface ContextRule {
  input?: number[];
  classes?: number[];
  lookahead?: number[];
}

/** A subtable, as far as what it can start on and what must follow is concerned (fields differ by type). */
export interface Subtable {
  version?: number;
  lookupType?: number;
  extension?: Subtable;
  coverage?: Coverage;
  coverages?: Coverage[];
  inputCoverage?: Coverage[];
  lookaheadCoverage?: Coverage[];
  markCoverage?: Coverage;
  mark1Coverage?: Coverage;
  /** A ligature substitution's ligatures, by its coverage index: the components after the first. */
  ligatureSets?: { get(index: number): { components: number[] }[] };
  ruleSets?: ContextRule[][];
  classSet?: (ContextRule[] | null)[];
  classDef?: ClassDef;
  chainRuleSets?: ContextRule[][];
  chainClassSet?: (ContextRule[] | null)[];
  inputClassDef?: ClassDef;
  lookaheadClassDef?: ClassDef;
}

export interface Lookup {
  lookupType: number;
  /** `flags.ignoreBaseGlyphs` and the rest, as fontkit's glyph iterator reads them. */
  flags: { flags?: { ignoreBaseGlyphs?: boolean } };
  subTables: Subtable[];
}

export interface ClassDef {
  version: number;
  startGlyph?: number;
  classValueArray?: number[];
  classRangeRecord?: { start: number; end: number; class: number }[];
}

export const GSUB = { context: 5, chaining: 6, extension: 7, last: 7 } as const;
export const GPOS = { context: 7, chaining: 8, extension: 9, last: 9 } as const;

/** Glyph → coverage index, per coverage table (tables are decoded once and kept by fontkit). */
const coverageMaps = new WeakMap<Coverage, Map<number, number>>();

export function coverageMap(coverage: Coverage): Map<number, number> {
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
 * The coverage table a subtable tests the current glyph against before anything else, or null when it does
 * not begin so (an unknown type, or a context with no input): then its lookup is always tried.
 */
export function firstCoverage(type: number, table: Subtable, gpos: boolean): Coverage | null {
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

export function digestOf(lookup: Lookup, gpos: boolean): Set<number> | null {
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

/** A glyph's class in a class definition, as fontkit finds it (0 when it is not listed). */
export function classOf(classDef: ClassDef, glyph: number): number {
  const map = classMap(classDef);
  if (map !== null) return map.get(glyph) ?? 0;
  const range = classDef.classRangeRecord?.find(({ start, end }) => start <= glyph && glyph <= end);
  return range?.class ?? 0;
}
