// The logo page: the logo on its ground with its clear space measured and shaded, the variants on the ink and
// on the accent (each the one made for that ground), and how to use it.
import { darkAndLight } from "../../../catalog/identities/color.js";
import type { IdentityLogo } from "../../../catalog/identities/types.js";
import { contrastRatio } from "../../../color/contrast.js";
import type { BrandBookDocument } from "../../../contract/index.js";
import { type Child, el, fmt, type Markup } from "../../../svg/index.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, type PageKit, TOP } from "../kit.js";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const aspectOf = (logo: IdentityLogo) => (logo.aspect > 0 && Number.isFinite(logo.aspect) ? logo.aspect : 1);

/** The logo fitted into `box` (centred, or at its start), as drawn: its own box. */
export function fitLogo(logo: IdentityLogo, box: Box, align: "middle" | "start" = "middle"): Box {
  const aspect = aspectOf(logo);
  let width = box.width;
  let height = width / aspect;
  if (height > box.height) {
    height = box.height;
    width = height * aspect;
  }
  const x = align === "start" ? box.x : box.x + (box.width - width) / 2;
  return { x, y: box.y + (box.height - height) / 2, width, height };
}

/** The logo's image in `box` (SVG logos stay vectors in the PDF: pdf-ready.ts nests them). */
export function logoMark(logo: IdentityLogo, box: Box, align: "middle" | "start" = "middle"): Markup {
  const placed = fitLogo(logo, box, align);
  return el("image", { ...placed, href: logo.dataUrl, preserveAspectRatio: "xMidYMid meet" });
}

const PANEL_GAP = 32;
const SIDE = 460;

export function logoPage(kit: PageKit, copy: BookCopy["logo"], doc: BrandBookDocument): Child[] {
  const { identity } = kit;
  const { logos } = identity;
  const body: Child[] = [];
  const main = { x: M, y: TOP, width: INNER - SIDE - PANEL_GAP, height: BOTTOM - TOP };
  body.push(el("rect", { ...main, rx: 6, fill: kit.panel }));
  // The logo with its clear space: as wide as the panel allows once the space is around it.
  const share = doc.sections.logo.clearSpace;
  const aspect = aspectOf(logos.light); // both variants share the logo's proportions
  const room = { width: main.width - 160, height: main.height - 200 };
  const height = Math.min(room.width / (aspect + 2 * share), room.height / (1 + 2 * share));
  const space = share * height;
  // The variant made for the panel's ground (a dark paper takes the light-on-dark logo).
  const own = onGround(identity, kit.panel);
  const logo = fitLogo(own, {
    x: main.x + (main.width - height * aspect) / 2,
    y: main.y + (main.height - height) / 2 - 20,
    width: height * aspect,
    height,
  });
  const outer = {
    x: logo.x - space,
    y: logo.y - space,
    width: logo.width + 2 * space,
    height: logo.height + 2 * space,
  };
  const ring =
    `M${fmt(outer.x)} ${fmt(outer.y)}h${fmt(outer.width)}v${fmt(outer.height)}h${fmt(-outer.width)}Z` +
    `M${fmt(logo.x)} ${fmt(logo.y)}v${fmt(logo.height)}h${fmt(logo.width)}v${fmt(-logo.height)}Z`;
  body.push(el("path", { d: ring, fill: kit.accent, "fill-opacity": 0.12, "fill-rule": "evenodd" }));
  body.push(
    el("rect", {
      ...outer,
      fill: "none",
      stroke: kit.accent,
      "stroke-width": 1.5,
      "stroke-dasharray": "8 6",
    }),
  );
  body.push(
    el("rect", { ...logo, fill: "none", stroke: kit.accent, "stroke-width": 1, "stroke-opacity": 0.6 }),
  );
  // The measure: a bar of the clear space's length at the outer box's top-left corner.
  body.push(el("rect", { x: outer.x, y: outer.y - 18, width: space, height: 3, fill: kit.accent }));
  body.push(logoMark(own, logo));
  body.push(kit.kicker("Clear space", main.x + 40, main.y + 52, main.width - 80, kit.ink));
  body.push(
    kit.line(
      `${Math.round(share * 100)}% of the logo's height on every side`,
      main.x + 40,
      main.y + main.height - 40,
      main.width - 80,
      { size: 17, fill: kit.muted },
    ),
  );
  // The variants on the ink and on the accent.
  const side = M + main.width + PANEL_GAP;
  const panel = 220;
  const grounds = [
    { name: "On ink", ground: identity.colors.ink },
    { name: "On accent", ground: identity.colors.semantic.accent },
  ];
  grounds.forEach(({ name, ground }, i) => {
    const y = TOP + i * (panel + PANEL_GAP);
    body.push(el("rect", { x: side, y, width: SIDE, height: panel, rx: 6, fill: ground }));
    const variant = onGround(identity, ground);
    body.push(logoMark(variant, { x: side + 90, y: y + 60, width: SIDE - 180, height: panel - 120 }));
    body.push(kit.kicker(name, side + 24, y + panel - 22, SIDE - 48, labelOn(ground, identity)));
  });
  const noteTop = TOP + 2 * (panel + PANEL_GAP) + 12;
  body.push(kit.kicker("Use", side, noteTop + 14, SIDE));
  body.push(kit.paragraph(copy.note, side, noteTop + 36, SIDE, 6, { size: 19, lineHeight: 1.45 }).markup);
  return body;
}

/** The variant made for `ground`: the light-ground one where the identity's darker colour reads better. */
export function onGround(identity: PageKit["identity"], ground: string): IdentityLogo {
  const { dark, light } = darkAndLight(identity.colors.ink, identity.colors.paper);
  return contrastRatio(dark, ground) >= contrastRatio(light, ground)
    ? identity.logos.light
    : identity.logos.dark;
}

/** A label's colour on `ground`: the paper or the ink, whichever reads better. */
export function labelOn(ground: string, identity: PageKit["identity"]): string {
  const { ink, paper } = identity.colors;
  return contrastRatio(paper, ground) >= contrastRatio(ink, ground) ? paper : ink;
}
