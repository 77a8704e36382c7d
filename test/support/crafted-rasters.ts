// Rasters crafted byte by byte for issue 27.11: files whose first header is small and valid but whose frames,
// fields or checksums break what the format promises. Built here from valid parts, never kept as fixtures.
import {
  animatedWebp,
  animationControl,
  anmf as anmfOf,
  pngChunk,
  riffWebp,
  vp8l as vp8lOf,
  vp8x,
} from "../../harness/raster-bytes.js";
import { MAX_IMAGE_SIDE } from "../../src/contract/index.js";
import { realPng } from "./hostile-images.js";
import { dataUrl, JPEG_4X3, WEBP_1X1 } from "./images.js";

const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&"), "u");

/** A real PNG's chunks, as [type, data]. */
function chunksOf(png: Buffer): [string, Buffer][] {
  const chunks: [string, Buffer][] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push([
      png.toString("latin1", offset + 4, offset + 8),
      png.subarray(offset + 8, offset + 8 + length),
    ]);
    offset += 12 + length;
  }
  return chunks;
}

const SIGNATURE = realPng().subarray(0, 8);

/** A PNG of a real image's chunks, edited: `edit` gets them as [type, data] and returns the ones to write. */
function editedPng(edit: (chunks: [string, Buffer][]) => [string, Buffer][], source = realPng()): Buffer {
  return Buffer.concat([SIGNATURE, ...edit(chunksOf(source)).map(([type, data]) => pngChunk(type, data))]);
}

/** IHDR data with one byte changed (8 bit depth, 9 colour type, 10 compression, 11 filter, 12 interlace). */
const ihdrWith = (data: Buffer, index: number, value: number) => {
  const copy = Buffer.from(data);
  copy[index] = value;
  return copy;
};

/** The real PNG with its IHDR data edited. */
const withIhdr = (edit: (ihdr: Buffer) => Buffer) =>
  editedPng(([first, ...rest]) => [["IHDR", edit((first as [string, Buffer])[1])], ...rest]);

/** A 2×2 APNG whose one frame is `width` × `height` at (x, y). */
const apng = (width: number, height: number, x = 0, y = 0) =>
  editedPng(
    ([ihdr, ...rest]) => [ihdr as [string, Buffer], ...animationControl(width, height, x, y), ...rest],
    realPng(2, 2),
  );

/** ANMF data: a frame of `width` × `height` at (x, y) holding a real VP8L bitstream of `inner` size. */
const anmf = (width: number, height: number, inner = { width, height }, x = 0, y = 0) =>
  anmfOf(width, height, vp8l(inner.width, inner.height), x, y);

/** A VP8L bitstream header of `width` × `height` followed by the 1×1 WebP's own data. */
const vp8l = (width: number, height: number) => vp8lOf(width, height, WEBP_1X1.subarray(20));

/** The 4×3 JPEG with one byte of its frame header (SOF0) changed: `at` counts from the marker's length. */
function jpegWithFrameByte(at: number, value: number): Buffer {
  const copy = Buffer.from(JPEG_4X3);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  copy[sof + 2 + at] = value;
  return copy;
}

/** Valid images of the same kinds, built the same way: they must pass. */
export const CRAFTED_VALID_RASTERS: readonly (readonly [string, string, number, number])[] = [
  ["a 2×2 APNG with one 2×2 frame", dataUrl("image/png", apng(2, 2)), 2, 2],
  ["a 2×2 APNG with a 1×1 frame at (1, 1)", dataUrl("image/png", apng(1, 1, 1, 1)), 2, 2],
  [
    "an extended (VP8X) lossless WebP",
    dataUrl(
      "image/webp",
      riffWebp([
        ["VP8X", vp8x(1, 1)],
        ["VP8L", vp8l(1, 1)],
      ]),
    ),
    1,
    1,
  ],
  [
    "an animated WebP of two frames",
    dataUrl("image/webp", animatedWebp(4, 4, anmf(1, 1), anmf(2, 2, undefined, 2, 2))),
    4,
    4,
  ],
];

