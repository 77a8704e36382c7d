// The identity's logo: sized by logoScale, placed from the centre by logoX/logoY, faded by logoOpacity,
// optionally recoloured to pure black or white by logoTone.
import type { IdentityLogo } from "../../catalog/identities/types.js";
import { el, fmtList } from "../svg/index.js";
import type { Layer } from "./layer.js";
import { level } from "./levels.js";
import { averageLuminance, type Scene } from "./scene.js";

/** Grounds lighter than this take the logo variant made for light grounds. */
const LIGHT_GROUND = 0.4;
/** The logo never grows taller than this share of the canvas (very wide, low canvases). */
const MAX_HEIGHT = 0.9;

export interface LogoBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the logo goes: logoScale % of the width, centred, then offset by logoX % of width, logoY % of height. */
export function logoBox(scene: Scene, logo: IdentityLogo): LogoBox {
  const { settings, width, height } = scene;
  const aspect = logo.aspect > 0 && Number.isFinite(logo.aspect) ? logo.aspect : 1;
  let boxWidth = (settings.logoScale / 100) * width;
  let boxHeight = boxWidth / aspect;
  if (boxHeight > MAX_HEIGHT * height) {
    boxHeight = MAX_HEIGHT * height;
    boxWidth = boxHeight * aspect;
  }
  const cx = width / 2 + (settings.logoX / 100) * width;
  const cy = height / 2 + (settings.logoY / 100) * height;
  return { x: cx - boxWidth / 2, y: cy - boxHeight / 2, width: boxWidth, height: boxHeight };
}

/**
 * The logo layer: the `light` variant over light ground and `dark` over dark ground (judged from the field
 * under the logo's box). logoTone maps every colour to black or white and keeps alpha; the filter region is
 * the logo's own box. logoOpacity 0 draws nothing.
 */
export function logoLayer(scene: Scene): Layer {
  const { settings, identity, ids } = scene;
  const opacity = level(settings, "logoOpacity");
  if (opacity <= 0) return {};
  const probe = logoBox(scene, identity.logos.light);
  const ground = averageLuminance(scene.field, scene.width, scene.height, probe);
  const logo = ground > LIGHT_GROUND ? identity.logos.light : identity.logos.dark;
  const box = logoBox(scene, logo);
  const tone = settings.logoTone;
  const channel = tone === "white" ? 1 : 0;
  return {
    defs: tone
      ? el(
          "filter",
          {
            id: ids.id("logo-tone"),
            x: 0,
            y: 0,
            width: 1,
            height: 1,
            "color-interpolation-filters": "sRGB",
          },
          el("feColorMatrix", {
            type: "matrix",
            values: fmtList([0, 0, 0, 0, channel, 0, 0, 0, 0, channel, 0, 0, 0, 0, channel, 0, 0, 0, 1, 0]),
          }),
        )
      : undefined,
    body: el("image", {
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      preserveAspectRatio: "xMidYMid meet",
      "xlink:href": logo.dataUrl,
      opacity: opacity < 1 ? opacity : undefined,
      filter: tone ? ids.url("logo-tone") : undefined,
    }),
  };
}
