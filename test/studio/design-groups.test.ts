// Issue 33: Design Lab groups — a group's layers moved, scaled, hidden and reordered together in the frames
// the Design Lab exports (PNG and GIF, decoded here), through its Groups controls, each edit undoable; a layer
// naming no group of the document is refused at its path, in the Studio and over HTTP. Squares on a flat grey
// canvas (the shader layer hidden) make each placement a pixel a person would see.
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { useServer } from "../support/server.js";
import {
  decodeFrame,
  exportFrames,
  type Frame,
  frameDocument,
  framesOf,
  pixel,
  squarePng,
} from "./design-frames.js";
import { bytesOf, inStudio, openDesignLab, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const RED = squarePng([255, 0, 0]);
const BLUE = squarePng([0, 0, 255]);
const GREY = [128, 128, 128];

/**
 * A 320×180 document: the hidden shader, a red square at x 128…192, y 54…118 px in group "a", a blue one
 * over its right half (x 160…224) in group "b", and green text in group "a".
 */
const documentWith = (groups: Record<string, unknown>[] | undefined, extra: Record<string, unknown>[] = []) =>
  frameDocument(
    "#808080",
    [
      { id: "red", type: "image", dataUrl: RED, x: 40, y: 30, width: 20, ...(groups ? { group: "a" } : {}) },
      {
        id: "blue",
        type: "image",
        dataUrl: BLUE,
        x: 50,
        y: 30,
        width: 20,
        ...(groups ? { group: "b" } : {}),
      },
      ...extra,
    ],
    groups ? { fields: { groups } } : {},
  );

const words = {
  id: "words",
  type: "text",
  value: "MMMM",
  x: 50,
  y: 95,
  size: 20,
  color: "#00FF00",
  group: "a",
};

type Png = Frame;
/** Pure green pixels in the bottom fifth (where the text sits). */
const greenIn = (png: Png) => {
  let count = 0;
  for (let y = 144; y < 180; y++)
    for (let x = 0; x < 320; x++) {
      const [r = 0, g = 0, b = 0] = pixel(png, x, y);
      if (g > 200 && r < 60 && b < 60) count++;
    }
  return count;
};

describe("Design Lab groups", () => {
  it("move, scale and hide their layers in the exported frames; the document without groups draws as before", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const group = (id: string, fields: Record<string, unknown> = {}) => ({ id, ...fields });
    const cases = {
      plain: documentWith(undefined),
      identity: documentWith([group("a"), group("b")]),
      // a: 80 px right (25 % of 320); b hidden, so the red square is whole.
      moved: documentWith([group("a", { x: 25 }), group("b", { visible: false })]),
      // a: half size about the centre: x 45 %, y 40 %, width 10 % → 144…176 × 72…104 px.
      scaled: documentWith([group("a", { scale: 50 }), group("b", { visible: false })]),
      text: documentWith([group("a"), group("b")], [words]),
      hiddenText: documentWith([group("a", { visible: false }), group("b")], [words]),
    };
    const frames = await exportFrames(page, framesOf(cases), "moved");
    const png = (name: string) => decodeFrame(frames[name]);
    const plain = png("plain");
    expect([plain.width, plain.height]).toEqual([320, 180]);
    expect(pixel(plain, 140, 86)).toEqual([255, 0, 0]);
    expect(pixel(plain, 200, 86)).toEqual([0, 0, 255]); // blue above red
    // Groups at rest change no pixel.
    expect(Buffer.from(png("identity").data).equals(Buffer.from(plain.data))).toBe(true);

    const moved = png("moved");
    expect(pixel(moved, 140, 86)).toEqual(GREY); // the red square left its place
    expect(pixel(moved, 200, 86)).toEqual(GREY); // the blue one is hidden with its group
    expect(pixel(moved, 212, 86)).toEqual([255, 0, 0]);
    expect(pixel(moved, 270, 86)).toEqual([255, 0, 0]);
    expect(pixel(moved, 275, 86)).toEqual(GREY);

    const scaled = png("scaled");
    expect(pixel(scaled, 160, 88)).toEqual([255, 0, 0]);
    expect(pixel(scaled, 146, 74)).toEqual([255, 0, 0]);
    expect(pixel(scaled, 174, 102)).toEqual([255, 0, 0]);
    for (const [x, y] of [
      [140, 88],
      [180, 88],
      [160, 68],
      [160, 108],
    ] as const)
      expect(pixel(scaled, x, y), `${x},${y}`).toEqual(GREY);

    // The text in group a is drawn, and gone with its group hidden.
    expect(greenIn(png("text"))).toBeGreaterThan(200);
    expect(greenIn(png("hiddenText"))).toBe(0);

    // The GIF's frames are the same compositor's: the red square moved with its group.
    const gif = parseGif(bytesOf({ base64: frames.gif ?? "" }));
    const first = gif.frames[0]?.rgba ?? new Uint8Array();
    const at = (x: number) => [...first.subarray((86 * 320 + x) * 4, (86 * 320 + x) * 4 + 3)];
    const [r = 0, g = 0, b = 0] = at(240);
    expect(r).toBeGreaterThan(240);
    expect(Math.max(g, b)).toBeLessThan(16);
    const [gr = 0] = at(140);
    expect(Math.abs(gr - 128)).toBeLessThan(12);
  });

  it("are made, edited, reordered and ungrouped with the Groups controls, each edit undoable", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    const result = await inStudio<Record<string, any>>(
      page,
      async (s, document) => {
        const source = () => s.readSource() as { groups?: unknown[]; layers: Record<string, unknown>[] };
        const png = async () => (await s.invoke("design.export", { format: "png", base64: true })).base64;
        const labels = () =>
          s
            .controls()
            .filter((c) => c.section === "Groups")
            .map((c) => c.label);
        await s.applySource(document);
        await s.set("Layer", "blue");
        const ungrouped = labels();
        await s.activate("Group with layer below");
        const paired = source();
        await s.activate("Undo");
        const unpaired = source();
        await s.set("Layer", "red");
        await s.activate("Group layer");
        const red = source();
        await s.set("Layer", "blue");
        await s.activate("Group layer");
        const grouped = labels();
        await s.set("Group x", 10);
        await s.set("Group name", "Blue things");
        const edited = source();
        const refused = await s.set("Group scale", 1000).catch((error: { body?: unknown }) => error.body);
        await s.activate("Undo");
        await s.activate("Undo");
        const undone = source().groups;
        const blueOnTop = await png();
        await s.activate("Move group down");
        const order = source().layers.map((layer) => layer.id);
        const redOnTop = await png();
        await s.activate("Undo");
        const undoneOrder = source().layers.map((layer) => layer.id);
        const again = await png();
        // A locked group's layers are not moved on the canvas (nor through the position control).
        await s.set("Group locked", true);
        const position = s.controls().find((c) => c.label === "Layer position");
        await s.activate("Undo");
        const unlocked = s.controls().find((c) => c.label === "Layer position");
        await s.activate("Ungroup");
        const afterUngroup = source();
        await s.set("Layer", "red");
        await s.activate("Ungroup");
        return {
          ungrouped,
          paired,
          unpaired,
          red,
          grouped,
          edited,
          refused,
          undone,
          blueOnTop,
          order,
          redOnTop,
          undoneOrder,
          again,
          position,
          unlocked,
          afterUngroup,
          final: source(),
        };
      },
      documentWith(undefined),
    );
    expect(result.rejected).toBeUndefined();
    expect(result.ungrouped).toEqual(["Group layer", "Group with layer below"]);
    expect(result.paired.groups).toEqual([
      { id: "group-1", visible: true, locked: false, x: 0, y: 0, scale: 100 },
    ]);
    expect(result.paired.layers.slice(1).map((l: { group?: string }) => l.group)).toEqual([
      "group-1",
      "group-1",
    ]);
    expect(result.unpaired).not.toHaveProperty("groups");
    expect(result.unpaired.layers[2]).not.toHaveProperty("group");
    expect(result.red.layers[1]).toMatchObject({ group: "group-1" });
    expect(result.grouped).toEqual([
      "Group layer",
      "Group with layer below",
      "Group name",
      "Group visible",
      "Group locked",
      "Group x",
      "Group y",
      "Group scale",
      "Move group up",
      "Move group down",
      "Ungroup",
    ]);
    expect(result.edited.groups[1]).toMatchObject({ id: "group-2", x: 10, name: "Blue things" });
    expect(result.edited.layers[1]).toMatchObject({ x: 40 }); // the layer keeps its own placement
    expect(result.refused).toMatchObject({ error: { code: "invalid_request" } });
    expect(result.undone[1]).toMatchObject({ id: "group-2", x: 0 });
    expect(result.undone[1]).not.toHaveProperty("name");

    const png = (base64: string) => decodeFrame(base64);
    // Blue's group in front; moved down, red's group is on top where they overlap; undo puts blue back.
    expect(pixel(png(result.blueOnTop), 176, 86)).toEqual([0, 0, 255]);
    expect(result.order).toEqual(["shader", "blue", "red"]);
    expect(pixel(png(result.redOnTop), 176, 86)).toEqual([255, 0, 0]);
    expect(result.undoneOrder).toEqual(["shader", "red", "blue"]);
    expect(pixel(png(result.again), 176, 86)).toEqual([0, 0, 255]);

    expect(result.position).toMatchObject({
      enabled: false,
      reason: expect.stringContaining("its group is locked"),
    });
    expect(result.unlocked).toMatchObject({ enabled: true });

    expect(result.afterUngroup.groups).toEqual([expect.objectContaining({ id: "group-1" })]);
    expect(result.afterUngroup.layers[2]).not.toHaveProperty("group");
    expect(result.final).not.toHaveProperty("groups");
    expect(result.final.layers[1]).not.toHaveProperty("group");
  });

  it("refuses a layer naming no group of the document at its path, in the Studio and over HTTP", {
    timeout: 60_000,
  }, async () => {
    const bad = documentWith([{ id: "a" }, { id: "a" }]);
    (bad.layers[2] as Record<string, unknown>).group = "nope";
    const shaderInGroup = documentWith([{ id: "a" }, { id: "b" }]);
    (shaderInGroup.layers[0] as Record<string, unknown>).group = "a";
    const response = await fetch(`${server.url}/api/exports`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ source: bad, format: "png" }),
    });
    const body = (await response.json()) as { error: { issues: { field: string }[] } };
    expect(response.status).toBe(400);
    expect(body.error.issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(["source.layers.2.group", "source.groups.1.id"]),
    );

    const { page } = await openDesignLab(browser, server.url);
    const refused = await inStudio<unknown[]>(
      page,
      async (s, documents) => {
        const out: unknown[] = [];
        for (const document of documents)
          out.push(
            await s.applySource(document).then(
              () => "applied",
              (error: { body?: unknown }) => error.body,
            ),
          );
        return out;
      },
      [bad, shaderInGroup],
    );
    expect(JSON.stringify(refused[0])).toContain("layers.2.group");
    // Shader layers fill the canvas and join no group.
    expect(JSON.stringify(refused[1])).toContain("layers.0");
    expect(refused[1]).toMatchObject({ error: { code: "invalid_request" } });
  });

  it("move a grouped layer on the canvas where it is drawn; a locked group's layer is not moved", {
    timeout: 120_000,
  }, async () => {
    const { page } = await openDesignLab(browser, server.url);
    // Red, scaled to half about the centre and moved 10 % right: drawn at x 55…65 %, y 40…57.8 %.
    const document = documentWith([
      { id: "a", scale: 50, x: 10 },
      { id: "b", visible: false },
    ]);
    await inStudio(page, async (s, document) => s.applySource(document), document);
    const canvas = page.locator("canvas[role=img]");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no preview canvas");
    const at = (x: number, y: number) =>
      [box.x + (box.width * x) / 100, box.y + (box.height * y) / 100] as const;
    const red = async () =>
      inStudio<{ x: number; y: number }>(
        page,
        async (s) => (s.readSource() as { layers: never[] }).layers[1],
      );
    // The layer can be picked once its still is drawn: the cursor over it turns to "move".
    let jitter = 0;
    await expect
      .poll(
        async () => {
          jitter = jitter === 0 ? 0.5 : 0;
          const [x, y] = at(60, 49);
          await page.mouse.move(x + jitter, y);
          return canvas.evaluate((element) => (element as HTMLCanvasElement).style.cursor);
        },
        { timeout: 20_000 },
      )
      .toBe("move");
    const drag = async () => {
      await page.mouse.move(...at(60, 49));
      await page.keyboard.down("Alt"); // no snapping
      await page.mouse.down();
      await page.mouse.move(...at(70, 49), { steps: 4 });
      await page.mouse.up();
      await page.keyboard.up("Alt");
    };
    await drag();
    await expect.poll(async () => (await red()).x, { timeout: 20_000 }).not.toBe(40);
    // 10 % of the canvas as drawn is 20 % of the layer's own placement in a group at half scale.
    const moved = await red();
    expect(moved.x).toBeGreaterThan(58);
    expect(moved.x).toBeLessThan(62);
    expect(moved.y).toBeCloseTo(30, 0);

    await inStudio(page, async (s) => {
      await s.set("Layer", "red");
      await s.set("Group x", -10); // the moved square drawn at 45…55 % now
    });
    await expect
      .poll(
        async () => {
          jitter = jitter === 0 ? 0.5 : 0;
          const [x, y] = at(50, 49);
          await page.mouse.move(x + jitter, y);
          return canvas.evaluate((element) => (element as HTMLCanvasElement).style.cursor);
        },
        { timeout: 20_000 },
      )
      .toBe("move");
    await inStudio(page, async (s) => s.set("Group locked", true));
    const before = await red();
    await page.mouse.move(...at(50, 49));
    await page.mouse.down();
    await page.mouse.move(...at(30, 49), { steps: 4 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(await red()).toEqual(before);
  });
});
