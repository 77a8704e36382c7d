// Bundled into a blank test page: composes Design Lab frames with the GPU compositor and with the 2D path from
// the same document and assets, and reports how far apart they are, whether the GPU frame repeats byte for
// byte, and how often each path read pixels back.
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import {
  BLEND_MODES,
  CANVAS_DOCUMENT_SCHEMA,
  DESIGN_LAB_SOURCE_VERSION,
  type DesignLabDocument,
  designLabDocumentSchema,
} from "../../src/contract/index.js";
import { glyphMasks } from "../../studio/compose/effects.js";
import {
  type Compositing,
  composeFrame,
  composePixels,
  type FrameAssets,
} from "../../studio/compose/frame.js";
import { createMaterialRenderer } from "../../studio/engines/index.js";
import { exportGif } from "../../studio/export/index.js";

export interface CaseResult {
  name: string;
  /** An effect converter's case (thresholds: a level's difference below can flip a pixel). */
  effect: boolean;
  /** Largest difference of one channel between the GPU and the 2D frame, over every pixel. */
  maxDifference: number;
  /** Share of channels more than 2 levels apart (threshold effects flip a pixel where float precision differs). */
  farShare: number;
  meanDifference: number;
  /** The GPU frame composed twice came out byte-identical. */
  repeats: boolean;
  /** Distinct colours of the GPU frame (a frame of one colour would prove nothing). */
  colours: number;
  /** Read-backs while composing the GPU frame into a canvas, and as pixels. */
  canvasReads: { readPixels: number; getImageData: number };
  pixelReads: { readPixels: number; getImageData: number };
}

const WIDTH = 320;
const HEIGHT = 180;
const first = materialsCatalog.materials.find((m) => m.id === materialsCatalog.defaults.heroAnimation);
const second = materialsCatalog.materials.find((m) => m.id !== first?.id);

const counts = { readPixels: 0, getImageData: 0 };
function counted<T extends object>(prototype: T, name: keyof T & string, key: keyof typeof counts): void {
  const original = prototype[name] as unknown as (...args: unknown[]) => unknown;
  Object.defineProperty(prototype, name, {
    value(this: unknown, ...args: unknown[]) {
      counts[key] += 1;
      return original.apply(this, args);
    },
  });
}
counted(WebGL2RenderingContext.prototype, "readPixels", "readPixels");
counted(CanvasRenderingContext2D.prototype, "getImageData", "getImageData");
counted(OffscreenCanvasRenderingContext2D.prototype, "getImageData", "getImageData");

function reads<T>(run: () => T): [T, { readPixels: number; getImageData: number }] {
  counts.readPixels = 0;
  counts.getImageData = 0;
  const result = run();
  return [result, { ...counts }];
}

/** A still layer's raster: translucent, anti-aliased shapes and type over transparency. */
async function still(seed: number): Promise<ImageBitmap> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.fillStyle = `rgba(${40 + seed * 90}, 200, ${250 - seed * 80}, 0.6)`;
  context.beginPath();
  context.arc(80 + seed * 140, 90, 60, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#fff";
  context.font = "bold 40px sans-serif";
  context.fillText(`Marque ${seed}`, 20 + seed * 30, 60 + seed * 80);
  return createImageBitmap(canvas);
}

