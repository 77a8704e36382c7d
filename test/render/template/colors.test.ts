// A template's colours are worked out once per preset and texture, then answered again: the answer must be
// the one a fresh resolution gives, whatever was asked before, and the warnings array the caller's own.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../../src/catalog/identities/resolve.js";
import { IDENTITY_PRESETS, TEXTURES } from "../../../src/contract/index.js";
import { resolveColors } from "../../../src/render/template/colors.js";

describe("resolveColors", () => {
  it.each(IDENTITY_PRESETS)("answers %s's colours again as a fresh resolution gives them", (preset) => {
    const identity = resolveIdentity({ preset });
    for (const texture of TEXTURES) {
      // A copy is another identity to the kept answers: resolved from scratch.
      const fresh = resolveColors({ texture }, structuredClone(identity));
      expect(resolveColors({ texture }, identity)).toEqual(fresh);
      expect(resolveColors({ texture }, identity)).toEqual(fresh);
    }
  });

  it("tells apart requests that override colours from those that do not", () => {
    const identity = resolveIdentity({ preset: "halden-rail" });
    const plain = resolveColors({ texture: "white" }, identity);
    const grey = resolveColors({ texture: "white", foreground: "#eeeeee" }, identity);
    expect(grey.colors.ink).toBe("#eeeeee");
    expect(grey.warnings).toEqual([expect.objectContaining({ code: "low_contrast", field: "foreground" })]);
    const dark = resolveColors({ texture: "white", background: "#101010" }, identity);
    expect(dark.colors.ground).toBe("#101010");
    expect(dark.colors.dark).toBe(true);
    expect(resolveColors({ texture: "white" }, identity)).toEqual(plain);
    expect(plain.warnings).toEqual([]);
  });

  it("gives every caller a warnings array of its own and colours nobody can change", () => {
    const identity = resolveIdentity({ preset: "tessel-labs" });
    const first = resolveColors({ texture: "dark" }, identity);
    first.warnings.push({ code: "text_truncated", field: "title", message: "added by a template" });
    expect(resolveColors({ texture: "dark" }, identity).warnings).toEqual([]);
    expect(Object.isFrozen(first.colors)).toBe(true);
  });
});
