// Opens the Studio's export pipeline in a blank Chromium page: the export tests and the exports bench both start here.
import type { Page } from "playwright-core";

/**
 * A blank page at a made-up HTTPS origin the caller answers itself (WebCodecs needs a secure context), with the
 * GIF worker's source handed over as text and `entry` run in it. Shared by the export tests and the bench.
 */
export async function openExportPage(
  page: Page,
  origin: string,
  entry: string,
  worker: string,
): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html><body></body></html>" }),
  );
  await page.goto(`${origin}/`);
  await page.evaluate((source) => {
    (window as unknown as { gifWorkerSource: string }).gifWorkerSource = source;
  }, worker);
  await page.addScriptTag({ content: entry });
}
