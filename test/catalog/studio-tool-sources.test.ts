// Which tool reads a source document, from the catalog's declarations alone: every tool's documents reach it
// from every tool, a document without a kind stays with the active tool, and a document no tool reads is one
// issue that names every tool's documents.
import { describe, expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { documentKind, documentSchema, routeSource } from "../../src/catalog/studio-tools/route.js";
import { MAX_ERROR_MESSAGE_CHARACTERS } from "../../src/contract/index.js";
import { openApiDocument } from "../../src/discovery/openapi.js";

/** The smallest document that says it is `tool`'s: its kind, the field that names it, each version. */
const documentsOf = (tool: (typeof STUDIO_TOOLS)[number]): Record<string, unknown>[] => {
  const kind = documentKind(tool);
  if (kind === undefined) return [];
  const named = tool.source?.match ? { [tool.source.match.field]: tool.source.match.value } : {};
  return (tool.source?.versions ?? [undefined]).map((version) => ({
    kind,
    ...named,
    ...(version === undefined ? {} : { version }),
  }));
};

describe("the Studio catalog's source documents", () => {
  it("sends every tool's documents to it from every tool", () => {
    for (const target of STUDIO_TOOLS)
      for (const document of documentsOf(target))
        for (const active of STUDIO_TOOLS)
          expect(routeSource(document, active.id), `${JSON.stringify(document)} in ${active.id}`).toEqual({
            tool: target.id,
          });
  });

  it("sends the Design Lab both the version 3 source POST /api/generate answers and its own version 4", () => {
    expect(STUDIO_TOOLS.find((tool) => tool.id === "material")?.source?.versions).toEqual([3, 4]);
  });

  it("leaves a document without a kind to the active tool (an identity; a tool's own source may omit it)", () => {
    for (const active of STUDIO_TOOLS)
      expect(routeSource({ preset: "starter" }, active.id)).toEqual({ tool: active.id });
  });

  it("keeps a template without its template name in a template tool, and asks for it elsewhere", () => {
    expect(routeSource({ kind: "template" }, "blog")).toEqual({ tool: "blog" });
    const route = routeSource({ kind: "template" }, "identity");
    expect(route).toMatchObject({ refused: { code: "required", field: "template" } });
  });

  it("refuses a kind no tool reads with one issue naming every tool and its documents", () => {
    for (const kind of ["banana", 4, "design-sequence"]) {
      const route = routeSource({ kind }, "identity");
      if (!("refused" in route)) throw new Error(`${kind} was routed`);
      expect(route.refused).toMatchObject({ code: "invalid_enum", field: "kind" });
      const named = route.refused.message.split("Tools by kind: ")[1] ?? "";
      const ids = named.split(/[:;,.]/u).map((part) => part.trim());
      for (const tool of STUDIO_TOOLS) expect(ids).toContain(tool.id);
      // Whole, within the error body's bound: a longer message would be cut, dropping the last tools.
      expect(route.refused.message.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_CHARACTERS);
    }
    const request = routeSource({ kind: "design-sequence" }, "material");
    expect("refused" in request && request.refused.message).toContain("response.document");
  });

  it("names, for every tool's documents, the schema GET /openapi.json publishes for them", () => {
    const published = Object.keys(openApiDocument.components.schemas);
    for (const tool of STUDIO_TOOLS) {
      if (tool.id === "identity") expect(tool.schema).toBeUndefined();
      else expect(published, tool.id).toContain(tool.schema);
      expect(documentSchema(tool), tool.id).toContain(tool.schema ?? "GET /api/generate");
    }
    const lab = STUDIO_TOOLS.find((tool) => tool.id === "material");
    expect(lab && documentSchema(lab)).toBe(
      "the Design Lab document schema (kind design-lab, version 3 or 4): GET /openapi.json, components.schemas.DesignLabDocument; version 3: components.schemas.DesignSequenceResponse, its document",
    );
  });
});
