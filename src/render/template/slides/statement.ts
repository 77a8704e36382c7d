// statement: one idea, set as large as it fits and centred; the body supports it underneath.
import { nodes } from "../scene/nodes.js";
import { below, paragraph, type SlideLayoutRenderer, title } from "./common.js";

export const statementLayout: SlideLayoutRenderer = (frame, input, region) => {
  const column = frame.column(1, 10);
  const box = {
    x: column.x,
    y: region.y + region.height * 0.08,
    width: column.width,
    height: region.height * 0.62,
  };
  const statement = title(frame, input, box, {
    size: frame.type.hero,
    align: "middle",
    verticalAlign: "bottom",
    lineHeight: 1.05,
  });
  const inner = frame.column(2, 8);
  const support = paragraph(
    frame,
    "body",
    input.body,
    {
      ...below(statement, box, frame.gutter * 1.2, region.y + region.height),
      x: inner.x,
      width: inner.width,
    },
    { align: "middle" },
  );
  return nodes([statement.node, support.node]);
};
