// An artifact Marque rendered (a background, a template), nested in the board as an inner <svg> at a tile's
// box: its root replaced by one sized to the box, and its id namespace made the tile's own, so the same
// artifact twice on a board never repeats an id.
import { fmt, fmtList, type Markup } from "../../svg/index.js";
import type { TileBox } from "./layout.js";

/** The namespaces a Marque SVG's ids start with (`mq-1a2b3c4d-…`; see svg/ids.ts). */
const NAMESPACE = /\bid="([A-Za-z_][\w]*-[0-9a-f]{8})-/gu;
const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b[^>]*>/u;
const VIEW_BOX = /\bviewBox="([^"]+)"/u;

/** `svg` (a complete document from one of Marque's renderers) drawn into `box`, filling it (cropped if need be). */
export function nestedSvg(svg: string, box: TileBox, tile: number): Markup {
  const root = ROOT.exec(svg);
  if (!root) throw new Error("a nested artifact is not an SVG document");
  const viewBox = VIEW_BOX.exec(root[0])?.[1] ?? "";
  let body = svg.slice(root[0].length);
  const namespaces = new Set([...body.matchAll(NAMESPACE)].map((match) => match[1] as string));
  for (const namespace of namespaces) body = body.replaceAll(`${namespace}-`, `${namespace}t${tile}-`);
  const open = `<svg x="${fmt(box.x)}" y="${fmt(box.y)}" width="${fmt(box.width)}" height="${fmt(box.height)}" viewBox="${fmtList(viewBox.split(/[\s,]+/u).map(Number))}" preserveAspectRatio="xMidYMid slice">`;
  // The artifact's own markup, written by Marque's element builder: it is trusted as it is.
  return { svg: open + body };
}
