// Blocks of the typography docs, read from the font registry: which scripts templates set and which bundled
// font draws each one, and the fallback families with their unicode-range slices.
import { FALLBACK_PACKAGES, PACKAGE_FAMILIES } from "../../render/text/packages.js";
import { fontPackage, SUPPORTED_SCRIPTS } from "../../render/text/registry.js";
import { code, table } from "../markdown.js";
import type { Block } from "./context.js";

const SOURCES: Readonly<Record<string, string>> = {
  ...PACKAGE_FAMILIES,
  brand: "the identity's family",
  kind: "the bundled default of its kind (Inter, Source Serif 4, JetBrains Mono)",
};

/** `{{scripts}}`: every supported script, a sample, and where its glyphs come from, first choice first. */
const scripts: Block = () =>
  table(
    ["Script", "Sample", "Drawn with"],
    SUPPORTED_SCRIPTS.map((s) => [
      s.script,
      s.sample,
      s.sources.map((from) => SOURCES[from] ?? from).join(", then "),
    ]),
  );

/** `{{fallback-fonts}}`: the Noto families after the brand families, with their weights and file slices. */
const fallbackFonts: Block = () =>
  table(
    ["Family", "Package", "Weights", "Unicode-range files"],
    FALLBACK_PACKAGES.map((slug) => {
      const { weights, subsets } = fontPackage(slug);
      return [
        PACKAGE_FAMILIES[slug],
        code(`@fontsource/${slug}`),
        `${weights[0]}–${weights.at(-1)}`,
        String(subsets.length),
      ];
    }),
  );

export const TEXT_BLOCKS: Record<string, Block> = { scripts, "fallback-fonts": fallbackFonts };
