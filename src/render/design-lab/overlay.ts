// The Design Lab's still layers — brand mark, text, image — as one SVG each at the frame's size: type set by
// Marque's own text engine and outlined (so every script the templates support works here too), marks and
// images placed without distortion. Pure: the Studio rasterizes the SVG and composites it over the shaders.

import { logoFromDataUrl } from "../../catalog/identities/logo.js";
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import { luminance, parseHex } from "../../color/rgb.js";
import type { BrandMarkLayer, DesignLabTextLayer, ImageLayer } from "../../contract/index.js";
import { type Child, createIdScope, el, fmt, namespaceOf, svgDocument } from "../../svg/index.js";
import type { FontBook } from "../text/index.js";
import { GlyphSheet, layoutText, outlineText } from "../text/index.js";

export type OverlayLayer = BrandMarkLayer | DesignLabTextLayer | ImageLayer;

export interface OverlayContext {
  width: number;
  height: number;
  identity: ResolvedIdentity;
  /** The canvas's background colour: an automatic brand mark picks the logo made for it. */
  background: string;
  /** Faces of the identity's typography (text layers only). */
  fonts?: FontBook;
}

/** Grounds darker than this take the logo made for dark grounds. */
const DARK_GROUND = 0.3;
/** A text layer without a wrap width breaks only at its line breaks: its box is this many canvases wide. */
const UNWRAPPED = 100;

const ALIGN = { left: "start", center: "middle", right: "end" } as const;

/** Where a brand mark is drawn: its logo and the box it fills (x from the left, y its bottom edge). */
export function markPlacement(layer: BrandMarkLayer, context: OverlayContext) {
  const { width, height, identity, background } = context;
  const logo =
    layer.mark.source === "data-url"
      ? logoFromDataUrl(layer.mark.dataUrl)
      : identity.logos[
          layer.mark.variant === "auto"
            ? luminance(parseHex(background)) < DARK_GROUND
              ? "dark"
              : "light"
            : layer.mark.variant
        ];
  const w = (layer.scale / 100) * width;
  const h = w / logo.aspect;
  return { logo, box: { x: (layer.x / 100) * width, y: (layer.y / 100) * height - h, width: w, height: h } };
}

function brandMark(layer: BrandMarkLayer, context: OverlayContext): Child {
  const { logo, box } = markPlacement(layer, context);
  const ids = createIdScope(namespaceOf({ layer: layer.id, tint: layer.tint }, "mark"));
  const filter = layer.tint
    ? el("filter", { id: ids.id("tint"), "color-interpolation-filters": "sRGB" }, [
        el("feFlood", { "flood-color": layer.tint }),
        el("feComposite", { in2: "SourceAlpha", operator: "in" }),
      ])
    : undefined;
  return [
    filter ? el("defs", {}, filter) : undefined,
    el("image", {
      href: logo.dataUrl,
      x: fmt(box.x),
      y: fmt(box.y),
      width: fmt(box.width),
      height: fmt(box.height),
      opacity: layer.opacity < 100 ? fmt(layer.opacity / 100) : undefined,
      filter: filter ? ids.url("tint") : undefined,
      preserveAspectRatio: "xMidYMid meet",
    }),
  ];
}

/** A text layer laid out: its block, and the shift down that puts its first baseline at the layer's y. */
export function textPlacement(layer: DesignLabTextLayer, context: OverlayContext) {
  const { width, height, identity, fonts } = context;
  if (!fonts) throw new Error("text layers need the identity's fonts");
  const size = (layer.size / 100) * height;
  const boxWidth = layer.wrapWidth === undefined ? width * UNWRAPPED : (layer.wrapWidth / 100) * width;
  const anchor = (layer.x / 100) * width;
  const left =
    layer.align === "left" ? anchor : layer.align === "center" ? anchor - boxWidth / 2 : anchor - boxWidth;
  const block = layoutText(fonts, {
    text: layer.value,
    role: { ...identity.typography[layer.font], weight: layer.weight },
    box: { x: left, y: 0, width: boxWidth, height: height * UNWRAPPED },
    size,
    lineHeight: layer.lineHeight,
    align: ALIGN[layer.align],
    // A layer's align is physical (where its x sits), not the paragraph's start or end: "left" in an Arabic
    // line still starts at x, where start would put it at the right edge of its box, off the canvas.
    alignFor: "ltr",
    letterSpacing: layer.letterSpacing,
  });
  // The layer's y is its first baseline.
  const shift = (layer.y / 100) * height - (block.lines[0]?.baseline ?? 0);
  return { block, shift };
}

function text(layer: DesignLabTextLayer, context: OverlayContext): Child {
  const { block, shift } = textPlacement(layer, context);
  const sheet = new GlyphSheet(createIdScope(namespaceOf({ layer: layer.id }, "text")));
  const body = outlineText(block, sheet, {
    fill: layer.color,
    opacity: layer.opacity < 100 ? layer.opacity / 100 : undefined,
  });
  return [el("defs", {}, sheet.defs()), el("g", { transform: `translate(0 ${fmt(shift)})` }, body)];
}

function image(layer: ImageLayer, context: OverlayContext): Child {
  const { width, height } = context;
  const { aspect } = logoFromDataUrl(layer.dataUrl);
  const w = (layer.width / 100) * width;
  return el("image", {
    href: layer.dataUrl,
    x: fmt((layer.x / 100) * width),
    y: fmt((layer.y / 100) * height),
    width: fmt(w),
    height: fmt(w / aspect),
    opacity: layer.opacity < 100 ? fmt(layer.opacity / 100) : undefined,
    preserveAspectRatio: "xMidYMid meet",
  });
}

/** One still layer as a transparent SVG the size of the frame. */
export function renderOverlay(layer: OverlayLayer, context: OverlayContext): string {
  const body =
    layer.type === "brand-mark"
      ? brandMark(layer, context)
      : layer.type === "text"
        ? text(layer, context)
        : image(layer, context);
  const label =
    layer.type === "text"
      ? layer.value
      : layer.type === "brand-mark"
        ? `${context.identity.name} mark`
        : "image";
  return svgDocument(
    {
      width: context.width,
      height: context.height,
      title: label,
      description: `Design Lab ${layer.type} layer`,
      ids: createIdScope(namespaceOf({ layer: layer.id, type: layer.type }, "layer")),
    },
    body,
  ).toString();
}
