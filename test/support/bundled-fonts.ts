// The bundled font files text can be drawn from, and texts to shape with them, for tests that hold Marque's
// shaping shortcuts to fontkit's own results.
import type { Font } from "fontkit";
import { createFontBook } from "../../src/render/text/book.js";
import { readBundledFont as read } from "../../src/render/text/node-fonts.js";
import { BRAND_PACKAGES, FALLBACK_PACKAGES } from "../../src/render/text/packages.js";
import { fontPackage, nearestWeight, subsetFile } from "../../src/render/text/registry.js";

/** Words from every script the bundled files draw. */
export const CORPUS = [
  "Reliable rail, part 12",
  "AVA Tokyo “quoted” — 2027. office ffl ﬁ T. V. Yvonne",
  "09:30 → $9.99 €12 50% −4.2M ½ Q3 (a) [B] {c} 1/2 3×4 a->b <= >= != === ... ---",
  "Ünïcödé naïve Æsir ĳssel L’Avenue AT&T P.O. a\u0301 n\u0303 \u00ad",
  "Каждый поезд Ελλάδα ἀρχή chuyến đúng giờ",
  "كل قطار في الموعد ١٢٣ لا",
  "כל רכבת בזמן",
  "हर ट्रेन समय पर क्षत्रिय",
  "รถไฟทุกขบวนตรงเวลา ที่",
  "東京の電車は時間通り 每列火车都准时 모든 열차가 제시간에",
  "🚆 👩‍💻 🇯🇵 ✈️",
];

/** Every file worth checking: brand subsets and weights, fallbacks' own scripts, and the slices text opens. */
export function bundledFiles(): string[] {
  const paths = new Set<string>();
  for (const slug of BRAND_PACKAGES) {
    const { weights, subsets } = fontPackage(slug);
    for (const weight of weights) paths.add(subsetFile(slug, "latin", weight));
    for (const subset of subsets) paths.add(subsetFile(slug, subset.name, nearestWeight(weights, 400)));
  }
  for (const slug of FALLBACK_PACKAGES) {
    const { weights, subsets } = fontPackage(slug);
    for (const subset of subsets.filter((s) => !/^\d+$/.test(s.name))) {
      for (const weight of new Set([nearestWeight(weights, 400), nearestWeight(weights, 700)])) {
        paths.add(subsetFile(slug, subset.name, weight));
      }
    }
  }
  const book = createFontBook((file) => {
    paths.add(file);
    return read(file);
  });
  for (const han of ["ja", "zh", "ko"] as const) {
    for (const family of ["Inter", "IBM Plex Serif"]) {
      for (const text of CORPUS)
        book.face({ family, weight: 400, fallback: "sans-serif" }).shape(text, { han });
    }
  }
  return [...paths].sort();
}

/** Strings of 1–10 characters the file draws, with spaces and punctuation, by a fixed sequence. */
export function ownStrings(font: Font, count: number, seed: number): string[] {
  const characters = font.characterSet.filter((c) => c > 0x20 && (c < 0xd800 || c > 0xdfff));
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const extra = [0x20, 0x2e, 0x2c, 0x2d, 0x3a, 0x30, 0x31, 0x37];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 10);
    const points = Array.from({ length }, () =>
      next() < 0.15
        ? (extra[Math.floor(next() * extra.length)] as number)
        : (characters[Math.floor(next() * characters.length)] as number),
    );
    return String.fromCodePoint(...points);
  });
}
