// The moodboard renderer on its own: the same board gives the same bytes; an artifact shown twice nests under
// ids of its own each time (no id repeats, every reference resolves inside the board); the grid fills the
// shortest column; the free layout puts a placed tile where it was placed.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  type GenerateRequest,
  type MoodboardDocument,
  moodboardDocumentSchema,
} from "../../src/contract/index.js";
import { generate } from "../../src/generate/generate.js";
import { validateGenerateRequest } from "../../src/generate/validate.js";
import { boardLayout, renderMoodboard, type TileArt } from "../../src/render/moodboard/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { expectStrictXml } from "../support/strict-xml.js";

const fonts = defaultFontBook();
const board = (input: Record<string, unknown>): MoodboardDocument =>
  moodboardDocumentSchema.parse({ kind: "moodboard", identity: { preset: "tessel-labs" }, ...input });

/** A blog cover, as POST /api/generate draws it. */
function cover(): TileArt {
  const request = validateGenerateRequest({
    kind: "template",
    template: "blog",
    output: "raw",
  }) as GenerateRequest;
  const source = generate(request, fonts).source;
  if (!source) throw new Error("no SVG");
  return { svg: String(source.svg), width: source.width, height: source.height, label: "Blog cover" };
}

describe("the moodboard renderer", () => {
  const doc = board({
    items: [
      { kind: "template", template: "blog", caption: "Cover" },
      { kind: "template", template: "blog", caption: "The same cover again" },
      { kind: "swatch", role: "accent" },
    ],
  });
  const identity = resolveIdentity(doc.identity);
  const arts = [cover(), cover(), { width: 4, height: 3, label: "accent" }];

  it("gives the same bytes for the same board, as strict XML, with an artifact twice under ids of its own", () => {
    const first = renderMoodboard(identity, doc, arts, fonts).svg;
    expect(renderMoodboard(identity, doc, arts, fonts).svg === first).toBe(true);
    expectStrictXml(first, "the board");
    const ids = [...first.matchAll(/\sid="([^"]+)"/gu)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size, "no id repeats").toBe(ids.length);
    const referenced = [...first.matchAll(/(?:href="#|url\(#)([^")]+)/gu)].map((match) => match[1]);
    for (const id of referenced) expect(ids, id).toContain(id);
  });

  it("fills the grid's shortest column, and puts a placed tile where it was placed in the free layout", () => {
    const aspects = [0.5, 1, 0.25, 0.5];
    const items = aspects.map(() => ({ kind: "swatch", role: "ink" }));
    const grid = boardLayout(board({ items, grid: { columns: 3, gap: 20 } }), aspects);
    // The fourth tile goes under the third, the shortest column.
    expect(grid.boxes[3]?.x).toBe(grid.boxes[2]?.x);
    const free = boardLayout(
      board({
        layout: "free",
        items: [{ kind: "swatch", role: "ink", place: { x: 300, y: 400, width: 500, rotation: 5 } }],
      }),
      [0.5],
    );
    expect(free.boxes[0]).toEqual({ x: 300, y: 400, width: 500, height: 250, rotation: 5 });
    expect(free.height).toBeGreaterThan(650);
  });
});
