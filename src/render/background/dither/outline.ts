// Outlines of labelled cell regions as compact rectilinear paths (in cell units), filled even-odd.
//
// Traced on the coarse cell grid with typed arrays: every boundary edge is recorded at its start vertex (at
// most four per vertex, one per direction), so a render allocates a few flat arrays rather than a Map and a
// list per vertex. The order of the loops and of the edges within them is the order the edges were found in,
// so the path data is the same, byte for byte, as a per-label map of edge lists would give.
import { fmt } from "../../svg/index.js";

/** Edges leaving one vertex: one per direction at most. */
const SLOTS = 4;

/**
 * One path per label (`d` text, empty when the label has no cells): every cell edge between different labels
 * (or the grid border), linked into loops, straight runs merged. Even-odd filling of the loops gives exactly
 * the cells of that label, holes included.
 */
export function outlineRegions(labels: Uint16Array, columns: number, rows: number, count: number): string[] {
  const stride = columns + 1;
  const vertices = stride * (rows + 1);
  // Per vertex, its outgoing edges in the order found: end vertex and label; -1 once an edge is traced.
  const slotTo = new Int32Array(vertices * SLOTS);
  const slotLabel = new Int32Array(vertices * SLOTS);
  const slotCount = new Uint8Array(vertices);
  // Per label, the vertices its edges start from, in the order each was first seen.
  const starts: number[][] = Array.from({ length: count }, () => []);

  const add = (label: number, from: number, to: number) => {
    if (label < 0 || label >= count) return;
    const base = from * SLOTS;
    const used = slotCount[from] as number;
    let seen = false;
    for (let i = 0; i < used; i++) if (slotLabel[base + i] === label) seen = true;
    if (!seen) starts[label]?.push(from);
    slotTo[base + used] = to;
    slotLabel[base + used] = label;
    slotCount[from] = used + 1;
  };
  /** Takes the edge of `label` leaving `from` that was found last, or -1 when none is left. */
  const take = (label: number, from: number): number => {
    const base = from * SLOTS;
    for (let i = (slotCount[from] as number) - 1; i >= 0; i--) {
      if (slotLabel[base + i] === label) {
        slotLabel[base + i] = -1;
        return slotTo[base + i] as number;
      }
    }
    return -1;
  };
  // Each cell's four edges, clockwise from its top, where the neighbour across differs (the border counts).
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const i = row * columns + column;
      const label = labels[i] as number;
      const v = row * stride + column;
      if (row === 0 || labels[i - columns] !== label) add(label, v, v + 1);
      if (column === columns - 1 || labels[i + 1] !== label) add(label, v + 1, v + 1 + stride);
      if (row === rows - 1 || labels[i + columns] !== label) add(label, v + 1 + stride, v + stride);
      if (column === 0 || labels[i - 1] !== label) add(label, v + stride, v);
    }
  }

  const paths: string[] = [];
  const loop: number[] = [];
  for (let label = 0; label < count; label++) {
    let d = "";
    for (const start of starts[label] ?? []) {
      for (let next = take(label, start); next !== -1; next = take(label, start)) {
        loop.length = 0;
        loop.push(start, next);
        for (let at = next; at !== start; ) {
          at = take(label, at);
          if (at === -1) break;
          loop.push(at);
        }
        d += loopPath(loop, stride);
      }
    }
    paths.push(d);
  }
  return paths;
}

/** One closed loop with relative h/v moves, collinear steps merged; the closing run is implied by `Z`. */
function loopPath(points: readonly number[], stride: number): string {
  const first = points[0] as number;
  let px = first % stride;
  let py = Math.floor(first / stride);
  let d = `M${fmt(px)} ${fmt(py)}`;
  let runX = 0;
  let runY = 0;
  for (let i = 1; i < points.length; i++) {
    const v = points[i] as number;
    const x = v % stride;
    const y = Math.floor(v / stride);
    const dx = x - px;
    const dy = y - py;
    if (
      (dx !== 0 && runY !== 0) ||
      (dy !== 0 && runX !== 0) ||
      Math.sign(dx) * Math.sign(runX) < 0 ||
      Math.sign(dy) * Math.sign(runY) < 0
    ) {
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
