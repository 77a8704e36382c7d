// make_graphic: a slide, blog cover or partnership graphic (the contract's template kind) as an image.
import { z } from "zod";
import { TEMPLATE_CANVAS, templateRequestSchema } from "../../contract/index.js";
import { artifactResult } from "../artifact-result.js";
import { identityInput } from "../identity-input.js";
import { defineTool, READ_ONLY } from "../tool.js";

const { shape } = templateRequestSchema;

export const makeGraphic = defineTool({
  name: "make_graphic",
  description: "A title and body on the brand's template: a PNG to look at, and links to its files.",
  input: z.strictObject({
    template: shape.template.describe(
      Object.entries(TEMPLATE_CANVAS)
        .map(([kind, { width, height }]) => `${kind} ${width}×${height}`)
        .join(", "),
    ),
    identity: identityInput,
    title: shape.title.describe("headline (a quote layout: the quote)"),
    body: shape.body.describe(
      "lines per layout (metrics `98% — Uptime`, timeline `2024: Launch`…): marque://docs/generate/template",
    ),
    slideLayout: shape.slideLayout,
    texture: shape.texture.describe("ground"),
    background: shape.background.describe("ground colour"),
    foreground: shape.foreground.describe("text colour"),
    partnerId: shape.partnerId.describe("partnership: proof asset id (list_catalog)"),
  }),
  annotations: READ_ONLY,
  run: ({ identity, slideLayout, ...rest }, context) =>
    artifactResult(
      {
        kind: "template",
        ...(identity ? { identity } : {}),
        ...rest,
        // The contract refuses slideLayout on other templates; its default is only the slides'.
        ...(rest.template === "slides" ? { slideLayout } : {}),
      },
      context,
    ),
});
