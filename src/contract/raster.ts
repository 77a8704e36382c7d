// Raster images behind data URLs (PNG, JPEG, GIF, WebP): each format's structure is walked far enough to know
// the bytes are the declared type, complete (no truncated file passes) and within the pixel bounds.
//
// The walk is written here rather than taken from image-size: image-size reads the dimensions from the first
// bytes and cannot say whether the file ends (IEND, EOI, trailer, RIFF length), and this check runs in the
// Studio's first bundle, where a general multi-format reader would cost more than these few loops.
import { excerpt, refuse } from "./image-refusal.js";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./limits.js";

export const RASTER_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type RasterMimeType = (typeof RASTER_MIME_TYPES)[number];

/** What a complete, bounded raster image says about itself. */
export interface RasterInfo {
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** True when `bytes` open with the signature of `mimeType` (the cheap test that precedes the walk). */
export function hasRasterSignature(mimeType: RasterMimeType, bytes: Uint8Array): boolean {
  switch (mimeType) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a";
    case "image/webp":
      return ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP";
  }
}

/**
 * Checks that `bytes` are a complete image of `mimeType` within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS and
 * returns its size; throws an ImageRefusal saying what is wrong otherwise.
 */
export function inspectRaster(mimeType: RasterMimeType, bytes: Uint8Array): RasterInfo {
  if (!hasRasterSignature(mimeType, bytes)) refuse(`the decoded bytes are not ${mimeType} data`);
  switch (mimeType) {
    case "image/png":
      return png(bytes);
    case "image/jpeg":
      return jpeg(bytes);
    case "image/gif":
      return gif(bytes);
    case "image/webp":
      return webp(bytes);
  }
}

/** Refuses empty or oversized dimensions; the claim is checked before anything is allocated for it. */
function bounded(format: string, width: number, height: number): RasterInfo {
  const size = `${width}×${height} pixels`;
  if (width < 1 || height < 1) refuse(`the ${format} image claims ${size}`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    refuse(`the ${format} image is ${size}; at most ${MAX_IMAGE_SIDE} px a side are accepted`);
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    refuse(`the ${format} image is ${size}; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted`);
  }
  return { width, height };
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Bit depths PNG allows for each colour type (PNG spec, table 11.1). */
const PNG_BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** PNG: IHDR first (13 bytes), every chunk inside the payload, at least one IDAT, then IEND. */
function png(bytes: Uint8Array): RasterInfo {
  const data = view(bytes);
  let info: RasterInfo | undefined;
  let hasImageData = false;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (!info) {
      if (type !== "IHDR" || length !== 13) refuse("the PNG image does not start with its IHDR header chunk");
      if (end > bytes.length) refuse("the PNG image is truncated inside its IHDR header");
      info = bounded("PNG", data.getUint32(offset + 8), data.getUint32(offset + 12));
      const [bitDepth = 0, colorType = -1] = [bytes[offset + 16], bytes[offset + 17]];
      if (!PNG_BIT_DEPTHS[colorType]?.includes(bitDepth)) {
        refuse(`the PNG image has an invalid header (colour type ${colorType}, bit depth ${bitDepth})`);
      }
    }
    if (end > bytes.length) {
      refuse(`the PNG image is truncated: its ${excerpt(type, 4)} chunk needs ${length} bytes`);
    }
    if (type === "IDAT") hasImageData = true;
    if (type === "IEND") {
      if (!hasImageData) refuse("the PNG image has no image data (IDAT chunk)");
      return info;
    }
    offset = end;
  }
  if (!info) refuse("the PNG image is truncated before its IHDR header ends");
  return refuse("the PNG image is truncated: it has no IEND chunk");
}

/** Start-of-frame markers that carry the image size (SOF0–SOF15 except DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, marker segments inside the payload, a SOF before the first scan, and EOI after it. */
function jpeg(bytes: Uint8Array): RasterInfo {
  const data = view(bytes);
  let info: RasterInfo | undefined;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) refuse(`the JPEG image is malformed: no marker at byte ${offset}`);
    while (bytes[offset] === 0xff) offset++; // fill bytes may pad any marker
    const marker = bytes[offset++];
    if (marker === undefined) break;
    if (marker === 0xd9) refuse("the JPEG image ends (EOI) before any image data");
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a segment
    if (offset + 2 > bytes.length) break;
    const length = data.getUint16(offset);
    if (length < 2) refuse(`the JPEG image is malformed: a segment at byte ${offset} has length ${length}`);
    if (offset + length > bytes.length) break;
    if (isStartOfFrame(marker)) {
      if (length < 8) refuse("the JPEG image has a truncated frame header (SOF)");
      info = bounded("JPEG", data.getUint16(offset + 5), data.getUint16(offset + 3));
    }
    if (marker === 0xda) {
      if (!info) refuse("the JPEG image has no frame header (SOF) before its image data");
      // Entropy-coded data follows; a complete file ends with EOI somewhere after it (trailing bytes are tolerated).
      for (let i = bytes.length - 2; i >= offset + length; i--) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return info;
      }
      refuse("the JPEG image is truncated: it has no end-of-image marker (EOI)");
    }
    offset += length;
  }
  return refuse("the JPEG image is truncated before its image data (no SOS segment)");
}

