// The SVG builder's shortcuts for backgrounds — whole numbers and runs from tables, path data written without
// an escaping scan, sorted keys kept per object shape — must write exactly what the plain ways write.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Rgb, toHex } from "../../../src/color/rgb.js";
import {
  canonicalJson,
  compose,
  createIdScope,
  el,
  escapeXml,
  fmt,
  fragment,
  idTemplate,
  matrix,
  path,
  rotate,
  StopList,
  scale,
  translate,
} from "../../../src/svg/index.js";

/** canonicalJson as first written: keys sorted per object, every member written the general way. */
function referenceJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      if (i in value) out += referenceJson(value[i]);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = "{";
  for (const key of Object.keys(record).sort()) {
    const member = record[key];
    if (member === undefined) continue;
    if (out.length > 1) out += ",";
    out += `${JSON.stringify(key)}:${referenceJson(member)}`;
  }
  return `${out}}`;
}

describe("fmt", () => {
  it("writes whole numbers in and around its table as String does", () => {
    for (let value = -1100; value <= 1100; value++) expect(fmt(value)).toBe(String(value));
    expect(fmt(-0)).toBe("0");
    expect(fmt(2 ** 40)).toBe(String(2 ** 40));
  });
});

describe("PathData", () => {
  it("writes h and v runs as fmt writes their lengths, in the table and out of it", () => {
    for (const run of [-300, -256, -255, -1, -0, 0, 1, 7, 255, 256, 257, 4096, 0.5, -2.0004, 1e-7]) {
      expect(path().h(run).v(run).toString()).toBe(`h${fmt(run)}v${fmt(run)}`);
    }
  });

  it("writes circles as two arcs, as pushed command by command", () => {
    expect(path().circle(10, 5.5, 2.25).toString()).toBe(
      "M7.75 5.5a2.25 2.25 0 1 0 4.5 0a2.25 2.25 0 1 0 -4.5 0Z",
    );
  });

  it("goes into attributes as written, never scanned for escapes it cannot need", () => {
    const d = path().moveTo(1, 2).h(3).v(-4).close();
    expect(el("path", { d }).svg).toBe(el("path", { d: d.toString() }).svg);
    expect(d.length).toBe(d.toString().length);
    expect(path().isEmpty).toBe(true);
  });
});

describe("transforms", () => {
  it("write their functions as the plain strings did, alone and composed", () => {
    expect(String(translate(1.23456, -0))).toBe("translate(1.235 0)");
    expect(String(rotate(-30.5, 10, 20))).toBe("rotate(-30.5 10 20)");
    expect(String(rotate(90))).toBe("rotate(90)");
    expect(String(scale(2))).toBe("scale(2)");
    expect(String(scale(2, -2))).toBe("scale(2 -2)");
    expect(String(matrix(1, 0.0004, 0, 1, 0, -7.0006))).toBe("matrix(1 0 0 1 0 -7.001)");
    expect(String(compose(translate(1, 2), undefined, false, rotate(3)))).toBe("translate(1 2) rotate(3)");
    expect(compose(undefined, false)).toBeUndefined();
  });

  it("go into attributes as written", () => {
    const transform = compose(translate(1, 2), scale(0.5));
    expect(el("g", { transform }).svg).toBe(el("g", { transform: String(transform) }).svg);
  });
});

describe("IdScope.ref", () => {
  it("is the scope's id and url, as built text that goes into attributes as written", () => {
    const ids = createIdScope("mq-1a2b3c4d");
    const ref = ids.ref("dither-tone-7");
    expect(String(ref.id)).toBe(ids.id("dither-tone-7"));
    expect(String(ref.url)).toBe(ids.url("dither-tone-7"));
    expect(el("rect", { id: ref.id, fill: ref.url }).svg).toBe(
      el("rect", { id: ids.id("dither-tone-7"), fill: ids.url("dither-tone-7") }).svg,
    );
    expect(() => ids.ref("a b")).toThrow();
  });
});

describe("idTemplate", () => {
  it("writes each piece as building it under each scope writes it", () => {
    const build = (ids: ReturnType<typeof createIdScope>) => [
      el("pattern", { id: ids.ref("tile").id, width: 4 }, el("rect", { fill: ids.ref("grain").url })),
      [el("rect", { fill: ids.url("tile"), "data-x": "stand-in" }), undefined],
      undefined,
    ];
    const template = idTemplate(build);
    for (const prefix of ["mq-1a2b3c4d", "mq-00000000", "t"]) {
      const ids = createIdScope(prefix);
      expect(template(ids).map((piece) => piece.svg)).toEqual(build(ids).map((piece) => fragment(piece).svg));
    }
  });
});

describe("StopList", () => {
  it("writes each stop as el writes it", () => {
    const stops: [number, Rgb, number | undefined][] = [
      [0, { r: 11, g: 29, b: 58 }, undefined],
      [12.3456, { r: 31.4, g: 122.5, b: 224 }, 0.5],
      [100, { r: 300, g: -4, b: 212 }, 0],
      [-0, { r: 0, g: 0, b: 0 }, 1e-9],
    ];
    const list = new StopList();
    for (const [percent, color, opacity] of stops) list.add(percent, color, opacity);
    expect(list.markup.svg).toBe(
      stops
        .map(([percent, color, opacity]) =>
          el("stop", { offset: `${fmt(percent)}%`, "stop-color": toHex(color), "stop-opacity": opacity }),
        )
        .map((stop) => stop.svg)
        .join(""),
    );
  });
});

describe("escapeXml", () => {
  it("remembers long texts escaped without mixing them up", () => {
    const long = (char: string) => `data:${char.repeat(400)}`;
    const texts = [
      long("a"),
      long("b"),
      `${long("c")}<&>`,
      long("a"),
      `${long("c")}<&>`,
      long("d"),
      long("b"),
    ];
    for (const text of [...texts, ...texts]) {
      expect(escapeXml(text)).toBe(
        text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;"),
      );
    }
    expect(escapeXml(`${long("e")}\u0001"`)).toBe(`${long("e")}&quot;`);
  });
});

describe("canonicalJson", () => {
  it("writes what sorting every object's keys writes, for any JSON-like value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(referenceJson(value));
      }),
      { seed: 14, numRuns: 2000 },
    );
  });

  it("keeps each shape's order apart: same keys in other orders, more shapes than it keeps, odd members", () => {
    const members = [
      1,
      -0,
      0.1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'a"b\\c\u0001\ud800',
      true,
      null,
      undefined,
    ];
    const values: Record<string, unknown>[] = [];
    for (let shape = 0; shape < 80; shape++) {
      const keys = Array.from({ length: 1 + (shape % 7) }, (_, i) => `k${(shape * 7 + i * 3) % 11}`);
      if (shape % 2 === 1) keys.reverse();
      values.push(Object.fromEntries(keys.map((key, i) => [key, members[(shape + i) % members.length]])));
    }
    // Twice over, so shapes come back after others pushed them out.
    for (const value of [...values, ...values]) expect(canonicalJson(value)).toBe(referenceJson(value));
    expect(canonicalJson({ b: { y: 1, x: [2, { q: 1, p: 2 }] }, a: () => 0 })).toBe(
      '{"a":null,"b":{"x":[2,{"p":2,"q":1}],"y":1}}',
    );
  });
});
