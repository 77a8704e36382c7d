// Topographic contours are kept by the terrain they trace: a kept tile must be the tile traced afresh, and
// tiles of other terrains (another spacing, another generator) must never be mixed up with it.
import { describe, expect, it } from "vitest";
import { fnv1a, mulberry32 } from "../../../src/determinism/index.js";
import { topographic } from "../../../src/render/background/patterns/topographic.js";
import { fragment } from "../../../src/svg/index.js";

const tile = (spacing: number, seed: number, weight = 1) => {
  const built = topographic({ spacing, weight, angle: 0, random: mulberry32(fnv1a(`seed ${seed}`)) });
  return `${built.size} ${fragment(built.marks("#123456")).svg}`;
};

describe("topographic tiles", () => {
  it("are the same traced again, kept, or after other terrains pushed them out", () => {
    const first = [tile(24, 1), tile(24, 2), tile(40, 1), tile(24, 1, 2.2)];
    expect(new Set(first).size).toBe(first.length);
    expect(tile(24, 1)).toBe(first[0]);
    // Enough other terrains to push the first ones out of what is kept, then the first ones again.
    for (let seed = 10; seed < 50; seed++) tile(16, seed);
    expect([tile(24, 1), tile(24, 2), tile(40, 1), tile(24, 1, 2.2)]).toEqual(first);
  });
});
