// Deterministic artifact file names (DESIGN.md).
import type { ResolvedIdentity } from "../catalog/identities/types.js";

export const backgroundFilename = (identity: ResolvedIdentity, width: number, height: number) =>
  `${identity.slug}-background-${width}x${height}.svg`;

export const templateFilename = (
  identity: ResolvedIdentity,
  template: string,
  layout: string | undefined,
  width: number,
  height: number,
) => `${identity.slug}-${template}-${layout ? `${layout}-` : ""}${width}x${height}.svg`;

export const briefFilename = (identity: ResolvedIdentity, elementId: string) =>
  `${identity.slug}-${elementId}-brief.json`;

export const designSequenceFilename = (identity: ResolvedIdentity) => `${identity.slug}-design-sequence.json`;
