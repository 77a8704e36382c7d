// image: the caller's image large in a frame on the right; the title and caption on the left.
import { framedImage } from "../ground.js";
import { nodes } from "../scene/nodes.js";
import { below, paragraph, type SlideLayoutRenderer, title } from "./common.js";

export const imageLayout: SlideLayoutRenderer = (frame, input, region) => {
  const left = frame.column(0, 5);
  const right = frame.column(5, 7);
  const titleBox = { x: left.x, y: region.y, width: left.width - frame.gutter, height: region.height * 0.6 };
  const heading = title(frame, input, titleBox, { size: frame.type.title * 0.8, verticalAlign: "top" });
  const caption = paragraph(
    frame,
    "body",
    input.body,
    below(heading, { ...titleBox, height: region.height }, frame.gutter),
  );
  const imageBox = {
    x: right.x + frame.gutter,
    y: region.y,
    width: right.width - frame.gutter,
    height: region.height,
  };
  return nodes([framedImage(frame, input.imageDataUrl, imageBox), heading.node, caption.node]);
};
