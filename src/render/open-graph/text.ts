// An Open Graph image's type, measured and placed (numbers and laid-out blocks, no markup): the subtitle keeps
// its size, the title takes the room left between the logo and the URL line and shrinks into it (wrapped and
// balanced first, cut with "…" only when even its smallest size cannot hold it), and the two are centred in
// their room together; the URL sets in one line of the mono face.
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import type { FontBook } from "../text/book.js";
import { layoutText, type TextBlock } from "../text/layout.js";
import type { OpenGraphCopy } from "./copy.js";
import type { Box, OpenGraphLayoutBoxes } from "./layout.js";

export interface OpenGraphText {
  readonly title: TextBlock;
  readonly subtitle: TextBlock | undefined;
  /** How far down the title and subtitle move to sit centred in their room. */
  readonly shift: number;
  readonly url: TextBlock;
  /** How far right the URL line moves to make room for the dot before it. */
  readonly urlShift: number;
}

/** The blocks of `copy` in `boxes`. */
export function setOpenGraphText(
  identity: ResolvedIdentity,
  fonts: FontBook,
  boxes: OpenGraphLayoutBoxes,
  copy: OpenGraphCopy,
): OpenGraphText {
  const { text, align, sizes } = boxes;
  const block = (
    value: string,
    role: "display" | "body",
    size: number,
    min: number,
    lines: number,
    box: Box,
  ) =>
    layoutText(fonts, {
      text: value,
      role: identity.typography[role],
      box,
      size,
      minSize: min,
      lineHeight: role === "display" ? 1.08 : 1.3,
      maxLines: lines,
      align,
      alignFor: "ltr",
      verticalAlign: "top",
      letterSpacing: role === "display" ? -0.015 : 0,
      balance: true,
    });
  const gap = Math.round(sizes.subtitle * 0.9);
  const subRoom = Math.min(text.height / 2, sizes.subtitle * 1.3 * boxes.subtitleLines + sizes.subtitle);
  const sub = (y: number) =>
    copy.subtitle === undefined
      ? undefined
      : block(copy.subtitle, "body", sizes.subtitle, sizes.subtitle * 0.8, boxes.subtitleLines, {
          ...text,
          y,
          height: subRoom,
        });
  const measured = sub(0);
  const subHeight = measured ? measured.bounds.height + gap : 0;
  const title = block(copy.title, "display", sizes.title, sizes.titleMin, boxes.titleLines, {
    ...text,
    height: text.height - subHeight,
  });
  const titleBottom = title.bounds.y + title.bounds.height;
  const subtitle = sub(titleBottom + gap);
  const inkBottom = subtitle ? subtitle.bounds.y + subtitle.bounds.height : titleBottom;
  const shift = (2 * text.y + text.height - title.bounds.y - inkBottom) / 2;
  const url = layoutText(fonts, {
    text: copy.url,
    role: identity.typography.mono,
    box: {
      x: text.x,
      y: boxes.urlBaseline - sizes.url * 1.6,
      width: text.width - sizes.url,
      height: sizes.url * 2,
    },
    size: sizes.url,
    minSize: sizes.url * 0.75,
    maxLines: 1,
    align,
    alignFor: "ltr",
    verticalAlign: "bottom",
  });
  return { title, subtitle, shift, url, urlShift: align === "middle" ? sizes.url * 0.45 : sizes.url };
}
