// Issue 26 item 7: metrics lines as people write them. A figure may carry a unit word (`4.2 GWh`, `4.2GWh`,
// `1,200 tCO₂e`), beside a separator or before the label; a line with no figure is shown as a note and warns
// `unparsed_line` on body instead of degrading silently.
import { describe, expect, it } from "vitest";
import { parseMetric } from "../../../src/render/template/grammar.js";
import { expectWellPlaced, render } from "./placement.js";

describe("parseMetric", () => {
  it.each([
    ["4.2 GWh — Curtailment avoided", "4.2 GWh", "Curtailment avoided"],
    ["4.2GWh", "4.2GWh", ""],
    ["4.2 GWh", "4.2 GWh", ""],
    ["4.2 GWh Curtailment avoided", "4.2 GWh", "Curtailment avoided"],
    ["Curtailment avoided — 4.2 GWh", "4.2 GWh", "Curtailment avoided"],
    ["1,200 tCO₂e avoided", "1,200 tCO₂e", "avoided"],
    ["120 trains — In service", "120 trains", "In service"],
    ["98.7% — Coverage", "98.7%", "Coverage"],
    ["Coverage — 98.7%", "98.7%", "Coverage"],
    ["98.7% Coverage", "98.7%", "Coverage"],
    // A capitalised word after a number is a label, not a unit.
    ["12 Sites", "12", "Sites"],
    ["$4.2M — Revenue", "$4.2M", "Revenue"],
  ])("reads %j as figure %j and label %j", (line, value, label) => {
    expect(parseMetric(line)).toEqual({ value, label });
  });

  it.each(["Record year", "12th anniversary", "Coverage — excellent"])("finds no figure in %j", (line) => {
    expect(parseMetric(line)).toBeUndefined();
  });
});

describe("the metrics layout", () => {
  const body = "4.2 GWh — Curtailment avoided\n4.2GWh\nRecord year\n98.7% — Coverage";
  const result = render({ slideLayout: "metrics", title: "The year in numbers", body });
  /** Blocks placed for body line i: a metric draws its figure and label, a note one block. */
  const blocks = (i: number) => result.placed.filter((text) => text.field === `body.${i}`).length;

  /** Height of the ink of body line i's first block: a figure is set at hero size, a note at body size. */
  const inkHeight = (i: number) =>
    result.placed.find((text) => text.field === `body.${i}`)?.bounds.height ?? 0;

  it("draws figures with unit words as figures", () => {
    // Figure and label; a figure alone (`4.2GWh`) has no label to draw.
    expect([blocks(0), blocks(1), blocks(3)]).toEqual([2, 1, 2]);
    for (const i of [0, 1, 3]) expect(inkHeight(i)).toBeGreaterThan(inkHeight(2) * 1.5);
    expectWellPlaced(result);
  });

  it("shows a line with no figure as a note and says so", () => {
    expect(blocks(2)).toBe(1);
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: "unparsed_line",
        field: "body",
        message: expect.stringContaining("line 3"),
      }),
    ]);
  });
});
