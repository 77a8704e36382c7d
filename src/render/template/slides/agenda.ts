// agenda: the title on the left; numbered items on the right, each on a ruled row, times and details apart.
import { parseAgendaItem } from "../grammar.js";
import { line, nodes } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, limit, rowsOf, type SlideLayoutRenderer, title } from "./common.js";

export const agendaLayout: SlideLayoutRenderer = (frame, input, region) => {
  const left = frame.column(0, 4);
  const right = frame.column(5, 7);
  const heading = title(
    frame,
    input,
    { x: left.x, y: region.y, width: left.width, height: region.height },
    { size: frame.type.heading * 1.4 },
  );
  const items = limit(frame, input.lines, "agenda");
  const rows = rowsOf(
    { x: right.x, y: region.y, width: right.width, height: region.height },
    Math.max(items.length, 4),
    0,
  );
  const { type, colors, gutter } = frame;
  const parsed = items.map(parseAgendaItem);
  // One lead column for every row (times or numbers), so the items line up.
  const leadWidth = parsed.some((item) => item.time) ? type.small * 5 : type.small * 2.4;
  return nodes([
    heading.node,
    parsed.map((item, i) => {
      const row = rows[i];
      if (!row) return undefined;
      const top = row.y + type.small * 0.6;
      const textBox = {
        x: row.x + leadWidth,
        y: top,
        width: row.width - leadWidth,
        height: row.y + row.height - top,
      };
      const name = placeText(frame, `body.${i}`, item.item, textBox, {
        role: "body",
        size: type.body,
        minSize: type.minBody,
        lineHeight: 1.2,
        maxLines: item.detail ? 1 : 2,
        verticalAlign: "top",
      });
      return [
        line({
          x1: row.x,
          y1: row.y,
          x2: row.x + row.width,
          y2: row.y,
          stroke: colors.rule,
          strokeWidth: 1,
        }),
        placeText(
          frame,
          `body.${i}.lead`,
          item.time ?? String(i + 1).padStart(2, "0"),
          { x: row.x, y: top, width: leadWidth - gutter * 0.5, height: textBox.height },
          {
            role: "mono",
            size: type.small,
            maxLines: 1,
            fill: colors.accent,
            verticalAlign: "top",
          },
        ).node,
        name.node,
        item.detail
          ? placeText(frame, `body.${i}.detail`, item.detail, below(name, textBox, type.small * 0.3), {
              role: "body",
              size: type.small,
              minSize: type.small * 0.8,
              maxLines: 1,
              fill: colors.muted,
              verticalAlign: "top",
            }).node
          : undefined,
      ];
    }),
  ]);
};
