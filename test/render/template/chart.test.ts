// The chart layout reads the forms people write — label then number, number then label, dates as labels,
// negatives, units — draws negative bars below a zero line, and warns `no_data` when no line is a bar.
import { describe, expect, it } from "vitest";
import { generate } from "../../../src/generate/generate.js";
import { validateGenerateRequest } from "../../../src/generate/validate.js";
import { parseDatum } from "../../../src/render/template/grammar.js";
import { defaultFontBook } from "../../../src/render/text/node-fonts.js";
import { expectAboveFooter, expectWellPlaced, type Rendered, render } from "./placement.js";

const chart = (body: string, preset?: string) =>
  render({ slideLayout: "chart", title: "Chart", body }, preset);

/** The bars as drawn: the chart's only rects with an opacity. */
function bars(result: Rendered): { y: number; height: number }[] {
  return [
    ...result.svg.matchAll(/<rect x="[\d.]+" y="([\d.-]+)" width="[\d.]+" height="([\d.]+)"[^>]*opacity=/gu),
  ].map((m) => ({ y: Number(m[1]), height: Number(m[2]) }));
}

/** The y of the zero line. */
const zeroOf = (result: Rendered): number => Number(/<line [^>]*y1="([\d.]+)"/u.exec(result.svg)?.[1]);

/** Fields drawn for the body: `body.N` per bar, `body` for the notes. */
const bodyFields = (result: Rendered) =>
  [...new Set(result.placed.map((p) => p.field).filter((f) => f.startsWith("body")))].sort();

describe("the chart's body grammar", () => {
  it.each([
    ["98.7% — On-time departures", { label: "On-time departures", value: 98.7, text: "98.7%" }],
    ["On-time departures — 98.7%", { label: "On-time departures", value: 98.7, text: "98.7%" }],
    ["2023: 42", { label: "2023", value: 42, text: "42" }],
    ["Jan 12: 40", { label: "Jan 12", value: 40, text: "40" }],
    ["40 — Jan 12", { label: "Jan 12", value: 40, text: "40" }],
    ["Q3 2025 — 9.1", { label: "Q3 2025", value: 9.1, text: "9.1" }],
    ["Loss — −4.2M", { label: "Loss", value: -4_200_000, text: "−4.2M" }],
    ["Profit: -3.5", { label: "Profit", value: -3.5, text: "-3.5" }],
    ["$1,200 — Revenue", { label: "Revenue", value: 1200, text: "$1,200" }],
    ["Growth | +12%", { label: "Growth", value: 12, text: "+12%" }],
    ["Latency: 120 ms", { label: "Latency", value: 120, text: "120 ms" }],
    ["Lowest: -3 °C", { label: "Lowest", value: -3, text: "-3 °C" }],
    ["Onboarding — 3 days", { label: "Onboarding", value: 3, text: "3 days" }],
  ])("%s", (line, datum) => {
    expect(parseDatum(line)).toEqual(datum);
  });

  it.each(["Jan 12", "Source: ticketing data", "Figures in millions since 2019", "Revenue grew"])(
    "%s is a note, not a bar",
    (line) => {
      expect(parseDatum(line)).toBeUndefined();
    },
  );
});

describe("the chart layout", () => {
  it("draws value-first lines as bars, not notes", () => {
    const result = chart("98.7% — On-time departures\n42 — New electric trains\n3.1M — Journeys");
    expect(result.warnings).toEqual([]);
    expect(bodyFields(result)).toEqual(["body.0", "body.1", "body.2"]);
    expect(bars(result)).toHaveLength(3);
    expectWellPlaced(result);
  });

  it("keeps dates with numbers as labels and notes beside the bars", () => {
    const result = chart("Jan 12: 40\nFeb 3: 55\nMar 30: 61\nSource: ticketing data");
    expect(result.warnings).toEqual([]);
    expect(bodyFields(result)).toEqual(["body", "body.0", "body.1", "body.2"]);
    expectWellPlaced(result);
  });

  it("hangs negative bars below a zero line, in proportion, with their values below them", () => {
    const result = chart("Q1: 4.2\nQ2: −1.8\nQ3: -3.5\nQ4: 6.1");
    expect(result.warnings).toEqual([]);
    const zero = zeroOf(result);
    const [q1, q2, q3, q4] = bars(result);
    for (const bar of [q1, q2, q3, q4]) expect(bar?.height).toBeGreaterThan(0);
    // Positive bars end on the zero line; negative ones start on it.
    expect((q1?.y ?? 0) + (q1?.height ?? 0)).toBeCloseTo(zero, 1);
    expect((q4?.y ?? 0) + (q4?.height ?? 0)).toBeCloseTo(zero, 1);
    expect(q2?.y).toBeCloseTo(zero, 1);
    expect(q3?.y).toBeCloseTo(zero, 1);
    // One scale: 3.5 is 3.5/6.1 of the tallest bar.
    expect((q3?.height ?? 0) / (q4?.height ?? 1)).toBeCloseTo(3.5 / 6.1, 2);
    // A negative bar's value (its first text) is under the bar; a positive one's over it.
    const value = (i: number) => result.placed.find((p) => p.field === `body.${i}`);
    expect(value(2)?.bounds.y).toBeGreaterThan((q3?.y ?? 0) + (q3?.height ?? 0));
    expect((value(3)?.bounds.y ?? 0) + (value(3)?.bounds.height ?? 0)).toBeLessThan(q4?.y ?? 0);
    expectWellPlaced(result);
    expectAboveFooter(result);
  });

  it("draws bars for figures with units and currencies", () => {
    const result = chart("Revenue: $4.2M\nCosts — €800k\nGrowth | +12%\nLatency: 120 ms\nChurn: 3 pp");
    expect(result.warnings).toEqual([]);
    expect(bars(result)).toHaveLength(5);
    expectWellPlaced(result);
  });

  it.each([
    ["lines without a number", "Jan 12\nFeb 3\nNo numbers here", "no_data"],
    // No body at all is missing content, warned alike for every layout that needs a body.
    ["no body", "", "empty_content"],
  ])("warns on body when it gets %s", (_, body, code) => {
    const result = chart(body);
    expect(result.warnings).toEqual([expect.objectContaining({ code, field: "body" })]);
    expect(bars(result)).toHaveLength(0);
    expectWellPlaced(result);
  });

  it("puts the warning in the JSON envelope", () => {
    const request = validateGenerateRequest({
      kind: "template",
      template: "slides",
      slideLayout: "chart",
      title: "Journeys",
      body: "Jan 12\nFeb 3",
      output: "json",
    });
    const body = JSON.parse(String(generate(request, defaultFontBook()).body));
    expect(body.warnings).toEqual([expect.objectContaining({ code: "no_data", field: "body" })]);
  });
});
