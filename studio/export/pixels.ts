// Reads a caller's frame (canvas, image, bitmap, video frame or ImageData) back as RGBA pixels at the export size.
import type { FrameSource } from "./types.js";

/** The intrinsic size of a frame source where the platform tells it; undefined when it does not. */
function sourceSize(source: FrameSource): { width: number; height: number } | undefined {
  if (typeof ImageData !== "undefined" && source instanceof ImageData) return source;
  if (typeof VideoFrame !== "undefined" && source instanceof VideoFrame)
    return { width: source.displayWidth, height: source.displayHeight };
  if (typeof HTMLImageElement !== "undefined" && source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  if (typeof HTMLVideoElement !== "undefined" && source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if ("width" in source && typeof source.width === "number" && "height" in source)
    return { width: source.width, height: source.height as number };
  return undefined;
}

/** Reads frames back through one reusable 2D canvas. */
export class PixelReader {
  private readonly context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const canvas =
      typeof OffscreenCanvas !== "undefined"
        ? new OffscreenCanvas(width, height)
        : Object.assign(document.createElement("canvas"), { width, height });
    const context = canvas.getContext("2d", { willReadFrequently: true, alpha: false }) as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null;
    if (!context) throw new Error("the export needs a 2D canvas context and the browser gave none");
    this.context = context;
  }

  /**
   * The frame's RGBA pixels, opaque (composited over black, as the file shows them). A frame of another size
   * is refused rather than scaled: exports render at their own size, never an upscaled preview.
   */
  read(source: FrameSource, index: number): ImageData {
    const size = sourceSize(source);
    if (size && (size.width !== this.width || size.height !== this.height))
      throw new RangeError(
        `frame ${index} is ${size.width}×${size.height}; the export is ${this.width}×${this.height}`,
      );
    if (source instanceof ImageData) return overBlack(source);
    this.context.fillStyle = "#000";
    this.context.fillRect(0, 0, this.width, this.height);
    this.context.drawImage(source, 0, 0, this.width, this.height);
    return this.context.getImageData(0, 0, this.width, this.height);
  }
}

/** The image itself when it is opaque, else a copy composited over black. */
function overBlack(image: ImageData): ImageData {
  const data = image.data;
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  if (opaque) return image;
  const out = new ImageData(new Uint8ClampedArray(data), image.width, image.height);
  const pixels = out.data;
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = (pixels[i + 3] ?? 255) / 255;
    pixels[i] = (pixels[i] ?? 0) * alpha;
    pixels[i + 1] = (pixels[i + 1] ?? 0) * alpha;
    pixels[i + 2] = (pixels[i + 2] ?? 0) * alpha;
    pixels[i + 3] = 255;
  }
  return out;
}
