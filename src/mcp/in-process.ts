// The Engine of a process without a server (stdio, the CLI offline): renders and encodes on the spot.
import { DECK_MEDIA_TYPES, type DeckFormat, FILE_MEDIA_TYPES, type FileFormat } from "../contract/index.js";
import { renderDeck } from "../generate/deck.js";
import { validateDeckText } from "../generate/deck-validate.js";
import { filenameAs, fileRequestOf, svgText } from "../generate/file-request.js";
import { generate } from "../generate/generate.js";
import { validateGenerateRequest } from "../generate/validate.js";
import { encodeFile } from "../render/files/encode.js";
import { defaultFontBook } from "../render/text/node-fonts.js";
import type { ArtifactFile, DeckArtifact, Engine } from "./engine.js";

export class InProcessEngine implements Engine {
  async file(request: Readonly<Record<string, unknown>>, format: FileFormat): Promise<ArtifactFile> {
    const result = generate(validateGenerateRequest({ ...request, output: "raw" }), defaultFontBook());
    const { source } = result;
    if (!source) throw new Error(`a ${String(request.kind)} request has no image`);
    const bytes =
      format === "svg" ? Buffer.from(svgText(source)) : await encodeFile(fileRequestOf(source, format, 1));
    return {
      bytes,
      mimeType: FILE_MEDIA_TYPES[format],
      filename: filenameAs(source.filename, format),
      width: source.width,
      height: source.height,
      warnings: source.warnings,
    };
  }

  async deck(request: Readonly<Record<string, unknown>>, format: DeckFormat): Promise<DeckArtifact> {
    const file = await renderDeck(validateDeckText(JSON.stringify(request)), format, defaultFontBook());
    return { ...file, bytes: Buffer.from(file.bytes), mimeType: DECK_MEDIA_TYPES[format] };
  }

  async document(request: Readonly<Record<string, unknown>>): Promise<unknown> {
    return generate(validateGenerateRequest(request), defaultFontBook()).body;
  }
}
