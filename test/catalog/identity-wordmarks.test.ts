// Which wordmarks are drawn in strokes and which are set in type, and that a typeset logo is as safe as any.
import { describe, expect, it } from "vitest";
import { resolveIdentity, type WordmarkSetter } from "../../src/catalog/identities/index.js";
import {
  checkImageDataUrl,
  decodeImageDataUrl,
  type IdentityInput,
  identitySchema,
} from "../../src/contract/index.js";
import { textWordmark } from "../../src/render/text/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";

const setWordmark = textWordmark(defaultFontBook());
const svgOf = (dataUrl: string) => new TextDecoder().decode(decodeImageDataUrl(dataUrl)?.bytes);

/** Resolves with a setter that records what it was asked to set. */
function resolveRecording(input: IdentityInput) {
  const asked: string[] = [];
  const setter: WordmarkSetter = (text, style) => {
    asked.push(text);
    return setWordmark(text, style);
  };
  const identity = resolveIdentity(identitySchema.parse(input), { setWordmark: setter });
  return {
    identity,
    asked,
    light: svgOf(identity.logos.light.dataUrl),
    dark: svgOf(identity.logos.dark.dataUrl),
  };
}

describe("identity wordmarks", () => {
  it("keeps the stroke alphabet for names it draws whole, case and & aside", () => {
    for (const name of ["Acme Rockets", "Kite & Key", "studio 42"]) {
      const { asked, light } = resolveRecording({ preset: "custom", name });
      expect(asked).toEqual([]);
      expect(light).toContain('stroke-linecap="round"');
      expect(light).toBe(
        svgOf(resolveIdentity(identitySchema.parse({ preset: "custom", name })).logos.light.dataUrl),
      );
    }
  });

  it.each(["東京銀行", "دبي القابضة", "Αθήνα", "Київ", "Hà Nội", "Café Zoë", "O'Brien's"])(
    "sets %s whole in type, in each variant's colour, as a logo the contract accepts",
    (name) => {
      const { identity, asked, light, dark } = resolveRecording({ preset: "custom", name, ink: "#102030" });
      expect(asked).toEqual([name, name]);
      expect(light).toContain(`<g fill="#102030"`);
      expect(dark).toContain(`<g fill="#FAFAF7"`);
      expect(light).not.toMatch(/<text|font-family|stroke-linecap/u);
      expect(checkImageDataUrl(identity.logos.light.dataUrl)).toBeUndefined();
      expect(checkImageDataUrl(identity.logos.dark.dataUrl)).toBeUndefined();
      // Wider than the symbol alone, and deterministic.
      expect(identity.logos.light.aspect).toBeGreaterThan(1.5);
      expect(resolveRecording({ preset: "custom", name, ink: "#102030" }).light).toBe(light);
    },
  );

  it("escapes the name in the logo's title", () => {
    const { light } = resolveRecording({ preset: "template", name: 'Ün <B> & "C"' });
    expect(light).toContain("<title>Ün &lt;B&gt; &amp; &quot;C&quot;</title>");
  });

  it("falls back to the short name past 18 characters, counting what a reader sees as one", () => {
    const long = "東京湾岸開発銀行持株会社グループ本社ビル"; // 20 ideographs
    expect(resolveRecording({ preset: "custom", name: long, shortName: "東京湾岸" }).asked[0]).toBe(
      "東京湾岸",
    );
    // Eighteen Devanagari syllables are more than eighteen code points, and still fit.
    const syllables = "नमस्ते ".repeat(3).trim();
    expect(resolveRecording({ preset: "custom", name: syllables }).asked[0]).toBe(syllables);
  });

  it("without a setter (no fonts at hand) draws what the stroke alphabet has, as before", () => {
    const light = svgOf(
      resolveIdentity(identitySchema.parse({ preset: "custom", name: "Hà Nội" })).logos.light.dataUrl,
    );
    expect(light).toContain('stroke-linecap="round"');
    expect(light).not.toContain("<title>");
  });
});
