// The type scale of a Typography document: sizes from the base by the ratio, named as Tailwind names them
// (sm, base, lg, xl, 2xl…), each set in the role its size calls for (display from the third step up).
import type { ResolvedIdentity, TypographyRole } from "../../catalog/identities/types.js";
import {
  DISPLAY_FROM_STEP,
  TYPE_SCALE_RATIOS,
  TYPE_STEPS_ABOVE,
  TYPE_STEPS_BELOW,
  type TypeRole,
  type TypographyDocument,
} from "../../contract/index.js";

export interface TypeStep {
  readonly name: string;
  /** Steps from the base: negative below it. */
  readonly step: number;
  /** Pixels, rounded to hundredths. */
  readonly size: number;
  readonly role: TypeRole;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The scale's steps, largest first. */
export function typeScale(scale: TypographyDocument["scale"]): TypeStep[] {
  const ratio = TYPE_SCALE_RATIOS[scale.ratio];
  const step = (n: number, name: string): TypeStep => ({
    name,
    step: n,
    size: round(scale.base * ratio ** n),
    role: n >= DISPLAY_FROM_STEP ? "display" : "text",
  });
  const above = TYPE_STEPS_ABOVE.slice(0, scale.above).map((name, i) => step(i + 1, name));
  const below = TYPE_STEPS_BELOW.slice(0, scale.below).map((name, i) => step(-(i + 1), name));
  return [...above.reverse(), step(0, "base"), ...below];
}

/** A role as the type engine takes it: the identity's face, at the document's weight when it sets one. */
export function roleFace(
  identity: Pick<ResolvedIdentity, "typography">,
  doc: TypographyDocument,
  role: TypeRole,
): TypographyRole {
  const face = identity.typography[role === "text" ? "body" : role];
  const weight = doc.roles[role].weight;
  return weight === undefined ? face : { ...face, weight };
}
