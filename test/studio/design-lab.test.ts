// The Design Lab (`material` tool) in Debian's Chromium (software WebGL2) against the real server: the Shader
// Library chooses materials, looks and palettes with the catalog's exact values, the source is the v4
// document, `design.export` makes PNG/JPG frames deterministically, and one GL context serves everything.
import { decode } from "fast-png";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ENGINE_SPECS, materialById, materialsCatalog } from "../../src/catalog/materials/index.js";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { MATERIAL_CONTROL_NAMES, MATERIAL_CONTROLS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Layer {
  materialId: string;
  settings: Record<string, number | string>;
}
type Doc = { version: number; schema: number; layers: Layer[]; canvas: { ratio: string } };

/**
 * A page whose WebGL2 contexts are counted from before any script runs. Distinct contexts are counted: asking a
 * canvas for its context again (the compositor reads the renderer's) answers the same one.
 */
async function counted(): Promise<Page> {
  const { page } = await browser.fresh();
  await page.addInitScript(() => {
    const w = window as unknown as { __gl: number };
    w.__gl = 0;
    const seen = new WeakSet<object>();
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: never[]) {
      const context = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (args[0] === "webgl2" && context instanceof Object && !seen.has(context)) {
        seen.add(context);
        w.__gl += 1;
      }
      return context;
    } as typeof original;
  });
  await openStudio(page, server.url, "?tool=material");
  return page;
}

/** The material's tuned settings: the contract's defaults under the record's own. */
const tuned = (id: string) => {
  const material = materialById(id);
  if (!material) throw new Error(`no material ${id}`);
  return Object.fromEntries(
    MATERIAL_CONTROL_NAMES.map((name) => [name, material.settings[name] ?? MATERIAL_CONTROLS[name].default]),
  );
};

const readDoc = (page: Page) => inStudio<Doc>(page, async (s) => s.readSource());

