// The identity's own words in every script: a brand whose name and tagline are written in Vietnamese, Greek,
// Cyrillic, Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari, Thai or with emoji gets them drawn where
// templates fall back to them (title, section, closing slides, the blog cover) and in every element brief
// that generates a template — with no missing glyph, in their boxes, and in the SVG's accessible text.
import { describe, expect, it } from "vitest";
import { ELEMENTS, resolveElementBrief } from "../../src/catalog/elements/index.js";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { identitySchema } from "../../src/contract/index.js";
import { renderTemplate } from "../../src/render/template/index.js";
import { textWordmark } from "../../src/render/text/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { expectWellPlaced, requestOf } from "./template/placement.js";
import { WORLD_SCRIPT_NAMES, WORLD_SCRIPTS, type WorldScript } from "./world-text-samples.js";

const fonts = defaultFontBook();
const setWordmark = textWordmark(fonts);

/** A custom identity named and taglined in `script`. */
function identityIn(script: WorldScript) {
  const sample = WORLD_SCRIPTS[script];
  const name =
    "unspaced" in sample ? `${sample.words[0]}${sample.words[1]}` : `${sample.words[0]} ${sample.words[1]}`;
  const input = identitySchema.parse({ preset: "custom", name, tagline: sample.sentence, ink: "#14213D" });
  return { name, tagline: sample.sentence, identity: resolveIdentity(input, { setWordmark }) };
}

/** Distinct template requests the element catalog generates (many elements share one). */
const ELEMENT_TEMPLATES = [
  ...new Map(
    ELEMENTS.filter((element) => element.generation?.kind === "template").map((element) => [
      JSON.stringify(element.generation),
      element,
    ]),
  ).values(),
];

const codes = (warnings: readonly { code: string }[]) =>
  warnings.map((w) => w.code).filter((code) => code !== "low_contrast");

/** What each element's template warns about for a Latin brand (a chart with no data says so): the baseline. */
const LATIN_WARNINGS = new Map(
  ELEMENT_TEMPLATES.map((element) => {
    const latin = resolveIdentity(
      identitySchema.parse({
        preset: "custom",
        name: "Halden Rail",
        tagline: "Every train on time, on every line.",
      }),
    );
    const brief = resolveElementBrief(element, latin);
    return [
      element.id,
      codes(renderTemplate(requestOf({ ...brief.request }), latin, undefined, fonts).warnings),
    ];
  }),
);

/** Words as the SVG writes them in attributes and titles. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

describe.each(WORLD_SCRIPT_NAMES)("identity words in %s", (script) => {
  const { name, tagline, identity } = identityIn(script);

  it.each([
    ["slides", "title"],
    ["slides", "closing"],
    ["slides", "section"],
    ["blog", undefined],
  ] as const)("%s %s without a title draws the name and tagline", (template, slideLayout) => {
    const result = renderTemplate(requestOf({ template, slideLayout }), identity, undefined, fonts);
    expect(result.warnings.filter((w) => w.code !== "low_contrast")).toEqual([]);
    expectWellPlaced(result);
    const svg = String(result.svg);
    expect(svg).toContain(`aria-label="${escaped(name)}"`);
    if (slideLayout !== "section") expect(svg).toContain(`aria-label="${escaped(tagline)}"`);
  });

  it("draws every element brief's template with the identity's words, warned as the Latin brand is", () => {
    expect(ELEMENT_TEMPLATES.length).toBeGreaterThan(3);
    for (const element of ELEMENT_TEMPLATES) {
      const brief = resolveElementBrief(element, identity);
      expect(brief.copy.headlines.join("\n")).toMatch(new RegExp(`${name}|${tagline.slice(0, 6)}`, "u"));
      const result = renderTemplate(requestOf({ ...brief.request }), identity, undefined, fonts);
      expect(codes(result.warnings), element.id).toEqual(LATIN_WARNINGS.get(element.id));
      expectWellPlaced(result);
    }
  });
});
