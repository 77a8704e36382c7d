// Issue 34 item 9: exporting as a person. While an export runs the Download buttons wait and a Cancel button
// (the same cancel as `design.export.cancel`) shows with the progress; each format's estimated size shows
// before exporting, with a written warning past 100 MB; a finished Download shows the file (image or looping
// video) with its size. The estimate model is held against real exports at small sizes.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** The Design Lab with its export set: small sizes keep the exports quick. */
async function designLab(page: Page, exportSettings: Record<string, unknown>): Promise<void> {
  await openStudio(page, server.url, "?tool=material");
  const applied = await inStudio<unknown>(
    page,
    async (s, { exportSettings }) => {
      const base = s.readSource();
      await s.applySource({ ...base, export: { ...base.export, ...exportSettings } });
    },
    { exportSettings },
  );
  expect(applied).toBeUndefined();
}

const downloadButtons = (page: Page) =>
  page.$$eval("#exports button", (buttons) =>
    buttons.map((b) => ({ name: b.textContent?.trim(), disabled: (b as HTMLButtonElement).disabled })),
  );

const estimateOf = (page: Page) =>
  page.$eval("#export-estimate", (element) => ({
    hidden: (element as HTMLElement).hidden,
    text: element.textContent ?? "",
    bytes: Object.fromEntries(
      [...element.querySelectorAll<HTMLElement>("[data-format]")].map((item) => [
        item.dataset.format,
        Number(item.dataset.bytes),
      ]),
    ),
  }));

