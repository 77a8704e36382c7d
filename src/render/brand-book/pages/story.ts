// Story and positioning: the statement large in the display face, the mission and audience beside it, and the
// pillars as numbered columns along the foot of the page.
import type { Child } from "../../../svg/index.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, type PageKit, TOP } from "../kit.js";

const SIDE = 340;
const GAP = 80;

export function storyPage(kit: PageKit, copy: BookCopy["story"]): Child[] {
  const body: Child[] = [];
  const main = INNER - SIDE - GAP;
  body.push(kit.kicker("Positioning", M, TOP + 20, main));
  body.push(
    kit.paragraph(copy.positioning, M, TOP + 52, main, 6, {
      role: "display",
      size: 46,
      lineHeight: 1.18,
      tracking: -0.01,
    }).markup,
  );
  const side = M + main + GAP;
  body.push(kit.kicker("Mission", side, TOP + 20, SIDE));
  const mission = kit.paragraph(copy.mission, side, TOP + 48, SIDE, 5, { size: 21, lineHeight: 1.4 });
  body.push(mission.markup);
  body.push(kit.kicker("Audience", side, mission.bottom + 56, SIDE));
  body.push(
    kit.paragraph(copy.audience, side, mission.bottom + 84, SIDE, 5, {
      size: 19,
      lineHeight: 1.4,
      fill: kit.muted,
    }).markup,
  );
  // The pillars: one column each, numbered in the accent, on a hairline.
  const top = BOTTOM - 170;
  const gap = 40;
  const count = copy.pillars.length;
  const column = (INNER - gap * (count - 1)) / count;
  body.push(kit.kicker("Pillars", M, top - 28, INNER));
  copy.pillars.forEach((pillar, i) => {
    const x = M + i * (column + gap);
    body.push(kit.hairline(x, top, column, kit.ink));
    body.push(
      kit.line(String(i + 1).padStart(2, "0"), x, top + 44, column, {
        size: 18,
        fill: kit.accent,
        role: "mono",
      }),
    );
    body.push(
      kit.paragraph(pillar, x, top + 66, column, 2, {
        role: "display",
        size: 34,
        lineHeight: 1.1,
        tracking: -0.01,
      }).markup,
    );
  });
  return body;
}
