// chart: the title and any notes on the left; a bar chart of the body's `label: number` lines on the right.
// Bars grow from a zero baseline — up for positive values, down for negative ones — each with its value at
// its end and its label under the plot. A chart without a single bar says so in a warning.
import type { Box, Frame } from "../frame.js";
import { type Datum, parseDatum } from "../grammar.js";
import { line, nodes, rect } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, columnsOf, limit, paragraph, type SlideLayoutRenderer, title } from "./common.js";

/** The vertical scale of the plot: where zero sits and how many pixels a unit of value is. */
interface Scale {
  zero: number;
  perUnit: number;
}

/** Zero and the data's extremes share the plot: positive values above zero, negative ones below. */
function scaleOf(plot: Box, bars: readonly Datum[]): Scale {
  const max = Math.max(0, ...bars.map((d) => d.value));
  const min = Math.min(0, ...bars.map((d) => d.value));
  const span = max - min;
  if (span === 0) return { zero: plot.y + plot.height, perUnit: 0 };
  return { zero: plot.y + (max / span) * plot.height, perUnit: plot.height / span };
}

/** A body none of whose lines is a bar (no body at all is `empty_content`, warned for every layout alike). */
function noDataWarning(frame: Frame): void {
  frame.warnings.push({
    code: "no_data",
    field: "body",
    message:
      "no line of body reads as a bar (`Label: 42`, `Label — 42` or `42 — Label`), so the chart draws no bars and shows the lines as notes",
  });
}

export const chartLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const left = frame.column(0, 4);
  const right = frame.column(5, 7);
  const data: Datum[] = [];
  const notes: string[] = [];
  for (const line of input.lines) {
    const datum = parseDatum(line);
    if (datum) data.push(datum);
    else notes.push(line);
  }
  if (data.length === 0 && input.lines.length > 0) noDataWarning(frame);
  const titleBox = { x: left.x, y: region.y, width: left.width, height: region.height * 0.55 };
  const heading = title(frame, input, titleBox, { size: type.heading * 1.3, verticalAlign: "top" });
  const noteText = paragraph(
    frame,
    "body",
    notes.join("\n"),
    below(heading, { ...titleBox, height: region.height }, gutter),
    { size: type.small * 1.1, minSize: type.small * 0.8 },
  );
  const bars = limit(frame, data, "chart");
  const negative = bars.some((d) => d.value < 0);
  const labelHeight = type.small * 2.8;
  const valueHeight = type.body * 1.5;
  // Values sit above positive bars and below negative ones; the labels sit under the whole plot.
  const plot = {
    x: right.x,
    y: region.y + valueHeight,
    width: right.width,
    height: region.height - valueHeight - labelHeight - (negative ? valueHeight : 0),
  };
  const labelTop = region.y + region.height - labelHeight;
  const { zero, perUnit } = scaleOf(plot, bars);
  const max = Math.max(...bars.map((d) => d.value));
  const cells = columnsOf(plot, Math.max(bars.length, 1), gutter * 0.8);
  return nodes([
    heading.node,
    noteText.node,
    bars.map((datum, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const length = Math.abs(datum.value) * perUnit;
      const down = datum.value < 0;
      const top = down ? zero : zero - length;
      const highlight = datum.value === max;
      const valueBox = {
        x: cell.x - gutter * 0.4,
        y: down ? zero + length + 4 : top - valueHeight,
        width: cell.width + gutter * 0.8,
        height: valueHeight - 4,
      };
      return [
        rect({
          x: cell.x,
          y: top,
          width: cell.width,
          height: length,
          fill: highlight ? colors.accent : colors.muted,
          opacity: highlight ? 1 : 0.55,
        }),
        placeText(frame, `body.${i}`, datum.text, valueBox, {
          role: "mono",
          size: type.small,
          minSize: type.small * 0.7,
          maxLines: 1,
          align: "middle",
          verticalAlign: down ? "top" : "bottom",
        }).node,
        placeText(
          frame,
          `body.${i}`,
          datum.label,
          {
            x: cell.x - gutter * 0.4,
            y: labelTop + 8,
            width: cell.width + gutter * 0.8,
            height: labelHeight - 8,
          },
          {
            role: "body",
            size: type.small,
            minSize: type.small * 0.7,
            maxLines: 2,
            lineHeight: 1.2,
            align: "middle",
            verticalAlign: "top",
            fill: colors.muted,
          },
        ).node,
      ];
    }),
    // The zero line last, so it reads across bars that grow down from it.
    bars.length > 0
      ? line({
          x1: plot.x,
          y1: zero,
          x2: plot.x + plot.width,
          y2: zero,
          stroke: colors.rule,
          strokeWidth: 2,
        })
      : undefined,
  ]);
};
