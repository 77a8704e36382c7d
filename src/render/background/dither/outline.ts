// Outlines of labelled cell regions as compact rectilinear paths (in cell units), filled even-odd.
import { PathData } from "../../svg/index.js";

/**
 * One path per label: every cell edge between different labels (or the grid border), linked into loops,
 * straight runs merged. Even-odd filling of the loops gives exactly the cells of that label, holes included.
 */
export function outlineRegions(
  labels: Uint16Array,
  columns: number,
  rows: number,
  count: number,
): PathData[] {
  const stride = columns + 1;
  // Per label: start vertex → end vertices of boundary edges, clockwise around each cell.
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
  return edges.map((map) => tracePath(map, stride));
}

function tracePath(map: Map<number, number[]>, stride: number): PathData {
  const d = new PathData();
  for (const start of map.keys()) {
    while ((map.get(start)?.length ?? 0) > 0) {
      const points: number[] = [start];
      let at = start;
      for (;;) {
        const next = map.get(at)?.pop();
        if (next === undefined) break;
        points.push(next);
        at = next;
        if (at === start) break;
      }
      writeLoop(d, points, stride);
    }
  }
  return d;
}

/** Writes one closed loop with relative h/v moves, merging collinear steps. */
function writeLoop(d: PathData, points: readonly number[], stride: number): void {
  const xy = (v: number): [number, number] => [v % stride, Math.floor(v / stride)];
  const [x0, y0] = xy(points[0] ?? 0);
  d.moveTo(x0, y0);
  let [px, py] = [x0, y0];
  let runX = 0;
  let runY = 0;
  const flush = () => {
    if (runX !== 0) d.h(runX);
    if (runY !== 0) d.v(runY);
    runX = 0;
    runY = 0;
  };
  for (let i = 1; i < points.length; i++) {
    const [x, y] = xy(points[i] ?? 0);
    const dx = x - px;
    const dy = y - py;
    if (
      (dx !== 0 && runY !== 0) ||
      (dy !== 0 && runX !== 0) ||
      Math.sign(dx) * Math.sign(runX) < 0 ||
      Math.sign(dy) * Math.sign(runY) < 0
    ) {
      flush();
    }
    runX += dx;
    runY += dy;
    px = x;
    py = y;
  }
  runX = 0;
  runY = 0; // the closing run is implied by `z`
  d.close();
}
