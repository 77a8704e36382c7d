// Marching squares: contour polylines of a sampled scalar grid, linked into long lines and simplified.

export type Polyline = [number, number][];

/**
 * Contour lines at `level` of a grid of (columns + 1) × (rows + 1) samples, in grid units. Saddle cells are
 * resolved by the cell's mean value, so lines never cross.
 */
export function contourLines(values: Float64Array, columns: number, rows: number, level: number): Polyline[] {
  const nx = columns + 1;
  const value = (i: number, j: number) => values[j * nx + i] ?? 0;
  const horizontal = (i: number, j: number) => 2 * (j * nx + i);
  const vertical = (i: number, j: number) => 2 * (j * nx + i) + 1;
  const points = new Map<number, [number, number]>();
  const crossing = (id: number, i0: number, j0: number, i1: number, j1: number): number => {
    if (!points.has(id)) {
      const v0 = value(i0, j0);
      const v1 = value(i1, j1);
      const f = v1 === v0 ? 0.5 : (level - v0) / (v1 - v0);
      points.set(id, [i0 + (i1 - i0) * f, j0 + (j1 - j0) * f]);
    }
    return id;
  };
  const segments: [number, number][] = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const a = value(i, j) >= level;
      const b = value(i + 1, j) >= level;
      const c = value(i + 1, j + 1) >= level;
      const d = value(i, j + 1) >= level;
      const top = a !== b ? crossing(horizontal(i, j), i, j, i + 1, j) : -1;
      const right = b !== c ? crossing(vertical(i + 1, j), i + 1, j, i + 1, j + 1) : -1;
      const bottom = d !== c ? crossing(horizontal(i, j + 1), i, j + 1, i + 1, j + 1) : -1;
      const left = a !== d ? crossing(vertical(i, j), i, j, i, j + 1) : -1;
      const crossed = [top, right, bottom, left].filter((edge) => edge >= 0);
      if (crossed.length === 2) segments.push([crossed[0] ?? 0, crossed[1] ?? 0]);
      else if (crossed.length === 4) {
        const centre = (value(i, j) + value(i + 1, j) + value(i + 1, j + 1) + value(i, j + 1)) / 4 >= level;
        // Cut off the two corners that the centre does not join.
        if (centre === a) segments.push([top, right], [bottom, left]);
        else segments.push([top, left], [right, bottom]);
      }
    }
  }
  return link(segments).map((ids) => ids.map((id) => points.get(id) ?? [0, 0]));
}

/** Joins segments that share an edge crossing into polylines. */
function link(segments: readonly [number, number][]): number[][] {
  const byEdge = new Map<number, number[]>();
  segments.forEach(([p, q], index) => {
    for (const id of [p, q]) {
      const list = byEdge.get(id);
      if (list) list.push(index);
      else byEdge.set(id, [index]);
    }
  });
  const used = new Uint8Array(segments.length);
  const lines: number[][] = [];
  const extend = (line: number[], from: number) => {
    let tip = from;
    for (;;) {
      const next = (byEdge.get(tip) ?? []).find((index) => !used[index]);
      if (next === undefined) return;
      used[next] = 1;
      const [p, q] = segments[next] ?? [0, 0];
      tip = p === tip ? q : p;
      line.push(tip);
    }
  };
  segments.forEach(([p, q], index) => {
    if (used[index]) return;
    used[index] = 1;
    const forward = [p, q];
    extend(forward, q);
    const backward = [p];
    extend(backward, p);
    lines.push([...backward.reverse(), ...forward.slice(1)]);
  });
  return lines;
}

/** Ramer–Douglas–Peucker: drops points closer than `tolerance` to the line through their neighbours. */
export function simplify(line: Polyline, tolerance: number): Polyline {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    const [x0, y0] = line[first] ?? [0, 0];
    const [x1, y1] = line[last] ?? [0, 0];
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    let worst = -1;
    let worstDistance = tolerance;
    for (let k = first + 1; k < last; k++) {
      const [x, y] = line[k] ?? [0, 0];
      const distance =
        x0 === x1 && y0 === y1
          ? Math.hypot(x - x0, y - y0)
          : Math.abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / length;
      if (distance > worstDistance) {
        worst = k;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, index) => keep[index]);
}
