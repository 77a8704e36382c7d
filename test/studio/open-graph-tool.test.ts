// The Open Graph tool as a person and an agent meet it: each chosen platform's image in the card its platform
// shows (X's domain over the image, the bands a platform cuts off shaded), a title edit redrawing them, a
// platform turned off leaving the preview and the export sizes; exports through window.marque.studio decode at
// the chosen platform's size in PNG, JPG and WebP, the PNG the image POST /api/open-graph-images draws (the
// browser's canvas and resvg rasterize alike but not to the byte, so pixels are compared). Real Chromium, real
// server.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { bytesOf, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const PAGE = {
  kind: "open-graph",
  identity: { preset: "halden-rail" },
  title: "Timetables that read themselves",
  url: "https://haldenrail.example/blog/departures",
  ground: { kind: "paper" },
};

describe("Open Graph", () => {
  it("previews each platform's card, follows edits, and exports the chosen size in PNG, JPG and WebP", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=open-graph");
    await inStudio(page, async (s, doc) => s.applySource(doc), PAGE);
    const drawn = () => page.locator(".og-shot > svg").count();
    await page.waitForFunction(() => document.querySelectorAll(".og-shot > svg").length === 4);
    expect(
      await page
        .locator(".og-platform")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-platform"))),
    ).toEqual(["open-graph", "x", "linkedin", "square"]);
    // X lays the domain over the image, and its covered band and 2:1 crop are shaded.
    const x = page.locator('.og-platform[data-platform="x"]');
    expect(await x.locator(".og-x-domain").textContent()).toBe("haldenrail.example");
    expect(await x.locator(".og-cut").count()).toBe(2);
    expect(await page.locator('.og-platform[data-platform="linkedin"] .og-cut').count()).toBe(0);

    await inStudio(page, async (s) => s.set("Title", "Departures, rebuilt"));
    await page.waitForFunction(() => document.querySelectorAll(".og-shot > svg").length === 4);
    expect(await x.locator(".og-shot > svg").innerHTML()).toContain('aria-label="Departures, rebuilt"');
    expect(await x.locator(".og-from").textContent()).toBe("From haldenrail.example");

    // The chosen size exports, in every format, at its pixels.
    await inStudio(page, async (s) => s.set("Export size", "x"));
    const sizes: Record<string, unknown> = {};
    for (const format of ["png", "jpg", "webp"]) {
      const file = await exportedBy(page, "open-graph.export", { format });
      expect(file.filename).toBe(`halden-rail-open-graph-x.${format}`);
      const meta = await sharp(bytesOf(file)).metadata();
      sizes[format] = [meta.format, meta.width, meta.height];
    }
    expect(sizes).toEqual({
      png: ["png", 1200, 628],
      jpg: ["jpeg", 1200, 628],
      webp: ["webp", 1200, 628],
    });

    // The same image the server draws: pixels within a rasterizer's rounding of each other.
    const source = await inStudio<Record<string, unknown>>(page, async (s) => s.readSource());
    const served = await fetch(`${server.url}/api/open-graph-images?page=2`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(source),
    });
    const png = await exportedBy(page, "open-graph.export", { format: "png" });
    const ours = await sharp(bytesOf(png)).raw().toBuffer();
    const theirs = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(ours.length).toBe(theirs.length);
    let difference = 0;
    for (let i = 0; i < ours.length; i++) difference += Math.abs((ours[i] ?? 0) - (theirs[i] ?? 0));
    expect(difference / ours.length, "mean difference per channel").toBeLessThan(2);

    // A platform turned off leaves the preview and the export sizes; the export falls back to the first.
    await inStudio(page, async (s) => s.set("X large card 1200×628", false));
    await page.waitForFunction(() => document.querySelectorAll(".og-platform").length === 3);
    expect(await drawn()).toBeGreaterThan(0);
    const after = await exportedBy(page, "open-graph.export", { format: "png" });
    expect([after.filename, after.width, after.height]).toEqual([
      "halden-rail-open-graph-open-graph.png",
      1200,
      630,
    ]);
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.applySource({ ...s.readSource(), platforms: [] }),
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field)).toEqual(["platforms"]);
  });
});
