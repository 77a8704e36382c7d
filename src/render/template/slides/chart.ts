// chart: the title and any notes on the left; a bar chart of the body's `label: number` lines on the right,
// bars scaled from zero, each with its value above and its label below.
import { el } from "../../svg/index.js";
import { type Datum, parseDatum } from "../grammar.js";
import { placeText } from "../text.js";
import { below, columnsOf, limit, paragraph, type SlideLayoutRenderer, title } from "./common.js";

const MAX_BARS = 8;

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
  const titleBox = { x: left.x, y: region.y, width: left.width, height: region.height * 0.55 };
  const heading = title(frame, input, titleBox, { size: type.heading * 1.3, verticalAlign: "top" });
  const noteText = paragraph(
    frame,
    "body",
    notes.join("\n"),
    below(heading, { ...titleBox, height: region.height }, gutter),
    { size: type.small * 1.1, minSize: type.small * 0.8 },
  );
  const bars = limit(frame, data, MAX_BARS, "bars");
  const max = Math.max(0, ...bars.map((d) => d.value));
  const labelHeight = type.small * 2.8;
  const valueHeight = type.body * 1.5;
  const plot = {
    x: right.x,
    y: region.y + valueHeight,
    width: right.width,
    height: region.height - valueHeight - labelHeight,
  };
  const baseline = plot.y + plot.height;
  const cells = columnsOf(plot, Math.max(bars.length, 1), gutter * 0.8);
  return [
    heading.markup,
    noteText.markup,
    bars.length > 0
      ? el("line", {
          x1: plot.x,
          y1: baseline,
          x2: plot.x + plot.width,
          y2: baseline,
          stroke: colors.rule,
          "stroke-width": 2,
        })
      : undefined,
    bars.map((datum, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const height = max > 0 ? (Math.max(0, datum.value) / max) * plot.height : 0;
      const top = baseline - height;
      const highlight = datum.value === max;
      return [
        el("rect", {
          x: cell.x,
          y: top,
          width: cell.width,
          height,
          fill: highlight ? colors.accent : colors.muted,
          opacity: highlight ? 1 : 0.55,
        }),
        placeText(
          frame,
          `body.${i}`,
          datum.text,
          {
            x: cell.x - gutter * 0.4,
            y: top - valueHeight,
            width: cell.width + gutter * 0.8,
            height: valueHeight - 4,
          },
          {
            role: "mono",
            size: type.small,
            minSize: type.small * 0.7,
            maxLines: 1,
            align: "middle",
            verticalAlign: "bottom",
          },
        ).markup,
        placeText(
          frame,
          `body.${i}`,
          datum.label,
          {
            x: cell.x - gutter * 0.4,
            y: baseline + 8,
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
        ).markup,
      ];
    }),
  ];
};
