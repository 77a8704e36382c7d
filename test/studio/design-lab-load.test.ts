// What the Design Lab downloads before it is ready: a new document (one shader layer) paints without the text
// engine and the overlay renderer, which come with the first layer that needs them — and that layer is drawn.
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

/** JavaScript the Design Lab may transfer before its ready event (it was ~408 KB with the text engine). */
const READY_JS_BUDGET = 300 * 1024;

describe("the Design Lab's first paint", () => {
  it("transfers at most 300 KB of JavaScript before ready, and a text layer added later is drawn", {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await browser.fresh();
    const client = await page.context().newCDPSession(page);
    await client.send("Network.enable");
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    client.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
    client.on("Network.loadingFinished", (event) => bytes.set(event.requestId, event.encodedDataLength));
    await openStudio(page, server.url, "?tool=material");
    const js = [...urls].filter(([, url]) => url.endsWith(".js"));
    const total = js.reduce((sum, [id]) => sum + (bytes.get(id) ?? 0), 0);
    expect(total, "JavaScript bytes transferred before ready").toBeLessThan(READY_JS_BUDGET);

    // The text layer's raster comes from the engine loaded now: the preview changes once it is drawn.
    // A still material, so only the new layer can change the preview.
    await inStudio(page, async (s) => {
      await s.set("Speed", 0);
    });
    // The still frame at full size is drawn on the frame after set() resolves.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const still = await page.evaluate(() =>
      (document.querySelector("canvas[role=img]") as HTMLCanvasElement).toDataURL(),
    );
    await inStudio(page, async (s) => {
      await s.activate("Add text layer");
    });
    await page.waitForFunction((shown) => {
      const canvas = document.querySelector("canvas[role=img]") as HTMLCanvasElement;
      return canvas.toDataURL() !== shown;
    }, still);
    expect(errors).toEqual([]);
  });
});
