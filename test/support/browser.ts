// Debian's Chromium, driven by playwright-core. A missing browser fails loudly with what to install.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../harness/chromium.js";

export { CHROMIUM_PATH, launchChromium } from "../../harness/chromium.js";

let shared: Promise<Browser> | undefined;

/**
 * The test worker's Chromium, launched once and shared by the files it runs (isolate: false keeps this module
 * between them): a launch and close per file cost about a second each. Files get their own contexts (storage,
 * cache), so one file's pages never see another's. A browser that crashed or disconnected is launched again;
 * Playwright closes the last one when the worker exits.
 */
export async function sharedChromium(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchChromium();
  return shared;
}

/** One page, in a context of its own, for a test file. */
export function usePage(): { readonly page: Page } {
  const handle = { page: undefined as unknown as Page };
  beforeAll(async () => {
    handle.page = await (await sharedChromium()).newPage();
  }, 60_000);
  afterAll(async () => {
    await handle.page?.context().close();
  }, 60_000);
  return handle;
}

/** Chromium's rendering of an SVG document, as an <img> drawn into a canvas: RGBA pixels at its own size. */
export async function chromiumPixels(
  page: Page,
  svg: string,
): Promise<{ width: number; height: number; pixels: Uint8Array }> {
  const result = await page.evaluate(async (markup) => {
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([markup], { type: "image/svg+xml" }));
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = "";
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  }, svg);
  return {
    width: result.width,
    height: result.height,
    pixels: new Uint8Array(Buffer.from(result.base64, "base64")),
  };
}
