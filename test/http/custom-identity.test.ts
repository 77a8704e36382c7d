// Issue 26 item 5, the catalog and copy side: `custom` is listed in GET /api/identities with the defaults it
// fills in (its colours all from ink and paper, no website, its placeholder partner ids), its briefs never
// offer Marque's own boilerplate as copy, and its placeholder partner mark shows on light and dark grounds.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { distanceToHull } from "../render/colour-hull.js";
import { rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();
const IDENTITY = { preset: "custom", name: "Harbour Works", ink: "#0E3B43", paper: "#F4EFE6" };

describe("the custom identity", () => {
  it("is listed with the defaults it fills in", async () => {
    const { identities } = await (await fetch(`${server.url}/api/identities`)).json();
    const custom = identities.find((identity: { id: string }) => identity.id === "custom");
    expect(custom).toBeDefined();
    expect(custom.website).toBe("");
    const { ink, paper, gradient, semantic } = custom.colors;
    expect(semantic.accent).toBe(ink);
    for (const colour of [...gradient, semantic.muted]) {
      expect(distanceToHull(colour, [ink, paper, "#000000", "#FFFFFF"])).toBeLessThanOrEqual(2.5);
    }
    expect(custom.proofAssets.map((asset: { id: string }) => asset.id)).toEqual([
      "custom.partner.partner",
      "custom.customer.customer",
    ]);
  });

  it.each(ELEMENTS.map((element) => element.id))(
    "%s: the brief's copy is the caller's, not Marque's",
    async (elementId) => {
      const { status, json } = await server.postJson({
        kind: "element-brief",
        elementId,
        identity: IDENTITY,
      });
      expect(status).toBe(200);
      const offered = JSON.stringify([json.copy, json.request ?? {}]);
      for (const boilerplate of ["assembled from", "neutral defaults", "Marque", "custom-identity.example"]) {
        expect(offered).not.toContain(boilerplate);
      }
      expect(json.identity.website).toBe("");
      // The guidance names no colour the caller did not give (ink, paper and their mixes only).
      for (const hex of JSON.stringify(json.guidance).match(/#[0-9A-Fa-f]{6}\b/g) ?? []) {
        expect(
          distanceToHull(hex, [IDENTITY.ink, IDENTITY.paper, "#000000", "#FFFFFF"]),
          hex,
        ).toBeLessThanOrEqual(2.5);
      }
    },
  );

  it.each(["white", "dark"])("draws its placeholder partner visibly on the %s texture", async (texture) => {
    const response = await server.post({
      kind: "template",
      template: "partnership",
      texture,
      output: "raw",
      identity: IDENTITY,
      partnerId: "custom.partner.partner",
    });
    expect(response.status).toBe(200);
    const { width, height, pixels } = rasterize(await response.text());
    // The partner's mark sits right of centre in the top third; count pixels that differ from the ground.
    const ground = [pixels[0] ?? 0, pixels[1] ?? 0, pixels[2] ?? 0];
    let ink = 0;
    for (let y = Math.round(height * 0.15); y < Math.round(height * 0.4); y++)
      for (let x = Math.round(width * 0.55); x < Math.round(width * 0.75); x++) {
        const i = (y * width + x) * 4;
        const d = [0, 1, 2].reduce((sum, c) => sum + Math.abs((pixels[i + c] ?? 0) - (ground[c] ?? 0)), 0);
        if (d > 120) ink++;
      }
    expect(ink).toBeGreaterThan(2000);
  });
});
