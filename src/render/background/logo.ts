// The identity's logo: sized by logoScale, placed from the centre by logoX/logoY, faded by logoOpacity,
// optionally recoloured to pure black or white by logoTone. Without logoTone, the logo variant whose colour
// contrasts most with the ground under it is drawn; a logo that still reads poorly is reported.
import { darkAndLight } from "../../catalog/identities/color.js";
import type { IdentityLogo, ResolvedIdentity } from "../../catalog/identities/types.js";
import { contrastRatio } from "../../color/contrast.js";
import { mix, parseHex, type Rgb, toHex } from "../../color/rgb.js";
import type { Warning } from "../../contract/artifact.js";
import { decodeImageDataUrl } from "../../contract/data-url.js";
import { MIN_LOGO_CONTRAST } from "../../contract/limits.js";
import { el, fmtList } from "../../svg/index.js";
import type { Layer } from "./layer.js";
import { level } from "./levels.js";
import { PATTERN_VEIL } from "./patterns/index.js";
import type { Scene } from "./scene.js";

/** The logo never grows taller than this share of the canvas (very wide, low canvases). */
const MAX_HEIGHT = 0.9;

const TONES = { black: "#000000", white: "#ffffff" } as const;

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
 * The mean colour of what lies under `box`: the field sampled on a grid, under the ground-coloured veil the
 * `pattern` style lays over it (its marks are thin windows, so the veil is what the logo sits on).
 */
export function groundUnder(scene: Scene, box: LogoBox): Rgb {
  const columns = 16;
  const rows = 10;
  const color = { r: 0, g: 0, b: 0 };
  let r = 0;
  let g = 0;
  let b = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      scene.field.colorInto(
        box.x + ((column + 0.5) / columns) * box.width,
        box.y + ((row + 0.5) / rows) * box.height,
        color,
      );
      r += color.r;
      g += color.g;
      b += color.b;
    }
  }
  const count = columns * rows;
  const field = { r: r / count, g: g / count, b: b / count };
  return scene.settings.style === "pattern" ? mix(field, scene.palette.ground, PATTERN_VEIL) : field;
}

/** `#abc`, `#aabbcc`, `black` or `white` as `#rrggbb`. */
function hexOf(color: string): string {
  const lower = color.toLowerCase();
  if (lower === "black") return TONES.black;
  if (lower === "white") return TONES.white;
  return lower.length === 4 ? `#${[...lower.slice(1)].map((c) => c + c).join("")}` : lower;
}

