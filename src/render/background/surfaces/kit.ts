// Shared material tools: one light, specular settings from metallic/roughness, shading gradients and a
// relief-lighting filter that runs once per tile.
import { el, fmtList, type IdScope, type Markup } from "../../../svg/index.js";
import type { SurfaceParams } from "./types.js";

/** Light comes from the tile's top left (SVG azimuth 225°), 50° above the surface. */
export const LIGHT_AZIMUTH = 225;
export const LIGHT_ELEVATION = 50;

/** Peak opacity and width (share of a feature) of a specular highlight. */
export function gloss({ metal, rough }: SurfaceParams): { peak: number; spread: number } {
  return { peak: (0.18 + 0.72 * metal) * (1 - 0.55 * rough), spread: 0.06 + 0.34 * rough };
}

type StopSpec = readonly [offset: number, color: string, opacity: number];

/** A gradient across an element's box (objectBoundingBox), from (x1, y1) to (x2, y2). */
export function boxGradient(
  ids: IdScope,
  name: string,
  stops: readonly StopSpec[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): Markup {
  return el(
    "linearGradient",
    { id: ids.ref(name).id, x1, y1, x2, y2 },
    stops.map(([offset, color, opacity]) =>
      el("stop", {
        offset: Math.min(1, Math.max(0, offset)),
        "stop-color": color,
        "stop-opacity": Math.min(1, Math.max(0, opacity)),
      }),
    ),
  );
}

/**
 * Stops shading a cylinder lit from the `lit` end (offset 0): shade at both rims, a diffuse rise toward the
 * light, and a specular peak whose width follows roughness.
 */
export function cylinderStops(params: SurfaceParams): StopSpec[] {
  const { peak, spread } = gloss(params);
  const rim = 0.2 + 0.5 * params.depth;
  const centre = 0.32;
  return [
    [0, "#000", rim * 0.6],
    [Math.max(0.02, centre - spread), "#fff", 0],
    [centre, "#fff", peak],
    [Math.min(0.98, centre + spread), "#fff", 0],
    [0.75, "#000", rim * 0.35],
    [1, "#000", rim],
  ];
}

/**
 * A filter that reads its element's alpha as a height map and returns light (white), shade (black) and
 * specular highlights. `region` is the tile plus a margin, so lighting is computed across tile edges from
 * wrapped content and the tiles join seamlessly.
 */
export function reliefFilter(
  ids: IdScope,
  name: string,
  params: SurfaceParams,
  region: { size: number; margin: number },
  options: { blur?: number; height?: number; invert?: boolean } = {},
): Markup {
  const { depth, metal, rough } = params;
  const flat = Math.sin((LIGHT_ELEVATION * Math.PI) / 180);
  const contrast = 0.8 + 1.6 * depth;
  const azimuth = options.invert ? LIGHT_AZIMUTH - 180 : LIGHT_AZIMUTH;
  const light = () => el("feDistantLight", { azimuth, elevation: LIGHT_ELEVATION });
  const surfaceScale = (options.height ?? 4) * (0.25 + 1.75 * depth);
  const exponent = 4 + 44 * (1 - rough) ** 2;
  // The specular response of a flat surface, removed so only real highlights remain.
  const halfway = Math.cos(((90 - LIGHT_ELEVATION) / 2) * (Math.PI / 180));
  const flatSpecular = halfway ** exponent;
  const specular = 0.3 + 1.4 * metal;
  return el(
    "filter",
    {
      id: ids.ref(name).id,
      filterUnits: "userSpaceOnUse",
      x: -region.margin,
      y: -region.margin,
      width: region.size + 2 * region.margin,
      height: region.size + 2 * region.margin,
      "color-interpolation-filters": "sRGB",
    },
    [
      el("feGaussianBlur", {
        in: "SourceAlpha",
        stdDeviation: options.blur ?? 0.6 + 2.4 * rough,
        result: "height",
      }),
      el(
        "feDiffuseLighting",
        { in: "height", surfaceScale, diffuseConstant: 1, "lighting-color": "#fff", result: "diffuse" },
        light(),
      ),
      el(
        "feSpecularLighting",
        {
          in: "height",
          surfaceScale,
          specularConstant: 1,
          specularExponent: exponent,
          "lighting-color": "#fff",
          result: "specular",
        },
        light(),
      ),
      el("feColorMatrix", {
        in: "diffuse",
        type: "matrix",
        values: fmtList([0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, contrast, 0, 0, 0, -contrast * flat]),
        result: "lit",
      }),
      el("feColorMatrix", {
        in: "diffuse",
        type: "matrix",
        values: fmtList([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -contrast, 0, 0, 0, contrast * flat]),
        result: "shade",
      }),
      el("feColorMatrix", {
        in: "specular",
        type: "matrix",
        // Specular output is premultiplied by its own intensity, so its alpha carries the highlight.
        values: fmtList([
          ...[0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
          ...[0, 0, 0, specular / (1 - flatSpecular), (-specular * flatSpecular) / (1 - flatSpecular)],
        ]),
        result: "shine",
      }),
      el("feMerge", {}, [
        el("feMergeNode", { in: "shade" }),
        el("feMergeNode", { in: "lit" }),
        el("feMergeNode", { in: "shine" }),
      ]),
    ],
  );
}

/** A whole-pixel tile side, at least `min`. */
export const tileSide = (value: number, min = 8): number => Math.max(min, Math.round(value));
