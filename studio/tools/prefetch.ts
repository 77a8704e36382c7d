// Starts loading what a tool needs to be ready: its code, and for tools that set text the type engine and
// the identity's font files — all at once, so they arrive in one round trip rather than one after another.
import type { IdentityInput } from "../../src/contract/index.js";
import { TOOL_LOADERS } from "./registry.js";

export function prefetchTool(toolId: string, identity: IdentityInput): void {
  const loader = TOOL_LOADERS[toolId];
  if (!loader) return;
  // Errors surface when the Studio opens the tool; here they only mean nothing was saved.
  loader.load().catch(() => undefined);
  if (!loader.setsText) return;
  import("../runtime/font-files.js").then((files) => files.fetchFontFiles(identity)).catch(() => undefined);
  import("../runtime/fonts.js").catch(() => undefined);
}
