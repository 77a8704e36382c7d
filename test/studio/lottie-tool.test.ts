// The Lottie tool as a motion designer and an agent meet it: an imported animation's colours are found and
// mapped to the identity's palette (one by one, or all at once), its frames trimmed and its speed changed, and
// every export carries the edit — the Lottie JSON, the .lottie archive (unzipped here), and the GIF and MP4
// frames (decoded here). A file that would run code or fetch something is refused at its path. Real Chromium,
// real server, the Studio's own export pipeline.
import { strFromU8, unzipSync } from "fflate";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parseGif } from "../export/gif-parse.js";
import { useServer } from "../support/server.js";
import { bytesOf, exportedBy, inStudio, openStudio, useBrowser } from "./helpers.js";

const server = useServer();
const browser = useBrowser();

const still = (k: unknown) => ({ a: 0, k });
const TRANSFORM = {
  o: still(100),
  r: still(0),
  p: still([0, 0, 0]),
  a: still([0, 0, 0]),
  s: still([100, 100, 100]),
};
/** A shape layer: a rectangle of `size` at `position`, filled with `rgb` (0–1 channels). */
const box = (ind: number, position: number[], size: number[], rgb: number[]) => ({
  ty: 4,
  ind,
  nm: `Box ${ind}`,
  ip: 0,
  op: 60,
  st: 0,
  ks: { ...TRANSFORM, p: still([...position, 0]) },
  shapes: [
    {
      ty: "gr",
      it: [
        { ty: "rc", p: still([0, 0]), s: still(size), r: still(0) },
        { ty: "fl", c: still([...rgb, 1]), o: still(100), r: 1 },
        { ty: "tr", p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100) },
      ],
    },
  ],
});
/** Two boxes, red on the left and blue on the right, on a white solid: 60 frames at 30 fps. */
const ANIMATION = {
  v: "5.7.0",
  fr: 30,
  ip: 0,
  op: 60,
  w: 200,
  h: 100,
  layers: [
    box(1, [50, 50], [80, 80], [1, 0, 0]),
    box(2, [150, 50], [80, 80], [0, 0, 1]),
    { ty: 1, ind: 3, sc: "#ffffff", sw: 200, sh: 100, ip: 0, op: 60, st: 0, ks: TRANSFORM },
  ],
};

const exported = (page: Page, format: string) => exportedBy(page, "lottie.export", { format });

async function lottiePage(): Promise<Page> {
  const { page } = await browser.fresh();
  await openStudio(page, server.url, "?tool=lottie");
  return page;
}

type Colour = { label: string; value: string; section?: string };

