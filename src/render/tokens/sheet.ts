// The swatch sheet: an identity's colour tokens as one page a designer reads at a glance — the semantic tokens
// (HEX, OKLCH, CSS name), the tokens in use, the OKLCH tint/shade scales and the WCAG 2 / APCA contrast matrix
// with pass and fail. Pure: the same identity, options and fonts give the same SVG bytes; text is outlined.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { APCA_THRESHOLDS, TOKEN_SHEET_WIDTH, type TokenContrastView } from "../../contract/index.js";
import { type Child, createIdScope, el, fmt, namespaceOf, svgDocument } from "../../svg/index.js";
import { type FontBook, GlyphSheet } from "../text/index.js";
import { type LabelStyle, SheetText } from "../text/sheet-lines.js";
import { apcaContrast } from "./apca.js";
import { contrastMatrix } from "./contrast-matrix.js";
import { cssName } from "./names.js";
import { cssOklch } from "./oklch.js";
import { type ColorToken, type Palette, paletteOf } from "./palette.js";
import { usagePanel } from "./sheet-usage.js";
import { contrastLegend, verdicts } from "./verdicts.js";

export interface SheetOptions {
  readonly scales: boolean;
  readonly contrast: TokenContrastView;
  readonly usage: boolean;
}

export type SheetIdentity = Pick<ResolvedIdentity, "name" | "slug" | "colors" | "typography">;

export interface SwatchSheet {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly filename: string;
}

const W = TOKEN_SHEET_WIDTH;
const PAD = 72;
const INNER = W - 2 * PAD;
const GAP = 24;

/** What every section draws with: the palette, the type and the sheet's own colours. */
export interface SheetKit {
  readonly palette: Palette;
  readonly text: SheetText;
  readonly identity: SheetIdentity;
  /** A semantic token's hex by its dotted name. */
  hex(name: string): string;
  style(
    role: "display" | "body" | "mono",
    size: number,
    fill?: string,
    extra?: Partial<LabelStyle>,
  ): LabelStyle;
}

/** White or near-black, whichever APCA finds more legible on `ground` (labels inside swatches). */
export const labelOn = (ground: string): string =>
  Math.abs(apcaContrast("#ffffff", ground)) >= Math.abs(apcaContrast("#111111", ground))
    ? "#ffffff"
    : "#111111";

/** A section's heading and hairline; answers where its content starts. */
function heading(kit: SheetKit, title: string, note: string, y: number, out: Child[]): number {
  out.push(kit.text.line(title, PAD, y + 30, INNER, kit.style("display", 30)));
  out.push(kit.text.line(note, PAD, y + 60, INNER, kit.style("body", 16, kit.hex("text.muted"))));
  out.push(el("rect", { x: PAD, y: y + 78, width: INNER, height: 1, fill: kit.hex("border.default") }));
  return y + 106;
}

function semanticGrid(kit: SheetKit, y: number, out: Child[]): number {
  const columns = 6;
  const cell = (INNER - (columns - 1) * GAP) / columns;
  const swatch = 96;
  const rowHeight = swatch + 104;
  kit.palette.semantic.forEach((token, index) => {
    const x = PAD + (index % columns) * (cell + GAP);
    const top = y + Math.floor(index / columns) * rowHeight;
    const name = token.path.join(".");
    out.push(
      el("rect", {
        x: fmt(x),
        y: top,
        width: fmt(cell),
        height: swatch,
        rx: 12,
        fill: token.hex,
        stroke: kit.hex("border.default"),
        "stroke-width": 1,
      }),
      kit.text.line(name, x, top + swatch + 28, cell, kit.style("body", 16)),
      kit.text.line(token.hex, x, top + swatch + 52, cell, kit.style("mono", 14)),
      kit.text.line(
        cssOklch(token.hex),
        x,
        top + swatch + 74,
        cell,
        kit.style("mono", 12, kit.hex("text.muted")),
      ),
      kit.text.line(
        cssName(token.path),
        x,
        top + swatch + 94,
        cell,
        kit.style("mono", 12, kit.hex("text.muted")),
      ),
    );
  });
  const rows = Math.ceil(kit.palette.semantic.length / columns);
  return y + rows * rowHeight - 20;
}

