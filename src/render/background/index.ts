// renderBackground: settings + identity → one self-contained SVG (resolve, then draw layer by layer), and
// the warnings a caller should see (a logo that reads poorly on its ground).
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { Warning } from "../../contract/artifact.js";
import type { BackgroundSettings } from "../../contract/background.js";
import { el, svgDocument } from "../../svg/index.js";
import { descriptionOf, titleOf } from "./describe.js";
import { ditherLayer } from "./dither/index.js";
import { grainLayer } from "./grain.js";
import { type AnyLayer, flattenLayers } from "./layer.js";
import { level } from "./levels.js";
import { logoLayer } from "./logo.js";
import { patternLayer } from "./patterns/index.js";
import { resolveScene, type Scene } from "./scene.js";
import { surfaceLayer } from "./surfaces/index.js";

/**
 * The style's own layers, under the pattern, surface and logo:
 * - `gradient`: the banded field;
 * - `grain-gradient`: the banded field and grain at `grain`;
 * - `dither`: the Bayer dither of the banded field (grain, when above 0, lies under the dots);
 * - `pattern`: the banded field, which the pattern layer then veils except through its marks.
 */
function styleLayers(scene: Scene): (AnyLayer | undefined)[] {
  switch (scene.settings.style) {
    case "gradient":
    case "pattern":
      return [scene.field.render()];
    case "grain-gradient":
      return [scene.field.render(), grainLayer(scene, level(scene.settings, "grain"))];
    case "dither":
      return [ditherLayer(scene)];
  }
}

export interface BackgroundRender {
  svg: string;
  width: number;
  height: number;
  warnings: Warning[];
}

/**
 * Renders a background as SVG, with its warnings. Pure and deterministic: identical inputs give
 * byte-identical output. Layers, bottom to top: the style's layers, the pattern (every style), the surface
 * (every style), the logo.
 */
export function renderBackgroundArtifact(
  settings: BackgroundSettings,
  identity: ResolvedIdentity,
): BackgroundRender {
  const scene = resolveScene(settings, identity);
  const warnings: Warning[] = [];
  const stack = [
    ...styleLayers(scene),
    patternLayer(scene),
    surfaceLayer(scene),
    logoLayer(scene, warnings),
  ].filter((layer): layer is AnyLayer => layer !== undefined);
  const layers = flattenLayers(stack, scene.ids, scene.width, scene.height);
  const svg = svgDocument(
    {
      width: scene.width,
      height: scene.height,
      title: titleOf(scene),
      description: descriptionOf(scene),
      ids: scene.ids,
    },
    [
      el(
        "defs",
        {},
        layers.map((layer) => layer.defs),
      ),
      layers.map((layer) => layer.body),
    ],
  ).toString();
  return { svg, width: scene.width, height: scene.height, warnings };
}

/** The SVG of renderBackgroundArtifact alone. */
export const renderBackground = (settings: BackgroundSettings, identity: ResolvedIdentity): string =>
  renderBackgroundArtifact(settings, identity).svg;
