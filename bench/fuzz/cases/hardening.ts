// Fuzz cases for the attack classes of the second hostile review (issue 27): CSS nested past the stack, lone
// surrogates in text fields (the answer's SVG must stay strict XML: output-safety checks every SVG), crafted
// raster structures and byte-mutated valid files, and SVG render bombs.
import fc from "fast-check";
import type { Acceptance, FuzzCase, FuzzCategory } from "../case.js";
import {
  DEEP_CSS_PAYLOADS,
  MUTATION_BASES,
  RENDER_BOMB_PAYLOADS,
  STRUCTURE_PAYLOADS,
} from "../hardening-payloads.js";
import type { SvgPayload } from "../svg-payloads.js";
import { baseOf, type Fields, kind, placed } from "./bases.js";
import { withImage } from "./images.js";

const svgCasesOf = (category: FuzzCategory, payloads: readonly SvgPayload[]) =>
  fc
    .constantFrom(...payloads)
    .chain((payload) =>
      withImage(
        category,
        payload.name,
        `data:image/svg+xml;base64,${payload.bytes.toString("base64")}`,
        payload.accept,
      ),
    );

export const deepCssCases: fc.Arbitrary<FuzzCase> = svgCasesOf("deep CSS", DEEP_CSS_PAYLOADS);

export const renderBombCases: fc.Arbitrary<FuzzCase> = svgCasesOf("SVG render bombs", RENDER_BOMB_PAYLOADS);

/** A valid file with one of its first 64 bytes (after the signature) replaced. */
const mutatedRaster = fc
  .record({
    base: fc.constantFrom(...MUTATION_BASES),
    at: fc.integer({ min: 8, max: 63 }),
    byte: fc.integer({ min: 0, max: 255 }),
  })
  .chain(({ base: [name, type, bytes], at, byte }) => {
    const copy = Buffer.from(bytes);
    if (at < copy.length) copy[at] = byte;
    const value = `data:${type};base64,${copy.toString("base64")}`;
    return withImage("crafted image structures", `${name} with one byte changed`, value, "either");
  });

export const structureCases: fc.Arbitrary<FuzzCase> = fc.oneof(
  fc
    .constantFrom(...STRUCTURE_PAYLOADS)
    .chain((payload) => withImage("crafted image structures", payload.name, payload.value, payload.accept)),
  mutatedRaster,
);

/** Text pieces: halves of surrogate pairs, whole pairs, markup characters and letters. */
const PIECES = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF", "😀", "a", "<", "&", " "];

/** Text fields every kind has (the identity's) and the template's own, each at most 8 UTF-16 units here. */
const TEXT_FIELDS: readonly [Acceptance, string[], "any" | "template"][] = [
  ["always", ["identity", "name"], "any"],
  ["always", ["identity", "tagline"], "any"],
  ["always", ["identity", "shortName"], "any"],
  ["always", ["title"], "template"],
  ["always", ["body"], "template"],
];

export const loneSurrogateCases: fc.Arbitrary<FuzzCase> = fc
  .record({
    field: fc.constantFrom(...TEXT_FIELDS),
    of: kind,
    text: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("")),
  })
  .chain(({ field: [accept, path, where], of, text }) => {
    const target = where === "any" ? of : "template";
    return baseOf(target).map(
      (base): FuzzCase => ({
        category: "lone surrogates",
        label: `a lone surrogate in ${target}.${path.join(".")}`,
        headers: { "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(placed(base as Fields, path, text))),
        accept,
      }),
    );
  });
