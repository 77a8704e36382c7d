// The Studio in Debian's Chromium against the real server: ready events, describe/controls, set and
// activate on every control kind, source round trips and their errors, a held reference across tool
// switches, exports (SVG byte-identical to the API), persistence, accessibility and the size of the shell.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { exportActionOf, STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { usePage } from "../support/browser.js";
import { pngBytes } from "../support/images.js";
import { useServer } from "../support/server.js";
import { inStudio, seriousViolations } from "./helpers.js";

const server = useServer();
const browser = usePage();

/** Opens the Studio with a ready-event recorder installed before any script runs. */
async function open(page: Page, query = ""): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ready: { tool: string; at: number }[] };
    w.__ready = [];
    window.addEventListener("marque:studio-api-ready", (event) => {
      w.__ready.push({ tool: (event as CustomEvent).detail.tool, at: performance.now() });
    });
  });
  await page.goto(`${server.url}/studio${query}`);
  await page.waitForFunction(() => (window as unknown as { __ready: unknown[] }).__ready.length > 0);
}

const readyEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ready: { tool: string; at: number }[] }).__ready);

describe("the Studio", () => {
  // A timing on a shared 2-core machine: a retry absorbs a stall of the machine, not a slow Studio.
  it("fires the ready event within a second of navigation, with describe() as detail", {
    retry: 2,
  }, async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await open(page, "?tool=surface");
    const [first] = await readyEvents(page);
    expect(first?.tool).toBe("surface");
    expect(first?.at, "ms from navigation start to the ready event").toBeLessThan(1000);
    expect(await page.evaluate(() => location.search)).toBe("?tool=surface");
  });

  it("describes every tool and lists its controls; the ready event fires on each switch", async () => {
    const { page } = browser;
    for (const tool of STUDIO_TOOLS) {
      const described = await inStudio<{ tool: string; actions: string[]; exports: string[] }>(
        page,
        async (s, { id }) => {
          await s.invoke("tool.open", { tool: id });
          return s.describe();
        },
        { id: tool.id },
      );
      expect(described.tool).toBe(tool.id);
      expect(described.actions).toEqual(
        expect.arrayContaining([
          "source.read",
          "source.apply",
          "controls.list",
          "control.activate",
          "control.set",
          "artifact.download",
          "tool.open",
        ]),
      );
      if (tool.exports.length > 0) expect(described.actions).toContain(exportActionOf(tool));
      const controls = await inStudio<{ label: string; enabled: boolean }[]>(page, async (s) => s.controls());
      expect(controls.length).toBeGreaterThan(0);
      expect((await readyEvents(page)).at(-1)?.tool).toBe(tool.id);
      expect(await page.evaluate(() => new URL(location.href).searchParams.get("tool"))).toBe(tool.id);
    }
  });

  it("sets every control kind and reads it back; refuses unknown, wrong and invalid", async () => {
    const { page } = browser;
    const image = `data:image/png;base64,${pngBytes(16, "#ff0000").toString("base64")}`;
    const results = await inStudio<Record<string, unknown>>(
      page,
      async (s, { image }) => {
        await s.invoke("tool.open", { tool: "surface" });
        const number = await s.set("Width", 800);
        const select = await s.set("Style", "pattern");
        const color = await s.set("Color a", "#112233");
        const toggle = await s.activate("Lighting enabled");
        const source = s.readSource();
        let unknown: unknown, invalid: unknown, button: unknown;
        try {
          await s.set("No such control", 1);
        } catch (e: any) {
          unknown = e.body;
        }
        try {
          await s.set("Width", 99999);
        } catch (e: any) {
          invalid = e.body;
        }
        button = await s.activate("Width");
        const focused = document.activeElement?.id;
        await s.invoke("tool.open", { tool: "slides" });
        const text = await s.set("Title", "Quarterly review");
        const area = await s.set("Body", "98% — Uptime");
        const file = await s.set("Background image", image);
        await s.invoke("tool.open", { tool: "elements" });
        const opened = await s.activate("Open artifact in its tool");
        return {
          number,
          select,
          color,
          toggle,
          source,
          unknown,
          invalid,
          button,
          focused,
          text,
          area,
          file: file.value === image,
          opened,
          after: s.activeTool(),
        };
      },
      { image },
    );
    expect(results.number).toMatchObject({ kind: "number", value: 800, min: 64, max: 4096 });
    expect(results.select).toMatchObject({ kind: "select", value: "pattern" });
    expect(results.color).toMatchObject({ kind: "color", value: "#112233" });
    expect(results.toggle).toMatchObject({ kind: "toggle", value: false });
    expect((results.source as { settings: Record<string, unknown> }).settings).toMatchObject({
      width: 800,
      style: "pattern",
      colorA: "#112233",
    });
    expect(results.unknown).toMatchObject({ error: { code: "not_found", field: "label" } });
    expect(results.invalid).toMatchObject({ error: { code: "invalid_request" } });
    expect((results.invalid as { error: { issues: unknown[] } }).error.issues).toContainEqual(
      expect.objectContaining({ field: "settings.width", code: "out_of_range" }),
    );
    // Activating a field focuses it and reports its state.
    expect(results.button).toMatchObject({ label: "Width", kind: "number", value: 800 });
    expect(results.focused).toBe("control-width");
    expect(results.text).toMatchObject({ kind: "text", value: "Quarterly review" });
    expect(results.area).toMatchObject({ kind: "textarea", value: "98% — Uptime" });
    expect(results.file).toBe(true);
    expect(["surface", "slides", "blog", "partnership"]).toContain(results.after);
  });

  it("round-trips sources and rejects bad ones with the HTTP error shape", async () => {
    const { page } = browser;
    const result = await inStudio<Record<string, unknown>>(page, async (s) => {
      await s.invoke("tool.open", { tool: "surface" });
      const applied = await s.applySource({
        kind: "background",
        settings: { width: 640, height: 360, style: "pattern", pattern: "grid" },
      });
      const read = s.readSource();
      const fromString = await s.applySource(JSON.stringify(read));
      let unknown: unknown, invalidJson: unknown, wrongKind: unknown;
      try {
        await s.applySource({ kind: "background", settings: { width: 640, height: 360 }, extra: 1 });
      } catch (e: any) {
        unknown = e.body;
      }
      try {
        await s.applySource("{nope");
      } catch (e: any) {
        invalidJson = e.body;
      }
      try {
        await s.applySource({ kind: "background", settings: { width: 640, height: 360, bogus: true } });
      } catch (e: any) {
        wrongKind = e.body;
      }
      return { applied, read, fromString, unknown, invalidJson, wrongKind, still: s.readSource() };
    });
    expect(result.applied).toEqual(result.read);
    expect(result.fromString).toEqual(result.read);
    expect((result.read as { settings: { pattern: string } }).settings.pattern).toBe("grid");
    expect(result.unknown).toMatchObject({ error: { code: "unknown_field", field: "extra" } });
    expect(result.invalidJson).toMatchObject({ error: { code: "invalid_json" } });
    expect(result.wrongKind).toMatchObject({
      error: { issues: [expect.objectContaining({ code: "unknown_field", field: "settings.bogus" })] },
    });
    expect(result.still).toEqual(result.read);
  });

  it("keeps a held reference working across tool switches", async () => {
    const { page } = browser;
    const tools = await inStudio<string[]>(page, async (s) => {
      const held = (window as unknown as { marque: { studio: typeof s } }).marque.studio;
      const seen: string[] = [];
      for (const tool of ["blog", "identity", "partnership"]) {
        await held.invoke("tool.open", { tool });
        seen.push(held.activeTool(), held.describe().tool);
      }
      return seen;
    });
    expect(tools).toEqual(["blog", "blog", "identity", "identity", "partnership", "partnership"]);
  });

  it.each(
    STUDIO_TOOLS.filter((tool) => tool.generates && tool.exports.includes("svg")).map((tool) => tool.id),
  )("%s exports SVG byte-identical to the API, and PNG and JPG of the right size", async (tool) => {
    const { page } = browser;
    const result = await inStudio<
      Record<
        string,
        {
          filename: string;
          mimeType: string;
          bytes: number;
          width: number;
          height: number;
          base64?: string;
        }
      > & { source: unknown; busy: unknown }
    >(
      page,
      async (s, { tool, action }) => {
        await s.invoke("tool.open", { tool });
        const svg = await s.invoke(action, { format: "svg", base64: true });
        const png = await s.invoke(action, { format: "png" });
        let busy: unknown;
        const first = s.invoke(action, { format: "jpg" });
        try {
          await s.invoke(action, { format: "jpg" });
        } catch (e: any) {
          busy = e.body;
        }
        const jpg = await first;
        const strip = ({ blob, ...rest }: { blob: Blob }) => ({
          ...rest,
          blobType: blob.type,
          blobSize: blob.size,
        });
        return { svg: strip(svg), png: strip(png), jpg: strip(jpg), source: s.readSource(), busy };
      },
      { tool, action: `${tool}.export` },
    );
    const api = await server.post(result.source);
    expect(api.status).toBe(200);
    const apiBytes = Buffer.from(await api.arrayBuffer());
    expect(Buffer.from(result.svg?.base64 ?? "", "base64").equals(apiBytes)).toBe(true);
    const disposition = api.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(result.svg?.filename);
    for (const [format, mime] of [
      ["png", "image/png"],
      ["jpg", "image/jpeg"],
    ] as const) {
      const artifact = result[format];
      expect(artifact?.mimeType).toBe(mime);
      expect(artifact?.bytes).toBeGreaterThan(1000);
      expect(artifact?.filename).toBe(result.svg?.filename.replace(/\.svg$/u, `.${format}`));
      expect([artifact?.width, artifact?.height]).toEqual([result.svg?.width, result.svg?.height]);
    }
    expect(result.busy).toMatchObject({ error: { code: "invalid_request", field: "export" } });
  });

  it.each([
    [
      "Japanese",
      "すべての列車が、すべての路線で時間どおりに到着します。",
      "列車の時間\n路線ネットワーク\n乗客と駅",
      "noto-sans-jp",
    ],
    [
      "Arabic",
      "كل قطار يصل في موعده على كل خط",
      "التقرير السنوي 2026\nمجلس الإدارة\nالركاب والمحطات",
      "noto-sans-arabic",
    ],
  ])(
    "exports a %s slide byte-identical to the API, fetching only the font slices its text needs",
    async (_, title, body, family) => {
      const { page } = browser;
      // A fresh document: an earlier test opened Typography, whose specimen fetches every script's faces.
      await open(page);
      const fetched: string[] = [];
      const record = (request: { url(): string }) => {
        const match = /\/studio\/fonts\/@fontsource\/([^/]+)\//u.exec(request.url());
        if (match) fetched.push(match[1] as string);
      };
      page.on("request", record);
      const result = await inStudio<{ base64: string; source: unknown }>(
        page,
        async (s, { title, body }) => {
          await s.invoke("tool.open", { tool: "slides" });
          await s.applySource({ ...s.readSource(), slideLayout: "agenda", title: title, body: body });
          const svg = await s.invoke("slides.export", { format: "svg", base64: true });
          return { base64: svg.base64, source: s.readSource() };
        },
        { title, body },
      );
      page.off("request", record);
      const api = await server.post(result.source);
      expect(api.status).toBe(200);
      const apiBytes = Buffer.from(await api.arrayBuffer());
      expect(apiBytes.toString("utf8")).toContain(title);
      expect(Buffer.from(result.base64, "base64").equals(apiBytes)).toBe(true);
      // The script's own family, a few of its slices at most; no other script's fonts.
      const fallbacks = fetched.filter((name) => name.startsWith("noto-"));
      expect(fallbacks.length).toBeGreaterThan(0);
      expect(fallbacks.every((name) => name === family)).toBe(true);
      expect(fallbacks.length).toBeLessThanOrEqual(family === "noto-sans-jp" ? 24 : 4);
    },
  );

  it("remembers the identity and tool across a reload", async () => {
    const { page } = browser;
    await inStudio(page, async (s) => {
      await s.invoke("tool.open", { tool: "identity" });
      await s.set("Preset", "halden-rail");
      await s.invoke("tool.open", { tool: "blog" });
    });
    await page.goto(`${server.url}/studio`);
    await page.waitForFunction(() => (window as unknown as { __ready: unknown[] }).__ready.length > 0);
    const state = await inStudio<{ tool: string; identity: unknown }>(page, async (s) => ({
      tool: s.activeTool(),
      identity: s.readSource().identity,
    }));
    expect(state).toEqual({ tool: "blog", identity: { preset: "halden-rail" } });
  });

  it.each(STUDIO_TOOLS.map((tool) => tool.id))(
    "%s has no serious or critical accessibility violation",
    async (tool) => {
      const { page } = browser;
      await inStudio(
        page,
        async (s, { tool }) => {
          await s.invoke("tool.open", { tool: tool });
        },
        { tool },
      );
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe("the Studio's shell", () => {
  it("loads at most 250 KB of JavaScript (gzip) before the first tool", () => {
    const root = join("dist", "studio");
    const html = readFileSync(join(root, "index.html"), "utf8");
    const scripts = [...html.matchAll(/(?:src|href)="\/studio\/(assets\/[^"]+\.js)"/gu)].map(
      (m) => m[1] as string,
    );
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, file))).byteLength, 0);
    expect(total).toBeLessThan(250 * 1024);
  });

  it("is served at /studio and its fonts only from the bundled faces", async () => {
    const page = await fetch(`${server.url}/studio`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/u);
    const font = await fetch(
      `${server.url}/studio/fonts/@fontsource/inter/files/inter-latin-400-normal.woff2`,
    );
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    const outside = await fetch(`${server.url}/studio/fonts/..%2F..%2Fpackage.json`);
    expect(outside.status).toBe(404);
  });
});
