// Identity names as wordmarks, over HTTP: a brand named in Japanese, Arabic, Greek, Cyrillic or Vietnamese gets
// a generated logo whose wordmark is the whole name drawn in type (outlined, no font needed), not the stroke
// alphabet's leftovers or an empty space; names the stroke alphabet draws whole keep it.
import { describe, expect, it } from "vitest";
import { rasterize } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** The identity's logo as a slide embeds it: the first SVG data URL in the document, decoded. */
async function logoOf(name: string, preset: "custom" | "template" = "custom") {
  const response = await server.post({
    kind: "template",
    template: "slides",
    identity: { preset, name, ink: "#102030" },
    title: "2026",
    output: "raw",
  });
  expect(response.status).toBe(200);
  const slide = await response.text();
  const base64 = /href="data:image\/svg\+xml;base64,([^"]+)"/u.exec(slide)?.[1];
  expect(base64).toBeDefined();
  return { slide, logo: Buffer.from(base64 ?? "", "base64").toString("utf8") };
}

/** Ink of the wordmark: dark pixels right of the 48-unit symbol and its gap, drawn at the logo's own size × 4. */
function wordmarkPixels(logo: string): { dark: number; signature: string } {
  const scaled = logo.replace(
    /width="([\d.]+)" height="48"/u,
    (_, w) => `width="${Number(w) * 4}" height="192"`,
  );
  const { width, height, pixels } = rasterize(scaled);
  let dark = 0;
  let signature = "";
  for (let y = 0; y < height; y += 2)
    for (let x = 62 * 4; x < width; x += 2) {
      const alpha = pixels[(y * width + x) * 4 + 3] ?? 0;
      if (alpha > 128) dark++;
      signature += alpha > 128 ? "1" : "0";
    }
  return { dark, signature };
}

/** The name with its characters (graphemes) in reverse order: rows of identical boxes would look the same. */
const reversed = (name: string) =>
  [...new Intl.Segmenter("und", { granularity: "grapheme" }).segment(name)]
    .map((part) => part.segment)
    .reverse()
    .join("");

describe("identity names as wordmarks over HTTP", () => {
  it.each(["東京銀行", "دبي القابضة", "Αθήνα", "Київ", "Hà Nội"])(
    "%s is set in type: ink, real glyphs, the name in the title",
    async (name) => {
      const { slide, logo } = await logoOf(name);
      expect(logo).toContain(`<title>${name}</title>`);
      // The slide still says the name in words somewhere assistive technology reads it.
      expect(slide).toContain(name);
      // Outlines only: the logo names no font and embeds nothing.
      expect(logo).not.toMatch(/<text|font-family|href=/u);
      const drawn = wordmarkPixels(logo);
      expect(drawn.dark).toBeGreaterThan(400);
      // Tofu or "?" for every character would draw the same row whatever the order; real glyphs do not.
      const other = wordmarkPixels((await logoOf(reversed(name))).logo);
      expect(other.signature).not.toBe(drawn.signature);
    },
  );

  it("sets the template identity's name too, and keeps the stroke alphabet for names it draws whole", async () => {
    const typeset = (await logoOf("Київ", "template")).logo;
    expect(typeset).toContain("<title>Київ</title>");
    expect(wordmarkPixels(typeset).dark).toBeGreaterThan(400);
    const stroked = (await logoOf("Acme Rockets", "template")).logo;
    expect(stroked).toContain('stroke-linecap="round"');
    expect(stroked).not.toContain("<title>");
  });
});
