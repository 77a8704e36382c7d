// Writes font-ranges.ts from the installed @fontsource packages: each package's weights and, per unicode-range
// subset file, the code points it draws — the unicode-range its CSS declares (broad, the same for every family)
// narrowed to what the file's own character map holds at a light and a bold weight. Run after changing a font
// package:
//   npx tsx src/render/text/generate-ranges.ts && npx biome check --write src/render/text/font-ranges.ts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { create, type Font } from "fontkit";
import { FONT_PACKAGES } from "./packages.js";

const require = createRequire(import.meta.url);

export interface PackageRanges {
  weights: number[];
  /** Subset name → the code points its files draw, encoded by encodeRanges. */
  subsets: Record<string, string>;
}

/** The subsets one weight's CSS declares (as `U+…` lists), in the order its @font-face rules come. */
function subsetsOfCss(slug: string, css: string, weight: number): Record<string, string> {
  const subsets: Record<string, string> = {};
  const rule = /\/\* (\S+) \*\/\s*@font-face\s*\{([^}]*)\}/gu;
  for (const [, name = "", body = ""] of css.matchAll(rule)) {
    const subset = name.slice(slug.length + 1, -`-${weight}-normal`.length).replace(/^\[(\d+)\]$/u, "$1");
    subsets[subset] = /unicode-range:\s*([^;]+);/u.exec(body)?.[1] ?? "";
  }
  return subsets;
}

/** The code points of `U+41-5a,U+61` that every one of `fonts` maps, encoded. */
function covered(range: string, fonts: readonly Font[]): string {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [lo = "0", hi = lo] = part.trim().replace(/^U\+/iu, "").split("-");
    for (let p = Number.parseInt(lo, 16); p <= Number.parseInt(hi, 16); p++)
      if (fonts.every((font) => font.hasGlyphForCodePoint(p))) points.add(p);
  }
  const merged: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = merged.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else merged.push([point, point]);
  }
  return encodeRanges(merged);
}

/**
 * Packages whose one file is the whole font although their CSS declares only the Latin range: Fontsource
 * cannot slice Noto Sans Math, so its file's own character map (arrows, operators, shapes) is its range.
 */
const WHOLE_FONT_FILES: ReadonlySet<string> = new Set(["noto-sans-math"]);

/** Every code point all of `fonts` map, encoded. */
const mappedByAll = (fonts: readonly Font[]): string =>
  covered((fonts[0]?.characterSet ?? []).map((point) => `U+${point.toString(16)}`).join(","), fonts);

/** A light and a bold weight of a package: coverage is what both draw. */
const probeWeights = (weights: readonly number[]): number[] => [
  ...new Set([
    weights.includes(400) ? 400 : (weights[0] as number),
    weights.includes(700) ? 700 : (weights.at(-1) as number),
  ]),
];

/**
 * Ranges as compact text (a third of the hex form): per range, its distance from the end of the previous one
 * in base 36, then `.` and its length minus one when it spans more than one code point. Decoded by registry.ts.
 */
function encodeRanges(ranges: readonly (readonly [number, number])[]): string {
  let previous = -1;
  return ranges
    .map(([lo, hi]) => {
      const gap = (lo - previous - 1).toString(36);
      previous = hi;
      return lo === hi ? gap : `${gap}.${(hi - lo).toString(36)}`;
    })
    .join(",");
}

/** Every package's weights and the unicode-range of each subset as its CSS declares it. */
export function readDeclaredSubsets(): Record<
  string,
  { weights: number[]; subsets: Record<string, string> }
> {
  const out: Record<string, { weights: number[]; subsets: Record<string, string> }> = {};
  for (const slug of FONT_PACKAGES) {
    const metadata = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${slug}/metadata.json`), "utf8"),
    ) as {
      weights: number[];
    };
    let subsets: Record<string, string> | undefined;
    for (const weight of metadata.weights) {
      const css = readFileSync(require.resolve(`@fontsource/${slug}/${weight}.css`), "utf8");
      const these = subsetsOfCss(slug, css, weight);
      if (subsets && JSON.stringify(these) !== JSON.stringify(subsets))
        throw new Error(`@fontsource/${slug}: weight ${weight} has other subsets than the first weight`);
      subsets = these;
    }
    out[slug] = { weights: metadata.weights, subsets: subsets ?? {} };
  }
  return out;
}

/** Every package's weights and subsets; throws when weights of one package disagree on their subsets. */
export function readPackageRanges(): Record<string, PackageRanges> {
  const out: Record<string, PackageRanges> = {};
  for (const [slug, { weights, subsets }] of Object.entries(readDeclaredSubsets())) {
    const narrowed: Record<string, string> = {};
    for (const [name, range] of Object.entries(subsets)) {
      const fonts = probeWeights(weights).map(
        (weight) =>
          create(
            readFileSync(require.resolve(`@fontsource/${slug}/files/${slug}-${name}-${weight}-normal.woff2`)),
          ) as Font,
      );
      narrowed[name] = WHOLE_FONT_FILES.has(slug) ? mappedByAll(fonts) : covered(range, fonts);
    }
    out[slug] = { weights, subsets: narrowed };
  }
  return out;
}

/** The source text of font-ranges.ts. */
export function rangesModule(): string {
  const data = readPackageRanges();
  const body = Object.entries(data)
    .map(
      ([slug, { weights, subsets }]) =>
        `  ${JSON.stringify(slug)}: {\n    weights: ${JSON.stringify(weights)},\n    subsets: {\n${Object.entries(
          subsets,
        )
          .map(([name, ranges]) => `      ${JSON.stringify(name)}: ${JSON.stringify(ranges)},`)
          .join("\n")}\n    },\n  },`,
    )
    .join("\n");
  return `// Generated by generate-ranges.ts from the installed @fontsource packages' CSS: do not edit.
// Each package's weights and, per unicode-range subset file, the code points it draws (see encodeRanges).
export const FONT_RANGES: Readonly<
  Record<string, { readonly weights: readonly number[]; readonly subsets: Readonly<Record<string, string>> }>
> = {
${body}
};
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL("./font-ranges.ts", import.meta.url), rangesModule());
}
