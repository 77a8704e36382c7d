// A card's colours from the identity: the code's ground (the identity's dark or light side), each syntax role
// a colour of the identity's own (accent, gradient, states), its hue kept apart from the other roles', and its
// lightness moved until it reads at WCAG 4.5:1 or better on the ground and on a highlighted line's band.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { contrastRatio } from "../../color/contrast.js";
import type { CodeCardTheme } from "../../contract/index.js";
import { hexOfOklch, mixHex, type OklchColor, oklchOf } from "../tokens/oklch.js";
import type { SyntaxRole } from "./highlighter.js";

/** The least contrast any text of the card has against what it sits on (WCAG 2, AA for body text). */
export const CODE_CARD_MIN_CONTRAST = 4.5;
/** Plain code reads at AAA. */
const PLAIN_CONTRAST = 7;

export interface CodeCardPalette {
  /** The code's ground (the window's body). */
  readonly ground: string;
  /** The window's title bar, and its hairline edges. */
  readonly bar: string;
  readonly edge: string;
  /** A highlighted line's band and the mark at its left. */
  readonly band: string;
  readonly mark: string;
  readonly lineNumber: string;
  readonly title: string;
  /** The identity's gradient: the ground around the window. */
  readonly backdrop: readonly [string, string, string];
  readonly roles: Readonly<Record<SyntaxRole, string>>;
}

type Identity = Pick<ResolvedIdentity, "colors">;

/** Roles coloured by hue, in the order they claim one. */
const HUED = ["keyword", "string", "function", "type", "constant"] as const;
/** Hues of two roles closer than this many degrees are told apart by turning the later one. */
const HUE_GAP = 38;
const HUE_TURN = 47;
/** The least chroma a hued role has, so that it reads as a colour beside the plain text. */
const MIN_CHROMA = 0.1;

const hueDistance = (a: number, b: number): number => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/** `hex` with its lightness moved away from the grounds until it reaches `min` against each of them. */
function legible(color: OklchColor, grounds: readonly string[], dark: boolean, min: number): string {
  const reads = (hex: string) => grounds.every((ground) => contrastRatio(hex, ground) >= min);
  let l = color.l;
  let hex = hexOfOklch(color);
  // Whole hundredths of lightness: a handful of steps at most, and the same steps on every machine.
  for (let step = 0; step < 100 && !reads(hex); step++) {
    l = Math.min(1, Math.max(0, l + (dark ? 0.01 : -0.01)));
    hex = hexOfOklch({ ...color, l });
  }
  return hex;
}

/** The code's ground: the identity's darker (or lighter) colour, pushed to a code editor's depth. */
function groundOf(identity: Identity, theme: CodeCardTheme): string {
  const { ink, paper } = identity.colors;
  const [darker, lighter] = oklchOf(ink).l <= oklchOf(paper).l ? [ink, paper] : [paper, ink];
  const own = oklchOf(theme === "dark" ? darker : lighter);
  const c = Math.min(own.c, 0.04);
  if (theme === "dark") return hexOfOklch({ l: Math.min(own.l, 0.24), c, h: own.h });
  return hexOfOklch({ l: Math.max(own.l, 0.975), c: Math.min(c, 0.015), h: own.h });
}

/** The palette of a card in `theme` for `identity`. Pure. */
export function codeCardPalette(identity: Identity, theme: CodeCardTheme): CodeCardPalette {
  const { ink, paper, gradient, semantic } = identity.colors;
  const dark = theme === "dark";
  const ground = groundOf(identity, theme);
  const text = dark
    ? oklchOf(ink).l > oklchOf(paper).l
      ? ink
      : paper
    : oklchOf(ink).l < oklchOf(paper).l
      ? ink
      : paper;
  const band = mixHex(ground, semantic.accent, dark ? 0.16 : 0.1);
  const grounds = [ground, band];
  const read = (hex: string, min = CODE_CARD_MIN_CONTRAST) => legible(oklchOf(hex), grounds, dark, min);
  const plain = read(text, PLAIN_CONTRAST);

  // Hued roles: each from an identity colour, turned off any hue an earlier role took.
  const sources: Readonly<Record<(typeof HUED)[number], string>> = {
    keyword: semantic.accent,
    string: semantic.positive,
    function: gradient[2],
    type: gradient[1],
    constant: gradient[0],
  };
  const taken: number[] = [];
  const accentHue = oklchOf(semantic.accent).h;
  const hued = {} as Record<(typeof HUED)[number], string>;
  HUED.forEach((role, i) => {
    const own = oklchOf(sources[role]);
    // A grey identity colour has no hue of its own: it takes one around the accent's.
    let h = own.c < 0.04 ? (accentHue + i * 72) % 360 : own.h;
    for (let turn = 0; turn < 8 && taken.some((other) => hueDistance(other, h) < HUE_GAP); turn++)
      h = (h + HUE_TURN) % 360;
    taken.push(h);
    hued[role] = legible(
      { l: own.l, c: Math.max(own.c, MIN_CHROMA), h },
      grounds,
      dark,
      CODE_CARD_MIN_CONTRAST,
    );
  });

  const roles: Record<SyntaxRole, string> = {
    plain,
    comment: read(semantic.muted),
    operator: read(mixHex(plain, ground, 0.3)),
    property: read(mixHex(plain, hued.keyword, 0.35)),
    inserted: read(semantic.positive),
    deleted: read(semantic.negative),
    ...hued,
  };
  const bar = mixHex(ground, plain, dark ? 0.07 : 0.05);
  return {
    ground,
    bar,
    edge: mixHex(ground, plain, dark ? 0.16 : 0.14),
    band,
    mark: read(semantic.accent, 3),
    lineNumber: read(mixHex(plain, ground, 0.45)),
    title: legible(oklchOf(mixHex(plain, bar, 0.25)), [bar], dark, CODE_CARD_MIN_CONTRAST),
    backdrop: gradient,
    roles,
  };
}
