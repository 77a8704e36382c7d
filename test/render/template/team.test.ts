// The team layout reflows instead of overlapping: a long title and eight people whose names wrap fit without
// a second row over the first, text over the footer, or "…" on roles that were not cut; it warns only when
// text is really shortened.
import { describe, expect, it } from "vitest";
import { BUILT_IN_IDENTITIES } from "../../../src/catalog/identities/index.js";
import { expectAboveFooter, expectWellPlaced, overlaps, type Rendered, render } from "./placement.js";

const THREE_LINE_TITLE =
  "The people behind the new timetable, the fleet renewal, the depot and the signalling upgrade across the whole of the network";

const EIGHT_PEOPLE = [
  "Maria Fernanda Okafor-Lindqvist — Head of operations and network planning",
  "Jonas Alexander Weber-Hoffmann — Signalling and train control lead",
  "Priya Lakshmi Nair-Raman — Fleet engineering and maintenance",
  "Tomás Ignacio Ruiz Castellanos — Passenger experience and accessibility",
  "Mira Castell de la Vega — Customer insight",
  "Oskar Johansson-Berg — Network safety",
  "Leila Haddad-Morel — Timetable design",
  "Kenji Watanabe-Smith — Data and analytics",
].join("\n");

const team = (title: string, body: string, preset?: string) =>
  render({ slideLayout: "team", title, body }, preset);

/** No person's disc (the box of its initials) lies over another person's name or role. */
function expectDiscsClear(result: Rendered) {
  const discs = result.placed.filter((p) => /^body\.\d+\.label$/u.test(p.field));
  const texts = result.placed.filter((p) => /^body\.\d+$/u.test(p.field));
  expect(discs.length).toBeGreaterThan(0);
  for (const disc of discs) {
    for (const text of texts) {
      expect(overlaps(disc.box, text.bounds), `${disc.field}'s disc covers ${text.field}`).toBe(false);
    }
  }
}

describe("the team layout", () => {
  const presets = ["starter", ...BUILT_IN_IDENTITIES.map((record) => record.id)];

  it.each(presets)("%s: a three-line title and eight people whose names wrap fit whole", (preset) => {
    const result = team(THREE_LINE_TITLE, EIGHT_PEOPLE, preset);
    // Nothing was shortened, so no role carries an "…".
    expect(result.warnings).toEqual([]);
    // Every person has a disc, a name and a role.
    for (let i = 0; i < 8; i++) {
      expect(result.placed.filter((p) => p.field === `body.${i}`)).toHaveLength(2);
      expect(result.placed.filter((p) => p.field === `body.${i}.label`)).toHaveLength(1);
    }
    expectWellPlaced(result);
    expectDiscsClear(result);
    expectAboveFooter(result);
  });

  it("keeps the title on three lines over the grid", () => {
    const result = team(THREE_LINE_TITLE, EIGHT_PEOPLE);
    const title = result.placed.find((p) => p.field === "title");
    const name = result.placed.find((p) => p.field === "body.0");
    // Three lines of the heading size (57 px at 1.08) at least.
    expect(title?.bounds.height).toBeGreaterThan(57 * 1.08 * 2);
    expect((title?.bounds.y ?? 0) + (title?.bounds.height ?? 0)).toBeLessThan(name?.bounds.y ?? 0);
  });

  it("warns only for the text it really shortens, and still overlaps nothing", () => {
    // Names longer than two lines at the smallest size: they must be shortened, and said to be.
    const name = "Maria Fernanda Guadalupe Okafor-Lindqvist de la Vega y Castellanos Hoffmann-Weber";
    const longest = Array.from({ length: 8 }, (_, i) => `${name} ${i} — Operations`).join("\n");
    const result = team(THREE_LINE_TITLE, longest);
    const truncated = result.warnings.filter((w) => w.code === "text_truncated").map((w) => w.field);
    expect(truncated.length).toBeGreaterThan(0);
    expect(truncated.every((field) => /^body\.\d+$/u.test(field))).toBe(true);
    expectWellPlaced(result);
    expectDiscsClear(result);
    expectAboveFooter(result);
  });

  it("still draws a short team at full size, one row", () => {
    const result = team("The team", "Ada Okafor — Operations\nJonas Weber — Signalling");
    expect(result.warnings).toEqual([]);
    const [a, b] = ["body.0.label", "body.1.label"].map((f) => result.placed.find((p) => p.field === f));
    expect(a?.box.y).toBe(b?.box.y);
    // The full-size disc: 0.45 of the hero size (120 px) as radius.
    expect(a?.box.height).toBeCloseTo(108, 0);
    expectWellPlaced(result);
  });
});
