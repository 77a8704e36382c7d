// Byte builders for crafted PNG, APNG and WebP files: the fuzz's structure payloads and the tests' hostile
// rasters put their files together from these, so both speak of the same bytes.
import { crc32 } from "node:zlib";

/** A PNG chunk with its length and CRC (`crc` replaces the correct one). */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(), crc?: number): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc ?? crc32(body), body.length + 4);
  return out;
}

/** APNG chunks: acTL (one frame) and an fcTL of `width` × `height` at (x, y). */
export function animationControl(width: number, height: number, x = 0, y = 0): [string, Buffer][] {
  const actl = Buffer.alloc(8);
  actl.writeUInt32BE(1, 0);
  const fctl = Buffer.alloc(26);
  fctl.writeUInt32BE(width, 4);
  fctl.writeUInt32BE(height, 8);
  fctl.writeUInt32BE(x, 12);
  fctl.writeUInt32BE(y, 16);
  fctl.writeUInt16BE(1, 20);
  fctl.writeUInt16BE(10, 22);
  return [
    ["acTL", actl],
    ["fcTL", fctl],
  ];
}

/** A RIFF WebP of these chunks ([type, data]; odd sizes padded). */
export function riffWebp(chunks: [string, Buffer][]): Buffer {
  const parts = chunks.map(([type, data]) => {
    const header = Buffer.alloc(8);
    header.write(type, 0, "latin1");
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length & 1)]);
  });
  const body = Buffer.concat([Buffer.from("WEBP"), ...parts]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

const uint24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

/** VP8X data: flags and a canvas of `width` × `height`. */
export const vp8x = (width: number, height: number, flags = 0) =>
  Buffer.concat([Buffer.from([flags, 0, 0, 0]), uint24(width - 1), uint24(height - 1)]);

/** A VP8L bitstream whose header says `width` × `height`; `body` supplies the bytes around the size field. */
export function vp8l(
  width: number,
  height: number,
  body: Uint8Array = Buffer.from([0x2f, 0, 0, 0, 0, 0, 0, 0, 0]),
) {
  const out = Buffer.from(body);
  out.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  return out;
}

/** ANMF data: a frame of `width` × `height` at (x, y) holding this VP8L bitstream. */
export function anmf(width: number, height: number, bitstream: Buffer, x = 0, y = 0): Buffer {
  const header = Buffer.concat([
    uint24(x / 2),
    uint24(y / 2),
    uint24(width - 1),
    uint24(height - 1),
    uint24(100),
    Buffer.from([0]),
  ]);
  const chunk = Buffer.alloc(8);
  chunk.write("VP8L", 0, "latin1");
  chunk.writeUInt32LE(bitstream.length, 4);
  return Buffer.concat([header, chunk, bitstream, Buffer.alloc(bitstream.length & 1)]);
}

/** A VP8X animation of canvas `width` × `height` with these ANMF frames. */
export const animatedWebp = (width: number, height: number, ...frames: Buffer[]) =>
  riffWebp([
    ["VP8X", vp8x(width, height, 0x02)],
    ["ANIM", Buffer.alloc(6)],
    ...frames.map((frame): [string, Buffer] => ["ANMF", frame]),
  ]);