/** [name, data URL, what the refusal must say]: each was accepted before issue 27.11. */
export const CRAFTED_HOSTILE_RASTERS: readonly (readonly [string, string, RegExp])[] = [
  [
    "a 1×1 VP8X WebP holding a 16384² VP8L bitstream (268 MP)",
    dataUrl(
      "image/webp",
      riffWebp([
        ["VP8X", vp8x(1, 1)],
        ["VP8L", vp8l(16384, 16384)],
      ]),
    ),
    /VP8L bitstream is 16384×16384 pixels; at most 50 megapixels/u,
  ],
  [
    "a 1×1 VP8X WebP holding a 2×2 VP8L bitstream",
    dataUrl(
      "image/webp",
      riffWebp([
        ["VP8X", vp8x(1, 1)],
        ["VP8L", vp8l(2, 2)],
      ]),
    ),
    /2×2 bitstream does not match its 1×1 canvas/u,
  ],
  [
    "an animated WebP with an ANMF frame 2²⁴ wide",
    dataUrl("image/webp", animatedWebp(1, 1, anmf(2 ** 24, 1, { width: 1, height: 1 }))),
    literal(`the WebP animation frame is 16777216×1 pixels; at most ${MAX_IMAGE_SIDE} px a side`),
  ],
  [
    "an animated WebP with a frame outside its canvas",
    dataUrl("image/webp", animatedWebp(2, 2, anmf(2, 2, undefined, 2, 0))),
    /frame of 2×2 pixels at \(2, 0\) reaches outside the 2×2 canvas/u,
  ],
  [
    "an ANMF frame in a WebP that is not an animation",
    dataUrl(
      "image/webp",
      riffWebp([
        ["VP8X", vp8x(1, 1)],
        ["ANMF", anmf(1, 1)],
      ]),
    ),
    /animation frame \(ANMF\) but is not an animation/u,
  ],
  [
    "a 2×2 APNG with a 16384² frame",
    dataUrl("image/png", apng(16384, 16384)),
    /PNG animation frame is 16384×16384 pixels/u,
  ],
  [
    "a 2×2 APNG with a frame outside its canvas",
    dataUrl("image/png", apng(2, 2, 1, 0)),
    /PNG animation frame of 2×2 pixels at \(1, 0\) reaches outside the 2×2 canvas/u,
  ],
  [
    "a PNG of colour type 3 without PLTE",
    dataUrl(
      "image/png",
      withIhdr((ihdr) => ihdrWith(ihdrWith(ihdr, 9, 3), 8, 8)),
    ),
    /colour type 3 \(palette\) but no PLTE chunk/u,
  ],
  [
    "a PNG with interlace method 2",
    dataUrl(
      "image/png",
      withIhdr((ihdr) => ihdrWith(ihdr, 12, 2)),
    ),
    /invalid header \(interlace method 2\)/u,
  ],
  [
    "a PNG with filter method 1",
    dataUrl(
      "image/png",
      withIhdr((ihdr) => ihdrWith(ihdr, 11, 1)),
    ),
    /invalid header \(filter method 1\)/u,
  ],
  [
    "a PNG with compression method 1",
    dataUrl(
      "image/png",
      withIhdr((ihdr) => ihdrWith(ihdr, 10, 1)),
    ),
    /invalid header \(compression method 1\)/u,
  ],
  [
    "a PNG whose IDAT fails its CRC",
    dataUrl(
      "image/png",
      (() => {
        const png = Buffer.from(realPng());
        const idat = png.indexOf("IDAT");
        const length = png.readUInt32BE(idat - 4);
        png.writeUInt32BE((png.readUInt32BE(idat + 4 + length) ^ 1) >>> 0, idat + 4 + length);
        return png;
      })(),
    ),
    /corrupt: its IDAT chunk at byte \d+ fails its CRC check/u,
  ],
  [
    "a PNG with an unknown critical chunk",
    dataUrl(
      "image/png",
      editedPng(([ihdr, ...rest]) => [ihdr as [string, Buffer], ["XXXX", Buffer.alloc(1)], ...rest]),
    ),
    /unknown critical chunk XXXX/u,
  ],
  [
    "a PNG whose IDAT chunks are split by another chunk",
    dataUrl(
      "image/png",
      editedPng((chunks) => {
        const [ihdr, idat, iend] = chunks as [[string, Buffer], [string, Buffer], [string, Buffer]];
        const half = idat[1].length >> 1;
        return [
          ihdr,
          ["IDAT", idat[1].subarray(0, half)],
          ["tEXt", Buffer.from("a\0b")],
          ["IDAT", idat[1].subarray(half)],
          iend,
        ];
      }),
    ),
    /IDAT chunks are not consecutive/u,
  ],
  [
    "a JPEG whose frame header has 0 components",
    dataUrl("image/jpeg", jpegWithFrameByte(7, 0)),
    /invalid frame header \(0 components\)/u,
  ],
  [
    "a JPEG whose frame header has sample precision 7",
    dataUrl("image/jpeg", jpegWithFrameByte(2, 7)),
    /invalid frame header \(sample precision 7\)/u,
  ],
  [
    "a JPEG whose component is sampled 0×1",
    dataUrl("image/jpeg", jpegWithFrameByte(9, 0x01)),
    /component 1 sampled 0×1/u,
  ],
];
