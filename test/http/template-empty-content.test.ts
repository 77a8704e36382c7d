// Issue 26 item 4: a layout drawn without what it needs says so. Each layout's needs come from the contract
// (LAYOUT_NEEDS); a request without them warns `empty_content` on each missing field (JSON `warnings` and the
// raw header), and the same request with realistic copy warns nothing.
import { describe, expect, it } from "vitest";
import { LAYOUT_NEEDS, SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { BLOG_SAMPLE, PARTNERSHIP_SAMPLE, SLIDE_SAMPLES } from "../render/template/samples.js";
import { useServer } from "../support/server.js";

const server = useServer();

const cases = [
  ...SLIDE_LAYOUTS.map((slideLayout) => ({
    layout: slideLayout,
    fields: { template: "slides", slideLayout },
    sample: SLIDE_SAMPLES[slideLayout],
  })),
  { layout: "blog", fields: { template: "blog" }, sample: BLOG_SAMPLE },
  { layout: "partnership", fields: { template: "partnership" }, sample: PARTNERSHIP_SAMPLE },
] as const;

describe("empty_content", () => {
  it.each(cases.map((c) => [c.layout, c] as const))("%s warns on each field it needs", async (_, c) => {
    const needs: readonly string[] = LAYOUT_NEEDS[c.layout];
    const bare = { kind: "template", identity: { preset: "halden-rail" }, ...c.fields };
    // Absent and blank are both missing.
    for (const blank of [{}, { title: "  ", body: "\n \n" }]) {
      const { status, json } = await server.postJson({ ...bare, ...blank });
      expect(status).toBe(200);
      const warned = (json.warnings ?? []).filter((w: { code: string }) => w.code === "empty_content");
      expect(warned.map((w: { field: string }) => w.field).sort()).toEqual([...needs].sort());
    }
    const raw = await server.post({ ...bare, output: "raw" });
    const header = raw.headers.get("x-marque-warnings") ?? "";
    for (const field of needs) expect(header).toContain(`empty_content=${field}`);

    const full = await server.postJson({ ...bare, ...c.sample });
    expect(full.status).toBe(200);
    expect(full.json.warnings).toBeUndefined();
  });

  it("names the quote card's missing quote: the issue's own case", async () => {
    const { json } = await server.postJson({
      kind: "template",
      template: "slides",
      slideLayout: "quote",
      texture: "dark",
      identity: { preset: "custom", name: "Harbour Works" },
    });
    expect(json.warnings).toEqual([
      expect.objectContaining({
        code: "empty_content",
        field: "title",
        message: expect.stringContaining("quote"),
      }),
    ]);
  });
});
