// Blog cover (1200×630): the title large over the lower two thirds, the standfirst under it, the identity's
// gradient as a strip in the right margin (unless a background image carries the picture).
import type { Box, Frame } from "./frame.js";
import { gradient, nodes, rect, type SceneNode } from "./scene/nodes.js";
import { below, paragraph, type SlideInput, title } from "./slides/common.js";

export function blogCover(frame: Frame, input: SlideInput, region: Box): SceneNode[] {
  const { gutter, ids, identity, width, height } = frame;
  const column = frame.column(0, 9);
  const titleBox = {
    x: column.x,
    y: region.y + region.height * 0.1,
    width: column.width,
    height: region.height * 0.62,
  };
  const heading = title(frame, input, titleBox, { size: frame.type.hero * 0.95, verticalAlign: "bottom" });
  const standfirst = paragraph(
    frame,
    "body",
    input.body,
    below(heading, { ...titleBox, width: frame.column(0, 8).width }, gutter, region.y + region.height),
  );
  const [a, b, c] = identity.colors.gradient;
  const content = frame.content;
  const bandX = content.x + content.width + (width - content.x - content.width) * 0.45;
  const band = input.imageDataUrl
    ? undefined
    : [
        gradient({
          id: ids.id("band"),
          x1: 0,
          y1: 0,
          x2: 0,
          y2: 1,
          stops: [
            { offset: 0, color: a },
            { offset: 0.5, color: b },
            { offset: 1, color: c },
          ],
        }),
        rect({ x: bandX, y: 0, width: width - bandX, height, fill: ids.url("band") }),
      ];
  return nodes([band, heading.node, standfirst.node]);
}
