// The SVG allow-list sanitizer: every known attack is refused naming what was refused, editor-made logos
// come out clean, the output is inert, deterministic and stable under a second pass — also for generated
// documents mixing allowed, unknown and hostile parts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  inspectImageDataUrl,
  MAX_SVG_CSS_DEPTH,
  MAX_SVG_RENDERED_ELEMENTS,
  sanitizeSvg,
} from "../../src/contract/index.js";
import {
  DROPPED_FROM_INKSCAPE_LOGO,
  expectInertSvg,
  HOSTILE_SVGS,
  INKSCAPE_LOGO,
  nestedCss,
  realGif,
  realPng,
  svgDataUrl,
} from "../support/hostile-images.js";

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const sanitize = (text: string | Buffer) => sanitizeSvg(new Uint8Array(Buffer.from(text)));

describe("the SVG sanitizer refuses", () => {
  it.each(HOSTILE_SVGS)("%s", (_, svg, message) => {
    expect(() => sanitize(svg)).toThrow(message);
    const inspection = inspectImageDataUrl(svgDataUrl(svg));
    expect(inspection.ok).toBe(false);
    if (!inspection.ok) expect(inspection.problem).toMatch(/^the SVG image is refused: /u);
  });

  it("a hostile part even inside content it would drop", () => {
    expect(() => sanitize(`<svg ${NS}><metadata><script>alert(1)</script></metadata></svg>`)).toThrow(
      /<script>/,
    );
    expect(() =>
      sanitize(`<svg ${NS}><x:meta xmlns:x="urn:x"><rect onclick="alert(1)"/></x:meta></svg>`),
    ).toThrow(/event handler attribute onclick/);
    expect(() => sanitize(`<svg ${NS}><metadata><style>@import "x.css";</style></metadata></svg>`)).toThrow(
      /@import/,
    );
  });

  it("namespace tricks: reserved prefixes, undeclaring, duplicate attributes through aliases", () => {
    expect(() => sanitize(`<svg ${NS} xmlns:xml="urn:x"/>`)).toThrow(/reserved XML namespace/);
    expect(() => sanitize(`<svg ${NS} xmlns:x=""/>`)).toThrow(/cannot undeclare/);
    expect(() =>
      sanitize(
        `<svg ${NS} xmlns:a="http://www.w3.org/1999/xlink" xmlns:b="http://www.w3.org/1999/xlink"><use a:href="#x" b:href="#y"/></svg>`,
      ),
    ).toThrow(/repeats an attribute/);
    // XHTML under another default namespace is still HTML.
    expect(() => sanitize(`<svg ${NS}><g xmlns="http://www.w3.org/1999/xhtml"><p>hi</p></g></svg>`)).toThrow(
      /HTML content/,
    );
  });
});

describe("CSS nesting", () => {
  it("is kept up to the bound in every CSS entry point and refused one level past it, naming both", () => {
    const at = (n: number) => [
      `<svg ${NS}><style>${nestedCss(":is(", "a", ")", n)}{fill:red}</style></svg>`,
      `<svg ${NS}><rect style="stroke-width:${nestedCss("calc(", "1px", ")", n)}"/></svg>`,
      `<svg ${NS}><rect stroke-width="${nestedCss("calc(", "1px", ")", n)}"/></svg>`,
    ];
    for (const svg of at(MAX_SVG_CSS_DEPTH)) expectInertSvg(sanitize(svg));
    for (const svg of at(MAX_SVG_CSS_DEPTH + 1)) {
      expect(() => sanitize(svg)).toThrow(
        `nests brackets and functions ${MAX_SVG_CSS_DEPTH + 1} levels deep; at most ${MAX_SVG_CSS_DEPTH} are accepted`,
      );
    }
  });

  it("counts brackets as CSS reads them: closers inside strings do not hide depth", () => {
    const hidden = `${':is(a "))))))))" '.repeat(MAX_SVG_CSS_DEPTH + 1)}${")".repeat(MAX_SVG_CSS_DEPTH + 1)}`;
    expect(() => sanitize(`<svg ${NS}><style>${hidden}{fill:red}</style></svg>`)).toThrow(/levels deep/u);
    // Brackets inside a string or comment are not nesting at all.
    const quoted = `<svg ${NS}><style>.a{font-family:"${"(".repeat(200)}"}/*${"[".repeat(200)}*/</style></svg>`;
    expect(() => sanitize(quoted)).not.toThrow();
  });
});

