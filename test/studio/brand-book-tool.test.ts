// The Brand book tool as a designer and an agent meet it: the PDF it downloads through window.marque.studio is a
// multi-page book with its sections in the outline, page for page the drawing POST /api/brand-books answers for
// the same document; editing a section's words redraws that page; a section turned off drops its page from the
// preview and the book; the PNG is the chosen page at the page's size. Real Chromium, real server.
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BRAND_BOOK_PAGE } from "../../src/contract/index.js";
import { outlineTitles } from "../support/pdf.js";
import { useServer } from "../support/server.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** Each page's content stream, inflated: what the page draws, whatever the compressor. */
const pageDrawings = (pdf: PDFDocument): string[] =>
  pdf.getPages().map((sheet) => {
    const contents = sheet.node.Contents();
    const stream = contents instanceof PDFArray ? contents.lookup(0) : contents;
    return inflateSync((stream as PDFRawStream).contents).toString("latin1");
  });

describe("Brand book", () => {
  it("edits a section's page, drops a disabled one, and exports the PDF POST /api/brand-books answers and a PNG page", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=brand-book");
    const storyPage = () => page.locator('.bb-page[data-section="story"]').innerHTML();
    // Fewer pages keep this quick (the HTTP tests draw the whole book). A paper cover: grain and relief textures
    // become pixels in a PDF, drawn by resvg on the server and by the browser's canvas here.
    await inStudio(page, async (s) => {
      await s.applySource({
        kind: "brand-book",
        identity: { preset: "halden-rail" },
        sections: {
          cover: { ground: "paper" },
          ...Object.fromEntries(
            ["logo", "colour", "type", "device", "applications"].map((name) => [name, { enabled: false }]),
          ),
        },
      });
    });
    const before = await storyPage();
    await inStudio(page, async (s) => {
      await s.set("Positioning", "Rail that runs on time, every time.");
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
    // The same drawing, operator for operator, on every page: the bytes differ only in how each side deflates
    // its streams (pdfkit's browser build compresses with pako, the server with zlib).
    const served = await PDFDocument.load(Buffer.from(await http.arrayBuffer()), { updateMetadata: false });
    expect(outlineTitles(served)).toEqual(outlineTitles(parsed));
    expect(pageDrawings(parsed)).toEqual(pageDrawings(served));
    expect(pageDrawings(parsed)[1]).toContain(" c\n");

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
