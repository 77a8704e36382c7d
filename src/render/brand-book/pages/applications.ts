// Applications: the identity as Marque's own templates draw it — a title slide, a blog cover and a
// partnership graphic with the identity's first partner — each the template renderer's SVG, scaled in.
import type { ResolvedIdentity } from "../../../catalog/identities/types.js";
import {
  type BrandBookDocument,
  TEMPLATE_CANVAS,
  type TemplateKind,
  templateRequestSchema,
} from "../../../contract/index.js";
import { type Child, el } from "../../../svg/index.js";
import { type PartnerMark, renderTemplate } from "../../template/index.js";
import type { FontBook } from "../../text/book.js";
import type { BookCopy } from "../copy.js";
import { BOTTOM, INNER, M, nested, type PageKit, TOP } from "../kit.js";

const GAP = 48;
/** Between the stacked cover and graphic: room for the cover's caption. */
const STACK_GAP = 72;

function template(
  kind: TemplateKind,
  fields: Record<string, unknown>,
  doc: BrandBookDocument,
  identity: ResolvedIdentity,
  fonts: FontBook,
): string {
  const request = templateRequestSchema.parse({
    kind: "template",
    template: kind,
    identity: doc.identity,
    ...fields,
  });
  const partner = kind === "partnership" ? partnerOf(identity) : undefined;
  return renderTemplate(request, identity, partner, fonts).svg.toString();
}

const partnerOf = (identity: ResolvedIdentity): PartnerMark | undefined => {
  const asset = identity.proofAssets.find((proof) => proof.kind === "partner");
  return asset ? { logo: asset.logo, name: asset.name } : undefined;
};

export function applicationsPage(
  kit: PageKit,
  copy: BookCopy["applications"],
  doc: BrandBookDocument,
): Child[] {
  const { identity, fonts } = kit;
  const body: Child[] = [];
  // The slide beside the cover and the graphic stacked: widths chosen so both columns end on one line.
  const { slides, blog: cover, partnership: graphic } = TEMPLATE_CANVAS;
  const slideRatio = slides.height / slides.width;
  const sideRatio = cover.height / cover.width + graphic.height / graphic.width;
  const sideWidth = (slideRatio * (INNER - GAP) - STACK_GAP) / (slideRatio + sideRatio);
  const slideWidth = INNER - GAP - sideWidth;
  const slide = {
    x: M,
    y: TOP,
    width: slideWidth,
    height: (slideWidth * TEMPLATE_CANVAS.slides.height) / TEMPLATE_CANVAS.slides.width,
  };
  const sideX = M + slideWidth + GAP;
  const blog = {
    x: sideX,
    y: TOP,
    width: sideWidth,
    height: (sideWidth * TEMPLATE_CANVAS.blog.height) / TEMPLATE_CANVAS.blog.width,
  };
  const partnership = {
    x: sideX,
    y: blog.y + blog.height + STACK_GAP,
    width: sideWidth,
    height: (sideWidth * TEMPLATE_CANVAS.partnership.height) / TEMPLATE_CANVAS.partnership.width,
  };
  const items = [
    {
      box: slide,
      name: "Slide",
      size: TEMPLATE_CANVAS.slides,
      svg: template(
        "slides",
        { slideLayout: "title", title: copy.headline, body: copy.body },
        doc,
        identity,
        fonts,
      ),
    },
    {
      box: blog,
      name: "Blog cover",
      size: TEMPLATE_CANVAS.blog,
      svg: template("blog", { title: copy.headline, body: copy.body }, doc, identity, fonts),
    },
    {
      box: partnership,
      name: "Partnership",
      size: TEMPLATE_CANVAS.partnership,
      svg: template("partnership", {}, doc, identity, fonts),
    },
  ];
  for (const { box, name, size, svg } of items) {
    body.push(
      el("rect", {
        x: box.x - 1,
        y: box.y - 1,
        width: box.width + 2,
        height: box.height + 2,
        fill: kit.rule,
      }),
    );
    body.push(nested(svg, box, `${name} by Marque`));
    body.push(kit.kicker(name, box.x, box.y + box.height + 32, box.width / 2, kit.ink));
    body.push(
      kit.line(`${size.width} × ${size.height}`, box.x + box.width, box.y + box.height + 32, box.width / 2, {
        role: "mono",
        size: 14,
        fill: kit.muted,
        align: "end",
      }),
    );
  }
  body.push(kit.hairline(M, BOTTOM - 56, INNER));
  body.push(
    kit.line(
      `Each is drawn by Marque from the ${identity.name} identity, and made at full size as SVG, PNG or PDF.`,
      M,
      BOTTOM - 18,
      INNER,
      { size: 17, fill: kit.muted },
    ),
  );
  return body;
}
