/** The middle value (the upper one of an even count): robust to one stalled run on a noisy machine. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
