// The component tokens: every colour and measure a button, input, badge, card and alert uses, derived once from
// the identity's colour tokens (paletteOf) and faces. The sheet and the HTML/CSS snippets both read this, so they
// cannot disagree. Every label is checked against its fill (WCAG 2, 4.5:1) and every control edge against its
// ground (3:1); where the identity's own colour falls short the accessible one is used and a note says so.
import type { ResolvedIdentity, TypographyRole } from "../../catalog/identities/types.js";
import { contrastRatio, relativeLuminance } from "../../color/contrast.js";
import {
  ALERT_TONES,
  type AlertTone,
  BADGE_TONES,
  type BadgeTone,
  BUTTON_VARIANTS,
  type ButtonVariant,
  COMPONENT_EDGE_CONTRAST,
  COMPONENT_TEXT_CONTRAST,
  type ComponentLibraryDocument,
} from "../../contract/index.js";
import { hexOfOklch, mixHex, oklchOf } from "../tokens/oklch.js";
import { paletteOf } from "../tokens/palette.js";

export type ComponentIdentity = Pick<ResolvedIdentity, "name" | "slug" | "colors" | "typography">;

/** One pair the tokens promise: a label on its fill, or an edge on its ground, and the ratio it reaches. */
export interface ContrastCheck {
  /** What it is, as the sheet says it ("Primary button label, hover"). */
  readonly subject: string;
  /** Token names (without `--marque-`). */
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
  readonly min: number;
}

export interface ComponentTokens {
  /** Token name (without `--marque-`) → CSS value: `#rrggbb` for colours, lengths and font stacks otherwise. */
  readonly values: ReadonlyMap<string, string>;
  readonly checks: readonly ContrastCheck[];
  /** What was changed from the identity's own colours, and why (the sheet prints these). */
  readonly notes: readonly string[];
  readonly dark: boolean;
  readonly faces: { readonly display: TypographyRole; readonly body: TypographyRole };
  /** Control height, horizontal padding and label size in CSS pixels (from the density). */
  readonly metrics: { readonly height: number; readonly padding: number; readonly size: number };
  readonly radius: number;
}

/** Warnings have no colour in an identity: an amber, at the lightness a badge or alert edge needs. */
const WARNING_OKLCH = { l: 0.76, c: 0.15, h: 75 } as const;

const ratioOf = (a: string, b: string) => Number(contrastRatio(a, b).toFixed(2));

/** `hex` with its OKLCH lightness moved by `delta`, hue and chroma held (within sRGB). */
function lighten(hex: string, delta: number): string {
  const { l, c, h } = oklchOf(hex);
  return hexOfOklch({ l: Math.min(1, Math.max(0, l + delta)), c, h });
}

/**
 * `fg` moved in OKLCH lightness away from every ground until it reaches `min` on each (hue kept: the identity's
 * accent stays recognisably its own); black or white when no lightness does.
 */
function reach(fg: string, grounds: readonly string[], min: number): string {
  const worst = (hex: string) => Math.min(...grounds.map((ground) => contrastRatio(hex, ground)));
  if (worst(fg) >= min) return fg.toLowerCase();
  const darker = Math.max(...grounds.map(relativeLuminance)) > 0.18;
  for (let step = 1; step <= 100; step++) {
    const moved = lighten(fg, (darker ? -0.01 : 0.01) * step);
    if (worst(moved) >= min) return moved;
  }
  return worst("#000000") >= worst("#ffffff") ? "#000000" : "#ffffff";
}

/** The label for `fill`: `preferred` if it reads, else the identity's paper or ink if one does, else white or
 * black, whichever reads best. */
function labelOn(fill: string, preferred: string, own: readonly string[]): string {
  if (contrastRatio(preferred, fill) >= COMPONENT_TEXT_CONTRAST) return preferred.toLowerCase();
  const best = (candidates: readonly string[]) =>
    candidates.reduce((a, b) => (contrastRatio(b, fill) > contrastRatio(a, fill) ? b : a)).toLowerCase();
  const ours = best(own);
  return contrastRatio(ours, fill) >= COMPONENT_TEXT_CONTRAST ? ours : best(["#ffffff", "#000000"]);
}

const stack = (face: TypographyRole) => `"${face.family}", ${face.fallback}`;

