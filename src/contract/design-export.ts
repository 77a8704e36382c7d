// The Design Lab's export modes and the one `design.export` takes when the call names none: apart from the
// document schema, so the Studio interface's description (discovery.ts) can name them without a cycle.

/**
 * What `design.export` exports: `standard`, the loop of `export.durationMs` at `export.fps` (a still: the
 * frame at `timeMs`); `shader-sequence`, the cuts through `sequence.timeline` and the final hold.
 */
export const DESIGN_LAB_MODES = ["standard", "shader-sequence"] as const;
/**
 * `design.export`'s mode when the call names none, whatever the document's `mode` says: the spec makes
 * `mode: "shader-sequence"` the optional input.
 */
export const DEFAULT_DESIGN_LAB_MODE = "standard" satisfies (typeof DESIGN_LAB_MODES)[number];