describe("render cost", () => {
  it("keeps effects and reuse of the size real logos have", () => {
    const logo = `<svg ${NS}><defs><symbol id="s">${'<path d="M0 0h1v1z"/>'.repeat(10)}</symbol><filter id="f"><feTurbulence baseFrequency="0.05" numOctaves="4"/><feGaussianBlur stdDeviation="2 3"/><feConvolveMatrix order="3" kernelMatrix="0 1 0 1 -4 1 0 1 0"/><feMorphology radius="2"/><feDropShadow stdDeviation="4"/></filter><linearGradient id="g"><stop offset="0"/><stop offset="1"/></linearGradient></defs>${'<use href="#s" fill="url(#g)" filter="url(#f)"/>'.repeat(1000)}</svg>`;
    expectInertSvg(sanitize(logo));
    expectInertSvg(sanitize(INKSCAPE_LOGO));
    const arrows = `<svg ${NS}><defs><marker id="a" orient="auto"><path d="M0 0L4 2L0 4z"/></marker></defs>${'<path d="M0 0L10 10L20 0" marker-end="url(#a)" marker-mid="url(#a)"/>'.repeat(200)}</svg>`;
    expectInertSvg(sanitize(arrows));
  });

  it("counts elements through references up to the bound, and refuses one more", () => {
    // svg, defs, a group of 98 rectangles (99), then k <use>s each drawing itself and the group (100): 101 + 100k.
    const drawing = (k: number) =>
      `<svg ${NS}><defs><g id="g">${'<rect width="1" height="1"/>'.repeat(98)}</g></defs>${'<use href="#g"/>'.repeat(k)}</svg>`;
    const k = (MAX_SVG_RENDERED_ELEMENTS - 100) / 100;
    expect(Number.isInteger(k)).toBe(true);
    expect(() => sanitize(drawing(k - 1))).not.toThrow();
    expect(() => sanitize(drawing(k))).toThrow(`it draws more than ${MAX_SVG_RENDERED_ELEMENTS} elements`);
  });
});

describe("the SVG sanitizer keeps", () => {
  it("an Inkscape logo's drawing and drops its editor data and metadata", () => {
    const out = sanitize(INKSCAPE_LOGO);
    expectInertSvg(out);
    for (const word of DROPPED_FROM_INKSCAPE_LOGO) expect(out).not.toContain(word);
    expect(out).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink="http:\/\/www\.w3\.org\/1999\/xlink" width="120mm" height="40mm" viewBox="0 0 120 40"/u,
    );
    expect(out).toContain('<title id="title1">Acme &amp; Co. logo</title>');
    expect(out).toContain(
      "<style>.mark{fill:url(#grad);stroke:#1a2b3c;stroke-width:0.5}@media (prefers-color-scheme:dark){.word{fill:#fff}}.word{fill:#1A2B3C;font-family:&quot;Inter&quot;,sans-serif}</style>",
    );
    expect(out).toContain('<stop style="stop-color:#ff6600;stop-opacity:1" offset="0" id="stop1"/>');
    expect(out).toContain('<radialGradient xlink:href="#grad"');
    expect(out).toContain('<use href="#a" class="mark"/>');
    expect(out).toContain('<use xlink:href="#a" fill="url(#rgrad)" opacity="0.25"');
    expect(out).toContain(
      'style="font-size:14px;line-height:1.25;font-family:Inter;fill:#1a2b3c;stroke-width:0.26"',
    );
    expect(out).toContain('<tspan id="tspan1" x="46" y="26">Acme &lt;Co&gt;</tspan>');
  });

  it("a plain SVG as written, and nothing but whitespace changes in a second pass", () => {
    const plain = `<svg ${NS} viewBox="0 0 20 10"><rect width="20" height="10" fill="#08f"/></svg>`;
    expect(sanitize(plain)).toBe(plain);
    const once = sanitize(INKSCAPE_LOGO);
    expect(sanitize(once)).toBe(once);
    expect(sanitize(INKSCAPE_LOGO)).toBe(once);
  });

  it("a root without xmlns, prefixed SVG elements, and a UTF-8 byte order mark", () => {
    expect(sanitize('<svg width="4" height="4"><rect width="4" height="4"/></svg>')).toBe(
      `<svg ${NS} width="4" height="4"><rect width="4" height="4"/></svg>`,
    );
    expect(sanitize('<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:circle r="2"/></s:svg>')).toBe(
      `<svg ${NS}><circle r="2"/></svg>`,
    );
    expect(sanitize(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`<svg ${NS}/>`)]))).toBe(
      `<svg ${NS}/>`,
    );
  });

  it("embedded rasters, normalized, and fragment links in every namespace alias", () => {
    const png = realPng().toString("base64");
    const wrapped = png.replace(/(.{20})/gu, "$1\n");
    const out = sanitize(
      `<svg ${NS} xmlns:l="http://www.w3.org/1999/xlink"><image l:href="data:image/png;base64,${wrapped}"/><image href="DATA:image/GIF;base64,${realGif().toString("base64")}"/><use l:href="#i"/></svg>`,
    );
    expect(out).toContain(`<image xlink:href="data:image/png;base64,${png}"/>`);
    expect(out).toContain(`<image href="data:image/gif;base64,${realGif().toString("base64")}"/>`);
    expect(out).toContain('<use xlink:href="#i"/>');
    expectInertSvg(out);
  });

  it("SMIL that animates presentation and geometry, with values checked as the attribute's", () => {
    const out = sanitize(
      `<svg ${NS}><rect width="4"><animate attributeName="fill" values="url(#a);red" dur="1s" fill="freeze"/><set attributeName="x" to="3" begin="click"/><animateTransform attributeName="transform" type="rotate" from="0 2 2" to="360 2 2" dur="2s"/></rect></svg>`,
    );
    expect(out).toContain('<animate attributeName="fill" values="url(#a);red" dur="1s" fill="freeze"/>');
    expect(out).toContain('<set attributeName="x" to="3" begin="click"/>');
    expect(out).toContain('from="0 2 2" to="360 2 2"');
  });

  it("drops what does not draw or is unknown, and CSS outside the allow-list", () => {
    const out = sanitize(
      `<svg ${NS} data-x="1" zoomAndPan="magnify"><!-- note --><metadata><x/></metadata>text<rect foo="bar" style="fill:red;background:url(#a);--x:1;behavior:x;color:light-dark(red,blue)" fill="light-dark(red, blue)"/><style>@keyframes k{from{opacity:0}}.a{content:"x"}</style></svg>`,
    );
    expect(out).toBe(`<svg ${NS}><rect style="fill:red"/></svg>`);
  });

  it("deterministically: the same bytes give the same string", () => {
    const outputs = new Set(Array.from({ length: 3 }, () => sanitize(INKSCAPE_LOGO)));
    expect(outputs.size).toBe(1);
  });
});

