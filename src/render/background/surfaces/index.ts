// Surfaces: a tactile physical material laid over the field in every style. The field gives it colour; the
// material adds light, shade, tint and openings from one seamless tile, turned by surfaceAngle.
import type { SurfaceMaterial } from "../../../contract/background.js";
import { type Child, type IdScope, idTemplate, type Markup } from "../../../svg/index.js";
import { KeptOnRepeat } from "../kept.js";
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

/** A surface's tile: its side, and its definitions and content under a document's ids. */
interface SurfaceTile {
  readonly size: number;
  readonly defs: Child;
  readonly content: Child;
}

/**
 * Surface tiles by their settings: a tile depends on nothing else but the document's ids (its generator is
 * seeded by material and scale), and takes hundreds of shapes, so from the second request for the same
 * settings on it is built once as a template and written under each document's prefix.
 */
const SURFACES = new KeptOnRepeat<{ size: number; write: (ids: IdScope) => Markup[] }>(32);

/** The surface layer; `none` draws nothing. */
export function surfaceLayer(scene: Scene): TileLayer | undefined {
  const { settings, ids } = scene;
  const kind = settings.surfaceMaterial;
  if (kind === "none") return undefined;
  const build = (scope: IdScope): SurfaceTile => {
    const made = MATERIALS[kind]({
      params: surfaceParams(scene),
      ids: scope,
      random: scene.random("surface", kind, settings.surfaceScale),
    });
    const tile = squareTile(scope, "surface-material", made.size, made.content, settings.surfaceAngle);
    return { size: tile.size, defs: [made.defs, tile.defs], content: tile.content };
  };
  const { surfaceAngle, surfaceDepth, surfaceMetallic, surfaceOpenArea, surfaceRoughness, surfaceScale } =
    settings;
  const kept = SURFACES.get(
    `${kind} ${surfaceAngle} ${surfaceDepth} ${surfaceMetallic} ${surfaceOpenArea} ${surfaceRoughness} ${surfaceScale}`,
    () => {
      let size = 0;
      const write = idTemplate((scope) => {
        const tile = build(scope);
        size = tile.size;
        return [tile.defs, tile.content];
      });
      return { size, write };
    },
  );
  const [defs, content] = kept ? kept.write(ids) : [];
  const tile: SurfaceTile = kept ? { size: kept.size, defs, content } : build(ids);
  return { tile: true, name: "surface", size: tile.size, defs: tile.defs, content: () => tile.content };
}
