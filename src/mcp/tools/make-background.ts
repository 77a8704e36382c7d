// make_background: a brand background (gradient, grain, dither or pattern field with the logo) as an image.
import { z } from "zod";
import { backgroundSettingsSchema } from "../../contract/index.js";
import { artifactResult } from "../artifact-result.js";
import { markIdentityInput } from "../identity-input.js";
import { defineTool, READ_ONLY } from "../tool.js";

const { shape } = backgroundSettingsSchema;

export const makeBackground = defineTool({
  name: "make_background",
  description:
    "A brand background (OG image, hero): a PNG to look at, and links to its files (SVG, PNG, JPEG…).",
  input: z.strictObject({
    identity: markIdentityInput,
    width: shape.width,
    height: shape.height.describe("pixels"),
    style: shape.style.describe("how the colour field is drawn"),
    gradient: shape.gradient.describe("shape of the colour field"),
    colorA: shape.colorA.describe("first colour; default: the identity's"),
    colorB: shape.colorB.describe("second colour"),
    pattern: shape.pattern.describe("line art over the field"),
    surfaceMaterial: shape.surfaceMaterial.describe("surface over the field"),
  }),
  annotations: READ_ONLY,
  fieldOf: (field) => field.replace(/^settings\./u, ""),
  run: ({ identity, ...settings }, context) =>
    artifactResult({ kind: "background", ...(identity ? { identity } : {}), settings }, context),
});
