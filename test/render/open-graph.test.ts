// The Open Graph renderer on its own: one image per chosen platform at that platform's size, the same bytes
// for the same document, strict XML whose references all resolve; the title drawn (ink where it is set), and
// the longest title and subtitle the contract takes kept inside the card and the area every platform keeps
// (X's domain band, 2:1 crops, a thumbnail's corners); a picture beside the text; and the HTTP body refusing
// a material ground (no WebGL on the server) and a picture with the centred card.
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  OPEN_GRAPH_LAYOUTS,
  OPEN_GRAPH_PLATFORM_SPECS,
  OPEN_GRAPH_PLATFORMS,
  OPEN_GRAPH_TEXT_LIMITS,
  type OpenGraphDocument,
  openGraphDocumentSchema,
  openGraphRequestSchema,
} from "../../src/contract/index.js";
import {
  drawOpenGraph,
  openGraphCopy,
  openGraphLayout,
  setOpenGraphText,
} from "../../src/render/open-graph/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { dataUrl, pngBytes } from "../support/images.js";
import { expectStrictXml } from "../support/strict-xml.js";
import { pixel, rasterize } from "./fixtures.js";

const fonts = defaultFontBook();
const doc = (input: Record<string, unknown>): OpenGraphDocument =>
  openGraphDocumentSchema.parse({ kind: "open-graph", identity: { preset: "halden-rail" }, ...input });

/** Words up to exactly `length` characters: the longest text a field takes, as people write it. */
const words = (length: number) =>
  "Departure boards rebuilt for three million riders a day across the northern network, station by station and line by line, in plain words"
    .repeat(3)
    .slice(0, length)
    .trim();

