// What the Studio remembers in local storage — the last tool and the active identity, as hints the preload
// entry reads before the shell (and IndexedDB's projects) have loaded — and the tool it opens first. Before
// projects it held every tool's source too: the first load moves that into the first project.
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import type { IdentityInput } from "../../src/contract/index.js";
import { TOOL_LOADERS } from "../tools/registry.js";

export const STORAGE_KEY = "marque.studio.v1";

export interface SavedState {
  tool?: string;
  identity?: IdentityInput;
  sources?: Record<string, unknown>;
  history?: Record<string, unknown[]>;
}

/** What local storage holds for the Studio, as text (null: nothing, or storage is off). */
export function loadSavedText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function loadSaved(): SavedState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The tool to open first: `?tool=`, else the last one used, else the first. */
export function initialTool(saved: SavedState): string {
  const asked = new URLSearchParams(location.search).get("tool");
  const candidates = [asked, saved.tool, STUDIO_TOOLS[0]?.id];
  return candidates.find((id): id is string => !!id && id in TOOL_LOADERS) ?? "surface";
}