/** The tokens of `doc` for `identity`. */
export function componentTokens(
  identity: ComponentIdentity,
  doc: Pick<ComponentLibraryDocument, "theme" | "density" | "radius">,
): ComponentTokens {
  const { colors } = identity;
  const dark = doc.theme === "dark";
  // The ground is the lighter of paper and ink in the light theme, the darker in the dark one.
  const paperIsLighter = relativeLuminance(colors.paper) >= relativeLuminance(colors.ink);
  const [ground, ink] = paperIsLighter !== dark ? [colors.paper, colors.ink] : [colors.ink, colors.paper];
  const palette = paletteOf({ ...colors, paper: ground, ink });
  const semantic = new Map(palette.semantic.map((token) => [token.path.join("."), token.hex]));
  const token = (name: string) => semantic.get(name) ?? ink;
  const { accent, muted, positive, negative } = colors.semantic;
  const own = [ground, ink];
  const toward = dark ? 1 : -1;

  const values = new Map<string, string>();
  const notes: string[] = [];
  const checks: ContrastCheck[] = [];
  const set = (name: string, value: string) => values.set(name, value.toLowerCase());
  const hex = (name: string) => values.get(name) ?? ink;
  const check = (subject: string, foreground: string, background: string, min = COMPONENT_TEXT_CONTRAST) =>
    checks.push({ subject, foreground, background, ratio: ratioOf(hex(foreground), hex(background)), min });
  /** A colour that had to change to read: kept, with a note naming the identity's own and the ratio it had. */
  const adjusted = (subject: string, wanted: string, used: string, on: string, min: number) => {
    if (wanted.toLowerCase() !== used.toLowerCase())
      notes.push(
        `${subject}: ${wanted.toLowerCase()} reaches ${ratioOf(wanted, on).toFixed(2)}:1 on ${on.toLowerCase()}, under ${min}:1; ${used.toLowerCase()} is used (${ratioOf(used, on).toFixed(2)}:1).`,
      );
    return used;
  };

  // The ground, text and edges everything sits on.
  set("surface", token("surface.default"));
  set("surface-raised", token("surface.raised"));
  set("surface-sunken", token("surface.sunken"));
  set("text", token("text.default"));
  const grounds = [hex("surface"), hex("surface-raised")];
  set(
    "text-muted",
    adjusted("Muted text", muted, reach(muted, grounds, COMPONENT_TEXT_CONTRAST), hex("surface-raised"), 4.5),
  );
  set("border", token("border.default"));
  set(
    "border-strong",
    adjusted(
      "Input border",
      token("border.strong"),
      reach(token("border.strong"), grounds, COMPONENT_EDGE_CONTRAST),
      hex("surface"),
      COMPONENT_EDGE_CONTRAST,
    ),
  );
  set(
    "focus-ring",
    adjusted(
      "Focus ring",
      accent,
      reach(accent, grounds, COMPONENT_EDGE_CONTRAST),
      hex("surface"),
      COMPONENT_EDGE_CONTRAST,
    ),
  );
  check("Body text", "text", "surface");
  check("Muted text", "text-muted", "surface");
  check("Focus ring", "focus-ring", "surface", COMPONENT_EDGE_CONTRAST);

  // Buttons: a fill per variant, hover and active a step darker (lighter on dark), disabled on the sunken
  // surface with a label that still reads (WCAG exempts disabled controls; people still need to read them).
  const fills: Readonly<Record<ButtonVariant, { bg: string; fg: string; border?: string }>> = {
    primary: { bg: accent, fg: token("text.on-accent") },
    secondary: { bg: hex("surface"), fg: hex("text"), border: hex("border-strong") },
    ghost: { bg: hex("surface"), fg: reach(accent, [hex("surface")], 4.5) },
    destructive: { bg: negative, fg: token("state.on-negative") },
  };
  const titles: Readonly<Record<ButtonVariant, string>> = {
    primary: "Primary",
    secondary: "Secondary",
    ghost: "Ghost",
    destructive: "Destructive",
  };
  for (const variant of BUTTON_VARIANTS) {
    const fill = fills[variant];
    const name = `button-${variant}`;
    const states: [string, string][] =
      variant === "ghost"
        ? [
            ["", fill.bg],
            ["-hover", token("accent.subtle")],
            ["-active", mixHex(hex("surface"), accent, 0.22)],
          ]
        : variant === "secondary"
          ? [
              ["", fill.bg],
              ["-hover", hex("surface-sunken")],
              ["-active", mixHex(hex("surface"), hex("text"), 0.13)],
            ]
          : [
              ["", fill.bg],
              ["-hover", lighten(fill.bg, 0.06 * toward)],
              ["-active", lighten(fill.bg, 0.12 * toward)],
            ];
    for (const [state, bg] of states) {
      set(`${name}${state}-bg`, bg);
      const label = labelOn(bg, fill.fg, own);
      set(
        `${name}${state}-fg`,
        state === "" && variant === "ghost"
          ? adjusted(`${titles[variant]} button label`, accent, fill.fg, bg, 4.5)
          : state === ""
            ? adjusted(`${titles[variant]} button label`, fill.fg, label, bg, 4.5)
            : label,
      );
      set(`${name}${state}-border`, fill.border ?? bg);
      check(
        `${titles[variant]} button${state ? `, ${state.slice(1)}` : ""}`,
        `${name}${state}-fg`,
        `${name}${state}-bg`,
      );
    }
    set(`${name}-disabled-bg`, hex("surface-sunken"));
    set(`${name}-disabled-fg`, reach(muted, [hex("surface-sunken")], 4.5));
    set(`${name}-disabled-border`, hex("border"));
    check(`${titles[variant]} button, disabled`, `${name}-disabled-fg`, `${name}-disabled-bg`);
  }

  // Inputs.
  set("input-bg", hex("surface"));
  set("input-fg", hex("text"));
  set("input-border", hex("border-strong"));
  set("input-label", hex("text"));
  set("input-help", hex("text-muted"));
  set("input-focus-border", hex("focus-ring"));
  set("input-error-border", reach(negative, grounds, COMPONENT_EDGE_CONTRAST));
  set(
    "input-error-text",
    adjusted("Error text", negative, reach(negative, grounds, 4.5), hex("surface"), 4.5),
  );
  set("input-disabled-bg", hex("surface-sunken"));
  set("input-disabled-fg", reach(muted, [hex("surface-sunken")], 4.5));
  set("input-disabled-border", hex("border"));
  check("Input text", "input-fg", "input-bg");
  check("Input border", "input-border", "surface", COMPONENT_EDGE_CONTRAST);
  check("Input error border", "input-error-border", "surface", COMPONENT_EDGE_CONTRAST);
  check("Input help", "input-help", "surface");
  check("Input error text", "input-error-text", "surface");
  check("Input, disabled", "input-disabled-fg", "input-disabled-bg");

  // Badges and alerts: a tint of the tone on the ground, the tone itself made dark (or light) enough to read.
  const warning = hexOfOklch(WARNING_OKLCH);
  notes.push(
    `Warning is not an identity colour: an amber (${warning}) is used for warning badges and alerts.`,
  );
  const tones: Readonly<Record<BadgeTone | AlertTone, string>> = {
    neutral: hex("text"),
    info: accent,
    success: positive,
    warning,
    danger: negative,
    brand: accent,
  };
  for (const tone of BADGE_TONES) {
    const bg =
      tone === "neutral" ? hex("surface-sunken") : mixHex(hex("surface"), tones[tone], dark ? 0.24 : 0.16);
    set(`badge-${tone}-bg`, bg);
    set(`badge-${tone}-fg`, tone === "neutral" ? hex("text") : reach(tones[tone], [bg], 4.5));
    check(`${tone[0]?.toUpperCase()}${tone.slice(1)} badge`, `badge-${tone}-fg`, `badge-${tone}-bg`);
  }
  for (const tone of ALERT_TONES) {
    const bg = mixHex(hex("surface"), tones[tone], dark ? 0.16 : 0.09);
    set(`alert-${tone}-bg`, bg);
    set(`alert-${tone}-border`, reach(tones[tone], [bg, hex("surface")], COMPONENT_EDGE_CONTRAST));
    set(`alert-${tone}-fg`, reach(hex("text"), [bg], 4.5));
    check(`${tone[0]?.toUpperCase()}${tone.slice(1)} alert`, `alert-${tone}-fg`, `alert-${tone}-bg`);
    check(
      `${tone[0]?.toUpperCase()}${tone.slice(1)} alert edge`,
      `alert-${tone}-border`,
      `alert-${tone}-bg`,
      3,
    );
  }

  // Cards.
  set("card-bg", hex("surface-raised"));
  set("card-border", hex("border"));
  set("card-fg", hex("text"));
  set("card-muted", hex("text-muted"));
  set("card-link", reach(accent, [hex("card-bg")], 4.5));
  check("Card text", "card-fg", "card-bg");
  check("Card caption", "card-muted", "card-bg");
  check("Card link", "card-link", "card-bg");

  const compact = doc.density === "compact";
  const metrics = { height: compact ? 32 : 40, padding: compact ? 12 : 16, size: compact ? 14 : 15 };
  const { display, body } = identity.typography;
  const lengths = new Map<string, string>([
    ["radius", `${doc.radius}px`],
    ["control-height", `${metrics.height}px`],
    ["control-padding", `${metrics.padding}px`],
    ["font-size", `${metrics.size}px`],
    ["font-body", stack(body)],
    ["font-display", stack(display)],
    ["font-body-weight", String(body.weight)],
    ["font-display-weight", String(display.weight)],
  ]);
  return {
    values: new Map([...lengths, ...values]),
    checks,
    notes,
    dark,
    faces: { display, body },
    metrics,
    radius: doc.radius,
  };
}

/** A token's value by name; throws for a name the tokens do not hold (a renderer's typo, not user input). */
export function tokenValue(tokens: ComponentTokens, name: string): string {
  const value = tokens.values.get(name);
  if (value === undefined) throw new Error(`no component token ${name}`);
  return value;
}
