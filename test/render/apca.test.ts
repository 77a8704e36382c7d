// APCA's Lc against the values its authors publish for reference pairs.
import { describe, expect, it } from "vitest";
import { apcaContrast } from "../../src/render/tokens/apca.js";

describe("apcaContrast", () => {
  it("matches APCA-W3's published reference values", () => {
    expect(apcaContrast("#000000", "#ffffff")).toBeCloseTo(106.04, 1);
    expect(apcaContrast("#ffffff", "#000000")).toBeCloseTo(-107.88, 1);
    expect(apcaContrast("#888888", "#ffffff")).toBeCloseTo(63.06, 1);
    expect(apcaContrast("#ffffff", "#888888")).toBeCloseTo(-68.54, 1);
    expect(apcaContrast("#000000", "#aaaaaa")).toBeCloseTo(58.15, 1);
    expect(apcaContrast("#112233", "#ddeeff")).toBeCloseTo(91.67, 1);
  });

  it("is 0 for colours too close to tell apart", () => {
    expect(apcaContrast("#777777", "#777777")).toBe(0);
    expect(apcaContrast("#fefefe", "#ffffff")).toBe(0);
  });
});
