// A Lottie layer's effects paint too: the colour values of its Fill, Tint and Tritone effects (static and
// keyframed) are among the colours the Lottie tool offers, and recolouring (one colour, or "Map colours to the
// palette") rewrites them where they are kept, leaving the effects' other values alone.
import { describe, expect, it } from "vitest";
import type { LottieAnimation } from "../../src/contract/index.js";
import { lottieColours, paletteMapping, recoloured } from "../../src/render/lottie/index.js";

/** An effect value: a colour (ty 2) or a slider (ty 0), static `k` or keyframes. */
const value = (ty: number, nm: string, k: unknown) => ({ ty, nm, mn: nm, ix: 1, v: { a: 0, k } });
const keyframed = (from: number[], to: number[]) => ({
  a: 1,
  k: [
    { t: 0, s: from, i: { x: [0.5], y: [0.5] }, o: { x: [0.5], y: [0.5] } },
    { t: 30, s: to },
  ],
});

/** A shape layer (one red fill) with a Fill effect (green), a Tint (black → blue) and a keyframed Tritone. */
const animation = {
  v: "5.7.0",
  fr: 30,
  ip: 0,
  op: 60,
  w: 100,
  h: 100,
  layers: [
    {
      ty: 4,
      ind: 1,
      ip: 0,
      op: 60,
      st: 0,
      ks: {},
      shapes: [{ ty: "fl", c: { a: 0, k: [1, 0, 0, 1] }, o: { a: 0, k: 100 } }],
      ef: [
        {
          ty: 21,
          nm: "Fill",
          ef: [value(2, "Color", [0, 1, 0, 1]), value(0, "Opacity", 1)],
        },
        {
          ty: 20,
          nm: "Tint",
          ef: [value(2, "Map Black To", [0, 0, 0, 1]), value(2, "Map White To", [0, 0, 1, 1])],
        },
        {
          ty: 23,
          nm: "Tritone",
          ef: [
            { ...value(2, "Highlights", 0), v: keyframed([1, 1, 0, 1], [1, 0, 1, 1]) },
            value(2, "Midtones", [0.5, 0.5, 0.5, 1]),
            value(2, "Shadows", [0, 0, 0, 1]),
          ],
        },
      ],
    },
  ],
} as unknown as LottieAnimation;

type Layer = { ef: { ef: { v: { k: unknown } }[] }[] };
const effects = (a: LottieAnimation) => (a.layers[0] as unknown as Layer).ef;

describe("Lottie effect colours", () => {
  it("are found, static and keyframed, with the shapes' colours", () => {
    const found = lottieColours(animation);
    expect(Object.fromEntries(found.map((c) => [c.hex, c.uses]))).toEqual({
      "#FF0000": 1, // the shape's fill
      "#00FF00": 1, // Fill's colour
      "#000000": 2, // Tint's black, Tritone's shadows
      "#0000FF": 1,
      "#FFFF00": 1, // Tritone's highlights, keyframed
      "#FF00FF": 1,
      "#808080": 1,
    });
    // The sliders are not colours: the Fill's opacity (1) is not read as one.
    expect(found.reduce((sum, c) => sum + c.uses, 0)).toBe(8);
  });

  it("are recoloured where they are kept, alpha and other values left alone", () => {
    const map = new Map([
      ["#00FF00", "#123456"],
      ["#000000", "#FFFFFF"],
      ["#FFFF00", "#FF8000"],
    ]);
    const out = recoloured(animation, map);
    const [fill, tint, tritone] = effects(out);
    expect(fill?.ef[0]?.v.k).toEqual(
      [0x12 / 255, 0x34 / 255, 0x56 / 255, 1].map((c) => Math.round(c * 1e4) / 1e4),
    );
    expect(fill?.ef[1]?.v.k).toBe(1);
    expect(tint?.ef[0]?.v.k).toEqual([1, 1, 1, 1]);
    expect(tint?.ef[1]?.v.k).toEqual([0, 0, 1, 1]);
    const frames = tritone?.ef[0]?.v.k as { s: number[] }[];
    expect(frames.map((frame) => frame.s)).toEqual([
      [1, 0.502, 0, 1],
      [1, 0, 1, 1],
    ]);
    expect(tritone?.ef[2]?.v.k).toEqual([1, 1, 1, 1]);
    // The source is untouched.
    expect(effects(animation)[0]?.ef[0]?.v.k).toEqual([0, 1, 0, 1]);
  });

  it("are mapped to the palette with the rest", () => {
    const palette = ["#111111", "#EEEEEE", "#E03C31"];
    const mapping = paletteMapping(
      lottieColours(animation).map((c) => c.hex),
      palette,
    );
    const out = recoloured(animation, mapping);
    const after = lottieColours(out).map((c) => c.hex);
    expect(
      after.every((hex) => palette.includes(hex)),
      after.join(", "),
    ).toBe(true);
    expect(effects(out)[0]?.ef[0]?.v.k).not.toEqual([0, 1, 0, 1]);
  });
});
