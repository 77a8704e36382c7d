// split: a colour panel with the title on the left half; the body's points as a list on the right.
import { line, nodes, rect } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { limit, rowsOf, type SlideLayoutRenderer, title } from "./common.js";

export const splitLayout: SlideLayoutRenderer = (frame, input, region) => {
  const left = frame.column(0, 5);
  const right = frame.column(6, 6);
  const { type, colors } = frame;
  const heading = title(
    frame,
    input,
    { x: left.x, y: region.y, width: left.width, height: region.height },
    { verticalAlign: "middle", size: frame.type.title * 0.9 },
  );
  const points = limit(frame, input.lines, "split");
  const rows = rowsOf(
    { x: right.x, y: region.y, width: right.width, height: region.height },
    Math.max(points.length, 3),
    frame.gutter * 0.5,
  );
  const divider = left.x + left.width + frame.gutter;
  return nodes([
    line({
      x1: divider,
      y1: region.y,
      x2: divider,
      y2: region.y + region.height,
      stroke: colors.rule,
      strokeWidth: 2,
    }),
    heading.node,
    points.map((point, i) => {
      const row = rows[i];
      if (!row) return undefined;
      const marker = type.small * 0.5;
      return [
        rect({
          x: row.x,
          y: row.y + type.body * 0.45,
          width: marker,
          height: marker,
          fill: colors.accent,
        }),
        placeText(
          frame,
          `body.${i}`,
          point,
          { x: row.x + marker * 3, y: row.y, width: row.width - marker * 3, height: row.height },
          {
            role: "body",
            size: type.body,
            minSize: type.minBody,
            lineHeight: 1.3,
            verticalAlign: "top",
          },
        ).node,
      ];
    }),
  ]);
};
