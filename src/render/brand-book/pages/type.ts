// The type page: the display face large, each role with its face and a sample, and the type scale set step by
// step (the Typography tool's scale at its defaults).
import { typographyDocumentSchema } from "../../../contract/index.js";
import type { Child } from "../../../svg/index.js";
import { typeScale } from "../../typography/scale.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, type PageKit, type Role, TOP } from "../kit.js";

const LEFT = 560;
const GAP = 80;
/** The Typography tool's own defaults: the book shows the scale that tool starts from. */
const SCALE = typographyDocumentSchema.parse({ kind: "typography" }).scale;

export function typePage(kit: PageKit, copy: BookCopy["type"]): Child[] {
  const { typography, colors } = kit.identity;
  const body: Child[] = [];
  const display = typography.display;
  body.push(kit.line("Aa", M - 8, TOP + 270, LEFT, { role: "display", size: 300, tracking: -0.03 }));
  body.push(kit.line(display.family, M, TOP + 340, LEFT, { role: "display", size: 34 }));
  body.push(
    kit.paragraph(copy.note, M, TOP + 376, LEFT - 40, 4, { size: 19, lineHeight: 1.45, fill: kit.muted })
      .markup,
  );
  // The roles, each with what it is for.
  const x = M + LEFT + GAP;
  const width = INNER - LEFT - GAP;
  const roles: { role: Role; name: string; sample: string; size: number; lines: number }[] = [
    { role: "display", name: "Display", sample: copy.sample, size: 50, lines: 2 },
    { role: "body", name: "Text", sample: textSample(kit), size: 20, lines: 3 },
    {
      role: "mono",
      name: "Mono",
      sample: `${colors.ink.toUpperCase()}  0123456789  ${kit.identity.slug}`,
      size: 22,
      lines: 1,
    },
  ];
  let y = TOP;
  for (const { role, name, sample, size, lines } of roles) {
    const face = typography[role];
    body.push(kit.hairline(x, y, width, kit.ink));
    body.push(kit.kicker(name, x, y + 30, 200, kit.ink));
    body.push(
      kit.line(`${face.family} ${face.weight}`, x + width, y + 30, width - 220, {
        size: 15,
        fill: kit.muted,
        align: "end",
      }),
    );
    const set = kit.paragraph(sample, x, y + 52, width, lines, {
      role,
      size,
      lineHeight: role === "display" ? 1.1 : 1.45,
      tracking: role === "display" ? -0.015 : 0,
    });
    body.push(set.markup);
    y = set.bottom + 44;
  }
  // The scale: "Aa" at each step on one baseline, its name and size under it.
  const steps = typeScale(SCALE);
  const baseline = BOTTOM - 60;
  body.push(kit.kicker("Scale", M, baseline - 140, 400));
  body.push(kit.hairline(M, baseline - 124, INNER));
  const widths = steps.map((step) =>
    kit.width("Aa", { role: step.role === "display" ? "display" : "body", size: step.size }),
  );
  const gap = (INNER - widths.reduce((a, b) => a + b, 0)) / (steps.length - 1);
  let at = M;
  steps.forEach((step, i) => {
    const role = step.role === "display" ? "display" : "body";
    body.push(kit.line("Aa", at, baseline, (widths[i] ?? 0) + 2, { role, size: step.size }));
    body.push(kit.line(step.name, at, baseline + 34, 80, { role: "mono", size: 13, fill: kit.ink }));
    body.push(
      kit.line(`${Math.round(step.size)}`, at, baseline + 54, 80, {
        role: "mono",
        size: 13,
        fill: kit.muted,
      }),
    );
    at += (widths[i] ?? 0) + gap;
  });
  return body;
}

/** Running text to set in the text face: the identity's description, else its positioning, else a pangram. */
const textSample = (kit: PageKit): string =>
  kit.identity.description.trim() ||
  kit.identity.positioning.trim() ||
  "Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog.";
