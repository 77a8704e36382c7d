// Every slide layout, the blog and the partnership template, in every script: text stays in its boxes and on
// the canvas, no two blocks overlap, and no warning is raised: every character has a bundled glyph and these
// samples (as long as the Latin ones) fit without shortening, as the Latin ones do.
import { describe, expect, it } from "vitest";
import { SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { expectWellPlaced, type Rendered, render } from "./template/placement.js";
import { BLOG_SAMPLE, PARTNERSHIP_SAMPLE } from "./template/samples.js";
import {
  inScript,
  slideIn,
  WORLD_SCRIPT_NAMES,
  WORLD_SCRIPTS,
  type WorldScript,
} from "./world-text-samples.js";

/** Nothing to warn about: no missing glyph, nothing shortened (contrast is the identity's business). */
function expectTruthfulWarnings(result: Rendered) {
  expect(result.warnings.filter((w) => w.code !== "low_contrast")).toEqual([]);
}

describe.each(WORLD_SCRIPT_NAMES)("%s", (script: WorldScript) => {
  it.each(SLIDE_LAYOUTS)("slide %s: placed well, warned truthfully", (slideLayout) => {
    const result = render({ slideLayout, ...slideIn(slideLayout, script) });
    expectWellPlaced(result);
    expectTruthfulWarnings(result);
  });

  it.each([
    ["blog", BLOG_SAMPLE],
    ["partnership", PARTNERSHIP_SAMPLE],
  ] as const)("%s: placed well, warned truthfully", (template, sample) => {
    const result = render({
      template,
      title: WORLD_SCRIPTS[script].sentence,
      body: inScript(sample.body, script),
    });
    expectWellPlaced(result);
    expectTruthfulWarnings(result);
  });
});
