// Resolves a request's `identity` field: the preset's record with the request's overrides, for that request only.

import { Lru } from "../../cache/lru.js";
import { defaultCaches } from "../../cache/regions.js";
import { contrastRatio } from "../../color/contrast.js";
import {
  DEFAULT_IDENTITY_PRESET,
  type IdentityPreset,
  type IdentityRequest,
  MIN_TEXT_CONTRAST,
} from "../../contract/index.js";
import { slugify } from "../../contract/slug.js";
import { darkAndLight, deriveGradient, deriveMuted } from "./color.js";
import { deepFreeze } from "./define.js";
import { logoFromDataUrl, svgLogo } from "./logo.js";
import { customColors, customLogoSvg, customProofAssets } from "./presets/custom.js";
import { templateLogoSvg } from "./presets/template.js";
import { identityRecords } from "./records.js";
import type { IdentityOverrides, IdentityRecord, ResolvedIdentity, WordmarkSetter } from "./types.js";
import { fitsStrokeAlphabet, wordmarkText } from "./wordmark.js";

/** Longest name drawn as a wordmark, in characters (graphemes when typeset); longer names fall back to the short name. */
const MAX_WORDMARK_CHARACTERS = 18;
const OVERRIDE_FIELDS = [
  "name",
  "shortName",
  "tagline",
  "description",
  "positioning",
  "website",
  "ink",
  "paper",
  "logoDataUrl",
] as const satisfies readonly (keyof IdentityOverrides)[];

/** Presets whose wordmark is the identity's own name, so it follows a name override. */
const NAMED_BY_REQUEST: ReadonlySet<IdentityPreset> = new Set(["template", "custom"]);

/**
 * The identity a request asks for. Omitted → `starter`. Fields given beside the preset override its record
 * for this resolution only (records are frozen and never changed); `custom` is built from the request's
 * fields over neutral defaults. Blank strings are not overrides. Pure and deterministic.
 *
 * A redrawn wordmark uses the monoline stroke alphabet when it draws the name whole; any other name (another
 * script, accented letters) is set by `setWordmark` in the display face, outlined. Callers with fonts at hand
 * (the generator, on the server and in the Studio) pass one; without it such a name keeps only the letters
 * the stroke alphabet has.
 */
export function resolveIdentity(
  input: IdentityRequest | undefined,
  { setWordmark }: { setWordmark?: WordmarkSetter } = {},
): ResolvedIdentity {
  const preset = input?.preset ?? DEFAULT_IDENTITY_PRESET;
  const base = identityRecords[preset];
  const overrides = pickOverrides(input);
  // A preset as it is (most requests) resolves to the same frozen identity every time, wordmark setter or
  // not (only a name, ink or paper override redraws a mark). A caller's own identity comes back with every
  // request it sends: it is resolved (its wordmark set, its logos encoded) once per setter. Either way the
  // same object comes back, so renderers reuse what they keep per identity.
  const plain = Object.keys(overrides).length === 0;
  const key = plain ? "" : overridesKey(preset, overrides);
  const kept = plain ? PLAIN.get(preset) : overridden(setWordmark).get(key);
  if (kept) return kept;
  const namedByRequest = NAMED_BY_REQUEST.has(preset);

  const name = overrides.name ?? base.name;
  // A name with nothing a slug keeps (日本語, ---) is named like a blank one: by the preset's own name.
  const slug = slugify(name) || slugify(base.name) || preset;
  const shortName =
    overrides.shortName ??
    (namedByRequest && overrides.name ? shortNameOf(name, base.shortName) : base.shortName);
  const colors = resolveColors(base, overrides);
  const logos = overrides.logoDataUrl
    ? { light: logoFromDataUrl(overrides.logoDataUrl), dark: logoFromDataUrl(overrides.logoDataUrl) }
    : resolveLogos(base, colors, name, shortName, overrides, setWordmark);

  const resolved = deepFreeze({
    ...base,
    name,
    shortName,
    tagline: overrides.tagline ?? base.tagline,
    // A custom identity's record describes Marque's defaults, not the caller's brand: its description and
    // positioning are the request's own or none, so briefs never suggest Marque's boilerplate as copy.
    description: overrides.description ?? (preset === "custom" ? "" : base.description),
    positioning: overrides.positioning ?? (preset === "custom" ? "" : base.positioning),
    website: overrides.website ?? base.website,
    colors,
    logos,
    proofAssets: resolveProofAssets(base, colors),
    slug,
    overrides,
  });
  if (plain) PLAIN.set(preset, resolved);
  else overridden(setWordmark).set(key, resolved, identityBytes(key, resolved));
  return resolved;
}

/** Each preset resolved without overrides. */
const PLAIN = new Map<IdentityPreset, ResolvedIdentity>();

/**
 * Bytes of identities with overrides kept, for every wordmark setter together (a font book's, on the server):
 * region "identities" of the thread's cache set (cache/regions.ts), a few hundred callers' own identities or
 * fewer with logos of their own. One takes at most half, so on the render thread an identity with the largest
 * SVG logo the contract accepts (~1.3 MB as a data URL, counted ~5.3 MB) is kept too: resolved afresh, it cost
 * every request of a caller sending it a fresh logos object, whose canonical JSON the template namespace then
 * wrote out again (~25 ms a request with three ~1 MB SVGs).
 */
export const overriddenIdentityBytes = (): number => defaultCaches().region("identities").maxBytes;
/** Estimated heap bytes of a resolved identity besides its key and logos' data URLs. */
const IDENTITY_BYTES = 4096;

