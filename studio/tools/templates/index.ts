// slides, blog, partnership: templates — every template field, live, in the identity's type.
import { identityRecords } from "../../../src/catalog/identities/index.js";
import {
  BODY_GRAMMAR,
  IDENTITY_PRESETS,
  type IdentityPreset,
  type SlideLayout,
  type TemplateKind,
} from "../../../src/contract/index.js";
import { createGeneratingTool } from "../generating-tool.js";
import type { FieldBinding } from "../schema-controls.js";
import type { ToolFactory } from "../types.js";

const STARTERS: Record<TemplateKind, Record<string, unknown>> = {
  slides: { slideLayout: "title" },
  blog: {},
  partnership: {},
};

/** partnerId choices: the active identity's public proof assets (none → no choice to offer). */
function partnerIds(source: Record<string, unknown>): string[] {
  const preset = (source.identity as { preset?: string } | undefined)?.preset ?? "starter";
  const record = (IDENTITY_PRESETS as readonly string[]).includes(preset)
    ? identityRecords[preset as IdentityPreset]
    : undefined;
  return ["", ...(record?.proofAssets.map((asset) => asset.id) ?? [])];
}

function bindings(template: TemplateKind) {
  return (source: Record<string, unknown>): FieldBinding[] => [
    { path: "title" },
    {
      path: "body",
      hint: `One entry per line: ${BODY_GRAMMAR[template === "slides" ? (source.slideLayout as SlideLayout) : template]}`,
    },
    ...(template === "slides" ? [{ path: "slideLayout", label: "Layout" }] : []),
    { path: "texture" },
    { path: "background", label: "Background colour" },
    { path: "foreground", label: "Text colour" },
    { path: "backgroundImageDataUrl", label: "Background image" },
    { path: "partnerLogoDataUrl", label: "Partner logo" },
    { path: "partnerId", label: "Partner", options: partnerIds(source) },
  ];
}

const templateTool =
  (template: TemplateKind): ToolFactory =>
  (context, saved) =>
    createGeneratingTool(
      {
        id: template,
        kind: "template",
        initial: STARTERS[template],
        fixed: { template },
        bindings: bindings(template),
      },
      context,
      saved,
    );

export const createSlidesTool = templateTool("slides");
export const createBlogTool = templateTool("blog");
export const createPartnershipTool = templateTool("partnership");
