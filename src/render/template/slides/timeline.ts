// timeline: the title over a horizontal line of milestones — a node per milestone, its date in the accent
// colour above the line and what happened below it.
import { parseMilestone } from "../grammar.js";
import { circle, line, nodes } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, columnsOf, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

export const timelineLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const heading = slideHeading(frame, input, region);
  const area = below(heading, region, gutter * 1.5);
  const lines = limit(frame, input.lines, "timeline");
  const cells = columnsOf(area, Math.max(lines.length, 1), gutter);
  const lineY = area.y + Math.max(type.body * 2.4, area.height * 0.32);
  const node = type.small * 0.45;
  return nodes([
    heading.node,
    lines.length > 0
      ? line({
          x1: area.x,
          y1: lineY,
          x2: area.x + area.width,
          y2: lineY,
          stroke: colors.rule,
          strokeWidth: 2,
        })
      : undefined,
    lines.map((line, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const milestone = parseMilestone(line) ?? { when: String(i + 1).padStart(2, "0"), what: line };
      return [
        circle({ cx: cell.x + node, cy: lineY, r: node, fill: colors.accent }),
        placeText(
          frame,
          `body.${i}`,
          milestone.when,
          { x: cell.x, y: area.y, width: cell.width, height: lineY - area.y - node * 2 },
          {
            role: "mono",
            size: type.body,
            minSize: type.small,
            maxLines: 1,
            fill: colors.accent,
            verticalAlign: "bottom",
          },
        ).node,
        placeText(
          frame,
          `body.${i}`,
          milestone.what,
          {
            x: cell.x,
            y: lineY + node * 3,
            width: cell.width,
            height: area.y + area.height - lineY - node * 3,
          },
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
