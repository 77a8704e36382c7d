// The GIF encoder the worker runs: gifenc's quantizer and LZW writer with palettes and dithering by quality.
//   fast     — one global palette, quantized once from pixels of sample frames; frames mapped onto it.
//   balanced — a palette per frame (a local colour table after the first), nearest-colour mapping; the palette
//              is built from RGB444 bins (4096 at most) of every fourth pixel, which is over ten times faster on
//              grainy shader frames than RGB565's up to 65536 bins of every pixel, for a mapping error within a
//              level or two (measured on the default shader sequence's frames).
//   best     — a palette per frame from RGB565 bins and Floyd–Steinberg error diffusion onto it (dither.ts).
// The NETSCAPE2.0 extension says loop forever (repeat 0).

import type { GifEncoderStream, GifencApi, GifPalette } from "gifenc";
import * as gifencModule from "gifenc";
import { ditherToPalette } from "./dither.js";
import type { ExportQuality } from "./types.js";

/** Bundlers load gifenc's ESM build (named exports); Node's CommonJS interop puts the module on `default`. */
const gifenc: GifencApi =
  "quantize" in gifencModule && typeof gifencModule.quantize === "function"
    ? (gifencModule as unknown as GifencApi)
    : gifencModule.default;

export interface GifSetup {
  width: number;
  height: number;
  quality: ExportQuality;
  delaysCs: number[];
  samples?: Uint8ClampedArray;
}

/**
 * Every fourth pixel, the phase shifted by one each row so that columns are sampled evenly whatever the width
 * (a diagonal lattice): enough for a palette's statistics at a quarter of the cost.
 */
export function quarterSample(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  // Pixels as 32-bit words (a view needs a 4-byte-aligned start; a transferred frame always has one).
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  const source = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const sample = new Uint32Array(Math.ceil((width * height) / 4) + height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = y % 4; x < width; x += 4) sample[at++] = source[row + x] ?? 0;
  }
  return new Uint8ClampedArray(sample.buffer, 0, at * 4);
}

export class GifWriter {
  private readonly stream: GifEncoderStream = gifenc.GIFEncoder();
  private readonly globalPalette: GifPalette | undefined;
  private written = 0;

  constructor(private readonly setup: GifSetup) {
    if (setup.quality === "fast") {
      if (!setup.samples) throw new Error("a fast GIF needs sample pixels for its global palette");
      this.globalPalette = gifenc.quantize(setup.samples, 256);
    }
  }

  /** Encodes the next frame; frames must arrive in order. */
  add(rgba: Uint8ClampedArray, index: number): void {
    if (index !== this.written) throw new Error(`GIF frame ${index} arrived, expected ${this.written}`);
    const { width, height, quality } = this.setup;
    if (rgba.length !== width * height * 4) throw new Error(`GIF frame ${index} is not ${width}×${height}`);
    const palette =
      this.globalPalette ??
      (quality === "best"
        ? gifenc.quantize(rgba, 256)
        : gifenc.quantize(quarterSample(rgba, width, height), 256, { format: "rgb444" }));
    const indexed =
      quality === "best" ? ditherToPalette(rgba, width, height, palette) : gifenc.applyPalette(rgba, palette);
    this.stream.writeFrame(indexed, width, height, {
      // The first frame's palette is the global colour table; later frames carry a local one unless "fast".
      palette: index === 0 || !this.globalPalette ? palette : undefined,
      delay: (this.setup.delaysCs[index] ?? 0) * 10,
      repeat: 0,
    });
    this.written++;
  }

  finish(): Uint8Array {
    if (this.written !== this.setup.delaysCs.length)
      throw new Error(`GIF finished after ${this.written} of ${this.setup.delaysCs.length} frames`);
    this.stream.finish();
    return this.stream.bytes();
  }
}
