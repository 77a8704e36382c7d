// Loads the export pipeline into a blank Chromium page: the test entry as an esbuild IIFE, and the GIF worker
// bundled on its own and handed to the page as source text, which the entry starts from a blob URL.
import type { Page } from "playwright-core";
import { openExportPage, pageScript } from "../../harness/export-page.js";

let scripts: Promise<[string, string]> | undefined;

/** A made-up HTTPS origin answered by the test itself: WebCodecs needs a secure context, about:blank is not one. */
const ORIGIN = "https://export.marque.test";

/** A blank page with `window.marqueExportTest` ready. */
export async function loadExports(page: Page): Promise<void> {
  scripts ??= Promise.all([
    pageScript("test/export/page-entry.ts"),
    pageScript("studio/export/gif-worker.ts"),
  ]);
  const [entry, worker] = await scripts;
  await openExportPage(page, ORIGIN, entry, worker);
}
