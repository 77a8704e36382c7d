// Fuzz cases at the byte level: invalid UTF-8 inside and outside strings, other encodings, and odd media types
// and charsets on valid bodies.
import fc from "fast-check";
import type { Acceptance, FuzzCase } from "../case.js";
import { anyBase, placed } from "./bases.js";

const MARK = "FUZZMARK";

/** Byte sequences that are not UTF-8. */
const INVALID_UTF8: readonly [string, number[]][] = [
  ["0xFF", [0xff]],
  ["0xFE", [0xfe]],
  ["a lone continuation byte", [0x80]],
  ["overlong '/'", [0xc0, 0xaf]],
  ["overlong 3-byte '/'", [0xe0, 0x80, 0xaf]],
  ["an encoded surrogate", [0xed, 0xa0, 0x80]],
  ["a code point over U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
  ["a cut 3-byte sequence", [0xe2, 0x82]],
  ["a 5-byte sequence", [0xf8, 0x88, 0x80, 0x80, 0x80]],
];

/** Text inside a JSON string: valid JSON escapes of odd code points, and raw control bytes (not JSON). */
const ODD_TEXT: readonly [string, string, Acceptance][] = [
  ["an escaped lone surrogate", "\\ud800", "either"],
  ["an escaped NUL", "\\u0000", "either"],
  ["escaped bidi controls", "\\u202e\\u2066", "either"],
  ["a raw NUL byte", "\u0000", "never"],
  ["a raw tab", "\t", "never"],
];

/** A valid request with a marker string in identity.name (every kind has an identity), as JSON bytes. */
const marked = anyBase.map((base) => Buffer.from(JSON.stringify(placed(base, ["identity", "name"], MARK))));

const splice = (json: Buffer, insert: Buffer) => {
  const at = json.indexOf(MARK);
  return Buffer.concat([json.subarray(0, at), insert, json.subarray(at + MARK.length)]);
};

const utf8Case = (
  label: string,
  body: Buffer,
  accept: Acceptance,
  contentType = "application/json",
): FuzzCase => ({
  category: "invalid UTF-8",
  label,
  headers: { "content-type": contentType },
  body,
  accept,
});

function utf16(text: string, endian: "le" | "be", bom: boolean): Buffer {
  const le = Buffer.from(`${bom ? "\uFEFF" : ""}${text}`, "utf16le");
  if (endian === "be") for (let i = 0; i < le.length; i += 2) le.writeUInt16BE(le.readUInt16LE(i), i);
  return le;
}

export const utf8Cases: fc.Arbitrary<FuzzCase> = fc.oneof(
  // Not UTF-8 inside a string: replaced or refused, never a 5xx.
  fc
    .record({ json: marked, bytes: fc.constantFrom(...INVALID_UTF8) })
    .map(({ json, bytes: [name, bytes] }) =>
      utf8Case(`${name} in identity.name`, splice(json, Buffer.from(bytes)), "either"),
    ),
  // Outside a string it cannot be JSON.
  fc
    .record({ base: anyBase, bytes: fc.constantFrom(...INVALID_UTF8) })
    .map(({ base, bytes: [name, bytes] }) => {
      const json = Buffer.from(JSON.stringify(base));
      return utf8Case(
        `${name} between tokens`,
        Buffer.concat([json.subarray(0, 1), Buffer.from(bytes), json.subarray(1)]),
        "never",
      );
    }),
  fc
    .record({ json: marked, text: fc.constantFrom(...ODD_TEXT) })
    .map(({ json, text: [name, text, accept] }) =>
      utf8Case(`${name} in identity.name`, splice(json, Buffer.from(text)), accept),
    ),
  anyBase.map((base) =>
    utf8Case("a UTF-8 BOM before the JSON", Buffer.from(`\uFEFF${JSON.stringify(base)}`), "either"),
  ),
  fc
    .record({
      base: anyBase,
      endian: fc.constantFrom("le" as const, "be" as const),
      bom: fc.boolean(),
      charset: fc.boolean(),
    })
    .map(({ base, endian, bom, charset }) =>
      utf8Case(
        `UTF-16${endian.toUpperCase()}${bom ? " with a BOM" : ""}${charset ? ", charset=utf-16" : ""}`,
        utf16(JSON.stringify(base), endian, bom),
        "never",
        charset ? "application/json; charset=utf-16" : "application/json",
      ),
    ),
  fc
    .record({ json: marked, charset: fc.constantFrom("iso-8859-1", "latin1", "windows-1252") })
    .map(({ json, charset }) =>
      utf8Case(
        `Latin-1 bytes with charset=${charset}`,
        splice(json, Buffer.from([0x43, 0x61, 0x66, 0xe9])),
        "never",
        `application/json; charset=${charset}`,
      ),
    ),
);

/** Content-Type values with what a valid body sent under each may get. */
const MEDIA_TYPES: readonly [string | undefined, Acceptance][] = [
  ["application/json", "always"],
  ["application/json; charset=utf-8", "always"],
  ["application/json;charset=UTF-8", "always"],
  ["Application/JSON", "always"],
  ['application/json; charset="utf-8"', "always"],
  ["application/json;", "either"],
  ["application/json; foo=bar", "either"],
  ["application/json; charset=utf8", "either"],
  ["application/json; charset=us-ascii", "either"],
  ["application/json; charset=", "either"],
  ["application/json ; charset=utf-8", "either"],
  ["application/json; charset=utf-8; charset=utf-16", "either"],
  [undefined, "never"],
  ["", "never"],
  ["text/plain", "never"],
  ["text/json", "never"],
  ["application/x-www-form-urlencoded", "never"],
  ["multipart/form-data; boundary=x", "never"],
  ["application/xml", "never"],
  ["application/jsonx", "never"],
  ["application/json-patch+json", "never"],
  ["application/vnd.api+json", "never"],
  ["*/*", "never"],
  ["application/*", "never"],
  ["application/json, text/plain", "never"],
  ["application/json; charset=utf-16", "never"],
  ["application/json; charset=latin1", "never"],
  ["application/json; charset=iso-8859-1", "never"],
  ["application/json; charset=utf-32", "never"],
  ['application/json; charset="utf-16"', "never"],
  [`application/json; x=${"y".repeat(10_000)}`, "either"],
];

export const mediaTypeCases: fc.Arbitrary<FuzzCase> = fc
  .record({ base: anyBase, type: fc.constantFrom(...MEDIA_TYPES) })
  .map(
    ({ base, type: [type, accept] }): FuzzCase => ({
      category: "media types",
      label:
        type === undefined
          ? "no Content-Type"
          : `Content-Type: ${type.length > 60 ? `${type.slice(0, 40)}… (${type.length} chars)` : JSON.stringify(type)}`,
      headers: type === undefined ? {} : { "content-type": type },
      body: Buffer.from(JSON.stringify(base)),
      accept,
    }),
  );