/** Pieces a generated document is made of: allowed, unknown-but-harmless and hostile ones. */
const ELEMENTS = [
  "g",
  "rect",
  "path",
  "text",
  "defs",
  "use",
  "linearGradient",
  "stop",
  "metadata",
  "x:unknown",
];
const ATTRIBUTES = [
  'fill="#123456"',
  'fill="url(#g)"',
  'style="fill:red;stroke:url(#g)"',
  'href="#a"',
  'xlink:href="#a"',
  'x:foo="1"',
  'data-x="y"',
  'transform="translate(1 2)"',
  'id="a"',
  'fill="url(http://evil.test/x)"',
  'href="http://evil.test/"',
  'onload="alert(1)"',
  'style="fill:u\\72l(http://evil.test)"',
  'xlink:href="javascript:alert(1)"',
];
const CONTENT = [
  "",
  "hello &amp; bye",
  "<![CDATA[<script>]]>",
  "<!-- c -->",
  "<style>.a{fill:url(#g)}</style>",
  "<style>@import 'x';</style>",
  "<script>1</script>",
];

const elementArbitrary: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...ELEMENTS),
      fc.uniqueArray(fc.constantFrom(...ATTRIBUTES), {
        maxLength: 3,
        selector: (a) => a.replace(/=.*/u, "").replace(/^xlink:/u, ""),
      }),
      fc.array(
        depth > 1
          ? fc.oneof(fc.constantFrom(...CONTENT), elementArbitrary(depth - 1))
          : fc.constantFrom(...CONTENT),
        {
          maxLength: 3,
        },
      ),
    )
    .map(([tag, attributes, children]) => `<${tag} ${attributes.join(" ")}>${children.join("")}</${tag}>`),
);

describe("generated SVG documents", () => {
  it("are refused or come out inert, and a second pass changes nothing", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(elementArbitrary(3), { maxLength: 4 }), (children) => {
        const svg = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:x="urn:x">${children.join("")}</svg>`;
        const inspection = inspectImageDataUrl(svgDataUrl(svg));
        if (!inspection.ok) {
          expect(inspection.problem).toMatch(/^the SVG image is refused: /u);
          return;
        }
        accepted++;
        const out = Buffer.from(inspection.dataUrl.split(",")[1] ?? "", "base64").toString("utf8");
        expectInertSvg(out);
        expect(sanitize(out)).toBe(out);
      }),
      { seed: 9, numRuns: 400 },
    );
    // The generator must exercise both outcomes, or the property says little.
    expect(accepted).toBeGreaterThan(40);
  });
});

describe("arbitrary bytes", () => {
  const pieces = fc.constantFrom(
    "<svg>",
    `<svg ${NS}>`,
    "</svg>",
    "<g>",
    "</g>",
    "<!--",
    "-->",
    "<![CDATA[",
    "]]>",
    "<?x ?>",
    "&amp;",
    "&#0;",
    "&#x110000;",
    "&",
    '"',
    "=",
    " a=",
    "<style>",
    "u\\72l(",
    "__proto__",
    "constructor",
    "xmlns:",
    "x:",
  );
  it("never throw past the check: every input is accepted or refused with a reason", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.array(pieces, { maxLength: 30 })),
        (input) => {
          const bytes = Array.isArray(input) ? Buffer.from(input.join("")) : Buffer.from(input);
          const inspection = inspectImageDataUrl(svgDataUrl(bytes));
          if (inspection.ok) {
            expectInertSvg(Buffer.from(inspection.dataUrl.split(",")[1] ?? "", "base64").toString("utf8"));
          } else
            expect(inspection.problem).toMatch(
              /^(the SVG image is refused: |the data URL holds no image bytes)/u,
            );
        },
      ),
      { seed: 9, numRuns: 1000 },
    );
  });
});
