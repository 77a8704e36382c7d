// The export clock every motion export runs on, declared once: frame i is drawn at i × 1000 / fps ms, and a
// timeline of `durationMs` holds the frames that start before it. The design-sequence document's
// `export.frameCount` and `sequence.timeline`, the Studio's GIF and MP4 files and `describe()` all count
// frames with it, so they agree (1200 ms + a 3000 ms hold at 12 fps: 51 frames, 4200 ms).

/** The time of frame `index`: exactly index × 1000 / fps ms. */
export function frameTimeMs(index: number, fps: number): number {
  return (index * 1000) / fps;
}

/**
 * The frames drawn before `durationMs`: those at i × 1000 / fps < durationMs, at least one. The last frame
 * lasts only until `durationMs` (a GIF spreads the duration over its delays; an MP4 shortens its last frame),
 * so a file lasts exactly its timeline.
 */
export function framesBefore(durationMs: number, fps: number): number {
  return Math.max(1, Math.ceil((durationMs * fps) / 1000));
}

/**
 * A motion export's frame size for `width` pixels at `aspect`: the width rounded down to an even number, the
 * aspect's height for it rounded to the nearest even number (H.264 encoders refuse odd sizes). One rule for
 * the Design Lab, Motion and Lottie exports.
 */
export function evenFrameSize(
  width: number,
  aspect: { readonly width: number; readonly height: number },
): { width: number; height: number } {
  const even = Math.max(2, width - (width % 2));
  return { width: even, height: Math.max(2, 2 * Math.round((even * aspect.height) / aspect.width / 2)) };
}
