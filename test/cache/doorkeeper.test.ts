// The doorkeeper in front of caches under distinct traffic: a key gets in on its second request, one-off keys
// stay out, and recent keys are remembered while others pass.
import { describe, expect, it } from "vitest";
import { Doorkeeper } from "../../src/cache/doorkeeper.js";

const admit = (door: Doorkeeper, key: string) => door.admitText(key);

describe("Doorkeeper", () => {
  it("lets a key in the second time it is asked for, not the first", () => {
    const door = new Doorkeeper(4096);
    expect(admit(door, "Reliable rail, part 1")).toBe(false);
    expect(admit(door, "Reliable rail, part 1")).toBe(true);
    expect(admit(door, "Reliable rail, part 1")).toBe(true);
  });

  it("keeps one-off keys out: of a thousand distinct titles, none is let in", () => {
    const door = new Doorkeeper(4096);
    const admitted = Array.from({ length: 1000 }, (_, n) => admit(door, `Title ${n}`)).filter(Boolean);
    expect(admitted).toEqual([]);
  });

  it("does not take an empty slot for a key seen before (a fingerprint of 0)", () => {
    const door = new Doorkeeper(16);
    expect(door.admit(0)).toBe(false);
    expect(door.admit(0)).toBe(true);
  });

  it("still remembers recent keys after many others", () => {
    const door = new Doorkeeper(4096);
    const recent = Array.from({ length: 200 }, (_, n) => `Footer ${n}`);
    for (const key of recent) admit(door, key);
    for (let n = 0; n < 200; n++) admit(door, `Title ${n}`);
    const remembered = recent.filter((key) => admit(door, key)).length;
    expect(remembered).toBeGreaterThan(180);
  });

  it("refuses a table that is not a power of two", () => {
    expect(() => new Doorkeeper(1000)).toThrow(/power of two/u);
  });
});
