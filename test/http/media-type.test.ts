// Content-Type of POST /api/generate: RFC 9110's grammar (empty parameters allowed, so `application/json;`
// is JSON), a charset other than utf-8 refused 415 naming it, and malformed values refused saying what is wrong.
import { describe, expect, it } from "vitest";
import { parseMediaType } from "../../src/server/media-type.js";
import { useServer } from "../support/server.js";

const server = useServer();
const background = { kind: "background", settings: { width: 320, height: 200 } };

async function refusal(type: string) {
  const response = await server.post(background, { "content-type": type });
  expect(response.status).toBe(415);
  const body = await response.json();
  expect(body).toMatchObject({
    error: { code: "unsupported_media_type", field: "Content-Type", issues: [] },
    schemaVersion: 1,
  });
  return body.error.message as string;
}

describe("accepted", () => {
  it.each([
    "application/json;",
    "application/json ;",
    "application/json; ;charset=utf-8",
    "application/json;;",
    'application/json; charset="utf-8"',
    "application/json; charset=UTF-8",
    "APPLICATION/JSON; CHARSET=Utf-8",
    'application/json; profile="https://example.com/p"',
    'application/json; note="a;b"',
  ])("%s (RFC 9110 allows empty parameters; utf-8 in any case)", async (type) => {
    const response = await server.post(background, { "content-type": type });
    expect(response.status).toBe(200);
  });
});

describe("refused with 415, naming what is wrong", () => {
  it.each([
    ["application/json; charset=utf-16", "utf-16"],
    ["application/json; charset=UTF-16LE", "UTF-16LE"],
    ["application/json; charset=latin1", "latin1"],
    ["application/json; charset=iso-8859-1", "iso-8859-1"],
    ['application/json; charset="us-ascii"', "us-ascii"],
    ["application/json; charset=utf8", "utf8"],
  ])("%s: the charset", async (type, charset) => {
    const message = await refusal(type);
    expect(message).toContain(`charset "${charset}" is not accepted`);
    expect(message).toContain("utf-8");
  });

  it("a charset given twice", async () => {
    expect(await refusal("application/json; charset=utf-8; charset=utf-16")).toContain("more than once");
  });

  it.each([
    ["application/json; garbage", '"garbage" is not name=value'],
    ["application/json; charset=", '"charset=" is not name=value'],
    ['application/json; charset="utf-8', "is not name=value"],
    ["application/json; charset = utf-8", "is not name=value"],
    ["application/json extra", 'not " extra"'],
    ["application /json", "does not start with type/subtype"],
    ["json", "does not start with type/subtype"],
  ])("%s: malformed", async (type, says) => {
    const message = await refusal(type);
    expect(message).toContain("malformed");
    expect(message).toContain(says);
  });

  it.each(["text/plain; charset=utf-8", "application/jsonx", "application/json-patch+json"])(
    "%s: another media type, named",
    async (type) => {
      const message = await refusal(type);
      expect(message).toContain(JSON.stringify(type.split(";")[0]));
      expect(message).toContain("not application/json");
    },
  );

  it("no Content-Type", async () => {
    const response = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      body: new Blob([JSON.stringify(background)]),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.message).toContain("no Content-Type was sent");
  });
});

describe("parseMediaType", () => {
  it("reads type, subtype and parameters, unquoting values", () => {
    expect(parseMediaType('Application/JSON ; Charset="a\\"b;c" ;; q=1')).toEqual({
      essence: "application/json",
      parameters: [
        ["charset", 'a"b;c'],
        ["q", "1"],
      ],
    });
  });

  it("takes a bare type/subtype and trailing empty parameters", () => {
    expect(parseMediaType("application/json")).toEqual({ essence: "application/json", parameters: [] });
    expect(parseMediaType("application/json; ")).toEqual({ essence: "application/json", parameters: [] });
  });

  it("says why a value is not a media type", () => {
    expect(parseMediaType("")).toHaveProperty("error");
    expect(parseMediaType("application/")).toHaveProperty("error");
    expect(parseMediaType("application/json; a=b c")).toHaveProperty("error");
  });
});
