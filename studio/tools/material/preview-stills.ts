// The Design Lab preview's still layers (brand marks, text, images): the rasters last prepared, off the frame
// loop, and the box each one draws. A layer that has only moved or been scaled since its raster was prepared —
// a drag in progress, or a drag just committed whose new raster is on its way — is drawn from the old raster
// through the same mapping as its fields (placement.ts), so the canvas follows the pointer without setting type
// again on every move and never flashes back when the drag ends.
import type { DesignLabDocument } from "../../../src/contract/index.js";
import { canonicalJson } from "../../../src/svg/ids.js";
import type { FrameAssets } from "../../compose/frame.js";
import { type Box, isMovable, type Mapping, mapBox, mappingBetween } from "./placement.js";

/** A pixel counts as drawn from this alpha up (anti-aliased fringes below it do not widen a box). */
const INK_ALPHA = 24;

const NO_ASSETS: FrameAssets = { stills: new Map(), glyphs: new Map() };

interface Prepared {
  key: string;
  doc: DesignLabDocument;
  assets: FrameAssets;
}

/** What the stills depend on, by document (a frame asks more than once; image layers can be large). */
const layerKeys = new WeakMap<DesignLabDocument, string>();
const keyOf = (doc: DesignLabDocument, width: number, height: number) => {
  let layers = layerKeys.get(doc);
  if (layers === undefined) {
    layers = `${canonicalJson(doc.layers.filter((l) => l.type !== "shader"))}:${doc.canvas.backgroundColor}`;
    layerKeys.set(doc, layers);
  }
  return `${width}x${height}:${layers}`;
};

/** The box of a raster's drawn pixels, in percent of the raster; undefined when nothing is drawn. */
function inkBox(raster: CanvasImageSource, width: number, height: number): Box | undefined {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(raster, 0, 0, width, height);
  const pixels = new Uint32Array(context.getImageData(0, 0, width, height).data.buffer);
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      // Little-endian RGBA: alpha is the top byte.
      if ((pixels[row + x] ?? 0) >>> 24 < INK_ALPHA) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return undefined;
  return {
    left: (left / width) * 100,
    top: (top / height) * 100,
    right: ((right + 1) / width) * 100,
    bottom: ((bottom + 1) / height) * 100,
  };
}

export class PreviewStills {
  #prepared: (Prepared & { width: number; height: number }) | undefined;
  #pending: string | undefined;
  readonly #boxes = new WeakMap<object, Box | null>();
  /** One reused canvas per layer drawn through a mapping. */
  readonly #mapped = new Map<string, OffscreenCanvas>();

  constructor(
    private readonly prepare: (doc: DesignLabDocument, width: number, height: number) => Promise<FrameAssets>,
    /** Called when new rasters are ready (the preview draws again). */
    private readonly ready: () => void,
  ) {}

  /**
   * The stills for `doc` at width×height. New rasters are prepared when the layers changed, unless `hold` (a
   * gesture is in progress: its moves are drawn through mappings until it is committed).
   */
  assets(doc: DesignLabDocument, width: number, height: number, hold: boolean): FrameAssets {
    const key = keyOf(doc, width, height);
    if (!hold && this.#prepared?.key !== key && this.#pending !== key) {
      this.#pending = key;
      void this.prepare(doc, width, height).then(
        (assets) => {
          if (this.#pending === key) this.#pending = undefined;
          this.#prepared = { key, doc, assets, width, height };
          this.ready();
        },
        () => {
          if (this.#pending === key) this.#pending = undefined;
        },
      );
    }
    const prepared = this.#prepared;
    if (!prepared) return NO_ASSETS;
    if (prepared.key === key) return prepared.assets;
    const stills = new Map<string, CanvasImageSource>();
    for (const layer of doc.layers) {
      const raster = prepared.assets.stills.get(layer.id);
      if (!raster || !layer.visible) continue;
      const mapping = this.#mappingOf(prepared.doc, doc, layer.id);
      stills.set(layer.id, mapping ? this.#draw(layer.id, raster, mapping, width, height) : raster);
    }
    return { stills, glyphs: prepared.assets.glyphs };
  }

  /** The box each visible still layer of `doc` draws, in percent of the canvas, by layer id. */
  boxes(doc: DesignLabDocument): Map<string, Box> {
    const found = new Map<string, Box>();
    const prepared = this.#prepared;
    if (!prepared) return found;
    const current = keyOf(doc, prepared.width, prepared.height) === prepared.key;
    for (const layer of doc.layers) {
      const raster = prepared.assets.stills.get(layer.id);
      if (!raster || !layer.visible || !isMovable(layer)) continue;
      let box = this.#boxes.get(raster);
      if (box === undefined) {
        box = inkBox(raster, prepared.width, prepared.height) ?? null;
        this.#boxes.set(raster, box);
      }
      if (!box) continue;
      const mapping = current ? undefined : this.#mappingOf(prepared.doc, doc, layer.id);
      found.set(layer.id, mapping ? mapBox(mapping, box) : box);
    }
    return found;
  }

  /** How layer `id` moved from `before` to `after`; undefined when it did not, or changed otherwise. */
  #mappingOf(before: DesignLabDocument, after: DesignLabDocument, id: string): Mapping | undefined {
    const from = before.layers.find((layer) => layer.id === id);
    const to = after.layers.find((layer) => layer.id === id);
    if (!from || !to || !isMovable(from) || !isMovable(to)) return undefined;
    const mapping = mappingBetween(from, to);
    if (!mapping) return undefined;
    const still = mapping.scale === 1 && mapping.from.x === mapping.to.x && mapping.from.y === mapping.to.y;
    return still ? undefined : mapping;
  }

  #draw(id: string, raster: CanvasImageSource, m: Mapping, width: number, height: number): OffscreenCanvas {
    let canvas = this.#mapped.get(id);
    if (!canvas || canvas.width !== width || canvas.height !== height) {
      canvas = new OffscreenCanvas(width, height);
      this.#mapped.set(id, canvas);
    }
    const context = canvas.getContext("2d");
    if (!context) return canvas;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    // p ↦ to + s·(p − from), in pixels: percent of each axis times its length.
    context.setTransform(
      m.scale,
      0,
      0,
      m.scale,
      ((m.to.x - m.scale * m.from.x) / 100) * width,
      ((m.to.y - m.scale * m.from.y) / 100) * height,
    );
    context.drawImage(raster, 0, 0, width, height);
    return canvas;
  }
}