describe("the Open Graph renderer", () => {
  const page = doc({
    title: "Timetables that read themselves",
    subtitle: "How we rebuilt the departure boards",
    url: "https://haldenrail.example/blog/departures",
    ground: { kind: "paper" },
  });
  const identity = resolveIdentity(page.identity);

  it("draws each platform at its size, the same bytes twice, as strict XML whose references resolve", () => {
    const first = drawOpenGraph(identity, page, fonts);
    const again = drawOpenGraph(identity, page, fonts);
    expect(first.filename).toBe("halden-rail-open-graph");
    expect(first.pages.map((p) => [p.width, p.height])).toEqual([
      [1200, 630],
      [1200, 628],
      [1200, 627],
      [1200, 1200],
    ]);
    expect(first.pages.map((p) => p.title)).toEqual(
      OPEN_GRAPH_PLATFORMS.map((p) => OPEN_GRAPH_PLATFORM_SPECS[p].name),
    );
    for (const [i, drawn] of first.pages.entries()) {
      expect(drawn.svg === again.pages[i]?.svg, `${drawn.title} twice`).toBe(true);
      expectStrictXml(drawn.svg, drawn.title);
      const ids = [...drawn.svg.matchAll(/\sid="([^"]+)"/gu)].map((match) => match[1]);
      expect(new Set(ids).size, "no id repeats").toBe(ids.length);
      for (const [, id] of drawn.svg.matchAll(/(?:href="#|url\(#)([^")]+)/gu)) expect(ids, id).toContain(id);
      expect(drawn.svg).not.toContain("<text");
    }
    // Only the chosen platforms, in the contract's order.
    const two = drawOpenGraph(identity, { ...page, platforms: ["square", "x"] }, fonts);
    expect(two.pages.map((p) => p.title)).toEqual(["X large card", "Square"]);
  });

  it("sets the title in ink where its box is (its glyphs are defined, not just referenced)", () => {
    const [drawn] = drawOpenGraph(identity, { ...page, platforms: ["open-graph"] }, fonts).pages;
    if (!drawn) throw new Error("no page");
    const raster = rasterize(drawn.svg);
    const boxes = openGraphLayout("open-graph", page.layout, false);
    const set = setOpenGraphText(identity, fonts, boxes, openGraphCopy(identity, page));
    const { x, y, width, height } = set.title.bounds;
    const ink = [0, 1, 2].map((i) => Number.parseInt(identity.colors.ink.slice(1 + 2 * i, 3 + 2 * i), 16));
    let inked = 0;
    for (let px = x; px < x + width; px += 3)
      for (let py = y + set.shift; py < y + set.shift + height; py += 3) {
        const [r, g, b] = pixel(raster, px, py);
        if (Math.abs(r - (ink[0] ?? 0)) + Math.abs(g - (ink[1] ?? 0)) + Math.abs(b - (ink[2] ?? 0)) < 60)
          inked++;
      }
    expect(inked, "ink pixels in the title's box").toBeGreaterThan(200);
  });

  it("keeps the longest title and subtitle inside the card and the area every platform keeps", () => {
    for (const layout of OPEN_GRAPH_LAYOUTS)
      for (const platform of OPEN_GRAPH_PLATFORMS) {
        const long = doc({
          title: words(OPEN_GRAPH_TEXT_LIMITS.title),
          subtitle: words(OPEN_GRAPH_TEXT_LIMITS.subtitle),
          url: `https://haldenrail.example/${"departures/".repeat(20)}`.slice(0, OPEN_GRAPH_TEXT_LIMITS.url),
          layout,
        });
        const boxes = openGraphLayout(platform, layout, false);
        const set = setOpenGraphText(identity, fonts, boxes, openGraphCopy(identity, long));
        const where = `${platform} ${layout}`;
        const top = set.title.bounds.y + set.shift;
        const bottom =
          (set.subtitle ?? set.title).bounds.y + (set.subtitle ?? set.title).bounds.height + set.shift;
        // Between the logo and the URL line, within the card, within the kept area.
        expect(top, where).toBeGreaterThanOrEqual(boxes.logo.y + boxes.logo.height);
        expect(bottom, where).toBeLessThanOrEqual(set.url.bounds.y);
        for (const block of [set.title, set.subtitle, set.url]) {
          if (!block) throw new Error(`${where}: no subtitle`);
          expect(block.bounds.x, where).toBeGreaterThanOrEqual(boxes.card.x);
          expect(block.bounds.x + block.bounds.width, where).toBeLessThanOrEqual(
            boxes.card.x + boxes.card.width,
          );
        }
        expect(boxes.card.y, where).toBeGreaterThanOrEqual(boxes.safe.y);
        expect(boxes.card.y + boxes.card.height, where).toBeLessThanOrEqual(boxes.safe.y + boxes.safe.height);
        expect(boxes.card.x + boxes.card.width, where).toBeLessThanOrEqual(boxes.safe.x + boxes.safe.width);
        // The longest title the contract takes fits whole: shrunk and wrapped, never cut.
        expect(set.title.truncated, `${where}: title cut`).toBe(false);
      }
    // X's domain band and the 2:1 crops stay clear of the card.
    const x = openGraphLayout("x", "side", false);
    expect(x.card.y + x.card.height).toBeLessThanOrEqual(628 - 84);
    expect(openGraphLayout("open-graph", "side", false).card.y).toBeGreaterThanOrEqual(15);
  });

  it("shows a picture beside the text in the side layout", () => {
    const red = dataUrl("image/png", pngBytes(16, "#ff0000"));
    const withPicture = doc({ ...page, image: red, platforms: ["linkedin"] });
    const [drawn] = drawOpenGraph(identity, withPicture, fonts).pages;
    if (!drawn) throw new Error("no page");
    const box = openGraphLayout("linkedin", "side", true).picture;
    if (!box) throw new Error("no picture box");
    expect(pixel(rasterize(drawn.svg), box.x + box.width / 2, box.y + box.height / 2)).toEqual([255, 0, 0]);
  });

  it("takes over HTTP what the server can draw, and refuses a material ground and a picture on the centred card", () => {
    expect(openGraphRequestSchema.parse({ title: "Hello" })).toMatchObject({
      kind: "open-graph",
      platforms: [...OPEN_GRAPH_PLATFORMS],
      ground: { kind: "background", style: "grain-gradient" },
    });
    const material = openGraphRequestSchema.safeParse({ ground: { kind: "material", materialId: "ripple" } });
    expect(material.error?.issues.map((issue) => issue.path.join("."))).toEqual(["ground.kind"]);
    // The Studio's document takes a material (its still is drawn by WebGL in the browser).
    expect(
      openGraphDocumentSchema.safeParse({
        kind: "open-graph",
        ground: { kind: "material", materialId: "ripple" },
      }).success,
    ).toBe(true);
    const red = dataUrl("image/png", pngBytes(8, "#ff0000"));
    const centred = openGraphRequestSchema.safeParse({ image: red, layout: "centered" });
    expect(centred.error?.issues.map((issue) => issue.path.join("."))).toEqual(["layout"]);
    const long = openGraphRequestSchema.safeParse({ title: "x".repeat(OPEN_GRAPH_TEXT_LIMITS.title + 1) });
    expect(long.error?.issues.map((issue) => issue.path.join("."))).toEqual(["title"]);
    const twice = openGraphRequestSchema.safeParse({ platforms: ["x", "x"] });
    expect(twice.error?.issues.map((issue) => issue.path.join("."))).toEqual(["platforms"]);
    const control = openGraphRequestSchema.safeParse({ subtitle: "one\ntwo" });
    expect(control.error?.issues.map((issue) => issue.path.join("."))).toEqual(["subtitle"]);
  });
});
