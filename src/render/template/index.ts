// renderTemplate: a template request + identity → one self-contained SVG (slides, blog cover, partnership
// graphic), the warnings a caller should see, and the text boxes it placed. Staged: resolve colours and
// frame → the layout measures and returns a scene (scene/nodes.ts) → a right-to-left page mirrors it
// (scene/mirror.ts) → one serializer writes it (scene/serialize.ts).
import type { ResolvedIdentity } from "../../catalog/identities/types.js";
import {
  LAYOUT_NEEDS,
  slideLayoutOf,
  TEMPLATE_CANVAS,
  type TemplateRequest,
  type TemplateWarningCode,
  type Warning,
} from "../../contract/index.js";
import { createIdScope, el, svgDocument, type TextPieces } from "../../svg/index.js";
import { type FontBook, hanLocale, paragraphDirection } from "../text/index.js";
import { blogCover } from "./blog.js";
import { footer, footerTop, header, headerBottom } from "./brand.js";
import { resolveColors } from "./colors.js";
import { createFrame, type PartnerMark, type PlacedText } from "./frame.js";
import { bodyLines } from "./grammar.js";
import { ground } from "./ground.js";
import { templateNamespace } from "./namespace.js";
import { partnershipGraphic } from "./partnership.js";
import { mirrorScene } from "./scene/mirror.js";
import { nodes, type SceneNode } from "./scene/nodes.js";
import { serializeScene } from "./scene/serialize.js";
import { SLIDE_RENDERERS, type SlideInput } from "./slides/index.js";

export type { Box, PartnerMark, PlacedText } from "./frame.js";

export interface TemplateRender {
  svg: TextPieces;
  width: number;
  height: number;
  warnings: Warning[];
  /** Every text block placed, with the box it was given and the ink it used. */
  placed: PlacedText[];
}

/**
 * `empty_content` on each field the layout needs (LAYOUT_NEEDS) that the request leaves absent or blank: the
 * slide is still drawn, but a caller (or an agent posting a brief's request) hears that it is incomplete.
 */
function emptyContentWarnings(request: TemplateRequest, layout: keyof typeof LAYOUT_NEEDS): Warning[] {
  return LAYOUT_NEEDS[layout]
    .filter((field) => !request[field]?.trim())
    .map((field) => ({
      code: "empty_content" satisfies TemplateWarningCode,
      field,
      message: `the ${layout} layout needs a ${field}; without one it is drawn incomplete (the body grammar says what to write)`,
    }));
}

/** Layouts whose title falls back to the identity (an opening, a divider, a sign-off, covers). */
const IDENTITY_TITLED = new Set(["title", "section", "closing", "blog", "partnership"]);

/**
 * Renders a template. Pure: identical request, identity, partner and fonts give byte-identical output.
 * Without a title, openings and covers use the identity's name and (for title, closing, blog) its tagline;
 * other layouts show only what the request gives.
 */
export function renderTemplate(
  request: TemplateRequest,
  identity: ResolvedIdentity,
  partner: PartnerMark | undefined,
  fonts: FontBook,
): TemplateRender {
  const { width, height } = TEMPLATE_CANVAS[request.template];
  const slideLayout = slideLayoutOf(request);
  const layout = slideLayout ?? request.template;
  const { colors, warnings } = resolveColors(request, identity);
  warnings.push(
    ...emptyContentWarnings(request, slideLayout ?? (request.template as "blog" | "partnership")),
  );
  // Ids follow what is drawn; `output` only wraps it, so raw and json carry the same SVG.
  const { output: _output, ...drawn } = request;
  const ids = createIdScope(templateNamespace(drawn, identity, partner));
  const han = hanLocale([request.title, request.body, identity.name, identity.tagline].join("\n"));
  // The direction of what is drawn: a title slide with no title reads in its identity's name and tagline.
  const fallback = IDENTITY_TITLED.has(layout);
  const lines = bodyLines(request.body);
  const taglined = fallback && layout !== "section" && layout !== "partnership";
  const title = request.title?.trim() || (fallback ? identity.name : "");
  const body = lines.length > 0 ? lines.join("\n") : taglined ? identity.tagline : "";
  const direction = paragraphDirection([title, body].join("\n"));
  const frame = createFrame({
    width,
    height,
    colors,
    identity,
    ids,
    fonts,
    partner,
    warnings,
    han,
    direction,
  });
  const input: SlideInput = {
    title,
    lines: lines.length > 0 || !taglined ? lines : [identity.tagline],
    body,
    imageDataUrl: request.backgroundImageDataUrl,
  };
  // The image layout frames the image; every other layout lays it behind the text under a scrim.
  const base = ground(frame, request.texture, request.backgroundImageDataUrl, layout !== "image");
  const region = {
    x: frame.content.x,
    y: headerBottom(frame),
    width: frame.content.width,
    height: footerTop(frame) - headerBottom(frame),
  };
  // Measure and lay out (the layout's scene and the chrome's), mirror a right-to-left page, then write it.
  const content: readonly SceneNode[] = slideLayout
    ? SLIDE_RENDERERS[slideLayout](frame, input, region)
    : request.template === "blog"
      ? blogCover(frame, input, region)
      : partnershipGraphic(frame, input, region);
  const chrome = request.template === "partnership" ? [footer(frame)] : [header(frame), footer(frame)];
  const scene = nodes([content, chrome]);
  // The ground stays where it is on a mirrored page: only what is laid out on it is mirrored.
  const markup = serializeScene(
    nodes([base.body, frame.mirrored ? mirrorScene(scene, width) : scene]),
    frame.glyphs,
  );
  // Glyph definitions last: every text block above has now been outlined.
  const defs = el("defs", {}, [serializeScene(base.defs, frame.glyphs), frame.glyphs.defs()]);
  const texts = [input.title, input.body].filter(Boolean).join(" — ");
  const svg = svgDocument(
    {
      width,
      height,
      title: input.title || `${identity.name} ${layout}`,
      description: `${identity.name} ${request.template === "slides" ? `${layout} slide` : request.template === "blog" ? "blog cover" : "partnership graphic"}: ${texts}`,
      ids,
    },
    [defs, markup],
  );
  return { svg, width, height, warnings: frame.warnings, placed: frame.placed };
}
