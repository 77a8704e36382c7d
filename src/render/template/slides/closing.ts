// closing: the identity's logo large, the closing line and the contact lines (the footer carries the website).
import { identityLogo, logoImage } from "../brand.js";
import { nodes } from "../scene/nodes.js";
import { below, paragraph, type SlideLayoutRenderer, title } from "./common.js";

export const closingLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, gutter, colors } = frame;
  const column = frame.column(0, 9);
  const logo = logoImage(identityLogo(frame), {
    x: column.x,
    y: region.y + region.height * 0.06,
    width: column.width * 0.5,
    height: type.hero * 0.75,
  });
  const titleBox = {
    x: column.x,
    y: logo.box.y + logo.box.height + gutter * 1.5,
    width: column.width,
    height: region.height * 0.45,
  };
  const heading = title(frame, input, titleBox, { verticalAlign: "top" });
  const contact = paragraph(
    frame,
    "body",
    input.body,
    below(heading, { ...titleBox, height: region.y + region.height - titleBox.y }, gutter),
    { fill: colors.ink },
  );
  return nodes([logo.node, heading.node, contact.node]);
};
