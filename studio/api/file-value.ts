// A file for a file control, from the inspector's file field, a drop, or set(label, File): one path, so a
// File a script builds is accepted or refused exactly as a person's upload is. The bytes are checked by the
// contract (type read from the bytes, size, raster structure, SVG sanitizer) and the control receives the
// image's data URL, which its tool's validator checks as any data URL.

import { ApiError } from "../../src/contract/api-error.js";
import { type Issue, imageDataUrlOfBytes, imageSizeProblem } from "../../src/contract/index.js";
import type { Control } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";

/** What the refusal says it received: the file's name, size and declared type (never its bytes). */
const described = (file: Blob): string =>
  `${file instanceof File ? `file ${JSON.stringify(file.name)}, ` : "Blob, "}${file.size} bytes${file.type ? `, ${file.type}` : ""}`;

/** The image data URL of `file`, or a StudioError naming `field` with why the file is refused. */
export async function fileDataUrl(file: Blob, field: string): Promise<string> {
  const refuse = (message: string): never => {
    const issue: Issue = { code: "invalid_data_url", field, message, received: described(file) };
    throw new StudioError(ApiError.invalid([issue]));
  };
  // A file far too large is refused before it is read.
  const tooLarge = imageSizeProblem(file.size);
  if (tooLarge) refuse(tooLarge);
  const inspection = imageDataUrlOfBytes(new Uint8Array(await file.arrayBuffer()));
  return inspection.ok ? inspection.dataUrl : refuse(inspection.problem);
}

/** The value a control commits: a File or Blob for a file control becomes its image's data URL. */
export function committedValue(control: Control, value: unknown): Promise<unknown> | unknown {
  // A field that names the types it accepts reads the File itself (fonts).
  if (control.kind === "file" && control.accept === undefined && value instanceof Blob)
    return fileDataUrl(value, control.path ?? control.label);
  return value;
}
