// Right-to-left slides are mirrored, as Arabic and Hebrew decks are laid out: the accent rule, the logo, the
// first column and each block's start sit on the right, while text and images read the right way round.
import { describe, expect, it } from "vitest";
import { SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { rasterize } from "../support/images.js";
import { expectWellPlaced, render } from "./template/placement.js";
import { slideIn } from "./world-text-samples.js";

/** Pixels of the accent colour (halden-rail's red) in a vertical band of the slide. */
function accentIn(svg: string, from: number, to: number): number {
  const { width, height, pixels } = rasterize(svg);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = from; x < to; x++) {
      const i = (y * width + x) * 4;
      if ((pixels[i] ?? 0) > 180 && (pixels[i + 1] ?? 255) < 120 && (pixels[i + 2] ?? 255) < 120) count++;
    }
  return count;
}

describe.each(["arabic", "hebrew"] as const)("%s slides", (script) => {
  it.each(SLIDE_LAYOUTS)("%s: mirrored, placed well, the title hugging the right", (slideLayout) => {
    const result = render({ slideLayout, ...slideIn(slideLayout, script) });
    expectWellPlaced(result);
    const title = result.placed.find((p) => p.field === "title");
    if (title && slideLayout !== "statement") {
      // A start-aligned title ends at the right of its box, as a Latin one starts at the left; the box is on
      // the right half of the page.
      expect(title.bounds.x + title.bounds.width).toBeGreaterThan(title.box.x + title.box.width - 2);
      expect(title.box.x + title.box.width).toBeGreaterThan(result.width / 2);
    }
    // The footer's website is at the right, the name at the left (a Latin slide has them the other way).
    const website = result.placed.find((p) => p.field === "identity.website");
    const name = result.placed.find((p) => p.field === "identity.name");
    expect(website && name && website.bounds.x > name.bounds.x).toBe(true);
  });

  it("draws the title slide's accent rule at the right and keeps the words the right way round", () => {
    const arabic = render({ slideLayout: "title", ...slideIn("title", script) });
    const latin = render({ slideLayout: "title", title: "Every train on time", body: "2026" });
    // The rule: in the left margin band of a Latin slide, in the right one of a right-to-left slide.
    expect(accentIn(latin.svg, 96, 200)).toBeGreaterThan(50);
    expect(accentIn(latin.svg, 1400, 1504)).toBe(0);
    expect(accentIn(arabic.svg, 1400, 1504)).toBeGreaterThan(50);
    expect(accentIn(arabic.svg, 96, 200)).toBe(0);
    // Text is flipped back: every outlined line sits in a group that undoes the page's mirror.
    expect(arabic.svg).toContain('transform="matrix(-1 0 0 1 1600 0)"');
    expect(arabic.svg).toMatch(/<g transform="matrix\(-1 0 0 1 [\d.]+ 0\)"><g role="img" aria-label="/u);
  });
});

describe("left-to-right slides", () => {
  it("are not mirrored", () => {
    const result = render({ slideLayout: "title", title: "Every train on time", body: "2026" });
    expect(result.svg).not.toContain("matrix(-1");
  });
});
