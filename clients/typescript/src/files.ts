// A file the API answers (an image, a PDF, a PPTX, an export): its bytes, media type and name, read from a
// response's body and headers.
import { MarqueError } from "./errors.js";

export interface Warning {
  readonly code: string;
  /** The dotted path of the field the warning is about. */
  readonly field: string;
}

export interface MarqueFile {
  readonly bytes: Uint8Array;
  /** The media type without parameters, e.g. `image/png`. */
  readonly mimeType: string;
  /** The name the server gives it (Content-Disposition), e.g. `tessel-labs-background-1200x630.png`. */
  readonly filename: string;
  /** The renderer's warnings (X-Marque-Warnings): text that did not fit, a colour pair of low contrast. */
  readonly warnings: readonly Warning[];
}

/** A raw SVG: the same, as text. */
export interface MarqueSvg extends Omit<MarqueFile, "bytes"> {
  readonly text: string;
}

/** The filename of a Content-Disposition header (`inline; filename="x.svg"`); empty when none. */
export function filenameOf(disposition: string | null): string {
  return /filename="([^"]*)"/u.exec(disposition ?? "")?.[1] ?? "";
}

/** X-Marque-Warnings: `code=field` pairs, comma-separated. */
export function warningsOf(header: string | null): Warning[] {
  if (!header) return [];
  return header.split(",").flatMap((pair) => {
    const [code, field] = pair.trim().split("=");
    return code && field !== undefined ? [{ code, field }] : [];
  });
}

const described = (response: Response) => ({
  mimeType: (response.headers.get("content-type") ?? "application/octet-stream").split(";")[0]?.trim() ?? "",
  filename: filenameOf(response.headers.get("content-disposition")),
  warnings: warningsOf(response.headers.get("x-marque-warnings")),
});

/** An openapi-fetch answer read with `parseAs: "stream"`: a refusal's body is already parsed as `error`. */
interface StreamedAnswer {
  response: Response;
  error?: unknown;
}

/** The file of a successful answer; a refusal throws its MarqueError. */
export async function fileOf({ response, error }: StreamedAnswer): Promise<MarqueFile> {
  if (!response.ok) throw new MarqueError(response.status, error);
  return { ...described(response), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The SVG text of a successful answer; a refusal throws its MarqueError. */
export async function svgOf({ response, error }: StreamedAnswer): Promise<MarqueSvg> {
  if (!response.ok) throw new MarqueError(response.status, error);
  return { ...described(response), text: await response.text() };
}
