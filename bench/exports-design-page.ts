// Bundled into a blank bench page: the Design Lab compositor alone at 640×360, the 2D path against the GPU
// one on the same document and rasters — an export's frame (pixels) and a preview's (drawn into a canvas).
import { materialsCatalog } from "../src/catalog/materials/index.js";
import {
  CANVAS_DOCUMENT_SCHEMA,
  DESIGN_LAB_SOURCE_VERSION,
  designLabDocumentSchema,
} from "../src/contract/index.js";
import { asciiCellPixels, glyphMasks } from "../studio/compose/effects.js";
import { type Compositing, composeFrame, composePixels } from "../studio/compose/frame.js";
import { createMaterialRenderer } from "../studio/engines/index.js";

const WIDTH = 640;
const HEIGHT = 360;
const EFFECTS: Record<string, object | undefined> = {
  none: undefined,
  posterize: { kind: "posterize", levels: 4 },
  bayer: { kind: "bayer", matrix: 4, scale: 2 },
  halftone: { kind: "halftone", cellSize: 8, angle: 45, shape: "dot" },
  ascii: { kind: "ascii", cellSize: 10, characters: " .:-=+*#%@" },
};

async function still(seed: number): Promise<ImageBitmap> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.fillStyle = "rgba(220, 120, 60, 0.6)";
  context.fillRect(60 + seed * 200, 60, 240, 120);
  context.fillStyle = "#fff";
  context.font = "bold 48px sans-serif";
  context.fillText("Marque", 40 + seed * 260, 120 + seed * 140);
  return createImageBitmap(canvas);
}

export interface Timing {
  /** Median milliseconds per frame: [2D, GPU]. */
  pixels: [number, number];
  canvas: [number, number];
}

let renderer: ReturnType<typeof createMaterialRenderer> | undefined;

/** Median ms per frame of each path; `shader` false hides the material (the compositing alone). */
async function timing(effectName: string, shader: boolean, frames: number): Promise<Timing> {
  renderer ??= createMaterialRenderer();
  const drawWith = renderer;
  const effect = EFFECTS[effectName];
  const layers: object[] = [
    {
      type: "shader",
      materialId: materialsCatalog.defaults.heroAnimation,
      settings: { speed: 1 },
      visible: shader,
    },
    { type: "brand-mark", id: "mark" },
    { type: "text", id: "title", value: "Marque" },
    ...(effect ? [{ type: "effect", id: "fx", effect }] : []),
  ];
  const doc = designLabDocumentSchema.parse({
    kind: "design-lab",
    schema: CANVAS_DOCUMENT_SCHEMA,
    version: DESIGN_LAB_SOURCE_VERSION,
    layers,
  });
  const glyphs = new Map();
  if (effectName === "ascii")
    glyphs.set("fx", glyphMasks(" .:-=+*#%@", asciiCellPixels(10, WIDTH, HEIGHT), "monospace"));
  const assets = {
    stills: new Map([
      ["mark", await still(0)],
      ["title", await still(1)],
    ]),
    glyphs,
  };
  const target = document.createElement("canvas");
  const frame = {
    pixels: (how: Compositing, t: number) =>
      composePixels(drawWith, doc, t, WIDTH, HEIGHT, assets, { compositing: how }),
    // A pixel read after drawing: the canvas's work is done before the clock stops.
    canvas: (how: Compositing, t: number) => {
      composeFrame(drawWith, doc, t, WIDTH, HEIGHT, target, assets, { compositing: how });
      target.getContext("2d")?.getImageData(0, 0, 1, 1);
    },
  };
  const median = (kind: "pixels" | "canvas", how: Compositing) => {
    frame[kind](how, 0);
    const times: number[] = [];
    for (let i = 1; i <= frames; i++) {
      const started = performance.now();
      frame[kind](how, i * 66);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(frames / 2)] ?? 0;
  };
  // Interleaved, so load on the machine falls on both paths alike.
  const out: Timing = { pixels: [0, 0], canvas: [0, 0] };
  for (const kind of ["pixels", "canvas"] as const)
    for (const [index, how] of (["2d", "gpu"] as const).entries()) out[kind][index] = median(kind, how);
  return out;
}

(window as unknown as { compositorTiming: typeof timing }).compositorTiming = timing;
