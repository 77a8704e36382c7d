// Issue 27.10: half a surrogate pair in any text field came out in the JSON envelope's SVG as \udXXX, which a
// strict XML reader refuses. Every free-text field of every kind gets one, through POST /api/generate; every
// SVG that comes back (and every SVG it embeds) must be strict XML, with U+FFFD where the half pair was.
import { describe, expect, it } from "vitest";
import { GENERATE_KINDS, type GenerateKind, SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { leaves, setAt } from "../support/schema-walk.js";
import { useServer } from "../support/server.js";
import { embeddedSvgs, expectStrictXml, forbiddenXmlChar } from "../support/strict-xml.js";

const server = useServer();

/** A high half, a letter, a low half, a letter, a whole pair: fits the shortest field (8 characters). */
const LONE = "\uD800a\uDC00b😀";

/** Free text: strings without an enum, a pattern, a format, a constant or a catalog reference. */
function textLeaves(kind: GenerateKind) {
  return leaves(kind).filter(({ node, label }) => {
    const text = node.type === "string" && !node.enum && !node.pattern && !node.format && !node.const;
    return text && !/DataUrl$|Id$/u.test(label);
  });
}

/** A request of `kind` with LONE in every text field (repeated as a list's lines where body reads lines). */
function withLoneSurrogates(kind: GenerateKind, base: Record<string, unknown>): Record<string, unknown> {
  let request = base;
  for (const leaf of textLeaves(kind)) {
    const value = leaf.label === "body" ? `${LONE}\n${LONE}: 42\n${LONE} — ${LONE}` : LONE;
    request = setAt(request, leaf.path, value);
  }
  return request;
}

const svgRequests: [string, Record<string, unknown>][] = [
  [
    "background",
    withLoneSurrogates("background", {
      kind: "background",
      identity: { preset: "custom" },
      settings: { width: 320, height: 180 },
    }),
  ],
  ...["blog", "partnership"].map((template): [string, Record<string, unknown>] => [
    template,
    withLoneSurrogates("template", { kind: "template", template, identity: { preset: "custom" } }),
  ]),
  ...SLIDE_LAYOUTS.map((slideLayout): [string, Record<string, unknown>] => [
    `slides ${slideLayout}`,
    withLoneSurrogates("template", {
      kind: "template",
      template: "slides",
      slideLayout,
      identity: { preset: "custom" },
    }),
  ]),
];

describe("lone surrogates in text fields", () => {
  it("reach every free-text field of every kind", () => {
    for (const kind of GENERATE_KINDS) expect(textLeaves(kind).length, kind).toBeGreaterThan(0);
    expect(textLeaves("template").map((leaf) => leaf.label)).toEqual(
      expect.arrayContaining(["identity.name", "title", "body"]),
    );
  });

  it.each(svgRequests)(
    "%s: the envelope's SVG is strict XML with U+FFFD for each half",
    async (_, request) => {
      const { status, json } = await server.postJson(request);
      expect(status).toBe(200);
      const content: string = json.artifact.content;
      expectStrictXml(content, "the artifact");
      // The text is drawn as outlines; it is written as characters in the accessible name (<title>, aria-label).
      expect(content).toContain("\uFFFDa\uFFFDb😀");
      for (const [i, svg] of embeddedSvgs(content).entries()) expectStrictXml(svg, `embedded SVG ${i}`);
    },
  );

  it("design-sequence and element-brief answers embed strict XML only", async () => {
    for (const base of [
      { kind: "design-sequence", identity: { preset: "custom" } },
      { kind: "element-brief", elementId: "letterhead", identity: { preset: "custom" } },
    ]) {
      const request = withLoneSurrogates(base.kind as GenerateKind, base);
      const response = await server.post(request);
      const text = await response.text();
      expect(response.status, text.slice(0, 300)).toBe(200);
      for (const [i, svg] of embeddedSvgs(text).entries()) expectStrictXml(svg, `${base.kind} SVG ${i}`);
    }
  });

  it("a raw answer is strict XML too", async () => {
    const [, request] = svgRequests.find(([name]) => name === "slides title") ?? [];
    const response = await server.post({ ...request, output: "raw" });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(forbiddenXmlChar(text)).toBeUndefined();
    expectStrictXml(text, "raw SVG");
  });
});
