// Fuzz cases for caller images: crafted rasters and data URLs (raster-payloads.ts) and crafted SVGs
// (svg-payloads.ts), each put where a request takes an image, with either output.
import fc from "fast-check";
import type { GenerateKind } from "../../../src/contract/index.js";
import type { Acceptance, FuzzCase, FuzzCategory } from "../case.js";
import { IMAGE_PAYLOADS } from "../raster-payloads.js";
import { SVG_PAYLOADS } from "../svg-payloads.js";
import { baseOf, type Fields, kind, placed } from "./bases.js";

/** Where a request takes an image: every kind's identity logo, and a template's background and partner logo. */
const IMAGE_FIELDS: readonly [GenerateKind | "any", string[]][] = [
  ["any", ["identity", "logoDataUrl"]],
  ["template", ["backgroundImageDataUrl"]],
  ["template", ["partnerLogoDataUrl"]],
];

/** A valid base with the image at one of its image fields, in JSON or raw output where the kind has both. */
export const withImage = (category: FuzzCategory, name: string, value: string, accept: Acceptance) =>
  fc
    .record({
      field: fc.constantFrom(...IMAGE_FIELDS),
      of: kind,
      output: fc.constantFrom("json", "raw"),
      layout: fc.boolean(),
    })
    .chain(({ field: [fieldKind, path], of, output, layout }) => {
      const target = fieldKind === "any" ? of : fieldKind;
      return baseOf(target).map((base): FuzzCase => {
        let request: Fields = placed(base, path, value);
        if (target === "background" || target === "template") request = { ...request, output };
        // The image layout is the one that draws a background image large.
        if (target === "template" && layout && path[0] === "backgroundImageDataUrl") {
          request = { ...request, template: "slides", slideLayout: "image" };
        }
        return {
          category,
          label: `${name} in ${target}.${path.join(".")}`,
          group: name,
          headers: { "content-type": "application/json" },
          body: Buffer.from(JSON.stringify(request)),
          accept,
        };
      });
    });

export const dataUrlCases: fc.Arbitrary<FuzzCase> = fc
  .constantFrom(...IMAGE_PAYLOADS)
  .chain((payload) => withImage("data URLs", payload.name, payload.value, payload.accept));

export const svgCases: fc.Arbitrary<FuzzCase> = fc
  .constantFrom(...SVG_PAYLOADS)
  .chain((payload) =>
    withImage(
      "SVGs",
      payload.name,
      `data:image/svg+xml;base64,${payload.bytes.toString("base64")}`,
      payload.accept,
    ),
  );
