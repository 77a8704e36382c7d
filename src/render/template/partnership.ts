// Partnership graphic (1200×600): the identity's logo and the partner's mark side by side, joined by a
// multiplication sign, the announcement title and text beneath them.
import { path } from "../../svg/index.js";
import { identityLogo, logoImage } from "./brand.js";
import type { Box, Frame } from "./frame.js";
import { nodes, pathNode, type SceneNode } from "./scene/nodes.js";
import { below, paragraph, type SlideInput, title } from "./slides/common.js";

export function partnershipGraphic(frame: Frame, input: SlideInput, region: Box): SceneNode[] {
  const { gutter, colors, type } = frame;
  const markHeight = type.hero * 0.7;
  const half = (region.width - gutter * 4) / 2;
  const y = region.y + region.height * 0.08;
  // Without a partner the identity's mark stands alone, centred.
  const own = frame.partner
    ? logoImage(identityLogo(frame), { x: region.x, y, width: half, height: markHeight }, "end")
    : logoImage(identityLogo(frame), { x: region.x, y, width: region.width, height: markHeight }, "middle");
  const crossX = region.x + half + gutter * 2;
  const crossY = y + markHeight / 2;
  const arm = type.small * 0.5;
  const cross = pathNode({
    d: path()
      .moveTo(crossX - arm, crossY - arm)
      .lineTo(crossX + arm, crossY + arm)
      .moveTo(crossX + arm, crossY - arm)
      .lineTo(crossX - arm, crossY + arm)
      .toString(),
    stroke: colors.accent,
    strokeWidth: Math.max(2, type.small * 0.14),
    linecap: "round",
  });
  const partner = frame.partner
    ? logoImage(frame.partner.logo, { x: crossX + gutter * 2, y, width: half, height: markHeight }, "start")
    : undefined;
  const column = frame.column(1, 10);
  const titleBox = {
    x: column.x,
    y: y + markHeight + gutter * 2,
    width: column.width,
    height: region.height * 0.42,
  };
  const heading = title(frame, input, titleBox, {
    size: type.title * 0.9,
    align: "middle",
    verticalAlign: "top",
  });
  const text = paragraph(
    frame,
    "body",
    input.body,
    below(heading, titleBox, gutter, region.y + region.height),
    { align: "middle" },
  );
  return nodes([own.node, partner ? [cross, partner.node] : undefined, heading.node, text.node]);
}
