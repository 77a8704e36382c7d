// Rendering a template request in tests and checking where its text went: inside its boxes and the canvas,
// never over another block, and above the footer.
import { expect } from "vitest";
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { type TemplateRequest, templateRequestSchema } from "../../../src/contract/index.js";
import { type Box, renderTemplate } from "../../../src/render/template/index.js";
import { defaultFontBook } from "../../../src/render/text/node-fonts.js";

const fonts = defaultFontBook();

export const requestOf = (fields: Record<string, unknown>): TemplateRequest =>
  templateRequestSchema.parse({ kind: "template", template: "slides", ...fields });

/** Renders a template request (slides unless `template` says otherwise) for a built-in identity. */
export function render(fields: Record<string, unknown>, preset = "halden-rail") {
  const result = renderTemplate(requestOf(fields), resolveIdentity({ preset } as never), undefined, fonts);
  return { ...result, svg: String(result.svg) };
}

export type Rendered = ReturnType<typeof render>;
type Placed = Pick<Rendered, "placed" | "width" | "height">;

export const inside = (inner: Box, outer: Box, slack = 1) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every text block inside its box and the canvas, and no two blocks overlapping. */
export function expectWellPlaced(result: Placed) {
  const canvas = { x: 0, y: 0, width: result.width, height: result.height };
  for (const text of result.placed) {
    expect(inside(text.bounds, text.box), `${text.field} overflows its box`).toBe(true);
    expect(inside(text.bounds, canvas, 0), `${text.field} leaves the canvas`).toBe(true);
  }
  result.placed.forEach((a, i) => {
    for (const b of result.placed.slice(i + 1)) {
      expect(overlaps(a.bounds, b.bounds), `${a.field} overlaps ${b.field}`).toBe(false);
    }
  });
}

/** The body's text ends above the footer (the identity's website and name). */
export function expectAboveFooter(result: Placed) {
  const footer = result.placed.find((p) => p.field === "identity.website");
  expect(footer, "the footer was placed").toBeDefined();
  for (const text of result.placed.filter((p) => p.field.startsWith("body"))) {
    expect(text.bounds.y + text.bounds.height, `${text.field} runs into the footer`).toBeLessThanOrEqual(
      (footer?.box.y ?? 0) + 0.5,
    );
  }
}
