// PNG (and APNG): the chunk structure the PNG specification requires of a complete file — IHDR first with
// valid fields, every chunk whole and matching its CRC, PLTE where the colour type needs one, consecutive
// IDAT chunks, no unknown critical chunk, IEND — and every animation frame (fcTL) bounded and on the canvas.
import { excerpt, refuse } from "../image-refusal.js";
import { ascii, bounded, type RasterInfo, view, withinCanvas } from "./bytes.js";
import { crc32 } from "./crc32.js";

/** Bit depths PNG allows for each colour type (PNG spec, table 11.1). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Critical chunks (an upper-case first letter) a decoder knows; any other critical chunk stops decoding. */
const CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);

const CHUNK_NAME = /^[A-Za-z]{4}$/u;

/** What the walk has seen so far. */
interface State {
  info: RasterInfo | undefined;
  colorType: number;
  bitDepth: number;
  palette: boolean;
  /** "none" before the first IDAT, "open" while they run, "closed" after another chunk ended the run. */
  imageData: "none" | "open" | "closed";
}

export function png(bytes: Uint8Array): RasterInfo {
  const data = view(bytes);
  const state: State = { info: undefined, colorType: -1, bitDepth: 0, palette: false, imageData: "none" };
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = data.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (!state.info && (type !== "IHDR" || length !== 13)) {
      refuse("the PNG image does not start with its IHDR header chunk");
    }
    if (!CHUNK_NAME.test(type)) refuse(`the PNG image has a chunk with an invalid name at byte ${offset}`);
    if (end > bytes.length) {
      refuse(
        type === "IHDR" && !state.info
          ? "the PNG image is truncated inside its IHDR header"
          : `the PNG image is truncated: its ${excerpt(type, 4)} chunk needs ${length} bytes`,
      );
    }
    if (crc32(bytes, offset + 4, end - 4) !== data.getUint32(end - 4)) {
      refuse(`the PNG image is corrupt: its ${type} chunk at byte ${offset} fails its CRC check`);
    }
    if (type === "IEND") {
      if (state.imageData === "none") refuse("the PNG image has no image data (IDAT chunk)");
      return state.info as RasterInfo;
    }
    chunk(type, bytes, offset + 8, length, state);
    offset = end;
  }
  if (!state.info) refuse("the PNG image is truncated before its IHDR header ends");
  return refuse("the PNG image is truncated: it has no IEND chunk");
}

/** Checks one chunk's place and fields; `body` is where its data starts. */
function chunk(type: string, bytes: Uint8Array, body: number, length: number, state: State): void {
  if (type !== "IDAT" && state.imageData === "open") state.imageData = "closed";
  switch (type) {
    case "IHDR":
      if (state.info) refuse("the PNG image has a second IHDR header chunk");
      header(bytes, body, state);
      return;
    case "PLTE": {
      if (state.colorType === 0 || state.colorType === 4) {
        refuse(`the PNG image has a palette (PLTE) but its colour type ${state.colorType} takes none`);
      }
      if (state.imageData !== "none") refuse("the PNG image has its palette (PLTE) after its image data");
      const entries = length / 3;
      const most = state.colorType === 3 ? 2 ** state.bitDepth : 256;
      if (!Number.isInteger(entries) || entries < 1 || entries > most) {
        refuse(`the PNG image has an invalid palette (PLTE) of ${length} bytes`);
      }
      state.palette = true;
      return;
    }
    case "IDAT":
      if (state.colorType === 3 && !state.palette) {
        refuse("the PNG image has colour type 3 (palette) but no PLTE chunk before its image data");
      }
      if (state.imageData === "closed") refuse("the PNG image's IDAT chunks are not consecutive");
      state.imageData = "open";
      return;
    case "fcTL":
      frame(bytes, body, length, state.info as RasterInfo);
      return;
    default:
      // Bit 5 of the first letter clear (upper case) marks a chunk a decoder must understand.
      if (type.charCodeAt(0) < 0x61 && !CRITICAL.has(type)) {
        refuse(`the PNG image has an unknown critical chunk ${type}`);
      }
  }
}

/** IHDR: bounded size, a valid colour type and bit depth, and the only compression, filter and interlace methods. */
function header(bytes: Uint8Array, body: number, state: State): void {
  const data = view(bytes);
  state.info = bounded("PNG image", data.getUint32(body), data.getUint32(body + 4));
  const [bitDepth = 0, colorType = -1, compression, filter, interlace] = bytes.subarray(body + 8, body + 13);
  if (!BIT_DEPTHS[colorType]?.includes(bitDepth)) {
    refuse(`the PNG image has an invalid header (colour type ${colorType}, bit depth ${bitDepth})`);
  }
  if (compression !== 0) refuse(`the PNG image has an invalid header (compression method ${compression})`);
  if (filter !== 0) refuse(`the PNG image has an invalid header (filter method ${filter})`);
  if (interlace !== 0 && interlace !== 1) {
    refuse(`the PNG image has an invalid header (interlace method ${interlace})`);
  }
  state.colorType = colorType;
  state.bitDepth = bitDepth;
}

/** APNG frame control: 26 bytes; the frame is bounded and lies on the canvas, as the APNG spec requires. */
function frame(bytes: Uint8Array, body: number, length: number, canvas: RasterInfo): void {
  if (length !== 26) refuse(`the PNG image has a malformed animation frame (fcTL chunk of ${length} bytes)`);
  const data = view(bytes);
  const size = bounded("PNG animation frame", data.getUint32(body + 4), data.getUint32(body + 8));
  const at = { ...size, x: data.getUint32(body + 12), y: data.getUint32(body + 16) };
  withinCanvas("PNG animation frame", at, canvas);
}
