// The Terminal card tool as a developer and an agent meet it: code, language and highlighted lines set through
// window.marque.studio redraw the card highlighted in the identity's colours; "3, 5-8" becomes the document's
// ranges and a bad list is refused at its field; only the grammars used are loaded; the SVG it downloads is
// byte for byte the one POST /api/code-cards answers for the same document, and the PNG is that card at its
// size. Real Chromium, real server.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { identitySchema } from "../../src/contract/index.js";
import { codeCardPalette } from "../../src/render/code-card/index.js";
import { useServer } from "../support/server.js";
import { bytesOf, decodedPng, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

describe("Terminal card", () => {
  it("highlights the code it is given, takes highlighted lines as text, and exports the SVG the server draws", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=code-card");
    await inStudio(page, async (s) => {
      await s.applySource({
        kind: "code-card",
        identity: { preset: "tessel-labs" },
        code: "def greet(name):\n    # say it\n    return 'Hello, ' + name\n\nprint(greet('Ada'))",
        language: "python",
        title: "greet.py",
        chrome: "windows",
      });
      await s.set("Highlighted lines", "1, 3-4");
    });
    const palette = codeCardPalette(resolveIdentity(identitySchema.parse({ preset: "tessel-labs" })), "dark");
    // The preview turns from plain to highlighted once the grammar is in.
    await page.waitForFunction(
      (fill) => document.querySelector('.artboard svg [aria-label="def"]')?.getAttribute("fill") === fill,
      palette.roles.keyword,
      { timeout: 10_000 },
    );
    // Only the grammars used load: TypeScript (the first card) and Python, each its own script.
    const grammars = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => /\/assets\/([a-z]+)-[\w-]{8}\.js$/u.exec(new URL(entry.name).pathname)?.[1])
        .filter((name) =>
          ["typescript", "python", "rust", "go", "sql", "yaml", "html", "css"].includes(name ?? ""),
        ),
    );
    expect([...new Set(grammars)].sort()).toEqual(["python", "typescript"]);
    const source = await inStudio<Record<string, unknown>>(page, async (s) => s.readSource());
    expect(source.highlightLines).toEqual([1, [3, 4]]);
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s) => s.set("Highlighted lines", "1, three"),
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field)).toEqual(["highlightLines"]);
    const past = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(page, async (s) =>
      s.set("Highlighted lines", "9"),
    );
    expect(past.rejected?.error.issues.map((issue) => issue.field)).toEqual(["highlightLines.0"]);

    const svg = await exportedBy(page, "code-card.export", { format: "svg" });
    expect(svg.filename).toBe("tessel-labs-code-card-1-greet-py.svg");
    const text = bytesOf(svg).toString("utf8");
    expect(text).not.toMatch(/<text[\s>]/u);
    expect(text).toContain(`aria-label="def" fill="${palette.roles.keyword}"`);
    const http = await fetch(`${server.url}/api/code-cards?format=svg`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(source),
    });
    expect(http.status).toBe(200);
    expect(Buffer.from(await http.arrayBuffer()).toString("utf8")).toBe(text);

    const png = await exportedBy(page, "code-card.export", { format: "png" });
    const pixels = decodedPng(png);
    expect([pixels.width, pixels.height]).toEqual([svg.width, svg.height]);
    expect(png.filename).toBe("tessel-labs-code-card-1-greet-py.png");
  });
});
