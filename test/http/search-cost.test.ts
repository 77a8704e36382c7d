// A query's cost is bounded whatever its words: repeated words are searched once (`a` a hundred times is `a`),
// at most SEARCH_QUERY.maxTerms distinct words are accepted, prefixes start at three letters and fuzzy
// matching at two edits, and recent results are kept by the normalized query. Before, 100 × `a` or 66 × `co`
// cost ~75 ms (40 × a plain query) and the cost grew faster than the words. Timed over the real routes
// (inject), each query distinct so that no kept result answers it; medians, against a plain query's median.
import { describe, expect, it } from "vitest";
import { materialsCatalog } from "../../src/catalog/materials/index.js";
import { SEARCH_QUERY } from "../../src/contract/index.js";
import { useDocsApp } from "../docs/app.js";

const app = useDocsApp();
const WORDS = materialsCatalog.materials.flatMap((m) => m.name.toLowerCase().split(/\W+/u)).filter(Boolean);
const LETTERS = [..."abcdefghijklmnopqrstuvwxyz"];
const TWO_LETTERS = LETTERS.flatMap((a) => LETTERS.map((b) => a + b));
/** The cost no query may exceed: three times a plain one's. */
const RATIO = 3;
const ROUNDS = 25;

/** The median wall time of a GET /api/search for each of `queries` (asserting each answers 200). */
async function medianMs(queries: readonly string[]): Promise<number> {
  const times: number[] = [];
  for (const q of queries) {
    const startedAt = performance.now();
    const response = await app.get(`/api/search?q=${encodeURIComponent(q)}`);
    times.push(performance.now() - startedAt);
    expect(response.statusCode, q).toBe(200);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const pick = <T>(values: readonly T[], n: number) => values[n % values.length] as T;
const rounds = (make: (n: number) => string, from = 0) =>
  Array.from({ length: ROUNDS }, (_, n) => make(from + n));

describe("the cost of a search query", () => {
  it(`is at most ${RATIO} × a plain query's, whatever the query`, async () => {
    // Warm every path (JIT, the index's first walks) before timing.
    await medianMs(rounds((n) => `${pick(WORDS, n)} ${pick(TWO_LETTERS, n)} `.repeat(8).trim(), 1000));
    const plain = await medianMs(rounds((n) => pick(WORDS, n * 7)));
    const hostile: [string, (n: number) => string][] = [
      ["one letter 100 times", (n) => `${pick(LETTERS, n)} `.repeat(100).trim()],
      ["two letters 66 times", (n) => `${pick(TWO_LETTERS, n * 31)} `.repeat(66).trim()],
      [
        "the most distinct two-letter words accepted",
        (n) =>
          Array.from({ length: SEARCH_QUERY.maxTerms }, (_, i) => pick(TWO_LETTERS, n * 97 + i * 13)).join(
            " ",
          ),
      ],
      [
        "the most distinct long words accepted, none matching",
        (n) =>
          Array.from({ length: SEARCH_QUERY.maxTerms }, (_, i) => `${pick(WORDS, n + i)}ation${n}x${i}`).join(
            " ",
          ),
      ],
      [
        "the most words sharing a prefix",
        (n) =>
          Array.from({ length: SEARCH_QUERY.maxTerms }, (_, i) => `mat${"erial".slice(0, i % 6)}${n}`).join(
            " ",
          ),
      ],
    ];
    // Each hostile query is timed against plain ones measured right beside it (alternating), so a machine
    // slowed for a moment by other work slows both sides of the comparison alike.
    for (const [name, make] of hostile) {
      const costs: number[] = [];
      const plains: number[] = [];
      for (let n = 0; n < ROUNDS; n++) {
        costs.push(await medianMs([make(n)]));
        plains.push(await medianMs([pick(WORDS, (n + ROUNDS) * 7)]));
      }
      const [cost, beside] = [costs, plains].map((times) => times.sort((a, b) => a - b)[ROUNDS >> 1] ?? 0);
      expect(cost, `${name}: ${cost?.toFixed(2)} ms against ${beside?.toFixed(2)} ms`).toBeLessThanOrEqual(
        RATIO * Math.max(plain, beside ?? 0),
      );
    }
  });

  it("refuses more distinct words than SEARCH_QUERY.maxTerms, counting each word once", async () => {
    const words = TWO_LETTERS.slice(0, SEARCH_QUERY.maxTerms + 1);
    const refused = await app.get(`/api/search?q=${encodeURIComponent(words.join(" "))}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ code: "too_long", field: "q", received: `${words.length} distinct words` }),
    ]);
    const repeated = words.slice(0, SEARCH_QUERY.maxTerms).join(" ");
    const accepted = await app.get(
      `/api/search?q=${encodeURIComponent(`${repeated} ${repeated.toUpperCase()}`)}`,
    );
    expect(accepted.statusCode).toBe(200);
  });

  it("answers a query spelt another way from the results kept for it", async () => {
    const first = await app.get(`/api/search?q=${encodeURIComponent("Dither grain")}&limit=3`);
    const again = await app.get(`/api/search?q=${encodeURIComponent("grain, DITHER grain dither")}&limit=3`);
    expect(again.json().results).toEqual(first.json().results);
  });
});
