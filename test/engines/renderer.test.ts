// The shared renderer's lifecycle in real Chromium: one context for many materials, loss and restore, PNG bytes, dispose.
import { beforeAll, describe, expect, it } from "vitest";
import { usePage } from "../support/browser.js";
import { loadEngines } from "./harness.js";
import type { EngineTestWindow } from "./page-types.js";

const handle = usePage();

describe("the material renderer", () => {
  beforeAll(async () => {
    await loadEngines(handle.page);
  }, 60_000);

  it("draws 50 materials with one context and a bounded number of GL objects", async () => {
    const result = await handle.page.evaluate(() => {
      const api = (window as unknown as EngineTestWindow).marqueEngineTest;
      const renderer = api.shared();
      const counts: { programs: number; shaders: number }[] = [];
      for (const material of api.catalog.materials.slice(0, 50)) {
        renderer.render(material, {}, 250, 32, 32);
        const stats = renderer.stats();
        counts.push({ programs: stats.programs, shaders: stats.shaders });
      }
      return { stats: renderer.stats(), counts };
    });
    expect(result.stats.contextsCreated).toBe(1);
    expect(result.stats.listeners).toBe(2);
    expect(Math.max(...result.counts.map((count) => count.programs))).toBeLessThanOrEqual(48);
    expect(Math.max(...result.counts.map((count) => count.shaders))).toBe(0);
  }, 60_000);

  it("draws every material alike with the one program per engine (small frames) and its own (large frames)", async () => {
    const result = await handle.page.evaluate(() => {
      const api = (window as unknown as EngineTestWindow).marqueEngineTest;
      const small = api.shared();
      // Every frame through the program compiled for the material's modes, as large frames are drawn.
      const large = api.createMaterialRenderer(undefined, { smallFramePixels: 0 });
      let worst = { id: "", difference: 0 };
      for (const material of api.catalog.materials) {
        small.render(material, {}, 750, 48, 48);
        const a = small.readPixels();
        large.render(material, {}, 750, 48, 48);
        const b = large.readPixels();
        let sum = 0;
        for (let i = 0; i < a.length; i += 4) {
          for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
        }
        const difference = sum / ((a.length / 4) * 3);
        if (difference >= worst.difference) worst = { id: material.id, difference };
      }
      large.dispose();
      return worst;
    });
    // Mean per-channel difference (0..255): the two programs share their GLSL, so nothing a person could see.
    expect(result.difference, result.id).toBeLessThan(0.5);
  }, 120_000);

  it("refuses frames while the context is lost and draws identical bytes once it is restored", async () => {
    const result = await handle.page.evaluate(async () => {
      const api = (window as unknown as EngineTestWindow).marqueEngineTest;
      const renderer = api.createMaterialRenderer();
      const material = api.catalog.materials[0];
      if (!material) throw new Error("no material");
      const draw = () => {
        renderer.render(material, {}, 500, 48, 32);
        return Array.from(renderer.readPixels());
      };
      const before = draw();
      const gl = renderer.canvas.getContext("webgl2");
      const extension = gl?.getExtension("WEBGL_lose_context");
      if (!extension) throw new Error("no WEBGL_lose_context");
      const event = (name: string) =>
        new Promise<void>((resolve) =>
          renderer.canvas.addEventListener(name, () => resolve(), { once: true }),
        );
      const lost = event("webglcontextlost");
      extension.loseContext();
      await lost;
      let refusal = "";
      try {
        draw();
      } catch (error) {
        refusal = (error as { code?: string }).code ?? String(error);
      }
      const lostStats = renderer.stats();
      // Chromium ignores a restore requested while the loss is still being delivered: let it settle first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const restored = event("webglcontextrestored");
      extension.restoreContext();
      await restored;
      const after = draw();
      const same = before.length === after.length && before.every((value, i) => value === after[i]);
      renderer.dispose();
      return { refusal, lostStats, same, stats: renderer.stats() };
    });
    expect(result.refusal).toBe("context_lost");
    expect(result.lostStats.lost).toBe(true);
    expect(result.lostStats.programs).toBe(0);
    expect(result.same).toBe(true);
  }, 60_000);

  it("encodes byte-identical PNGs for the same inputs", async () => {
    const result = await handle.page.evaluate(async () => {
      const api = (window as unknown as EngineTestWindow).marqueEngineTest;
      const renderer = api.shared();
      const material = api.catalog.materials[40];
      if (!material) throw new Error("no material");
      const encode = async () => {
        const blob = await renderer.toBlob(material, { speed: 0.7 }, 1234, 80, 45, "image/png");
        return { type: blob.type, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) };
      };
      const first = await encode();
      renderer.render(material, {}, 0, 16, 16); // something else in between
      const second = await encode();
      return {
        type: first.type,
        signature: first.bytes.slice(1, 4),
        length: first.bytes.length,
        same:
          first.bytes.length === second.bytes.length && first.bytes.every((v, i) => v === second.bytes[i]),
      };
    });
    expect(result.type).toBe("image/png");
    expect(String.fromCharCode(...result.signature)).toBe("PNG");
    expect(result.length).toBeGreaterThan(100);
    expect(result.same).toBe(true);
  }, 60_000);

  it("frees everything on dispose and refuses to draw afterwards", async () => {
    const result = await handle.page.evaluate(() => {
      const api = (window as unknown as EngineTestWindow).marqueEngineTest;
      const renderer = api.createMaterialRenderer();
      for (const material of api.catalog.materials.slice(0, 12)) renderer.render(material, {}, 0, 24, 24);
      const before = renderer.stats();
      renderer.dispose();
      const after = renderer.stats();
      let refusal = "";
      try {
        renderer.render(api.catalog.materials[0] as never, {}, 0, 24, 24);
      } catch (error) {
        refusal = (error as { code?: string }).code ?? String(error);
      }
      return { before, after, refusal };
    });
    expect(result.before.programs).toBeGreaterThan(0);
    expect(result.before.listeners).toBe(2);
    expect(result.after).toMatchObject({ programs: 0, shaders: 0, listeners: 0 });
    expect(result.refusal).toBe("disposed");
  }, 60_000);
});
