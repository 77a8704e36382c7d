// The shared tool conformance suite (conformance-suite.ts), first half of its tools — and the check that every
// tool of the catalog and the registry is in the suite or says why not, so a new one cannot skip it silently.
import { describe, expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { TOOL_LOADERS } from "../../studio/tools/registry.js";
import { conformanceSuite } from "./conformance-suite.js";
import { CONFORMING, conformingHalf, NOT_YET } from "./conformance-tools.js";

describe("the tool conformance suite", () => {
  it("covers every tool in the catalog and the registry, or says why not", () => {
    const ids = STUDIO_TOOLS.map((tool) => tool.id);
    expect(Object.keys(TOOL_LOADERS).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect(CONFORMING.includes(id) || NOT_YET[id] !== undefined, `${id} is not in the suite`).toBe(true);
  });

  conformanceSuite(conformingHalf(0));
});
