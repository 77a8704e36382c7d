// Template layouts under every texture and built-in identity: text stays inside its boxes and the canvas,
// no two text blocks overlap, body lines really draw, and what cannot fit is reported, never dropped.
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDENTITIES } from "../../../src/catalog/identities/index.js";
import { SLIDE_LAYOUTS, TEMPLATE_CANVAS, TEXTURES } from "../../../src/contract/index.js";
import { meanDifference, rasterize } from "../fixtures.js";
import { expectWellPlaced, render } from "./placement.js";
import { BLOG_SAMPLE, PARTNERSHIP_SAMPLE, SLIDE_SAMPLES } from "./samples.js";

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
