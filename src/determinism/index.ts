// Deterministic building blocks: stable hashes and seeded randomness.
export { fnv1a, hashHex } from "./hash.js";
export { mulberry32 } from "./prng.js";
