// process: the title over numbered steps joined by a line — each a numbered disc, its step and detail below.
import { parseLabelled } from "../grammar.js";
import { line, nodes } from "../scene/nodes.js";
import { below, columnsOf, discItem, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

export const processLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const heading = slideHeading(frame, input, region);
  const area = below(heading, region, gutter * 1.5);
  const steps = limit(frame, input.lines, "process");
  const cells = columnsOf(area, Math.max(steps.length, 1), gutter);
  const radius = type.body * 0.95;
  const cy = area.y + Math.max(radius, area.height * 0.22);
  const first = cells[0];
  const last = cells[steps.length - 1];
  return nodes([
    heading.node,
    first && last && steps.length > 1
      ? line({
          x1: first.x + radius,
          y1: cy,
          x2: last.x + radius,
          y2: cy,
          stroke: colors.rule,
          strokeWidth: 2,
        })
      : undefined,
    steps.map((line, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const step = parseLabelled(line);
      return discItem(frame, {
        field: `body.${i}`,
        x: cell.x,
        top: cy - radius,
        width: cell.width,
        bottom: area.y + area.height,
        radius,
        label: String(i + 1),
        labelSize: type.body,
        head: step.head,
        headSize: type.body * 1.1,
        detail: step.detail,
      });
    }),
  ]);
};
