// Builds frozen identity records from their source form (logos as SVG strings) and shared typography stacks.
import { svgLogo } from "./logo.js";
import type { IdentityRecord, ProofAsset, TypographyRole } from "./types.js";

export const SANS_FALLBACK = '"Helvetica Neue", Arial, sans-serif';
export const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';
export const MONO_FALLBACK = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/** A typography role; the fallback stack follows from the kind of face. */
export const face = (family: string, weight: number, kind: "sans" | "serif" | "mono"): TypographyRole => ({
  family,
  weight,
  fallback: kind === "serif" ? SERIF_FALLBACK : kind === "mono" ? MONO_FALLBACK : SANS_FALLBACK,
});

export type ProofAssetSource = Omit<ProofAsset, "logo"> & { logoSvg: string };

/** An identity record as written in its file: logos as SVG documents rather than data URLs. */
export type IdentitySource = Omit<IdentityRecord, "logos" | "proofAssets"> & {
  logoSvg: { light: string; dark: string };
  proofAssets: readonly ProofAssetSource[];
};

/** Freezes an object graph so shared catalog records can never be changed by a request. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Turns an identity's source form into its frozen record. */
export function defineIdentity({ logoSvg, proofAssets, ...fields }: IdentitySource): IdentityRecord {
  return deepFreeze({
    ...fields,
    logos: { light: svgLogo(logoSvg.light), dark: svgLogo(logoSvg.dark) },
    proofAssets: proofAssets.map(({ logoSvg: svg, ...asset }) => ({ ...asset, logo: svgLogo(svg) })),
  });
}
