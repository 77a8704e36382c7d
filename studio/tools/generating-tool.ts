// A tool whose source document is a POST /api/generate body that makes an SVG (backgrounds, templates):
// it validates with the same contract, renders with the same renderer, and exports the same bytes.
import {
  type GenerateKind,
  type JsonSchema,
  requestSchemas,
  toRequestJsonSchema,
} from "../../src/contract/index.js";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateRequest } from "../../src/generate/validate.js";
import type { FontBook } from "../../src/render/text/index.js";
import type { Control } from "../api/controls.js";
import { StudioError } from "../api/errors.js";
import { rasterize } from "./raster.js";
import { type FieldBinding, schemaControls, withValue } from "./schema-controls.js";
import type { Artifact, ExportFormat, Tool, ToolContext } from "./types.js";

export interface GeneratingToolOptions {
  id: string;
  kind: Extract<GenerateKind, "background" | "template">;
  /** The source a new user starts from (identity is added from the context). */
  initial: Record<string, unknown>;
  /** Fields the tool fixes (e.g. `template: "slides"`); a source that changes them is refused. */
  fixed: Record<string, unknown>;
  bindings(source: Record<string, unknown>): FieldBinding[];
}

/** The font book of artifacts without text. */
const NO_TEXT: FontBook = {
  face() {
    throw new Error("this artifact sets no text");
  },
};

const MEDIA: Record<ExportFormat, string> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg" };

const filenameOf = (disposition: string | undefined): string =>
  /filename="([^"]+)"/u.exec(disposition ?? "")?.[1] ?? "artifact.svg";

export async function createGeneratingTool(
  options: GeneratingToolOptions,
  context: ToolContext,
  saved: unknown,
): Promise<Tool> {
  const schema: JsonSchema = toRequestJsonSchema(requestSchemas[options.kind]);
  const normalize = (input: unknown): Record<string, unknown> => {
    let parsed = input;
    if (typeof input === "string") {
      try {
        parsed = JSON.parse(input);
      } catch (error) {
        throw StudioError.of(
          "invalid_json",
          `the source is not valid JSON: ${(error as Error).message}`,
          "source",
        );
      }
    }
    const body = { ...(parsed as Record<string, unknown>) };
    for (const [field, value] of Object.entries(options.fixed)) {
      if (body[field] !== undefined && body[field] !== value) {
        throw StudioError.of(
          "invalid_request",
          `${field} must be ${JSON.stringify(value)} in the ${options.id} tool`,
          field,
        );
      }
    }
    // The Studio's previews and exports are SVG: its source always asks for the raw artifact.
    const candidate = { ...body, ...options.fixed, kind: options.kind, output: "raw" };
    try {
      return validateGenerateRequest(candidate) as unknown as Record<string, unknown>;
    } catch (error) {
      throw StudioError.from(error);
    }
  };

  let source = normalize({
    ...options.initial,
    identity: context.identity(),
    ...(isObject(saved) ? saved : {}),
  });

  const render = async () => {
    // Only templates set type: backgrounds never wait for the type engine and its fonts.
    const fonts = options.kind === "template" ? await context.fonts() : NO_TEXT;
    const result = generate(validateGenerateRequest(source), fonts);
    return { svg: result.body as string, filename: filenameOf(result.headers["content-disposition"]) };
  };

  const apply = async (input: unknown) => {
    const next = normalize(input);
    if (next.identity !== undefined) context.setIdentity(next.identity as never);
    source = next;
    context.persist();
    return structuredClone(source);
  };

  return {
    id: options.id,
    exports: ["svg", "png", "jpg"],
    readSource: () => {
      // The identity is shared across tools: the source always carries the active one.
      source = { ...source, identity: context.identity() };
      return structuredClone(source);
    },
    applySource: apply,
    controls(): Control[] {
      return schemaControls(schema, source, options.bindings(source), async (path, value) => {
        await apply(withValue(source, path, value));
      });
    },
    async render(element) {
      source = { ...source, identity: context.identity() };
      const { svg } = await render();
      element.innerHTML = svg;
    },
    async artifact(format): Promise<Artifact> {
      const { svg, filename } = await render();
      const { width, height } = dimensions(svg);
      const blob =
        format === "svg"
          ? new Blob([svg], { type: MEDIA.svg })
          : await rasterize(svg, width, height, format === "png" ? "image/png" : "image/jpeg");
      return {
        filename: format === "svg" ? filename : filename.replace(/\.svg$/u, `.${format}`),
        mimeType: MEDIA[format],
        bytes: blob.size,
        width,
        height,
        blob,
      };
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The root element's width and height (every Marque SVG states them). */
function dimensions(svg: string): { width: number; height: number } {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/u.exec(svg);
  return { width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0) };
}
