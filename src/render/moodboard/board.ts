// The moodboard as one SVG: the identity's paper, the board's title, and each tile at its box — Marque's own
// artifacts nested as SVG, materials and uploads as images, swatches drawn here — with its caption under it,
// all type outlined from the bundled faces. Pure: the same document, art and fonts give the same bytes.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { mix, parseHex, toHex } from "../../color/rgb.js";
import { MOODBOARD_BOARD_WIDTH, type MoodboardDocument, type MoodboardTile } from "../../contract/index.js";
import { type Child, createIdScope, el, fmt, namespaceOf, svgDocument } from "../../svg/index.js";
import type { FontBook } from "../text/book.js";
import { GlyphSheet } from "../text/outline.js";
import { type LabelStyle, SheetText } from "../text/sheet-lines.js";
import { BOARD_PAD, boardLayout, CAPTION_HEIGHT, HEADER_HEIGHT, type TileBox } from "./layout.js";
import { nestedSvg } from "./nest.js";
import { swatchColor, swatchName } from "./swatches.js";

export type BoardIdentity = Pick<ResolvedIdentity, "name" | "slug" | "tagline" | "colors" | "typography">;

/**
 * A tile's picture as the edge made it: an artifact's SVG document (nested), an image data URL (a material's
 * still, an upload), or nothing (a swatch, drawn here; or a still not ready yet, drawn as a placeholder).
 * `width`×`height` give its aspect.
 */
export interface TileArt {
  svg?: string;
  image?: string;
  width: number;
  height: number;
  /** What the tile shows, in words (a placeholder says it). */
  label: string;
}

export interface Board {
  readonly svg: string;
  /** The board's heading, and who it is by (the identity's name): a PDF's title and author. */
  readonly title: string;
  readonly author: string;
  readonly width: number;
  readonly height: number;
  readonly filename: string;
}

/** A swatch's aspect (height over width): a little wider than tall, like a paint chip. */
const SWATCH_ASPECT = 0.6;
const RADIUS = 10;

/** Each tile's aspect, height over width, from its art (a swatch's is fixed). */
export function tileAspects(items: readonly MoodboardTile[], arts: readonly TileArt[]): number[] {
  return items.map((item, i) => {
    const art = arts[i];
    if (item.kind === "swatch" || !art || art.width <= 0 || art.height <= 0) return SWATCH_ASPECT;
    // Very tall or wide uploads are cropped to a readable tile.
    return Math.min(1.6, Math.max(0.3, art.height / art.width));
  });
}

/** The board of `doc` with `arts[i]` the picture of `doc.items[i]`. */
export function renderMoodboard(
  identity: BoardIdentity,
  doc: MoodboardDocument,
  arts: readonly TileArt[],
  fonts: FontBook,
): Board {
  const ids = createIdScope(
    namespaceOf({ board: identity.slug, doc: { ...doc, identity: undefined }, arts: arts.length }, "board"),
  );
  const glyphs = new GlyphSheet(ids);
  const text = new SheetText(fonts, glyphs);
  const { ink, paper } = identity.colors;
  const muted = identity.colors.semantic.muted;
  const hairline = toHex(mix(parseHex(paper), parseHex(ink), 0.14));
  const label = (size: number, fill: string, extra: Partial<LabelStyle> = {}): LabelStyle => ({
    role: identity.typography.body,
    size,
    fill,
    ...extra,
  });
  const layout = boardLayout(doc, tileAspects(doc.items, arts));
  const inner = MOODBOARD_BOARD_WIDTH - 2 * BOARD_PAD;

  const title = doc.title.trim() || identity.name;
  // The tagline sits at the title's right, in the space the title leaves (a long title takes it all).
  const tagline = identity.tagline.trim();
  const titleWidth = tagline ? inner * 0.62 : inner;
  const heading: Child[] = [
    text.line(
      "Moodboard",
      BOARD_PAD,
      BOARD_PAD + 14,
      inner,
      label(15, muted, { uppercase: true, tracking: 0.12 }),
    ),
    text.line(title, BOARD_PAD, BOARD_PAD + 78, titleWidth, {
      role: identity.typography.display,
      size: 56,
      fill: ink,
    }),
    tagline &&
      text.line(
        tagline,
        BOARD_PAD + inner,
        BOARD_PAD + 76,
        inner - titleWidth - 32,
        label(19, muted, { align: "end" }),
      ),
    el("rect", { x: BOARD_PAD, y: BOARD_PAD + 112, width: inner, height: 1, fill: hairline }),
    doc.items.length === 0 &&
      text.line(
        "An empty board: add tiles from the inspector, or drop an image here",
        BOARD_PAD + inner / 2,
        BOARD_PAD + HEADER_HEIGHT + 100,
        inner,
        label(20, muted, { align: "middle" }),
      ),
  ];

  const defs: Child[] = [];
  const tiles = doc.items.map((item, i) => {
    const box = layout.boxes[i] as TileBox;
    const art = arts[i];
    const clip = ids.ref(`tile-${i}`);
    defs.push(
      el("clipPath", { id: clip.id }, [
        el("rect", { x: box.x, y: box.y, width: box.width, height: box.height, rx: RADIUS }),
      ]),
    );
    const picture = tilePicture(item, art, box, i, { identity, text, label, hairline });
    const frame = el("rect", {
      x: box.x + 0.5,
      y: box.y + 0.5,
      width: box.width - 1,
      height: box.height - 1,
      rx: RADIUS,
      fill: "none",
      stroke: hairline,
    });
    const caption =
      item.caption.trim() === ""
        ? undefined
        : text.line(
            item.caption.trim(),
            box.x,
            box.y + box.height + CAPTION_HEIGHT - 12,
            box.width,
            label(17, muted),
          );
    const transform =
      box.rotation === 0
        ? undefined
        : `rotate(${fmt(box.rotation)} ${fmt(box.x + box.width / 2)} ${fmt(box.y + box.height / 2)})`;
    return el("g", { transform }, [el("g", { "clip-path": clip.url }, picture), frame, caption]);
  });

  const svg = svgDocument(
    {
      width: layout.width,
      height: layout.height,
      title: `${title} moodboard`,
      description: `A moodboard of ${identity.name}: ${doc.items.length} tiles (${describeTiles(doc.items)})`,
      ids,
    },
    [
      el("defs", {}, [glyphs.defs(), defs]),
      el("rect", { width: layout.width, height: layout.height, fill: paper }),
      heading,
      tiles,
    ],
  ).toString();
  return {
    svg,
    title,
    author: identity.name,
    width: layout.width,
    height: layout.height,
    filename: `${identity.slug}-moodboard.svg`,
  };
}

