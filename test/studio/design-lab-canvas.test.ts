// Direct manipulation in the Design Lab, through real pointer events in Chromium (page.mouse): a click picks the
// layer drawn under it (the shader when none is; never a locked or hidden one), a drag moves it with snapping
// (Alt: free), a corner handle scales it about the opposite corner, a rail row drags to a new place — and each
// gesture is one undo step that undo and redo restore exactly, read back through readSource().
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServer } from "../support/server.js";
import { inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

interface Layer {
  id: string;
  type: string;
  x?: number;
  y?: number;
  size?: number;
  scale?: number;
  locked: boolean;
  visible: boolean;
}
interface Doc {
  layers: Layer[];
}
interface Percent {
  x: number;
  y: number;
}
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A still shader (speed 0: the preview draws once per edit), a left-aligned title and the brand mark. */
const SOURCE = {
  kind: "design-lab",
  schema: 2,
  version: 4,
  layers: [
    { type: "shader", materialId: "electric-tide", settings: { speed: 0 } },
    { type: "text", id: "title", value: "Marque", align: "left", x: 20, y: 30, size: 10 },
    { type: "brand-mark", x: 70, y: 80, scale: 14 },
  ],
};

const readDoc = (page: Page) => inStudio<Doc>(page, async (s) => s.readSource());
const layer = async (page: Page, id: string) => (await readDoc(page)).layers.find((l) => l.id === id);
const selected = (page: Page) =>
  inStudio<string>(page, async (s) => s.controls().find((c) => c.label === "Layer")?.value);
const order = (doc: Doc) => doc.layers.map((l) => l.id);

/** Screen coordinates of a point in percent of the preview canvas. */
async function screen(page: Page, p: Percent): Promise<{ x: number; y: number }> {
  const box = await page.locator("canvas[role=img]").boundingBox();
  if (!box) throw new Error("no preview canvas");
  return { x: box.x + (box.width * p.x) / 100, y: box.y + (box.height * p.y) / 100 };
}

/** The selection box the overlay shows, in percent of the canvas; undefined when none is shown. */
const selectionBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLElement>(".dl-selection");
    if (!element || element.hidden) return undefined;
    const n = (value: string) => Number.parseFloat(value);
    const { left, top, width, height } = element.style;
    return { left: n(left), top: n(top), right: n(left) + n(width), bottom: n(top) + n(height) };
  }) as Promise<Box | undefined>;

const guides = (page: Page) =>
  page.evaluate(() => {
    const x = document.querySelector<HTMLElement>(".dl-guide-x");
    const y = document.querySelector<HTMLElement>(".dl-guide-y");
    return { x: x?.hidden ? undefined : x?.style.left, y: y?.hidden ? undefined : y?.style.top };
  });

async function click(page: Page, p: Percent): Promise<void> {
  const at = await screen(page, p);
  await page.mouse.click(at.x, at.y);
}

