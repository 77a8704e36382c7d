// The graphic device: what it is in words, and three grounds Marque draws from the identity with it (a mesh
// gradient, a pattern and a dither), each by the background renderer of POST /api/generate.
import { type BackgroundStyle, backgroundSettingsSchema } from "../../../contract/index.js";
import { type Child, el } from "../../../svg/index.js";
import { renderBackgroundArtifact } from "../../background/index.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, nested, type PageKit, TOP } from "../kit.js";

const LEFT = 520;
const GAP = 64;
/** Height of one legend entry. */
const LEGEND = 76;

interface Ground {
  name: string;
  /** What the ground is, for the legend. */
  about: string;
  style: BackgroundStyle;
  extra?: Record<string, unknown>;
}

const GROUNDS: readonly Ground[] = [
  {
    name: "Gradient",
    about: "Film grain over a mesh of the identity's gradient",
    style: "grain-gradient",
    extra: { gradient: "mesh" },
  },
  { name: "Pattern", about: "Dots veiling the same field: a quiet ground", style: "pattern" },
  {
    name: "Dither",
    about: "An ordered dither in the palette's own colours",
    style: "dither",
    extra: { gradient: "linear" },
  },
];

export function devicePage(kit: PageKit, copy: BookCopy["device"]): Child[] {
  const body: Child[] = [];
  body.push(kit.kicker("The device", M, TOP + 20, LEFT));
  body.push(
    kit.paragraph(copy.description, M, TOP + 52, LEFT, 8, {
      role: "display",
      size: 34,
      lineHeight: 1.22,
      tracking: -0.01,
    }).markup,
  );
  // The legend: each ground named and said in a line, at the foot of the column.
  GROUNDS.forEach((ground, i) => {
    const top = BOTTOM - 3 * LEGEND + i * LEGEND;
    body.push(kit.hairline(M, top, LEFT));
    body.push(kit.kicker(ground.name, M, top + 30, LEFT, kit.ink));
    body.push(kit.line(ground.about, M, top + 56, LEFT, { size: 16, fill: kit.muted }));
  });
  const x = M + LEFT + GAP;
  const width = INNER - LEFT - GAP;
  const big = { x, y: TOP, width, height: 400 };
  const smallWidth = (width - 24) / 2;
  const small = (i: number) => ({
    x: x + i * (smallWidth + 24),
    y: TOP + 424,
    width: smallWidth,
    height: BOTTOM - TOP - 424,
  });
  const boxes = [big, small(0), small(1)];
  GROUNDS.forEach((ground, i) => {
    const box = boxes[i] as (typeof boxes)[number];
    const settings = backgroundSettingsSchema.parse({
      width: Math.round(box.width),
      height: Math.round(box.height),
      style: ground.style,
      logoOpacity: i === 0 ? 100 : 0,
      logoScale: 24,
      ...ground.extra,
    });
    const art = renderBackgroundArtifact(settings, kit.identity);
    body.push(nested(art.svg, box, `${ground.name} ground`));
    // A caption chip on the ground's corner, in the paper and ink.
    const label = kit.width(ground.name.toUpperCase(), { size: 13, tracking: 0.14 });
    body.push(
      el("rect", {
        x: box.x + 16,
        y: box.y + box.height - 48,
        width: label + 28,
        height: 32,
        rx: 4,
        fill: kit.paper,
      }),
    );
    body.push(
      kit.line(ground.name, box.x + 30, box.y + box.height - 27, label + 4, {
        size: 13,
        uppercase: true,
        tracking: 0.14,
      }),
    );
  });
  return body;
}
