// The document root every renderer returns: sized, accessible (`role="img"`, title, desc), self-contained.
import { fmtList } from "./format.js";
import type { IdScope } from "./ids.js";
import { type Child, el, textOf } from "./markup.js";
import type { TextPieces } from "./text-pieces.js";

export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
export const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";

export interface SvgDocumentOptions {
  width: number;
  height: number;
  /** Accessible name, written as `<title>`. */
  title: string;
  /** Accessible description, written as `<desc>`. */
  description: string;
  ids: IdScope;
}

/** Serializes a complete SVG document around `children`, in Markup's pieces (see TextPieces). */
export function svgDocument(
  { width, height, title, description, ids }: SvgDocumentOptions,
  children: Child,
): TextPieces {
  const titleId = ids.ref("title").id;
  const descId = ids.ref("desc").id;
  const markup = el(
    "svg",
    {
      xmlns: SVG_NAMESPACE,
      "xmlns:xlink": XLINK_NAMESPACE,
      width,
      height,
      viewBox: fmtList([0, 0, width, height]),
      role: "img",
      "aria-labelledby": titleId,
      "aria-describedby": descId,
    },
    [el("title", { id: titleId }, title), el("desc", { id: descId }, description), children],
  );
  return textOf(markup);
}
