// metrics: the title over a row (or two) of figures — the value large in the accent colour, its label under.
import type { TemplateWarningCode } from "../../../contract/index.js";
import { parseMetric } from "../grammar.js";
import { nodes, rect } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { centredGrid, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

export const metricsLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const heading = slideHeading(frame, input, region);
  const lines = limit(frame, input.lines, "metrics");
  // Figures sit in a band of their natural height, centred in the space under the title.
  const cells = centredGrid(frame, heading, region, lines.length, 3, type.hero * 2.2);
  return nodes([
    heading.node,
    lines.map((line, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const metric = parseMetric(line);
      if (!metric) {
        frame.warnings.push({
          code: "unparsed_line" satisfies TemplateWarningCode,
          field: "body",
          message: `line ${i + 1} of body ("${line}") has no figure, so it is shown as a note; write \`4.2 GWh — Label\` or \`98.7% — Label\``,
        });
      }
      const valueHeight = Math.min(cell.height * 0.62, type.hero * 1.15);
      const valueBox = {
        x: cell.x + gutter * 0.6,
        y: cell.y + gutter * 0.5,
        width: cell.width - gutter * 1.2,
        height: valueHeight,
      };
      const labelBox = {
        x: valueBox.x,
        y: valueBox.y + valueHeight,
        width: valueBox.width,
        height: cell.height - valueHeight - gutter,
      };
      return [
        rect({ x: cell.x, y: cell.y, width: 3, height: cell.height, fill: colors.accent }),
        metric
          ? placeText(frame, `body.${i}`, metric.value, valueBox, {
              role: "display",
              size: type.hero * 0.9,
              minSize: type.heading * 0.8,
              maxLines: 1,
              fill: colors.accent,
              verticalAlign: "bottom",
            }).node
          : undefined,
        placeText(
          frame,
          `body.${i}`,
          metric ? metric.label : line,
          metric ? labelBox : { ...valueBox, height: cell.height - gutter },
          {
            role: "body",
            size: type.body,
            minSize: type.minBody,
            lineHeight: 1.25,
            fill: metric ? colors.muted : colors.ink,
            verticalAlign: metric ? "top" : "middle",
          },
        ).node,
      ];
    }),
  ]);
};
