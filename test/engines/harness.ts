// Loads the engines into a blank Chromium page without the Studio shell: an esbuild IIFE added as a script.
import { build } from "esbuild";
import type { Page } from "playwright-core";

let bundled: Promise<string> | undefined;

/** The page entry bundled once per test file. */
export function engineBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: ["test/engines/page-entry.ts"],
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
  }).then((result) => {
    const file = result.outputFiles[0];
    if (!file) throw new Error("esbuild produced no output");
    return file.text;
  });
  return bundled;
}

/** A blank page with the engine bundle loaded; `window.marqueEngineTest` is ready when this resolves. */
export async function loadEngines(page: Page): Promise<void> {
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.addScriptTag({ content: await engineBundle() });
}
