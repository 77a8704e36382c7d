// The Design Lab's direct-manipulation geometry, as pure functions: snapping a move to the canvas's centre and
// edges, scaling about a pivot within the contract's bounds, the mapping between two placements of a layer, and
// where a dragged rail row lands.
import { describe, expect, it } from "vitest";
import { brandMarkLayerSchema, designLabTextLayerSchema } from "../../src/contract/index.js";
import {
  mapBox,
  mappingBetween,
  pivotOf,
  placed,
  scaledAbout,
  scaleFactor,
  snapMove,
} from "../../studio/tools/material/placement.js";
import { movedTo } from "../../studio/tools/material/rail-widget.js";

const text = designLabTextLayerSchema.parse({ id: "t", type: "text", value: "Hi", x: 20, y: 30, size: 10 });
const mark = brandMarkLayerSchema.parse({ type: "brand-mark", x: 10, y: 90, scale: 20 });
const within = { x: 1, y: 1 };

describe("snapping a move", () => {
  it("snaps the anchor first, then the box's middle, then its edges, each only within the threshold", () => {
    const box = { left: 20, top: 22, right: 40, bottom: 31 };
    // The anchor lands 0.4 from the centre: it snaps there.
    const anchor = snapMove({ x: 20, y: 30 }, box, { x: 30.4, y: 20.3 }, within);
    expect(anchor.snap).toEqual({ x: 50, y: 50 });
    expect(anchor.delta.x).toBeCloseTo(30, 9);
    expect(anchor.delta.y).toBeCloseTo(20, 9);
    // The box's middle (30) lands 0.5 from the centre; the anchor (at 40.5) is far from every guide.
    const middle = snapMove({ x: 20, y: 30 }, box, { x: 20.5, y: 0 }, within);
    expect(middle.snap.x).toBe(50);
    expect(middle.delta.x).toBeCloseTo(20, 9);
    // The right edge (40) onto the canvas's right edge.
    const edge = snapMove({ x: 20, y: 30 }, box, { x: 59.3, y: 0 }, within);
    expect(edge.snap.x).toBe(100);
    expect(edge.delta.x).toBeCloseTo(60, 9);
    // Nothing near: the move is kept as is, no guide.
    expect(snapMove({ x: 20, y: 30 }, box, { x: 7, y: 5 }, within)).toEqual({
      delta: { x: 7, y: 5 },
      snap: {},
    });
  });
});

describe("scaling about a pivot", () => {
  it("scales the placement uniformly about the pivot and holds the size within the contract's bounds", () => {
    const box = { left: 20, top: 22, right: 40, bottom: 31 };
    const pivot = pivotOf(box, "se", false);
    expect(pivot).toEqual({ x: 20, y: 22 });
    expect(scaledAbout("text", { x: 20, y: 30, size: 10 }, pivot, 1.5)).toEqual({ x: 20, y: 34, size: 15 });
    // Text sizes stop at 40 % of the height, marks at 100 % of the width.
    expect(scaledAbout("text", { x: 20, y: 30, size: 10 }, pivot, 10).size).toBe(40);
    expect(scaledAbout("brand-mark", { x: 10, y: 90, size: 20 }, { x: 10, y: 90 }, 0.01).size).toBe(1);
    expect(pivotOf(box, "nw", true)).toEqual({ x: 30, y: 26.5 });
  });

  it("reads the factor along the handle's diagonal, uniform on screen", () => {
    expect(scaleFactor({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 20, y: 20 }, 16 / 9)).toBeCloseTo(2, 9);
    expect(scaleFactor({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 5, y: 5 }, 1)).toBeCloseTo(0.5, 9);
  });
});

describe("placements", () => {
  it("maps what a layer draws from one placement to another, and only when nothing else changed", () => {
    const moved = placed(text, { x: 30, y: 40, size: 20 });
    expect(moved).toMatchObject({ x: 30, y: 40, size: 20, value: "Hi" });
    const mapping = mappingBetween(text, moved);
    expect(mapping).toEqual({ scale: 2, from: { x: 20, y: 30, size: 10 }, to: { x: 30, y: 40, size: 20 } });
    if (!mapping) throw new Error("no mapping");
    expect(mapBox(mapping, { left: 20, top: 25, right: 25, bottom: 30 })).toEqual({
      left: 30,
      top: 30,
      right: 40,
      bottom: 40,
    });
    expect(mappingBetween(text, { ...moved, value: "Other" } as typeof moved)).toBeUndefined();
    // Marks size by scale; the anchor is kept within the canvas.
    expect(placed(mark, { x: -5, y: 120, size: 30 })).toMatchObject({ x: 0, y: 100, scale: 30 });
  });
});

describe("the rail's drop", () => {
  it("moves a row to the gap it is dropped in", () => {
    const order = ["a", "b", "c", "d"];
    expect(movedTo(order, "a", 0)).toEqual(order);
    expect(movedTo(order, "a", 2)).toEqual(["b", "a", "c", "d"]);
    expect(movedTo(order, "a", 4)).toEqual(["b", "c", "d", "a"]);
    expect(movedTo(order, "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(movedTo(order, "c", 1)).toEqual(["a", "c", "b", "d"]);
  });
});
