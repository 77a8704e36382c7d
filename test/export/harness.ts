// Loads the export pipeline into a blank Chromium page: the test entry as an esbuild IIFE, and the GIF worker
// bundled on its own and handed to the page as source text, which the entry starts from a blob URL.
import { build } from "esbuild";
import type { Page } from "playwright-core";

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
    // gif.ts names its worker with new URL(…, import.meta.url) for Vite; the test passes its own worker.
    define: { "import.meta.url": '"about:blank"' },
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced no output for ${entry}`);
  return file.text;
}

let scripts: Promise<[string, string]> | undefined;

/** A made-up HTTPS origin answered by the test itself: WebCodecs needs a secure context, about:blank is not one. */
const ORIGIN = "https://export.marque.test";

/** A blank page with `window.marqueExportTest` ready. */
export async function loadExports(page: Page): Promise<void> {
  scripts ??= Promise.all([bundle("test/export/page-entry.ts"), bundle("studio/export/gif-worker.ts")]);
  const [entry, worker] = await scripts;
  await openExportPage(page, ORIGIN, entry, worker);
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
