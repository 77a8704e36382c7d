// The one failure of the image checks: a sentence a caller can act on, thrown deep in a walk and caught once.

/**
 * Why a caller's image was refused. The raster decoder and the SVG sanitizer throw it from wherever they
 * are in the bytes or the tree; `inspectImageDataUrl` turns it into the `invalid_data_url` message.
 */
export class ImageRefusal extends Error {
  override readonly name = "ImageRefusal";
}

/** Throws an ImageRefusal with `reason` (a sentence without a trailing full stop). */
export function refuse(reason: string): never {
  throw new ImageRefusal(reason);
}

/** `text` cut to `max` characters for a message, so a refusal never echoes a whole payload. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A name (element, attribute, prefix) cut to `max` characters for a message; cheaper than `excerpt`. */
export const clip = (name: string, max = 40): string =>
  name.length > max ? `${name.slice(0, max - 1)}…` : name;
