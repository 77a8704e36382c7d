// JPEG: SOI, marker segments inside the payload, one frame header (SOF) with valid fields before the first
// scan, scan headers that match their length, and an EOI after the entropy-coded data.
import { refuse } from "../image-refusal.js";
import { bounded, type RasterInfo, view } from "./bytes.js";

/** Start-of-frame markers that carry the image size (SOF0–SOF15 except DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Lossless frames (SOF3, 7, 11, 15) take 2–16 bits a sample; the others 8 or 12. */
const isLossless = (marker: number) => (marker & 0x03) === 0x03;

export function jpeg(bytes: Uint8Array): RasterInfo {
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
      if (info) refuse("the JPEG image has more than one frame header (SOF)");
      info = frameHeader(bytes, offset, length, marker);
    }
    if (marker === 0xda) {
      if (!info) refuse("the JPEG image has no frame header (SOF) before its image data");
      scanHeader(bytes, offset, length);
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

/** SOF: sample precision, bounded size, 1–4 components (1–255 lossless) of 3 bytes each, sampling 1–4. */
function frameHeader(bytes: Uint8Array, offset: number, length: number, marker: number): RasterInfo {
  const data = view(bytes);
  if (length < 8) refuse("the JPEG image has a truncated frame header (SOF)");
  const precision = bytes[offset + 2] ?? 0;
  const precise = isLossless(marker)
    ? precision >= 2 && precision <= 16
    : precision === 8 || precision === 12;
  if (!precise) refuse(`the JPEG image has an invalid frame header (sample precision ${precision})`);
  const info = bounded("JPEG image", data.getUint16(offset + 5), data.getUint16(offset + 3));
  const components = bytes[offset + 7] ?? 0;
  if (components < 1 || (!isLossless(marker) && components > 4)) {
    refuse(`the JPEG image has an invalid frame header (${components} components)`);
  }
  if (length !== 8 + 3 * components) {
    refuse(`the JPEG image has an invalid frame header (${components} components in ${length} bytes)`);
  }
  for (let i = 0; i < components; i++) {
    const sampling = bytes[offset + 9 + 3 * i] ?? 0;
    const [h, v] = [sampling >> 4, sampling & 0x0f];
    if (h < 1 || h > 4 || v < 1 || v > 4) {
      refuse(`the JPEG image has an invalid frame header (component ${i + 1} sampled ${h}×${v})`);
    }
  }
  return info;
}

/** SOS: 1–4 components of 2 bytes each, then 3 bytes of spectral selection and approximation. */
function scanHeader(bytes: Uint8Array, offset: number, length: number): void {
  const components = bytes[offset + 2] ?? 0;
  if (components < 1 || components > 4 || length !== 6 + 2 * components) {
    refuse(`the JPEG image has an invalid scan header (${components} components in ${length} bytes)`);
  }
}
