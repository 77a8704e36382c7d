// A Design Lab document's groups applied to its layers: the document a frame draws, with each grouped layer
// placed where its group puts it (scaled about the canvas centre, its sizes and effect sizes too, then offset)
// and hidden with its group. The document itself keeps each layer's own placement; only the frames (preview,
// exports) and the canvas's boxes read this one. A document without groups is returned as it is, so it draws
// byte-identically.
import type {
  DesignLabDocument,
  DesignLabLayer,
  GroupableLayer,
  LayerAppearance,
  LayerGroup,
} from "../contract/index.js";
import { GROUPABLE_LAYER_TYPES } from "../contract/index.js";

/** Whether `layer` is of a type a group holds. */
export const isGroupable = (layer: DesignLabLayer): layer is GroupableLayer =>
  (GROUPABLE_LAYER_TYPES as readonly string[]).includes(layer.type);

/** The group `layer` belongs to in `doc`, if any. */
export function groupOf(doc: DesignLabDocument, layer: DesignLabLayer): LayerGroup | undefined {
  if (!isGroupable(layer) || layer.group === undefined) return undefined;
  return doc.groups?.find((group) => group.id === layer.group);
}

/** A point in percent of the canvas, scaled by `s` about the centre, then offset by `by`. */
const place = (p: number, s: number, by: number) => 50 + (p - 50) * s + by;

/**
 * The sizes of a layer's appearance (reference pixels, fixed to the canvas) times `s`, so the layer in a
 * scaled group looks like itself scaled: its outline, shadow and dither cells grow with it.
 */
function scaledAppearance(layer: LayerAppearance, s: number): LayerAppearance {
  const { dither, outline, shadow } = layer;
  return {
    ...(dither ? { dither: { ...dither, scale: dither.scale * s } } : {}),
    ...(outline ? { outline: { ...outline, width: outline.width * s } } : {}),
    ...(shadow
      ? {
          shadow: {
            ...shadow,
            blur: shadow.blur * s,
            offsetX: shadow.offsetX * s,
            offsetY: shadow.offsetY * s,
          },
        }
      : {}),
  };
}

/**
 * `layer` as its group draws it: every point scaled about the canvas centre, then moved; its sizes, and those
 * of its appearance or text effect, scaled too.
 */
export function groupedLayer(layer: GroupableLayer, group: LayerGroup): GroupableLayer {
  const visible = layer.visible && group.visible;
  if (group.scale === 100 && group.x === 0 && group.y === 0)
    return visible === layer.visible ? layer : { ...layer, visible };
  const s = group.scale / 100;
  const at = { visible, x: place(layer.x, s, group.x), y: place(layer.y, s, group.y) };
  switch (layer.type) {
    case "brand-mark":
      return { ...layer, ...scaledAppearance(layer, s), ...at, scale: layer.scale * s };
    case "image":
      return { ...layer, ...scaledAppearance(layer, s), ...at, width: layer.width * s };
    case "text":
      return {
        ...layer,
        ...at,
        size: layer.size * s,
        ...(layer.wrapWidth === undefined ? {} : { wrapWidth: layer.wrapWidth * s }),
        ...(layer.textEffect === undefined
          ? {}
          : { textEffect: { ...layer.textEffect, scale: layer.textEffect.scale * s } }),
      };
  }
}

/** An anchor and size (percent of the canvas), as the canvas's gestures set them. */
interface Placement {
  x: number;
  y: number;
  size: number;
}

/** Where a layer in `group` with its own `placement` is drawn (the canvas's gestures start there). */
export function drawnPlacement(group: LayerGroup | undefined, { x, y, size }: Placement): Placement {
  if (!group) return { x, y, size };
  const s = group.scale / 100;
  return { x: place(x, s, group.x), y: place(y, s, group.y), size: size * s };
}

/** The own placement of a layer in `group` drawn at `placement`: the group's transform undone. */
export function ownPlacement(group: LayerGroup | undefined, { x, y, size }: Placement): Placement {
  if (!group) return { x, y, size };
  const s = group.scale / 100;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    x: round(50 + (x - 50 - group.x) / s),
    y: round(50 + (y - 50 - group.y) / s),
    size: round(size / s),
  };
}

const placedOf = new WeakMap<DesignLabDocument, DesignLabDocument>();

/**
 * The document a frame draws: grouped layers placed and shown by their groups, the groups themselves dropped
 * (so applying it again changes nothing); kept by identity, so a frame's rasters are prepared once.
 */
export function withGroupsApplied(doc: DesignLabDocument): DesignLabDocument {
  if (!doc.groups?.length) return doc;
  let placed = placedOf.get(doc);
  if (!placed) {
    // Without its groups: applied once, whichever edge (frame, canvas boxes) asks again.
    const { groups: _applied, ...rest } = doc;
    placed = {
      ...rest,
      layers: doc.layers.map((layer) => {
        const group = groupOf(doc, layer);
        return group && isGroupable(layer) ? groupedLayer(layer, group) : layer;
      }),
    };
    placedOf.set(doc, placed);
  }
  return placed;
}
