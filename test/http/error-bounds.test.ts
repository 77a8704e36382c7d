// Error bodies are bounded whatever comes in: at most MAX_ERROR_ISSUES issues plus a count of the rest, echoes
// cut to MAX_ECHO_CHARACTERS, the whole body under MAX_ERROR_BODY_BYTES — and a flood of unknown keys is
// refused without being parsed.
import { beforeAll, describe, expect, it } from "vitest";
import {
  errorBodySchema,
  MAX_ECHO_CHARACTERS,
  MAX_ERROR_BODY_BYTES,
  MAX_ERROR_ISSUES,
  MAX_ERROR_MESSAGE_CHARACTERS,
} from "../../src/contract/index.js";
import { startRenderThread, useServer } from "../support/server.js";

const server = useServer();
const SETTINGS = '"settings":{"width":320,"height":200}';

/** POSTs a JSON text; returns the error body, its size in bytes and the time to answer. */
async function refuse(text: string) {
  // CPU time of this process (server and client both live here), not wall time: other processes on a busy
  // machine do not stretch it.
  const started = process.cpuUsage();
  const response = await server.post(text);
  const raw = await response.text();
  const used = process.cpuUsage(started);
  const ms = (used.user + used.system) / 1000;
  expect(response.status).toBe(400);
  const bytes = Buffer.byteLength(raw);
  expect(bytes).toBeLessThan(MAX_ERROR_BODY_BYTES);
  const body = JSON.parse(raw);
  expect(errorBodySchema.safeParse(body).success, raw.slice(0, 300)).toBe(true);
  const { error } = body;
  expect(error.issues.length).toBeLessThanOrEqual(MAX_ERROR_ISSUES);
  expect(error.field.length).toBeLessThanOrEqual(MAX_ECHO_CHARACTERS);
  expect(error.message.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE_CHARACTERS);
  for (const issue of error.issues) {
    expect(issue.field.length).toBeLessThanOrEqual(MAX_ECHO_CHARACTERS);
    expect((issue.received ?? "").length).toBeLessThanOrEqual(MAX_ECHO_CHARACTERS);
    expect(issue.field.isWellFormed()).toBe(true);
  }
  return { error, bytes, ms };
}

const members = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i));

describe("a flood of unknown keys", () => {
  // Bodies of 64 KB and more are read on the render thread: its start is not what is timed here.
  beforeAll(() => startRenderThread(server), 60_000);

  it("400,000 unknown top-level keys: the first hundred and a count of the rest, refused fast", async () => {
    const text = `{"kind":"background",${SETTINGS},${members(400_000, (i) => `"k${i}":1`).join(",")}}`;
    expect(text.length).toBeGreaterThan(4_500_000);
    const { error, ms } = await refuse(text);
    expect(error.code).toBe("unknown_field");
    expect(error.field).toBe("k0");
    expect(error.message).toBe("400000 problems in the request; see issues");
    expect(error.issues).toHaveLength(MAX_ERROR_ISSUES);
    expect(error.issues[99]).toMatchObject({ code: "unknown_field", field: "k99" });
    expect(error.omittedIssues).toBe(400_000 - MAX_ERROR_ISSUES);
    // It took 1.3 s of CPU (and answered 52 MB) before; sending and parsing 4.5 MB here costs a fraction.
    expect(ms).toBeLessThan(1000);
  });

  it("400,000 unknown keys inside settings, with a real problem listed first", async () => {
    const inner = members(400_000, (i) => `"k${i}":1`).join(",");
    const { error } = await refuse(`{"kind":"background","settings":{"width":10,"height":200,${inner}}}`);
    expect(error.code).toBe("invalid_request");
    expect(error.issues[0]).toMatchObject({ code: "out_of_range", field: "settings.width" });
    expect(error.issues[1]).toMatchObject({ code: "unknown_field", field: "settings.k0" });
    expect(error.issues).toHaveLength(MAX_ERROR_ISSUES);
    expect(error.omittedIssues).toBe(400_001 - MAX_ERROR_ISSUES);
  });

  it("unknown keys nested thousands deep under an unknown key are one issue", async () => {
    let value = "1";
    for (let i = 0; i < 20_000; i++) value = `{"k${i}":${value}}`;
    const { error } = await refuse(`{"kind":"background",${SETTINGS},"deep":${value}}`);
    expect(error.issues).toEqual([expect.objectContaining({ code: "unknown_field", field: "deep" })]);
    expect(error.omittedIssues).toBeUndefined();
  });

  it("deep nesting where a string or an object belongs is refused for its type", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const { error } = await refuse(
      `{"kind":"template","template":"blog","title":${deep},"identity":${deep}}`,
    );
    expect(error.issues.map((i: any) => [i.code, i.field, i.received])).toEqual([
      ["invalid_type", "identity", "array"],
      ["invalid_type", "title", "array"],
    ]);
  });

  it("keeps only the last of duplicate keys, as JSON.parse does", async () => {
    const text = `{"kind":"background","settings":{"width":"x","bogus":1},${SETTINGS}}`;
    const response = await server.post(text);
    expect(response.status).toBe(200);
  });

  it("refuses a prototype key as an unknown field at any depth", async () => {
    const { error } = await refuse(
      `{"kind":"background","settings":{"width":320,"height":200,"__proto__":{"x":1}},"__proto__":1}`,
    );
    expect(error.issues.map((i: any) => i.field).sort()).toEqual(["__proto__", "settings.__proto__"]);
  });
});

