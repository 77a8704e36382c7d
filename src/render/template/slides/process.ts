// process: the title over numbered steps joined by a line — each a numbered disc, its step and detail below.
import { el } from "../../svg/index.js";
import { parseLabelled } from "../grammar.js";
import { placeText } from "../text.js";
import { below, columnsOf, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

const MAX_STEPS = 6;

export const processLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const heading = slideHeading(frame, input, region);
  const area = below(heading, region, gutter * 1.5);
  const steps = limit(frame, input.lines, MAX_STEPS, "steps");
  const cells = columnsOf(area, Math.max(steps.length, 1), gutter);
  const radius = type.body * 0.95;
  const cy = area.y + Math.max(radius, area.height * 0.22);
  const first = cells[0];
  const last = cells[steps.length - 1];
  return [
    heading.markup,
    first && last && steps.length > 1
      ? el("line", {
          x1: first.x + radius,
          y1: cy,
          x2: last.x + radius,
          y2: cy,
          stroke: colors.rule,
          "stroke-width": 2,
        })
      : undefined,
    steps.map((line, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const step = parseLabelled(line);
      const textTop = cy + radius + gutter * 0.8;
      const headBox = { x: cell.x, y: textTop, width: cell.width, height: type.body * 2.8 };
      const head = placeText(frame, `body.${i}`, step.head, headBox, {
        role: "display",
        size: type.body * 1.1,
        minSize: type.minBody,
        lineHeight: 1.2,
        maxLines: 2,
        verticalAlign: "top",
      });
      return [
        el("circle", { cx: cell.x + radius, cy, r: radius, fill: colors.accent }),
        placeText(
          frame,
          `body.${i}.number`,
          String(i + 1),
          { x: cell.x, y: cy - radius, width: radius * 2, height: radius * 2 },
          {
            role: "display",
            size: type.body,
            maxLines: 1,
            align: "middle",
            verticalAlign: "middle",
            fill: colors.ground,
          },
        ).markup,
        head.markup,
        step.detail
          ? placeText(
              frame,
              `body.${i}`,
              step.detail,
              below(head, { ...headBox, height: area.y + area.height - headBox.y }, gutter * 0.4),
              {
                role: "body",
                size: type.small,
                minSize: type.small * 0.8,
                lineHeight: 1.35,
                fill: colors.muted,
                verticalAlign: "top",
              },
            ).markup
          : undefined,
      ];
    }),
  ];
};
