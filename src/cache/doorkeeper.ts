// Admission for caches under distinct traffic: a key is let in the second time it is asked for. A service
// answering distinct requests (a new title, a new colour each time) would otherwise keep every one-off result,
// and each kept result ages into the collector's old generation and evicts one that repeats. A key seen once
// leaves only its 32-bit fingerprint in a fixed table, which allocates nothing.
import { fnv1a } from "../determinism/index.js";

/**
 * Remembers the fingerprints it has seen, one per slot: a recent key is forgotten only when a later one lands
 * on its slot. Two keys with one fingerprint let the second in early, which a cache can afford: it only ever
 * keeps a result sooner than it would have.
 */
export class Doorkeeper {
  readonly #seen: Uint32Array;

  /** `slots` must be a power of two (4 bytes each). */
  constructor(slots: number) {
    if (!Number.isInteger(Math.log2(slots)))
      throw new RangeError(`slots must be a power of two, not ${slots}`);
    this.#seen = new Uint32Array(slots);
  }

  /** Whether a key with this fingerprint was seen before (and is worth keeping); remembers it either way. */
  admit(fingerprint: number): boolean {
    // Never 0, which marks an empty slot.
    const print = fingerprint >>> 0 || 1;
    const slot = print & (this.#seen.length - 1);
    if (this.#seen[slot] === print) return true;
    this.#seen[slot] = print;
    return false;
  }

  /** admit by a text key's FNV-1a fingerprint. */
  admitText(key: string): boolean {
    return this.admit(fnv1a(key));
  }
}
