// Outlines of labelled cell regions as compact rectilinear paths (in cell units), filled even-odd.
//
// Every cell edge between different labels (or on the grid's border) is an edge of the region on its right
// hand, running clockwise around the region, so each region's border is a set of loops. The loops are traced
// on the label grid itself, framed by a border of its own: an edge's existence is read from the two cells
// beside it, and one bit per vertex and direction marks it traced. No edge is stored.
//
// The order is fixed, so the same grid always gives the same text: a label's loops start at its vertices in
// the order a row-by-row scan of its cells meets them (each cell's edges clockwise from its top), each vertex's
// loops are traced before the next vertex's, and where two edges of one label leave a vertex (regions touching
// at a corner) the one the scan meets last is taken first: right, then down, up, left.
import { PathData } from "../../../svg/index.js";

/** Directions of an edge leaving a vertex, as bits of its traced mask. */
const RIGHT = 1;
const DOWN = 2;
const UP = 4;
const LEFT = 8;
/** Label of the frame around the grid: never traced, unequal to every label that is. */
const FRAME = 0xffff;

/**
 * One path per label (empty when the label has no cells; labels from `count` up are not traced): every cell
 * edge between different labels (or the grid border), linked into loops, straight runs merged. Even-odd
 * filling of the loops gives exactly the cells of that label, holes included.
 */
export function outlineRegions(
  labels: Uint16Array,
  columns: number,
  rows: number,
  count: number,
): PathData[] {
  const tracer = frame(labels, columns, rows);
  const { grid, traced, width } = tracer;
  const paths = Array.from({ length: count }, () => new PathData());
  for (let row = 1; row <= rows; row++) {
    for (let cell = row * width + 1, end = cell + columns; cell < end; cell++) {
      const label = grid[cell] as number;
      if (label >= count) continue;
      // The first time the scan (cells row by row, each cell's edges clockwise from its top) meets a vertex
      // with an edge of this label leaving it, every loop of the label through that vertex is traced. That
      // time is when the edge met is untraced: `take` prefers a vertex's edges in the reverse of the order the
      // scan meets them, so the edge met first at a vertex is the last one traced there. Only a cell's top
      // and bottom edges are asked: its right and left edges are always traced by the time they are met, each
      // on a loop through the cell's top edge or the row above (a property the tests hold against the plain
      // tracer on thousands of grids).
      if (grid[cell - width] !== label && ((traced[cell - width - 1] as number) & RIGHT) === 0) {
        loopsFrom(tracer, paths, label, cell - width - 1);
      }
      if (grid[cell + width] !== label && ((traced[cell] as number) & LEFT) === 0) {
        loopsFrom(tracer, paths, label, cell);
      }
    }
  }
  return paths;
}

/** The framed grid of one call, and each vertex's traced edges. */
interface Tracer {
  readonly grid: Uint16Array;
  readonly traced: Uint8Array;
  /** Framed row length: columns + 2. */
  readonly width: number;
}

/**
 * Arrays kept between calls for grids of up to KEPT_SIZE framed cells, grown when a larger one comes (rendering
 * is synchronous, so one call at a time uses them): typed arrays cost more to allocate than to fill. Larger
 * grids get their own, so what is kept stays small.
 */
const KEPT_SIZE = 1 << 16;
let keptGrid = new Uint16Array(0);
let keptTraced = new Uint8Array(0);

/**
 * The grid framed by one cell of FRAME on every side. Vertex (x, y) is numbered by the framed index of the
 * cell above and to its left, so its four cells are at v, v + 1, v + width and v + width + 1.
 */
function frame(labels: Uint16Array, columns: number, rows: number): Tracer {
  const size = (columns + 2) * (rows + 2);
  if (size > KEPT_SIZE) return fill(new Uint16Array(size), new Uint8Array(size), labels, columns, rows);
  if (keptGrid.length < size) {
    keptGrid = new Uint16Array(size);
    keptTraced = new Uint8Array(size);
  }
  return fill(keptGrid, keptTraced, labels, columns, rows);
}

/** Writes the framed grid into `grid` and clears `traced`, over the grid's size. */
function fill(
  grid: Uint16Array,
  traced: Uint8Array,
  labels: Uint16Array,
  columns: number,
  rows: number,
): Tracer {
  const width = columns + 2;
  const size = width * (rows + 2);
  grid.fill(FRAME, 0, size);
  traced.fill(0, 0, size);
  for (let row = 0; row < rows; row++) {
    const from = row * columns;
    const to = (row + 1) * width + 1;
    for (let column = 0; column < columns; column++) grid[to + column] = labels[from + column] as number;
  }
  return { grid, traced, width };
}

/**
 * Marks and returns the untraced edge of `label` leaving `v` (a direction bit), 0 when none is left. The edge
 * leaving rightward runs along the top of the cell below-right of v, and exists when that cell has the label
 * and the cell above it does not; the other three turn the same way around v.
 */
function take({ grid, traced, width }: Tracer, label: number, v: number): number {
  const nw = grid[v];
  const ne = grid[v + 1];
  const sw = grid[v + width];
  const se = grid[v + width + 1];
  const done = traced[v] as number;
  let direction = 0;
  if (se === label && ne !== label && (done & RIGHT) === 0) direction = RIGHT;
  else if (sw === label && se !== label && (done & DOWN) === 0) direction = DOWN;
  else if (ne === label && nw !== label && (done & UP) === 0) direction = UP;
  else if (nw === label && sw !== label && (done & LEFT) === 0) direction = LEFT;
  traced[v] = done | direction;
  return direction;
}

/**
 * Traces every loop of `label` still leaving `start` into its path: each as a move to the start, one relative
 * line per straight run, and a close that stands for the run back to the start.
 */
function loopsFrom(tracer: Tracer, paths: readonly PathData[], label: number, start: number): void {
  const { width } = tracer;
  const d = paths[label] as PathData;
  for (let direction = take(tracer, label, start); direction !== 0; direction = take(tracer, label, start)) {
    const x = start % width;
    d.moveTo(x, (start - x) / width);
    let v = start;
    let run = 0;
    let runDirection = direction;
    for (;;) {
      v += direction === RIGHT ? 1 : direction === DOWN ? width : direction === UP ? -width : -1;
      run++;
      if (v === start) break;
      direction = take(tracer, label, v);
      if (direction === 0) break;
      if (direction !== runDirection) {
        if (runDirection === RIGHT) d.h(run);
        else if (runDirection === LEFT) d.h(-run);
        else if (runDirection === DOWN) d.v(run);
        else d.v(-run);
        runDirection = direction;
        run = 0;
      }
    }
    d.close();
  }
}
