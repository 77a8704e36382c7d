// Surfaces: a tactile physical material laid over the field in every style. The field gives it colour; the
// material adds light, shade, tint and openings from one seamless tile, turned by surfaceAngle.
import type { SurfaceMaterial } from "../../../contract/background.js";
import type { TileLayer } from "../layer.js";
import { level } from "../levels.js";
import type { Scene } from "../scene.js";
import { squareTile } from "../tiles.js";
import { brushedMetal } from "./brushed-metal.js";
import { carvedStone } from "./carved-stone.js";
import { corkComposite } from "./cork-composite.js";
import { corrugatedPolymer } from "./corrugated-polymer.js";
import { embossedPaper } from "./embossed-paper.js";
import { frostedGlass } from "./frosted-glass.js";
import { hammeredFoil } from "./hammered-foil.js";
import { kerfWood } from "./kerf-wood.js";
import { perforatedMetal } from "./perforated-metal.js";
import type { Material, SurfaceParams } from "./types.js";
import { wovenWire } from "./woven-wire.js";

export const MATERIALS: Readonly<Record<Exclude<SurfaceMaterial, "none">, Material>> = {
  "kerf-wood": kerfWood,
  "woven-wire": wovenWire,
  "perforated-metal": perforatedMetal,
  "carved-stone": carvedStone,
  "embossed-paper": embossedPaper,
  "brushed-metal": brushedMetal,
  "hammered-foil": hammeredFoil,
  "corrugated-polymer": corrugatedPolymer,
  "cork-composite": corkComposite,
  "frosted-glass": frostedGlass,
};

export function surfaceParams(scene: Scene): SurfaceParams {
  const { settings } = scene;
  return {
    angle: settings.surfaceAngle,
    depth: level(settings, "surfaceDepth"),
    metal: level(settings, "surfaceMetallic"),
    open: settings.surfaceOpenArea / 100,
    rough: level(settings, "surfaceRoughness"),
    scale: settings.surfaceScale,
  };
}

/** The surface layer; `none` draws nothing. */
export function surfaceLayer(scene: Scene): TileLayer | undefined {
  const { settings, ids } = scene;
  if (settings.surfaceMaterial === "none") return undefined;
  const material = MATERIALS[settings.surfaceMaterial];
  const made = material({
    params: surfaceParams(scene),
    ids,
    random: scene.random("surface", settings.surfaceMaterial, settings.surfaceScale),
  });
  const tile = squareTile(ids, "surface-material", made.size, made.content, settings.surfaceAngle);
  return {
    tile: true,
    name: "surface",
    size: tile.size,
    defs: [made.defs, tile.defs],
    content: () => tile.content,
  };
}
