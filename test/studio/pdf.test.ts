// The Studio's PDFs (studio/runtime/pdf.ts): the server's writer on pdfkit's browser build, with the browser's
// SVG and canvas for what must become pixels. Run in Chromium and parsed with pdf-lib: vector pages sized as their
// SVGs, an outline and page labels, a filtered shape and a WebP image embedded as PNG, the same bytes twice.
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pageScript } from "../../harness/export-page.js";
import { svgPagesToPdf } from "../../src/render/files/pdf.js";
import type { PdfPage } from "../../studio/runtime/pdf.js";
import { dataUrl, WEBP_4X3 } from "../support/images.js";
import { outlineTitles } from "../support/pdf.js";
import { useBrowser } from "./helpers.js";

const browser = useBrowser();
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

const PAGES: PdfPage[] = [
  {
    title: "Cover",
    width: 320,
    height: 200,
    svg: `<svg ${NS} width="320" height="200" viewBox="0 0 320 200"><defs><filter id="g" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.8" seed="3"/></filter></defs><rect width="320" height="200" fill="#123456"/><path d="M20 20h80v40h-80z" fill="#ffcc00"/><rect x="40" y="100" width="120" height="60" filter="url(#g)"/></svg>`,
  },
  {
    title: "Colour",
    width: 200,
    height: 300,
    svg: `<svg ${NS} width="200" height="300" viewBox="0 0 200 300"><rect width="200" height="300" fill="#fafafa"/><image x="10" y="10" width="120" height="90" xlink:href="${dataUrl("image/webp", WEBP_4X3)}"/></svg>`,
  },
];
const META = { title: "Tessel Labs brand book", author: "Tessel Labs" };

async function studioPdf(): Promise<Buffer> {
  const { page } = await browser.fresh();
  const origin = "https://pdf.marque.test";
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body></body></html>" }),
  );
  await page.goto(`${origin}/`);
  await page.addScriptTag({ content: await pageScript("test/studio/pdf-page.ts") });
  const base64 = await page.evaluate(
    ([pages, meta]) =>
      (window as unknown as { studioPdf(p: typeof pages, m: typeof meta): Promise<string> }).studioPdf(
        pages,
        meta,
      ),
    [PAGES, META] as const,
  );
  return Buffer.from(base64, "base64");
}

/** The image XObjects each page draws, as "width×height". */
function pageImages(pdf: PDFDocument): string[][] {
  return pdf.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xObjects) return [];
    return xObjects
      .keys()
      .map((key) => xObjects.lookup(key))
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .filter((stream) => stream.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
      .map((stream) => `${stream.dict.get(PDFName.of("Width"))}×${stream.dict.get(PDFName.of("Height"))}`);
  });
}

describe("PDFs made in the Studio", () => {
  it("are vector pages sized as their SVGs, with an outline, the filtered shape and the WebP as images, the same bytes twice", {
    timeout: 60_000,
  }, async () => {
    const [first, second] = [await studioPdf(), await studioPdf()];
    expect(first.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(first.equals(second)).toBe(true);

    const pdf = await PDFDocument.load(first);
    expect(pdf.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
      [320, 200],
      [200, 300],
    ]);
    expect(pdf.getTitle()).toBe(META.title);
    expect(outlineTitles(pdf)).toEqual(["Cover", "Colour"]);
    // The grain is drawn at twice its box (120×60); the 4×3 WebP became a PNG of its own size.
    expect(pageImages(pdf)).toEqual([["240×120"], ["4×3"]]);

    // The server's writer lays out the same document (its deflate differs, so its bytes do).
    const server = await PDFDocument.load(await svgPagesToPdf(PAGES, META));
    expect(outlineTitles(server)).toEqual(outlineTitles(pdf));
    expect(pageImages(server)).toEqual(pageImages(pdf));
  });
});
