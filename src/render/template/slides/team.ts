// team: the title over a grid of people — an initials disc in the accent colour, the name, the role.
import { el } from "../../svg/index.js";
import { parseLabelled } from "../grammar.js";
import { placeText } from "../text.js";
import { below, centredGrid, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

const MAX_PEOPLE = 8;

/** `Ada Lovelace` → `AL`; one name → its first two letters. */
export const initials = (name: string): string => {
  const words = name.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  const letters =
    words.length > 1
      ? [words[0], words[words.length - 1]].map((w) => [...(w ?? "")][0] ?? "")
      : [...(words[0] ?? "")].slice(0, 2);
  return letters.join("").toUpperCase();
};

export const teamLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { type, colors, gutter } = frame;
  const heading = slideHeading(frame, input, region);
  const people = limit(frame, input.lines, MAX_PEOPLE, "people");
  // People sit in a band of their natural height, centred in the space under the title.
  const cells = centredGrid(frame, heading, region, people.length, 4, type.hero * 2.6);
  return [
    heading.markup,
    people.map((line, i) => {
      const cell = cells[i];
      if (!cell) return undefined;
      const person = parseLabelled(line);
      const radius = Math.min(cell.height * 0.3, type.hero * 0.45);
      const textTop = cell.y + radius * 2 + gutter * 0.6;
      const nameBox = { x: cell.x, y: textTop, width: cell.width, height: type.body * 2.6 };
      const name = placeText(frame, `body.${i}`, person.head, nameBox, {
        role: "display",
        size: type.body,
        minSize: type.minBody,
        lineHeight: 1.2,
        maxLines: 2,
        verticalAlign: "top",
      });
      return [
        el("circle", { cx: cell.x + radius, cy: cell.y + radius, r: radius, fill: colors.accent }),
        placeText(
          frame,
          `body.${i}.initials`,
          initials(person.head),
          { x: cell.x, y: cell.y, width: radius * 2, height: radius * 2 },
          {
            role: "display",
            size: radius * 0.8,
            maxLines: 1,
            align: "middle",
            verticalAlign: "middle",
            fill: colors.ground,
          },
        ).markup,
        name.markup,
        person.detail
          ? placeText(
              frame,
              `body.${i}`,
              person.detail,
              below(name, { ...nameBox, height: cell.y + cell.height - nameBox.y }, gutter * 0.3),
              {
                role: "body",
                size: type.small,
                minSize: type.small * 0.8,
                lineHeight: 1.3,
                fill: colors.muted,
                verticalAlign: "top",
              },
            ).markup
          : undefined,
      ];
    }),
  ];
};
