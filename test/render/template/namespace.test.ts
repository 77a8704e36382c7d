// A template's id namespace is namespaceOf over what it draws, identity and partner — written in pieces with
// the logos' JSON kept, it must stay the very same eight hex digits, with a partner or without.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../../src/catalog/identities/resolve.js";
import { templateNamespace } from "../../../src/render/template/namespace.js";
import { namespaceOf } from "../../../src/svg/index.js";

describe("templateNamespace", () => {
  const halden = resolveIdentity({ preset: "halden-rail" });
  const tessel = resolveIdentity({ preset: "tessel-labs" });
  const drawn = { kind: "template", template: "partnership", title: "Ω “quoted” \u2028 line", body: "a\nb" };

  it.each([
    ["without a partner", halden, undefined],
    ["with a partner", halden, { logo: tessel.logos.light, name: "Tessel Labs" }],
    ["with a nameless partner", tessel, { logo: halden.logos.dark }],
  ] as const)("is namespaceOf's, %s", (_name, identity, partner) => {
    const expected = namespaceOf({ drawn, identity: identity.name, logos: identity.logos, partner });
    expect(templateNamespace(drawn, identity, partner)).toBe(expected);
    // Again, from the kept logos.
    expect(templateNamespace(drawn, identity, partner)).toBe(expected);
    expect(templateNamespace({ ...drawn, title: "other" }, identity, partner)).not.toBe(expected);
  });
});
