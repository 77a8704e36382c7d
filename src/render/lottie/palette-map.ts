// "Map colours to the palette": each colour an animation uses becomes the nearest colour of the identity's
// palette in OKLab (perceptual distance), most used first, a palette colour already taken counting as a little
// farther each time — so a five-colour illustration keeps five distinct tones where the palette has them rather
// than collapsing onto the one nearest colour. Deterministic.
import { differenceEuclidean, modeOklab, modeRgb, useMode } from "culori/fn";

useMode(modeRgb);
useMode(modeOklab);

const distance = differenceEuclidean("oklab");
/** What each earlier pick of a palette colour adds to its distance (OKLab units; black to white is 1). */
const REUSE_PENALTY = 0.12;

/** `colours` (most used first) → the palette colour each becomes (HEX, upper case). */
export function paletteMapping(colours: readonly string[], palette: readonly string[]): Map<string, string> {
  const taken = new Map<string, number>();
  const mapping = new Map<string, string>();
  for (const colour of colours) {
    let best: { hex: string; cost: number } | undefined;
    for (const candidate of palette) {
      const cost = distance(colour, candidate) + REUSE_PENALTY * (taken.get(candidate) ?? 0);
      if (!best || cost < best.cost) best = { hex: candidate, cost };
    }
    if (!best) continue;
    taken.set(best.hex, (taken.get(best.hex) ?? 0) + 1);
    mapping.set(colour.toUpperCase(), best.hex.toUpperCase());
  }
  return mapping;
}
