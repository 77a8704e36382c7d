// The body scanner accepts exactly what JSON.parse accepts, and its walk keeps what the schema would read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { shapeOf } from "../../src/generate/body-shape.js";
import { JsonScanner, JsonSyntaxError, UnknownKeys } from "../../src/generate/json-scan.js";

/** Whether the scanner accepts the whole text as one JSON value. */
function scans(text: string): boolean {
  const scanner = new JsonScanner(text);
  try {
    scanner.skipValue();
    scanner.end();
    return true;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return false;
    throw error;
  }
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Characters that matter to JSON's grammar, and a few that do not. */
const JSONISH = fc.constantFrom(
  ...'{}[]:,"\\/ \t\n\r0123456789-+.eEtrufalsn'.split(""),
  "\u0000",
  "\u001f",
  "\u00e9",
  "\ud83d",
  "\ude00",
  "\ufeff",
  "u",
  "b",
  "x",
);

/** A valid JSON text with one edit: a character inserted, deleted or replaced, or the text cut short. */
const editedJson = fc
  .tuple(fc.json(), fc.nat(), JSONISH, fc.constantFrom("insert", "delete", "replace", "cut"))
  .map(([text, at, char, edit]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    switch (edit) {
      case "insert":
        return text.slice(0, i) + char + text.slice(i);
      case "delete":
        return text.slice(0, i) + text.slice(i + 1);
      case "replace":
        return text.slice(0, i) + char + text.slice(i + 1);
      default:
        return text.slice(0, i);
    }
  });

describe("JSON syntax", () => {
  it("accepts every text JSON.parse accepts and nothing else", () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), editedJson, fc.string({ unit: JSONISH, maxLength: 24 })), (text) => {
        expect(scans(text), JSON.stringify(text)).toBe(parses(text));
      }),
      { seed: 9, numRuns: 4000 },
    );
  });

  it.each([
    ['{"a":1,}', false],
    ["[1,]", false],
    ["01", false],
    ["-", false],
    ["1.", false],
    [".5", false],
    ["1e", false],
    ['"\\x"', false],
    ['"\\u12G4"', false],
    ['"a\tb"', false],
    ["\ufeff{}", false],
    ["nul", false],
    ["{} {}", false],
    ['{"a":1}\n', true],
    ['"\\u00e9\\/"', true],
    ["-0.5E+3", true],
    ['"\ud83d"', true],
  ])("%j: %s", (text, valid) => {
    expect(scans(text)).toBe(valid);
    expect(parses(text)).toBe(valid);
  });

  it("says where the text stops being JSON", () => {
    const scanner = new JsonScanner('{"a": tru}');
    expect(() => scanner.skipValue()).toThrow(/expected a JSON value at position 6, found "t"/);
  });

  it("skips nesting far deeper than any stack without recursion", () => {
    const depth = 200_000;
    expect(scans(`${"[".repeat(depth)}${"]".repeat(depth)}`)).toBe(true);
    expect(scans(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)).toBe(true);
    expect(scans(`${"[".repeat(depth)}${"]".repeat(depth - 1)}`)).toBe(false);
  });
});

describe("walking a body along a shape", () => {
  const schema = z.strictObject({
    a: z.number(),
    list: z.array(z.strictObject({ v: z.string() })).max(2),
    name: z.string(),
    open: z.object({ x: z.number() }),
  });
  const shape = shapeOf(schema);

  function walk(value: unknown) {
    const unknown = new UnknownKeys();
    const text = new JsonScanner(JSON.stringify(value)).walk(shape, [], unknown);
    return { kept: JSON.parse(text), unknown };
  }

  it("leaves out unknown keys at every level and counts them", () => {
    const { kept, unknown } = walk({ a: 1, b: 2, list: [{ v: "x", w: 1 }], open: { x: 1, y: 2 } });
    expect(kept).toEqual({ a: 1, list: [{ v: "x" }], open: { x: 1, y: 2 } });
    expect(unknown.fields).toEqual(["b", "list.0.w"]);
    expect(unknown.count).toBe(2);
  });

  it("keeps an object or array where a primitive belongs as an empty one: its type is all that is read", () => {
    const { kept } = walk({ name: { deep: { deeper: [1, 2, 3] } }, a: [1, 2] });
    expect(kept).toEqual({ name: {}, a: [] });
  });

  it("reads an array one element past its maximum, and reports nothing inside one that is too long", () => {
    const { kept, unknown } = walk({
      list: Array.from({ length: 1000 }, (_, i) => ({ v: "x", [`k${i}`]: 1 })),
    });
    expect(kept.list).toHaveLength(3);
    expect(unknown.count).toBe(0);
    expect(walk({ list: [{ v: "x", w: 1 }] }).unknown.fields).toEqual(["list.0.w"]);
  });

  it("keeps the last of duplicate keys, as JSON.parse does, and only its unknown keys", () => {
    const unknown = new UnknownKeys();
    const text = new JsonScanner('{"list":[{"v":"a","w":1}],"a":1,"list":[{"v":"b"}]}').walk(
      shape,
      [],
      unknown,
    );
    expect(JSON.parse(text)).toEqual({ list: [{ v: "b" }], a: 1 });
    expect(unknown.count).toBe(0);
  });

  it("gives the same value as JSON.parse for any JSON under an open shape", () => {
    const open = shapeOf(z.unknown());
    fc.assert(
      fc.property(fc.json(), (text) => {
        const walked = new JsonScanner(text).walk(open, [], new UnknownKeys());
        expect(JSON.parse(walked)).toEqual(JSON.parse(text));
      }),
      { seed: 4, numRuns: 1000 },
    );
  });

  it("counts every unknown key but lists the first hundred", () => {
    const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    const { unknown } = walk(body);
    expect(unknown.count).toBe(5000);
    expect(unknown.fields).toHaveLength(100);
    expect(unknown.fields[99]).toBe("k99");
  });
});
