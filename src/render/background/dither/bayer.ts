// Bayer threshold matrices: the order in which an ordered dither switches cells on as tone rises.
import type { BackgroundSettings } from "../../../contract/background.js";

export type DitherMatrixSize = BackgroundSettings["ditherMatrix"];

/** The n × n Bayer matrix (n a power of two) as ranks 0..n²−1, row by row. */
export function bayerMatrix(n: DitherMatrixSize): number[][] {
  let matrix = [[0]];
  while (matrix.length < n) {
    const size = matrix.length;
    const next: number[][] = Array.from({ length: size * 2 }, () => new Array<number>(size * 2).fill(0));
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const v = 4 * (matrix[y]?.[x] ?? 0);
        const top = next[y];
        const bottom = next[y + size];
        if (!top || !bottom) continue;
        top[x] = v;
        top[x + size] = v + 2;
        bottom[x] = v + 3;
        bottom[x + size] = v + 1;
      }
    }
    matrix = next;
  }
  return matrix;
}
