// Image data URL checks: declared type, base64 payload, size, and that the bytes are what they claim.
import { MAX_DATA_URL_BYTES, megabytes } from "./limits.js";
import { findUnsafeSvgContent } from "./svg-safety.js";

export const IMAGE_MIME_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/svg+xml",
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

export interface DecodedImage {
  mimeType: ImageMimeType;
  bytes: Uint8Array;
}

/** Base64 → bytes with the web platform's atob, so the contract runs unchanged in the Studio. */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decodes a data URL of an accepted image type; `undefined` when the string is not one. */
export function decodeImageDataUrl(value: string): DecodedImage | undefined {
  const match = DATA_URL.exec(value);
  if (!match?.[1] || match[2] === undefined || match[2].length % 4 !== 0) return undefined;
  return { mimeType: match[1] as ImageMimeType, bytes: fromBase64(match[2]) };
}

/** Returns a human sentence describing what is wrong with the data URL, or `undefined` when it is fine. */
export function checkImageDataUrl(value: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    return "remote URLs are never fetched; supply the image as a base64 data URL (data:image/png;base64,…)";
  }
  // Cheap bound before decoding: base64 carries 3 bytes per 4 characters.
  const comma = value.indexOf(",");
  if (comma > 0 && ((value.length - comma - 1) * 3) / 4 > MAX_DATA_URL_BYTES + 3) {
    return `the decoded image exceeds ${MAX_DATA_URL_BYTES} bytes (${megabytes(MAX_DATA_URL_BYTES)})`;
  }
  const image = decodeImageDataUrl(value);
  if (!image) {
    return "expected data:image/(png|jpeg|gif|webp|svg+xml);base64,<base64 payload>";
  }
  if (image.bytes.length === 0) return "the data URL holds no image bytes";
  if (image.bytes.length > MAX_DATA_URL_BYTES) {
    return `the decoded image exceeds ${MAX_DATA_URL_BYTES} bytes (${megabytes(MAX_DATA_URL_BYTES)})`;
  }
  if (!bytesMatchType(image)) return `the decoded bytes are not ${image.mimeType} data`;
  if (image.mimeType === "image/svg+xml") {
    const unsafe = findUnsafeSvgContent(new TextDecoder().decode(image.bytes));
    if (unsafe) return `the SVG image is refused: ${unsafe}`;
  }
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

function bytesMatchType({ mimeType, bytes }: DecodedImage): boolean {
  switch (mimeType) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39);
    case "image/webp":
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
    case "image/svg+xml":
      return true; // the SVG root is checked by the safety pass, which parses the document
  }
}
