// Issue 26 item 7: a design-sequence text placed over the brand mark overlaps it on every frame. It warns
// `overlap` naming both layers (measured as the Design Lab draws them), and the document's own default texts
// stand clear of the mark, beside it when a tall logo reaches up to them.
import { describe, expect, it } from "vitest";
import { RATIOS } from "../../src/contract/index.js";
import { dataUrl } from "../support/images.js";
import { useServer } from "../support/server.js";

const server = useServer();

const TALL_LOGO = dataUrl(
  "image/svg+xml",
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="120" viewBox="0 0 40 120"><rect width="40" height="120" fill="#123456"/></svg>',
);

const overlaps = (warnings: { code: string }[] | undefined) =>
  (warnings ?? []).filter((warning) => warning.code === "overlap");

describe("design-sequence overlap", () => {
  it.each(RATIOS)(
    "%s: a text at x 6, y 86 over the default mark warns with both layer ids",
    async (ratio) => {
      const { status, json } = await server.postJson({
        kind: "design-sequence",
        ratio,
        identity: { preset: "halden-rail" },
        texts: [
          { value: "Clear of the mark", x: 50, y: 30 },
          { value: "Launch week", x: 6, y: 86, align: "left", size: 6 },
        ],
      });
      expect(status).toBe(200);
      expect(overlaps(json.warnings)).toEqual([
        {
          code: "overlap",
          field: "texts.1",
          layers: ["text-2", "brand-mark"],
          message: expect.stringContaining("text-2"),
        },
      ]);
    },
  );

  it("does not warn when the text is clear of the mark or there is no mark", async () => {
    const texts = [{ value: "Launch week", x: 6, y: 86, align: "left", size: 6 }];
    const noMark = await server.postJson({ kind: "design-sequence", includeBrandMark: false, texts });
    expect(noMark.json.warnings).toBeUndefined();
    const above = await server.postJson({
      kind: "design-sequence",
      texts: [{ value: "Launch week", x: 6, y: 70, align: "left", size: 6 }],
    });
    expect(above.json.warnings).toBeUndefined();
  });

  it.each(
    RATIOS.flatMap((ratio) =>
      [
        { preset: "starter" },
        { preset: "northlight-observatory" },
        { preset: "custom", name: "Harbour Works", ink: "#0E3B43", paper: "#F4EFE6" },
        { preset: "custom", name: "Tall Mark", logoDataUrl: TALL_LOGO },
      ].map((identity) => [`${ratio} ${identity.name ?? identity.preset}`, ratio, identity] as const),
    ),
  )("%s: the default texts stand clear of the mark", async (_, ratio, identity) => {
    const { status, json } = await server.postJson({ kind: "design-sequence", ratio, identity });
    expect(status).toBe(200);
    expect(json.warnings).toBeUndefined();
    const texts = json.document.layers.filter((layer: { type: string }) => layer.type === "text");
    expect(texts.length).toBe(2);
  });
});
