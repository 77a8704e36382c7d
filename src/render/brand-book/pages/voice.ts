// Voice: the tone words set large, then what to write by and what to avoid, each line marked (a tick in the
// positive colour, a cross in the negative; drawn, so no symbol face is needed).
import { type Child, el, fmt } from "../../../svg/index.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, type PageKit, TOP } from "../kit.js";

const GAP = 80;
/** Space between two lines of a list. */
const GAP_Y = 30;

const tick = (x: number, y: number, fill: string) =>
  el("path", {
    d: `M${fmt(x)} ${fmt(y + 9)}l7 7l13 -15`,
    fill: "none",
    stroke: fill,
    "stroke-width": 3,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
const cross = (x: number, y: number, fill: string) =>
  el("path", {
    d: `M${fmt(x + 2)} ${fmt(y)}l16 16M${fmt(x + 18)} ${fmt(y)}l-16 16`,
    fill: "none",
    stroke: fill,
    "stroke-width": 3,
    "stroke-linecap": "round",
  });

export function voicePage(kit: PageKit, copy: BookCopy["voice"]): Child[] {
  const { semantic } = kit.identity.colors;
  const body: Child[] = [];
  body.push(kit.kicker("Tone", M, TOP + 20, INNER));
  const tone = copy.tone.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(". ");
  body.push(kit.line(`${tone}.`, M, TOP + 150, INNER, { role: "display", size: 120, tracking: -0.025 }));
  const top = TOP + 270;
  const column = (INNER - GAP) / 2;
  const lists = [
    { name: "Do", lines: copy.do, mark: tick, color: semantic.positive },
    { name: "Don't", lines: copy.dont, mark: cross, color: semantic.negative },
  ];
  lists.forEach(({ name, lines, mark, color }, i) => {
    const x = M + i * (column + GAP);
    body.push(kit.hairline(x, top, column, kit.ink));
    body.push(kit.kicker(name, x, top + 34, column, kit.ink));
    // Each line gets an equal share of the column's height: three lines at 28 px, four at 23, wrapping to as
    // many lines as the share holds (then shrinking, then cut with "…").
    const size = lines.length > 3 ? 23 : 28;
    const share = (BOTTOM - 20 - (top + 84)) / Math.max(3, lines.length);
    const most = Math.max(1, Math.floor((share - GAP_Y) / (size * 1.3)));
    let y = top + 84;
    for (const line of lines) {
      body.push(mark(x, y + size * 0.3, color));
      const set = kit.paragraph(line, x + 52, y, column - 52, most, { size, lineHeight: 1.3 });
      body.push(set.markup);
      y = set.bottom + GAP_Y;
    }
  });
  return body;
}
