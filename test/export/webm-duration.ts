// A WebM's duration as its Segment Info says it (what players show): the Duration element (0x4489) as an 8-byte
// float, in TimestampScale units (0x2AD7B1; Matroska's default, 1 ms, when absent). Matroska stores no duration
// for a SimpleBlock, so a demuxer reading packets ends the file where the last frame starts.

const find = (bytes: Uint8Array, id: readonly number[]): number =>
  bytes.findIndex((_, i) => id.every((b, j) => bytes[i + j] === b));

/** The Segment's duration in milliseconds, or undefined when the file has no Duration element. */
export function webmDurationMs(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = find(bytes, [0x44, 0x89, 0x88]);
  if (at < 0) return undefined;
  const duration = view.getFloat64(at + 3);
  const scaleAt = find(bytes, [0x2a, 0xd7, 0xb1]);
  let scaleNs = 1_000_000;
  if (scaleAt >= 0) {
    const size = (bytes[scaleAt + 3] ?? 0x80) & 0x7f;
    scaleNs = 0;
    for (let i = 0; i < size; i++) scaleNs = scaleNs * 256 + (bytes[scaleAt + 4 + i] ?? 0);
  }
  return (duration * scaleNs) / 1e6;
}
