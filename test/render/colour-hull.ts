// Which colours an SVG paints (its own markup and the SVGs embedded as data URLs), and how far a colour lies
// from the colours an identity may derive from its ink and paper: the convex hull of ink, paper, black and
// white in sRGB, i.e. every mix, tint and shade of ink and paper (and greys, which carry no hue).

type Vec = readonly [number, number, number];

const parse = (hex: string): Vec => {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split("")
          .map((c) => c + c)
          .join("")
      : hex.slice(1, 7);
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const NAMED: Record<string, string> = { white: "#ffffff", black: "#000000" };
const COLOUR_ATTRIBUTE =
  /(?:fill|stroke|stop-color|flood-color|lighting-color|color)\s*[=:]\s*"?([^";)\s]+)/g;

/** Every colour an SVG paints, data-URL SVGs included; `none`, `url(#…)` and `currentColor` are not colours. */
export function paintedColours(svg: string): string[] {
  const found = new Set<string>();
  const visit = (markup: string) => {
    for (const [, value = ""] of markup.matchAll(COLOUR_ATTRIBUTE)) {
      const lower = value.toLowerCase();
      if (lower === "none" || lower.startsWith("url(") || lower === "currentcolor" || lower === "transparent")
        continue;
      const hex = NAMED[lower] ?? lower;
      if (!/^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/.test(hex)) throw new Error(`unexpected colour syntax: ${value}`);
      found.add(hex);
    }
    for (const [, data = ""] of markup.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)) {
      visit(Buffer.from(data, "base64").toString("utf8"));
    }
  };
  visit(svg);
  return [...found];
}

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Solves the small symmetric system `m x = v` (Gaussian elimination); undefined when singular. */
function solve(m: number[][], v: number[]): number[] | undefined {
  const n = v.length;
  const a = m.map((row, i) => [...row, v[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = row;
    if (Math.abs(a[pivot]?.[col] ?? 0) < 1e-9) return undefined;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const head = a[col] as number[];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const r = a[row] as number[];
      const f = (r[col] ?? 0) / (head[col] ?? 1);
      for (let k = col; k <= n; k++) r[k] = (r[k] ?? 0) - f * (head[k] ?? 0);
    }
  }
  return a.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/**
 * Distance (in 0–255 sRGB units) from `colour` to the convex hull of `vertices`: the least distance to the
 * affine hull of any subset onto which the point projects inside (all barycentric weights ≥ 0).
 */
export function distanceToHull(colour: string, vertices: readonly string[]): number {
  const p = parse(colour);
  const points = vertices.map(parse);
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 1; mask < 1 << points.length; mask++) {
    const subset = points.filter((_, i) => mask & (1 << i));
    const [origin, ...rest] = subset as [Vec, ...Vec[]];
    const edges = rest.map((q) => sub(q, origin));
    const target = sub(p, origin);
    let weights: number[] = [];
    if (edges.length > 0) {
      const gram = edges.map((e) => edges.map((f) => dot(e, f)));
      const solved = solve(
        gram,
        edges.map((e) => dot(e, target)),
      );
      if (!solved) continue;
      weights = solved;
    }
    const total = weights.reduce((s, w) => s + w, 0);
    if (weights.some((w) => w < -1e-9) || total > 1 + 1e-9) continue;
    const projected = edges.reduce<Vec>(
      (acc, e, i) => [
        acc[0] + e[0] * (weights[i] ?? 0),
        acc[1] + e[1] * (weights[i] ?? 0),
        acc[2] + e[2] * (weights[i] ?? 0),
      ],
      origin,
    );
    const d = sub(p, projected);
    best = Math.min(best, Math.sqrt(dot(d, d)));
  }
  return best;
}
