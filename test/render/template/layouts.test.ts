// Template layouts under every texture and built-in identity: text stays inside its boxes and the canvas,
// no two text blocks overlap, body lines really draw, and what cannot fit is reported, never dropped.
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDENTITIES, resolveIdentity } from "../../../src/catalog/identities/index.js";
import {
  SLIDE_LAYOUTS,
  TEMPLATE_CANVAS,
  TEXTURES,
  type TemplateRequest,
  templateRequestSchema,
} from "../../../src/contract/index.js";
import { type Box, renderTemplate } from "../../../src/render/template/index.js";
import { defaultFontBook } from "../../../src/render/text/node-fonts.js";
import { meanDifference, rasterize } from "../fixtures.js";
import { BLOG_SAMPLE, PARTNERSHIP_SAMPLE, SLIDE_SAMPLES } from "./samples.js";

const fonts = defaultFontBook();

const requestOf = (fields: Record<string, unknown>): TemplateRequest =>
  templateRequestSchema.parse({ kind: "template", template: "slides", ...fields });

const render = (fields: Record<string, unknown>, preset = "halden-rail") => {
  const request = requestOf(fields);
  return renderTemplate(request, resolveIdentity({ preset } as never), undefined, fonts);
};

const inside = (inner: Box, outer: Box, slack = 1) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectWellPlaced(result: ReturnType<typeof render>) {
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

const everySample = [
  ...SLIDE_LAYOUTS.map((slideLayout) => ({ template: "slides", slideLayout, ...SLIDE_SAMPLES[slideLayout] })),
  { template: "blog", ...BLOG_SAMPLE },
  { template: "partnership", ...PARTNERSHIP_SAMPLE },
];

describe("every layout × texture", () => {
  const cases = everySample.flatMap((sample) => TEXTURES.map((texture) => [sample, texture] as const));
  it.each(cases)("%o on %s", (sample, texture) => {
    const result = render({ ...sample, texture });
    const canvas = TEMPLATE_CANVAS[sample.template as keyof typeof TEMPLATE_CANVAS];
    expect([result.width, result.height]).toEqual([canvas.width, canvas.height]);
    expect(result.warnings).toEqual([]);
    expectWellPlaced(result);
    // Title and every body line were placed (fields title, body or body.N).
    expect(result.placed.some((p) => p.field === "title")).toBe(true);
    expect(result.placed.some((p) => p.field.startsWith("body"))).toBe(true);
    const image = rasterize(result.svg);
    expect([image.width, image.height]).toEqual([canvas.width, canvas.height]);
  });
});

describe("the starter, template and every built-in identity", () => {
  const presets = ["starter", "template", ...BUILT_IN_IDENTITIES.map((record) => record.id)];
  const cases = presets.flatMap((preset) => everySample.map((sample) => [preset, sample] as const));
  it.each(cases)("%s: %o fits without warnings", (preset, sample) => {
    const result = render(sample, preset);
    expect(result.warnings).toEqual([]);
    expectWellPlaced(result);
  });
});

describe("text", () => {
  it("draws the body: a different figure changes the picture", () => {
    const a = rasterize(render({ slideLayout: "metrics", title: "Numbers", body: "98% — Uptime" }).svg);
    const b = rasterize(render({ slideLayout: "metrics", title: "Numbers", body: "12% — Uptime" }).svg);
    expect(meanDifference(a, b)).toBeGreaterThan(0.2);
  });

  it("shortens a title that cannot fit and says so", () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const result = render({ slideLayout: "team", title: long.slice(0, 240), body: SLIDE_SAMPLES.team.body });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: "text_truncated", field: "title" }),
    );
    expectWellPlaced(result);
  });

  it("warns when foreground and background are too close to read", () => {
    const result = render({ title: "Low contrast", background: "#777777", foreground: "#888888" });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: "low_contrast", field: "foreground" }),
    );
  });

  it("reports lines a layout cannot show", () => {
    const body = Array.from({ length: 9 }, (_, i) => `${i + 1}0% — Figure ${i + 1}`).join("\n");
    const result = render({ slideLayout: "metrics", title: "Too many", body });
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ code: "text_truncated", field: "body" }),
    );
  });

  it("escapes caller text and keeps it accessible", () => {
    const result = render({ title: 'A & B <script>alert("x")</script>', body: 'Tom\'s "quoted" line' });
    expect(result.svg).not.toContain("<script");
    expect(result.svg).toContain("A &amp; B &lt;script&gt;");
  });

  it("looks the same without any system font (text is outlined)", () => {
    expect(render({ title: "Outlined" }).svg).not.toMatch(/<text[\s>]/u);
  });

  it("is deterministic", () => {
    expect(render(SLIDE_SAMPLES.team).svg).toBe(render(SLIDE_SAMPLES.team).svg);
  });
});

describe("grammar fallbacks", () => {
  it.each([
    ["metrics", "Lines without figures\nStill shown"],
    ["chart", "No numbers here\nNone at all"],
    ["timeline", "Plan\nBuild\nShip"],
    ["comparison", "One\nTwo\nThree\nFour"],
    ["team", "Ada\nGrace"],
    ["agenda", "Only one item"],
  ] as const)("%s keeps unmatched lines", (slideLayout, body) => {
    const result = render({ slideLayout, title: "Fallback", body });
    expectWellPlaced(result);
    const fields = result.placed.map((p) => p.field).filter((f) => f.startsWith("body"));
    expect(fields.length).toBeGreaterThan(0);
  });
});
