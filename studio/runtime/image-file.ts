// An image file a person or a script hands the Studio, as the data URL tools keep: the bytes are checked by the
// contract (type read from the bytes, size, raster structure, SVG sanitizer), or refused naming the field.
import { ApiError } from "../../src/contract/api-error.js";
import { type Issue, imageDataUrlOfBytes, imageSizeProblem } from "../../src/contract/index.js";
import { StudioError } from "./errors.js";

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
