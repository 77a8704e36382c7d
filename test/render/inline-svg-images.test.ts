// SVG logos drawn in line for resvg (src/render/files/inline-svg-images.ts): every built-in identity's logo
// is nested rather than drawn on a canvas-sized layer, to the same picture; a document that would mean
// something else in line (ids, styles, references) or an image with more than a viewport stays an <image>.
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDENTITY_IDS } from "../../src/contract/index.js";
import { svgText } from "../../src/generate/file-request.js";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateText } from "../../src/generate/validate.js";
import { inlineSvgImages } from "../../src/render/files/inline-svg-images.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";

const pixels = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;

function difference(a: Buffer, b: Buffer) {
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    max = Math.max(max, d);
    sum += d;
  }
  return { max, mean: sum / a.length };
}

const dataUrl = (document: string) => `data:image/svg+xml;base64,${Buffer.from(document).toString("base64")}`;
const page = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="40" viewBox="0 0 60 40"><rect width="60" height="40" fill="#fff"/>${body}</svg>`;
const SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8"/><path d="M1 9L9 1" stroke="#fff"/></svg>`;

describe("SVG images drawn in line", () => {
  it.each(BUILT_IN_IDENTITY_IDS)(
    "%s: the blog cover's logo is nested, and draws the same picture",
    (preset) => {
      const request = {
        kind: "template",
        template: "blog",
        output: "raw",
        identity: { preset },
        title: "Notes",
      };
      const { source } = generate(validateGenerateText(JSON.stringify(request)), defaultFontBook());
      if (!source) throw new Error("a blog cover has an SVG");
      const svg = svgText(source);
      const inlined = inlineSvgImages(svg);
      expect(svg).toContain("<image");
      expect(inlined).not.toContain("<image");
      // Only the logo's antialiased edges move (resvg 0.35 rounds an image document's size to whole pixels).
      expect(difference(pixels(inlined), pixels(svg)).mean).toBeLessThan(0.05);
    },
  );

  it("inherits nothing from the page around it, as an <image>'s document does not", () => {
    const image = `<image x="5" y="5" width="30" height="30" preserveAspectRatio="xMidYMid meet" xlink:href="${dataUrl(SQUARE)}"/>`;
    const svg = page(`<g fill="#f00" stroke="#00f" stroke-width="4" stroke-linecap="round">${image}</g>`);
    const inlined = inlineSvgImages(svg);
    expect(inlined).not.toContain("<image");
    const { max } = difference(pixels(inlined), pixels(svg));
    expect(max).toBeLessThanOrEqual(8);
  });

  it("keeps its opacity and aspect: a wide document in a tall box is centred", () => {
    const wide = SQUARE.replace(
      'width="10" height="10" viewBox="0 0 10 10"',
      'width="20" height="10" viewBox="0 0 10 10" preserveAspectRatio="none"',
    );
    const svg = page(`<image x="10" width="40" height="40" opacity="0.5" href="${dataUrl(wide)}"/>`);
    const inlined = inlineSvgImages(svg);
    expect(inlined).not.toContain("<image");
    expect(difference(pixels(inlined), pixels(svg)).max).toBeLessThanOrEqual(8);
  });

  it.each([
    ["an id", SQUARE.replace("<rect ", '<rect id="a" ')],
    ["a style sheet", SQUARE.replace("<rect ", "<style>rect{fill:red}</style><rect ")],
    ["a reference", SQUARE.replace("<rect ", '<rect fill="url(#g)" ')],
    ["a use", SQUARE.replace("<rect ", '<use href="#x"/><rect ')],
    ["text", SQUARE.replace("<rect ", "<text>a</text><rect ")],
    ["a root that moves it", SQUARE.replace("<svg ", '<svg x="3" ')],
    ["a root without a size", SQUARE.replace(' width="10" height="10"', "")],
    ["a comment", SQUARE.replace("<rect ", "<!-- a --><rect ")],
  ])("a document with %s stays an <image>", (_, document) => {
    const svg = page(`<image width="30" height="30" href="${dataUrl(document)}"/>`);
    expect(inlineSvgImages(svg)).toBe(svg);
  });

  it.each([
    ["a transform", `<image width="30" height="30" transform="rotate(9)" href="${dataUrl(SQUARE)}"/>`],
    ["a filter", `<image width="30" height="30" filter="url(#f)" href="${dataUrl(SQUARE)}"/>`],
    [
      "slice",
      `<image width="30" height="20" preserveAspectRatio="xMidYMid slice" href="${dataUrl(SQUARE)}"/>`,
    ],
    ["no size", `<image href="${dataUrl(SQUARE)}"/>`],
    ["a PNG", `<image width="30" height="30" href="data:image/png;base64,iVBORw0KGgo="/>`],
    ["broken base64", `<image width="30" height="30" href="data:image/svg+xml;base64,PHN2Zy"/>`],
    ["bytes that are not UTF-8", `<image width="30" height="30" href="data:image/svg+xml;base64,/w=="/>`],
  ])("an image with %s stays an <image>", (_, image) => {
    const svg = page(image);
    expect(inlineSvgImages(svg)).toBe(svg);
  });
});
