// Where an Open Graph image's parts go, in numbers only: the card the text sits on, the picture beside it and
// the card's inner rows (logo, title and subtitle, URL line), all inside the area the platform keeps.
import {
  OPEN_GRAPH_PLATFORM_SPECS,
  type OpenGraphLayout,
  type OpenGraphPlatform,
} from "../../contract/index.js";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OpenGraphLayoutBoxes {
  readonly width: number;
  readonly height: number;
  /** The area every platform showing this size keeps (nothing of the text outside it). */
  readonly safe: Box;
  readonly card: Box;
  readonly radius: number;
  /** Where the picture goes, when there is one. */
  readonly picture: Box | undefined;
  readonly logo: Box;
  /** The title and subtitle's room, between the logo and the URL line. */
  readonly text: Box;
  /** The URL line's baseline and its size. */
  readonly urlBaseline: number;
  readonly align: "start" | "middle";
  /** Type sizes: the title's largest and smallest, the subtitle's and the URL's. */
  readonly sizes: { title: number; titleMin: number; subtitle: number; url: number };
  readonly titleLines: number;
  readonly subtitleLines: number;
}

/** Space between the platform's safe area and the card. */
const MARGIN = 40;
const GAP = 32;

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

/** The boxes of `platform`'s image in `layout`, with or without a picture. */
export function openGraphLayout(
  platform: OpenGraphPlatform,
  layout: OpenGraphLayout,
  hasPicture: boolean,
): OpenGraphLayoutBoxes {
  const { width, height, unsafe } = OPEN_GRAPH_PLATFORM_SPECS[platform];
  const safe: Box = {
    x: unsafe.left,
    y: unsafe.top,
    width: width - unsafe.left - unsafe.right,
    height: height - unsafe.top - unsafe.bottom,
  };
  const area = inset(safe, MARGIN);
  const square = height / width > 0.8;
  const pad = square ? 64 : 48;
  let card: Box;
  let picture: Box | undefined;
  if (layout === "centered") {
    card = square
      ? { x: area.x + 40, y: area.y + area.height * 0.18, width: area.width - 80, height: area.height * 0.64 }
      : { x: area.x + area.width * 0.1, y: area.y, width: area.width * 0.8, height: area.height };
  } else if (square) {
    // The picture (or the ground) above, the card below: a small square thumbnail still shows the title.
    const top = area.height * 0.34;
    card = { x: area.x, y: area.y + top, width: area.width, height: area.height - top };
    picture = hasPicture ? { x: area.x, y: area.y, width: area.width, height: top - GAP } : undefined;
  } else {
    const share = hasPicture ? 0.58 : 0.64;
    card = { x: area.x, y: area.y, width: Math.round(area.width * share), height: area.height };
    const left = card.x + card.width + GAP;
    picture = hasPicture
      ? { x: left, y: area.y, width: area.x + area.width - left, height: area.height }
      : undefined;
  }
  const inner = inset(card, pad);
  const logoHeight = square ? 64 : 44;
  const url = square ? 30 : 22;
  const logo: Box = {
    x: inner.x,
    y: inner.y,
    width: Math.min(inner.width, square ? 360 : 260),
    height: logoHeight,
  };
  const top = inner.y + logoHeight + (square ? 40 : 28);
  const bottom = inner.y + inner.height - url - (square ? 36 : 24);
  return {
    width,
    height,
    safe,
    card,
    radius: square ? 32 : 24,
    picture,
    logo: layout === "centered" ? { ...logo, x: inner.x + (inner.width - logo.width) / 2 } : logo,
    text: { x: inner.x, y: top, width: inner.width, height: bottom - top },
    urlBaseline: inner.y + inner.height,
    align: layout === "centered" ? "middle" : "start",
    sizes: square
      ? { title: 96, titleMin: 44, subtitle: 34, url }
      : { title: 68, titleMin: 34, subtitle: 26, url },
    titleLines: square ? 5 : 4,
    subtitleLines: square ? 3 : 2,
  };
}
