// Caller images in the Studio (Debian's Chromium): the same contract sanitizer runs in the browser, so a hostile
// SVG is refused with the server's issue, and an accepted one exports byte-identical to the API's artifact,
// embedding the sanitized copy.
import { describe, expect, it } from "vitest";
import { usePage } from "../support/browser.js";
import { HOSTILE_SVGS, INKSCAPE_LOGO, svgDataUrl } from "../support/hostile-images.js";
import { useServer } from "../support/server.js";
import { inStudio } from "./helpers.js";

const server = useServer();
const browser = usePage();

const PICKED = [
  "a namespace-aliased xlink:href",
  "a CSS escape u\\72l( in <style>",
  "SMIL <set> of onload",
  "1,000 levels of nesting",
  "a UTF-16 SVG with a byte order mark",
  ":is( nested 1,500 deep in <style>",
  "( nested 2,800 deep in a presentation attribute",
  "a <use> fan-out to 10^10 elements",
  "feTurbulence numOctaves=1000000",
];

describe("caller SVGs in the Studio", () => {
  it("are refused with the same issue as the API", async () => {
    const { page } = browser;
    await page.addInitScript(() => {
      window.addEventListener("marque:studio-api-ready", () => {
        (window as unknown as { __ready: boolean }).__ready = true;
      });
    });
    await page.goto(`${server.url}/studio?tool=slides`);
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    for (const [name, svg, message] of HOSTILE_SVGS.filter(([name]) => PICKED.includes(name))) {
      const url = svgDataUrl(svg);
      const result = await inStudio<{
        rejected?: { error: { issues: { code: string; message: string }[] } };
      }>(
        page,
        async (s, { url }) => {
          await s.invoke("tool.open", { tool: "slides" });
          return s.set("Background image", url);
        },
        { url },
      );
      const api = await server.postJson({
        kind: "template",
        template: "slides",
        backgroundImageDataUrl: url,
      });
      const issue = result.rejected?.error.issues.find((entry) => entry.code === "invalid_data_url");
      expect(issue?.message, name).toMatch(message);
      expect(issue?.message, name).toBe(api.json.error.issues[0].message);
    }
  });

  it("export byte-identical to the API, embedding the sanitized SVG", async () => {
    const { page } = browser;
    const url = svgDataUrl(INKSCAPE_LOGO);
    const result = await inStudio<{ base64: string; source: unknown }>(
      page,
      async (s, { url }) => {
        await s.invoke("tool.open", { tool: "slides" });
        await s.set("Background image", url);
        const svg = await s.invoke("slides.export", { format: "svg", base64: true });
        return { base64: svg.base64, source: s.readSource() };
      },
      { url },
    );
    const api = await server.post(result.source);
    expect(api.status).toBe(200);
    const apiText = await api.text();
    const studioText = Buffer.from(result.base64, "base64").toString("utf8");
    expect(studioText).toBe(apiText);
    expect(studioText).not.toContain(url);
    const embedded = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/u.exec(studioText)?.[1] ?? "";
    expect(Buffer.from(embedded, "base64").toString("utf8")).not.toContain("inkscape");
  });
});
