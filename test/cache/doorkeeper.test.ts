// The doorkeeper in front of caches under distinct traffic: a key gets in on its second request, one-off keys
// stay out, and recent keys are remembered while others pass.
import { describe, expect, it } from "vitest";
import { Doorkeeper } from "../../src/cache/doorkeeper.js";

describe("Doorkeeper", () => {
  it("lets a key in the second time it is asked for, not the first", () => {
    const door = new Doorkeeper();
    expect(door.admit("Reliable rail, part 1")).toBe(false);
    expect(door.admit("Reliable rail, part 1")).toBe(true);
    expect(door.admit("Reliable rail, part 1")).toBe(true);
  });

  it("keeps one-off keys out: of a thousand distinct titles, almost none is let in", () => {
    const door = new Doorkeeper();
    const admitted = Array.from({ length: 1000 }, (_, n) => door.admit(`Title ${n}`)).filter(Boolean);
    // Only a key hashing to 0 (an empty slot) or to a key seen before could be let in early.
    expect(admitted.length).toBeLessThanOrEqual(1);
  });

  it("still remembers recent keys after many others", () => {
    const door = new Doorkeeper();
    const recent = Array.from({ length: 200 }, (_, n) => `Footer ${n}`);
    for (const key of recent) door.admit(key);
    for (let n = 0; n < 200; n++) door.admit(`Title ${n}`);
    const remembered = recent.filter((key) => door.admit(key)).length;
    expect(remembered).toBeGreaterThan(180);
  });
});
