// How much of callers' images the caches of this thread keep: inspected data URLs (contract/data-url.ts), logos
// read from them (catalog/identities/logo.ts) and identities holding them (catalog/identities/resolve.ts). Each
// thread has its own (a module's state is per thread): the server's event loop renders only bodies under 64 KB,
// whose images are small, and caches little; the render thread, which renders every body with large images,
// keeps more (src/server/render-thread.ts sets it before its first render). Under a hostile stream of distinct
// images each cache only cycles its share.
const MB = 1024 * 1024;

/** The default: a thread that renders only small bodies (hundreds of their images fit). */
export const IMAGE_CACHE_BYTES = 4 * MB;

let budget = IMAGE_CACHE_BYTES;
let used = false;

/**
 * Sets this thread's budget: inspections get all of it, logos and identities with overrides half of it each.
 * Called before any image is cached (the caches are made on first use); throws after.
 */
export function setImageCacheBytes(bytes: number): void {
  if (used) throw new Error("the image caches of this thread are in use: set their budget before");
  budget = bytes;
}

/** This thread's budget; the caches read it once, when first used. */
export function imageCacheBytes(): number {
  used = true;
  return budget;
}
