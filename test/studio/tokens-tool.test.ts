// The Colour tokens tool as a designer and an agent meet it: the token files it downloads are the bytes the
// HTTP API answers for the same identity, editing the ink changes the page and every export at once, the
// swatch sheet is strict SVG with its type outlined (and its PNG the same size), the sheet's options change
// what it shows, and a tokens document applied in any tool opens this one. Real Chromium, real server.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOKEN_FORMATS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";
import { expectStrictXml } from "../support/strict-xml.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const exported = (page: Page, format: string) => exportedBy(page, "tokens.export", { format });

const postTokens = async (body: unknown) => {
  const response = await fetch(`${server.url}/api/tokens`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return { text: await response.text(), type: response.headers.get("content-type") };
};

async function tokensPage(): Promise<Page> {
  const { page } = await browser.fresh();
  await openStudio(page, server.url, "?tool=tokens");
  return page;
}

describe("Colour tokens", () => {
  it("downloads DTCG, CSS and Tailwind files byte for byte as POST /api/tokens and GET /api/identities/{id}/tokens answer them", async () => {
    const page = await tokensPage();
    await inStudio(page, async (s) => {
      await s.set("Preset", "halden-rail");
      await s.set("Ink", "#1b2a4a");
    });
    for (const format of TOKEN_FORMATS) {
      const studio = await exported(page, format);
      const http = await postTokens({ identity: { preset: "halden-rail", ink: "#1b2a4a" }, format });
      expect(bytesOf(studio).toString("utf8"), format).toBe(http.text);
      expect(studio.mimeType).toBe(http.type);
    }
    await inStudio(page, async (s) => {
      await s.activate("Reset Ink");
    });
    const get = await fetch(`${server.url}/api/identities/halden-rail/tokens?format=css`);
    expect(bytesOf(await exported(page, "css")).toString("utf8")).toBe(await get.text());
  });

  it("follows an edited ink on the page and in the files at once", async () => {
    const page = await tokensPage();
    const textDefault = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".tk-token")]
            .find((token) => token.querySelector("strong")?.textContent === "text.default")
            ?.querySelector("code")?.textContent,
      );
    const before = await textDefault();
    await inStudio(page, async (s) => s.set("Ink", "#203a2c"));
    expect(before).not.toBe("#203a2c");
    expect(await textDefault()).toBe("#203a2c");
    const dtcg = JSON.parse(bytesOf(await exported(page, "dtcg")).toString("utf8"));
    expect(JSON.stringify(dtcg.color.text.default)).toContain("#203a2c");
    // The identity is shared: the Identity tool now holds the same ink.
    const identity = await inStudio<{ ink?: string }>(page, async (s) => {
      await s.invoke("tool.open", { tool: "identity" });
      return s.readSource();
    });
    expect(identity.ink).toBe("#203a2c");
  });

  it("makes a swatch sheet of strict SVG with outlined type, its PNG the same size, and shows what the sheet options say", async () => {
    const page = await tokensPage();
    const svg = await exported(page, "svg");
    const markup = bytesOf(svg).toString("utf8");
    expectStrictXml(markup, "the swatch sheet");
    expect(markup).not.toMatch(/<text[\s>]/u);
    expect(markup).toContain("<path");
    expect(svg.filename).toBe("marque-colour-tokens.svg");
    const png = await exported(page, "png");
    const pixels = decodedPng(png);
    expect([pixels.width, pixels.height]).toEqual([svg.width, svg.height]);
    expect(png.filename).toBe("marque-colour-tokens.png");
    // Without the scales and the tokens in use the sheet is shorter, and the page drops those sections.
    await inStudio(page, async (s) => {
      await s.set("Show scales", false);
      await s.set("Show tokens in use", false);
    });
    const short = await exported(page, "svg");
    expect(short.height).toBeLessThan(svg.height - 400);
    expect(await page.locator("#tk-scales").count()).toBe(0);
    expect(await page.locator("#tk-usage").count()).toBe(0);
    // APCA only: the table says Lc and no WCAG ratio.
    await inStudio(page, async (s) => s.set("Contrast measures", "apca"));
    const cells = await page.locator(".tk-verdicts").allTextContents();
    expect(cells.every((cell) => cell.startsWith("Lc ") && !cell.includes(":1"))).toBe(true);
  });

  it("opens from any tool when a tokens document is applied, and refuses a bad one at its field", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const applied = await inStudio<{ tool: string; source: { sheet: { contrast: string } } }>(
      page,
      async (s) => {
        await s.applySource({
          kind: "tokens",
          identity: { preset: "fernway-press" },
          sheet: { contrast: "wcag" },
        });
        return { tool: s.activeTool(), source: s.readSource() };
      },
    );
    expect(applied.tool).toBe("tokens");
    expect(applied.source.sheet.contrast).toBe("wcag");
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.applySource({ kind: "tokens", sheet: { contrast: "sometimes" } }),
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field)).toEqual(["sheet.contrast"]);
  });
});