describe("the Design Lab", () => {
  it("is a Studio tool named Design Lab whose export action is design.export", async () => {
    const page = await counted();
    const described = await inStudio<{
      tool: string;
      actions: string[];
      exports: string[];
      export: Record<string, unknown>;
    }>(page, async (s) => s.describe());
    expect(described.tool).toBe("material");
    expect(described.actions).toContain("design.export");
    expect(described.exports).toEqual(["png", "jpg", "gif", "mp4", "webm"]);
    // Debian's Chromium has software WebGL2 and WebCodecs H.264: the Design Lab says so before an export.
    expect(described.export).toEqual({
      action: "design.export",
      formats: ["png", "jpg", "gif", "mp4", "webm"],
      modes: ["standard", "shader-sequence"],
      defaultMode: "standard",
      // The default document: a 3000 ms loop at 30 fps; the sequence adds the 3000 ms hold.
      timing: {
        standard: { frames: 90, durationMs: 3000 },
        "shader-sequence": { frames: 180, durationMs: 6000 },
      },
      capabilities: { webgl2: true, webCodecs: true, h264: true, vp9: true },
    });
    expect(STUDIO_TOOLS.find((tool) => tool.id === "material")?.name).toBe("Design Lab");
    expect(await page.title()).toBe("Design Lab · Marque Studio");
    const doc = await readDoc(page);
    expect(doc).toMatchObject({ kind: "design-lab", schema: 2, version: 4 });
    expect(doc.layers[0]?.settings).toEqual(tuned(materialsCatalog.defaults.heroAnimation));
  });

  it("applies a material's tuned settings, each look and each palette exactly as the catalog gives them", {
    timeout: 120_000,
  }, async () => {
    const page = await counted();
    const chosen = await inStudio<Doc>(page, async (s) => {
      await s.set("Material", "pool-caustics");
      return s.readSource();
    });
    expect(chosen.layers[0]).toMatchObject({ materialId: "pool-caustics", settings: tuned("pool-caustics") });
    for (const look of materialsCatalog.lookPresets) {
      const doc = await inStudio<Doc>(
        page,
        async (s, { id }) => {
          await s.set("Look", id);
          return s.readSource();
        },
        { id: look.id },
      );
      expect(doc.layers[0]?.materialId, look.id).toBe(look.materialId);
      expect(doc.layers[0]?.settings, look.id).toEqual({ ...tuned(look.materialId), ...look.settings });
      const control = await inStudio<{ value: string }>(page, async (s) =>
        s.controls().find((c) => c.label === "Look"),
      );
      expect(control.value).toBe(look.id);
    }
    for (const palette of materialsCatalog.palettes) {
      const doc = await inStudio<Doc>(
        page,
        async (s, { id }) => {
          await s.set("Palette", id);
          return s.readSource();
        },
        { id: palette.id },
      );
      const { colorA, colorB, colorC } = doc.layers[0]?.settings ?? {};
      expect([colorA, colorB, colorC], palette.id).toEqual([...palette.colors]);
    }
  });

  it("shows the shared controls an engine reads, grouped, with the catalog's bounds, and hides the rest", async () => {
    const page = await counted();
    for (const id of ["electric-tide", "mirror-chrome", "glyph-depths"]) {
      const controls = await inStudio<
        { label: string; min?: number; max?: number; step?: number; section?: string }[]
      >(
        page,
        async (s, { id }) => {
          await s.set("Material", id);
          return s.controls();
        },
        { id },
      );
      const material = materialById(id);
      if (!material) throw new Error(id);
      const ignored: readonly string[] = ENGINE_SPECS[material.engine].ignores;
      for (const name of MATERIAL_CONTROL_NAMES) {
        const label = name.replace(/([a-z])([A-Z])/gu, "$1 $2").replace(/^./u, (c) => c.toUpperCase());
        const control = controls.find((c) => c.label === label);
        if (ignored.includes(name)) {
          expect(control, `${id}: ${label}`).toBeUndefined();
          continue;
        }
        expect(control?.section, `${id}: ${label}`).toMatch(/^(Motion|Shape|Light|Colour|Camera)$/u);
        const spec = MATERIAL_CONTROLS[name];
        if (spec.type === "number")
          expect(control).toMatchObject({ min: spec.min, max: spec.max, step: spec.step });
      }
    }
  });

  it("exports the frame as PNG and JPG at the export width, named, deterministic and not blank", {
    timeout: 90_000,
  }, async () => {
    const page = await counted();
    const result = await inStudio<
      Record<string, { filename: string; mimeType: string; width: number; height: number; base64: string }>
    >(page, async (s) => {
      await s.set("Export width", 321);
      await s.set("Ratio", "square");
      const png = await s.invoke("design.export", { format: "png", base64: true });
      const again = await s.invoke("design.export", { format: "png", base64: true });
      const jpg = await s.invoke("design.export", { format: "jpg", base64: true });
      const later = await s.invoke("design.export", { format: "png", base64: true, timeMs: 1000 });
      const strip = ({ blob: _blob, ...rest }: { blob: Blob }) => rest;
      return { png: strip(png), again: strip(again), jpg: strip(jpg), later: strip(later) };
    });
    expect(result.png).toMatchObject({
      filename: "marque-design-standard-320x320.png",
      mimeType: "image/png",
      width: 320,
      height: 320,
    });
    expect(result.jpg).toMatchObject({
      filename: "marque-design-standard-320x320.jpg",
      mimeType: "image/jpeg",
    });
    expect(result.again?.base64).toBe(result.png?.base64);
    expect(result.later?.base64).not.toBe(result.png?.base64);
    const image = decode(Buffer.from(result.png?.base64 ?? "", "base64"));
    expect([image.width, image.height]).toEqual([320, 320]);
    const luminance: number[] = [];
    for (let i = 0; i < image.data.length; i += image.channels * 97) {
      luminance.push(
        0.2126 * (image.data[i] ?? 0) + 0.7152 * (image.data[i + 1] ?? 0) + 0.0722 * (image.data[i + 2] ?? 0),
      );
    }
    expect(Math.max(...luminance) - Math.min(...luminance)).toBeGreaterThan(40);
    expect(Buffer.from(result.jpg?.base64 ?? "", "base64").subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
  });

  it("refuses bad documents as the server would", async () => {
    const page = await counted();
    const result = await inStudio<
      Record<
        string,
        { rejected: { error: { code: string; field: string; issues: { field: string; code: string }[] } } }
      >
    >(page, async (s) => {
      const doc = s.readSource();
      const unknown = await s
        .applySource({ ...doc, layers: [{ ...doc.layers[0], materialId: "no-such" }] })
        .catch((e) => ({ rejected: e.body }));
      const extra = await s.applySource({ ...doc, nope: 1 }).catch((e) => ({ rejected: e.body }));
      const v3 = await s.applySource({ ...doc, version: 3 }).catch((e) => ({ rejected: e.body }));
      return { unknown, extra, v3 };
    });
    expect(result.unknown?.rejected.error.issues).toContainEqual(
      expect.objectContaining({ field: "layers.0.materialId", code: "unknown_reference" }),
    );
    expect(result.extra?.rejected.error.issues).toContainEqual(
      expect.objectContaining({ field: "nope", code: "unknown_field" }),
    );
    // A v4 document that says version 3 is read as a (broken) version 3 source, with its issues listed.
    expect(result.v3?.rejected.error.issues.length).toBeGreaterThan(0);
  });

  it("filters the library by search, category and engine", async () => {
    const page = await counted();
    await inStudio(page, async (s) => {
      await s.set("Engine", "anisotropic-metal");
      await s.set("Search materials", "chrome");
    });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".thumb")]
        .filter((t) => !t.hidden)
        .map((t) => t.dataset.material),
    );
    const expected = materialsCatalog.materials
      .filter(
        (m) =>
          m.engine === "anisotropic-metal" &&
          `${m.name} ${m.description} ${m.engine} ${m.id}`.toLowerCase().includes("chrome"),
      )
      .map((m) => m.id);
    expect(shown.length).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual([...expected].sort());
  });

  it("draws every preview and thumbnail with one WebGL2 context, through 50 materials and every tool", {
    timeout: 180_000,
  }, async () => {
    const page = await counted();
    await inStudio(page, async (s) => s.set("Export width", 320));
    const ids = materialsCatalog.materials.slice(0, 50).map((m) => m.id);
    await inStudio(
      page,
      async (s, { ids }) => {
        for (const id of ids) await s.set("Material", id);
      },
      { ids },
    );
    for (const tool of [...STUDIO_TOOLS.map((t) => t.id), "material"]) {
      await inStudio(page, async (s, { tool }) => s.invoke("tool.open", { tool: tool }), { tool });
    }
    await inStudio(page, async (s) => s.invoke("design.export", { format: "png" }));
    expect(await page.evaluate(() => (window as unknown as { __gl: number }).__gl)).toBe(1);
  });

  it("sets Surface's three colours from a material or a palette, and the SVG stays the API's", async () => {
    const page = await counted();
    const material = materialById("lagoon-swirl");
    const palette = materialsCatalog.palettes[2];
    if (!material || !palette) throw new Error("catalog entries missing");
    const result = await inStudio<{
      fromMaterial: Record<string, unknown>;
      fromPalette: Record<string, unknown>;
      svg: string;
      source: unknown;
    }>(
      page,
      async (s, { id }) => {
        await s.invoke("tool.open", { tool: "surface" });
        await s.set("Material", "lagoon-swirl");
        const fromMaterial = s.readSource().settings;
        await s.set("Palette", id);
        const fromPalette = s.readSource().settings;
        const svg = await (await s.invoke("surface.export", { format: "svg" })).blob.text();
        return { fromMaterial, fromPalette, svg, source: s.readSource() };
      },
      { id: palette.id },
    );
    const { colorA, colorB, colorC } = result.fromMaterial;
    expect([colorA, colorB, colorC]).toEqual([
      material.settings.colorA,
      material.settings.colorB,
      material.settings.colorC,
    ]);
    const p = result.fromPalette;
    expect([p.colorA, p.colorB, p.colorC]).toEqual([...palette.colors]);
    const response = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(result.source),
    });
    expect(await response.text()).toBe(result.svg);
  });

  it("reports export progress on window and cancels nothing when nothing runs", async () => {
    const page = await counted();
    const result = await inStudio<{ events: Record<string, unknown>[]; cancel: unknown; actions: string[] }>(
      page,
      async (s) => {
        const events: unknown[] = [];
        window.addEventListener("marque:studio-export-progress", (e) =>
          events.push((e as CustomEvent).detail),
        );
        await s.set("Export width", 320);
        await s.invoke("design.export", { format: "png" });
        const cancel = await s.invoke("design.export.cancel");
        return { events, cancel, actions: s.describe().actions };
      },
    );
    expect(result.events.at(-1)).toMatchObject({
      tool: "material",
      action: "design.export",
      format: "png",
      mode: "standard",
      frames: 1,
      progress: 1,
    });
    expect(result.cancel).toEqual({ cancelled: false });
    expect(result.actions).toContain("design.export.cancel");
  });
});
