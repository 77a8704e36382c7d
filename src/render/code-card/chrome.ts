// A code card's window chrome: macOS traffic lights on the left, Windows caption buttons (minimise, maximise,
// close) on the right, or none; drawn as shapes in the bar, from the card's palette.
import type { CodeCardChrome } from "../../contract/index.js";
import { type Child, el } from "../../svg/index.js";
import type { CodeCardPalette } from "./palette.js";

/** macOS's close, minimise and zoom colours: people read the window by them. */
const TRAFFIC_LIGHTS = ["#ff5f57", "#febc2e", "#28c840"] as const;

export interface ChromeBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The code's size: the controls scale with it. */
  readonly size: number;
}

/** The chrome's controls, and the span [left, right] of the bar they leave for the title. */
export function chromeControls(
  chrome: CodeCardChrome,
  box: ChromeBox,
  palette: CodeCardPalette,
): { controls: Child[]; free: [number, number] } {
  const middle = box.y + box.height / 2;
  const inset = Math.round(box.size * 1.1);
  if (chrome === "macos") {
    const r = Math.round(box.size * 0.36 * 10) / 10;
    const gap = Math.round(box.size * 1.1);
    const controls = TRAFFIC_LIGHTS.map((fill, i) =>
      el("circle", { cx: box.x + inset + r + i * gap, cy: middle, r, fill }),
    );
    return { controls, free: [box.x + inset + 2 * r + 2 * gap + inset, box.x + box.width - inset] };
  }
  if (chrome === "windows") {
    const half = Math.round(box.size * 0.3);
    const gap = Math.round(box.size * 2);
    const right = box.x + box.width - inset - half;
    const stroke = { stroke: palette.title, "stroke-width": Math.max(1, box.size / 16), fill: "none" };
    const close = right;
    const maximise = right - gap;
    const minimise = right - 2 * gap;
    const controls = [
      el("path", { d: `M${minimise - half} ${middle}h${2 * half}`, ...stroke }),
      el("rect", { x: maximise - half, y: middle - half, width: 2 * half, height: 2 * half, ...stroke }),
      el("path", {
        d: `M${close - half} ${middle - half}l${2 * half} ${2 * half}M${close + half} ${middle - half}l${-2 * half} ${2 * half}`,
        ...stroke,
      }),
    ];
    return { controls, free: [box.x + inset, minimise - half - inset] };
  }
  return { controls: [], free: [box.x + inset, box.x + box.width - inset] };
}
