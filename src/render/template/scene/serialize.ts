// The one serializer of template scenes: every node becomes markup through the svg element builder, in a
// fixed attribute order per kind. It measures nothing: text arrives laid out and is only outlined here.
import { type Child, el, fmtList, fragment, type Markup } from "../../../svg/index.js";
import { type GlyphSheet, outlineText } from "../../text/index.js";
import type { SceneNode, TextNode } from "./nodes.js";

/**
 * Writes `scene` as markup, outlining its text into `glyphs`. Glyphs are defined (and numbered) in the order
 * the text was set, not the order it is drawn, so a layout may draw a block before one it set earlier.
 */
export function serializeScene(scene: readonly SceneNode[], glyphs: GlyphSheet): Markup {
  const texts: TextNode[] = [];
  collectText(scene, texts);
  texts.sort((a, b) => a.order - b.order);
  const outlined = new Map<TextNode, Markup>();
  for (const text of texts) outlined.set(text, outlineText(text.block, glyphs, { fill: text.fill }));
  return fragment(scene.map((node) => write(node, outlined)));
}

function collectText(scene: readonly SceneNode[], into: TextNode[]): void {
  for (const node of scene) {
    if (node.kind === "text") into.push(node);
    else if (node.kind === "group" || node.kind === "upright") collectText(node.children, into);
  }
}

function write(node: SceneNode, outlined: ReadonlyMap<TextNode, Markup>): Child {
  switch (node.kind) {
    case "rect":
      return el("rect", {
        x: node.x,
        y: node.y,
        width: node.width,
        height: node.height,
        rx: node.rx,
        fill: node.fill,
        opacity: node.opacity,
        stroke: node.stroke,
        "stroke-width": node.strokeWidth,
        filter: node.filter,
      });
    case "line":
      return el("line", {
        x1: node.x1,
        y1: node.y1,
        x2: node.x2,
        y2: node.y2,
        stroke: node.stroke,
        "stroke-width": node.strokeWidth,
      });
    case "circle":
      return el("circle", { cx: node.cx, cy: node.cy, r: node.r, fill: node.fill });
    case "path":
      return el("path", {
        d: node.d,
        fill: node.fill,
        stroke: node.stroke,
        "stroke-width": node.strokeWidth,
        "stroke-linecap": node.linecap,
      });
    case "text":
      return outlined.get(node);
    case "image":
      return el("image", {
        x: node.x,
        y: node.y,
        width: node.width,
        height: node.height,
        preserveAspectRatio: `xMidYMid ${node.fit}`,
        "xlink:href": node.href,
        "clip-path": node.clipPath,
      });
    case "linear-gradient":
      return el(
        "linearGradient",
        { id: node.id, x1: node.x1, y1: node.y1, x2: node.x2, y2: node.y2 },
        node.stops.map((stop) =>
          el("stop", { offset: stop.offset, "stop-color": stop.color, "stop-opacity": stop.opacity }),
        ),
      );
    case "clip-path":
      return el("clipPath", { id: node.id }, write(node.rect, outlined));
    case "pattern":
      return el(
        "pattern",
        { id: node.id, width: node.width, height: node.height, patternUnits: "userSpaceOnUse" },
        node.children.map((child) => write(child, outlined)),
      );
    case "noise-filter":
      return el(
        "filter",
        { id: node.id, x: 0, y: 0, width: 1, height: 1, "color-interpolation-filters": "sRGB" },
        [
          el("feTurbulence", {
            type: "fractalNoise",
            baseFrequency: node.baseFrequency,
            numOctaves: node.octaves,
            seed: node.seed,
            stitchTiles: "stitch",
          }),
          el("feColorMatrix", { type: "matrix", values: fmtList(node.matrix) }),
        ],
      );
    case "group":
      return el(
        "g",
        node.label === undefined
          ? { transform: node.transform }
          : { role: "img", "aria-label": node.label, transform: node.transform },
        node.children.map((child) => write(child, outlined)),
      );
    case "upright":
      return node.children.map((child) => write(child, outlined));
  }
}
