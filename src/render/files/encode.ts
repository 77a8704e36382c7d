// An SVG artifact as the file a caller asked for: PNG, WebP, AVIF and JPEG encoded by sharp (libvips) from
// resvg's pixels, PDF as vectors. Pure: the same request gives the same bytes.
import sharp from "sharp";
import { type FileFormat, RASTER_QUALITY, type RasterScale } from "../../contract/index.js";
import { svgPagesToPdf } from "./pdf.js";
import { encodePng, rasterize } from "./raster.js";
import { webpOptions } from "./webp.js";

export interface FileRequest {
  readonly svg: string;
  readonly format: Exclude<FileFormat, "svg">;
  readonly scale: RasterScale;
  /** The artifact's size in SVG pixels (a PDF page's size in points). */
  readonly width: number;
  readonly height: number;
  /** PDF metadata and outline. */
  readonly title: string;
  readonly author: string;
}

/** libvips' own threads would compete with the pool's: each encode runs on the thread that asked for it. */
sharp.concurrency(1);
sharp.cache(false);

export async function encodeFile(request: FileRequest): Promise<Buffer> {
  const { svg, format, scale } = request;
  if (format === "pdf") {
    const page = { svg, width: request.width, height: request.height, title: request.title };
    return svgPagesToPdf([page], { title: request.title, author: request.author });
  }
  const raster = rasterize(svg, scale);
  if (format === "png") return encodePng(raster);
  const image = sharp(raster.pixels, { raw: { width: raster.width, height: raster.height, channels: 4 } });
  switch (format) {
    case "webp":
      return image.webp(webpOptions(raster)).toBuffer();
    case "avif":
      return image.avif({ quality: RASTER_QUALITY.avif, effort: 2 }).toBuffer();
    case "jpeg":
      // JPEG has no alpha: transparent pixels are laid on white, as a viewer shows them.
      // libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis saved a fifth of the bytes at 5× the
      // time (58 ms for a cover), which a service answering many covers should not pay.
      return image
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: RASTER_QUALITY.jpeg, optimiseCoding: true })
        .toBuffer();
  }
}
