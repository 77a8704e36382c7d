// Samplers read the field's colour into one object instead of a new one per sample: the ramp written in place
// must be the ramp as defined with mix(), number for number.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { mix } from "../../../src/color/rgb.js";
import { backgroundSettingsSchema } from "../../../src/contract/background.js";
import { mulberry32 } from "../../../src/determinism/index.js";
import { resolvePalette } from "../../../src/render/background/palette.js";

describe("palette ramp", () => {
  it("is mix() from colorA to colorB, then colorB to colorC, clamped outside 0..1, in place or not", () => {
    const settings = backgroundSettingsSchema.parse({
      colorA: "#0b1d3a",
      colorB: "#ff7a10",
      colorC: "#7fe3d4",
    });
    const palette = resolvePalette(settings, resolveIdentity(undefined, {}));
    const { a, b, c } = palette;
    const random = mulberry32(7);
    const out = { r: -1, g: -1, b: -1 };
    for (const t of [-0.5, 0, 0.25, 0.5, 0.5000001, 0.75, 1, 1.5, ...Array.from({ length: 500 }, random)]) {
      const u = Math.min(1, Math.max(0, t));
      const expected = u <= 0.5 ? mix(a, b, u * 2) : mix(b, c, u * 2 - 1);
      expect(palette.rampInto(t, out)).toEqual(expected);
      expect(palette.ramp(t)).toEqual(expected);
    }
  });
});
