// The dither's region tracer reads edges from the label grid instead of listing them. Its text must stay what
// the plain definition gives (every boundary edge in a map per label, loops popped from it): pinned outputs
// cover a few grids, this covers thousands, with the corners, holes and frame edges small grids are full of.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../src/determinism/index.js";
import { outlineRegions } from "../../../src/render/background/dither/outline.js";
import { fmt } from "../../../src/svg/index.js";

/** The tracer as first written: edges clockwise around each cell, kept per label and start vertex. */
function referenceOutlines(labels: Uint16Array, columns: number, rows: number, count: number): string[] {
  const stride = columns + 1;
  const edges = Array.from({ length: count }, () => new Map<number, number[]>());
  const add = (label: number, from: number, to: number) => {
    const map = edges[label];
    if (!map) return;
    const list = map.get(from);
    if (list) list.push(to);
    else map.set(from, [to]);
  };
  const at = (column: number, row: number) =>
    column < 0 || row < 0 || column >= columns || row >= rows ? -1 : (labels[row * columns + column] ?? -1);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const label = at(column, row);
      const v = row * stride + column;
      if (at(column, row - 1) !== label) add(label, v, v + 1);
      if (at(column + 1, row) !== label) add(label, v + 1, v + 1 + stride);
      if (at(column, row + 1) !== label) add(label, v + 1 + stride, v + stride);
      if (at(column - 1, row) !== label) add(label, v + stride, v);
    }
  }
  return edges.map((map) => {
    let d = "";
    for (const start of map.keys()) {
      while ((map.get(start)?.length ?? 0) > 0) {
        const points = [start];
        for (let v = start; ; ) {
          const next = map.get(v)?.pop();
          if (next === undefined) break;
          points.push(next);
          v = next;
          if (v === start) break;
        }
        d += loopText(points, stride);
      }
    }
    return d;
  });
}

/** One loop: a move, relative runs with collinear steps merged, the closing run left to `Z`. */
function loopText(points: readonly number[], stride: number): string {
  const xy = (v: number): [number, number] => [v % stride, Math.floor(v / stride)];
  let [px, py] = xy(points[0] ?? 0);
  let d = `M${fmt(px)} ${fmt(py)}`;
  let runX = 0;
  let runY = 0;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = xy(points[i] ?? 0);
    const dx = x - px;
    const dy = y - py;
    if ((dx !== 0 && runY !== 0) || (dy !== 0 && runX !== 0) || dx * runX < 0 || dy * runY < 0) {
      if (runX !== 0) d += `h${fmt(runX)}`;
      if (runY !== 0) d += `v${fmt(runY)}`;
      runX = 0;
      runY = 0;
    }
    runX += dx;
    runY += dy;
    px = x;
    py = y;
  }
  return `${d}Z`;
}

const texts = (labels: Uint16Array, columns: number, rows: number, count: number): string[] =>
  outlineRegions(labels, columns, rows, count).map(String);

describe("dither region outlines", () => {
  it("are the reference tracer's text on random grids of few labels (corners, holes, frame edges)", () => {
    const random = mulberry32(14);
    for (let round = 0; round < 10000; round++) {
      const columns = 1 + Math.floor(random() * 17);
      const rows = 1 + Math.floor(random() * 13);
      const count = 1 + Math.floor(random() * 4);
      // A label at or above count is left out of every path (its cells still border the others).
      const labels = Uint16Array.from({ length: columns * rows }, () => Math.floor(random() * (count + 1)));
      expect(texts(labels, columns, rows, count)).toEqual(referenceOutlines(labels, columns, rows, count));
    }
  });

  it("are the reference tracer's text on banded grids like a dithered field's, one size after another", () => {
    const random = mulberry32(15);
    // Sizes shrink and grow between calls (one past what is kept between calls), so arrays kept from one grid
    // must never leak into a later one.
    for (const [columns, rows] of [
      [150, 79],
      [9, 5],
      [64, 64],
      [1, 40],
      [300, 230],
      [40, 1],
      [150, 79],
    ] as const) {
      const angle = random() * Math.PI * 2;
      const count = 33;
      const labels = Uint16Array.from({ length: columns * rows }, (_, i) => {
        const x = i % columns;
        const y = Math.floor(i / columns);
        const t = 0.5 + 0.5 * Math.sin((x * Math.cos(angle) + y * Math.sin(angle)) / 7 + random() * 0.6);
        return Math.round(t * (count - 1));
      });
      expect(texts(labels, columns, rows, count)).toEqual(referenceOutlines(labels, columns, rows, count));
    }
  });

  it("write one even-odd region per label: a ring with a hole and a checkerboard's touching corners", () => {
    // 3 × 3 of label 0 around a 1 × 1 hole of label 1.
    const ring = Uint16Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(texts(ring, 3, 3, 2)).toEqual(["M0 0h3v3h-3ZM2 1h-1v1h1Z", "M1 1h1v1h-1Z"]);
    expect(texts(ring, 3, 3, 2)).toEqual(referenceOutlines(ring, 3, 3, 2));
    const checkerboard = Uint16Array.from([0, 1, 1, 0]);
    expect(texts(checkerboard, 2, 2, 2)).toEqual(referenceOutlines(checkerboard, 2, 2, 2));
  });
});
