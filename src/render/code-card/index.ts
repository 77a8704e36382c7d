// drawCodeCard: a Terminal card document → one page (the card) as a standalone SVG, its code highlighted in
// the identity's colours (palette.ts) by a loaded highlighter (highlighter.ts) and every glyph outlined from the
// identity's bundled mono face. Pure and synchronous given the highlighter: the same document, identity, fonts
// and grammar give the same bytes. Layout: the identity's gradient around a window (chrome, title), a gutter
// of line numbers, highlighted lines on a band, and rows that wrap rather than overflow.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import {
  CODE_CARD_WIDTH,
  CODE_LANGUAGE_NAMES,
  type CodeCardDocument,
  codeLines,
  highlightedLines,
} from "../../contract/index.js";
import { type Child, createIdScope, el, namespaceOf, svgDocument } from "../../svg/index.js";
import type { DrawnDocument } from "../files/drawn-document.js";
import type { FontBook } from "../text/book.js";
import { GlyphSheet } from "../text/outline.js";
import { SheetText } from "../text/sheet-lines.js";
import { chromeControls } from "./chrome.js";
import type { CodeHighlighter } from "./highlighter.js";
import { codeCardPalette } from "./palette.js";
import { codeRows, expandTabs, widestLine } from "./rows.js";

export {
  type CodeHighlighter,
  loadHighlighter,
  PLAIN_HIGHLIGHTER,
  SYNTAX_ROLES,
  type SyntaxRole,
} from "./highlighter.js";
export { CODE_CARD_MIN_CONTRAST, codeCardPalette } from "./palette.js";

