// An Open Graph image's ground, full bleed: a background style drawn by Marque's background renderer from the
// identity (its own logo left out: the card carries the logo), the identity's paper, or a picture (an upload,
// or a material's still the Studio captured with WebGL).
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { mix, parseHex, toHex } from "../../color/rgb.js";
import { backgroundSettingsSchema, type OpenGraphGround } from "../../contract/index.js";
import { el, fmt, fmtList, type Markup } from "../../svg/index.js";
import { renderBackgroundArtifact } from "../background/index.js";

/** `b` mixed into `a` by `amount` in sRGB. */
export const tint = (a: string, b: string, amount: number): string =>
  toHex(mix(parseHex(a), parseHex(b), amount));

const ROOT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b[^>]*>/u;
const VIEW_BOX = /\bviewBox="([^"]+)"/u;

/** A background document drawn at the image's own size, nested as an inner <svg> (its ids are its own). */
function nestedBackground(svg: string, width: number, height: number): Markup {
  const root = ROOT.exec(svg);
  const viewBox = root ? VIEW_BOX.exec(root[0])?.[1] : undefined;
  if (!root || !viewBox || !svg.trimEnd().endsWith("</svg>")) throw new Error("not an SVG document");
  const body = svg.slice(root[0].length, svg.trimEnd().length - "</svg>".length);
  const open = `<svg x="0" y="0" width="${fmt(width)}" height="${fmt(height)}" viewBox="${fmtList(viewBox.split(/[\s,]+/u).map(Number))}" preserveAspectRatio="xMidYMid slice">`;
  // The background renderer's own markup, written by Marque's element builder: trusted as it is.
  return { svg: `${open}${body}</svg>` };
}

/** A picture filling the image. */
const pictureGround = (href: string, width: number, height: number): Markup =>
  el("image", { x: 0, y: 0, width, height, href, preserveAspectRatio: "xMidYMid slice" });

/**
 * The ground of a `width`×`height` image. A material ground is drawn from `materialStill` (a PNG data URL the
 * Studio captured); until it has one, a quiet panel of the identity's paper stands in.
 */
export function groundMarkup(
  ground: OpenGraphGround,
  identity: ResolvedIdentity,
  width: number,
  height: number,
  materialStill: string | undefined,
): Markup {
  const { paper, ink } = identity.colors;
  switch (ground.kind) {
    case "background": {
      const settings = backgroundSettingsSchema.parse({
        width,
        height,
        style: ground.style,
        gradient: ground.gradient,
        pattern: ground.pattern,
        logoOpacity: 0,
      });
      return nestedBackground(renderBackgroundArtifact(settings, identity).svg, width, height);
    }
    case "image":
      return pictureGround(ground.dataUrl, width, height);
    case "material":
      if (materialStill) return pictureGround(materialStill, width, height);
      return el("rect", { width, height, fill: tint(paper, ink, 0.12) });
    case "paper":
      return el("rect", { width, height, fill: tint(paper, ink, 0.06) });
  }
}
