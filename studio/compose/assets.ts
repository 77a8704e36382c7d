// What a frame needs prepared before it is drawn: each still layer (brand mark, text, image) rasterized from
// Marque's own SVG at the frame's size, and the ASCII effect's glyph masks. Prepared once per document and
// size (kept for the last few), so every frame of an export composites the same pixels.
import type { ResolvedIdentity, TypographyRole } from "../../src/catalog/identities/types.js";
import { type DesignLabDocument, hasAppearance, type LayerAppearance } from "../../src/contract/index.js";
import { type OverlayLayer, renderOverlay } from "../../src/render/design-lab/overlay.js";
import type { FontBook } from "../../src/render/text/index.js";
import { canonicalJson } from "../../src/svg/ids.js";
import { withAppearance } from "./appearance.js";
import { asciiCellPixels, glyphMasks } from "./effects.js";
import type { FrameAssets } from "./frame.js";
import { withTextEffect } from "./text-effects.js";

/** Monospace for the ASCII effect's characters (the same browser always draws them the same). */
const ASCII_FAMILY = "monospace";
/** Rasters kept, by their SVG: a preview and an export size of a few documents. */
const KEEP = 48;

const rasters = new Map<string, Promise<ImageBitmap>>();

async function rasterize(svg: string): Promise<ImageBitmap> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await createImageBitmap(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A pass over a raster (a layer's appearance), and what names it in the cache. */
interface Finish {
  key: string;
  apply(raster: ImageBitmap): ImageBitmap;
}

function raster(svg: string, finish?: Finish): Promise<ImageBitmap> {
  const key = finish ? `${finish.key}\n${svg}` : svg;
  let found = rasters.get(key);
  if (found) {
    rasters.delete(key);
  } else {
    found = finish ? raster(svg).then((plain) => finish.apply(plain)) : rasterize(svg);
    found.catch(() => rasters.delete(key));
  }
  rasters.set(key, found);
  if (rasters.size > KEEP) rasters.delete(rasters.keys().next().value as string);
  return found;
}

/**
 * What is applied after a still layer is drawn at full opacity: a brand mark's or image's appearance, a text
 * layer's ink effect; undefined when the layer has neither (it is drawn as it always was).
 */
function finishOf(layer: OverlayLayer, width: number, height: number): Finish | undefined {
  if (layer.type === "text") {
    const effect = layer.textEffect;
    if (!effect || effect.kind === "solid") return undefined;
    return {
      key: canonicalJson({ effect, opacity: layer.opacity }),
      apply: (plain) => withTextEffect(plain, effect, layer.opacity, width, height),
    };
  }
  if (!hasAppearance(layer)) return undefined;
  const { invert, dither, outline, shadow } = layer;
  const appearance: LayerAppearance = { invert, dither, outline, shadow };
  return {
    key: canonicalJson({ appearance, opacity: layer.opacity }),
    apply: (plain) => withAppearance(plain, appearance, layer.opacity, width, height),
  };
}

const isStill = (layer: DesignLabDocument["layers"][number]): layer is OverlayLayer =>
  layer.type === "brand-mark" || layer.type === "text" || layer.type === "image";

/** Everything the document's frames need at width×height; `fonts` is asked for only when there is text. */
export async function prepareAssets(
  document: DesignLabDocument,
  width: number,
  height: number,
  identity: ResolvedIdentity,
  fonts: (roles: readonly TypographyRole[], texts: readonly string[]) => Promise<FontBook>,
): Promise<FrameAssets> {
  const stills = new Map<string, ImageBitmap>();
  const glyphs = new Map<string, ReturnType<typeof glyphMasks>>();
  // Each text layer's own weight of its role, and its words: the faces and the fallback files (any script
  // the templates set) to fetch before setting it.
  const texts = document.layers.flatMap((layer) => (layer.type === "text" && layer.visible ? [layer] : []));
  const roles = texts.map((layer) => ({ ...identity.typography[layer.font], weight: layer.weight }));
  const book =
    texts.length > 0
      ? await fonts(
          roles,
          texts.map((layer) => layer.value),
        )
      : undefined;
  const background = document.canvas.backgroundColor;
  await Promise.all(
    document.layers.map(async (layer) => {
      if (!layer.visible) return;
      if (isStill(layer)) {
        const finish = finishOf(layer, width, height);
        // Finished, the layer's opacity applies over the result (an outline, a shadow, a thinned ink too).
        const svg = renderOverlay(finish ? { ...layer, opacity: 100 } : layer, {
          width,
          height,
          identity,
          background,
          ...(book ? { fonts: book } : {}),
        });
        stills.set(layer.id, await raster(svg, finish));
      } else if (layer.type === "effect" && layer.effect.kind === "ascii") {
        const size = asciiCellPixels(layer.effect.cellSize, width, height);
        glyphs.set(layer.id, glyphMasks(layer.effect.characters, size, ASCII_FAMILY));
      }
    }),
  );
  return { stills, glyphs };
}
