// How the Studio behaves across its tools, in Debian's Chromium against the real server: the facade from its
// first moment, one identity shared by every tool, opening an artifact in its tool, controls that report and
// reach what is on screen, applySource's refusals, what each tool loads, and the ready event. (First found as
// defects trying the Studio as a designer.) Each test opens a fresh browser context: local storage starts empty.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ELEMENTS, type ElementRecord } from "../../src/catalog/elements/index.js";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { useServer } from "../support/server.js";
import { CONFORMING } from "./conformance-tools.js";
import {
  inStudio,
  openStudio,
  readyEvents,
  status,
  useBrowser,
  visibleControlNames,
  waitForReady,
} from "./helpers.js";

const server = useServer();
const browser = useBrowser();

type Controls = { label: string; kind: string; value: unknown; enabled: boolean; pressed?: boolean }[];
const labelsOf = (page: Page) => inStudio<string[]>(page, async (s) => s.controls().map((c) => c.label));

const element = (test: (record: ElementRecord) => boolean): ElementRecord => {
  const found = ELEMENTS.find(test);
  if (!found) throw new Error("no such element in the catalog");
  return found;
};

/** The docs' ready snippet, wrapped so it runs anywhere and reports what the object then answers. */
function readySnippet(): string {
  const page = readFileSync(join("docs", "studio.md"), "utf8");
  const code = /## Getting ready[\s\S]*?```js\n([\s\S]*?)```/u.exec(page)?.[1];
  if (!code) throw new Error("docs/studio.md has no ready snippet");
  return `(async () => {
    ${code}
    return { tool: studio.activeTool(), described: studio.describe().tool, controls: studio.controls().length };
  })().catch((error) => ({ error: String(error?.message ?? error) }))`;
}

describe("the facade is usable the moment window.marque.studio exists", () => {
  it("the docs' snippet works run before any Studio script", async () => {
    const { page, errors } = await browser.fresh();
    await page.addInitScript(`window.__snippet = ${readySnippet()};`);
    await openStudio(page, server.url, "?tool=surface");
    expect(await page.evaluate(() => (window as unknown as { __snippet: unknown }).__snippet)).toEqual({
      tool: "surface",
      described: "surface",
      controls: expect.any(Number),
    });
    expect(errors).toEqual([]);
  });

  it("the docs' snippet works at DOMContentLoaded and at the instant the global appears", async () => {
    const { page, errors } = await browser.fresh();
    // A trap on window.marque: the snippet runs the moment the Studio assigns it.
    await page.addInitScript(`
      let value;
      Object.defineProperty(window, "marque", {
        configurable: true,
        get: () => value,
        set: (next) => { value = next; window.__atBirth ??= ${readySnippet()}; },
      });
      document.addEventListener("DOMContentLoaded", () => { window.__atContentLoaded = ${readySnippet()}; });
    `);
    await openStudio(page, server.url, "?tool=slides");
    const result = await page.evaluate(async () => {
      const w = window as unknown as { __atBirth: unknown; __atContentLoaded: unknown };
      return { birth: await w.__atBirth, loaded: await w.__atContentLoaded };
    });
    const ready = { tool: "slides", described: "slides", controls: expect.any(Number) };
    expect(result).toEqual({ birth: ready, loaded: ready });
    expect(errors).toEqual([]);
  });

  it("the docs' snippet works run after the first ready event", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=elements");
    expect(await page.evaluate(readySnippet())).toEqual({
      tool: "elements",
      described: "elements",
      controls: expect.any(Number),
    });
  });
});

