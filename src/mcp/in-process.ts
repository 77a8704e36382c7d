// The Engine of a process without a server (stdio, the CLI offline): renders and encodes on the spot.
import { FILE_EXTENSIONS, FILE_MEDIA_TYPES, type FileFormat } from "../contract/index.js";
import { generate } from "../generate/generate.js";
import { validateGenerateRequest } from "../generate/validate.js";
import { encodeFile } from "../render/files/encode.js";
import { svgTitle } from "../render/files/svg-title.js";
import type { TextPieces } from "../render/svg/index.js";
import { defaultFontBook } from "../render/text/node-fonts.js";
import type { ArtifactFile, Engine } from "./engine.js";

const textOf = (svg: string | TextPieces) => (typeof svg === "string" ? svg : svg.pieces.join(""));

export class InProcessEngine implements Engine {
  async file(request: Readonly<Record<string, unknown>>, format: FileFormat): Promise<ArtifactFile> {
    const result = generate(validateGenerateRequest({ ...request, output: "raw" }), defaultFontBook());
    const { source } = result;
    if (!source) throw new Error(`a ${String(request.kind)} request has no image`);
    const svg = textOf(source.svg);
    const stem = source.filename.replace(/\.svg$/u, "");
    const bytes =
      format === "svg"
        ? Buffer.from(svg)
        : await encodeFile({
            svg,
            format,
            scale: 1,
            width: source.width,
            height: source.height,
            title: svgTitle(svg),
            author: source.author,
          });
    return {
      bytes,
      mimeType: FILE_MEDIA_TYPES[format],
      filename: `${stem}.${FILE_EXTENSIONS[format]}`,
      width: source.width,
      height: source.height,
      warnings: source.warnings,
    };
  }

  async document(request: Readonly<Record<string, unknown>>): Promise<unknown> {
    return generate(validateGenerateRequest(request), defaultFontBook()).body;
  }
}
