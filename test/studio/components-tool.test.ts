// The Component library as a designer, a developer and an agent meet it in real Chromium: the live components are
// the snippet's own HTML and CSS in a shadow root — hover and keyboard focus paint them in the tokens, and their
// CSS reaches nothing outside — and through window.marque.studio an agent gets the library as HTML that parses
// into real buttons, labelled inputs and alerts, CSS whose custom properties are the sheet's colours, and the
// sheet as SVG, PNG and a one-page PDF.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const text = (exported: { base64: string }) => Buffer.from(exported.base64, "base64").toString("utf8");
/** `--marque-<name>`'s value in a stylesheet. */
const tokenIn = (css: string, name: string) =>
  new RegExp(`--marque-${name}: (#[0-9a-f]{6});`, "u").exec(css)?.[1];
/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

describe("Component library", () => {
  it("shows its snippets live and isolated, and exports the library as HTML, CSS, SVG, PNG and PDF", async () => {
    const { page } = await browser.fresh({ width: 1280, height: 900 });
    await openStudio(page, server.url, "?tool=components");
    await inStudio(page, async (s) => {
      await s.applySource({
        kind: "component-library",
        identity: { preset: "tessel-labs" },
        theme: "dark",
        radius: 4,
        components: { cards: false },
        labels: { action: "Book a demo" },
      });
    });

    const css = text(await exportedBy(page, "components.export", { format: "css" }));
    const primary = tokenIn(css, "button-primary-bg") ?? "";
    const hover = tokenIn(css, "button-primary-hover-bg") ?? "";
    const ring = tokenIn(css, "focus-ring") ?? "";
    expect(css).not.toContain("--marque-card-bg");

    // The live primary button: painted by the snippet's CSS, then its hover token under the pointer, then the
    // focus ring from the keyboard.
    const live = page.locator('.cl-group[data-group="buttons"] .cl-live .mq-button--primary:not([disabled])');
    await expect.poll(() => live.count()).toBe(1);
    const paint = () =>
      live.evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          background: style.backgroundColor,
          radius: style.borderTopLeftRadius,
          outline: `${style.outlineStyle} ${style.outlineColor}`,
          text: button.textContent,
        };
      });
    expect(await paint()).toMatchObject({ background: rgb(primary), radius: "4px", text: "Book a demo" });
    await live.hover();
    expect((await paint()).background).toBe(rgb(hover));
    await page.mouse.move(0, 0);
    await live.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect((await paint()).outline).toBe(`solid ${rgb(ring)}`);
    // Nothing of it reaches the Studio: no custom property on the page's root, the Studio's buttons unstyled by it.
    const outside = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).getPropertyValue("--marque-button-primary-bg"),
      copy: getComputedStyle(document.querySelector(".cl-copy button") as Element).borderTopLeftRadius,
      mq: document.querySelectorAll(".mq-button").length,
    }));
    expect(outside).toEqual({ root: "", copy: expect.not.stringMatching(/^4px$/u), mq: 0 });

    // Copy CSS puts the group's stylesheet on the clipboard: the code the panel shows, custom properties first.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.locator('.cl-group[data-group="buttons"] [data-copy="css"]').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^:root \{\n {2}--marque-radius: 4px;/u);
    expect(copied).toContain(`--marque-button-primary-bg: ${primary};`);
    expect(copied).toBe(
      await page.locator('.cl-group[data-group="buttons"] .cl-code pre').nth(1).textContent(),
    );

    // The HTML an agent reads parses into the components, with the CSS inside.
    const html = await exportedBy(page, "components.export", { format: "html" });
    expect([html.filename, html.mimeType]).toEqual([
      "tessel-labs-component-library.html",
      "text/html; charset=utf-8",
    ]);
    const parsed = await page.evaluate((markup) => {
      const doc = new DOMParser().parseFromString(markup, "text/html");
      const labelled = [...doc.querySelectorAll("input")].every(
        (input) => doc.querySelector(`label[for="${input.id}"]`) !== null,
      );
      return {
        buttons: doc.querySelectorAll("button").length,
        disabled: doc.querySelectorAll("button:disabled").length,
        labelled,
        invalid: doc.querySelectorAll('input[aria-invalid="true"]').length,
        alerts: doc.querySelectorAll('[role="alert"]').length,
        cards: doc.querySelectorAll(".mq-card").length,
        style: doc.querySelector("style")?.textContent ?? "",
      };
    }, text(html));
    expect(parsed).toMatchObject({
      buttons: 5,
      disabled: 1,
      labelled: true,
      invalid: 1,
      alerts: 2,
      cards: 0,
    });
    expect(parsed.style).toContain(`--marque-button-primary-bg: ${primary};`);

    // The sheet draws the colours the CSS names.
    const svg = await exportedBy(page, "components.export", { format: "svg" });
    expect(svg.filename).toBe("tessel-labs-component-library-1-components.svg");
    for (const hex of [primary, hover, ring]) expect(text(svg)).toContain(`"${hex}"`);
    const png = decodedPng(await exportedBy(page, "components.export", { format: "png" }));
    expect([png.width, png.height]).toEqual([svg.width, svg.height]);
    const pdf = await PDFDocument.load(
      bytesOf(await exportedBy(page, "components.export", { format: "pdf" })),
      {
        updateMetadata: false,
      },
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: svg.width, height: svg.height });
  });
});
