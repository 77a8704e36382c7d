// The generation contract: the four request kinds and what each answers.
import type { z } from "zod";
import { backgroundRequestSchema } from "./background.js";
import { designSequenceRequestSchema } from "./design-sequence.js";
import { elementBriefRequestSchema } from "./element-brief.js";
import { type TemplateRequest, templateRequestSchema } from "./template.js";

export const GENERATION_SCHEMA_VERSION = 2;
export const REQUEST_CONTENT_TYPE = "application/json";

export const GENERATE_KINDS = ["background", "template", "element-brief", "design-sequence"] as const;
export type GenerateKind = (typeof GENERATE_KINDS)[number];

export const requestSchemas = {
  background: backgroundRequestSchema,
  template: templateRequestSchema,
  "element-brief": elementBriefRequestSchema,
  "design-sequence": designSequenceRequestSchema,
} as const satisfies Record<GenerateKind, z.ZodType>;

/** A validated request of any kind (a template's as validation leaves it: see TemplateRequest). */
export type GenerateRequest =
  | { [K in Exclude<GenerateKind, "template">]: z.output<(typeof requestSchemas)[K]> }[Exclude<
      GenerateKind,
      "template"
    >]
  | TemplateRequest;

/** Response media type by kind and output (the spec's table). */
export const RESPONSE_MEDIA_TYPES = {
  background: { json: "application/json", raw: "image/svg+xml" },
  template: { json: "application/json", raw: "image/svg+xml" },
  "element-brief": { json: "application/json" },
  "design-sequence": { json: "application/json" },
} as const satisfies Record<GenerateKind, Record<string, string>>;

export const UNKNOWN_FIELD_RULE =
  "Every object is closed: a field the contract does not define is rejected with 400; at the top level the error code is unknown_field, nested ones are issues with code unknown_field and their path.";
