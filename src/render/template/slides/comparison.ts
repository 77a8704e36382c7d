// comparison: the title over two columns — each with a heading, its items on ruled rows, a divider between.
import type { Box, Frame } from "../frame.js";
import { parseColumns } from "../grammar.js";
import { line, nodes, type SceneNode } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, columnsOf, limit, rowsOf, type SlideLayoutRenderer, slideHeading } from "./common.js";

export const comparisonLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { gutter, colors } = frame;
  const heading = slideHeading(frame, input, region);
  const area = below(heading, region, gutter * 1.5);
  const columns = parseColumns(input.lines);
  const [leftBox, rightBox] = columnsOf(area, 2, gutter * 3);
  if (!leftBox || !rightBox) return nodes(heading.node);
  const divider = leftBox.x + leftBox.width + gutter * 1.5;
  return nodes([
    heading.node,
    line({
      x1: divider,
      y1: area.y,
      x2: divider,
      y2: area.y + area.height,
      stroke: colors.rule,
      strokeWidth: 2,
    }),
    column(
      frame,
      leftBox,
      columns.headings?.[0],
      limit(frame, columns.left, "comparison"),
      "left",
      colors.accent,
    ),
    column(
      frame,
      rightBox,
      columns.headings?.[1],
      limit(frame, columns.right, "comparison"),
      "right",
      colors.ink,
    ),
  ]);
};

function column(
  frame: Frame,
  box: Box,
  heading: string | undefined,
  items: string[],
  side: string,
  tone: string,
): SceneNode[] {
  const { type } = frame;
  const headHeight = heading ? type.heading * 1.4 : 0;
  const head = heading
    ? placeText(
        frame,
        `body.${side}.heading`,
        heading,
        { ...box, height: headHeight },
        {
          role: "display",
          size: type.heading,
          minSize: type.body,
          maxLines: 1,
          fill: tone,
          verticalAlign: "top",
        },
      )
    : undefined;
  const rows = rowsOf(
    { ...box, y: box.y + headHeight, height: box.height - headHeight },
    Math.max(items.length, 3),
    0,
  );
  return nodes([
    head?.node,
    items.map((item, i) => {
      const row = rows[i];
      if (!row) return undefined;
      return [
        line({
          x1: row.x,
          y1: row.y,
          x2: row.x + row.width,
          y2: row.y,
          stroke: frame.colors.rule,
          strokeWidth: 1,
        }),
        placeText(
          frame,
          `body.${side}.${i}`,
          item,
          { ...row, y: row.y + type.small * 0.5, height: row.height - type.small * 0.5 },
          {
            role: "body",
            size: type.body,
            minSize: type.minBody,
            lineHeight: 1.25,
            verticalAlign: "top",
          },
        ).node,
      ];
    }),
  ]);
}
