// How a raster is written as WebP: lossless for art of few colours, lossy for pictures. Measured at 1200×630
// (PNG at zlib level 3), libwebp 1.6 through sharp 0.35, lossless effort 1 against lossy q80 effort 2:
//   blog cover (769 colours)       lossless 13.6 KB, 39 % of the PNG, every pixel exact (46 % of the level-6
//                                  PNG), ~34 ms of CPU; lossy 21 KB (60 %), PSNR 44 dB, ringing on type
//                                  edges, ~23 ms. Lossy q50
//                                  reached 51 % of the level-6 PNG with errors of 83 levels on type; near-lossless
//                                  60 reached 50 % at twice the time.
//   slides, partnership (≤ 126)   lossless 6–30 %; lossy 13–51 %.
//   noise texture (~500), dither (751): lossless 9–19 %; lossy 26–109 % (the noise tile defeats it).
//   pattern (9,087), gradient (37k), grain (64k): lossless 30–56 % at 190 KB–1 MB and 260–360 ms; lossy
//                                  3–14 % in ~50 ms, no visible change.
// So the count of distinct colours picks the mode. It is a function of the pixels, and the encoders run on one
// thread: identical pixels still give identical bytes.
import type { WebpOptions } from "sharp";
import { RASTER_QUALITY } from "../../contract/index.js";
import type { Raster } from "./raster.js";

/** Distinct colours (RGBA) up to which a raster is written losslessly. */
const FEW_COLOURS = 2048;
/** Rows looked at: every second, enough to tell art from a picture at half the cost. */
const ROW_STEP = 2;
/** Open-addressing table of the colours seen: a power of two, twice FEW_COLOURS (a Set was 4× slower). */
const TABLE_SIZE = 4096;
const TABLE_SHIFT = 32 - Math.log2(TABLE_SIZE);

/**
 * For lossless, quality is the encoder's effort: 40 saved a cover 3 ms of its ~34 but left the noise texture
 * at 36 % of the PNG and dither at 44 % (9 % and 19 % at sharp's 80), so it stays at 80.
 */
const LOSSLESS: WebpOptions = { lossless: true, effort: 1, quality: 80 };
const LOSSY: WebpOptions = { quality: RASTER_QUALITY.webp, effort: 2 };

/** The encoder's options for `raster`: lossless for art of few colours, lossy otherwise. */
export function webpOptions(raster: Raster): WebpOptions {
  return distinctColours(raster) <= FEW_COLOURS ? LOSSLESS : LOSSY;
}

/** Distinct colours of the sampled rows, counted up to FEW_COLOURS + 1 (a picture stops the count early). */
export function distinctColours({ pixels, width, height }: Raster): number {
  // Read four bytes at a time (a copy only if the buffer is not aligned to four).
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : Buffer.from(pixels);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 2);
  const table = new Uint32Array(TABLE_SIZE);
  const filled = new Uint8Array(TABLE_SIZE);
  let count = 0;
  for (let y = 0; y < height; y += ROW_STEP) {
    let previous = -1;
    for (let i = y * width, end = i + width; i < end; i++) {
      const colour = words[i] as number;
      // Flat art repeats its colour along a row: most pixels stop here.
      if (colour === previous) continue;
      previous = colour;
      let slot = Math.imul(colour, 0x9e3779b1) >>> TABLE_SHIFT;
      while (filled[slot] === 1 && table[slot] !== colour) slot = (slot + 1) & (TABLE_SIZE - 1);
      if (filled[slot] === 1) continue;
      filled[slot] = 1;
      table[slot] = colour;
      if (++count > FEW_COLOURS) return count;
    }
  }
  return count;
}
