// Every docs page in real Chromium: no serious or critical accessibility violation (axe), light and dark.
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { loadDocs } from "../../src/docs/load.js";
import { packageRoot } from "../../src/server/package-root.js";
import { usePage } from "../support/browser.js";

const browser = usePage();
const { site } = loadDocs(packageRoot());

describe("docs pages are accessible", () => {
  it.each(site.pages.map((p) => p.path))("%s", async (path) => {
    const { page } = browser;
    await page.emulateMedia({ colorScheme: "light" });
    await page.setContent(site.page(path)?.html ?? "");
    await page.addScriptTag({ content: axe.source });
    // The dark scheme is the stylesheet's media query, which the loaded page follows when the emulated scheme
    // changes: no second load and axe for it (the page's ground, read in each, shows it did follow).
    const grounds: string[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      grounds.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
          resultTypes: ["violations"],
        });
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(" ")})`);
      });
      expect(violations, colorScheme).toEqual([]);
    }
    expect(new Set(grounds).size, `${grounds}`).toBe(2);
  });
});
