// The bundled typefaces (OFL, from @fontsource): families, their weights, how a requested role maps to one,
// and the chain of families a face falls back on for the scripts its family lacks.
import type { TypographyRole } from "../../catalog/identities/types.js";
import type { FontPackage } from "./packages.js";
import {
  type CodeRanges,
  FALLBACK_PACKAGES,
  type FontSubset,
  fontPackage,
  nearestWeight,
  subsetFile,
} from "./registry.js";

export type FaceKind = "sans" | "serif" | "mono";

export interface BundledFamily {
  /** Family name as identities write it. */
  family: string;
  /** @fontsource package folder and file prefix. */
  slug: FontPackage;
  kind: FaceKind;
  weights: readonly number[];
}

export const BUNDLED_FAMILIES: readonly BundledFamily[] = [
  { family: "Inter", slug: "inter", kind: "sans", weights: [400, 500, 600, 700] },
  { family: "Space Grotesk", slug: "space-grotesk", kind: "sans", weights: [400, 500, 600, 700] },
  { family: "IBM Plex Sans", slug: "ibm-plex-sans", kind: "sans", weights: [400, 500, 600, 700] },
  { family: "Source Serif 4", slug: "source-serif-4", kind: "serif", weights: [400, 600, 700] },
  { family: "IBM Plex Serif", slug: "ibm-plex-serif", kind: "serif", weights: [400, 600, 700] },
  { family: "IBM Plex Mono", slug: "ibm-plex-mono", kind: "mono", weights: [400, 500, 600] },
  { family: "JetBrains Mono", slug: "jetbrains-mono", kind: "mono", weights: [400, 500, 700] },
];

/** The files every face starts with: the Latin subset first, Latin Extended for what it lacks. */
export const SUBSETS = ["latin", "latin-ext"] as const;

/** The family used for a kind when the requested family is not bundled. */
const KIND_DEFAULT: Record<FaceKind, string> = {
  sans: "Inter",
  serif: "Source Serif 4",
  mono: "JetBrains Mono",
};

/** A CSS fallback stack's generic family → our kind (`sans-serif` is checked before `serif`). */
export function kindOfFallback(fallback: string): FaceKind {
  const stack = fallback.toLowerCase();
  if (stack.includes("monospace")) return "mono";
  if (stack.includes("sans-serif") || stack.includes("system-ui")) return "sans";
  if (stack.includes("serif")) return "serif";
  return "sans";
}

export interface FaceChoice {
  family: BundledFamily;
  weight: number;
}

/** The bundled family and weight nearest to a role: the family itself, else the default of its kind. */
export function chooseFace(role: TypographyRole): FaceChoice {
  const wanted = role.family.trim().toLowerCase();
  const family =
    BUNDLED_FAMILIES.find((f) => f.family.toLowerCase() === wanted) ??
    BUNDLED_FAMILIES.find((f) => f.family === KIND_DEFAULT[kindOfFallback(role.fallback)]) ??
    (BUNDLED_FAMILIES[0] as BundledFamily);
  return { family, weight: nearestWeight(family.weights, role.weight) };
}

/** `inter-700`: identifies a face in caches and glyph ids. */
export const faceKey = ({ family, weight }: FaceChoice): string => `${family.slug}-${weight}`;

/** The @fontsource file of one subset of a face, relative to the package root (WOFF2: fontkit decodes it fully and fast). */
export const faceFile = ({ family, weight }: FaceChoice, subset: (typeof SUBSETS)[number]): string =>
  `@fontsource/${family.slug}/files/${family.slug}-${subset}-${weight}-normal.woff2`;

/** The Latin files of the given roles' faces, which nearly every text needs: edges fetch these first. */
export const filesForRoles = (roles: readonly TypographyRole[]): string[] => [
  ...new Set(roles.flatMap((role) => SUBSETS.map((subset) => faceFile(chooseFace(role), subset)))),
];

/** The family of a chain that is a face a person uploaded (the Studio's), not a bundled package. */
export const UPLOADED_SLUG = "uploaded";
export type ChainSlug = FontPackage | typeof UPLOADED_SLUG;

/** One subset file at one weight, as a face's chain holds it. */
export interface ChainFile {
  slug: ChainSlug;
  subset: FontSubset;
  weight: number;
  /** Path under node_modules. */
  path: string;
}

/** A family of a chain: where its subset files start and end in the chain's file list. */
export interface ChainFamily {
  slug: ChainSlug;
  first: number;
  end: number;
}

/**
 * Everything a face may draw with, in a fixed order so that file numbers never change: the face's own
 * family, the default family of its kind and Inter (for Greek and Cyrillic the family lacks), then every
 * Noto fallback at the weight nearest the face's.
 */
export interface FaceChain {
  families: readonly ChainFamily[];
  files: readonly ChainFile[];
}

/** The chain of `choice` (brand families at their bundled weights, fallbacks at the package's weights). */
export function faceChain(choice: FaceChoice): FaceChain {
  const brand = [choice.family.family, KIND_DEFAULT[choice.family.kind], "Inter"]
    .map((name) => BUNDLED_FAMILIES.find((f) => f.family === name) as BundledFamily)
    .filter((family, i, all) => all.indexOf(family) === i);
  const members: { slug: FontPackage; weights: readonly number[] }[] = [
    ...brand.map((family) => ({ slug: family.slug, weights: family.weights })),
    ...FALLBACK_PACKAGES.map((slug) => ({ slug, weights: fontPackage(slug).weights })),
  ];
  const families: ChainFamily[] = [];
  const files: ChainFile[] = [];
  for (const { slug, weights } of members) {
    const weight = nearestWeight(weights, choice.weight);
    const first = files.length;
    for (const subset of fontPackage(slug).subsets)
      files.push({ slug, subset, weight, path: subsetFile(slug, subset.name, weight) });
    families.push({ slug, first, end: files.length });
  }
  return { families, files };
}

/** A face a person uploaded for a role: one file, by a path its reader knows, and the characters it maps. */
export interface UploadedFace {
  /** Identifies the file's content (caches and glyph ids). */
  key: string;
  path: string;
  ranges: CodeRanges;
}

/**
 * The chain of an uploaded face standing in for the bundled face `choice`: its one file first, then that
 * face's whole chain, so what the upload lacks (accents, other scripts) is drawn as it was before.
 */
export function uploadedChain(upload: UploadedFace, choice: FaceChoice): FaceChain {
  const base = faceChain(choice);
  return {
    families: [
      { slug: UPLOADED_SLUG, first: 0, end: 1 },
      ...base.families.map((family) => ({ ...family, first: family.first + 1, end: family.end + 1 })),
    ],
    files: [
      {
        slug: UPLOADED_SLUG,
        subset: { name: UPLOADED_SLUG, ranges: upload.ranges },
        weight: choice.weight,
        path: upload.path,
      },
      ...base.files,
    ],
  };
}