function scaleRows(kit: SheetKit, y: number, out: Child[]): number {
  const labelWidth = 150;
  const gap = 6;
  const entries = Object.entries(kit.palette.scales) as [string, readonly ColorToken[]][];
  const steps = entries[0]?.[1].length ?? 1;
  const width = (INNER - labelWidth - (steps - 1) * gap) / steps;
  const height = 84;
  entries.forEach(([name, tokens], row) => {
    const top = y + row * (height + 16);
    out.push(kit.text.line(name, PAD, top + 36, labelWidth - 12, kit.style("body", 18)));
    out.push(
      kit.text.line(
        "OKLCH scale",
        PAD,
        top + 60,
        labelWidth - 12,
        kit.style("body", 13, kit.hex("text.muted")),
      ),
    );
    tokens.forEach((token, i) => {
      const x = PAD + labelWidth + i * (width + gap);
      const ink = labelOn(token.hex);
      out.push(el("rect", { x: fmt(x), y: top, width: fmt(width), height, rx: 8, fill: token.hex }));
      out.push(
        kit.text.line(token.path.at(-1) ?? "", x + 10, top + 24, width - 20, kit.style("body", 14, ink)),
      );
      out.push(kit.text.line(token.hex, x + 10, top + height - 12, width - 20, kit.style("mono", 12, ink)));
      // The identity's own colour sits at its nearest step: a dot says which.
      if (token.description.endsWith("itself"))
        out.push(el("circle", { cx: fmt(x + width - 14), cy: top + 19, r: 5, fill: ink }));
    });
  });
  return y + entries.length * (height + 16) - 16;
}

function matrix(kit: SheetKit, view: TokenContrastView, y: number, out: Child[]): number {
  const pairs = contrastMatrix(kit.palette);
  const grounds = [...new Set(pairs.map((pair) => pair.background))];
  const inks = [...new Set(pairs.map((pair) => pair.foreground))];
  const labelWidth = 210;
  const column = (INNER - labelWidth) / grounds.length;
  const row = view === "both" ? 64 : 52;
  // "fail" in the negative state's colour where it reads on the ground, else in the ink.
  const negative = kit.hex("state.negative");
  const failFill =
    Math.abs(apcaContrast(negative, kit.hex("surface.default"))) >= APCA_THRESHOLDS.large
      ? negative
      : kit.hex("text.default");
  grounds.forEach((ground, i) => {
    const x = PAD + labelWidth + i * column;
    out.push(
      el("rect", {
        x: fmt(x),
        y,
        width: 18,
        height: 18,
        rx: 4,
        fill: kit.hex(ground),
        stroke: kit.hex("border.strong"),
      }),
    );
    out.push(kit.text.line(`on ${ground}`, x + 26, y + 15, column - 34, kit.style("body", 14)));
  });
  const top = y + 36;
  inks.forEach((ink, r) => {
    const rowTop = top + r * row;
    if (r % 2 === 0)
      out.push(
        el("rect", { x: PAD, y: rowTop, width: INNER, height: row, rx: 6, fill: kit.hex("surface.raised") }),
      );
    out.push(kit.text.line(ink, PAD + 12, rowTop + row / 2 + 5, labelWidth - 24, kit.style("body", 15)));
    grounds.forEach((ground, c) => {
      const pair = pairs.find((p) => p.foreground === ink && p.background === ground);
      const x = PAD + labelWidth + c * column;
      if (!pair) {
        out.push(
          kit.text.line("—", x + 8, rowTop + row / 2 + 5, 40, kit.style("body", 14, kit.hex("text.muted"))),
        );
        return;
      }
      const chip = { x: x + 4, y: rowTop + (row - 40) / 2, width: 52, height: 40 };
      out.push(el("rect", { ...chip, rx: 8, fill: kit.hex(ground), stroke: kit.hex("border.default") }));
      out.push(
        kit.text.line(
          "Aa",
          chip.x + chip.width / 2,
          chip.y + 28,
          chip.width - 8,
          kit.style("display", 20, kit.hex(ink), { align: "middle" }),
        ),
      );
      const lines = verdicts(pair, view);
      const first = rowTop + row / 2 + (lines.length === 2 ? -4 : 5);
      lines.forEach((line, l) => {
        out.push(
          kit.text.line(line.text, chip.x + chip.width + 12, first + l * 20, column - chip.width - 24, {
            ...kit.style("mono", 13),
            fill: line.pass ? kit.hex("text.default") : failFill,
          }),
        );
      });
    });
  });
  return top + inks.length * row;
}