const PAINT = /(?:fill|stroke)\s*[:=]\s*["']?\s*(#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|black\b|white\b)/giu;

/**
 * The colour an SVG logo is mostly drawn in: its most used fill or stroke (black, SVG's default paint, when
 * it names none). Undefined for raster logos, whose colours are not read.
 */
export function svgInk(dataUrl: string): string | undefined {
  const image = decodeImageDataUrl(dataUrl);
  if (image?.mimeType !== "image/svg+xml") return undefined;
  const counts = new Map<string, number>();
  for (const match of new TextDecoder().decode(image.bytes).matchAll(PAINT)) {
    const hex = hexOf(match[1] ?? "");
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  let ink: string = TONES.black;
  let most = 0;
  for (const [hex, count] of counts) {
    if (count > most) {
      ink = hex;
      most = count;
    }
  }
  return ink;
}

interface VariantInks {
  readonly light: string | undefined;
  readonly dark: string | undefined;
}

/**
 * The inks last found for each set of logos, with the colours they were found from. Preset records share
 * their logos across requests, so their inks (and a caller's SVG, decoded and read) are worked out once; a
 * request's own logo makes a new set, dropped with it.
 */
const inksByLogos = new WeakMap<ResolvedIdentity["logos"], VariantInks & { ink: string; paper: string }>();

/**
 * The colour each variant is drawn in. Built-in variants are drawn in the identity's darker colour (for
 * light grounds) and its lighter one (for dark grounds); a caller's single logo is read from its SVG.
 */
function variantInks(identity: ResolvedIdentity): VariantInks {
  const { logos, colors } = identity;
  const cached = inksByLogos.get(logos);
  if (cached && cached.ink === colors.ink && cached.paper === colors.paper) return cached;
  const { light, dark } = logos;
  let inks: VariantInks;
  if (light.dataUrl !== dark.dataUrl) {
    const pair = darkAndLight(colors.ink, colors.paper);
    inks = { light: toHex(parseHex(pair.dark)), dark: toHex(parseHex(pair.light)) };
  } else {
    const ink = svgInk(light.dataUrl);
    inks = { light: ink, dark: ink };
  }
  inksByLogos.set(logos, { ...inks, ink: colors.ink, paper: colors.paper });
  return inks;
}

export interface LogoChoice {
  logo: IdentityLogo;
  /** The colour the logo is drawn in (the tone when logoTone recolours it); undefined when not known. */
  ink: string | undefined;
  /** Mean colour under the logo. */
  ground: string;
  /** Contrast of `ink` on `ground`, when the ink is known. */
  contrast: number | undefined;
  /** Black contrasts with the ground at least as much as white does. */
  lightGround: boolean;
}

/**
 * Which variant to draw: the one whose colour contrasts most with the ground under the logo. With logoTone
 * (every colour mapped to black or white) the variant's shapes are kept and the tone is its colour.
 */
export function chooseLogo(scene: Scene): LogoChoice {
  const { identity, settings } = scene;
  // Both variants share the logo's proportions, so either one's box probes the ground.
  const ground = toHex(groundUnder(scene, logoBox(scene, identity.logos.light)));
  const inks = variantInks(identity);
  const onBlack = contrastRatio(TONES.black, ground);
  const onWhite = contrastRatio(TONES.white, ground);
  const lightGround = onBlack >= onWhite;
  // Each ratio once: the variant whose ink contrasts more, the ground's own lightness on a tie or unknown ink.
  const onLight = inks.light === undefined ? undefined : contrastRatio(inks.light, ground);
  const onDark = inks.dark === undefined ? undefined : contrastRatio(inks.dark, ground);
  const useLight =
    onLight !== undefined && onDark !== undefined && onLight !== onDark ? onLight > onDark : lightGround;
  const logo = useLight ? identity.logos.light : identity.logos.dark;
  const tone = settings.logoTone;
  if (tone)
    return { logo, ink: TONES[tone], ground, contrast: tone === "black" ? onBlack : onWhite, lightGround };
  return useLight
    ? { logo, ink: inks.light, ground, contrast: onLight, lightGround }
    : { logo, ink: inks.dark, ground, contrast: onDark, lightGround };
}

/** `low_contrast` on settings.logoTone when the drawn logo (at full opacity) reads poorly on its ground. */
function contrastWarning(
  { ink, ground, contrast: ratio, lightGround }: LogoChoice,
  scene: Scene,
): Warning | undefined {
  if (ink === undefined || ratio === undefined) return undefined;
  if (ratio >= MIN_LOGO_CONTRAST) return undefined;
  const better = lightGround ? "black" : "white";
  const advice =
    scene.settings.logoTone === better
      ? "move the logo or change the colours under it"
      : `set logoTone to "${better}", move the logo or change the colours under it`;
  return {
    code: "low_contrast",
    field: "settings.logoTone",
    message: `the logo (${ink}) on ${ground} under it has a contrast of ${ratio.toFixed(2)}:1, below the ${MIN_LOGO_CONTRAST}:1 a logo needs; ${advice}`,
  };
}

/**
 * The logo layer: the variant chosen by contrast (see chooseLogo). logoTone maps every colour to black or
 * white and keeps alpha; the filter region is the logo's own box. logoOpacity 0 draws nothing. A logo below
 * MIN_LOGO_CONTRAST on its ground adds a warning to `warnings`.
 */
export function logoLayer(scene: Scene, warnings: Warning[] = []): Layer {
  const { settings, ids } = scene;
  const opacity = level(settings, "logoOpacity");
  if (opacity <= 0) return {};
  const choice = chooseLogo(scene);
  const warning = contrastWarning(choice, scene);
  if (warning) warnings.push(warning);
  const { logo } = choice;
  const box = logoBox(scene, logo);
  const tone = settings.logoTone;
  const channel = tone === "white" ? 1 : 0;
  const filter = tone ? ids.ref("logo-tone") : undefined;
  return {
    defs: filter
      ? el(
          "filter",
          {
            id: filter.id,
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
      filter: filter?.url,
    }),
  };
}
