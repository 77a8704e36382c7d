// The document root every renderer returns: sized, accessible (`role="img"`, title, desc), self-contained.
import { fmtList } from "./format.js";
import type { IdScope } from "./ids.js";
import { type Child, el, type Markup } from "./markup.js";

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

/**
 * A document's text: `toString()` gives it whole (and `JSON.stringify` writes it as a string); `pieces` give
 * it as Latin-1 markup and the caller's wider text by turns (Markup's pieces), for writing it out as UTF-8
 * without making the whole of it two bytes a character first.
 */
export class SvgText {
  readonly pieces: readonly string[];
  readonly #markup: Markup;

  constructor(markup: Markup) {
    this.#markup = markup;
    this.pieces = markup.pieces ?? [markup.svg];
  }

  toString(): string {
    return this.#markup.svg;
  }

  toJSON(): string {
    return this.#markup.svg;
  }
}

/** Serializes a complete SVG document around `children`. */
export function svgDocument(
  { width, height, title, description, ids }: SvgDocumentOptions,
  children: Child,
): SvgText {
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
  return new SvgText(markup);
}
