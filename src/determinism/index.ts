// Deterministic building blocks: stable hashes and seeded randomness.
export { FNV1A_OFFSET, fnv1a, fnv1aFrom, hashHex, hex32 } from "./hash.js";
export { mulberry32 } from "./prng.js";
