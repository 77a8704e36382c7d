// A Lottie animation as the Studio's Lottie tool accepts it: a JSON object whose frame rate, frames, size and
// layer count are bounded, walked whole before anything draws it. Nothing in it is ever fetched (images must be
// embedded as data URLs, fonts may not name a file to load) and nothing in it runs: expressions — JavaScript
// inside properties — are refused, and the player is built without its expression engine besides.
import { z } from "zod";
import { intRange, range } from "./primitives.js";

export const LOTTIE_LIMITS = {
  /** An imported file (.json or .lottie), and the animation's JSON text once unzipped. */
  fileBytes: 4 * 1024 * 1024,
  jsonBytes: 4 * 1024 * 1024,
  /** Files in a .lottie archive. */
  archiveEntries: 64,
  /** Width and height of the composition. */
  side: 4096,
  // 240: a 60 fps animation exported at four times its speed reads back.
  frameRate: { min: 1, max: 240 },
  /** The timeline's length: ten minutes at 60 fps at most. */
  frames: 36_000,
  /** Layers in the composition and every precomposition together. */
  layers: 2_000,
  /** JSON values of the whole animation, and how deep they nest. */
  nodes: 500_000,
  depth: 64,
} as const;

/** The image types an embedded image asset may be. */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/u;

const layerSchema = z.looseObject({ ty: z.number().int() });

const animationObject = z.looseObject({
  v: z.string().max(32).optional().describe("the Lottie version that wrote it"),
  nm: z.string().max(240).optional(),
  fr: range(LOTTIE_LIMITS.frameRate.min, LOTTIE_LIMITS.frameRate.max).describe("frames per second"),
  ip: z.number().min(0).describe("the first frame"),
  op: z.number().max(LOTTIE_LIMITS.frames).describe("the frame after the last"),
  w: intRange(1, LOTTIE_LIMITS.side),
  h: intRange(1, LOTTIE_LIMITS.side),
  layers: z.array(layerSchema).min(1).max(LOTTIE_LIMITS.layers),
  assets: z
    .array(z.looseObject({ id: z.string().max(240) }))
    .max(LOTTIE_LIMITS.layers)
    .optional(),
});

export type LottieAnimation = z.output<typeof animationObject>;

interface AnimationIssue {
  path: (string | number)[];
  message: string;
}

/** Everything the bounds and the rules above refuse in `animation`, each at its path. */
export function lottieAnimationIssues(animation: LottieAnimation): AnimationIssue[] {
  const issues: AnimationIssue[] = [];
  if (animation.op <= animation.ip)
    issues.push({
      path: ["op"],
      message: `expected the last frame (op) after the first (ip ${animation.ip})`,
    });
  let nodes = 0;
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (issues.length >= 20) return;
    nodes += 1;
    if (nodes === LOTTIE_LIMITS.nodes + 1)
      issues.push({ path: [], message: `more than ${LOTTIE_LIMITS.nodes} JSON values` });
    if (nodes > LOTTIE_LIMITS.nodes || typeof value !== "object" || value === null) return;
    if (path.length > LOTTIE_LIMITS.depth) {
      issues.push({ path, message: `nested deeper than ${LOTTIE_LIMITS.depth} levels` });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, index]);
      });
      return;
    }
    const node = value as Record<string, unknown>;
    // An animatable property carries `k`; a string `x` beside it is an expression, JavaScript to run.
    if (typeof node.x === "string" && "k" in node)
      issues.push({
        path: [...path, "x"],
        message: "expressions run code and are not supported: bake them into keyframes in your editor",
      });
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(animation, []);
  const layers = (animation.assets ?? []).reduce(
    (sum, asset) => sum + (Array.isArray(asset.layers) ? asset.layers.length : 0),
    animation.layers.length,
  );
  if (layers > LOTTIE_LIMITS.layers)
    issues.push({ path: ["layers"], message: `more than ${LOTTIE_LIMITS.layers} layers in all` });
  animation.assets?.forEach((asset, index) => {
    const { p, e, u } = asset as { p?: unknown; e?: unknown; u?: unknown };
    if (typeof p !== "string" || "layers" in asset) return; // a precomposition, or not an image
    if (e !== 1 || !IMAGE_DATA_URL.test(p) || (typeof u === "string" && u !== ""))
      issues.push({
        path: ["assets", index, "p"],
        message: "an image must be embedded (e: 1, p a PNG, JPEG, WebP or GIF data URL): nothing is fetched",
      });
  });
  const fonts = (animation as { fonts?: { list?: unknown } }).fonts?.list;
  if (Array.isArray(fonts))
    fonts.forEach((font, index) => {
      const file = (font as { fPath?: unknown })?.fPath;
      if (typeof file === "string" && file !== "")
        issues.push({
          path: ["fonts", "list", index, "fPath"],
          message: "a font may not name a file to load: nothing is fetched (convert text to shapes)",
        });
    });
  return issues;
}

export const lottieAnimationSchema = animationObject
  .superRefine((animation, ctx) => {
    for (const issue of lottieAnimationIssues(animation)) ctx.addIssue({ code: "custom", ...issue });
  })
  .describe(
    `a Lottie animation (bodymovin JSON): fr ${LOTTIE_LIMITS.frameRate.min}–${LOTTIE_LIMITS.frameRate.max}, w and h at most ${LOTTIE_LIMITS.side}, at most ${LOTTIE_LIMITS.frames} frames and ${LOTTIE_LIMITS.layers} layers; images embedded, no expressions, no font files`,
  );
