// The page's one material renderer: every preview, thumbnail and export in every tool draws with the same
// WebGL2 context (browsers cap live contexts at about sixteen). Made on first use; kept for the page's life.

import { createMaterialRenderer, MaterialRenderError, type MaterialRenderer } from "../engines/index.js";
import { StudioError } from "./errors.js";

let shared: MaterialRenderer | undefined;
let unavailable: StudioError | undefined;

/** The shared renderer; throws `capability_unavailable` (plainly, once and for all) without WebGL2. */
export function materialRenderer(): MaterialRenderer {
  if (unavailable) throw unavailable;
  try {
    shared ??= createMaterialRenderer();
    return shared;
  } catch (error) {
    if (error instanceof MaterialRenderError && error.code === "capability_unavailable") {
      unavailable = StudioError.capability(error.message);
      throw unavailable;
    }
    throw error;
  }
}

/** The shared renderer when it can be made, else the reason it cannot. */
export function tryMaterialRenderer(): MaterialRenderer | StudioError {
  try {
    return materialRenderer();
  } catch (error) {
    return StudioError.from(error);
  }
}

/** Says plainly in `element` that materials cannot be drawn here: never a static imitation of one. */
export function showUnavailable(element: HTMLElement, reason: StudioError): void {
  element.replaceChildren(
    Object.assign(globalThis.document.createElement("p"), {
      className: "unavailable",
      textContent: reason.message,
    }),
  );
}
