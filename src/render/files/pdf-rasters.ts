// The server's pixels for a PDF (see pdf-ready.ts): sharp re-encodes WebP and GIF as PNG; resvg measures and
// draws a filtered shape.
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { PdfRasters } from "./pdf-ready.js";

export const serverPdfRasters: PdfRasters = {
  png: async (_mediaType, bytes) => new Uint8Array(await sharp(bytes).png().toBuffer()),
  shape: async (svg, scale) => {
    const box = new Resvg(svg).getBBox();
    if (!box || box.width <= 0 || box.height <= 0) return undefined;
    const sized = svg.replace(
      /^<svg\b/u,
      `<svg width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}"`,
    );
    const tile = new Resvg(sized, {
      fitTo: { mode: "zoom", value: scale },
      font: { loadSystemFonts: false },
    }).render();
    return { box: { x: box.x, y: box.y, width: box.width, height: box.height }, png: tile.asPng() };
  },
};
