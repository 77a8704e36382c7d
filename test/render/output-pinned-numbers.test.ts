// Every number in an output is written by fmt. It writes the thousandths from integers instead of asking
// String for a fraction's shortest digits; the text must stay what String gives, or every output would move.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fmt } from "../../src/svg/index.js";

/** The text fmt wrote before it wrote from integers: String of the number rounded to thousandths. */
function byString(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return value === 0 ? "0" : String(value);
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? "0" : String(rounded);
}

describe("fmt writes numbers as String writes them rounded to thousandths", () => {
  it("for coordinates, offsets and opacities", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(fmt(value)).toBe(byString(value));
      }),
      { seed: 41, numRuns: 20_000 },
    );
  });

  it("for numbers of every magnitude a renderer can reach", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e20, max: 1e20, noNaN: true }), (value) => {
        expect(fmt(value)).toBe(byString(value));
      }),
      { seed: 43, numRuns: 20_000 },
    );
  });

  it("at the edges: halves of a thousandth, tiny values, negative zero and 15-digit numbers", () => {
    const values = [
      0.0005,
      -0.0005,
      0.0015,
      -0.0015,
      0.00049,
      -0.00049,
      1e-7,
      -1e-7,
      -0,
      0.1 + 0.2,
      1 / 3,
      -2 / 3,
      99.9995,
      -99.9995,
      123456789012.3456,
      999999999999.9994,
      999999999999.9996,
      1e12 + 0.5,
      -1e12 - 0.25,
      4.35,
      1.005,
    ];
    for (const value of values) expect(fmt(value)).toBe(byString(value));
    expect(fmt(1.5)).toBe("1.5");
    expect(fmt(-0.1254)).toBe("-0.125");
    expect(fmt(12.0004)).toBe("12");
  });
});
