// The identity's own sample loop: what the Lottie tool plays until a file is imported, so it is never empty and
// shows what recolouring does. Three shapes in the identity's colours on its paper — a dot crossing, a rounded
// square turning, a ring breathing — three seconds at 30 fps that end where they start. Pure: the same identity
// gives the same animation.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { LOTTIE_SAMPLE, type LottieAnimation } from "../../contract/index.js";

type Vector = readonly number[];

/** 0–1 channels of a #RRGGBB colour, opaque. */
const channels = (hex: string): number[] => [
  ...[1, 3, 5].map((at) => Math.round((Number.parseInt(hex.slice(at, at + 2), 16) / 255) * 1e4) / 1e4),
  1,
];

const still = (k: Vector | number) => ({ a: 0, k });
const EASE = { i: { x: [0.45], y: [1] }, o: { x: [0.55], y: [0] } };
/** A property moving through `values` at `frames`, eased in and out, holding the last. */
const moving = (frames: readonly number[], values: readonly Vector[]) => ({
  a: 1,
  k: frames.map((t, i) => (i < frames.length - 1 ? { t, s: values[i], ...EASE } : { t, s: values[i] })),
});

const { fr, ip, op, w, h } = LOTTIE_SAMPLE;
const LOOP = [ip, op / 2, op];

const transform = (position: Vector, extra: Record<string, unknown> = {}) => ({
  o: still(100),
  r: still(0),
  p: still([...position, 0]),
  a: still([0, 0, 0]),
  s: still([100, 100, 100]),
  ...extra,
});

const group = (shape: Record<string, unknown>, paint: Record<string, unknown>) => ({
  ty: "gr",
  nm: String(shape.nm),
  it: [
    shape,
    paint,
    { ty: "tr", p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) },
  ],
});

const layer = (index: number, name: string, ks: Record<string, unknown>, shapes: unknown[]) => ({
  ddd: 0,
  ind: index,
  ty: 4,
  nm: name,
  sr: 1,
  ks,
  ao: 0,
  shapes,
  ip,
  op,
  st: 0,
  bm: 0,
});

export function sampleLottie(identity: ResolvedIdentity): LottieAnimation {
  const { ink, paper, gradient, semantic } = identity.colors;
  // The square's colour: one the dot, ring and paper do not already use, so the loop shows three colours.
  const used = [ink, paper, semantic.accent].map((hex) => hex.toLowerCase());
  const third =
    [gradient[1], gradient[2], gradient[0], semantic.muted].find(
      (hex) => !used.includes(hex.toLowerCase()),
    ) ?? semantic.muted;
  const fill = (hex: string) => ({ ty: "fl", nm: "Fill", c: still(channels(hex)), o: still(100), r: 1 });
  const dot = layer(
    1,
    "Dot",
    transform([0, 0], {
      p: moving(LOOP, [
        [w * 0.22, h * 0.62, 0],
        [w * 0.78, h * 0.38, 0],
        [w * 0.22, h * 0.62, 0],
      ]),
    }),
    [group({ ty: "el", nm: "Dot", p: still([0, 0]), s: still([96, 96]) }, fill(semantic.accent))],
  );
  const square = layer(2, "Square", transform([w * 0.5, h * 0.5], { r: moving(LOOP, [[0], [90], [180]]) }), [
    group({ ty: "rc", nm: "Square", p: still([0, 0]), s: still([150, 150]), r: still(28) }, fill(third)),
  ]);
  const ring = layer(
    3,
    "Ring",
    transform([w * 0.5, h * 0.5], {
      s: moving(LOOP, [
        [100, 100, 100],
        [128, 128, 100],
        [100, 100, 100],
      ]),
    }),
    [
      group(
        { ty: "el", nm: "Ring", p: still([0, 0]), s: still([300, 300]) },
        { ty: "st", nm: "Stroke", c: still(channels(ink)), o: still(100), w: still(10), lc: 2, lj: 2 },
      ),
    ],
  );
  const ground = {
    ddd: 0,
    ind: 4,
    ty: 1,
    nm: "Paper",
    sr: 1,
    ks: transform([w / 2, h / 2], { a: still([w / 2, h / 2, 0]) }),
    ao: 0,
    sw: w,
    sh: h,
    sc: paper.toLowerCase(),
    ip,
    op,
    st: 0,
    bm: 0,
  };
  return {
    v: "5.7.0",
    nm: `${identity.name} loop`,
    fr,
    ip,
    op,
    w,
    h,
    ddd: 0,
    assets: [],
    layers: [dot, square, ring, ground],
  };
}
