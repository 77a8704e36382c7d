// Which deliverables come over HTTP as the file itself: a background's or template's SVG, or that SVG drawn as
// PNG or JPEG, or set as PDF. Motion (GIF, MP4) is exported in the Studio; HTML, ICO and print are not Marque's.
import { FILE_EXTENSIONS, type FileFormat } from "../../contract/index.js";
import type { ElementFormat, ElementRecord } from "./types.js";

const HTTP_FILES: Partial<Record<ElementFormat, FileFormat>> = {
  SVG: "svg",
  PNG: "png",
  JPG: "jpeg",
  PDF: "pdf",
};

/** The file the element comes as over HTTP, when its request is a background or a template. */
export function httpFileOf(element: ElementRecord): FileFormat | undefined {
  const kind = element.generation?.kind;
  return kind === "background" || kind === "template" ? HTTP_FILES[element.format] : undefined;
}

/** Where the ready request is POSTed to be answered the file in `format`. */
export const generatePathFor = (format: FileFormat): string =>
  format === "svg" ? "/api/generate" : `/api/generate?format=${FILE_EXTENSIONS[format]}`;
