// PDFs in the browser: the server's writer (src/render/files/pdf-writer.ts, pdfkit's browser build) with the
// browser's own SVG and canvas for what must become pixels. Imported lazily by the exports that make a PDF, so
// pdfkit never weighs on the first paint.
import type { PdfRasters, ShapeBox } from "../../src/render/files/pdf-ready.js";
import { type PdfMeta, type PdfPage, writePdf } from "../../src/render/files/pdf-writer.js";
import "./pdf-fonts.js";

export type { PdfMeta, PdfPage } from "../../src/render/files/pdf-writer.js";

async function canvasPng(canvas: OffscreenCanvas): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new Uint8Array(await blob.arrayBuffer());
}

function drawingContext(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d");
  if (!context) throw new Error("this browser has no 2D canvas");
  return context;
}

/** The box the browser gives one shape's geometry (the document's defs beside it), as resvg's getBBox does. */
function shapeBox(svg: string): ShapeBox | undefined {
  const host = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  host.setAttribute("aria-hidden", "true");
  host.style.cssText = "position:absolute;left:-99999px;top:0;width:0;height:0;visibility:hidden";
  host.innerHTML = svg.replace(/^<svg\b[^>]*>/u, "").replace(/<\/svg>$/u, "");
  document.body.append(host);
  try {
    const shape = host.lastElementChild;
    if (!(shape instanceof SVGGraphicsElement)) return undefined;
    const { x, y, width, height } = shape.getBBox();
    return width > 0 && height > 0 ? { x, y, width, height } : undefined;
  } finally {
    host.remove();
  }
}

async function drawnSvg(svg: string, width: number, height: number): Promise<ImageBitmap> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    return await createImageBitmap(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

const browserPdfRasters: PdfRasters = {
  png: async (mediaType, bytes) => {
    const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: mediaType }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    drawingContext(canvas).drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvasPng(canvas);
  },
  shape: async (svg, scale) => {
    const box = shapeBox(svg);
    if (!box) return undefined;
    const width = Math.max(1, Math.round(box.width * scale));
    const height = Math.max(1, Math.round(box.height * scale));
    const sized = svg.replace(
      /^<svg\b/u,
      `<svg width="${width}" height="${height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" preserveAspectRatio="none"`,
    );
    const bitmap = await drawnSvg(sized, width, height);
    const canvas = new OffscreenCanvas(width, height);
    drawingContext(canvas).drawImage(bitmap, 0, 0);
    bitmap.close();
    return { box, png: await canvasPng(canvas) };
  },
};

/** SVG pages (type outlined) as one vector PDF: one page per SVG, an outline and page labels when several. */
export const pdfFromSvgPages = (pages: readonly PdfPage[], meta: PdfMeta): Promise<Uint8Array> =>
  writePdf(pages, meta, browserPdfRasters);
