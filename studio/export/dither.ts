// Floyd–Steinberg error diffusion onto a palette: the indexed image for the GIF's `best` quality, so smooth
// gradients dissolve into fine noise instead of bands. Serpentine scan; nearest colours cached per RGB565 cell.

export type Palette = number[][];

/** Nearest palette entry (squared RGB distance) to the centre of each RGB565 cell, found once per cell. */
class NearestCache {
  private readonly cells = new Int16Array(1 << 16).fill(-1);
  private readonly reds: Int32Array;
  private readonly greens: Int32Array;
  private readonly blues: Int32Array;

  constructor(palette: Palette) {
    this.reds = Int32Array.from(palette, (colour) => colour[0] ?? 0);
    this.greens = Int32Array.from(palette, (colour) => colour[1] ?? 0);
    this.blues = Int32Array.from(palette, (colour) => colour[2] ?? 0);
  }

  index(r: number, g: number, b: number): number {
    const key = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
    const cached = this.cells[key] ?? -1;
    if (cached >= 0) return cached;
    const cr = ((r >> 3) << 3) | 4;
    const cg = ((g >> 2) << 2) | 2;
    const cb = ((b >> 3) << 3) | 4;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.reds.length; i++) {
      const dr = (this.reds[i] ?? 0) - cr;
      const dg = (this.greens[i] ?? 0) - cg;
      const db = (this.blues[i] ?? 0) - cb;
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    this.cells[key] = best;
    return best;
  }
}

/** One channel's error to the pixel ahead (7/16) and the three below (3/16 behind, 5/16, 1/16 ahead). */
function spread(current: Float32Array, next: Float32Array, at: number, ahead: number, error: number): void {
  current[at + ahead] = (current[at + ahead] ?? 0) + error * (7 / 16);
  next[at - ahead] = (next[at - ahead] ?? 0) + error * (3 / 16);
  next[at] = (next[at] ?? 0) + error * (5 / 16);
  next[at + ahead] = (next[at + ahead] ?? 0) + error * (1 / 16);
}

const clamp = (value: number): number => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/** The RGBA image as palette indices, with Floyd–Steinberg error diffusion (7/16, 3/16, 5/16, 1/16). */
export function ditherToPalette(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  palette: Palette,
): Uint8Array {
  const nearest = new NearestCache(palette);
  const out = new Uint8Array(width * height);
  // Error carried to the current and the next row, 3 channels per pixel, with a 1-pixel margin on each side.
  let current = new Float32Array((width + 2) * 3);
  let next = new Float32Array((width + 2) * 3);
  for (let y = 0; y < height; y++) {
    const forward = y % 2 === 0;
    const step = forward ? 1 : -1;
    for (let n = 0; n < width; n++) {
      const x = forward ? n : width - 1 - n;
      const pixel = (y * width + x) * 4;
      const slot = (x + 1) * 3;
      const r = clamp((rgba[pixel] ?? 0) + (current[slot] ?? 0));
      const g = clamp((rgba[pixel + 1] ?? 0) + (current[slot + 1] ?? 0));
      const b = clamp((rgba[pixel + 2] ?? 0) + (current[slot + 2] ?? 0));
      const index = nearest.index(r, g, b);
      out[y * width + x] = index;
      const colour = palette[index] ?? [0, 0, 0];
      spread(current, next, slot, step * 3, r - (colour[0] ?? 0));
      spread(current, next, slot + 1, step * 3, g - (colour[1] ?? 0));
      spread(current, next, slot + 2, step * 3, b - (colour[2] ?? 0));
    }
    [current, next] = [next, current];
    next.fill(0);
  }
  return out;
}
