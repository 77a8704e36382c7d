// The browser's edge of a font upload: the decoders the sanitizer needs (Brotli in JavaScript, zlib by the
// browser's DecompressionStream) and a digest naming the sanitized bytes. Loaded only when a font is
// uploaded. Nothing leaves the page: the bytes are checked here and kept by the project (IndexedDB).
import decompress from "brotli/decompress.js";
import { FONT_UPLOAD_LIMITS } from "../../src/contract/index.js";
import { type SanitizedFont, sanitizeFont } from "../../src/render/typography/uploaded-font.js";

/** Inflates a WOFF table read chunk by chunk, stopping as soon as it passes the length its directory states. */
async function inflate(compressed: Uint8Array, size: number): Promise<Uint8Array> {
  const stream = new Blob([compressed as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  const reader = stream.getReader();
  const out = new Uint8Array(size);
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > size) {
      await reader.cancel();
      throw new RangeError("a table inflates past its stated length");
    }
    out.set(value, at);
    at += value.byteLength;
  }
  return out.subarray(0, at);
}

/** Decompresses into a buffer of the size the directory states, within a bound: a stream that claims more, or a
 * directory stating more than a sanitized font may hold, is refused before anything is allocated. */
const unbrotli = (compressed: Uint8Array, size: number): Uint8Array => {
  if (size > 4 * FONT_UPLOAD_LIMITS.bytes) throw new RangeError("its tables inflate past the size bound");
  return decompress(compressed, size);
};

/** A sanitized upload and the digest that names it; `problem` says why the file is refused. */
export async function readFontUpload(
  bytes: Uint8Array,
  filename: string,
): Promise<{ ok: true; font: SanitizedFont; key: string } | { ok: false; problem: string }> {
  const reading = await sanitizeFont(bytes, filename, { unbrotli, inflate });
  if (!reading.ok) return reading;
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", reading.font.bytes as Uint8Array<ArrayBuffer>),
  );
  const key = [...digest.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { ok: true, font: reading.font, key };
}
