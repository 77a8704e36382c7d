// A team member's disc shows initials by user-perceived character: a letter keeps its marks, an emoji its
// sequence — whether or not a name needs the segmenter to find them.
import { describe, expect, it } from "vitest";
import { initials } from "../../../src/render/template/slides/team.js";

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["Grace Brewster Hopper", "GH"],
    ["Björk", "BJ"],
    ["x", "X"],
    ["e\u0301mile Zola", "E\u0301Z"],
    ["Ze\u0301", "ZE\u0301"],
    ["नमस्ते राम", "नरा"],
    ["👩‍💻 Dev", "DE"],
    ["— Ada", "AD"],
    ["Ada 👩‍💻", "AD"],
    ["🇯🇵x Tokyo", "🇯🇵T"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
