// Crafted raster images and data URLs: headers without images, dimensions no decoder should attempt, truncated
// files, bytes of another type, and data-URL syntax at its edges. Each says whether it may ever be accepted.
import { crc32 } from "node:zlib";
import { encode } from "fast-png";
import type { Acceptance } from "./case.js";

export interface ImagePayload {
  name: string;
  /** The whole data URL (or whatever string stands in the image field). */
  value: string;
  accept: Acceptance;
}

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64");
const url = (type: string, bytes: Uint8Array | string) => `data:${type};base64,${b64(bytes)}`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  return chunk("IHDR", data);
}

/** A PNG that is only a signature and a header claiming these dimensions. */
const pngHeaderOnly = (width: number, height: number) => Buffer.concat([PNG_SIGNATURE, ihdr(width, height)]);

/** A 2×2 PNG, complete and valid. */
const PNG_2X2 = Buffer.from(encode({ width: 2, height: 2, data: new Uint8Array(16).fill(200), channels: 4 }));

const RIFF_WEBP = (size: number, rest: Buffer = Buffer.alloc(0)) => {
  const header = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
  header.writeUInt32LE(size, 4);
  return Buffer.concat([header, rest]);
};

/** A JPEG whose frame header claims these dimensions, with no scan after it. */
function jpegHeaderOnly(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof]);
}

export const IMAGE_PAYLOADS: readonly ImagePayload[] = [
  { name: "valid 2×2 PNG", value: url("image/png", PNG_2X2), accept: "always" },
  { name: "6-byte GIF89a header", value: url("image/gif", "GIF89a"), accept: "never" },
  {
    name: "GIF header and screen, no image",
    value: url("image/gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00", "latin1")),
    accept: "never",
  },
  { name: "12-byte RIFF…WEBP header", value: url("image/webp", RIFF_WEBP(4)), accept: "never" },
  {
    name: "RIFF…WEBP with a truncated VP8 chunk",
    value: url("image/webp", RIFF_WEBP(30, Buffer.from("VP8 \x20\x00\x00\x00\x10\x02", "latin1"))),
    accept: "never",
  },
  { name: "PNG signature only", value: url("image/png", PNG_SIGNATURE), accept: "never" },
  {
    name: "PNG header 2147483647×2147483647",
    value: url("image/png", pngHeaderOnly(2147483647, 2147483647)),
    accept: "never",
  },
  {
    name: "PNG header 100000×100000",
    value: url("image/png", pngHeaderOnly(100000, 100000)),
    accept: "never",
  },
  { name: "PNG header 16385×1", value: url("image/png", pngHeaderOnly(16385, 1)), accept: "never" },
  { name: "PNG header 0×0", value: url("image/png", pngHeaderOnly(0, 0)), accept: "never" },
  { name: "PNG header 64×64, no data", value: url("image/png", pngHeaderOnly(64, 64)), accept: "never" },
  {
    name: "valid PNG cut in its data",
    value: url("image/png", PNG_2X2.subarray(0, PNG_2X2.length - 16)),
    accept: "never",
  },
  {
    name: "valid PNG with trailing bytes",
    value: url("image/png", Buffer.concat([PNG_2X2, Buffer.from("garbage")])),
    accept: "either",
  },
  {
    name: "JPEG start-of-image only",
    value: url("image/jpeg", Buffer.from([0xff, 0xd8, 0xff])),
    accept: "never",
  },
  {
    name: "JPEG frame 65535×65535, no scan",
    value: url("image/jpeg", jpegHeaderOnly(65535, 65535)),
    accept: "never",
  },
  { name: "PNG declared as GIF", value: url("image/gif", PNG_2X2), accept: "never" },
  { name: "GIF declared as PNG", value: url("image/png", "GIF89a\x01\x00\x01\x00"), accept: "never" },
  {
    name: "base64 with line breaks",
    value: `data:image/png;base64,${b64(PNG_2X2).replace(/(.{20})/g, "$1\n")}`,
    accept: "either",
  },
  {
    name: "base64 without padding",
    value: `data:image/png;base64,${b64(PNG_2X2).replace(/=+$/, "")}`,
    accept: "either",
  },
  {
    name: "URL-safe base64",
    value: `data:image/png;base64,${b64(PNG_2X2).replace(/\+/g, "-").replace(/\//g, "_")}-_`,
    accept: "never",
  },
  { name: "upper-case scheme and type", value: `DATA:IMAGE/PNG;BASE64,${b64(PNG_2X2)}`, accept: "either" },
  {
    name: "charset parameter before base64",
    value: `data:image/png;charset=utf-8;base64,${b64(PNG_2X2)}`,
    accept: "either",
  },
  { name: "empty payload", value: "data:image/png;base64,", accept: "never" },
  { name: "https URL", value: "https://evil.example/logo.png", accept: "never" },
  { name: "protocol-relative URL", value: "//evil.example/logo.png", accept: "never" },
  { name: "file URL", value: "file:///etc/passwd", accept: "never" },
  { name: "javascript: URL", value: "javascript:alert(1)", accept: "never" },
  { name: "text/html data URL", value: url("text/html", "<script>alert(1)</script>"), accept: "never" },
  {
    name: "percent-encoded SVG (not base64)",
    value: "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E",
    accept: "either",
  },
];
