// The Design Lab's composition editing in Debian's Chromium: the layer rail, the selected layer's inspector
// and the sequence panel, driven through window.marque.studio and real pointer and key events — every edit
// read back exactly from the source, undone and redone, and still exported.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { type InStudio, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Layer {
  id: string;
  type: string;
  name?: string;
  visible: boolean;
  locked: boolean;
  [field: string]: unknown;
}
interface Doc {
  layers: Layer[];
  export: Record<string, unknown>;
  sequence: { cutCount: number; pace: string; finalHoldMs: number; timeline?: { cuts: unknown[] } };
}
interface ControlState {
  label: string;
  kind: string;
  value: unknown;
  enabled: boolean;
  reason?: string;
  options?: unknown[];
  optionLabels?: Record<string, string>;
  section?: string;
  max?: number;
}
interface Cut {
  materialId: string;
  name: string;
  durationMs: number;
  frameCount: number;
}

const readDoc = (page: Page) => inStudio<Doc>(page, async (s) => s.readSource());
const control = (page: Page, label: string) =>
  inStudio<ControlState | undefined>(
    page,
    async (s, { label }) => s.controls().find((c) => c.label === label),
    { label },
  );
/** Runs `steps` (calls on `s`) and answers the source after them. */
const edited = (page: Page, steps: InStudio<undefined>) =>
  inStudio<Doc & { rejected?: unknown }>(
    page,
    async (s, { source }) => {
      await (new Function(`return (${source});`)() as InStudio<undefined>)(s, undefined);
      return s.readSource();
    },
    { source: steps.toString() },
  );
const ids = (doc: Doc) => doc.layers.map((layer) => layer.id);

async function lab(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await browser.fresh(viewport);
  await openStudio(page, server.url, "?tool=material");
  return page;
}