/** Presses at `from`, moves to `to` in steps, runs `during` while held, releases; waits for the source to change. */
async function drag(page: Page, from: Percent, to: Percent, during?: () => Promise<void>): Promise<void> {
  const before = JSON.stringify(await readDoc(page));
  const a = await screen(page, from);
  const b = await screen(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await during?.();
  await page.mouse.up();
  await page.waitForFunction(
    (was) =>
      JSON.stringify(
        (window as never as { marque: { studio: { readSource(): unknown } } }).marque.studio.readSource(),
      ) !== was,
    before,
    { timeout: 20_000 },
  );
}

async function lab(): Promise<Page> {
  const { page } = await browser.fresh({ width: 1100, height: 760 });
  await openStudio(page, server.url, "?tool=material");
  await inStudio(page, async (s, { SOURCE }) => s.applySource(SOURCE), { SOURCE });
  // The stills are rasterized off the frame loop; picking needs their drawn boxes.
  await inStudio(page, async (s) => s.set("Layer", "title"));
  await page.waitForFunction(() => document.querySelector<HTMLElement>(".dl-selection")?.hidden === false);
  return page;
}

describe("direct manipulation on the Design Lab's canvas", () => {
  it("picks by click, moves with snapping, scales with a corner handle; undo and redo restore each step", {
    timeout: 180_000,
  }, async () => {
    const page = await lab();
    const start = await readDoc(page);

    // Picking: the mark, then empty canvas (the shader, no selection box), then the title.
    await click(page, { x: 73, y: 77 });
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Brand"),
    );
    expect(await selected(page)).toBe("brand-mark");
    await click(page, { x: 50, y: 10 });
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Shader"),
    );
    expect(await selectionBox(page)).toBeUndefined();
    await click(page, { x: 24, y: 27 });
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Text"),
    );
    const box = await selectionBox(page);
    if (!box) throw new Error("no selection box on the title");
    // The box is what the title draws: from its anchor, left-aligned, its cap height above the baseline (at
    // 30 %) and the q's descender below it.
    expect(box.left).toBeGreaterThan(19);
    expect(box.left).toBeLessThan(21.5);
    expect(box.top).toBeGreaterThan(21);
    expect(box.top).toBeLessThan(25);
    expect(box.bottom).toBeGreaterThan(30);
    expect(box.bottom).toBeLessThan(34);
    expect(box.right - box.left).toBeGreaterThan(10);
    // Clicks select without moving anything.
    expect(await readDoc(page)).toEqual(start);

    // A move that ends near the centre snaps the anchor there exactly, and the guides show while held.
    const grab = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
    let held: Awaited<ReturnType<typeof guides>> | undefined;
    await drag(page, grab, { x: grab.x + 30.4, y: grab.y + 20.3 }, async () => {
      await page.waitForFunction(() => document.querySelector<HTMLElement>(".dl-guide-x")?.hidden === false);
      held = await guides(page);
    });
    expect(held).toEqual({ x: "50%", y: "50%" });
    const moved = await readDoc(page);
    expect(await layer(page, "title")).toMatchObject({ x: 50, y: 50, size: 10 });
    // The overlay is painted with the preview's frames: the guides go with the first frame after release.
    await expect.poll(() => guides(page)).toEqual({ x: undefined, y: undefined });

    // With Alt held, a move that would snap to the centre line stays where the pointer puts it.
    const centred = await selectionBox(page);
    if (!centred) throw new Error("no selection box after the move");
    const from = { x: (centred.left + centred.right) / 2, y: (centred.top + centred.bottom) / 2 };
    await page.keyboard.down("Alt");
    await drag(page, from, { x: from.x + 0.5, y: from.y + 30 });
    await page.keyboard.up("Alt");
    const free = await layer(page, "title");
    expect(free?.x).toBeCloseTo(50.5, 1);
    expect(free?.y).toBeCloseTo(80, 1);
    const unsnapped = await readDoc(page);

    // The south-east handle scales about the north-west corner: the size grows, that corner stays.
    const before = await selectionBox(page);
    if (!before) throw new Error("no selection box before scaling");
    const corner = { x: before.right, y: before.bottom };
    const width = before.right - before.left;
    await drag(page, corner, { x: corner.x + width * 0.5, y: corner.y + (before.bottom - before.top) * 0.5 });
    const scaled = await layer(page, "title");
    expect(scaled?.size).toBeGreaterThan(14);
    expect(scaled?.size).toBeLessThan(16);
    await page.waitForFunction((w) => {
      const e = document.querySelector<HTMLElement>(".dl-selection");
      return e ? Number.parseFloat(e.style.width) > w * 1.3 : false;
    }, width);
    const after = await selectionBox(page);
    expect(after?.left).toBeCloseTo(before.left, 0);
    expect(after?.top).toBeCloseTo(before.top, 0);
    const grown = await readDoc(page);

    // Each gesture was one step: undo walks back through them exactly, redo forward again.
    const steps = await inStudio<Doc[]>(page, async (s) => {
      const seen = [];
      for (let i = 0; i < 3; i++) {
        await s.activate("Undo");
        seen.push(s.readSource());
      }
      for (let i = 0; i < 3; i++) {
        await s.activate("Redo");
        seen.push(s.readSource());
      }
      return seen;
    });
    expect(steps).toEqual([unsnapped, moved, start, moved, unsnapped, grown]);
  });

  it("moves a layer picked and dragged in one go; never picks or moves a locked or hidden one", {
    timeout: 120_000,
  }, async () => {
    const page = await lab();
    // From the background selected, one press picks the mark and drags it: one edit, the mark moved.
    await click(page, { x: 50, y: 10 });
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Shader"),
    );
    const before = await readDoc(page);
    await drag(page, { x: 73, y: 77 }, { x: 48, y: 57 });
    expect(await selected(page)).toBe("brand-mark");
    const mark = await layer(page, "brand-mark");
    expect(mark?.x).toBeCloseTo(45, 1);
    expect(mark?.y).toBeCloseTo(60, 1);
    expect(
      await inStudio<Doc>(page, async (s) => {
        await s.activate("Undo");
        return s.readSource();
      }),
    ).toEqual(before);
    await inStudio(page, async (s) => s.set("Layer", "title"));
    await inStudio(page, async (s) => {
      await s.set("Layer locked", true);
    });
    const locked = JSON.stringify(await layer(page, "title"));
    // A locked layer shows a dashed box without handles when chosen in the rail.
    expect(await page.locator(".dl-selection.locked .dl-handle:visible").count()).toBe(0);
    const a = await screen(page, { x: 24, y: 27 });
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 120, a.y + 80, { steps: 4 });
    await page.mouse.up();
    // The press went through to the shader below.
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Shader"),
    );
    expect(JSON.stringify(await layer(page, "title"))).toBe(locked);

    await inStudio(page, async (s) => {
      await s.set("Layer", "brand-mark");
      await s.set("Layer visible", false);
      await s.set("Layer", "title");
    });
    await click(page, { x: 73, y: 77 });
    await page.waitForFunction(() =>
      document.querySelector(".layer-row.selected")?.textContent?.startsWith("Shader"),
    );
    expect(await selected(page)).toBe("shader");
  });
});

