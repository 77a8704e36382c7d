// slides, blog, partnership: templates — every template field, live, in the identity's type.
import { identityRecords, resolveIdentity } from "../../../src/catalog/identities/index.js";
import {
  BODY_GRAMMAR,
  IDENTITY_PRESETS,
  type IdentityPreset,
  type SlideLayout,
  type TemplateKind,
  type TemplateRequest,
} from "../../../src/contract/index.js";
import { generate } from "../../../src/generate/generate.js";
import { resolveColors } from "../../../src/render/template/colors.js";
import { createGeneratingTool } from "../generating-tool.js";
import { identitySwatches } from "../identity-swatches.js";
import type { FieldBinding } from "../schema-controls.js";
import type { ToolFactory } from "../types.js";

const STARTERS: Record<TemplateKind, Record<string, unknown>> = {
  slides: { slideLayout: "title" },
  blog: {},
  partnership: {},
};

/** partnerId choices: the active identity's public proof assets by name (none → no choice to offer). */
function partners(source: Record<string, unknown>): Pick<FieldBinding, "options" | "optionLabels"> {
  const preset = (source.identity as { preset?: string } | undefined)?.preset ?? "starter";
  const record = (IDENTITY_PRESETS as readonly string[]).includes(preset)
    ? identityRecords[preset as IdentityPreset]
    : undefined;
  const assets = record?.proofAssets ?? [];
  return {
    options: ["", ...assets.map((asset) => asset.id)],
    optionLabels: Object.fromEntries(assets.map((asset) => [asset.id, `${asset.name} (${asset.kind})`])),
  };
}

function bindings(template: TemplateKind) {
  return (source: Record<string, unknown>): FieldBinding[] => {
    // Ground and text left to the texture and identity report the colours in effect.
    const identity = resolveIdentity(source.identity as never);
    const { colors } = resolveColors(source as unknown as TemplateRequest, identity);
    const swatches = identitySwatches(identity);
    return [
      ...(template === "slides" ? [{ path: "slideLayout", label: "Layout", section: "Layout" }] : []),
      { path: "title", section: "Text" },
      {
        path: "body",
        section: "Text",
        hint: `One entry per line: ${BODY_GRAMMAR[template === "slides" ? (source.slideLayout as SlideLayout) : template]}`,
      },
      { path: "texture", section: "Colour" },
      {
        path: "background",
        label: "Background colour",
        section: "Colour",
        fallback: colors.ground,
        swatches,
      },
      { path: "foreground", label: "Text colour", section: "Colour", fallback: colors.ink, swatches },
      { path: "backgroundImageDataUrl", label: "Background image", section: "Images" },
      { path: "partnerLogoDataUrl", label: "Partner logo", section: "Partner" },
      { path: "partnerId", label: "Partner", section: "Partner", ...partners(source) },
    ];
  };
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
        // The server's own generate: the type engine and the identity's fonts load with these tools.
        draw: async (request, context) => {
          // The request's words decide which fallback fonts (scripts, CJK slices, emoji) to fetch.
          const texts = request.kind === "template" ? [request.title ?? "", request.body ?? ""] : [];
          const result = generate(request, await context.fonts([], texts));
          const filename = /filename="([^"]+)"/u.exec(result.headers["content-disposition"] ?? "")?.[1];
          return { svg: String(result.body), filename: filename ?? `${template}.svg` };
        },
      },
      context,
      saved,
    );

export const createSlidesTool = templateTool("slides");
export const createBlogTool = templateTool("blog");
export const createPartnershipTool = templateTool("partnership");
