// Raster data URLs: complete images of every accepted type pass with their size; fake, truncated and
// oversized ones are refused saying why.
import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  inspectImageDataUrl,
  inspectRaster,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type RasterMimeType,
} from "../../src/contract/index.js";
import { crc32 } from "../../src/contract/raster/crc32.js";
import { CRAFTED_HOSTILE_RASTERS, CRAFTED_VALID_RASTERS } from "../support/crafted-rasters.js";
import { HOSTILE_RASTERS, pngClaiming, realGif, realPng } from "../support/hostile-images.js";
import { dataUrl, GIF_1X1, JPEG_4X3, pngBytes, WEBP_1X1, WEBP_4X3 } from "../support/images.js";

describe("raster images", () => {
  it.each([
    ["a fast-png PNG", "image/png", realPng(3, 2), 3, 2],
    ["a resvg PNG", "image/png", pngBytes(8), 8, 8],
    ["a Chromium JPEG", "image/jpeg", JPEG_4X3, 4, 3],
    ["a hand-built GIF", "image/gif", realGif(), 2, 2],
    ["the smallest GIF", "image/gif", GIF_1X1, 1, 1],
    ["a lossless WebP", "image/webp", WEBP_1X1, 1, 1],
    ["a lossy WebP with VP8X and ICC profile", "image/webp", WEBP_4X3, 4, 3],
  ] as const)("accepts %s and reads its size", (_, mimeType, bytes, width, height) => {
    expect(inspectRaster(mimeType as RasterMimeType, new Uint8Array(bytes))).toEqual({ width, height });
    const inspection = inspectImageDataUrl(dataUrl(mimeType, bytes));
    // Rasters are embedded as sent: their bytes are checked, not re-encoded.
    expect(inspection).toEqual({ ok: true, dataUrl: dataUrl(mimeType, bytes), mimeType });
  });

  it.each(HOSTILE_RASTERS)("refuses %s", (_, url, message) => {
    const inspection = inspectImageDataUrl(url);
    expect(inspection.ok).toBe(false);
    if (!inspection.ok) expect(inspection.problem).toMatch(message);
  });

  it.each(CRAFTED_VALID_RASTERS)("accepts %s", (_, url, width, height) => {
    const inspection = inspectImageDataUrl(url);
    expect(inspection).toEqual({ ok: true, dataUrl: url, mimeType: url.slice(5, url.indexOf(";")) });
    const bytes = new Uint8Array(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
    expect(inspectRaster(url.slice(5, url.indexOf(";")) as RasterMimeType, bytes)).toEqual({ width, height });
  });

  it.each(CRAFTED_HOSTILE_RASTERS)("refuses %s (issue 27.11)", (_, url, message) => {
    const inspection = inspectImageDataUrl(url);
    expect(inspection.ok).toBe(false);
    if (!inspection.ok) expect(inspection.problem).toMatch(message);
  });

  it("checks PNG chunks with the CRC-32 node:zlib computes", () => {
    for (let n = 0; n < 200; n++) {
      const bytes = new Uint8Array(Array.from({ length: n * 7 }, (_, i) => (i * 131 + n) & 0xff));
      expect(crc32(bytes, n % 5, bytes.length)).toBe(zlibCrc32(bytes.subarray(n % 5)));
    }
  });

  it("accepts the largest side and pixel count and refuses one more", () => {
    const side = Math.floor(MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE);
    expect(inspectRaster("image/png", pngClaiming(MAX_IMAGE_SIDE, side))).toEqual({
      width: MAX_IMAGE_SIDE,
      height: side,
    });
    expect(() => inspectRaster("image/png", pngClaiming(MAX_IMAGE_SIDE + 1, 1))).toThrow(/px a side/);
    expect(() => inspectRaster("image/png", pngClaiming(MAX_IMAGE_SIDE, side + 1))).toThrow(/megapixels/);
    expect(() => inspectRaster("image/png", pngClaiming(0, 10))).toThrow(/claims 0×10 pixels/);
  });

  it("refuses a PNG without image data and a JPEG without a frame header", () => {
    const png = realPng();
    const withoutIdat = Buffer.concat([png.subarray(0, 33), png.subarray(-12)]);
    expect(() => inspectRaster("image/png", withoutIdat)).toThrow(/no image data \(IDAT chunk\)/);
    // SOI, then straight to a scan (SOS) and EOI.
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
    expect(() => inspectRaster("image/jpeg", noFrame)).toThrow(/no frame header \(SOF\)/);
  });

  it("finds an image inspected before again, telling apart images of one length", () => {
    const url = dataUrl("image/png", realPng(3, 2));
    const first = inspectImageDataUrl(url);
    expect(first.ok).toBe(true);
    expect(inspectImageDataUrl(`${url}`)).toBe(first);
    // One character changed: the same length, no longer a PNG's signature.
    const comma = url.indexOf(",");
    const altered = `${url.slice(0, comma + 1)}j${url.slice(comma + 2)}`;
    expect(altered).toHaveLength(url.length);
    expect(inspectImageDataUrl(altered)).toEqual({
      ok: false,
      problem: "the decoded bytes are not image/png data",
    });
    expect(inspectImageDataUrl(url)).toBe(first);
  });

  it("refuses bytes of another type than the declared one", () => {
    expect(inspectImageDataUrl(dataUrl("image/png", JPEG_4X3))).toEqual({
      ok: false,
      problem: "the decoded bytes are not image/png data",
    });
    expect(inspectImageDataUrl(dataUrl("image/gif", realPng()))).toMatchObject({ ok: false });
  });
});
