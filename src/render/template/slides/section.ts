// section: a divider — the section number in the accent colour, the title, a line of description.
import { SECTION_NUMBER } from "../grammar.js";
import { nodes } from "../scene/nodes.js";
import { placeText } from "../text.js";
import { below, paragraph, type SlideLayoutRenderer, title } from "./common.js";

export const sectionLayout: SlideLayoutRenderer = (frame, input, region) => {
  const [first, ...rest] = input.lines;
  const numbered = first !== undefined && SECTION_NUMBER.test(first);
  const column = frame.column(0, 10);
  const numberBox = {
    x: column.x,
    y: region.y + region.height * 0.12,
    width: column.width,
    height: frame.type.hero * 1.2,
  };
  const number = numbered
    ? placeText(frame, "body.0", first, numberBox, {
        role: "display",
        size: frame.type.hero,
        minSize: frame.type.title,
        maxLines: 1,
        fill: frame.colors.accent,
      })
    : undefined;
  const titleTop = numbered ? numberBox.y + numberBox.height + frame.gutter : region.y + region.height * 0.3;
  const titleBox = {
    x: column.x,
    y: titleTop,
    width: column.width,
    height: region.y + region.height * 0.78 - titleTop,
  };
  const heading = title(frame, input, titleBox, { size: frame.type.hero });
  const description = (numbered ? rest : input.lines).join("\n");
  const text = paragraph(
    frame,
    "body",
    description,
    below(heading, { ...titleBox, width: frame.column(0, 8).width }, frame.gutter, region.y + region.height),
  );
  return nodes([number?.node, heading.node, text.node]);
};
