// quote: the title is the quotation, set large behind an accent quote mark; the body is its attribution.
import { path } from "../../../svg/index.js";
import { parseLabelled } from "../grammar.js";
import { nodes, pathNode } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, type SlideLayoutRenderer, title } from "./common.js";

export const quoteLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const column = frame.column(1, 10);
  const markSize = type.hero * 1.2;
  // The mark is drawn, not typeset: a pair of filled commas in the accent colour.
  const mark = pathNode({
    d: quoteMarkPath(column.x - markSize * 0.9, region.y, markSize * 0.18),
    fill: colors.accent,
  });
  const quoteBox = {
    x: column.x,
    y: region.y + markSize * 0.2,
    width: column.width,
    height: region.height * 0.7,
  };
  const text = title(frame, input, quoteBox, {
    size: type.title * 0.85,
    minSize: type.minTitle * 0.8,
    lineHeight: 1.18,
    verticalAlign: "middle",
  });
  const attribution = parseLabelled(input.lines.join(", "));
  const by = below(text, quoteBox, gutter * 1.2, region.y + region.height);
  const name = placeText(
    frame,
    "body",
    attribution.head,
    { ...by, height: Math.min(by.height, type.body * 1.6) },
    {
      role: "body",
      size: type.body,
      minSize: type.minBody,
      maxLines: 1,
      fill: colors.ink,
      verticalAlign: "top",
    },
  );
  const role = attribution.detail
    ? placeText(frame, "body", attribution.detail, below(name, by, gutter * 0.3), {
        role: "body",
        size: type.small,
        minSize: type.small * 0.8,
        maxLines: 2,
        fill: colors.muted,
        verticalAlign: "top",
      })
    : undefined;
  return nodes([mark, text.node, name.node, role?.node]);
};

/** Two quote commas (a disc with a tail curling down-left), each of radius `r`, the first centred at (x, y). */
function quoteMarkPath(x: number, y: number, r: number): string {
  const d = path();
  for (const cx of [x, x + r * 2.6]) {
    d.circle(cx, y + r, r)
      .moveTo(cx + r, y + r)
      .curveTo(cx + r, y + r * 2.4, cx, y + r * 3.1, cx - r * 0.7, y + r * 3.4)
      .lineTo(cx - r * 0.85, y + r * 3.15)
      .curveTo(cx - r * 0.2, y + r * 2.8, cx + r * 0.2, y + r * 2.2, cx + r * 0.1, y + r * 1.6)
      .close();
  }
  return d.toString();
}
