// title: the opening slide — accent bar, a large balanced title in the lower half, the subtitle under it.
import { nodes } from "../scene/nodes.js";
import { accentBar, below, paragraph, type SlideLayoutRenderer, title } from "./common.js";

export const titleLayout: SlideLayoutRenderer = (frame, input, region) => {
  const column = frame.column(0, 10);
  const top = region.y + region.height * 0.28;
  const titleBox = { x: column.x, y: top, width: column.width, height: region.height * 0.5 };
  const heading = title(frame, input, titleBox, { size: frame.type.hero, verticalAlign: "bottom" });
  const subtitle = paragraph(
    frame,
    "body",
    input.body,
    below(heading, { ...titleBox, width: frame.column(0, 8).width }, frame.gutter, region.y + region.height),
  );
  return nodes([accentBar(frame, column.x, top - frame.gutter * 1.25), heading.node, subtitle.node]);
};
