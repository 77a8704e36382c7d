// A Lottie document made into the animation it exports: the imported animation (or the identity's sample loop)
// with its colours mapped, its timeline trimmed and its frame rate scaled by the speed — and the frame of the
// animation each moment of a GIF or MP4 shows. Pure.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { LottieAnimation, LottieDocument } from "../../contract/index.js";
import { recoloured } from "./colours.js";
import { sampleLottie } from "./sample.js";

/** The animation a document starts from: its import, else the identity's sample loop. */
export const sourceAnimation = (doc: LottieDocument, identity: ResolvedIdentity): LottieAnimation =>
  doc.animation ?? sampleLottie(identity);

/** The edited animation: recoloured, trimmed to its frames, its frame rate scaled by the speed. */
export function editedLottie(doc: LottieDocument, identity: ResolvedIdentity): LottieAnimation {
  const source = sourceAnimation(doc, identity);
  const map = new Map(doc.recolour.map(({ from, to }) => [from.toUpperCase(), to.toUpperCase()]));
  const edited = recoloured(source, map);
  if (doc.trim) {
    edited.ip = doc.trim.start;
    edited.op = doc.trim.end;
  }
  edited.fr = Math.round(source.fr * doc.speed * 1e4) / 1e4;
  if (doc.name) edited.nm = doc.name;
  return edited;
}

export interface LottieTimeline {
  /** The first frame played and the frame after the last, on the animation's own timeline. */
  readonly start: number;
  readonly end: number;
  /** Frames of the animation per second of playback (its frame rate times the speed). */
  readonly rate: number;
  /** How long it plays, in ms. */
  readonly durationMs: number;
}

export function lottieTimeline(animation: LottieAnimation): LottieTimeline {
  const { ip: start, op: end, fr: rate } = animation;
  return { start, end, rate, durationMs: ((end - start) / rate) * 1000 };
}

/** The animation's frame `timeMs` into playback (never past the last frame). */
export const frameAt = (timeline: LottieTimeline, timeMs: number): number =>
  Math.min(timeline.end - 1e-3, timeline.start + (Math.max(0, timeMs) / 1000) * timeline.rate);
