// Line-break opportunities: most titles are cut after their spaces without the line breaker
// (src/render/text/breaks.ts), and that must be exactly where UAX #14 allows a break.
import { describe, expect, it } from "vitest";
import { breakPieces, lineBreakerPieces } from "../../../src/render/text/breaks.js";

/** Strings over `alphabet`, 1 to 30 characters, by a fixed sequence. */
function strings(alphabet: string, count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 30) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(""),
  );
}

describe("line-break opportunities", () => {
  it("are the line breaker's for text of letters, digits, spaces and . , : ; & '", () => {
    const texts = [
      ...strings("aZ09 .,:;&'", 20_000, 1),
      ...strings("Reliable rail for a growing region, part 12. Budget: 2027; A&B's   ", 5_000, 2),
      "Reliable rail for a growing region, part 1234567",
      "a , b . c : d ; e",
      "  leading and trailing  ",
      "",
    ];
    for (const text of texts)
      expect(breakPieces(text), JSON.stringify(text)).toEqual(lineBreakerPieces(text));
  });

  it("leave hyphens, brackets, quotes and other scripts to the line breaker", () => {
    expect(breakPieces("state-of-the-art (beta) “quoted” 東京の電車")).toEqual([
      "state-",
      "of-",
      "the-",
      "art ",
      "(beta) ",
      "“quoted” ",
      "東",
      "京",
      "の",
      "電",
      "車",
    ]);
  });
});