/** The card's measures, all from the code's size so that a card scales as one. */
function metrics(size: number) {
  return {
    lineHeight: Math.round(size * 1.6),
    padX: Math.round(size * 1.5),
    padY: Math.round(size * 1.1),
    bar: Math.round(size * 2.5),
    radius: Math.round(size * 0.6),
    gutterGap: Math.round(size * 1.4),
    titleSize: Math.round(size * 0.8 * 10) / 10,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The card of `doc`: one page, named after the identity and the title. */
export function drawCodeCard(
  identity: ResolvedIdentity,
  doc: CodeCardDocument,
  fonts: FontBook,
  highlighter: CodeHighlighter,
): DrawnDocument {
  const size = doc.fontSize;
  const m = metrics(size);
  const palette = codeCardPalette(identity, doc.theme);
  const ids = createIdScope(
    namespaceOf({ card: identity.slug, doc: { ...doc, identity: undefined } }, "code"),
  );
  const glyphs = new GlyphSheet(ids);
  const text = new SheetText(fonts, glyphs);
  const mono = identity.typography.mono;
  const face = fonts.face(mono);
  const measure = (piece: string) => face.measure(piece, size);

  const code = expandTabs(doc.code, doc.tabSize);
  const lines = highlighter.tokens(code, doc.language);
  const count = codeLines(code).length;
  const gutter = doc.lineNumbers ? Math.ceil(measure("0".repeat(String(count).length))) + m.gutterGap : 0;
  const pad = doc.padding;
  const frame = 2 * pad + 2 * m.padX + gutter;
  const width =
    doc.width ??
    Math.min(
      CODE_CARD_WIDTH.auto,
      Math.max(CODE_CARD_WIDTH.min, Math.ceil(frame + widestLine(lines, measure))),
    );
  const codeWidth = width - frame;
  const rows = codeRows(lines, measure, codeWidth);
  const bar = doc.chrome === "none" && doc.title === undefined ? 0 : m.bar;
  const windowWidth = width - 2 * pad;
  const windowHeight = bar + 2 * m.padY + rows.length * m.lineHeight;
  const height = windowHeight + 2 * pad;
  const radius = pad > 0 ? m.radius : 0;

  const defs: Child[] = [
    el("clipPath", { id: ids.id("window") }, [
      el("rect", { x: pad, y: pad, width: windowWidth, height: windowHeight, rx: radius }),
    ]),
  ];
  const body: Child[] = [];
  if (pad > 0) {
    // The identity's gradient behind the window: the card is the brand's before it is the code's.
    defs.push(
      el("linearGradient", { id: ids.id("backdrop"), x1: 0, y1: 0, x2: 1, y2: 1 }, [
        el("stop", { offset: 0, "stop-color": palette.backdrop[0] }),
        el("stop", { offset: 0.5, "stop-color": palette.backdrop[1] }),
        el("stop", { offset: 1, "stop-color": palette.backdrop[2] }),
      ]),
    );
    body.push(el("rect", { width, height, fill: ids.url("backdrop") }));
  }
  const inside: Child[] = [
    el("rect", { x: pad, y: pad, width: windowWidth, height: windowHeight, fill: palette.ground }),
  ];
  if (bar > 0) {
    inside.push(
      el("rect", { x: pad, y: pad, width: windowWidth, height: bar, fill: palette.bar }),
      el("rect", { x: pad, y: pad + bar - 1, width: windowWidth, height: 1, fill: palette.edge }),
    );
    const { controls, free } = chromeControls(
      doc.chrome,
      { x: pad, y: pad, width: windowWidth, height: bar, size },
      palette,
    );
    inside.push(...controls);
    if (doc.title !== undefined) {
      // Centred on the window as macOS sets it, when the controls leave room; else after them.
      const centred = doc.chrome === "macos";
      const [left, right] = free;
      const span = centred ? Math.min(windowWidth - 2 * (left - pad), right - left) : right - left;
      const x = centred ? pad + windowWidth / 2 : left;
      inside.push(
        text.line(doc.title, x, pad + bar / 2 + m.titleSize * 0.36, Math.max(span, size), {
          role: identity.typography.body,
          size: m.titleSize,
          fill: palette.title,
          align: centred ? "middle" : "start",
          exact: true,
        }),
      );
    }
  }

  const top = pad + bar + m.padY;
  const highlighted = new Set(highlightedLines(doc.highlightLines));
  const codeLeft = pad + m.padX + gutter;
  // A line's band spans every row it wraps onto.
  rows.forEach((row, i) => {
    if (!highlighted.has(row.line)) return;
    const y = top + i * m.lineHeight;
    inside.push(
      el("rect", { x: pad, y, width: windowWidth, height: m.lineHeight, fill: palette.band }),
      el("rect", {
        x: pad,
        y,
        width: Math.max(2, Math.round(size / 6)),
        height: m.lineHeight,
        fill: palette.mark,
      }),
    );
  });
  const baselineOf = (i: number) => round(top + i * m.lineHeight + m.lineHeight / 2 + size * 0.36);
  const style = (fill: string) => ({ role: mono, size, fill, exact: true });
  rows.forEach((row, i) => {
    const baseline = baselineOf(i);
    if (doc.lineNumbers && row.first)
      inside.push(
        text.line(String(row.line), codeLeft - m.gutterGap, baseline, gutter, {
          ...style(palette.lineNumber),
          align: "end",
        }),
      );
    for (const run of row.runs)
      inside.push(
        text.line(
          run.text,
          round(codeLeft + run.x),
          baseline,
          run.width + size,
          style(palette.roles[run.role]),
        ),
      );
  });
  body.push(el("g", { "clip-path": ids.url("window") }, inside));
  if (radius > 0)
    body.push(
      el("rect", {
        x: pad + 0.5,
        y: pad + 0.5,
        width: windowWidth - 1,
        height: windowHeight - 1,
        rx: radius,
        fill: "none",
        stroke: palette.edge,
      }),
    );

  const name = doc.title ?? `${CODE_LANGUAGE_NAMES[doc.language]} code`;
  const svg = svgDocument(
    {
      width,
      height,
      title: `${name}: ${identity.name}`,
      description: `${CODE_LANGUAGE_NAMES[doc.language]} code, ${count} ${count === 1 ? "line" : "lines"}, drawn as a card in the identity of ${identity.name}`,
      ids,
    },
    [el("defs", {}, [defs, glyphs.defs()]), body],
  ).toString();
  return {
    pages: [{ svg, width, height, title: name }],
    // The page's title names the page's files ("-1-server-ts"), as it does every document's.
    filename: `${identity.slug}-code-card`,
    title: `${name}: ${identity.name}`,
    author: identity.name,
  };
}
