// The colour page: the ink, paper and accent as large fields with hex, OKLCH and their contrast, the gradient
// as a band with its stops, the state colours, and the accent's tint-to-shade scale from the colour tokens.
import { contrastRatio } from "../../../color/contrast.js";
import { type Child, el } from "../../../svg/index.js";
import { cssOklch } from "../../tokens/oklch.js";
import { paletteOf } from "../../tokens/palette.js";
import type { BookCopy } from "../copy.js";
import { INNER, M, type PageKit, TOP } from "../kit.js";
import { labelOn } from "./logo.js";

const GAP = 24;

const ratio = (a: string, b: string) => `${contrastRatio(a, b).toFixed(1)}:1`;
const upper = (hex: string) => hex.toUpperCase();

export function colourPage(kit: PageKit, copy: BookCopy["colour"]): Child[] {
  const { colors } = kit.identity;
  const body: Child[] = [];
  // The three colours that carry the identity.
  const fields = [
    { name: "Ink", hex: colors.ink, use: `on paper ${ratio(colors.ink, colors.paper)}` },
    { name: "Paper", hex: colors.paper, use: `ink on it ${ratio(colors.ink, colors.paper)}` },
    {
      name: "Accent",
      hex: colors.semantic.accent,
      use: `on paper ${ratio(colors.semantic.accent, colors.paper)}`,
    },
  ];
  const wide = (INNER - 2 * GAP) / 3;
  const tall = 300;
  fields.forEach(({ name, hex, use }, i) => {
    const x = M + i * (wide + GAP);
    const label = labelOn(hex, kit.identity);
    body.push(el("rect", { x, y: TOP, width: wide, height: tall, rx: 6, fill: hex, stroke: kit.rule }));
    body.push(kit.line(name, x + 28, TOP + 58, wide - 56, { role: "display", size: 34, fill: label }));
    body.push(
      kit.line(upper(hex), x + 28, TOP + tall - 84, wide - 56, { role: "mono", size: 20, fill: label }),
    );
    body.push(
      kit.line(cssOklch(hex), x + 28, TOP + tall - 56, wide - 56, { role: "mono", size: 15, fill: label }),
    );
    body.push(kit.line(use, x + 28, TOP + tall - 28, wide - 56, { size: 15, fill: label }));
  });
  // The gradient and the state colours.
  const row = TOP + tall + 48;
  const band = { x: M, y: row, width: INNER * 0.55, height: 130 };
  const gradient = kit.ids.ref("gradient");
  body.push(
    el("defs", {}, [
      el(
        "linearGradient",
        { id: gradient.id, x1: 0, y1: 0, x2: 1, y2: 0 },
        colors.gradient.map((hex, i) => el("stop", { offset: i / 2, "stop-color": hex })),
      ),
    ]),
  );
  body.push(el("rect", { ...band, rx: 6, fill: gradient.url }));
  colors.gradient.forEach((hex, i) => {
    const x = band.x + (i * band.width) / 2;
    const align = i === 0 ? "start" : i === 1 ? "middle" : "end";
    body.push(
      kit.line(upper(hex), x, band.y + band.height + 30, 200, {
        role: "mono",
        size: 15,
        fill: kit.muted,
        align,
      }),
    );
  });
  body.push(kit.kicker("Gradient", band.x, band.y - 14, 300));
  const states = [
    { name: "Muted", hex: colors.semantic.muted },
    { name: "Positive", hex: colors.semantic.positive },
    { name: "Negative", hex: colors.semantic.negative },
  ];
  const chipsX = M + band.width + 48;
  const chip = (M + INNER - chipsX - 2 * GAP) / 3;
  states.forEach(({ name, hex }, i) => {
    const x = chipsX + i * (chip + GAP);
    body.push(el("rect", { x, y: row, width: chip, height: band.height, rx: 6, fill: hex }));
    body.push(kit.line(name, x + 18, row + 36, chip - 36, { size: 17, fill: labelOn(hex, kit.identity) }));
    body.push(
      kit.line(upper(hex), x, row + band.height + 30, chip, { role: "mono", size: 15, fill: kit.muted }),
    );
  });
  // The accent's scale, as the colour tokens name it.
  const scaleTop = row + band.height + 96;
  const steps = paletteOf(colors).scales.accent;
  const scaleWidth = INNER * 0.55;
  const step = scaleWidth / steps.length;
  body.push(kit.kicker("Accent scale", M, scaleTop - 14, scaleWidth));
  steps.forEach((token, i) => {
    const x = M + i * step;
    body.push(el("rect", { x, y: scaleTop, width: step + 0.5, height: 56, fill: token.hex }));
    body.push(
      kit.line(token.path.at(-1) ?? "", x + step / 2, scaleTop + 80, step, {
        role: "mono",
        size: 13,
        fill: kit.muted,
        align: "middle",
      }),
    );
  });
  body.push(
    kit.paragraph(copy.note, chipsX, scaleTop - 4, M + INNER - chipsX, 4, { size: 19, lineHeight: 1.45 })
      .markup,
  );
  return body;
}
