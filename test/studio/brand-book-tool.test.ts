// The Brand book tool as a designer and an agent meet it: the PDF it downloads through window.marque.studio is a
// multi-page book with its sections in the outline, byte for byte what POST /api/brand-books answers for the same
// document; editing a section's words redraws that page; turning a section off drops its page from the preview
// and the book; the PNG is the chosen page at the page's size. Real Chromium, real server.
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BRAND_BOOK_PAGE } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const text = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

function outlineTitles(pdf: PDFDocument): string[] {
  const titles: string[] = [];
  let item = pdf.catalog.lookup(PDFName.of("Outlines"), PDFDict).lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    titles.push(text(item.lookup(PDFName.of("Title"))) ?? "");
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return titles;
}

describe("Brand book", () => {
  it("edits a section's page, drops a disabled one, and exports the PDF POST /api/brand-books answers and a PNG page", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=brand-book");
    const storyPage = () => page.locator('.bb-page[data-section="story"]').innerHTML();
    const before = await storyPage();
    await inStudio(page, async (s) => {
      await s.set("Preset", "halden-rail");
      await s.set("Positioning", "Rail that runs on time, every time.");
      // Fewer pages keep the export quick; the HTTP tests draw the whole book.
      for (const name of [
        "Logo page",
        "Colour page",
        "Typography page",
        "Graphic device page",
        "Applications page",
      ])
        await s.set(name, false);
      await s.set("Pillars", "Punctual\nQuiet\nOpen");
    });
    const after = await storyPage();
    expect(after).not.toBe(before);
    expect(after).toContain("Rail that runs on time, every time.");
    expect(after).toContain('aria-label="Quiet"');
    expect(await page.locator(".bb-page").count()).toBe(3);
    const source = await inStudio<Record<string, unknown>>(page, async (s) => s.readSource());

    const pdf = await exportedBy(page, "brand-book.export", { format: "pdf" });
    expect(pdf.mimeType).toBe("application/pdf");
    expect(pdf.filename).toBe("halden-rail-brand-book.pdf");
    const parsed = await PDFDocument.load(bytesOf(pdf), { updateMetadata: false });
    expect(outlineTitles(parsed)).toEqual(["Cover", "Story", "Voice"]);
    for (const sheet of parsed.getPages()) expect(sheet.getSize()).toEqual(BRAND_BOOK_PAGE);
    const http = await fetch(`${server.url}/api/brand-books`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(source),
    });
    expect(http.status).toBe(200);
    expect(bytesOf(pdf).equals(Buffer.from(await http.arrayBuffer()))).toBe(true);

    await inStudio(page, async (s) => s.set("PNG page", 2));
    const png = await exportedBy(page, "brand-book.export", { format: "png" });
    expect(png.filename).toBe("halden-rail-brand-book-2-story.png");
    const pixels = decodedPng(png);
    expect([pixels.width, pixels.height]).toEqual([BRAND_BOOK_PAGE.width, BRAND_BOOK_PAGE.height]);
  });

  it("opens from any tool when a brand-book document is applied, and refuses a bad one at its field", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    const applied = await inStudio<{ tool: string; source: { sections: { voice: { enabled: boolean } } } }>(
      page,
      async (s) => {
        await s.applySource({ kind: "brand-book", sections: { voice: { enabled: false } } });
        return { tool: s.activeTool(), source: s.readSource() };
      },
    );
    expect(applied.tool).toBe("brand-book");
    expect(applied.source.sections.voice.enabled).toBe(false);
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.applySource({ kind: "brand-book", sections: { cover: { ground: "plaid" } } }),
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field)).toEqual(["sections.cover.ground"]);
  });
});
