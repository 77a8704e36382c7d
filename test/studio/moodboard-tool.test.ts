// The Moodboard as a designer meets it: a board made from the identity (artifacts, a material, swatches), whose
// PNG is exactly the chosen width (800 and 4800 at the bounds, anything outside them refused at its field), a
// one-page PDF, an uploaded image that shows on the board, and tiles reordered from the keyboard and by drag.
// Real Chromium against the real server.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { MoodboardDocument } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";
import { expectStrictXml } from "../support/strict-xml.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const SHOTS = join(tmpdir(), "marque-moodboard");
mkdirSync(SHOTS, { recursive: true });

const exported = (page: Page, format: string) => exportedBy(page, "moodboard.export", { format });
const source = (page: Page) => inStudio<MoodboardDocument>(page, async (s) => s.readSource());

async function moodboardPage(): Promise<Page> {
  const { page } = await browser.fresh();
  await openStudio(page, server.url, "?tool=moodboard");
  return page;
}

/** A 40×20 PNG, half red and half blue, drawn by the page's canvas. */
const uploadPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 40;
    canvas.height = 20;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    context.fillStyle = "#ff0000";
    context.fillRect(0, 0, 20, 20);
    context.fillStyle = "#0000ff";
    context.fillRect(20, 0, 20, 20);
    return canvas.toDataURL("image/png");
  });

describe("Moodboard", () => {
  it("starts from the identity's artifacts, a material and swatches, and exports a PNG exactly the chosen width", async () => {
    const page = await moodboardPage();
    const doc = await source(page);
    expect(doc.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(["background", "template", "material", "swatch"]),
    );
    expect(doc.items.filter((item) => item.kind === "template")).toHaveLength(2);
    await page.screenshot({ path: join(SHOTS, "moodboard-1440x900.png") });

    await inStudio(page, async (s) => s.set("Export width", 1000));
    const png = await exported(page, "png");
    const pixels = decodedPng(png);
    expect([pixels.width, png.width]).toEqual([1000, 1000]);
    expect(pixels.height).toBe(png.height);
    writeFileSync(join(SHOTS, "moodboard-1000.png"), bytesOf(png));
    // (The same bytes twice, in every format: the conformance suite's export test.)

    const svg = bytesOf(await exported(page, "svg")).toString("utf8");
    expectStrictXml(svg, "the moodboard");
    expect(svg).not.toMatch(/<text[\s>]/u);
    // Two templates, the background and the material's still: nested artifacts and an image.
    expect(svg.match(/preserveAspectRatio="xMidYMid slice"/gu)?.length).toBe(4);
    expect(svg).toContain('href="data:image/png;base64,');
  });

  it("exports a one-page PDF, PNGs at the bounds of the width, and refuses a width outside them at its field", async () => {
    const page = await moodboardPage();
    // A small board keeps the 4800 px export cheap: one swatch.
    await inStudio(page, async (s) => {
      const doc = s.readSource() as MoodboardDocument;
      await s.applySource({ ...doc, items: [{ kind: "swatch", role: "accent" }] });
    });
    // The PDF: the board on one page of its own size, titled by the board.
    const pdfFile = await exported(page, "pdf");
    expect(pdfFile.mimeType).toBe("application/pdf");
    const pdf = await PDFDocument.load(bytesOf(pdfFile));
    expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [pdfFile.width, pdfFile.height],
    ]);
    expect(pdfFile.width).toBe(1600);
    expect(pdf.getTitle()).toBe("Marque moodboard");
    for (const width of [800, 4800]) {
      await inStudio(page, async (s, w) => s.set("Export width", w), width);
      const png = decodedPng(await exported(page, "png"));
      expect(png.width).toBe(width);
    }
    for (const width of [799, 4801]) {
      const refused = await inStudio<{ rejected?: { error: { issues: { field: string; code: string }[] } } }>(
        page,
        async (s, w) => s.set("Export width", w),
        width,
      );
      expect(refused.rejected?.error.issues[0]).toMatchObject({
        field: "export.width",
        code: "out_of_range",
      });
    }
    const applied = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.applySource({ ...(s.readSource() as MoodboardDocument), export: { width: 5000 } }),
    );
    expect(applied.rejected?.error.issues.map((issue) => issue.field)).toEqual(["export.width"]);
    expect((await source(page)).export.width).toBe(4800);
  });

  it("shows an uploaded image on the board, and reorders tiles from the keyboard and by dragging", async () => {
    const page = await moodboardPage();
    const dataUrl = await uploadPng(page);
    await inStudio(
      page,
      async (s, url) => {
        const doc = s.readSource() as MoodboardDocument;
        await s.applySource({ ...doc, items: [{ kind: "swatch", role: "ink" }] });
        await s.set("Add image", url);
      },
      dataUrl,
    );
    const doc = await source(page);
    expect(doc.items.map((item) => item.kind)).toEqual(["swatch", "image"]);
    await inStudio(page, async (s) => s.set("Export width", 800));
    const png = decodedPng(await exported(page, "png"));
    // The image tile is the second in a three-column grid: its left half red, its right half blue.
    const at = (x: number, y: number) => {
      const i = (Math.round(y) * png.width + Math.round(x)) * 4;
      return [png.data[i], png.data[i + 1], png.data[i + 2]];
    };
    const column = (1600 - 2 * 72 - 2 * 32) / 3;
    const scale = 800 / 1600;
    const left = (72 + column + 32) * scale;
    const top = (72 + 150) * scale;
    const height = (column / 2) * scale;
    expect(at(left + column * scale * 0.25, top + height / 2)).toEqual([255, 0, 0]);
    expect(at(left + column * scale * 0.75, top + height / 2)).toEqual([0, 0, 255]);

    // The image's handle, moved earlier with the arrow key: it is the first tile now, and keeps the focus.
    await page.locator(".moodboard-tile").nth(1).focus();
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-index") === "0");
    expect((await source(page)).items.map((item) => item.kind)).toEqual(["image", "swatch"]);
    // Dragged by the pointer onto the image, the swatch takes its place.
    const from = await page.locator(".moodboard-tile").nth(1).boundingBox();
    const to = await page.locator(".moodboard-tile").nth(0).boundingBox();
    if (!from || !to) throw new Error("the board's handles are not laid out");
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(
      () =>
        document.querySelector('.moodboard-tile[aria-pressed="true"]')?.getAttribute("data-index") === "0",
    );
    expect((await source(page)).items.map((item) => item.kind)).toEqual(["swatch", "image"]);
    // The board drawn again under a focused handle that is not the selected tile (an edit elsewhere) keeps the
    // focus on that handle, so Delete removes the tile the keyboard is on.
    await page.locator(".moodboard-tile").nth(1).focus();
    await inStudio(page, async (s) => s.set("Gap", 40));
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-index") === "1");
    await page.keyboard.press("Delete");
    await page.waitForFunction(() => document.querySelectorAll(".moodboard-tile").length === 1);
    expect((await source(page)).items.map((item) => item.kind)).toEqual(["swatch"]);
  });
});
