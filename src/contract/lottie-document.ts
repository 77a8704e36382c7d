// The Lottie tool's source document: an imported Lottie animation (or, until one is imported, the identity's
// own sample loop) recoloured to the identity's palette colour by colour, trimmed, sped up or slowed, and
// exported as Lottie JSON, a .lottie archive, or a GIF or MP4 drawn frame by frame.

import { z } from "zod";
import type { Issue } from "./errors.js";
import { evenFrameSize } from "./frame-clock.js";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "./identity.js";
import { lottieAnimationSchema } from "./lottie-animation.js";
import { hexColor, intRange, range } from "./primitives.js";

export const LOTTIE_DOCUMENT_KIND = "lottie";
export const LOTTIE_DOCUMENT_VERSION = 1;

/** What the Lottie tool exports: the edited animation as Lottie JSON and .lottie, and its frames as motion. */
export const LOTTIE_TOOL_EXPORTS = ["lottie", "dotlottie", "gif", "mp4"] as const;

/** The longest `name` (the imported file's, without its extension). */
export const LOTTIE_MAX_NAME = 120;
/** Colours mapped at most: more than any brand palette, fewer than a file can hold. */
export const LOTTIE_MAX_RECOLOURS = 64;
export const LOTTIE_SPEED = { min: 0.25, max: 4, default: 1 } as const;
/** The GIF and MP4's width in pixels (the height follows the animation's aspect, both even). */
export const LOTTIE_EXPORT_WIDTH = { min: 64, max: 1920, default: 480 } as const;
export const LOTTIE_EXPORT_FPS = { min: 1, max: 60, default: 30 } as const;
/** A GIF or MP4 of the animation lasts at most this long: trim or speed up a longer one. */
export const LOTTIE_EXPORT_MAX_MS = 30_000;
export const LOTTIE_EXPORT_BACKGROUNDS = ["paper", "ink", "white", "black"] as const;

/** The identity's sample loop's timeline and size (what a document without an animation plays). */
export const LOTTIE_SAMPLE = { fr: 30, ip: 0, op: 90, w: 800, h: 450 } as const;

const recolourSchema = z.strictObject({
  from: hexColor.describe("a colour the animation uses (fills, strokes, gradients, solids, text)"),
  to: hexColor.describe("what it becomes"),
});

const documentObject = z.strictObject({
  kind: z.literal(LOTTIE_DOCUMENT_KIND),
  version: z.literal(LOTTIE_DOCUMENT_VERSION).default(LOTTIE_DOCUMENT_VERSION),
  identity: identitySchema
    .default({ preset: DEFAULT_IDENTITY_PRESET })
    .describe("the identity whose palette the colours map to (the Studio's shared identity)"),
  name: z
    .string()
    .max(LOTTIE_MAX_NAME)
    .optional()
    .describe("the imported file's name, without its extension: the exports are named after it"),
  animation: lottieAnimationSchema
    .optional()
    .describe("the imported animation as it was read; omitted: the identity's own sample loop"),
  recolour: z
    .array(recolourSchema)
    .max(LOTTIE_MAX_RECOLOURS)
    .default([])
    .describe("each colour found and what it becomes; a colour not listed keeps its value"),
  trim: z
    .strictObject({
      start: z.number().min(0).describe("the first frame played, on the animation's timeline"),
      end: z.number().min(0).describe("the frame after the last played"),
    })
    .optional()
    .describe("the frames kept; omitted: the whole animation (ip to op)"),
  speed: range(LOTTIE_SPEED.min, LOTTIE_SPEED.max)
    .default(LOTTIE_SPEED.default)
    .describe("playback speed: 2 plays twice as fast (the frame rate is scaled, every frame kept)"),
  export: z
    .strictObject({
      width: intRange(LOTTIE_EXPORT_WIDTH.min, LOTTIE_EXPORT_WIDTH.max).default(LOTTIE_EXPORT_WIDTH.default),
      fps: intRange(LOTTIE_EXPORT_FPS.min, LOTTIE_EXPORT_FPS.max).default(LOTTIE_EXPORT_FPS.default),
      background: z
        .enum(LOTTIE_EXPORT_BACKGROUNDS)
        .default("paper")
        .describe("what shows through the animation's transparent pixels in GIF and MP4 frames"),
    })
    .default({ width: LOTTIE_EXPORT_WIDTH.default, fps: LOTTIE_EXPORT_FPS.default, background: "paper" })
    .describe("the GIF and MP4: width in pixels (height from the aspect), frames per second, background"),
});

export const lottieDocumentSchema = documentObject
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.recolour.forEach(({ from }, index) => {
      const key = from.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["recolour", index, "from"],
          message: `${from} is mapped twice`,
        });
      seen.add(key);
    });
    if (doc.trim) {
      const { ip, op } = doc.animation ?? LOTTIE_SAMPLE;
      const { start, end } = doc.trim;
      if (start < ip || start >= op)
        ctx.addIssue({
          code: "custom",
          path: ["trim", "start"],
          message: `expected a frame from ${ip} before ${op}`,
        });
      if (end <= start || end > op)
        ctx.addIssue({
          code: "custom",
          path: ["trim", "end"],
          message: `expected a frame after trim.start (${start}), at most ${op}`,
        });
    }
  })
  .describe("a Lottie document: an animation, its colours mapped, its frames trimmed and its speed");

export type LottieDocument = z.output<typeof documentObject>;
export type LottieDocumentInput = z.input<typeof documentObject>;

/**
 * A document's GIF and MP4: how long they play (its frames kept, at its frame rate times its speed) and their
 * frame size (the export width and the animation's aspect, as evenFrameSize makes it).
 */
export function lottieMotion(doc: LottieDocument): { durationMs: number; width: number; height: number } {
  const { ip, op, fr, w, h } = doc.animation ?? LOTTIE_SAMPLE;
  const frames = (doc.trim?.end ?? op) - (doc.trim?.start ?? ip);
  return {
    durationMs: (frames / (fr * doc.speed)) * 1000,
    ...evenFrameSize(doc.export.width, { width: w, height: h }),
  };
}

/** Why a document's GIF or MP4 would be refused (it plays past LOTTIE_EXPORT_MAX_MS), at `trim`; else none. */
export function lottieMotionIssue(doc: LottieDocument): Issue | undefined {
  const { durationMs } = lottieMotion(doc);
  if (durationMs <= LOTTIE_EXPORT_MAX_MS) return undefined;
  return {
    code: "out_of_range",
    field: "trim",
    message: `the animation plays ${(durationMs / 1000).toFixed(1)} s; a GIF or MP4 may last at most ${LOTTIE_EXPORT_MAX_MS / 1000} s: trim it or speed it up`,
  };
}
