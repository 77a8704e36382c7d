// What the engine test page exposes on window (the bundle of page-entry.ts), typed for page.evaluate callers.
import type { MaterialsCatalog } from "../../src/catalog/materials/index.js";
import type { PartialMaterialSettings } from "../../src/contract/material-controls.js";
import type { MaterialRenderer, RendererOptions } from "../../studio/engines/index.js";

export interface SurveyRow {
  id: string;
  spread: number;
  motion: number;
  deterministic: boolean;
  frame: string;
}

export interface EngineTestApi {
  catalog: MaterialsCatalog;
  shared(): MaterialRenderer;
  frame(id: string, settings: PartialMaterialSettings, timeMs: number, width: number, height: number): string;
  survey(ids: readonly string[], size: number): SurveyRow[];
  variantDifferences(
    id: string,
    base: PartialMaterialSettings,
    variants: readonly { settings: PartialMaterialSettings; parameters?: Record<string, string | number> }[],
    timeMs: number,
    size: number,
  ): number[];
  contactSheet(ids: readonly string[], tile: number, columns: number, timeMs: number): Promise<string>;
  createMaterialRenderer(canvas?: HTMLCanvasElement, options?: RendererOptions): MaterialRenderer;
}

export interface EngineTestWindow {
  marqueEngineTest: EngineTestApi;
}
