// drawOpenGraph: an Open Graph document + identity + fonts → one image (page) per chosen platform: the ground
// full bleed, a card of the identity's paper carrying its logo, the title set as large as fits (wrapped, then
// shrunk, never past its box), the subtitle and the page's URL, and the picture beside it — all inside the area
// the platform keeps. Type outlined from the bundled faces; pure: the same input gives the same bytes.
import { darkAndLight } from "../../catalog/identities/color.js";
import type { IdentityLogo, ResolvedIdentity } from "../../catalog/identities/types.js";
import { contrastRatio } from "../../color/contrast.js";
import {
  chosenPlatforms,
  OPEN_GRAPH_PLATFORM_SPECS,
  type OpenGraphDocument,
  type OpenGraphPlatform,
} from "../../contract/index.js";
import {
  type Child,
  createIdScope,
  el,
  fmt,
  type Markup,
  namespaceOf,
  svgDocument,
} from "../../svg/index.js";
import type { DrawnDocument } from "../files/drawn-document.js";
import type { PdfPage } from "../files/pdf-writer.js";
import type { FontBook } from "../text/book.js";
import { GlyphSheet, outlineText } from "../text/outline.js";
import { openGraphCopy } from "./copy.js";
import { groundMarkup, tint } from "./ground.js";
import { type Box, openGraphLayout } from "./layout.js";
import { setOpenGraphText } from "./text.js";

export { type OpenGraphCopy, openGraphCopy } from "./copy.js";
export { type OpenGraphLayoutBoxes, openGraphLayout } from "./layout.js";
export { type OpenGraphText, setOpenGraphText } from "./text.js";

/** What the Studio adds that a document cannot carry: a material ground's still (WebGL draws it). */
export interface OpenGraphExtras {
  readonly materialStill?: string;
}

/** Every string the images set, for a browser to fetch the faces and fallback files they need first. */
export function openGraphTexts(identity: ResolvedIdentity, doc: OpenGraphDocument): string[] {
  const copy = openGraphCopy(identity, doc);
  return [copy.title, copy.subtitle ?? "", copy.url, "…"];
}

/** The logo variant made for `ground`'s lightness. */
function logoOn(identity: ResolvedIdentity, ground: string): IdentityLogo {
  const { dark, light } = darkAndLight(identity.colors.ink, identity.colors.paper);
  return contrastRatio(dark, ground) >= contrastRatio(light, ground)
    ? identity.logos.light
    : identity.logos.dark;
}

/** The logo fitted into `box` at its start (or centred), its proportions kept. */
function logoMark(logo: IdentityLogo, box: Box, align: "start" | "middle"): Markup {
  const aspect = logo.aspect > 0 && Number.isFinite(logo.aspect) ? logo.aspect : 1;
  let width = box.width;
  let height = width / aspect;
  if (height > box.height) {
    height = box.height;
    width = height * aspect;
  }
  const x = align === "start" ? box.x : box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  return el("image", { x, y, width, height, href: logo.dataUrl, preserveAspectRatio: "xMidYMid meet" });
}

/** One platform's image as a standalone SVG. */
export function drawOpenGraphPage(
  platform: OpenGraphPlatform,
  identity: ResolvedIdentity,
  doc: OpenGraphDocument,
  fonts: FontBook,
  extras: OpenGraphExtras = {},
): PdfPage {
  const spec = OPEN_GRAPH_PLATFORM_SPECS[platform];
  const boxes = openGraphLayout(platform, doc.layout, doc.image !== undefined);
  const { width, height, card, align, sizes } = boxes;
  const copy = openGraphCopy(identity, doc);
  // The page's ids follow everything it draws (the identity's own by its slug and colours and faces).
  const ids = createIdScope(
    namespaceOf(
      { og: identity.slug, colors: identity.colors, type: identity.typography, platform, doc, extras },
      "og",
    ),
  );
  const glyphs = new GlyphSheet(ids);
  const { ink, paper, semantic } = identity.colors;
  const { title, subtitle, shift, url, urlShift } = setOpenGraphText(identity, fonts, boxes, copy);
  const clip = ids.ref("picture");
  const picture = boxes.picture;
  // An accent dot before the URL: at the line's start, or before the centred line.
  const urlLine = url.lines[0];
  const dot = urlLine
    ? el("circle", {
        cx: urlLine.x + urlShift - sizes.url * 0.7,
        cy: urlLine.baseline - sizes.url * 0.34,
        r: sizes.url * 0.26,
        fill: semantic.accent,
      })
    : undefined;

  const body: Child[] = [
    groundMarkup(doc.ground, identity, width, height, extras.materialStill),
    picture && doc.image
      ? el("g", { "clip-path": clip.url }, [
          el("rect", { ...picture, fill: tint(paper, ink, 0.08) }),
          el("image", { ...picture, href: doc.image, preserveAspectRatio: "xMidYMid slice" }),
        ])
      : undefined,
    el("rect", { ...card, rx: boxes.radius, fill: paper, stroke: tint(paper, ink, 0.14), "stroke-width": 1 }),
    logoMark(logoOn(identity, paper), boxes.logo, align),
    el("g", { transform: `translate(0 ${fmt(shift)})` }, [
      outlineText(title, glyphs, { fill: ink }),
      subtitle ? outlineText(subtitle, glyphs, { fill: tint(ink, paper, 0.18) }) : undefined,
    ]),
    dot,
    el(
      "g",
      { transform: `translate(${fmt(urlShift)} 0)` },
      outlineText(url, glyphs, { fill: semantic.muted }),
    ),
  ];
  // The glyph sheet holds what the outlines above used: written after them.
  const defs: Child[] = [
    glyphs.defs(),
    picture ? el("clipPath", { id: clip.id }, [el("rect", { ...picture, rx: boxes.radius })]) : undefined,
  ];
  const svg = svgDocument(
    {
      width,
      height,
      title: `${copy.title} (${spec.name} image)`,
      description: `A ${width}×${height} social preview image for ${spec.shownIn}, in ${identity.name}'s identity${copy.subtitle ? `: ${copy.subtitle}` : ""}; ${copy.url}`,
      ids,
    },
    [el("defs", {}, defs), body],
  ).toString();
  return { svg, width, height, title: spec.name };
}

/** Every chosen platform's image, in the contract's order: the files' pages. */
export function drawOpenGraph(
  identity: ResolvedIdentity,
  doc: OpenGraphDocument,
  fonts: FontBook,
  extras: OpenGraphExtras = {},
): DrawnDocument {
  return {
    pages: chosenPlatforms(doc).map((platform) => drawOpenGraphPage(platform, identity, doc, fonts, extras)),
    filename: `${identity.slug}-open-graph`,
    title: `${openGraphCopy(identity, doc).title}: social preview images`,
    author: identity.name,
  };
}
