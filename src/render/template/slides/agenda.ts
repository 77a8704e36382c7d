// agenda: the title on the left; numbered items on the right, each on a ruled row, times and details apart.
import { el } from "../../svg/index.js";
import { parseAgendaItem } from "../grammar.js";
import { placeText } from "../text.js";
import { limit, rowsOf, type SlideLayoutRenderer, title } from "./common.js";

const MAX_ITEMS = 7;

export const agendaLayout: SlideLayoutRenderer = (frame, input, region) => {
  const left = frame.column(0, 4);
  const right = frame.column(5, 7);
  const heading = title(
    frame,
    input,
    { x: left.x, y: region.y, width: left.width, height: region.height },
    { size: frame.type.heading * 1.4 },
  );
  const items = limit(frame, input.lines, MAX_ITEMS, "agenda items");
  const rows = rowsOf(
    { x: right.x, y: region.y, width: right.width, height: region.height },
    Math.max(items.length, 4),
    0,
  );
  const { type, colors } = frame;
  const indexWidth = type.body * 2.2;
  return [
    heading.markup,
    items.map((line, i) => {
      const row = rows[i];
      if (!row) return undefined;
      const item = parseAgendaItem(line);
      const textX = row.x + indexWidth;
      const timeWidth = item.time ? type.body * 3.6 : 0;
      const lead = item.time ?? String(i + 1).padStart(2, "0");
      const textHeight = row.height - type.small * 0.6;
      return [
        el("line", {
          x1: row.x,
          y1: row.y,
          x2: row.x + row.width,
          y2: row.y,
          stroke: colors.rule,
          "stroke-width": 1,
        }),
        placeText(
          frame,
          `body.${i}`,
          item.time ? lead : lead,
          {
            x: row.x,
            y: row.y + type.small * 0.6,
            width: indexWidth + timeWidth - type.small,
            height: textHeight,
          },
          {
            role: "mono",
            size: type.small,
            maxLines: 1,
            fill: colors.accent,
            verticalAlign: "top",
          },
        ).markup,
        placeText(
          frame,
          `body.${i}`,
          item.detail ? `${item.item}\n${item.detail}` : item.item,
          {
            x: textX + timeWidth,
            y: row.y + type.small * 0.5,
            width: row.x + row.width - textX - timeWidth,
            height: textHeight,
          },
          {
            role: "body",
            size: type.body,
            minSize: type.minBody,
            lineHeight: 1.25,
            verticalAlign: "top",
          },
        ).markup,
      ];
    }),
  ];
};
