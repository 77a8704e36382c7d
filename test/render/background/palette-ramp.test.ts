// Samplers read the field's colour into one object instead of a new one per sample: the colour written in
// place must be the ramp's colour, number for number.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import { backgroundSettingsSchema } from "../../../src/contract/background.js";
import { mulberry32 } from "../../../src/determinism/index.js";
import { resolvePalette } from "../../../src/render/background/palette.js";

describe("palette.rampInto", () => {
  it("writes ramp(t) exactly, inside the ramp and clamped outside it", () => {
    const settings = backgroundSettingsSchema.parse({
      colorA: "#0b1d3a",
      colorB: "#ff7a10",
      colorC: "#7fe3d4",
    });
    const palette = resolvePalette(settings, resolveIdentity(undefined, {}));
    const random = mulberry32(7);
    const out = { r: -1, g: -1, b: -1 };
    for (const t of [-0.5, 0, 0.25, 0.5, 0.5000001, 0.75, 1, 1.5, ...Array.from({ length: 500 }, random)]) {
      expect(palette.rampInto(t, out)).toEqual(palette.ramp(t));
    }
  });
});