/** GIF: header, logical screen, colour tables, then blocks up to the trailer 0x3B, with at least one image. */
function gif(bytes: Uint8Array): RasterInfo {
  if (bytes.length < 13)
    refuse(`the GIF image is truncated: ${bytes.length} bytes cannot hold its 13-byte header`);
  const data = view(bytes);
  const info = bounded("GIF", data.getUint16(6, true), data.getUint16(8, true));
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colorTable(bytes[10] ?? 0);
  let images = 0;
  const skipSubBlocks = () => {
    for (;;) {
      const size = bytes[offset];
      if (size === undefined) refuse("the GIF image is truncated inside a data block");
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    const block = bytes[offset];
    if (block === undefined || offset > bytes.length) {
      refuse("the GIF image is truncated: it has no trailer (0x3B)");
    }
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset += 2; // introducer and label, then the extension's sub-blocks
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (offset + 11 > bytes.length) refuse("the GIF image is truncated inside an image descriptor");
      // A frame may reach past the logical screen, and decoders then grow the image to hold it: bound its extent.
      const right = data.getUint16(offset + 1, true) + data.getUint16(offset + 5, true);
      const bottom = data.getUint16(offset + 3, true) + data.getUint16(offset + 7, true);
      bounded("GIF", Math.max(info.width, right), Math.max(info.height, bottom));
      offset += 10 + colorTable(bytes[offset + 9] ?? 0) + 1; // descriptor, local colour table, LZW code size
      skipSubBlocks();
      images++;
    } else {
      refuse(`the GIF image is malformed: unexpected block 0x${block.toString(16)} at byte ${offset}`);
    }
  }
  if (images === 0) refuse("the GIF image holds no image");
  return info;
}

/** WebP: the RIFF length equals the payload, chunks fit, and a VP8/VP8L/VP8X chunk gives the size. */
function webp(bytes: Uint8Array): RasterInfo {
  const data = view(bytes);
  if (bytes.length < 12) refuse("the WebP image is truncated inside its RIFF header");
  const riffLength = data.getUint32(4, true) + 8;
  if (riffLength !== bytes.length) {
    refuse(`the WebP image's RIFF header says ${riffLength} bytes but the payload has ${bytes.length}`);
  }
  let info: RasterInfo | undefined;
  let hasImage = false;
  let offset = 12;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) refuse("the WebP image is truncated inside a chunk header");
    const type = ascii(bytes, offset, 4);
    const size = data.getUint32(offset + 4, true);
    const body = offset + 8;
    if (body + size > bytes.length) refuse(`the WebP image is truncated: its ${excerpt(type, 4)} chunk`);
    const first = offset === 12;
    if (type === "VP8X" && first && size >= 10) {
      const width = 1 + (data.getUint16(body + 4, true) | ((bytes[body + 6] ?? 0) << 16));
      const height = 1 + (data.getUint16(body + 7, true) | ((bytes[body + 9] ?? 0) << 16));
      info = bounded("WebP", width, height);
    } else if (type === "VP8 " || type === "VP8L") {
      const frame = type === "VP8 " ? vp8Size(bytes, body, size) : vp8lSize(bytes, body, size);
      if (!info) info = bounded("WebP", frame.width, frame.height);
      hasImage = true;
    } else if (type === "ANMF") {
      hasImage = true;
    } else if (first) {
      refuse("the WebP image does not start with a VP8, VP8L or VP8X chunk");
    }
    offset = body + size + (size & 1); // chunks are padded to an even length
  }
  if (!info || !hasImage) refuse("the WebP image holds no image data (VP8, VP8L or ANMF chunk)");
  return info;
}

/** Lossy bitstream: a key frame's start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(bytes: Uint8Array, body: number, size: number): RasterInfo {
  if (size < 10 || !startsWith(bytes, [0x9d, 0x01, 0x2a], body + 3)) {
    refuse("the WebP image has a malformed VP8 frame header");
  }
  const data = view(bytes);
  return { width: data.getUint16(body + 6, true) & 0x3fff, height: data.getUint16(body + 8, true) & 0x3fff };
}

/** Lossless bitstream: signature 0x2F, then 14-bit width − 1 and height − 1. */
function vp8lSize(bytes: Uint8Array, body: number, size: number): RasterInfo {
  if (size < 5 || bytes[body] !== 0x2f) refuse("the WebP image has a malformed VP8L header");
  const bits = view(bytes).getUint32(body + 1, true);
  return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
}
