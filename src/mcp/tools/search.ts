// search: the same ranked index as GET /api/search, over docs, materials, elements, identities and endpoints.
import { z } from "zod";
import { SEARCH_QUERY } from "../../contract/index.js";
import { docResourceUri } from "../docs-resources.js";
import { defineTool, jsonResult, READ_ONLY } from "../tool.js";

const { defaultLimit, maxLimit, maxQueryLength } = SEARCH_QUERY;

export const search = defineTool({
  name: "search",
  description: "Ranked search of the docs and catalogs; a doc hit names its marque://docs/ page.",
  input: z.strictObject({
    query: z.string().trim().min(1).max(maxQueryLength).describe("words to look for, e.g. dither grain"),
    limit: z.number().int().min(1).max(maxLimit).default(defaultLimit).describe("most results"),
  }),
  annotations: READ_ONLY,
  run: async ({ query, limit }, { docs }) =>
    jsonResult({
      query,
      results: docs.search(query, limit).map(({ type, id, title, snippet, url }) => ({
        type,
        id,
        title,
        snippet,
        ...(type === "doc" ? { resource: docResourceUri(id) } : { url }),
      })),
    }),
});
