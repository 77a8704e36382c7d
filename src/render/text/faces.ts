// The bundled typefaces (OFL, from @fontsource): families, their weights, and how a requested role maps to one.
import type { TypographyRole } from "../../catalog/identities/types.js";

export type FaceKind = "sans" | "serif" | "mono";

export interface BundledFamily {
  /** Family name as identities write it. */
  family: string;
  /** @fontsource package folder and file prefix. */
  slug: string;
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

/** Each face is two files: the Latin subset first, Latin Extended for what it lacks. */
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
  // Nearest weight; ties go to the heavier one (CSS rounds bold requests up).
  const weight = family.weights.reduce((best, w) =>
    Math.abs(w - role.weight) < Math.abs(best - role.weight) ||
    (Math.abs(w - role.weight) === Math.abs(best - role.weight) && w > best)
      ? w
      : best,
  );
  return { family, weight };
}

/** `inter-700`: identifies a face in caches and glyph ids. */
export const faceKey = ({ family, weight }: FaceChoice): string => `${family.slug}-${weight}`;

/** The @fontsource file of one subset of a face, relative to the package root (WOFF2: fontkit decodes it fully and fast). */
export const faceFile = ({ family, weight }: FaceChoice, subset: (typeof SUBSETS)[number]): string =>
  `@fontsource/${family.slug}/files/${family.slug}-${subset}-${weight}-normal.woff2`;

/** Every file the given roles need (both subsets of each face), for edges that must fetch them first. */
export const filesForRoles = (roles: readonly TypographyRole[]): string[] => [
  ...new Set(roles.flatMap((role) => SUBSETS.map((subset) => faceFile(chooseFace(role), subset)))),
];
