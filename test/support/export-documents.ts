// The documents the export tests send: a Design Lab sequence long enough to be caught running (made by POST
// design-sequence on the server under test) and a one-second Motion loop.
import { materialsCatalog } from "../../src/catalog/materials/index.js";

/** The sequence's loop: 1.2 s at 12 fps, then eight cuts and a 3 s hold in shader-sequence mode. */
export const SEQUENCE_LOOP = { fps: 12, durationMs: 1200, holdMs: 3000 } as const;

/** A Design Lab document (v3, as POST design-sequence returns it), 320 px wide. */
export async function sequenceDocument(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "design-sequence",
      ratio: "wide",
      export: {
        width: 320,
        fps: SEQUENCE_LOOP.fps,
        durationMs: SEQUENCE_LOOP.durationMs,
        gifLoop: "seamless",
        quality: "balanced",
      },
      sequence: { cutCount: 8, finalHoldMs: SEQUENCE_LOOP.holdMs },
    }),
  });
  if (response.status !== 200)
    throw new Error(`design-sequence: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { document: Record<string, unknown> }).document;
}

/**
 * A one-second Motion loop at 12 fps, 160 px wide: the mark rises in from 100 ms, the line fades in after it;
 * both are out of sight in the first and the last frame (83 ms from either end), so the wrap is the material's.
 */
export const motionLoop = (overrides: Record<string, unknown> = {}) => ({
  kind: "motion",
  version: 1,
  size: "square",
  material: { materialId: materialsCatalog.defaults.animation },
  mark: { scale: 50, entrance: { kind: "rise", easing: "ease-out", delayMs: 100, durationMs: 350 } },
  text: { value: "Loops", entrance: { kind: "fade", easing: "linear", delayMs: 150, durationMs: 350 } },
  export: { width: 160, fps: 12, durationMs: 1000, quality: "balanced", loop: "seamless" },
  ...overrides,
});
