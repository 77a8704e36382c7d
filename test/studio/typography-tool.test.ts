// The Typography tool as a designer meets it: the scale's tokens follow the base and ratio chosen, a role's
// weight reaches the source and the tokens, the specimen is strict SVG with its type outlined and a line in every
// bundled script (its PNG the same size, its PDF the same page in vectors), and a weight the contract does not allow is refused at its field.
// Real Chromium against the real server.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { TypographyDocument } from "../../src/contract/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { SUPPORTED_SCRIPTS } from "../../src/render/text/registry.js";
import { renderSpecimen } from "../../src/render/typography/specimen.js";
import { useServer } from "../support/server.js";
import { expectStrictXml } from "../support/strict-xml.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const exported = (page: Page, format: string) => exportedBy(page, "typography.export", { format });

type Tokens = {
  font: { size: Record<string, { $value: { value: number } }>; weight: Record<string, { $value: number }> };
  typography: Record<string, { $value: { fontSize: string; fontFamily: string } }>;
};
const tokens = async (page: Page): Promise<Tokens> =>
  JSON.parse(bytesOf(await exported(page, "dtcg")).toString("utf8"));

async function typographyPage(): Promise<Page> {
  const { page } = await browser.fresh();
  await openStudio(page, server.url, "?tool=typography");
  return page;
}

describe("Typography", () => {
  it("exports the scale as DTCG tokens that follow the base, the ratio and a role's weight", async () => {
    const page = await typographyPage();
    await inStudio(page, async (s) => {
      await s.set("Base size", 18);
      await s.set("Ratio", "perfect-fifth");
      await s.set("Display weight", 800);
    });
    const file = await tokens(page);
    expect(file.font.size.base?.$value.value).toBe(18);
    expect(file.font.size.lg?.$value.value).toBe(27);
    expect(file.font.size["2xl"]?.$value.value).toBe(60.75);
    expect(file.font.weight.display?.$value).toBe(800);
    expect(file.typography["2xl"]?.$value).toMatchObject({ fontFamily: "{font.family.display}" });
    expect(file.typography.base?.$value).toMatchObject({ fontFamily: "{font.family.text}" });
    const source = await inStudio<{ roles: { display: { weight: number } } }>(page, async (s) =>
      s.readSource(),
    );
    expect(source.roles.display.weight).toBe(800);
    expect((await exported(page, "dtcg")).filename).toBe("marque-type.tokens.json");
  });

  it("makes a specimen of strict SVG with outlined type and a line in every bundled script, its PNG the same size", async () => {
    const page = await typographyPage();
    const svg = await exported(page, "svg");
    const markup = bytesOf(svg).toString("utf8");
    expectStrictXml(markup, "the type specimen");
    expect(markup).not.toMatch(/<text[\s>]/u);
    for (const script of SUPPORTED_SCRIPTS)
      expect(markup, script.script).toContain(`aria-label="${script.sample}"`);
    expect(markup).not.toContain("Loading");
    // Drawn with every bundled face at hand (the server's font book), the same document gives the same bytes:
    // a script whose faces the Studio did not fetch would be drawn as missing glyphs instead.
    const doc = await inStudio<TypographyDocument>(page, async (s) => s.readSource());
    const expected = renderSpecimen(resolveIdentity(doc.identity), doc, defaultFontBook()).svg;
    expect(markup === expected, "the Studio's specimen is the one every bundled face draws").toBe(true);
    const png = await exported(page, "png");
    const pixels = decodedPng(png);
    expect([pixels.width, pixels.height]).toEqual([svg.width, svg.height]);
    // The PDF is that specimen as vectors: one page of its size, no image, the same bytes twice.
    const [pdfFile, again] = [await exported(page, "pdf"), await exported(page, "pdf")];
    expect(pdfFile).toMatchObject({ filename: "marque-typography.pdf", mimeType: "application/pdf" });
    expect(bytesOf(pdfFile).equals(bytesOf(again))).toBe(true);
    const pdf = await PDFDocument.load(bytesOf(pdfFile));
    expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([[svg.width, svg.height]]);
    expect(pdf.getTitle()).toBe("Marque typography");
    const resources = pdf.getPages()[0]?.node.Resources();
    const xObjects = resources?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const images = (xObjects?.keys() ?? []).filter((key) => {
      const object = xObjects?.lookup(key);
      return object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    });
    expect(images).toEqual([]);
    // The preview finishes with the scripts too.
    await page.waitForFunction(
      () => !document.querySelector("#preview")?.innerHTML.includes("Loading the faces"),
      null,
      {
        timeout: 30_000,
      },
    );
  });

  it("refuses a weight the contract does not allow, at its field, and keeps the document", async () => {
    const page = await typographyPage();
    const before = await inStudio(page, async (s) => s.readSource());
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.applySource({ ...s.readSource(), roles: { display: { weight: 450 } } }),
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field)).toEqual(["roles.display.weight"]);
    expect(await inStudio(page, async (s) => s.readSource())).toEqual(before);
  });
});
