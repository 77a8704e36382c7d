// The cover: the title, subtitle and logo on the identity's paper at the left, and at the right a ground
// Marque draws from the identity (a background style with its logo) or, on plain paper, the logo large.
import { type BrandBookDocument, backgroundSettingsSchema } from "../../../contract/index.js";
import { type Child, el } from "../../../svg/index.js";
import { renderBackgroundArtifact } from "../../background/index.js";
import type { BookCopy } from "../copy.js";
import { H, M, nested, type PageKit, W } from "../kit.js";
import { logoMark, onGround } from "./logo.js";

/** The cover's text column; the ground takes the rest of the page. */
const COLUMN = 660;

export function coverPage(kit: PageKit, copy: BookCopy["cover"], doc: BrandBookDocument): Child[] {
  const { identity } = kit;
  const art = { x: COLUMN, y: 0, width: W - COLUMN, height: H };
  const ground = doc.sections.cover.ground;
  const body: Child[] = [];
  if (ground === "paper") {
    body.push(el("rect", { ...art, fill: kit.panel }));
    body.push(
      logoMark(onGround(identity, kit.panel), {
        x: art.x + 140,
        y: 300,
        width: art.width - 280,
        height: 400,
      }),
    );
  } else {
    const settings = backgroundSettingsSchema.parse({
      width: art.width,
      height: art.height,
      style: ground,
      logoScale: 34,
    });
    const background = renderBackgroundArtifact(settings, identity);
    body.push(nested(background.svg, art, `${identity.name} ${ground} ground`, "slice"));
  }
  const width = COLUMN - 2 * M;
  body.push(logoMark(onGround(identity, kit.paper), { x: M, y: M, width: 300, height: 64 }, "start"));
  body.push(kit.kicker(copy.edition, M, 372, width, kit.accent));
  const title = kit.paragraph(copy.title, M, 400, width, 3, {
    role: "display",
    size: 92,
    lineHeight: 1.02,
    tracking: -0.02,
  });
  body.push(title.markup);
  body.push(
    kit.paragraph(copy.subtitle, M, title.bottom + 40, width - 20, 4, { size: 26, lineHeight: 1.35 }).markup,
  );
  body.push(kit.hairline(M, H - 118, width));
  body.push(
    kit.line(identity.website.replace(/^https?:\/\//u, ""), M, H - 80, width, { size: 16, fill: kit.muted }),
  );
  return body;
}
