// The issue's own tries, over HTTP: a Japanese slide title, an Arabic one, and a blog title mixing Greek,
// Cyrillic, Vietnamese and an emoji come back drawn — no warnings, the words in the label, ink where the
// title is — instead of rows of "?".
import { describe, expect, it } from "vitest";
import { rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

describe("world text over HTTP", () => {
  it.each([
    ["slides", "すべての列車が、すべての路線で時間どおりに到着します。"],
    ["slides", "كل قطار يصل في موعده على كل خط"],
    ["blog", "Αθήνα, Київ, Hà Nội: một mạng lưới 🚆"],
    // Presentation forms with marks whose base has no anchor for them: fontkit threw on these (a 500).
    ["slides", "ﲒݪࢪ ۛݻࣧػڥﳉ"],
  ])("a %s title %s is drawn, with no warning", async (template, title) => {
    const response = await server.post({
      kind: "template",
      template,
      identity: { preset: "halden-rail" },
      title,
      body: "2026",
      output: "raw",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-marque-warnings")).toBeNull();
    const svg = await response.text();
    expect(svg).toContain(`aria-label="${title}"`);
    // Every glyph is an outline: the document names no font.
    expect(svg).not.toMatch(/font-family|<text/u);
    const image = rasterize(svg);
    let dark = 0;
    for (let i = 0; i < image.pixels.length; i += 4) if ((image.pixels[i] ?? 255) < 80) dark++;
    expect(dark).toBeGreaterThan(5000);
  });
});