describe("the shared identity: a partner from another identity never bricks the Partnership tool", () => {
  const PARTNER = "halden-rail.partner.vale-transit";

  /** Halden Rail with its partner chosen in Partnership, then the identity switched to the starter. */
  async function stalePartner(page: Page): Promise<void> {
    await openStudio(page, server.url, "?tool=identity");
    const chosen = await inStudio<string | undefined>(
      page,
      async (s, { PARTNER }) => {
        await s.set("Preset", "halden-rail");
        await s.invoke("tool.open", { tool: "partnership" });
        await s.set("Partner", PARTNER);
        const chosen = s.readSource().partnerId;
        await s.invoke("tool.open", { tool: "identity" });
        await s.set("Preset", "starter");
        // Stored before the page is reloaded (set() answers at its redraw; a project call once all is stored).
        await s.invoke("project.list");
        return chosen;
      },
      { PARTNER },
    );
    expect(chosen).toBe(PARTNER);
  }

  async function expectReconciled(page: Page, errors: string[]): Promise<void> {
    const state = await inStudio<Record<string, unknown>>(page, async (s) => ({
      tool: s.activeTool(),
      source: s.readSource(),
      partner: s.controls().find((c) => c.label === "Partner"),
      svg: !!document.querySelector("#preview svg"),
      card: !!document.querySelector("#preview .identity-card"),
    }));
    expect(state.tool).toBe("partnership");
    expect(state.source).not.toHaveProperty("partnerId");
    expect(state.source).toMatchObject({ identity: { preset: "starter" } });
    expect(state.partner).toMatchObject({ value: "" });
    expect(state).toMatchObject({ svg: true, card: false });
    const note = await status(page);
    expect(note.text).toContain("Vale Transit Authority is not a partner of Marque");
    expect(note.visible).toBe(true);
    expect((await readyEvents(page)).at(-1)?.tool).toBe("partnership");
    expect(errors).toEqual([]);
  }

  it("drops the partner with a visible note when the tool opens again", async () => {
    const { page, errors } = await browser.fresh();
    await stalePartner(page);
    await inStudio(page, async (s) => {
      await s.invoke("tool.open", { tool: "partnership" });
    });
    await expectReconciled(page, errors);
  });

  it("becomes ready after a reload straight into the tool", async () => {
    const { page, errors } = await browser.fresh();
    await stalePartner(page);
    await openStudio(page, server.url, "?tool=partnership");
    await expectReconciled(page, errors);
    // Reconciled once and saved: the next reload has nothing left to reconcile. A project call answers once
    // every write before it is stored (IndexedDB commits after the load that reconciled).
    await inStudio(page, async (s) => s.invoke("project.list"));
    await openStudio(page, server.url, "?tool=partnership");
    expect((await status(page)).text).toBe("");
  });
});

describe("opening an artifact in its tool", () => {
  const slide = element((e) => e.generation?.kind === "template" && e.generation.template === "slides");

  it("keeps the target tool's work restorable, fires ready on the switch, and survives a reload", async () => {
    const { page, errors } = await browser.fresh();
    await openStudio(page, server.url, "?tool=slides");
    await inStudio(
      page,
      async (s, { id }) => {
        await s.set("Title", "Our own deck");
        await s.invoke("tool.open", { tool: "elements" });
        await s.set("Element", id);
      },
      { id: slide.id },
    );
    const before = (await readyEvents(page)).length;
    const opened = await inStudio<{ tool: string; source: Record<string, unknown>; labels: string[] }>(
      page,
      async (s) => {
        await s.activate("Open artifact in its tool");
        return { tool: s.activeTool(), source: s.readSource(), labels: s.controls().map((c) => c.label) };
      },
    );
    expect(opened.tool).toBe("slides");
    expect(opened.source).toMatchObject({
      template: "slides",
      slideLayout: (slide.generation as { slideLayout: string }).slideLayout,
    });
    expect(opened.source.title).not.toBe("Our own deck");
    const ready = await readyEvents(page);
    expect(ready).toHaveLength(before + 1);
    expect(ready.at(-1)?.tool).toBe("slides");
    expect(opened.labels).toContain("Restore previous source");
    expect((await status(page)).text).toContain("Restore previous source");

    // The previous work is kept across a reload, and restoring it is one activation.
    await openStudio(page, server.url, "?tool=slides");
    const restored = await inStudio<{ title: unknown; labels: string[] }>(page, async (s) => {
      await s.activate("Restore previous source");
      return { title: s.readSource().title, labels: s.controls().map((c) => c.label) };
    });
    expect(restored.title).toBe("Our own deck");
    expect(restored.labels).not.toContain("Restore previous source");
    expect(errors).toEqual([]);
  });

  it("is offered only for elements a Studio tool makes", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=elements");
    const cases = [
      [slide, true],
      [element((e) => e.generation?.kind === "background"), true],
      [element((e) => e.generation?.kind === "template" && e.generation.template === "partnership"), true],
      [element((e) => !e.generation), false],
      [element((e) => e.generation?.kind === "design-sequence"), false],
    ] as const;
    for (const [record, offered] of cases) {
      await inStudio(
        page,
        async (s, { id }) => {
          await s.set("Element", id);
        },
        { id: record.id },
      );
      expect((await labelsOf(page)).includes("Open artifact in its tool"), record.id).toBe(offered);
      const button = page.getByRole("button", { name: "Open artifact in its tool" });
      expect(await button.count(), `${record.id} in the page`).toBe(offered ? 1 : 0);
    }
  });

  it("opens a background in Surface the same way", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=elements");
    const hero = element((e) => e.generation?.kind === "background");
    const result = await inStudio<{ tool: string; settings: Record<string, unknown> }>(
      page,
      async (s, { id }) => {
        await s.set("Element", id);
        await s.activate("Open artifact in its tool");
        return { tool: s.activeTool(), settings: s.readSource().settings };
      },
      { id: hero.id },
    );
    expect(result.tool).toBe("surface");
    expect(result.settings).toMatchObject((hero.generation as { settings: object }).settings);
    expect((await readyEvents(page)).at(-1)?.tool).toBe("surface");
  });
});

