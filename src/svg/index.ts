// The tiny SVG toolkit shared by every renderer: one element builder, number formatting, ids, the document root.
export { SVG_NAMESPACE, type SvgDocumentOptions, svgDocument, XLINK_NAMESPACE } from "./document.js";
export { compactText, escapeXml, fmt, fmtList, MAX_DECIMALS } from "./format.js";
export { canonicalJson, createIdScope, type IdRef, type IdScope, namespaceOf } from "./ids.js";
export {
  type Attrs,
  type AttrValue,
  BuiltText,
  type Child,
  el,
  fragment,
  type Markup,
  StopList,
} from "./markup.js";
export { PathData, path, roundTo } from "./path.js";
export { idTemplate } from "./template.js";
export { TextPieces } from "./text-pieces.js";
export { compose, matrix, rotate, scale, type Transform, translate } from "./transform.js";