describe("the layer rail's drag reorder", () => {
  it("drops a dragged row where the line shows, as one undoable edit", { timeout: 120_000 }, async () => {
    const page = await lab();
    const start = await readDoc(page);
    expect(order(start)).toEqual(["shader", "title", "brand-mark"]);
    const rows = page.locator(".layer-row");
    const title = await rows.filter({ hasText: "Text: Marque" }).boundingBox();
    const shader = await rows.filter({ hasText: "Shader" }).boundingBox();
    if (!title || !shader) throw new Error("no rail rows");
    // Front first: Brand mark, Text, Shader. Drag the title below the shader: to the back.
    await page.mouse.move(title.x + 60, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(title.x + 60, shader.y + shader.height * 0.9, { steps: 6 });
    expect(await page.locator(".layer-drop").isVisible()).toBe(true);
    await page.mouse.up();
    await page.waitForFunction(() =>
      document.querySelector(".layer-row:last-of-type")?.textContent?.startsWith("Text"),
    );
    const dropped = await readDoc(page);
    expect(order(dropped)).toEqual(["title", "shader", "brand-mark"]);
    expect(dropped.layers.find((l) => l.id === "title")).toEqual(start.layers.find((l) => l.id === "title"));
    expect(await page.locator(".layer-drop").isVisible()).toBe(false);

    // "Layer order" is the same edit for an agent; a list that is not every layer once is refused.
    const refused = await inStudio<{ rejected?: { error: { code: string } } }>(page, async (s) =>
      s.set("Layer order", "title, shader"),
    );
    expect(refused.rejected?.error.code).toBe("invalid_request");
    await inStudio(page, async (s) => s.set("Layer order", "title, brand-mark, shader"));
    expect(order(await readDoc(page))).toEqual(["shader", "brand-mark", "title"]);

    const undone = await inStudio<Doc[]>(page, async (s) => {
      await s.activate("Undo");
      const a = s.readSource();
      await s.activate("Undo");
      return [a, s.readSource()];
    });
    expect(undone).toEqual([dropped, start]);
  });
});