describe("the Design Lab's layers", () => {
  it("adds a text layer, sets its fields, reorders, hides, duplicates and deletes; undo and redo restore", {
    timeout: 180_000,
  }, async () => {
    const page = await lab();
    const start = await readDoc(page);
    expect(ids(start)).toEqual(["shader"]);

    let doc = await edited(page, async (s) => {
      await s.activate("Add text layer");
    });
    expect(ids(doc)).toEqual(["shader", "text-1"]);
    expect(doc.layers[1]).toMatchObject({ type: "text", visible: true, locked: false });
    expect(await control(page, "Layer")).toMatchObject({ value: "text-1", options: ["text-1", "shader"] });

    doc = await edited(page, async (s) => {
      await s.set("Text", "Hello\nworld");
      await s.set("Text x", 20);
      await s.set("Text y", 30);
      await s.set("Text size", 12);
      await s.set("Text align", "left");
      await s.set("Text colour", "#FF3300");
      await s.set("Text font", "body");
      await s.set("Text weight", 700);
      await s.set("Text opacity", 80);
      await s.set("Text letter spacing", 0.1);
      await s.set("Text line height", 1.5);
      await s.set("Text wrap width", 40);
    });
    expect(doc.layers[1]).toEqual({
      id: "text-1",
      type: "text",
      visible: true,
      locked: false,
      value: "Hello\nworld",
      x: 20,
      y: 30,
      size: 12,
      align: "left",
      color: "#FF3300",
      font: "body",
      weight: 700,
      opacity: 80,
      letterSpacing: 0.1,
      lineHeight: 1.5,
      wrapWidth: 40,
    });
    const labels = (await control(page, "Layer"))?.optionLabels;
    expect(labels).toMatchObject({ "text-1": "Text: Hello", shader: "Shader: Electric Tide" });

    // Out of the contract's bounds: refused with the validator's message, nothing changes.
    const refused = await inStudio<{ rejected?: { error: { code: string } } }>(page, async (s) =>
      s.set("Text size", 99),
    );
    expect(refused.rejected?.error.code).toBe("invalid_request");
    expect((await readDoc(page)).layers[1]?.size).toBe(12);

    doc = await edited(page, async (s) => {
      await s.activate("Add brand mark");
    });
    expect(ids(doc)).toEqual(["shader", "text-1", "brand-mark"]);
    doc = await edited(page, async (s) => {
      await s.set("Mark scale", 20);
      await s.set("Mark tint", "#FFFFFF");
    });
    expect(doc.layers[2]).toMatchObject({ scale: 20, tint: "#FFFFFF", mark: { source: "identity" } });

    doc = await edited(page, async (s) => {
      await s.set("Layer", "text-1");
      await s.activate("Move layer up");
    });
    expect(ids(doc)).toEqual(["shader", "brand-mark", "text-1"]);
    expect(await control(page, "Move layer up")).toMatchObject({ enabled: false });
    doc = await edited(page, async (s) => {
      await s.activate("Move layer down");
    });
    expect(ids(doc)).toEqual(["shader", "text-1", "brand-mark"]);

    doc = await edited(page, async (s) => {
      await s.set("Layer visible", false);
      await s.set("Layer locked", true);
    });
    expect(doc.layers[1]).toMatchObject({ id: "text-1", visible: false, locked: true });

    doc = await edited(page, async (s) => {
      await s.set("Layer name", "Headline");
      await s.activate("Duplicate layer");
    });
    expect(ids(doc)).toEqual(["shader", "text-1", "text-2", "brand-mark"]);
    expect(doc.layers[2]).toMatchObject({ ...doc.layers[1], id: "text-2", name: "Headline copy" });
    expect(await control(page, "Layer")).toMatchObject({ value: "text-2" });

    doc = await edited(page, async (s) => {
      await s.activate("Delete layer");
    });
    expect(ids(doc)).toEqual(["shader", "text-1", "brand-mark"]);

    // Issue 34.7: a new effect goes above the shaders and below the text and marks it would dither.
    doc = await edited(page, async (s) => {
      await s.activate("Add effect");
    });
    expect(ids(doc)).toEqual(["shader", "effect", "text-1", "brand-mark"]);
    expect(doc.layers[1]).toMatchObject({
      id: "effect",
      type: "effect",
      effect: { kind: "posterize", levels: 5 },
    });
    doc = await edited(page, async (s) => {
      await s.set("Effect kind", "bayer");
      await s.set("Effect matrix", 8);
    });
    expect(doc.layers[1]).toMatchObject({ effect: { kind: "bayer", matrix: 8 } });

    // The source says exactly what the controls set, and applying it again changes nothing.
    const same = await inStudio<{ before: Doc; applied: Doc; again: Doc }>(page, async (s) => {
      const before = s.readSource();
      const applied = await s.applySource(before);
      return { before, applied, again: s.readSource() };
    });
    expect(same.applied).toEqual(same.before);
    expect(same.again).toEqual(same.before);

    // Undo walks back through every edit, to the new user's document; redo walks forward again.
    const history = await inStudio<Doc[]>(page, async (s) => {
      const seen = [s.readSource()];
      while (s.controls().find((c) => c.label === "Undo")?.enabled) {
        await s.activate("Undo");
        seen.push(s.readSource());
      }
      return seen;
    });
    expect(history.at(-1)).toEqual(start);
    expect(history.length).toBeGreaterThan(20);
    const redone = await inStudio<Doc>(page, async (s) => {
      while (s.controls().find((c) => c.label === "Redo")?.enabled) await s.activate("Redo");
      return s.readSource();
    });
    expect(redone).toEqual(history[0]);
  });

  it("refuses to delete the last shader layer, and keeps ids unique and deterministic", {
    timeout: 120_000,
  }, async () => {
    const page = await lab();
    const refused = await inStudio<{ rejected?: { error: { message: string } } }>(page, async (s) =>
      s.activate("Delete layer"),
    );
    expect(refused.rejected?.error.message).toMatch(/last shader layer cannot be deleted/u);
    const doc = await edited(page, async (s) => {
      await s.activate("Add text layer");
      await s.activate("Add text layer");
      await s.activate("Add brand mark");
      await s.activate("Add brand mark");
      await s.activate("Add shader layer");
    });
    // Issue 34.7: a new shader joins the shaders (above them only), not in front of the text and marks.
    expect(ids(doc)).toEqual(["shader", "shader-2", "text-1", "text-2", "brand-mark", "brand-mark-2"]);
    expect(await control(page, "Shader material")).toMatchObject({ kind: "select" });
    // With a second shader layer, the bottom one can go; the other becomes the Library's.
    const left = await edited(page, async (s) => {
      await s.set("Layer", "shader");
      await s.activate("Delete layer");
    });
    expect(ids(left)).toEqual(["shader-2", "text-1", "text-2", "brand-mark", "brand-mark-2"]);
  });

  it("selects and reorders with real pointer and key events in the rail", { timeout: 120_000 }, async () => {
    const page = await lab();
    await page.getByRole("button", { name: "Add text layer", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll(".layer-row").length === 2);
    await page.getByRole("radio", { name: "Shader: Electric Tide" }).click();
    await page.waitForFunction(() =>
      (window as never as { marque: { studio: { controls(): ControlState[] } } }).marque.studio
        .controls()
        .some((c) => c.label === "Layer" && c.value === "shader"),
    );
    // Alt+↑ clicks the rail's "Move layer up" button, which the controls enable once they show the selection:
    // under load a key pressed before that moved nothing.
    await page.waitForFunction(() => {
      const button = document.getElementById("control-move-layer-up") as HTMLButtonElement | null;
      return button !== null && !button.disabled;
    });
    await page.getByRole("radio", { name: "Shader: Electric Tide" }).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await page.waitForFunction(() => document.querySelector(".layer-row")?.textContent?.startsWith("Shader"));
    expect(ids(await readDoc(page))).toEqual(["text-1", "shader"]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.waitForFunction(() => document.querySelector(".layer-row")?.textContent?.startsWith("Text"));
    expect(ids(await readDoc(page))).toEqual(["shader", "text-1"]);
    // Fields typed one after another each keep their value (no row commits a stale document).
    await page.getByRole("radio", { name: "Text: Marque" }).click();
    await page.locator("#control-text-x").fill("12");
    await page.locator("#control-text-x").press("Enter");
    await page.locator("#control-text-y").fill("34");
    await page.locator("#control-text-y").press("Enter");
    await page.locator("#control-layer-name").fill("Title");
    await page.locator("#control-layer-name").press("Enter");
    await page.waitForFunction(() => document.querySelector(".layer-row")?.textContent?.startsWith("Title"));
    expect((await readDoc(page)).layers[1]).toMatchObject({ x: 12, y: 34, name: "Title" });

    // The buttons act on the layer selected when they are pressed.
    await page.getByRole("button", { name: "Duplicate layer", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll(".layer-row").length === 3);
    await page.getByRole("radio", { name: "Title", exact: true }).click();
    await page.waitForFunction(() => document.querySelector(".layer-row.selected")?.textContent === "Title");
    await page.getByRole("button", { name: "Delete layer", exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll(".layer-row").length === 2);
    expect(ids(await readDoc(page))).toEqual(["shader", "text-2"]);
  });
});

describe("direct manipulation on the Design Lab's canvas", () => {
  it("drags the selected layer with snapping, nudges with arrow keys, one undoable edit each", {
    timeout: 180_000,
  }, async () => {
    const page = await lab();
    await inStudio(page, async (s) => s.activate("Add text layer"));
    const canvas = page.locator("canvas[role=img]");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no preview canvas");
    const text = async () => (await readDoc(page)).layers[1] as Layer & { x: number; y: number };
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      const before = JSON.stringify(await text());
      // The layer can be picked once its still is drawn (prepared off the main thread): until then a press
      // there would pick the backdrop. Hovering says when — the cursor turns to "move".
      let jitter = 0;
      await expect
        .poll(
          async () => {
            jitter = jitter === 0 ? 0.5 : 0;
            await page.mouse.move(
              box.x + (box.width * from.x) / 100 + jitter,
              box.y + (box.height * from.y) / 100,
            );
            return canvas.evaluate((element) => (element as HTMLCanvasElement).style.cursor);
          },
          { timeout: 20_000 },
        )
        .toBe("move");
      await page.mouse.move(box.x + (box.width * from.x) / 100, box.y + (box.height * from.y) / 100);
      await page.mouse.down();
      await page.mouse.move(box.x + (box.width * to.x) / 100, box.y + (box.height * to.y) / 100, {
        steps: 4,
      });
      await page.mouse.up();
      await page.waitForFunction(
        (b) =>
          JSON.stringify(
            (
              window as never as { marque: { studio: { readSource(): { layers: unknown[] } } } }
            ).marque.studio.readSource().layers[1],
          ) !== b,
        before,
        { timeout: 20_000 },
      );
    };

    await drag({ x: 50, y: 50 }, { x: 70, y: 25 });
    let moved = await text();
    expect(moved.x).toBeGreaterThan(67);
    expect(moved.x).toBeLessThan(73);
    expect(moved.y).toBeGreaterThan(22);
    expect(moved.y).toBeLessThan(28);
    expect(await control(page, "Layer position")).toMatchObject({ value: `${moved.x}, ${moved.y}` });

    // Near the centre (within a few screen pixels), it snaps there exactly.
    await drag({ x: 70, y: 25 }, { x: 50.4 - (moved.x - 70), y: 50.3 - (moved.y - 25) });
    moved = await text();
    expect(moved.x).toBe(50);
    expect(moved.y).toBe(50);

    // One undo takes back one drag.
    await inStudio(page, async (s) => s.activate("Undo"));
    const undone = await text();
    expect(undone.x).toBeGreaterThan(67);

    await canvas.focus();
    const x = undone.x;
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(
      (v) =>
        (
          window as never as { marque: { studio: { readSource(): { layers: { x: number }[] } } } }
        ).marque.studio.readSource().layers[1]?.x !== v,
      x,
    );
    expect((await text()).x).toBeCloseTo(x - 1, 6);
    await canvas.focus();
    await page.keyboard.press("Shift+ArrowDown");
    await page.waitForFunction(
      (v) =>
        (
          window as never as { marque: { studio: { readSource(): { layers: { y: number }[] } } } }
        ).marque.studio.readSource().layers[1]?.y !== v,
      undone.y,
    );
    expect((await text()).y).toBeCloseTo(undone.y + 10, 6);

    // A locked layer stays where it is: the press goes through it to the shader.
    await inStudio(page, async (s) => s.set("Layer locked", true));
    expect(await control(page, "Layer position")).toMatchObject({ enabled: false });
    const locked = JSON.stringify(await text());
    await page.mouse.move(box.x + (box.width * undone.x) / 100, box.y + (box.height * (undone.y + 10)) / 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2, { steps: 3 });
    await page.mouse.up();
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Shader"),
    );
    expect(JSON.stringify(await text())).toBe(locked);
  });
});

describe("the Design Lab's sequence", () => {
  it("lists the cuts, follows the settings, resolves a stale timeline again and scrubs to export frames", {
    timeout: 180_000,
  }, async () => {
    const page = await lab();
    const response = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "design-sequence", export: { width: 320 } }),
    });
    const generated = ((await response.json()) as { document: unknown }).document;
    const applied = await inStudio<Doc>(page, async (s, { generated }) => s.applySource(generated), {
      generated,
    });
    const bottom = applied.layers.find((layer) => layer.type === "shader")?.materialId;

    const cuts = async () => (await control(page, "Cuts"))?.value as Cut[];
    const first = await cuts();
    expect(first).toHaveLength(applied.sequence.cutCount);
    expect(first.at(-1)?.materialId).toBe(bottom);
    expect(first.every((cut) => cut.name.length > 0)).toBe(true);

    let doc = await edited(page, async (s) => {
      await s.set("Cut count", 11);
    });
    expect(doc.sequence.cutCount).toBe(11);
    // The stale timeline is resolved again, so the source keeps saying which cuts are drawn (issue 34).
    expect(doc.sequence.timeline?.cuts).toHaveLength(11);
    const eleven = await cuts();
    expect(eleven).toHaveLength(11);
    expect(new Set(eleven.map((cut) => cut.materialId)).size).toBe(11);
    expect(eleven.at(-1)?.materialId).toBe(bottom);

    doc = await edited(page, async (s) => {
      await s.set("Pace", "even");
      await s.set("Final hold", 4500);
      await s.set("Frame rate", 15);
    });
    expect(doc.sequence).toMatchObject({ pace: "even", finalHoldMs: 4500 });
    expect(doc.export).toMatchObject({ fps: 15 });
    const even = (await cuts()).map((cut) => cut.frameCount);
    expect(Math.max(...even) - Math.min(...even)).toBeLessThanOrEqual(1);
    expect(await control(page, "Sequence time")).toMatchObject({ max: 3000 + 4500 });
    const refused = await inStudio<{ rejected?: unknown }>(page, async (s) => s.set("Cut count", 13));
    expect(refused.rejected).toBeDefined();

    // Scrubbing shows the exact export frame (frame i at i × 1000 / fps).
    const shown = () =>
      page.evaluate(
        () =>
          document.querySelector<HTMLCanvasElement>(".artboard canvas, canvas[role=img]")?.dataset
            .sequenceTime,
      );
    await inStudio(page, async (s) => s.set("Sequence time", 1010));
    await page.waitForFunction(
      () => document.querySelector<HTMLCanvasElement>("canvas[role=img]")?.dataset.sequenceTime !== undefined,
    );
    expect(Number(await shown())).toBeCloseTo(1000, 6);
    expect(await control(page, "Sequence time")).toMatchObject({ value: 1000 });
    const pixels = () =>
      page.evaluate(() => document.querySelector<HTMLCanvasElement>("canvas[role=img]")?.toDataURL());
    await page.waitForTimeout(300);
    const inCut = await pixels();
    await inStudio(page, async (s) => s.set("Sequence time", 6000));
    await page.waitForFunction(
      () => document.querySelector<HTMLCanvasElement>("canvas[role=img]")?.dataset.sequenceTime === "6000",
    );
    await page.waitForTimeout(300);
    expect(await pixels()).not.toBe(inCut);

    await inStudio(page, async (s) => s.set("Play sequence", true));
    const t0 = Number(await shown());
    await page.waitForFunction(
      (t) =>
        Number(document.querySelector<HTMLCanvasElement>("canvas[role=img]")?.dataset.sequenceTime) !== t,
      t0,
      { timeout: 20_000 },
    );
    await inStudio(page, async (s) => s.set("Play sequence", false));
    const paused = await control(page, "Sequence time");
    const frame = ((paused?.value as number) * 15) / 1000;
    expect(frame).toBeCloseTo(Math.round(frame), 6);
    await inStudio(page, async (s) => s.activate("Back to the design"));
    await page.waitForFunction(
      () => document.querySelector<HTMLCanvasElement>("canvas[role=img]")?.dataset.sequenceTime === undefined,
    );
  });
});