function sheetKit(identity: SheetIdentity, fonts: FontBook, glyphs: GlyphSheet): SheetKit {
  const palette = paletteOf(identity.colors);
  const byName = new Map(palette.semantic.map((token) => [token.path.join("."), token.hex]));
  const hex = (name: string) => byName.get(name) ?? identity.colors.ink;
  return {
    palette,
    identity,
    text: new SheetText(fonts, glyphs),
    hex,
    style: (role, size, fill = hex("text.default"), extra = {}) => ({
      role: identity.typography[role],
      size,
      fill,
      ...extra,
    }),
  };
}

/** The "In use" panel alone, on the identity's ground, as the Studio's preview shows it. */
export function renderUsageSvg(identity: SheetIdentity, fonts: FontBook): string {
  const ids = createIdScope(namespaceOf({ usage: identity.slug }, "usage"));
  const glyphs = new GlyphSheet(ids);
  const kit = sheetKit(identity, fonts, glyphs);
  const body: Child[] = [];
  const height = usagePanel(kit, { x: 24, y: 24, width: INNER }, body) + 24;
  const width = INNER + 48;
  return svgDocument(
    {
      width,
      height,
      title: `${identity.name} colour tokens in use`,
      description:
        "A card, actions, a badge, a link, success and error alerts and the inverse surface in the tokens",
      ids,
    },
    [el("defs", {}, glyphs.defs()), el("rect", { width, height, fill: kit.hex("surface.default") }), body],
  ).toString();
}

/** The sheet's SVG for `identity` with `options`, its text outlined from `fonts`. */
export function renderSwatchSheet(
  identity: SheetIdentity,
  options: SheetOptions,
  fonts: FontBook,
): SwatchSheet {
  const ids = createIdScope(namespaceOf({ tokens: identity.slug, ...options }, "tokens"));
  const glyphs = new GlyphSheet(ids);
  const kit = sheetKit(identity, fonts, glyphs);
  const { hex } = kit;
  const body: Child[] = [];
  body.push(
    kit.text.line(
      "Colour tokens",
      PAD,
      PAD + 14,
      INNER,
      kit.style("body", 15, hex("text.muted"), { uppercase: true, tracking: 0.12 }),
    ),
  );
  body.push(kit.text.line(identity.name, PAD, PAD + 74, INNER, kit.style("display", 56)));
  body.push(
    kit.text.line(
      "Semantic tokens in HEX and OKLCH, tint and shade scales computed in OKLCH, WCAG 2 and APCA contrast",
      PAD,
      PAD + 114,
      INNER,
      kit.style("body", 19, hex("text.muted")),
    ),
  );
  let y = PAD + 170;
  y = semanticGrid(
    kit,
    heading(
      kit,
      "Semantic tokens",
      "What interfaces name: each with its hex, its OKLCH and its CSS custom property",
      y,
      body,
    ),
    body,
  );
  if (options.usage) {
    y = heading(
      kit,
      "In use",
      "The tokens on an interface: surfaces, text, actions, states and focus",
      y + 48,
      body,
    );
    y = usagePanel(kit, { x: PAD, y, width: INNER }, body);
  }
  if (options.scales) {
    y = heading(
      kit,
      "Scales",
      "Tints and shades at fixed OKLCH lightness, hue held; the dot marks the identity's own colour",
      y + 48,
      body,
    );
    y = scaleRows(kit, y, body);
  }
  y = heading(kit, "Contrast", contrastLegend(options.contrast), y + 48, body);
  y = matrix(kit, options.contrast, y, body);
  y += 56;
  body.push(el("rect", { x: PAD, y, width: INNER, height: 1, fill: hex("border.default") }));
  body.push(
    kit.text.line(
      `Made by Marque from the identity of ${identity.name}. The DTCG, CSS and Tailwind files carry the same tokens.`,
      PAD,
      y + 34,
      INNER,
      kit.style("body", 14, hex("text.muted")),
    ),
  );
  const height = Math.ceil(y + 34 + PAD - 16);
  const svg = svgDocument(
    {
      width: W,
      height,
      title: `${identity.name} colour tokens`,
      description: "Swatch sheet: semantic colour tokens, OKLCH scales and a WCAG 2 and APCA contrast matrix",
      ids,
    },
    [el("defs", {}, glyphs.defs()), el("rect", { width: W, height, fill: hex("surface.default") }), body],
  ).toString();
  return { svg, width: W, height, filename: `${identity.slug}-colour-tokens.svg` };
}