const OVERRIDDEN = new WeakMap<WordmarkSetter, Lru<ResolvedIdentity>>();
/** Without a setter, names the stroke alphabet cannot draw keep fewer letters: resolved apart. */
let OVERRIDDEN_UNSET: Lru<ResolvedIdentity> | undefined;

function overridden(setter: WordmarkSetter | undefined): Lru<ResolvedIdentity> {
  const region = defaultCaches().region("identities");
  if (!setter) {
    OVERRIDDEN_UNSET ??= new Lru<ResolvedIdentity>(region);
    return OVERRIDDEN_UNSET;
  }
  let lru = OVERRIDDEN.get(setter);
  if (!lru) {
    lru = new Lru(region);
    OVERRIDDEN.set(setter, lru);
  }
  return lru;
}

/** The preset and every override field in a fixed order: equal keys resolve to equal identities. */
const overridesKey = (preset: IdentityPreset, overrides: IdentityOverrides): string =>
  JSON.stringify([preset, ...OVERRIDE_FIELDS.map((field) => overrides[field] ?? null)]);

/** Counted at most: a request's own logo is one string held twice, counted twice. */
const identityBytes = (key: string, { logos }: ResolvedIdentity): number =>
  IDENTITY_BYTES + 2 * key.length + logos.light.dataUrl.length + logos.dark.dataUrl.length;

function pickOverrides(input: IdentityRequest | undefined): IdentityOverrides {
  const overrides: IdentityOverrides = {};
  if (!input) return overrides;
  for (const field of OVERRIDE_FIELDS) {
    const value = input[field];
    if (typeof value === "string" && value.trim() !== "") overrides[field] = value;
  }
  return overrides;
}

/** The first word of a name, cut to the contract's eight characters. */
function shortNameOf(name: string, fallback: string): string {
  const word = name.trim().split(/\s+/)[0] ?? "";
  return [...word].slice(0, 8).join("") || fallback;
}

/**
 * Colours after overrides. When ink or paper changes, the muted tone and the default gradient are derived
 * again from ink, paper and the preset's accent; when only one of the pair is given and it would leave text
 * below 4.5:1, the other is swapped for the most legible of the preset's pair, near-black and white.
 */
function resolveColors(base: IdentityRecord, overrides: IdentityOverrides): IdentityRecord["colors"] {
  if (!overrides.ink && !overrides.paper) return base.colors;
  let ink = overrides.ink ?? base.colors.ink;
  let paper = overrides.paper ?? base.colors.paper;
  if (!overrides.ink) ink = legibleAgainst(paper, [base.colors.ink, base.colors.paper]);
  if (!overrides.paper) paper = legibleAgainst(ink, [base.colors.paper, base.colors.ink]);
  // A custom identity has no hue of its own to keep: everything follows from the caller's ink and paper.
  if (base.id === "custom") return customColors(ink, paper);
  return {
    ink,
    paper,
    gradient: deriveGradient(ink, paper, base.colors.semantic.accent),
    semantic: { ...base.colors.semantic, muted: deriveMuted(ink, paper) },
  };
}

/** The first candidate with enough contrast against `ground`, else the most contrasting of them and black/white. */
function legibleAgainst(ground: string, preferred: readonly string[]): string {
  const fit = preferred.find((color) => contrastRatio(color, ground) >= MIN_TEXT_CONTRAST);
  if (fit) return fit;
  const candidates = [...preferred, "#111111", "#FFFFFF"];
  return candidates.reduce((best, color) =>
    contrastRatio(color, ground) > contrastRatio(best, ground) ? color : best,
  );
}

/**
 * Built-in marks stay as drawn; `template` redraws its wordmark for a new name, and `custom` also
 * recolours its neutral symbol with the resolved ink, paper and accent.
 */
function resolveLogos(
  base: IdentityRecord,
  colors: IdentityRecord["colors"],
  name: string,
  shortName: string,
  overrides: IdentityOverrides,
  setter: WordmarkSetter | undefined,
): IdentityRecord["logos"] {
  const word = wordmarkFor(name, shortName, setter !== undefined);
  const typeset = setter && { setter, role: base.typography.display };
  if (base.id === "template" && overrides.name) {
    return {
      light: svgLogo(templateLogoSvg(word, "light", typeset)),
      dark: svgLogo(templateLogoSvg(word, "dark", typeset)),
    };
  }
  if (base.id === "custom" && (overrides.name || overrides.ink || overrides.paper)) {
    // The light-ground variant is drawn in the darker colour whichever of ink and paper that is.
    const svg = customLogoSvg(word, darkAndLight(colors.ink, colors.paper), typeset);
    return { light: svgLogo(svg.light), dark: svgLogo(svg.dark) };
  }
  return base.logos;
}

/** A custom identity's placeholder partner marks follow its ink; every other identity's are as drawn. */
function resolveProofAssets(
  base: IdentityRecord,
  colors: IdentityRecord["colors"],
): IdentityRecord["proofAssets"] {
  if (base.id !== "custom" || colors === base.colors) return base.proofAssets;
  return customProofAssets(colors.ink, colors.paper).map(({ logoSvg, ...asset }) => ({
    ...asset,
    logo: svgLogo(logoSvg),
  }));
}

/** The name, or the short name when the name would draw too long. */
function wordmarkFor(name: string, shortName: string, typeset: boolean): string {
  const drawn = typeset && !fitsStrokeAlphabet(name) ? graphemeCount(name.trim()) : wordmarkText(name).length;
  return drawn <= MAX_WORDMARK_CHARACTERS ? name : shortName;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemeCount = (text: string): number => [...graphemes.segment(text)].length;
