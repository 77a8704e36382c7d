// team: the title over a grid of people — an initials disc in the accent colour, the name, the role.
import { parseLabelled } from "../grammar.js";
import { centredGrid, discItem, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

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
  const { type } = frame;
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
      return discItem(frame, {
        field: `body.${i}`,
        x: cell.x,
        top: cell.y,
        width: cell.width,
        bottom: cell.y + cell.height,
        radius,
        label: initials(person.head),
        labelSize: radius * 0.8,
        head: person.head,
        headSize: type.body,
        detail: person.detail,
      });
    }),
  ];
};
