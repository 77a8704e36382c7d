// Per-layout item caps over HTTP: a body with more items than a layout draws is accepted (the spec bounds only
// its length), the layout draws exactly the contract's cap (LAYOUT_ITEM_CAPS) and the answer warns
// `text_truncated` on body, naming the cap. Items are found by their accessible labels in the SVG. The
// published OpenAPI document states every cap.
import { describe, expect, it } from "vitest";
import { type CappedLayout, LAYOUT_ITEM_CAPS } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** Line `k` of a body for each capped layout, and the label the layout draws for it. */
const ITEMS: Record<CappedLayout, { line: (k: number) => string; label: (k: number) => string }> = {
  agenda: { line: (k) => `Topic ${k}`, label: (k) => `Topic ${k}` },
  split: { line: (k) => `Point ${k}`, label: (k) => `Point ${k}` },
  metrics: { line: (k) => `${k}% — Figure ${k}`, label: (k) => `Figure ${k}` },
  timeline: { line: (k) => `${2000 + k}: Milestone ${k}`, label: (k) => `Milestone ${k}` },
  comparison: { line: (k) => `Left ${k} | Right ${k}`, label: (k) => `Right ${k}` },
  process: { line: (k) => `Step ${k} — detail`, label: (k) => `Step ${k}` },
  chart: { line: (k) => `Bar ${k}: ${k}`, label: (k) => `Bar ${k}` },
  team: { line: (k) => `Person ${k} — Role`, label: (k) => `Person ${k}` },
};

describe("each list layout draws at most its contract cap", () => {
  it.each(Object.entries(LAYOUT_ITEM_CAPS) as [CappedLayout, { max: number; items: string }][])(
    "%s",
    async (slideLayout, { max, items }) => {
      const { line, label } = ITEMS[slideLayout];
      const count = max + 2;
      // Comparison's first line names its columns; every other line is one item per column.
      const lines = Array.from({ length: count }, (_, i) => line(i + 1));
      if (slideLayout === "comparison") lines.unshift("Before | After");
      const { status, json } = await server.postJson({
        kind: "template",
        template: "slides",
        slideLayout,
        title: "Caps",
        body: lines.join("\n"),
        output: "json",
      });
      expect(status).toBe(200);
      const svg: string = json.artifact.content;
      const drawn = Array.from({ length: count }, (_, i) => svg.includes(`aria-label="${label(i + 1)}"`));
      expect(drawn).toEqual(Array.from({ length: count }, (_, i) => i < max));
      expect(json.warnings).toContainEqual({
        code: "text_truncated",
        field: "body",
        message: `this layout shows at most ${max} ${items}; 2 more line(s) of body were not shown`,
      });
    },
  );

  it("a body at the cap draws every item and warns nothing", async () => {
    const { max } = LAYOUT_ITEM_CAPS.agenda;
    const body = Array.from({ length: max }, (_, i) => ITEMS.agenda.line(i + 1)).join("\n");
    const { status, json } = await server.postJson({
      kind: "template",
      template: "slides",
      slideLayout: "agenda",
      title: "Caps",
      body,
      output: "json",
    });
    expect(status).toBe(200);
    expect(json.warnings).toBeUndefined();
    expect(json.artifact.content).toContain(`aria-label="${ITEMS.agenda.label(max)}"`);
  });
});

describe("the published contract states the caps", () => {
  it("/openapi.json's TemplateRequest body names every layout's cap", async () => {
    const document = await (await fetch(`${server.url}/openapi.json`)).json();
    const body: string = document.components.schemas.TemplateRequest.properties.body.description;
    for (const [layout, { max, items }] of Object.entries(LAYOUT_ITEM_CAPS)) {
      expect(body).toContain(`${layout}: at most ${max} ${items}`);
    }
    expect(body).toContain("`text_truncated`");
  });
});