describe("Lottie", () => {
  it("plays the identity's sample loop until a file is imported, and lists the colours it paints with", async () => {
    const page = await lottiePage();
    const colours = (await inStudio<Colour[]>(page, async (s) => s.controls())).filter(
      (control) => control.section === "Colours" && control.label.startsWith("Colour #"),
    );
    expect(colours.length).toBeGreaterThanOrEqual(2);
    // The preview is drawn: the canvas holds more than one colour.
    const distinct = await page.evaluate(() => {
      const canvas = document.querySelector(".artboard > canvas") as HTMLCanvasElement;
      const copy = document.createElement("canvas");
      [copy.width, copy.height] = [canvas.width, canvas.height];
      const context = copy.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      return seen.size;
    });
    expect(distinct).toBeGreaterThan(2);
  });

  it("maps an imported animation's colours, trims it and changes its speed in the JSON and the .lottie", async () => {
    const page = await lottiePage();
    const labels = await inStudio<string[]>(
      page,
      async (s, animation) => {
        await s.applySource({ kind: "lottie", name: "Two boxes", animation });
        return (await s.controls()).map((control: { label: string }) => control.label);
      },
      ANIMATION,
    );
    expect(labels).toEqual(expect.arrayContaining(["Colour #FF0000", "Colour #0000FF", "Colour #FFFFFF"]));
    await inStudio(page, async (s) => {
      await s.set("Colour #FF0000", "#112233");
      await s.set("Trim start", 10);
      await s.set("Trim end", 40);
      await s.set("Speed", 2);
    });
    const json = await exported(page, "lottie");
    expect([json.filename, json.mimeType]).toEqual(["two-boxes.json", "video/lottie+json"]);
    const edited = JSON.parse(bytesOf(json).toString("utf8"));
    expect([edited.ip, edited.op, edited.fr]).toEqual([10, 40, 60]);
    const fill = (layer: number) => edited.layers[layer].shapes[0].it[1].c.k;
    expect(fill(0)).toEqual([0.0667, 0.1333, 0.2, 1]);
    expect(fill(1)).toEqual([0, 0, 1, 1]);
    const archive = await exported(page, "dotlottie");
    expect([archive.filename, archive.mimeType]).toEqual(["two-boxes.lottie", "application/zip"]);
    const files = unzipSync(bytesOf(archive));
    expect(Object.keys(files).sort()).toEqual(["animations/two-boxes.json", "manifest.json"]);
    expect(JSON.parse(strFromU8(files["manifest.json"] as Uint8Array)).animations[0].id).toBe("two-boxes");
    expect(JSON.parse(strFromU8(files["animations/two-boxes.json"] as Uint8Array))).toEqual(edited);
    // Imported back as a file, the archive is the edited animation (its colours now the mapped ones).
    const reread = await inStudio<string[]>(
      page,
      async (s, base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        await s.set("Lottie file", new File([bytes], "two-boxes.lottie"));
        return (await s.controls()).map((control: { label: string }) => control.label);
      },
      bytesOf(archive).toString("base64"),
    );
    expect(reread).toEqual(expect.arrayContaining(["Colour #112233", "Colour #0000FF"]));
    expect(reread).not.toContain("Colour #FF0000");
    // "Map colours to the palette" maps every colour to one of the identity's.
    const mapped = await inStudio<{ recolour: { from: string; to: string }[] }>(page, async (s) => {
      await s.activate("Map colours to the palette");
      return s.readSource();
    });
    expect(mapped.recolour.length).toBeGreaterThan(0);
  });

  it("draws the edit into GIF and MP4 frames: the mapped colour, the trimmed length at the export's size", {
    timeout: 120_000,
  }, async () => {
    const page = await lottiePage();
    await inStudio(
      page,
      async (s, animation) => {
        await s.applySource({
          kind: "lottie",
          animation,
          recolour: [{ from: "#FF0000", to: "#00C800" }],
          trim: { start: 0, end: 30 },
          export: { width: 160, fps: 10, background: "black" },
        });
      },
      ANIMATION,
    );
    const gif = await exported(page, "gif");
    expect([gif.mimeType, gif.width, gif.height]).toEqual(["image/gif", 160, 80]);
    const parsed = parseGif(bytesOf(gif));
    // 30 frames at 30 fps: one second, 10 frames at 10 fps.
    expect(parsed.frames.length).toBe(10);
    const pixel = (x: number, y: number) => {
      const at = (y * parsed.width + x) * 4;
      return [...(parsed.frames[0]?.rgba.subarray(at, at + 3) ?? [])];
    };
    const [r, g, b] = pixel(40, 40); // the left box, once red
    expect(r).toBeLessThan(40);
    expect(g).toBeGreaterThan(160);
    expect(b).toBeLessThan(40);
    expect(pixel(120, 40)[2]).toBeGreaterThan(200); // the right box stays blue
    const mp4 = await exported(page, "mp4");
    const input = new Input({ source: new BufferSource(bytesOf(mp4)), formats: ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    expect([track?.displayWidth, track?.displayHeight]).toEqual([160, 80]);
    expect((await input.computeDuration()) * 1000).toBeCloseTo(1000, 3);
  });

  it("refuses an animation that would run code or fetch an image, at its path, and keeps the last good one", async () => {
    const page = await lottiePage();
    const refused = await inStudio<{ rejected?: { error: { issues: { field: string }[] } } }>(
      page,
      async (s, animation) => {
        const layers = structuredClone(animation.layers) as { ks: { o: Record<string, unknown> } }[];
        (layers[0] as { ks: { o: Record<string, unknown> } }).ks.o = { a: 0, k: 100, x: "alert(1)" };
        return s.applySource({
          kind: "lottie",
          animation: {
            ...animation,
            layers,
            assets: [{ id: "img", w: 10, h: 10, u: "https://example.com/", p: "a.png", e: 0 }],
          },
        });
      },
      ANIMATION,
    );
    expect(refused.rejected?.error.issues.map((issue) => issue.field).sort()).toEqual([
      "animation.assets.0.p",
      "animation.layers.0.ks.o.x",
    ]);
    const source = await inStudio<{ animation?: unknown }>(page, async (s) => s.readSource());
    expect(source.animation).toBeUndefined();
  });
});
