// CRC-32 (ISO 3309, as PNG uses it): the contract runs in the Studio too, so no node:zlib. Slicing by eight
// (eight tables, eight bytes a step) reads a 20 KB PNG in about a quarter of the byte-at-a-time time.
// biome-ignore-all lint/style/noNonNullAssertion: indices are bytes into 256-entry tables and inside `bytes`; casts on every read would hide that as much as `!` does

const TABLES = Array.from({ length: 8 }, () => new Int32Array(256));
const [T0, T1, T2, T3, T4, T5, T6, T7] = TABLES as [
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
  Int32Array,
];
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  T0[n] = c;
}
for (let n = 0; n < 256; n++) {
  for (let t = 1; t < 8; t++) {
    const previous = (TABLES[t - 1] as Int32Array)[n] as number;
    (TABLES[t] as Int32Array)[n] = (T0[previous & 0xff] as number) ^ (previous >>> 8);
  }
}

/** The CRC-32 of `bytes[start..end)`, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array, start: number, end: number): number {
  let crc = -1;
  let i = start;
  for (const last = end - 8; i <= last; i += 8) {
    const low = crc ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
    crc =
      T7[low & 0xff]! ^
      T6[(low >>> 8) & 0xff]! ^
      T5[(low >>> 16) & 0xff]! ^
      T4[low >>> 24]! ^
      T3[bytes[i + 4]!]! ^
      T2[bytes[i + 5]!]! ^
      T1[bytes[i + 6]!]! ^
      T0[bytes[i + 7]!]!;
  }
  for (; i < end; i++) crc = T0[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
