// A file for a file control, from the inspector's file field, a drop, or set(label, File): one path, so a
// File a script builds is accepted or refused exactly as a person's upload is. The control receives the image's
// data URL (studio/runtime/image-file.ts), which its tool's validator checks as any data URL.

import type { Control } from "../runtime/controls.js";
import { fileDataUrl } from "../runtime/image-file.js";

/** The value a control commits: a File or Blob for a file control becomes its image's data URL. */
export function committedValue(control: Control, value: unknown): Promise<unknown> | unknown {
  // A field that names the types it accepts reads the File itself (fonts).
  if (control.kind === "file" && control.accept === undefined && value instanceof Blob)
    return fileDataUrl(value, control.path ?? control.label);
  return value;
}
