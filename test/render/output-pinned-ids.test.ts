// A background's id namespace is the hash of the canonical JSON of its settings and identity parts, whatever
// the route to it: the cached per-identity hash state must give namespaceOf's value for every identity in turn,
// also when identities share logos but differ in name or colours (a stale state would reuse another's ids).
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../src/catalog/identities/types.js";
import { backgroundNamespace } from "../../src/render/background/namespace.js";
import { templateNamespace } from "../../src/render/template/namespace.js";
import { namespaceOf } from "../../src/svg/index.js";
import { settingsOf } from "./fixtures.js";

const expected = (settings: ReturnType<typeof settingsOf>, identity: ResolvedIdentity) =>
  namespaceOf({
    settings,
    identity: {
      name: identity.name,
      gradient: identity.colors.gradient,
      logos: [identity.logos.light.dataUrl, identity.logos.dark.dataUrl],
    },
  });

describe("background id namespace", () => {
  it("is namespaceOf's value for each identity in turn, shared logos or not", () => {
    const identities = [
      resolveIdentity({ preset: "halden-rail" }),
      resolveIdentity({ preset: "halden-rail", name: "Halden Rail North" }),
      resolveIdentity({ preset: "halden-rail", ink: "#101820" }),
      resolveIdentity({ preset: "halden-rail" }),
      resolveIdentity({ preset: "tessel-labs" }),
      resolveIdentity({ preset: "custom", name: 'Ünïcode "quoted"\nname' }),
      resolveIdentity({ preset: "tessel-labs", paper: "#fefefe" }),
    ];
    const settings = [settingsOf({ style: "dither", colorA: "#123456" }), settingsOf({ angle: -12.5 })];
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const identity of identities) {
        for (const setting of settings) {
          const namespace = backgroundNamespace(setting, identity);
          expect(namespace).toBe(expected(setting, identity));
          seen.add(namespace);
        }
      }
    }
    // Distinct inputs, distinct namespaces (the repeated halden-rail gives the same ones again).
    expect(seen.size).toBe((identities.length - 1) * settings.length);
  });
});

describe("template id namespace", () => {
  it("is namespaceOf's value with and without a partner, whatever states were kept before", () => {
    const identities = [
      resolveIdentity({ preset: "halden-rail" }),
      resolveIdentity({ preset: "halden-rail", name: "Halden Rail North" }),
      resolveIdentity({ preset: "tessel-labs" }),
    ];
    const partnerLogo = identities[2]?.logos.light;
    if (!partnerLogo) throw new Error("no logo");
    const partners = [undefined, { logo: partnerLogo }, { logo: partnerLogo, name: 'Partner "Q"' }];
    const drawn = [{ title: "One" }, { title: "Two", body: "x\ny" }];
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const identity of identities) {
        for (const partner of partners) {
          for (const parts of drawn) {
            const namespace = templateNamespace(parts, identity, partner);
            expect(namespace).toBe(
              namespaceOf({ drawn: parts, identity: identity.name, logos: identity.logos, partner }),
            );
            seen.add(namespace);
          }
        }
      }
    }
    expect(seen.size).toBe(identities.length * partners.length * drawn.length);
  });
});
