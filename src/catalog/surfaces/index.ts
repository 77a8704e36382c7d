// The surface assets: the physical materials of backgrounds, each with procedurally generated texture
// maps served by GET /api/surface-textures/:assetId/:map.
import type { SURFACE_MATERIALS } from "../../contract/index.js";

export const SURFACE_MAPS = ["color", "normal", "roughness", "height", "metalness"] as const;
export type SurfaceMap = (typeof SURFACE_MAPS)[number];

export type SurfaceAssetId = Exclude<(typeof SURFACE_MATERIALS)[number], "none">;

export interface SurfaceAsset {
  id: SurfaceAssetId;
  name: string;
  description: string;
  /** Two base colours of the colour map, dark then light. */
  colors: readonly [string, string];
  /** Metal (1) or dielectric (0); perforations and gaps are always 0. */
  metallic: 0 | 1;
  /** Mean roughness, 0 (mirror) to 1 (chalk). */
  roughness: number;
}

export const SURFACE_ASSETS: readonly SurfaceAsset[] = [
  {
    id: "kerf-wood",
    name: "Kerf-cut wood",
    description: "Oak veneer with parallel saw kerfs that let the panel bend.",
    colors: ["#6b4a2b", "#c49a6c"],
    metallic: 0,
    roughness: 0.62,
  },
  {
    id: "woven-wire",
    name: "Woven wire",
    description: "Stainless wire cloth in a plain over-and-under weave.",
    colors: ["#5d646c", "#d3d8dd"],
    metallic: 1,
    roughness: 0.38,
  },
  {
    id: "perforated-metal",
    name: "Perforated metal",
    description: "Brushed steel sheet punched with a staggered grid of round holes.",
    colors: ["#4f555c", "#b9c0c7"],
    metallic: 1,
    roughness: 0.42,
  },
  {
    id: "carved-stone",
    name: "Carved stone",
    description: "Limestone dressed with a point chisel: faceted, grainy, matte.",
    colors: ["#8c8477", "#d9d2c3"],
    metallic: 0,
    roughness: 0.86,
  },
  {
    id: "embossed-paper",
    name: "Embossed paper",
    description: "Cotton paper with a blind-embossed grid and soft fibres.",
    colors: ["#e6e0d3", "#fbf8f1"],
    metallic: 0,
    roughness: 0.9,
  },
  {
    id: "brushed-metal",
    name: "Brushed metal",
    description: "Aluminium brushed in one direction: long fine scratches.",
    colors: ["#7d848c", "#e2e6ea"],
    metallic: 1,
    roughness: 0.3,
  },
  {
    id: "hammered-foil",
    name: "Hammered foil",
    description: "Copper foil planished into overlapping round dimples.",
    colors: ["#8a4a25", "#e7a06a"],
    metallic: 1,
    roughness: 0.24,
  },
  {
    id: "corrugated-polymer",
    name: "Corrugated polymer",
    description: "Translucent polycarbonate sheet with rounded corrugations.",
    colors: ["#9fb4c2", "#e8f1f6"],
    metallic: 0,
    roughness: 0.35,
  },
  {
    id: "cork-composite",
    name: "Cork composite",
    description: "Agglomerated cork granules bound in resin.",
    colors: ["#7a5234", "#c99c6e"],
    metallic: 0,
    roughness: 0.8,
  },
  {
    id: "frosted-glass",
    name: "Frosted glass",
    description: "Acid-etched glass: a fine, even matte frost.",
    colors: ["#c9d6dc", "#f4f8fa"],
    metallic: 0,
    roughness: 0.55,
  },
];

export const surfaceAssetById = (id: string): SurfaceAsset | undefined =>
  SURFACE_ASSETS.find((asset) => asset.id === id);
