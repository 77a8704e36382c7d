// How the CLI gets a file for a request: in this process (offline), or from a running Marque (--server).

import { ApiError } from "../contract/api-error.js";
import type { FileFormat, RasterScale } from "../contract/index.js";
import { filenameAs, fileRequestOf, svgText } from "../generate/file-request.js";
import { generate } from "../generate/generate.js";
import { validateGenerateRequest } from "../generate/validate.js";
import { encodeFile, type FileRequest } from "../render/files/encode.js";
import { defaultFontBook } from "../render/text/node-fonts.js";

export interface Written {
  readonly bytes: Buffer;
  readonly filename: string;
}

export type Renderer = (
  request: Readonly<Record<string, unknown>>,
  format: FileFormat,
  scale: RasterScale,
) => Promise<Written>;

/** A refusal, failure or unreachable server, with the exit code it ends the command with. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** An ApiError as one line per issue, the way stderr reports it. */
export function refusalText(body: {
  error?: { code?: string; message?: string; issues?: { field: string; message: string }[] };
}): string {
  const { code = "error", message = "", issues = [] } = body.error ?? {};
  return [`${code}: ${message}`, ...issues.map((issue) => `  ${issue.field}: ${issue.message}`)].join("\n");
}

export const renderOffline: Renderer = async (request, format, scale) => {
  let result: ReturnType<typeof generate>;
  try {
    const svgKind = request.kind === "background" || request.kind === "template";
    result = generate(
      validateGenerateRequest(svgKind ? { ...request, output: "raw" } : request),
      defaultFontBook(),
    );
  } catch (error) {
    if (error instanceof ApiError) throw new CommandError(refusalText(error.toBody()), 1);
    throw error;
  }
  const { source } = result;
  if (!source) {
    const body = result.body as { filename?: string };
    return {
      bytes: Buffer.from(`${JSON.stringify(body, null, 2)}\n`),
      filename: body.filename ?? "marque.json",
    };
  }
  if (format === "svg") return { bytes: Buffer.from(svgText(source)), filename: source.filename };
  let file: FileRequest;
  try {
    file = fileRequestOf(source, format, scale);
  } catch (error) {
    if (error instanceof ApiError) throw new CommandError(refusalText(error.toBody()), 1);
    throw error;
  }
  const bytes = await encodeFile(file);
  return { bytes, filename: filenameAs(source.filename, format) };
};

/** POSTs to a running Marque's /api/generate; its refusals exit 1, a server out of reach exits 3. */
export const serverRenderer =
  (base: string): Renderer =>
  async (request, format, scale) => {
    const svgKind = request.kind === "background" || request.kind === "template";
    const url = new URL("/api/generate", base);
    if (svgKind) {
      url.searchParams.set("format", format);
      if (scale !== 1) url.searchParams.set("scale", String(scale));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(svgKind ? { ...request, output: "raw" } : request),
      });
    } catch (error) {
      throw new CommandError(
        `cannot reach ${base}: ${(error as Error).cause ?? (error as Error).message}`,
        3,
      );
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) {
      let text = `${response.status} ${response.statusText}`;
      try {
        text = refusalText(JSON.parse(bytes.toString("utf8")));
      } catch {}
      throw new CommandError(text, 1);
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const named = /filename="([^"]+)"/u.exec(disposition)?.[1];
    const body = svgKind ? undefined : (JSON.parse(bytes.toString("utf8")) as { filename?: string });
    return { bytes, filename: named ?? body?.filename ?? "marque.out" };
  };
