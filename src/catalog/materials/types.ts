// Shapes of the materials catalog: categories, the material record, look presets, palettes and the document.
import type { MATERIAL_CONTROLS, PartialMaterialSettings } from "../../contract/index.js";
import type { EngineParameters, MaterialEngine } from "./engines/index.js";

/** The categories a material belongs to (the catalog's `categories` adds "all" in front). */
export const MATERIAL_CATEGORIES = ["fluid", "light", "metal", "gradient", "graphic"] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

export const MATERIAL_CATEGORY_LABELS: Readonly<Record<MaterialCategory, string>> = {
  fluid: "Fluid",
  light: "Light",
  metal: "Metal",
  gradient: "Gradient",
  graphic: "Graphic",
};

interface MaterialRecordBase {
  /** Kebab-case, unique across the catalog; the `shader.materialId` of a design-sequence request. */
  id: string;
  name: string;
  description: string;
  category: MaterialCategory;
  /** Editorial craft score: about 55 (serviceable) to 100.5 (flagship). */
  qualityScore: number;
  /** Present only where the material is modelled on a public open-source shader family. */
  sourceLabel?: string;
  sourceUrl?: string;
  /** The material's own look over the shared controls, including its palette (colorA/B/C). */
  settings: Readonly<PartialMaterialSettings>;
}

/** A material: shared fields plus the parameters of its engine, discriminated by `engine`. */
export type MaterialRecord = {
  [E in MaterialEngine]: MaterialRecordBase & { engine: E; parameters: Readonly<EngineParameters[E]> };
}[MaterialEngine];

/** Which material each Studio surface starts on. */
export interface MaterialDefaults {
  animation: string;
  heroAnimation: string;
  heroField: string;
  heroMark: string;
  surface: string;
}

export interface LookPreset {
  id: string;
  name: string;
  description: string;
  materialId: string;
  settings: Readonly<PartialMaterialSettings>;
}

export interface Palette {
  id: string;
  name: string;
  description: string;
  colors: readonly [string, string, string];
}

/** The document served verbatim by GET /api/materials. */
export interface MaterialsCatalog {
  schemaVersion: 1;
  count: number;
  sharedBy: readonly ["animation", "material", "surface"];
  defaults: Readonly<MaterialDefaults>;
  categories: readonly { id: "all" | MaterialCategory; label: string }[];
  engines: readonly { name: MaterialEngine; count: number }[];
  controls: typeof MATERIAL_CONTROLS;
  lookPresets: readonly LookPreset[];
  materials: readonly MaterialRecord[];
  palettes: readonly Palette[];
}
