// Messages between the GIF exporter (page) and the GIF worker. Pixel buffers are transferred, never copied.
import type { ExportQuality } from "./types.js";

export type ToGifWorker =
  | {
      type: "start";
      width: number;
      height: number;
      quality: ExportQuality;
      /** One delay per frame, in centiseconds. */
      delaysCs: number[];
      /** Quality "fast": pixels pooled from sample frames, quantized once into the global palette. */
      samples?: Uint8ClampedArray;
    }
  | { type: "frame"; index: number; pixels: Uint8ClampedArray }
  | { type: "finish" };

export type FromGifWorker =
  | { type: "frame"; index: number }
  | { type: "done"; bytes: Uint8Array; busyMs: number }
  | { type: "error"; message: string };
