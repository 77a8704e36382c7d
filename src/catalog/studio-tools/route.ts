// Which Studio tool reads a source document, decided by the document's own `kind` (and, for a kind several
// tools read, the field that names the tool's documents) against the catalog's declarations: applySource of a
// Design Lab document opens the Design Lab from any tool, and a document no tool reads is refused with one
// issue that says which documents the tools read.
import { GENERATE_KINDS, type Issue, RESOURCE_PATHS, SOURCE_DOCUMENT_VERSION } from "../../contract/index.js";
import { STUDIO_TOOLS, type StudioTool } from "./index.js";

/** The kind of a tool's documents: its declared one, else the request it generates; undefined: none. */
export const documentKind = (tool: StudioTool): string | undefined => tool.source?.kind ?? tool.generates;

/** "kind design-lab, version 3 or 4"; "an identity (no kind)". */
export function documentDescription(tool: StudioTool): string {
  const kind = documentKind(tool);
  if (kind === undefined) return "an identity (no kind)";
  const { match, versions } = tool.source ?? {};
  return [
    `kind ${kind}`,
    ...(match ? [`${match.field} ${match.value}`] : []),
    ...(versions ? [`version ${versions.join(" or ")}`] : []),
  ].join(", ");
}

/**
 * Where a tool's documents are defined, for a refusal: "the Design Lab document schema (kind design-lab,
 * version 3 or 4): GET /openapi.json, components.schemas.DesignLabDocument". An identity has no component of
 * its own: it is the `identity` of every request GET /api/generate describes.
 */
export function documentSchema(tool: StudioTool): string {
  const where = tool.schema
    ? `GET ${RESOURCE_PATHS.openapi}, components.schemas.${tool.schema}`
    : `the identity field of every request, GET ${RESOURCE_PATHS.generate}`;
  // The version 3 source the Design Lab also reads is the document a design-sequence request answers.
  const v3 = tool.source?.versions?.includes(SOURCE_DOCUMENT_VERSION)
    ? `; version ${SOURCE_DOCUMENT_VERSION}: components.schemas.DesignSequenceResponse, its document`
    : "";
  return `the ${tool.name} document schema (${documentDescription(tool)}): ${where}${v3}`;
}

/** "template", "design-lab v3/v4", "none" (an identity): the kind of a tool's documents in a few words. */
function documentTag(tool: StudioTool): string {
  const kind = documentKind(tool);
  if (kind === undefined) return "none";
  const { versions } = tool.source ?? {};
  return `${kind}${versions && versions.length > 1 ? ` v${versions.join("/v")}` : ""}`;
}

/**
 * Every kind with the tools that read it, for a refusal's message: tersely, so the message stays within the
 * error body's bound on messages as tools are added — the tools whose documents' kind is their own id listed
 * once, the others by kind. A tool whose documents a field tells apart (a template's) is named by that field's
 * value when it differs from the tool's id.
 */
function catalogOfDocuments(): string {
  const own: string[] = [];
  const byKind = new Map<string, string[]>();
  for (const tool of STUDIO_TOOLS) {
    const tag = documentTag(tool);
    if (tag === tool.id) {
      own.push(tool.id);
      continue;
    }
    const value = tool.source?.match?.value;
    const name = value === undefined || value === tool.id ? tool.id : `${tool.id} (${value})`;
    byKind.set(tag, [...(byKind.get(tag) ?? []), name]);
  }
  const kinds = [...byKind].map(([tag, tools]) => `${tag}: ${tools.join(", ")}`);
  return `Tools by kind: ${[...kinds, `each its own id: ${own.join(", ")}`].join("; ")}`;
}

/** The tool that reads `document`, or the one issue that says no tool does. */
export type SourceRoute = { tool: string } | { refused: Issue };

/**
 * The tool for `document` (a parsed object) while `active` is open. A document without a kind is the active
 * tool's to read (its own sources may leave the kind out); one whose kind a tool reads goes to that tool, the
 * active one first when several read it and the document does not say which.
 */
export function routeSource(document: Readonly<Record<string, unknown>>, active: string): SourceRoute {
  const { kind } = document;
  if (kind === undefined) return { tool: active };
  const readers = STUDIO_TOOLS.filter((tool) => documentKind(tool) === kind);
  if (readers.length === 0) return { refused: unknownKind(kind) };
  const named = readers.filter(
    ({ source }) => !source?.match || document[source.match.field] === source.match.value,
  );
  const [only] = named;
  if (named.length === 1 && only) return { tool: only.id };
  if (readers.some((tool) => tool.id === active)) return { tool: active };
  const field = readers.find((tool) => tool.source?.match)?.source?.match?.field ?? "kind";
  const values = readers.map((tool) => tool.source?.match?.value).filter((v) => v !== undefined);
  return {
    refused: {
      code: document[field] === undefined ? "required" : "invalid_enum",
      field,
      message: `a ${String(kind)} document names its tool by ${field}: one of ${values.join(", ")}. ${catalogOfDocuments()}`,
      expected: `one of: ${values.join(", ")}`,
    },
  };
}

function unknownKind(kind: unknown): Issue {
  const kinds = [...new Set(STUDIO_TOOLS.map(documentKind).filter((k) => k !== undefined))];
  // A request kind no tool reads (design-sequence) is POSTed; what the Studio reads is the document it answers.
  const request =
    typeof kind === "string" && (GENERATE_KINDS as readonly string[]).includes(kind)
      ? ` POST a ${kind} request to ${RESOURCE_PATHS.generate} and apply its response.document.`
      : "";
  return {
    code: "invalid_enum",
    field: "kind",
    message: `no Studio tool reads a document of kind ${JSON.stringify(kind)}.${request} ${catalogOfDocuments()}.`,
    expected: `one of: ${kinds.join(", ")}, or none (an identity)`,
    received: typeof kind === "string" ? JSON.stringify(kind).slice(0, 60) : typeof kind,
  };
}