describe("the Design Lab after composition edits", () => {
  it("still exports a PNG of the edited composition, in both modes", { timeout: 180_000 }, async () => {
    const page = await lab();
    const made = await inStudio<{ standard: Record<string, unknown>; sequence: Record<string, unknown> }>(
      page,
      async (s) => {
        await s.set("Export width", 320);
        await s.activate("Add text layer");
        await s.set("Text", "Edited");
        await s.set("Text x", 30);
        await s.activate("Add effect");
        await s.set("Effect levels", 3);
        const { blob: a, ...standard } = await s.invoke("design.export", { format: "png" });
        const { blob: b, ...sequence } = await s.invoke("design.export", {
          format: "png",
          mode: "shader-sequence",
          timeMs: 500,
        });
        return { standard, sequence };
      },
    );
    expect(made.standard).toMatchObject({ mimeType: "image/png", width: 320, height: 180 });
    expect(made.standard.bytes).toBeGreaterThan(1000);
    expect(made.sequence).toMatchObject({ mimeType: "image/png", width: 320, height: 180 });
  });

  it("lays the panel out without overlaps at 1440×900 and 390×844", { timeout: 120_000 }, async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await lab(viewport);
      await inStudio(page, async (s) => {
        await s.activate("Add text layer");
        await s.activate("Add brand mark");
      });
      const problems = await page.evaluate(() => {
        const bounds = (document.getElementById("controls") ?? document.body).getBoundingClientRect();
        const boxes = [
          ...document.querySelectorAll<HTMLElement>(
            "[data-section=Layers] button, [data-section=Layers] .layer-row",
          ),
        ].map((element) => ({ name: element.textContent ?? "", box: element.getBoundingClientRect() }));
        const found: string[] = [];
        for (const [i, a] of boxes.entries()) {
          if (a.box.left < bounds.left - 1 || a.box.right > bounds.right + 1)
            found.push(`${a.name} overflows`);
          for (const b of boxes.slice(i + 1)) {
            const overlap =
              a.box.left < b.box.right - 1 &&
              b.box.left < a.box.right - 1 &&
              a.box.top < b.box.bottom - 1 &&
              b.box.top < a.box.bottom - 1;
            if (overlap) found.push(`${a.name} overlaps ${b.name}`);
          }
        }
        return found;
      });
      expect(problems, `${viewport.width}×${viewport.height}`).toEqual([]);
    }
  });
});
