// WebP: the RIFF length equals the payload and every chunk fits; a simple file is one VP8 or VP8L bitstream,
// an extended one a VP8X canvas whose bitstream has the canvas's size, or whose animation frames (ANMF) are
// each bounded, lie on the canvas and hold a bitstream of the frame's size.
import { excerpt, refuse } from "../image-refusal.js";
import { ascii, bounded, type RasterInfo, startsWith, uint24, view, withinCanvas } from "./bytes.js";

/** VP8X flag: the file is an animation (ANIM and ANMF chunks). */
const ANIMATION_FLAG = 0x02;

interface Chunk {
  type: string;
  /** Where its data starts. */
  body: number;
  size: number;
}

/** The chunks of `bytes[start..end)`, each checked to fit (chunks are padded to an even length). */
function* chunks(bytes: Uint8Array, start: number, end: number, where: string): Generator<Chunk> {
  const data = view(bytes);
  let offset = start;
  while (offset < end) {
    if (offset + 8 > end) refuse(`the WebP image is truncated inside a chunk header${where}`);
    const type = ascii(bytes, offset, 4);
    const size = data.getUint32(offset + 4, true);
    const body = offset + 8;
    if (body + size > end) refuse(`the WebP image is truncated: its ${excerpt(type, 4)} chunk${where}`);
    yield { type, body, size };
    offset = body + size + (size & 1);
  }
}

export function webp(bytes: Uint8Array): RasterInfo {
  if (bytes.length < 12) refuse("the WebP image is truncated inside its RIFF header");
  const riffLength = view(bytes).getUint32(4, true) + 8;
  if (riffLength !== bytes.length) {
    refuse(`the WebP image's RIFF header says ${riffLength} bytes but the payload has ${bytes.length}`);
  }
  let canvas: RasterInfo | undefined;
  let animated = false;
  let image: RasterInfo | undefined;
  let frames = 0;
  let first = true;
  for (const { type, body, size } of chunks(bytes, 12, bytes.length, "")) {
    if (first && type === "VP8X") {
      if (size < 10) refuse("the WebP image has a truncated extended header (VP8X)");
      animated = ((bytes[body] ?? 0) & ANIMATION_FLAG) !== 0;
      canvas = bounded("WebP image", 1 + uint24(bytes, body + 4), 1 + uint24(bytes, body + 7));
    } else if (type === "VP8 " || type === "VP8L") {
      if (image || frames > 0) refuse(`the WebP image has a second ${type.trim()} bitstream`);
      image = bitstream(bytes, type, body, size, "WebP image");
      if (canvas && (image.width !== canvas.width || image.height !== canvas.height)) {
        refuse(
          `the WebP image's ${image.width}×${image.height} bitstream does not match its ${canvas.width}×${canvas.height} canvas`,
        );
      }
    } else if (type === "ANMF") {
      if (!canvas || !animated)
        refuse("the WebP image has an animation frame (ANMF) but is not an animation");
      if (image) refuse("the WebP image mixes a still bitstream with animation frames");
      animationFrame(bytes, body, size, canvas);
      frames++;
    } else if (first) {
      refuse("the WebP image does not start with a VP8, VP8L or VP8X chunk");
    }
    first = false;
  }
  if (!image && frames === 0) refuse("the WebP image holds no image data (VP8, VP8L or ANMF chunk)");
  return canvas ?? (image as RasterInfo);
}

/** ANMF: offset (×2), size, duration and flags in 16 bytes, then the frame's own chunks. */
function animationFrame(bytes: Uint8Array, body: number, size: number, canvas: RasterInfo): void {
  if (size < 16) refuse("the WebP image has a truncated animation frame (ANMF)");
  const what = "WebP animation frame";
  const frame = bounded(what, 1 + uint24(bytes, body + 6), 1 + uint24(bytes, body + 9));
  withinCanvas(what, { ...frame, x: 2 * uint24(bytes, body), y: 2 * uint24(bytes, body + 3) }, canvas);
  let image: RasterInfo | undefined;
  for (const inner of chunks(bytes, body + 16, body + size, " inside an animation frame")) {
    if (inner.type !== "VP8 " && inner.type !== "VP8L") continue; // ALPH and unknown chunks
    if (image) refuse(`the ${what} has a second bitstream`);
    image = bitstream(bytes, inner.type, inner.body, inner.size, what);
    if (image.width !== frame.width || image.height !== frame.height) {
      refuse(
        `the ${what}'s ${image.width}×${image.height} bitstream does not match its ${frame.width}×${frame.height} frame`,
      );
    }
  }
  if (!image) refuse(`the ${what} holds no bitstream (VP8 or VP8L)`);
}

/** A VP8 or VP8L bitstream's size, bounded. */
function bitstream(bytes: Uint8Array, type: string, body: number, size: number, what: string): RasterInfo {
  const frame = type === "VP8 " ? vp8Size(bytes, body, size) : vp8lSize(bytes, body, size);
  return bounded(`${what}'s ${type.trim()} bitstream`, frame.width, frame.height);
}

/** Lossy bitstream: a key frame (bit 0 clear), its start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(bytes: Uint8Array, body: number, size: number): RasterInfo {
  if (size < 10 || !startsWith(bytes, [0x9d, 0x01, 0x2a], body + 3)) {
    refuse("the WebP image has a malformed VP8 frame header");
  }
  if (((bytes[body] ?? 1) & 1) !== 0)
    refuse("the WebP image's VP8 bitstream does not start with a key frame");
  const data = view(bytes);
  return { width: data.getUint16(body + 6, true) & 0x3fff, height: data.getUint16(body + 8, true) & 0x3fff };
}

/** Lossless bitstream: signature 0x2F, then 14-bit width − 1, height − 1, an alpha bit and version 0. */
function vp8lSize(bytes: Uint8Array, body: number, size: number): RasterInfo {
  if (size < 5 || bytes[body] !== 0x2f) refuse("the WebP image has a malformed VP8L header");
  const bits = view(bytes).getUint32(body + 1, true);
  if (bits >>> 29 !== 0) refuse(`the WebP image's VP8L bitstream has version ${bits >>> 29} (only 0 exists)`);
  return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
}
