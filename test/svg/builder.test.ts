// The SVG toolkit: one element builder (escaping, dropped attributes, rounding), ids and the document root.
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  createIdScope,
  el,
  escapeXml,
  fmt,
  fragment,
  namespaceOf,
  path,
  svgDocument,
} from "../../src/svg/index.js";

describe("el", () => {
  it("escapes text and attribute values", () => {
    const markup = el("text", { "data-name": `"<&>'` }, "a < b & c > d").svg;
    expect(markup).toBe('<text data-name="&quot;&lt;&amp;&gt;&apos;">a &lt; b &amp; c &gt; d</text>');
  });

  it("drops undefined, null and false attributes and self-closes empty elements", () => {
    expect(el("rect", { x: 1, y: undefined, rx: null, hidden: false }).svg).toBe('<rect x="1"/>');
  });

  it("rounds numbers to three decimals without exponents or negative zero", () => {
    expect(el("circle", { cx: 1 / 3, cy: -0.0001, r: 2.00049 }).svg).toBe(
      '<circle cx="0.333" cy="0" r="2"/>',
    );
    expect(fmt(1e-9)).toBe("0");
    expect(fmt(123456.78949)).toBe("123456.789");
    expect(() => fmt(Number.NaN)).toThrow();
  });

  it("nests markup as markup and plain strings as text", () => {
    const inner = el("tspan", {}, "x");
    expect(el("text", {}, [inner, "<tspan>", false, null, 2]).svg).toBe(
      "<text><tspan>x</tspan>&lt;tspan&gt;2</text>",
    );
    expect(fragment([inner, inner]).svg).toBe("<tspan>x</tspan><tspan>x</tspan>");
  });

  it("refuses names that are not plain XML names", () => {
    expect(() => el("rect onload", {})).toThrow();
    expect(() => el("rect", { 'x"': 1 })).toThrow();
  });

  it("drops characters XML forbids", () => {
    expect(escapeXml("a\u0000b\u0007c")).toBe("abc");
  });

  it("writes half a surrogate pair as U+FFFD and keeps whole pairs (issue 27.10)", () => {
    expect(escapeXml("\uD800a\uDC00b😀<")).toBe("\uFFFDa\uFFFDb😀&lt;");
    expect(escapeXml(`${"x".repeat(300)}\uDBFF`)).toBe(`${"x".repeat(300)}\uFFFD`);
    expect(el("title", { "aria-label": "\uDC00" }, "😀\uD83D").svg).toBe(
      '<title aria-label="\uFFFD">😀\uFFFD</title>',
    );
  });

  it("formats path data through the same rounding", () => {
    expect(path().moveTo(0.12345, 1).lineTo(2, 3.9999).h(-0.5).close().toString()).toBe("M0.123 1L2 4h-0.5Z");
  });
});

describe("ids", () => {
  it("namespaces ids and references", () => {
    const ids = createIdScope("mq-abc");
    expect(ids.id("grad")).toBe("mq-abc-grad");
    expect(ids.url("grad")).toBe("url(#mq-abc-grad)");
    expect(ids.href("grad")).toBe("#mq-abc-grad");
    expect(() => ids.id("a b")).toThrow();
  });

  it("derives namespaces from canonical JSON, whatever the key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":1,"f":2}]},"b":1}',
    );
    expect(namespaceOf({ a: 1, b: 2 })).toBe(namespaceOf({ b: 2, a: 1 }));
    expect(namespaceOf({ a: 1 })).not.toBe(namespaceOf({ a: 2 }));
    expect(namespaceOf({ a: 1 })).toMatch(/^mq-[0-9a-f]{8}$/);
  });
});

describe("svgDocument", () => {
  it("keeps text beyond Latin-1 apart from the markup, which stays one byte a character", () => {
    const ids = createIdScope("mq-1");
    const svg = svgDocument({ width: 1, height: 1, title: "Café — Köln", description: "naïve", ids }, [
      el("g", { "aria-label": "東京 & <Ōsaka>", fill: "#fff" }, ["☂", "☂", el("path", { d: "m0 0" })]),
      fragment(["wide → ", el("rect")]),
    ]);
    const text = String(svg);
    expect(text).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1" height="1" viewBox="0 0 1 1" role="img" aria-labelledby="mq-1-title" aria-describedby="mq-1-desc"><title id="mq-1-title">Café — Köln</title><desc id="mq-1-desc">naïve</desc><g aria-label="東京 &amp; &lt;Ōsaka&gt;" fill="#fff">☂☂<path d="m0 0"/></g>wide → <rect/></svg>',
    );
    expect(svg.pieces.join("")).toBe(text);
    // Markup and wide text by turns; adjacent wide texts are one piece.
    expect(svg.pieces.filter((_, i) => i % 2 === 1)).toEqual([
      "Café — Köln",
      "東京 &amp; &lt;Ōsaka&gt;",
      "☂☂",
      "wide → ",
    ]);
    for (const markup of svg.pieces.filter((_, i) => i % 2 === 0))
      expect(markup).not.toMatch(/[\u0100-\uffff]/);
  });

  it("writes an accessible, sized root with title and description", () => {
    const ids = createIdScope("mq-1");
    const svg = svgDocument({ width: 10, height: 20, title: "T & co", description: "D", ids }, el("g"));
    expect(svg.pieces).toEqual([String(svg)]);
    expect(String(svg)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="20" viewBox="0 0 10 20" role="img" aria-labelledby="mq-1-title" aria-describedby="mq-1-desc"><title id="mq-1-title">T &amp; co</title><desc id="mq-1-desc">D</desc><g/></svg>',
    );
  });
});
