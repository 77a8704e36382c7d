// Test-side measurements of export frames: a smooth moving gradient to encode, and banding error (how far a
// quantized frame's local averages stray from the source's), mean differences and distinct colours.

/** A smooth gradient over x and y whose phase moves with time: thousands of colours, no edges. */
export function gradient(width: number, height: number, timeMs: number): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const phase = timeMs / 1000;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const u = x / (width - 1);
      const v = y / (height - 1);
      pixels[p] = 40 + 180 * (0.5 + 0.5 * Math.sin(Math.PI * (u + phase)));
      pixels[p + 1] = 30 + 160 * v;
      pixels[p + 2] = 90 + 120 * (0.5 + 0.5 * Math.cos(Math.PI * (u * 0.7 + v * 0.5 - phase)));
      pixels[p + 3] = 255;
    }
  return pixels;
}

/** Mean absolute difference of 4×4 box averages (RGB) between a decoded frame and its source. */
export function bandingError(
  decoded: Uint8Array | Uint8ClampedArray,
  source: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): number {
  let sum = 0;
  let count = 0;
  for (let by = 0; by + 4 <= height; by += 4)
    for (let bx = 0; bx + 4 <= width; bx += 4)
      for (let c = 0; c < 3; c++) {
        let a = 0;
        let b = 0;
        for (let y = by; y < by + 4; y++)
          for (let x = bx; x < bx + 4; x++) {
            a += decoded[(y * width + x) * 4 + c] ?? 0;
            b += source[(y * width + x) * 4 + c] ?? 0;
          }
        sum += Math.abs(a - b) / 16;
        count++;
      }
  return sum / count;
}

/** Mean per-channel RGB difference (0–255). */
export function meanDifference(a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 4)
    for (let c = 0; c < 3; c++) {
      sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
      count++;
    }
  return sum / count;
}
