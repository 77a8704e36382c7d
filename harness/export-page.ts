// Opens the Studio's export pipeline in a blank Chromium page: the export tests and the exports bench both start here.
import { build } from "esbuild";
import type { Page } from "playwright-core";

/**
 * `entry` bundled as one script a page runs (an IIFE). The GIF encoder names its worker, and pdfkit its colour
 * profile, with `new URL(…, import.meta.url)` for Vite; these pages hand the worker over themselves and write no
 * PDF/A, so a made-up base that parses keeps those URLs inert.
 */
export async function pageScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
    define: { "import.meta.url": '"https://page.marque.invalid/"' },
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  return file.text;
}

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
