// The Studio's export actions take one input each, declared in the contract: every place the docs write a
// call's fields (the tool-actions table, the Design Lab and Motion prose, the step lists) writes the same ones.
import { describe, expect, it } from "vitest";
import { designExportInputSchema, loopExportInputSchema } from "../../src/contract/index.js";
import { inputSignature } from "../../src/docs/blocks/studio.js";
import { loadDocs } from "../../src/docs/load.js";
import { packageRoot } from "../../src/server/package-root.js";

const { site } = loadDocs(packageRoot());

/** Every `{format…}` written within a few words after `action` anywhere in the docs. */
const signaturesOf = (action: string) =>
  [
    ...site.llmsFull.matchAll(
      new RegExp(`${action.replace(".", "\\.")}[^{\\n]{0,40}(\\{format[^}]*\\})`, "gu"),
    ),
  ].map((m) => m[1]);

describe("export inputs in the docs come from the contract", () => {
  it.each([
    ["design.export", inputSignature(designExportInputSchema)],
    ["animation.export", inputSignature(loopExportInputSchema)],
  ])("%s is written %s everywhere", (action, signature) => {
    const found = signaturesOf(action);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found)).toEqual(new Set([signature]));
  });

  it("design.export's input names its format, mode, download, base64 and still time", () => {
    expect(inputSignature(designExportInputSchema)).toBe("{format, mode?, download?, base64?, timeMs?}");
  });
});
