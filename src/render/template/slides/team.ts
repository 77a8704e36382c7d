// team: the title over a grid of people — an initials disc in the accent colour, the name, the role.
// The people take the space the title leaves: each arrangement is measured first (disc above the text,
// then smaller, then the disc beside the text), and the first one in which every name and role fits whole
// is drawn. Only when none fits is text shortened, and then the response says so.
import type { Box, Frame } from "../frame.js";
import { parseLabelled } from "../grammar.js";
import { circle, nodes } from "../scene/nodes.js";
import { type Measured, measureText, placeText } from "../text.js";
import { below, columnsOf, limit, type SlideLayoutRenderer, slideHeading } from "./common.js";

/** People on one row before the grid takes two rows. */
const ONE_ROW = 4;
const NAME_LINES = 2;
/** A role may take this many lines before the arrangement counts as not fitting. */
const ROLE_LINES = 4;

const letters = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The first `count` user-perceived characters of a word: a Devanagari letter keeps its marks, an emoji its
 * sequence. Characters below U+0300 followed by another are whole by themselves (no mark or joiner is that
 * low), so most names need no segmenter.
 */
function firstCharacters(word: string, count: number): string[] {
  const simple = (i: number) => word.charCodeAt(i) < 0x300 && !(word.charCodeAt(i + 1) >= 0x300);
  if (simple(0) && (count === 1 || word.length < 2 || simple(1))) return [...word.slice(0, count)];
  return [...letters.segment(word)].slice(0, count).map((s) => s.segment);
}

/** `Ada Lovelace` → `AL`; one name → its first two letters. */
export const initials = (name: string): string => {
  const words = name.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  const picked =
    words.length > 1
      ? [words[0], words[words.length - 1]].map((w) => firstCharacters(w ?? "", 1)[0] ?? "")
      : firstCharacters(words[0] ?? "", 2);
  return picked.join("").toUpperCase();
};

/** How a person is drawn: the disc above the text (stacked) or beside it (inline), and the sizes. */
interface Arrangement {
  inline: boolean;
  radius: number;
  nameSize: number;
  roleSize: number;
}

interface Person {
  name: string;
  role: string | undefined;
}

/** A person measured in one arrangement: the text's parts and the item's whole height. */
interface Sized {
  name: Measured;
  role: Measured;
  textHeight: number;
  height: number;
}

/** Largest first: the stacked look at full size, shrinking; then the disc beside the text, shrinking. */
function arrangements(frame: Frame): Arrangement[] {
  const { type } = frame;
  const roleFloor = Math.round(type.small * 0.8);
  const sized = (inline: boolean, disc: number, text: number): Arrangement => ({
    inline,
    radius: type.hero * disc,
    nameSize: Math.max(type.minBody, Math.round(type.body * text)),
    roleSize: Math.max(roleFloor, Math.round(type.small * text)),
  });
  return [
    sized(false, 0.45, 1),
    sized(false, 0.4, 0.9),
    sized(false, 0.34, 0.8),
    sized(true, 0.3, 0.9),
    sized(true, 0.26, 0.8),
    sized(true, 0.22, 0.7),
  ];
}

/** Gaps between the parts of an item: disc to name (stacked), disc to text (inline), name to role. */
const gaps = (frame: Frame) => ({
  disc: frame.gutter * 0.7,
  beside: frame.gutter * 0.6,
  role: frame.gutter * 0.35,
});

function measurePerson(frame: Frame, person: Person, arrangement: Arrangement, width: number): Sized {
  const gap = gaps(frame);
  const textWidth = arrangement.inline ? width - arrangement.radius * 2 - gap.beside : width;
  const name = measureText(frame, person.name, textWidth, {
    role: "display",
    size: arrangement.nameSize,
    lineHeight: 1.2,
    maxLines: NAME_LINES,
  });
  const role = measureText(frame, person.role ?? "", textWidth, {
    role: "body",
    size: arrangement.roleSize,
    lineHeight: 1.3,
    maxLines: ROLE_LINES,
  });
  const textHeight = name.height + (role.lines > 0 ? gap.role + role.height : 0);
  const disc = arrangement.radius * 2;
  const height = arrangement.inline ? Math.max(disc, textHeight) : disc + gap.disc + textHeight;
  return { name, role, textHeight, height };
}

interface Plan {
  arrangement: Arrangement;
  sized: Sized[];
  /** Height of each row: its tallest item. */
  rows: number[];
  fits: boolean;
}