interface Drawing {
  identity: BoardIdentity;
  text: SheetText;
  label: (size: number, fill: string, extra?: Partial<LabelStyle>) => LabelStyle;
  hairline: string;
}

/** What fills a tile's box. */
function tilePicture(
  item: MoodboardTile,
  art: TileArt | undefined,
  box: TileBox,
  i: number,
  d: Drawing,
): Child {
  if (item.kind === "swatch") return swatch(item.role, box, d);
  if (art?.svg) return nestedSvg(art.svg, box, i);
  if (art?.image)
    return el("image", {
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      href: art.image,
      preserveAspectRatio: "xMidYMid slice",
    });
  // Not drawn yet (a material's still on its way): a quiet panel that says what will be there.
  const { paper, ink } = d.identity.colors;
  return [
    el("rect", { ...boxAttrs(box), fill: toHex(mix(parseHex(paper), parseHex(ink), 0.05)) }),
    d.text.line(
      art?.label ?? "",
      box.x + box.width / 2,
      box.y + box.height / 2 + 6,
      box.width - 32,
      d.label(16, d.identity.colors.semantic.muted, { align: "middle" }),
    ),
  ];
}

/** A paint chip: the colour, and its name and HEX on a band of paper at its foot. */
function swatch(role: Extract<MoodboardTile, { kind: "swatch" }>["role"], box: TileBox, d: Drawing): Child {
  const color = swatchColor(d.identity.colors, role);
  const band = Math.min(68, Math.round(box.height * 0.4));
  const { paper, ink } = d.identity.colors;
  const size = Math.max(12, Math.min(18, box.width / 14));
  return [
    el("rect", { ...boxAttrs(box), fill: color }),
    el("rect", { x: box.x, y: box.y + box.height - band, width: box.width, height: band, fill: paper }),
    el("rect", { x: box.x, y: box.y + box.height - band, width: box.width, height: 1, fill: d.hairline }),
    d.text.line(
      swatchName(role),
      box.x + 16,
      box.y + box.height - band + band * 0.45,
      box.width - 32,
      d.label(size, ink),
    ),
    d.text.line(
      color.toUpperCase(),
      box.x + 16,
      box.y + box.height - band + band * 0.45 + size * 1.3,
      box.width - 32,
      { role: d.identity.typography.mono, size: size * 0.85, fill: d.identity.colors.semantic.muted },
    ),
  ];
}

const boxAttrs = (box: TileBox) => ({ x: box.x, y: box.y, width: box.width, height: box.height });

function describeTiles(items: readonly MoodboardTile[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  return (
    [...counts].map(([kind, count]) => `${count} ${kind}${count === 1 ? "" : "s"}`).join(", ") || "none yet"
  );
}
