// What a contrast pair passes, as the swatch sheet and the Studio's table say it: the figure, the best level
// it reaches or "fail", for WCAG 2 and APCA; and the thresholds as a legend, from the contract's tables.
import {
  APCA_THRESHOLDS,
  type ApcaLevel,
  type ContrastPair,
  type TokenContrastView,
  WCAG_THRESHOLDS,
  type WcagLevel,
} from "../../contract/index.js";

const best = <Level extends string>(passes: readonly Level[], order: readonly Level[]): Level | undefined =>
  order.find((level) => passes.includes(level));
const WCAG_ORDER: readonly WcagLevel[] = ["aaa", "aa", "aaLarge"];
const WCAG_NAMES: Readonly<Record<WcagLevel, string>> = { aaa: "AAA", aa: "AA", aaLarge: "AA large" };
const APCA_ORDER: readonly ApcaLevel[] = ["body", "content", "large", "nonText"];
const APCA_NAMES: Readonly<Record<ApcaLevel, string>> = {
  body: "body",
  content: "content",
  large: "large",
  nonText: "non-text",
};

/** What a pair's cell says, measure by measure: the figure, the best level it passes or "fail". */
export function verdicts(pair: ContrastPair, view: TokenContrastView): { text: string; pass: boolean }[] {
  const wcag = best(pair.passes.wcag, WCAG_ORDER);
  const apca = best(pair.passes.apca, APCA_ORDER);
  const lines = [];
  if (view !== "apca")
    lines.push({ text: `${pair.wcag.toFixed(2)}:1  ${wcag ? WCAG_NAMES[wcag] : "fail"}`, pass: !!wcag });
  if (view !== "wcag")
    lines.push({
      text: `Lc ${Math.abs(pair.apca).toFixed(1)}  ${apca ? APCA_NAMES[apca] : "fail"}`,
      pass: !!apca,
    });
  return lines;
}

/** The thresholds as the legend says them, from the contract's tables. */
export function contrastLegend(view: TokenContrastView): string {
  const wcag = `WCAG 2: ${WCAG_ORDER.map((level) => `${WCAG_NAMES[level]} ≥ ${WCAG_THRESHOLDS[level]}:1`).join(", ")}`;
  const apca = `APCA: ${APCA_ORDER.map((level) => `Lc ${APCA_THRESHOLDS[level]} ${APCA_NAMES[level]}`).join(", ")}`;
  return view === "wcag" ? wcag : view === "apca" ? apca : `${wcag}. ${apca}`;
}