/** The first arrangement in which everyone fits whole and the rows fit the space; else the smallest. */
function plan(frame: Frame, people: readonly Person[], perRow: number, space: Box): Plan {
  const width = columnsOf(space, perRow, frame.gutter)[0]?.width ?? space.width;
  const candidates = arrangements(frame);
  let last: Plan | undefined;
  for (const arrangement of candidates) {
    const sized = people.map((person) => measurePerson(frame, person, arrangement, width));
    const rows = Array.from({ length: Math.ceil(people.length / perRow) || 1 }, (_, row) =>
      Math.max(0, ...sized.slice(row * perRow, (row + 1) * perRow).map((s) => s.height)),
    );
    const total = rows.reduce((sum, height) => sum + height, 0) + frame.gutter * (rows.length - 1);
    const whole = sized.every((s) => s.name.fits && s.role.fits);
    last = { arrangement, sized, rows, fits: whole && total <= space.height };
    if (last.fits) return last;
  }
  return last as Plan;
}

export const teamLayout: SlideLayoutRenderer = (frame, input, region) => {
  const { colors } = frame;
  const gap = gaps(frame);
  const heading = slideHeading(frame, input, region);
  const people = limit(frame, input.lines, "team").map((line): Person => {
    const { head, detail } = parseLabelled(line);
    return { name: head, role: detail };
  });
  const perRow = people.length <= ONE_ROW ? Math.max(people.length, 1) : Math.ceil(people.length / 2);
  const space = below(heading, region, frame.gutter * 1.5);
  const { arrangement, sized, rows, fits } = plan(frame, people, perRow, space);
  // When nothing fits, the rows share the space evenly and the text shrinks or shortens inside them.
  const rowHeights = fits
    ? rows
    : rows.map(() => Math.max(0, (space.height - frame.gutter * (rows.length - 1)) / rows.length));
  const band = rowHeights.reduce((sum, height) => sum + height, 0) + frame.gutter * (rows.length - 1);
  let rowTop = space.y + Math.max(0, (space.height - band) / 2);
  const rowTops = rowHeights.map((height) => {
    const top = rowTop;
    rowTop += height + frame.gutter;
    return top;
  });
  const { radius, inline } = arrangement;
  return nodes([
    heading.node,
    people.map((person, i) => {
      const row = Math.floor(i / perRow);
      const top = rowTops[row] ?? space.y;
      const rowBottom = top + (rowHeights[row] ?? 0);
      const cell = columnsOf({ ...space, y: top, height: rowHeights[row] ?? 0 }, perRow, frame.gutter)[
        i % perRow
      ];
      const item = sized[i];
      if (!cell || !item) return undefined;
      // Inline, the disc and the text centre on each other; stacked, the text starts under the disc.
      const discTop = inline ? top + Math.max(0, (item.textHeight - radius * 2) / 2) : top;
      const text: Box = inline
        ? {
            x: cell.x + radius * 2 + gap.beside,
            y: top + Math.max(0, (radius * 2 - item.textHeight) / 2),
            width: cell.width - radius * 2 - gap.beside,
            height: 0,
          }
        : { x: cell.x, y: top + radius * 2 + gap.disc, width: cell.width, height: 0 };
      // Fitted boxes are the measured text plus a pixel; otherwise the text has what is left of its row.
      const nameBox = { ...text, height: fits ? item.name.height + 1 : Math.max(0, rowBottom - text.y) };
      const name = placeText(frame, `body.${i}`, person.name, nameBox, {
        role: "display",
        size: arrangement.nameSize,
        minSize: frame.type.minBody,
        lineHeight: 1.2,
        maxLines: NAME_LINES,
        verticalAlign: "top",
      });
      const roleArea = below(name, { ...text, height: rowBottom - text.y }, gap.role);
      const role = person.role
        ? placeText(
            frame,
            `body.${i}`,
            person.role,
            fits ? { ...roleArea, height: item.role.height + 1 } : roleArea,
            {
              role: "body",
              size: arrangement.roleSize,
              minSize: Math.round(frame.type.small * 0.8),
              lineHeight: 1.3,
              // Fitted, the role has its measured lines; otherwise as many as its row holds.
              ...(fits ? { maxLines: ROLE_LINES } : {}),
              fill: colors.muted,
              verticalAlign: "top",
            },
          )
        : undefined;
      const label = placeText(
        frame,
        `body.${i}.label`,
        initials(person.name),
        { x: cell.x, y: discTop, width: radius * 2, height: radius * 2 },
        {
          role: "display",
          size: radius * 0.8,
          maxLines: 1,
          align: "middle",
          verticalAlign: "middle",
          fill: colors.ground,
        },
      );
      return [
        circle({ cx: cell.x + radius, cy: discTop + radius, r: radius, fill: colors.accent }),
        label.node,
        name.node,
        role?.node,
      ];
    }),
  ]);
};
