// A tool whose source document is a POST /api/generate body that makes an SVG (backgrounds, templates):
// it validates with the same contract, renders with the same renderer, and exports the same bytes. How it
// draws is the tool's own (`draw`), so a tool that sets no text never loads the type engine.
import { proofAssetById, resolveIdentity } from "../../src/catalog/identities/index.js";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import {
  type GenerateKind,
  type GenerateRequest,
  type IdentityInput,
  identitySchema,
  type JsonSchema,
  requestSchemas,
  toRequestJsonSchema,
} from "../../src/contract/index.js";
import { validateGenerateRequest } from "../../src/generate/validate.js";
import type { Control } from "../runtime/controls.js";
import { StudioError } from "../runtime/errors.js";
import { isObject, parseSource } from "../runtime/source.js";
import { documentSession } from "./document-session.js";
import { rasterize } from "./raster.js";
import { type FieldBinding, schemaControls, withValue } from "./schema-controls.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolContext } from "./types.js";

/** What a tool draws for a validated request: the SVG as POST /api/generate answers it raw, and its name. */
export interface Drawn {
  svg: string;
  filename: string;
}

export interface GeneratingToolOptions {
  id: string;
  kind: Extract<GenerateKind, "background" | "template">;
  /** The source a new user starts from (identity is added from the context). */
  initial: Record<string, unknown>;
  /** Fields the tool fixes (e.g. `template: "slides"`); a source that changes them is refused. */
  fixed: Record<string, unknown>;
  bindings(source: Record<string, unknown>): FieldBinding[];
  /** Controls beside the schema's fields (a size preset), listed first; `apply` validates a whole source. */
  extraControls?(
    source: Record<string, unknown>,
    apply: (next: Record<string, unknown>) => Promise<unknown>,
  ): Control[];
  /** Draws a validated raw request, as the server would. */
  draw(request: GenerateRequest, context: ToolContext): Promise<Drawn>;
}

/** A POST /api/generate body of the tool's kind, validated (its fields are the contract's). */
type Source = Record<string, unknown>;

const partnerIssue = (error: unknown): boolean =>
  error instanceof StudioError && error.body.error.issues.some((issue) => issue.field === "partnerId");

export async function createGeneratingTool(
  options: GeneratingToolOptions,
  context: ToolContext,
  saved: unknown,
): Promise<Tool> {
  const schema: JsonSchema = toRequestJsonSchema(requestSchemas[options.kind]);
  const normalize = (input: unknown): Record<string, unknown> => {
    const parsed = parseSource(input);
    try {
      // Not an object: the validator answers exactly as POST /api/generate does.
      if (!isObject(parsed)) return validateGenerateRequest(parsed) as never;
      for (const [field, value] of Object.entries(options.fixed)) {
        if (parsed[field] !== undefined && parsed[field] !== value) {
          throw StudioError.of(
            "invalid_request",
            `${field} must be ${JSON.stringify(value)} in the ${options.id} tool`,
            field,
          );
        }
      }
      // The Studio previews and exports SVG: a source that names no output asks for the raw artifact; one
      // that asks for the JSON envelope keeps it, so readSource gives back what was applied.
      const output = parsed.output ?? "raw";
      const candidate = { ...parsed, ...options.fixed, kind: options.kind, output };
      return validateGenerateRequest(candidate) as unknown as Record<string, unknown>;
    } catch (error) {
      throw StudioError.from(error);
    }
  };

  /**
   * A source made under another identity, fitted to the active one. The identity is shared by all tools, so
   * the active one wins; what only the old identity had (its partners) is dropped, with a note.
   */
  const reconcile = (candidate: Record<string, unknown>): Record<string, unknown> => {
    const identity = context.identity();
    const fitted: Record<string, unknown> = { ...candidate, identity };
    try {
      return normalize(fitted);
    } catch (error) {
      if (!partnerIssue(error) || typeof fitted.partnerId !== "string") throw error;
      const partner = fitted.partnerId;
      const { partnerId: _dropped, ...rest } = fitted;
      const before = isObject(candidate.identity) ? candidate.identity : undefined;
      const name = before ? partnerName(before as IdentityInput, partner) : partner;
      context.notify(
        `${name} is not a partner of ${identityName(identity)}, so ${toolName(options.id)} no longer names it as the partner.`,
      );
      return normalize(rest);
    }
  };

  const starter = () => ({ ...options.initial, identity: context.identity() });
  const session = documentSession<Source>(
    {
      read: (input) => ({ doc: normalize(input) }),
      fresh: () => normalize(starter()),
      // What was saved over the starter, so a source saved before a field existed still reads.
      restore: (saved) => ({ ...starter(), ...(isObject(saved) ? saved : {}) }),
      fit: reconcile,
      // The source's identity becomes the shared one as it is (a source may name none: it reads the shared).
      adopt(next) {
        if (next.identity !== undefined) context.setIdentity(next.identity as never);
        return next;
      },
      afresh: (reason) =>
        `The saved ${toolName(options.id)} source could not be used (${reason}), so the tool starts afresh.`,
    },
    context,
    saved,
  );
  const current = session.doc;
  const apply = session.apply;

  const draw = () =>
    options.draw(validateGenerateRequest({ ...current(), output: "raw" }) as GenerateRequest, context);

  return {
    id: options.id,
    exports: ["svg", "png", "jpg"],
    // The identity is shared across tools: the source always carries the active one.
    readSource: () => structuredClone(current()),
    applySource: apply,
    initialSource: () => normalize(starter()),
    controls(): Control[] {
      const now = current();
      return [
        ...(options.extraControls?.(now, apply) ?? []),
        ...schemaControls(schema, now, options.bindings(now), async (path, value) => {
          await apply(withValue(now, path, value));
        }),
      ];
    },
    async render(element) {
      const { svg } = await draw();
      element.innerHTML = svg;
    },
    async artifact(format): Promise<Artifact> {
      const { svg, filename } = await draw();
      const { width, height } = dimensions(svg);
      const blob =
        format === "svg"
          ? new Blob([svg], { type: MEDIA_TYPES.svg })
          : await rasterize(svg, width, height, format === "png" ? "image/png" : "image/jpeg");
      return {
        filename: format === "svg" ? filename : filename.replace(/\.svg$/u, `.${format}`),
        mimeType: MEDIA_TYPES[format],
        bytes: blob.size,
        width,
        height,
        blob,
      };
    },
  };
}

const toolName = (id: string) => STUDIO_TOOLS.find((tool) => tool.id === id)?.name ?? id;

function identityName(identity: IdentityInput): string {
  return resolveIdentity(identitySchema.parse(identity)).name;
}

/** A partner's name under the identity that had it, else its id in quotes. */
function partnerName(identity: IdentityInput, id: string): string {
  const parsed = identitySchema.safeParse(identity);
  const asset = parsed.success ? proofAssetById(resolveIdentity(parsed.data), id) : undefined;
  return asset ? asset.name : JSON.stringify(id);
}

/** The root element's width and height (every Marque SVG states them). */
function dimensions(svg: string): { width: number; height: number } {
  const match = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/u.exec(svg);
  return { width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0) };
}
