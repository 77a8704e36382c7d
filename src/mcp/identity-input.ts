// The `identity` argument the artifact tools share: the contract's identity fields a model can fill in
// (the logo, a data URL, is left to the HTTP API: base64 images do not belong in a tool call).
import { z } from "zod";
import { DEFAULT_IDENTITY_PRESET, identitySchema } from "../contract/index.js";

const { shape } = identitySchema;

const fields = {
  // An id, not the enum: the ten ids would be repeated in every tool's schema (≈ 170 characters each, of a
  // 2k-token budget for the whole list); list_catalog lists them, and the contract refuses any other id,
  // listing them (its refusal is the tool's error).
  preset: z.string().optional().describe(`list_catalog id (${DEFAULT_IDENTITY_PRESET})`),
  name: shape.name.describe("brand name"),
  tagline: shape.tagline.describe("one-line promise"),
  ink: shape.ink.describe("text, mark"),
  paper: shape.paper.describe("ground"),
};

const optionalIdentity = <Shape extends Partial<typeof fields>>(picked: Shape) =>
  z.strictObject(picked).optional().describe("brand");

export const identityInput = optionalIdentity(fields);

/** A background draws no text but the wordmark: the tagline is left out. */
export const markIdentityInput = optionalIdentity({
  preset: fields.preset,
  name: fields.name,
  ink: fields.ink,
  paper: fields.paper,
});
