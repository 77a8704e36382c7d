// Admission for caches under distinct traffic: a key is let in the second time it is asked for. A service
// answering distinct requests (a new title each time) would otherwise keep every one-off result, and each
// kept result is copied by the garbage collector and evicts one that repeats.
import { fnv1a } from "../determinism/index.js";

/** Keys remembered: a recent key is forgotten only when a later one lands on its slot. */
const SLOTS = 4096;

/**
 * Remembers the keys it has seen as 32-bit hashes in a fixed table. Two keys sharing a hash and slot let the
 * second in early, which a cache can afford: it only ever keeps a result sooner than it would have.
 */
export class Doorkeeper {
  readonly #seen = new Int32Array(SLOTS);

  /** Whether `key` was seen before (and is worth keeping); remembers it either way. */
  admit(key: string): boolean {
    const hash = fnv1a(key) | 0;
    const slot = hash & (SLOTS - 1);
    if (this.#seen[slot] === hash) return true;
    this.#seen[slot] = hash;
    return false;
  }
}
