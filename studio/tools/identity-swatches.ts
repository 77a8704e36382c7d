// The identity's colours as one-click swatches for every colour control: ink, paper, its gradient and its
// semantic palette, named as the identity card names them, without repeats.

import type { ResolvedIdentity } from "../../src/catalog/identities/types.js";
import { normalizeHex } from "../../src/color/rgb.js";

export function identitySwatches(identity: ResolvedIdentity): { name: string; value: string }[] {
  const { ink, paper, gradient, semantic } = identity.colors;
  const named = [
    { name: "Ink", value: ink },
    { name: "Paper", value: paper },
    ...gradient.map((value, i) => ({ name: `Gradient ${i + 1}`, value })),
    { name: "Accent", value: semantic.accent },
    { name: "Muted", value: semantic.muted },
  ];
  const seen = new Set<string>();
  return named.filter(({ value }) => {
    const key = normalizeHex(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