describe("long echoes are cut", () => {
  it("a 4 MB key name is echoed once, cut to 200 characters", async () => {
    const name = "a".repeat(4_000_000);
    const { error, bytes } = await refuse(`{"kind":"background",${SETTINGS},"${name}":1}`);
    expect(error.field).toBe(`${"a".repeat(MAX_ECHO_CHARACTERS - 1)}…`);
    expect(error.issues[0].field).toBe(error.field);
    expect(error.message.startsWith(`${"a".repeat(MAX_ECHO_CHARACTERS - 1)}…: `)).toBe(true);
    expect(bytes).toBeLessThan(2000);
  });

  it("a long field path is cut, never splitting a character", async () => {
    const name = "😀".repeat(300);
    const { error } = await refuse(`{"kind":"background","settings":{"width":320,"height":200,"${name}":1}}`);
    const field: string = error.issues[0].field;
    expect(field.startsWith("settings.😀")).toBe(true);
    expect(field.endsWith("…")).toBe(true);
    expect(field.length).toBeLessThanOrEqual(MAX_ECHO_CHARACTERS);
  });

  it("a received value is a short rendering, never the value", async () => {
    const { error } = await refuse(
      JSON.stringify({ kind: "background", settings: { style: "x".repeat(4_000_000) } }),
    );
    const style = error.issues.find((i: any) => i.field === "settings.style");
    expect(style.code).toBe("invalid_enum");
    expect(style.received.length).toBeLessThanOrEqual(MAX_ECHO_CHARACTERS);
  });

  it("keys that escape to six bytes a character: fewer issues listed, every one counted", async () => {
    const name = (i: number) => `${"\\u0001".repeat(190)}${i}`;
    const { error, bytes } = await refuse(
      `{"kind":"background",${SETTINGS},${members(500, (i) => `"${name(i)}":1`).join(",")}}`,
    );
    expect(bytes).toBeLessThan(MAX_ERROR_BODY_BYTES);
    expect(error.issues.length).toBeGreaterThan(10);
    expect(error.issues.length).toBeLessThan(MAX_ERROR_ISSUES);
    expect(error.issues.length + error.omittedIssues).toBe(500);
  });
});

describe("arrays of bad values", () => {
  it("100,000 bad text layers: refused for the count alone", async () => {
    const texts = members(100_000, () => '{"value":5,"weight":"heavy","glow":1}').join(",");
    const { error } = await refuse(`{"kind":"design-sequence","texts":[${texts}]}`);
    expect(error.issues).toEqual([expect.objectContaining({ code: "too_many", field: "texts" })]);
  });

  it("every field of 32 text layers wrong: the first hundred listed, the rest counted", async () => {
    const layer = {
      value: 5,
      weight: "x",
      x: "x",
      y: "x",
      size: "x",
      align: 1,
      color: 1,
      font: 1,
      opacity: "x",
      letterSpacing: "x",
      extra: 1,
    };
    const { error } = await refuse(
      JSON.stringify({ kind: "design-sequence", texts: Array.from({ length: 32 }, () => layer) }),
    );
    expect(error.issues).toHaveLength(MAX_ERROR_ISSUES);
    expect(error.omittedIssues).toBe(32 * 11 - MAX_ERROR_ISSUES);
    expect(error.message).toBe(`${32 * 11} problems in the request; see issues`);
  });

  it("a 100,000-element array where a string belongs is one invalid_type", async () => {
    const { error } = await refuse(
      `{"kind":"template","template":"blog","title":[${members(100_000, () => '"x"').join(",")}]}`,
    );
    expect(error.issues).toEqual([
      expect.objectContaining({ code: "invalid_type", field: "title", received: "array" }),
    ]);
  });
});

describe("malformed JSON", () => {
  it("is invalid_json with where it stops being JSON, even after 400,000 keys", async () => {
    const text = `{"kind":"background",${members(400_000, (i) => `"k${i}":1`).join(",")},}`;
    const response = await server.post(text);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("invalid_json");
    expect(error.message).toMatch(
      /^the request body is not valid JSON: expected a string \(in double quotes\) at position \d+, found "}"$/,
    );
  });
});
