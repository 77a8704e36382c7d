// Loads the export pipeline into a blank Chromium page: the test entry as an esbuild IIFE, and the GIF worker
// bundled on its own and handed to the page as source text, which the entry starts from a blob URL.
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { openExportPage } from "../../harness/export-page.js";

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
