// Every text-like token on every ground token: WCAG 2's ratio and APCA's Lc with the levels each passes, so a
// designer sees at once which pairs may carry body text.

import { contrastRatio } from "../../color/contrast.js";
import { APCA_THRESHOLDS, type ContrastPair, WCAG_THRESHOLDS } from "../../contract/index.js";
import { apcaContrast } from "./apca.js";
import type { ColorToken, Palette } from "./palette.js";

const FOREGROUNDS = new Set(["text", "accent.default", "state", "border", "focus"]);
const BACKGROUNDS = new Set(["surface", "accent.default"]);

const named = (token: ColorToken) => token.path.join(".");
const inGroup = (token: ColorToken, groups: ReadonlySet<string>) =>
  groups.has(token.path[0] ?? "") || groups.has(named(token));

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The levels of `thresholds` that `value` reaches, in the contract's order. */
const passed = <Level extends string>(thresholds: Readonly<Record<Level, number>>, value: number): Level[] =>
  (Object.keys(thresholds) as Level[]).filter((level) => value >= thresholds[level]);

export function contrastMatrix(palette: Palette): ContrastPair[] {
  const foregrounds = palette.semantic.filter((token) => inGroup(token, FOREGROUNDS));
  const backgrounds = palette.semantic.filter((token) => inGroup(token, BACKGROUNDS));
  return backgrounds.flatMap((background) =>
    foregrounds
      .filter((foreground) => named(foreground) !== named(background))
      .map((foreground) => {
        const wcag = round(contrastRatio(foreground.hex, background.hex), 2);
        const apca = round(apcaContrast(foreground.hex, background.hex), 1);
        const lc = Math.abs(apca);
        return {
          foreground: named(foreground),
          background: named(background),
          wcag,
          apca,
          passes: {
            wcag: passed(WCAG_THRESHOLDS, wcag),
            apca: passed(APCA_THRESHOLDS, lc),
          },
        };
      }),
  );
}
