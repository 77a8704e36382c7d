// Counts written in catalog prose agree with the data they count: every "<n> layouts" and "<n> materials"
// in the descriptions GET /api/catalog and GET /api/labs serve is the number of slide layouts in the contract
// and of materials in GET /api/materials (a hand-written count that drifts from the data fails here).
import { describe, expect, it } from "vitest";
import { numberWord, SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();
const getJson = async (path: string) => (await fetch(`${server.url}${path}`)).json();

/** The number a count in prose stands for: digits, or a number word. */
const WORDS = new Map(Array.from({ length: 21 }, (_, n) => [numberWord(n), n]));
const countOf = (count: string): number => (/^\d+$/u.test(count) ? Number(count) : (WORDS.get(count) ?? NaN));

describe("counts in catalog prose", () => {
  it("name as many layouts and materials as there are", async () => {
    const [catalog, labs, materials] = await Promise.all(
      ["/api/catalog", "/api/labs", "/api/materials"].map(getJson),
    );
    const expected: Record<string, number> = { layouts: SLIDE_LAYOUTS.length, materials: materials.count };
    const prose = [...catalog.tools, ...labs.labs].map((entry: { description: string }) => entry.description);
    const counts = prose.flatMap((text) =>
      [...text.matchAll(/\b(\d+|[a-z]+) (layouts|materials)\b/gu)].map(([, count, what]) => ({
        count,
        what,
      })),
    );
    // The slides tool, the template lab and the Design Lab each state one.
    expect(counts.length).toBeGreaterThanOrEqual(3);
    for (const { count, what } of counts) {
      expect(countOf(count ?? ""), `${count} ${what}`).toBe(expected[what ?? ""]);
    }
  });
});
