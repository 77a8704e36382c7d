// The font registry: every bundled family, its weights and unicode-range subset files (from font-ranges.ts),
// and the scripts each one draws. Choosing a file for a character needs only this table, never the font
// itself, so the server and the Studio pick the same files and the Studio can fetch them before it lays out.
import { FONT_RANGES } from "./font-ranges.js";
import { BRAND_PACKAGES, FALLBACK_PACKAGES, type FontPackage, SYMBOL_PACKAGES } from "./packages.js";

/** Sorted, disjoint code point ranges: [lo0, hi0, lo1, hi1, …]. */
export class CodeRanges {
  readonly #bounds: Uint32Array;

  constructor(encoded: string) {
    const bounds: number[] = [];
    let previous = -1;
    for (const item of encoded.split(",")) {
      if (item === "") continue;
      const [gap = "0", span = "0"] = item.split(".");
      const lo = previous + 1 + Number.parseInt(gap, 36);
      previous = lo + Number.parseInt(span, 36);
      bounds.push(lo, previous);
    }
    this.#bounds = Uint32Array.from(bounds);
  }

  /** The ranges of a set of code points (an uploaded face's character map), encoded as the constructor reads them. */
  static encode(points: Iterable<number>): string {
    const sorted = [...new Set(points)].sort((a, b) => a - b);
    const items: string[] = [];
    let previous = -1;
    for (let i = 0; i < sorted.length; ) {
      const lo = sorted[i] as number;
      let hi = lo;
      while (sorted[i + 1] === hi + 1) hi = sorted[++i] as number;
      i++;
      items.push(`${(lo - previous - 1).toString(36)}.${(hi - lo).toString(36)}`);
      previous = hi;
    }
    return items.join(",");
  }

