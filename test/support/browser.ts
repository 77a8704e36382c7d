// Debian's Chromium, driven by playwright-core. A missing browser fails loudly with what to install.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../harness/chromium.js";

export { CHROMIUM_PATH, launchChromium } from "../../harness/chromium.js";

/** One browser and one page for a test file. */
export function usePage(): { readonly page: Page } {
  let browser: Browser | undefined;
  const handle = { page: undefined as unknown as Page };
  beforeAll(async () => {
    browser = await launchChromium();
    handle.page = await browser.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
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
