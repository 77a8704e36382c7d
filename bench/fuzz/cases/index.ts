// Every fuzz category and the arbitrary of its cases; weights set each category's share of N.
import type fc from "fast-check";
import type { FuzzCase, FuzzCategory } from "../case.js";
import { mediaTypeCases, utf8Cases } from "./bytes.js";
import { floodCases, pipelineCases } from "./connections.js";
import { deepCases, hugeCases, mutationCases, truncatedCases, validCases } from "./contract.js";
import { expectCases, oddRequestCases, trickleCases } from "./edge.js";
import { deepCssCases, loneSurrogateCases, renderBombCases, structureCases } from "./hardening.js";
import { dataUrlCases, svgCases } from "./images.js";

export { SLOW_CASES } from "./slow.js";

export const CATEGORY_CASES: readonly {
  category: FuzzCategory;
  weight: number;
  cases: fc.Arbitrary<FuzzCase>;
}[] = [
  { category: "valid", weight: 10, cases: validCases },
  { category: "types", weight: 10, cases: mutationCases("types", ["type"]) },
  { category: "bounds", weight: 10, cases: mutationCases("bounds", ["bounds"]) },
  { category: "enums", weight: 8, cases: mutationCases("enums", ["enum"]) },
  { category: "unknown keys", weight: 6, cases: mutationCases("unknown keys", ["unknown-key"]) },
  { category: "prototype keys", weight: 5, cases: mutationCases("prototype keys", ["prototype-key"]) },
  {
    category: "formats, refs, required",
    weight: 6,
    cases: mutationCases("formats, refs, required", ["format", "reference", "required", "applicability"]),
  },
  { category: "deep nesting", weight: 3, cases: deepCases },
  { category: "huge numbers, strings", weight: 2, cases: hugeCases },
  { category: "invalid UTF-8", weight: 6, cases: utf8Cases },
  { category: "media types", weight: 6, cases: mediaTypeCases },
  { category: "truncated JSON", weight: 6, cases: truncatedCases },
  { category: "data URLs", weight: 10, cases: dataUrlCases },
  { category: "SVGs", weight: 12, cases: svgCases },
  { category: "deep CSS", weight: 4, cases: deepCssCases },
  { category: "lone surrogates", weight: 4, cases: loneSurrogateCases },
  { category: "crafted image structures", weight: 5, cases: structureCases },
  { category: "SVG render bombs", weight: 3, cases: renderBombCases },
  { category: "chunked trickle", weight: 2, cases: trickleCases },
  { category: "expect", weight: 2, cases: expectCases },
  { category: "odd methods, headers", weight: 2, cases: oddRequestCases },
  { category: "pipelined, malformed tail", weight: 3, cases: pipelineCases },
  // Each flood holds a worker for the first-byte timeout: rare, yet a few per run.
  { category: "idle connection flood", weight: 1, cases: floodCases },
];
