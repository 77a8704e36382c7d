// The renderer's refusals: a code a tool can map onto its own error body, and a plain sentence for people.

/** Why a frame could not be drawn: no WebGL2 here, or the context is lost (and will be restored). */
export type MaterialRenderErrorCode = "capability_unavailable" | "context_lost" | "disposed";

export class MaterialRenderError extends Error {
  readonly code: MaterialRenderErrorCode;

  constructor(code: MaterialRenderErrorCode, message: string) {
    super(message);
    this.name = "MaterialRenderError";
    this.code = code;
  }
}
