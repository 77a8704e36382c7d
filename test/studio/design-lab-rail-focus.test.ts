// The Design Lab's layer rail keeps keyboard focus through real key and pointer events in Chromium: a clicked
// row holds focus, and repeated Alt+↓/Alt+↑ keep moving the same layer although each move rebuilds the rail.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const ids = (page: Page) =>
  inStudio<{ layers: { id: string }[] }>(page, async (s) => s.readSource()).then((doc) =>
    doc.layers.map((layer) => layer.id),
  );
const focusedLayer = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);

describe("the Design Lab's layer rail focus", () => {
  it("keeps the moved layer focused through repeated Alt+↓ and Alt+↑", { timeout: 120_000 }, async () => {
    const { page } = await browser.fresh({ width: 1000, height: 700 });
    await openStudio(page, server.url, "?tool=material");
    for (const count of [2, 3]) {
      await page.getByRole("button", { name: "Add text layer", exact: true }).click();
      await page.waitForFunction((n) => document.querySelectorAll(".layer-row").length === n, count);
    }
    const before = await ids(page);
    const front = before.at(-1) as string;
    // Rows list front first: the first row is the frontmost layer. A click selects it and focuses it.
    await page.locator(".layer-row").first().click();
    await page.waitForFunction(
      (id) => (document.activeElement as HTMLInputElement | null)?.value === id,
      front,
    );
    expect(await focusedLayer(page)).toBe(front);
    await page.waitForFunction(() => {
      const button = document.getElementById("control-move-layer-down") as HTMLButtonElement | null;
      return button !== null && !button.disabled;
    });
    for (const step of [1, 2]) {
      await page.keyboard.press("Alt+ArrowDown");
      await page.waitForFunction(
        ([id, index]) =>
          document.querySelectorAll<HTMLElement>(".layer-row")[index as number]?.dataset.id === id,
        [front, step] as const,
      );
      await page.waitForFunction(
        (id) => (document.activeElement as HTMLInputElement | null)?.value === id,
        front,
      );
    }
    expect((await ids(page))[0]).toBe(front);
    await page.keyboard.press("Alt+ArrowUp");
    await page.waitForFunction(
      (id) => document.querySelectorAll<HTMLElement>(".layer-row")[1]?.dataset.id === id,
      front,
    );
    expect((await ids(page))[1]).toBe(front);
    expect(await focusedLayer(page)).toBe(front);
  });
});
