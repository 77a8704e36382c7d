// The JSON envelope of an SVG artifact is written in pieces (the SVG's markup apart from a caller's wider
// text): it must be exactly the JSON JSON.stringify writes of the same envelope, and carry the raw SVG.
import { describe, expect, it } from "vitest";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateRequest } from "../../src/generate/validate.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { staticBody } from "../../src/server/static-response.js";

const fonts = defaultFontBook();

const TITLES = [
  "Plain words",
  'Quotes " and \\ backslashes, <tags> & ampersands',
  "Fleet renewal — 東京 “office” → Zürich",
  "Emoji 🚆 and 𝔘 beside each other: 🚆🚆",
  "Tabs\tand\nnewlines",
];

describe("the JSON envelope of an SVG", () => {
  it.each(TITLES)("is JSON.stringify's text of the envelope, with the raw SVG in it: %j", (title) => {
    for (const request of [
      { kind: "template", template: "slides", slideLayout: "agenda", title, body: `${title}\nNext — item` },
      { kind: "template", template: "blog", title },
      // With warnings, which follow the artifact.
      { kind: "template", template: "slides", slideLayout: "chart", title, body: "Jan 12\nFeb 3" },
      { kind: "background", settings: { width: 320, height: 200 } },
    ]) {
      const json = generate(validateGenerateRequest({ ...request, output: "json" }), fonts);
      const raw = generate(validateGenerateRequest({ ...request, output: "raw" }), fonts);
      const text = String(json.body);
      const envelope = JSON.parse(text);
      if (request.slideLayout === "chart")
        expect(envelope.warnings).toContainEqual(expect.objectContaining({ code: "no_data" }));
      expect(envelope.artifact.content).toBe(String(raw.body));
      expect(text).toBe(JSON.stringify(envelope));
      expect(staticBody(json.body).identity.body.equals(Buffer.from(text))).toBe(true);
    }
  });
});