function documentOf(layers: unknown[], backgroundColor = "#112233"): DesignLabDocument {
  const parsed = designLabDocumentSchema.safeParse({
    kind: "design-lab",
    schema: CANVAS_DOCUMENT_SCHEMA,
    version: DESIGN_LAB_SOURCE_VERSION,
    canvas: { ratio: "wide", backgroundColor },
    layers,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

const shader = (materialId: string | undefined, extra: object = {}) => ({
  type: "shader",
  materialId,
  settings: { speed: 1 },
  ...extra,
});

const EFFECTS: [string, object][] = [
  ["posterize", { kind: "posterize", levels: 3 }],
  ["posterize at 60%", { kind: "posterize", levels: 5, opacity: 60 }],
  ["bayer", { kind: "bayer", matrix: 4, scale: 2, backgroundColor: "#101820", foregroundColor: "#F0E0C0" }],
  ["bayer 8", { kind: "bayer", matrix: 8, scale: 1, backgroundColor: "#000000", foregroundColor: "#FFFFFF" }],
  ["halftone dot", { kind: "halftone", cellSize: 16, angle: 45, shape: "dot" }],
  ["halftone line", { kind: "halftone", cellSize: 12, angle: 15, shape: "line" }],
  ["halftone square", { kind: "halftone", cellSize: 20, angle: 0, shape: "square", opacity: 70 }],
  ["ascii inked", { kind: "ascii", cellSize: 16, characters: " .:-=+*#%@", color: "#F0E0C0" }],
  ["ascii in colour", { kind: "ascii", cellSize: 24, characters: " .oO@" }],
];

async function cases(): Promise<[string, DesignLabDocument, FrameAssets][]> {
  const stills = new Map<string, CanvasImageSource>([
    ["mark", await still(0)],
    ["title", await still(1)],
  ]);
  const base = [
    shader(first?.id),
    { type: "brand-mark", id: "mark" },
    { type: "text", id: "title", value: "x" },
  ];
  const out: [string, DesignLabDocument, FrameAssets][] = [
    ["a shader alone", documentOf([shader(first?.id)]), { stills: new Map(), glyphs: new Map() }],
    ["a shader and two stills", documentOf(base), { stills, glyphs: new Map() }],
  ];
  // Layer shaders: the mark and the title drawn in live materials, their rasters the masks (fills.ts).
  out.push([
    "a mark and a title filled with materials",
    documentOf([
      shader(first?.id),
      { type: "brand-mark", id: "mark", fill: { materialId: second?.id, settings: { speed: 1 } } },
      { type: "text", id: "title", value: "x", fill: { materialId: first?.id } },
    ]),
    { stills, glyphs: new Map() },
  ]);
  const small = new OffscreenCanvas(WIDTH / 2, HEIGHT / 2);
  small.getContext("2d")?.drawImage(await still(1), 0, 0, WIDTH / 2, HEIGHT / 2);
  out.push([
    "a still from a canvas of half the size",
    documentOf(base),
    { stills: new Map([["title", small]]), glyphs: new Map() },
  ]);
  for (const mode of BLEND_MODES)
    out.push([
      `${mode} at 70%`,
      documentOf([shader(first?.id), shader(second?.id, { id: "top", blendMode: mode, opacity: 70 })]),
      { stills: new Map(), glyphs: new Map() },
    ]);
  for (const [name, effect] of EFFECTS) {
    const layers = [...base, { type: "effect", id: "fx", effect }];
    const doc = documentOf(layers);
    const fx = doc.layers.find((layer) => layer.type === "effect");
    const glyphs = new Map();
    if (fx?.type === "effect" && fx.effect.kind === "ascii") {
      const { asciiCellPixels } = await import("../../studio/compose/effects.js");
      const size = asciiCellPixels(fx.effect.cellSize, WIDTH, HEIGHT);
      glyphs.set("fx", glyphMasks(fx.effect.characters, size, "monospace"));
    }
    out.push([name, doc, { stills, glyphs }]);
  }
  return out;
}

async function run(): Promise<CaseResult[]> {
  const renderer = createMaterialRenderer();
  const results: CaseResult[] = [];
  const TIME = 700;
  for (const [name, doc, assets] of await cases()) {
    const pixels = (how: Compositing) =>
      composePixels(renderer, doc, TIME, WIDTH, HEIGHT, assets, { compositing: how });
    const reference = pixels("2d").data;
    const [gpu, pixelReads] = reads(() => pixels("gpu").data);
    const again = pixels("gpu").data;
    const target = new OffscreenCanvas(WIDTH, HEIGHT);
    const [, canvasReads] = reads(() =>
      composeFrame(renderer, doc, TIME, WIDTH, HEIGHT, target, assets, { compositing: "gpu" }),
    );
    let maxDifference = 0;
    let far = 0;
    let sum = 0;
    let repeats = gpu.length === again.length;
    const colours = new Set<number>();
    for (let i = 0; i < gpu.length; i++) {
      if (gpu[i] !== again[i]) repeats = false;
      if (i % 4 === 3) continue;
      const difference = Math.abs((gpu[i] ?? 0) - (reference[i] ?? 0));
      maxDifference = Math.max(maxDifference, difference);
      sum += difference;
      if (difference > 2) far += 1;
      if (i % 4 === 0) colours.add(((gpu[i] ?? 0) << 16) | ((gpu[i + 1] ?? 0) << 8) | (gpu[i + 2] ?? 0));
    }
    const channels = (gpu.length / 4) * 3;
    results.push({
      name,
      effect: doc.layers.some((layer) => layer.type === "effect"),
      maxDifference,
      farShare: far / channels,
      meanDifference: sum / channels,
      repeats,
      colours: colours.size,
      canvasReads,
      pixelReads,
    });
  }
  return results;
}

/** A seamless GIF at `best` quality (Floyd–Steinberg) of GPU-composited frames with an effect, as hex bytes. */
async function gif(): Promise<string> {
  const renderer = createMaterialRenderer();
  const all = await cases();
  const found = all.find(([name]) => name === "halftone dot");
  if (!found) throw new Error("no halftone case");
  const [, doc, assets] = found;
  const source = (window as unknown as { gifWorkerSource: string }).gifWorkerSource;
  const result = await exportGif({
    width: WIDTH,
    height: HEIGHT,
    fps: 15,
    durationMs: 400,
    quality: "best",
    loop: "seamless",
    frame: (_index, timeMs) =>
      composePixels(renderer, doc, timeMs, WIDTH, HEIGHT, assets, { compositing: "gpu" }),
    createWorker: () => new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" }))),
  });
  const bytes = new Uint8Array(await result.blob.arrayBuffer());
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

Object.assign(window, { compositorCases: run, compositorGif: gif });