describe("the shared identity: one for every tool, and the Studio says so", () => {
  it("a source applied in one tool changes the identity of all, with a visible note", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=slides");
    await inStudio(page, async (s) =>
      s.applySource({
        kind: "template",
        template: "slides",
        title: "Hello",
        identity: { preset: "halden-rail" },
      }),
    );
    await page.waitForFunction(() => document.getElementById("status")?.textContent?.includes("Identity"));
    const note = await status(page);
    expect(note.text).toContain("Identity changed for all tools: Halden Rail.");
    expect(note.visible).toBe(true);
    const identities = await inStudio<unknown[]>(page, async (s) => {
      const seen = [];
      for (const tool of ["blog", "surface", "identity"]) {
        await s.invoke("tool.open", { tool });
        seen.push(tool === "identity" ? s.readSource() : s.readSource().identity);
      }
      return seen;
    });
    expect(identities).toEqual([
      { preset: "halden-rail" },
      { preset: "halden-rail" },
      { preset: "halden-rail" },
    ]);
    // The docs say it too.
    expect(readFileSync(join("docs", "studio.md"), "utf8")).toContain("Identity changed for all tools");
  });

  it("says nothing when the identity stays the same", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=slides");
    await inStudio(page, async (s) => s.applySource({ ...s.readSource(), title: "Same identity" }));
    await page.waitForTimeout(200);
    expect((await status(page)).text).toBe("");
  });
});

