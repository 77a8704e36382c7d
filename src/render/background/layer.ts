// Layers of a background. Most draw elements directly; overlays that repeat (grain, patterns, surfaces) are
// tiles, because every full-canvas pattern fill costs a whole pass when the SVG is rasterized: a grain tile
// rides inside the next tile instead of taking a pass of its own.
import { type Child, el, type IdScope } from "../../svg/index.js";

export interface Layer {
  /** Goes into the document's single `<defs>`. */
  readonly defs?: Child;
  /** Drawn in order, above the layers before it. */
  readonly body?: Child;
}

/** An overlay drawn as one square tile repeated over the canvas. */
export interface TileLayer {
  readonly tile: true;
  /** Local id of the pattern. */
  readonly name: string;
  /** Side of the tile in pixels. */
  readonly size: number;
  readonly defs?: Child;
  /** Content of one tile of side `size`. */
  content(size: number): Child;
  /** True when the content fits a tile of any size (seamless at any repeat): it can join another tile. */
  readonly anySize?: boolean;
}

export type AnyLayer = Layer | TileLayer;

const isTile = (layer: AnyLayer): layer is TileLayer => "tile" in layer;

/**
 * Turns tile layers into patterns plus one canvas rectangle each, folding an any-size tile into the tile
 * layer right above it (same order of drawing, one fewer pass).
 */
export function flattenLayers(
  layers: readonly AnyLayer[],
  ids: IdScope,
  width: number,
  height: number,
): Layer[] {
  const out: Layer[] = [];
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i];
    if (!layer) continue;
    if (!isTile(layer)) {
      out.push(layer);
      continue;
    }
    let tile = layer;
    const next = layers[i + 1];
    if (layer.anySize && next && isTile(next)) {
      tile = {
        ...next,
        defs: [layer.defs, next.defs],
        content: (size) => [layer.content(size), next.content(size)],
      };
      i++;
    }
    const pattern = ids.ref(tile.name);
    out.push({
      defs: [
        tile.defs,
        el(
          "pattern",
          { id: pattern.id, patternUnits: "userSpaceOnUse", width: tile.size, height: tile.size },
          tile.content(tile.size),
        ),
      ],
      body: el("rect", { width, height, fill: pattern.url }),
    });
  }
  return out;
}
