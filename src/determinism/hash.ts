// Stable, dependency-free hashing (FNV-1a, 32 bit) for ids and seeds; identical in Node and the browser.

/** FNV-1a 32-bit hash of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Eight hex digits of `fnv1a(text)`. */
export const hashHex = (text: string): string => fnv1a(text).toString(16).padStart(8, "0");
