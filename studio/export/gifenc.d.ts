// Types for the parts of gifenc (MIT, no bundled types) the GIF worker uses.
declare module "gifenc" {
  export type GifPalette = number[][];
  export type GifColorFormat = "rgb565" | "rgb444" | "rgba4444";

  export interface GifFrameOptions {
    palette?: GifPalette;
    /** In milliseconds; written as Math.round(delay / 10) centiseconds. */
    delay?: number;
    /** -1 once, 0 forever, n > 0 that many repeats; written with the first frame only. */
    repeat?: number;
    transparent?: boolean;
    transparentIndex?: number;
    dispose?: number;
    first?: boolean;
  }

  export interface GifEncoderStream {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
    reset(): void;
  }

  export interface GifencApi {
    GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoderStream;
    quantize(
      rgba: Uint8Array | Uint8ClampedArray,
      maxColors: number,
      options?: { format?: GifColorFormat },
    ): GifPalette;
    applyPalette(
      rgba: Uint8Array | Uint8ClampedArray,
      palette: GifPalette,
      format?: GifColorFormat,
    ): Uint8Array;
  }

  export const GIFEncoder: GifencApi["GIFEncoder"];
  export const quantize: GifencApi["quantize"];
  export const applyPalette: GifencApi["applyPalette"];
  /** Under Node's CommonJS interop the default is the whole module; in bundlers' ESM build it is GIFEncoder. */
  const api: GifencApi;
  export default api;
}
