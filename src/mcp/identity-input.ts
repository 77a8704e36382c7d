// The `identity` argument the artifact tools share: the contract's identity fields a model can fill in
// (the logo, a data URL, is left to the HTTP API: base64 images do not belong in a tool call).
import { z } from "zod";
import { identitySchema } from "../contract/index.js";

const { shape } = identitySchema;

const fields = {
  preset: shape.preset.describe("built-in identity (list_catalog)"),
  name: shape.name.describe("brand name"),
  tagline: shape.tagline.describe("one-line promise"),
  ink: shape.ink.describe("text and mark colour"),
  paper: shape.paper.describe("ground colour"),
};

const optionalIdentity = <Shape extends Partial<typeof fields>>(picked: Shape) =>
  z.strictObject(picked).optional().describe("brand; default: the starter preset");

export const identityInput = optionalIdentity(fields);

/** A background draws no text but the wordmark: the tagline is left out. */
export const markIdentityInput = optionalIdentity({
  preset: fields.preset,
  name: fields.name,
  ink: fields.ink,
  paper: fields.paper,
});
