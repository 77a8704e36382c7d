// Every tool of the Studio's rail shows an icon above its name (the Moodboard once showed its name alone).
import { expect, it } from "vitest";
import { STUDIO_TOOLS } from "../../src/catalog/studio-tools/index.js";
import { iconPath } from "../../studio/shell/icons.js";

it("has an icon for every tool of the catalog", () => {
  expect(STUDIO_TOOLS.filter((tool) => !iconPath(tool.id)).map((tool) => tool.id)).toEqual([]);
});