describe("exporting from the Download buttons", () => {
  it("disables the Download buttons during an export, and Cancel stops it: no file, back to idle", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browser.fresh();
    // Long enough to catch mid-way on a loaded machine: 120 frames of a 320 px GIF.
    await designLab(page, { width: 320, fps: 30, durationMs: 4000, quality: "best" });
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await page.click("#control-download-gif");
    const cancel = page.locator("#export-cancel button", { hasText: "Cancel export" });
    await cancel.waitFor({ state: "visible", timeout: 20_000 });
    const during = await downloadButtons(page);
    expect(during.map((b) => b.name)).toEqual([
      "Download PNG",
      "Download JPG",
      "Download GIF",
      "Download MP4",
      "Download WebM",
    ]);
    expect(during.every((b) => b.disabled)).toBe(true);
    // The progress says how far it is, in frames.
    await page.waitForFunction(() =>
      /frame \d+ of 120/u.test(document.querySelector(".progress-text")?.textContent ?? ""),
    );
    await cancel.click();
    await page.waitForFunction(() => (document.getElementById("progress") as HTMLElement).hidden);
    await page.waitForTimeout(500);
    expect(downloads).toEqual([]);
    expect(await page.textContent("#status")).toContain("the export was cancelled");
    expect((await downloadButtons(page)).every((b) => !b.disabled)).toBe(true);
    expect(await page.locator("#export-cancel button").count()).toBe(0);
    expect(await page.isHidden("#export-result")).toBe(true);
    // Idle again: the next export runs.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click("#control-download-png"),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/u);
    expect(errors).toEqual([]);
  });

  it("shows each format's estimated size, and warns in words past 100 MB (a 3840 px best GIF)", {
    timeout: 60_000,
  }, async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=material");
    const standard = await estimateOf(page);
    expect(standard.hidden).toBe(false);
    expect(standard.text).toMatch(/Estimated size.*PNG ≈ .*JPG ≈ .*GIF ≈ .*MP4 ≈ /u);
    // The default GIF (1920 px, 90 frames) is large but under the threshold.
    expect(standard.bytes.gif).toBeGreaterThan(40e6);
    expect(standard.text).not.toContain("Large file");
    // Its Download button says the same.
    expect(await page.getAttribute("#control-download-gif", "title")).toMatch(
      /^about \d+ MB \(1920 × 1080, 90 frames, balanced\)$/u,
    );
    await inStudio(page, async (s) => {
      await s.set("Export width", 3840);
      await s.set("Quality", "best");
    });
    await page.waitForFunction(() =>
      document.getElementById("export-estimate")?.textContent?.includes("Large file"),
    );
    const large = await estimateOf(page);
    expect(large.bytes.gif).toBeGreaterThan(400e6);
    expect(large.bytes.gif).toBeLessThan(500e6);
    expect(large.text).toMatch(/Large file: the GIF \(about 4\d\d MB\) would be over 100 MB/u);
    expect(large.text).toContain("an MP4 of the same motion is far smaller");
    const note = page.locator('#export-estimate [role="note"]');
    expect(await note.isVisible()).toBe(true);
  });

  it("previews the downloaded file with its size: an image for a GIF, a looping video for an MP4", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browser.fresh();
    await designLab(page, { width: 320, fps: 12, durationMs: 1200 });
    for (const [format, tag] of [
      ["gif", "IMG"],
      ["mp4", "VIDEO"],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.click(`#control-download-${format}`),
      ]);
      const path = await download.path();
      const { statSync } = await import("node:fs");
      const bytes = statSync(path).size;
      await page.waitForSelector("#export-result:not([hidden])");
      const shown = await page.$eval("#export-result", (card) => {
        const media = card.querySelector<HTMLImageElement | HTMLVideoElement>("img, video");
        return {
          tag: media?.tagName,
          loop: media instanceof HTMLVideoElement ? media.loop : undefined,
          name: card.querySelector(".result-name")?.textContent,
          size: card.querySelector(".result-size")?.textContent,
          bytes: Number((card.querySelector(".result-size") as HTMLElement | null)?.dataset.bytes),
          facts: card.querySelector(".result-facts")?.textContent,
        };
      });
      expect(shown.tag, format).toBe(tag);
      if (tag === "VIDEO") expect(shown.loop).toBe(true);
      expect(shown.name).toBe(download.suggestedFilename());
      expect(shown.bytes).toBe(bytes);
      expect(shown.size).toMatch(/^\d+(\.\d)? (KB|MB)$/u);
      expect(shown.facts).toBe("320 × 180 · 15 frames");
      // The picture is really drawn: the image decoded, the video has its first frame.
      await page.waitForFunction(() => {
        const media = document.querySelector("#export-result img, #export-result video");
        return media instanceof HTMLImageElement
          ? media.complete && media.naturalWidth === 320
          : media instanceof HTMLVideoElement && media.readyState >= 2 && media.videoWidth === 320;
      });
    }
    await page.click("#export-result button:has-text('Close preview')");
    expect(await page.isHidden("#export-result")).toBe(true);
    expect(errors).toEqual([]);
  });

  it("estimates within its stated tolerance of real exports (GIF, PNG, JPG, WebM ±50 %; MP4 ±15 %)", {
    timeout: 180_000,
  }, async () => {
    const { page } = await browser.fresh();
    await designLab(page, { width: 320, fps: 12, durationMs: 1500 });
    const results: Record<string, { estimate: number; actual: number }> = {};
    for (const quality of ["fast", "balanced", "best"]) {
      await inStudio(
        page,
        async (s, { quality }) => {
          await s.set("Quality", quality);
        },
        { quality },
      );
      const estimate = await estimateOf(page);
      const actual = await inStudio<Record<string, number>>(page, async (s) => {
        const out: Record<string, number> = {};
        for (const format of ["png", "jpg", "gif", "mp4", "webm"])
          out[format] = (await s.invoke("design.export", { format })).bytes;
        return out;
      });
      for (const format of ["png", "jpg", "gif", "mp4", "webm"])
        results[`${format} ${quality}`] = {
          estimate: estimate.bytes[format] ?? 0,
          actual: actual[format] ?? 0,
        };
    }
    for (const [name, { estimate, actual }] of Object.entries(results)) {
      const ratio = estimate / actual;
      const tolerance = name.startsWith("mp4") ? 0.15 : 0.5;
      expect(ratio, `${name}: estimate ${estimate}, file ${actual}`).toBeGreaterThan(1 - tolerance);
      expect(ratio, `${name}: estimate ${estimate}, file ${actual}`).toBeLessThan(1 + tolerance);
    }
  });
});
