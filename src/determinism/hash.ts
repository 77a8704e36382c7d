// Stable, dependency-free hashing (FNV-1a, 32 bit) for ids and seeds; identical in Node and the browser.

/** FNV-1a's starting state: fnv1a(text) is fnv1aFrom(FNV1A_OFFSET, text). */
export const FNV1A_OFFSET = 0x811c9dc5;

/**
 * Continues an FNV-1a hash over more text: fnv1aFrom(fnv1aFrom(FNV1A_OFFSET, a), b) === fnv1a(a + b), so the
 * state after a prefix many inputs share can be kept and only the rest hashed per input.
 */
export function fnv1aFrom(state: number, text: string): number {
  let hash = state;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** FNV-1a 32-bit hash of a string's UTF-16 code units. */
export const fnv1a = (text: string): number => fnv1aFrom(FNV1A_OFFSET, text);

/** Eight hex digits of a 32-bit hash. */
export const hex32 = (hash: number): string => hash.toString(16).padStart(8, "0");

/** Eight hex digits of `fnv1a(text)`. */
export const hashHex = (text: string): string => hex32(fnv1a(text));