  has(codePoint: number): boolean {
    let low = 0;
    let high = this.#bounds.length / 2 - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (codePoint < (this.#bounds[2 * mid] as number)) high = mid - 1;
      else if (codePoint > (this.#bounds[2 * mid + 1] as number)) low = mid + 1;
      else return true;
    }
    return false;
  }

  /** Every [lo, hi] pair, for tests and docs. */
  *spans(): Generator<[number, number]> {
    for (let i = 0; i + 1 < this.#bounds.length; i += 2)
      yield [this.#bounds[i] as number, this.#bounds[i + 1] as number];
  }
}

export interface FontSubset {
  /** `latin`, `greek`, `arabic`, or a number for the many slices of a CJK or emoji font. */
  name: string;
  ranges: CodeRanges;
}

export interface RegisteredPackage {
  slug: FontPackage;
  weights: readonly number[];
  /** In the order itemization tries them: Latin first (so Latin text keeps the files it always had), then the rest as the package's CSS lists them. */
  subsets: readonly FontSubset[];
}

const SUBSET_ORDER = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"];

function registered(slug: FontPackage): RegisteredPackage {
  const data = FONT_RANGES[slug];
  if (!data) throw new Error(`font-ranges.ts lacks @fontsource/${slug}: run generate-ranges.ts`);
  const rank = (name: string) => {
    const at = SUBSET_ORDER.indexOf(name);
    return at < 0 ? SUBSET_ORDER.length : at;
  };
  const subsets = Object.entries(data.subsets)
    .map(([name, encoded], index) => ({ name, ranges: new CodeRanges(encoded), index }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.index - b.index)
    .map(({ name, ranges }) => ({ name, ranges }));
  return { slug, weights: data.weights, subsets };
}

const PACKAGES = new Map<FontPackage, RegisteredPackage>();

/** A package's weights and subsets (decoded on first use). */
export function fontPackage(slug: FontPackage): RegisteredPackage {
  let entry = PACKAGES.get(slug);
  if (!entry) {
    entry = registered(slug);
    PACKAGES.set(slug, entry);
  }
  return entry;
}

/** The @fontsource file of one subset at one weight, relative to node_modules (WOFF2: fontkit decodes it). */
export const subsetFile = (slug: FontPackage, subset: string, weight: number): string =>
  `@fontsource/${slug}/files/${slug}-${subset}-${weight}-normal.woff2`;

/** The available weight nearest to `weight`; ties go to the heavier one (CSS rounds bold requests up). */
export function nearestWeight(weights: readonly number[], weight: number): number {
  return weights.reduce((best, w) =>
    Math.abs(w - weight) < Math.abs(best - weight) ||
    (Math.abs(w - weight) === Math.abs(best - weight) && w > best)
      ? w
      : best,
  );
}

/** Which Han glyph forms a text wants: Japanese, Korean or Simplified Chinese ones differ. */
export const HAN_LOCALES = ["ja", "ko", "zh"] as const;
export type HanLocale = (typeof HAN_LOCALES)[number];

export interface ScriptSupport {
  script: string;
  /** A short phrase in the script, for the docs and tests. */
  sample: string;
  /** Where its glyphs come from, first choice first: "brand" is the identity's own family, "kind" the
   * bundled default of its kind (Inter, Source Serif 4 or JetBrains Mono). */
  sources: readonly ("brand" | "kind" | FontPackage)[];
}

/**
 * The scripts Marque sets, and where their glyphs come from. The brand families carry Latin (with Latin
 * Extended and Vietnamese) and, where their packages have them, Greek and Cyrillic; a brand family without
 * them borrows from the default family of its kind, then Inter. Everything else comes from one Noto family
 * per script, symbols from the Noto symbol faces (a brand family's own first), emoji from Noto Emoji.
 */
export const SUPPORTED_SCRIPTS: readonly ScriptSupport[] = [
  {
    script: "Latin (with Latin Extended and Vietnamese)",
    sample: "Tiếng Việt, Ærø, Łódź",
    sources: ["brand"],
  },
  { script: "Greek", sample: "Καλημέρα κόσμε", sources: ["brand", "kind", "inter"] },
  { script: "Cyrillic", sample: "Привет, мир", sources: ["brand", "kind", "inter"] },
  { script: "Arabic", sample: "مرحبا بالعالم", sources: ["noto-sans-arabic"] },
  { script: "Hebrew", sample: "שלום עולם", sources: ["noto-sans-hebrew"] },
  { script: "Devanagari", sample: "नमस्ते दुनिया", sources: ["noto-sans-devanagari"] },
  { script: "Thai", sample: "สวัสดีชาวโลก", sources: ["noto-sans-thai"] },
  { script: "Japanese", sample: "こんにちは世界", sources: ["noto-sans-jp"] },
  { script: "Chinese (Simplified)", sample: "你好，世界", sources: ["noto-sans-sc"] },
  { script: "Korean", sample: "안녕하세요 세계", sources: ["noto-sans-kr"] },
  {
    script: "Symbols: arrows, stars, check marks, bullets, shapes, dingbats, mathematical operators",
    sample: "✦ ★ ☆ ✓ ✔ ✗ ➜ ◆ ▸ ◦ → ← ↗ ⟶ ≥ ≤ ≠ ∞ ∑ ⌘",
    sources: ["brand", "noto-sans-symbols", "noto-sans-symbols-2", "noto-sans-math"],
  },
  { script: "Emoji (monochrome)", sample: "👋🎉", sources: ["noto-emoji"] },
];

/** The CJK families in the order a text of each locale tries them: its own forms first. */
export const CJK_ORDER: Readonly<Record<HanLocale, readonly FontPackage[]>> = {
  ja: ["noto-sans-jp", "noto-sans-sc", "noto-sans-kr"],
  ko: ["noto-sans-kr", "noto-sans-jp", "noto-sans-sc"],
  zh: ["noto-sans-sc", "noto-sans-jp", "noto-sans-kr"],
};

export const EMOJI_PACKAGE: FontPackage = "noto-emoji";
export { BRAND_PACKAGES, FALLBACK_PACKAGES, SYMBOL_PACKAGES };
