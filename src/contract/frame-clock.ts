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