describe("controls: activate() reaches every visible button by its accessible label", () => {
  // The conformance suite checks the same on the tools it runs on (CONFORMING).
  it.each(STUDIO_TOOLS.map((tool) => tool.id).filter((id) => !CONFORMING.includes(id)))(
    "%s: every visible control is in controls()",
    async (tool) => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${tool}`);
      const labels = await labelsOf(page);
      const names = await visibleControlNames(page);
      expect(names.length).toBeGreaterThan(STUDIO_TOOLS.length);
      for (const name of names) expect(labels, `"${name}" is on the page`).toContain(name);
    },
  );

  it("activates Download SVG and the tool tabs", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const download = page.waitForEvent("download");
    const state = await inStudio<{ label: string; kind: string }>(page, async (s) =>
      s.activate("Download SVG"),
    );
    expect(state).toMatchObject({ label: "Download SVG", kind: "button" });
    const filename = await inStudio<string>(
      page,
      async (s) => (await s.invoke("surface.export", { format: "svg" })).filename,
    );
    expect((await download).suggestedFilename()).toBe(filename);

    const tab = await inStudio<{ label: string; pressed: boolean; tool: string; controls: Controls }>(
      page,
      async (s) => ({ ...(await s.activate("Blog cover")), tool: s.activeTool(), controls: s.controls() }),
    );
    expect(tab).toMatchObject({ label: "Blog cover", pressed: true, tool: "blog" });
    expect(tab.controls.find((c) => c.label === "Surface")).toMatchObject({ kind: "button", pressed: false });
    expect((await readyEvents(page)).at(-1)?.tool).toBe("blog");
    expect(await page.evaluate(() => new URL(location.href).searchParams.get("tool"))).toBe("blog");
  });
});

describe("controls: colours report the value in effect; Logo tone can go back to automatic", () => {
  it("surface: a defaulted colour reports the identity's palette colour, and resets", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const [a] = resolveIdentity({ preset: "starter" }).colors.gradient;
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      const find = (label: string) => s.controls().find((c) => c.label === label);
      const before = find("Color a");
      const field = document.querySelector<HTMLInputElement>("#control-color-a")?.value;
      const resetBefore = find("Reset Color a")?.enabled;
      const set = await s.set("Color a", "#112233");
      const resetAfter = await s.activate("Reset Color a");
      return {
        before,
        field,
        resetBefore,
        set,
        resetAfter,
        after: find("Color a"),
        source: s.readSource().settings.colorA ?? null,
      };
    });
    expect(result.before).toMatchObject({ kind: "color", value: a?.toLowerCase(), defaulted: true });
    expect(result.field).toBe(a?.toLowerCase());
    expect(result.resetBefore).toBe(false);
    expect(result.set).toMatchObject({ value: "#112233" });
    expect(result.set).not.toHaveProperty("defaulted");
    expect(result.resetAfter).toMatchObject({ label: "Reset Color a", enabled: false });
    expect(result.after).toMatchObject({ value: a?.toLowerCase(), defaulted: true });
    expect(result.source).toBeNull();
  });

  it("slides and identity: ground, text, ink and paper report their colours", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=slides");
    const starter = resolveIdentity({ preset: "starter" });
    const colours = await inStudio<Record<string, { value: unknown; defaulted?: boolean }>>(
      page,
      async (s) => {
        const pick = (...labels: string[]) =>
          Object.fromEntries(
            s
              .controls()
              .filter((c) => labels.includes(c.label))
              .map((c) => [c.label, c]),
          );
        const slides = pick("Background colour", "Text colour");
        await s.invoke("tool.open", { tool: "identity" });
        return { ...slides, ...pick("Ink", "Paper") };
      },
    );
    expect(colours["Background colour"]).toMatchObject({ value: "#ffffff", defaulted: true });
    expect(colours["Text colour"]?.value).toMatch(/^#[0-9a-f]{6}$/iu);
    expect(colours["Text colour"]?.defaulted).toBe(true);
    expect(colours.Ink).toMatchObject({ value: starter.colors.ink, defaulted: true });
    expect(colours.Paper).toMatchObject({ value: starter.colors.paper, defaulted: true });
  });

  it("Logo tone goes back to automatic", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      const before = s.controls().find((c) => c.label === "Logo tone");
      const white = await s.set("Logo tone", "white");
      const chosen = s.readSource().settings.logoTone;
      const automatic = await s.set("Logo tone", "");
      const options = [...document.querySelectorAll("#control-logo-tone label")].map((o) => o.textContent);
      return { before, white, chosen, automatic, after: s.readSource().settings.logoTone ?? null, options };
    });
    expect(result.before).toMatchObject({ kind: "select", value: "", options: ["", "black", "white"] });
    expect(result.white).toMatchObject({ value: "white" });
    expect(result.chosen).toBe("white");
    expect(result.automatic).toMatchObject({ value: "" });
    expect(result.after).toBeNull();
    expect(result.options).toEqual(["auto", "black", "white"]);
  });
});

describe("applySource speaks as the server and keeps the document exact", () => {
  it.each(["surface", "slides", "elements"])(
    "%s: null and [] are refused as POST /api/generate refuses them",
    async (tool) => {
      const { page } = await browser.fresh();
      await openStudio(page, server.url, `?tool=${tool}`);
      const studio = await inStudio<Record<string, unknown>>(page, async (s) => {
        const body = async (source: unknown) => {
          try {
            await s.applySource(source);
          } catch (e: any) {
            return e.body;
          }
        };
        return {
          null: await body(null),
          array: await body([]),
          nullText: await body("null"),
          number: await body(42),
        };
      });
      for (const [key, text] of [
        ["null", "null"],
        ["array", "[]"],
        ["nullText", "null"],
        ["number", "42"],
      ] as const) {
        const http = await server.postJson(text);
        expect(http.status).toBe(400);
        expect(studio[key], `${tool} ${text}`).toEqual(http.json);
      }
    },
  );

  it("identity: refuses null and [] with the same issue, worded for an identity", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    const bodies = await inStudio<unknown[]>(page, async (s) =>
      Promise.all(
        [null, []].map(async (source) => {
          try {
            await s.applySource(source);
          } catch (e: any) {
            return e.body;
          }
        }),
      ),
    );
    expect(bodies).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({
          code: "invalid_request",
          field: "request",
          issues: [expect.objectContaining({ code: "invalid_type", expected: "object", received: "null" })],
        }),
      }),
      expect.objectContaining({
        error: expect.objectContaining({ issues: [expect.objectContaining({ received: "array" })] }),
      }),
    ]);
  });

  it("output json round-trips through readSource; a source without output reads raw", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=surface");
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      const applied = await s.applySource({
        kind: "background",
        output: "json",
        settings: { width: 640, height: 360 },
      });
      const read = s.readSource();
      const svg = await s.invoke("surface.export", { format: "svg" });
      const plain = await s.applySource({ kind: "background", settings: { width: 640, height: 360 } });
      return {
        applied,
        read,
        mimeType: svg.mimeType,
        preview: !!document.querySelector("#preview svg"),
        plain: plain.output,
      };
    });
    expect(result.applied).toMatchObject({ output: "json" });
    expect(result.read).toEqual(result.applied);
    expect(result.mimeType).toBe("image/svg+xml");
    expect(result.preview).toBe(true);
    expect(result.plain).toBe("raw");
  });
});

describe("loading: each tool loads only what it needs, with the shell", () => {
  const assets = join("dist", "studio", "assets");
  /** Chunks holding the font parser (fontkit's own error message marks them). */
  const fontParser = () =>
    readdirSync(assets).filter((file) =>
      readFileSync(join(assets, file), "utf8").includes("Unknown font format"),
    );
  /** The shell's entry: the page's module script that is not async. */
  const shellEntry = () => {
    const html = readFileSync(join("dist", "studio", "index.html"), "utf8");
    const tag = [...html.matchAll(/<script type="module"([^>]*)><\/script>/gu)].find(
      (m) => !/\basync\b/u.test(m[1] ?? ""),
    );
    return /src="\/studio\/(assets\/[^"]+)"/u.exec(tag?.[1] ?? "")?.[1] ?? "";
  };

  /** Loads a tool while the shell's entry is held back until the tool's own code has been asked for. */
  async function load(tool: string, chunk: RegExp) {
    const { page } = await browser.fresh();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    let requested: () => void = () => undefined;
    const toolRequested = new Promise<boolean>((resolve) => {
      requested = () => resolve(true);
      setTimeout(() => resolve(false), 5_000);
    });
    page.on("request", (request) => {
      if (chunk.test(request.url())) requested();
    });
    const entry = shellEntry();
    expect(fontParser().length).toBeGreaterThan(0);
    expect(entry).not.toBe("");
    let beforeShell = false;
    await page.route(`**/studio/${entry}`, async (route) => {
      beforeShell = await toolRequested;
      await route.continue();
    });
    await openStudio(page, server.url, `?tool=${tool}`);
    return { requests, beforeShell };
  }

  it("Surface never downloads the font parser, and its code is requested before the shell has loaded", async () => {
    const { requests, beforeShell } = await load("surface", /\/assets\/surface-[^/]+\.js$/u);
    const parser = fontParser();
    expect(requests.filter((path) => parser.some((file) => path.endsWith(file)))).toEqual([]);
    expect(requests.filter((path) => path.includes("/studio/fonts/"))).toEqual([]);
    expect(beforeShell).toBe(true);
  });

  it("Slides asks for its code, the type engine and the identity's fonts while the shell loads", async () => {
    const { requests, beforeShell } = await load("slides", /\/assets\/templates-[^/]+\.js$/u);
    const parser = fontParser();
    expect(requests.some((path) => parser.some((file) => path.endsWith(file)))).toBe(true);
    expect(requests.some((path) => path.includes("/studio/fonts/"))).toBe(true);
    expect(beforeShell).toBe(true);
  });

  it("Elements and Identity do not download the font parser either", async () => {
    for (const [tool, chunk] of [
      ["elements", /\/assets\/elements-[^/]+\.js$/u],
      ["identity", /\/assets\/identity-[^/]+\.js$/u],
    ] as const) {
      const { requests } = await load(tool, chunk);
      const parser = fontParser();
      expect(
        requests.filter((path) => parser.some((file) => path.endsWith(file))),
        tool,
      ).toEqual([]);
    }
  });
});

// Ready still follows every activation path once (tabs in the page included).
describe("the ready event", () => {
  it("fires once per activation, from a click on a tab too", async () => {
    const { page } = await browser.fresh();
    await openStudio(page, server.url, "?tool=identity");
    await page.getByRole("link", { name: "Partnership" }).click();
    await waitForReady(page, 2);
    await page.waitForTimeout(200);
    expect((await readyEvents(page)).map((event) => event.tool)).toEqual(["identity", "partnership"]);
  });
});
