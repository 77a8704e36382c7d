// The identity on a template: its logo in its own colours (the variant made for this ground), its website,
// and a partner's mark beside it when the request names one.
import type { IdentityLogo } from "../../catalog/identities/types.js";
import type { Box, Frame } from "./frame.js";
import { group, image, type SceneNode, upright } from "./scene/nodes.js";
import { placeText } from "./text.js";

/**
 * A logo fitted into `box` (its height at most, never wider than the box), aligned left or right; upright,
 * so a mirrored page moves it to the other side without mirroring the logo itself.
 */
export function logoImage(
  logo: IdentityLogo,
  box: Box,
  align: "start" | "end" | "middle" = "start",
): { node: SceneNode; box: Box } {
  const aspect = logo.aspect > 0 && Number.isFinite(logo.aspect) ? logo.aspect : 1;
  let height = box.height;
  let width = height * aspect;
  if (width > box.width) {
    width = box.width;
    height = width / aspect;
  }
  const x =
    align === "start" ? box.x : align === "end" ? box.x + box.width - width : box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  const placed = { x, y, width, height };
  return {
    node: upright(placed, image({ x, y, width, height, fit: "meet", href: logo.dataUrl })),
    box: placed,
  };
}

/** The identity's logo variant for this frame's ground. */
export const identityLogo = (frame: Frame): IdentityLogo =>
  frame.colors.dark ? frame.identity.logos.dark : frame.identity.logos.light;

/** Header: the identity's logo top-left; the partner's mark top-right when there is one. */
export function header(frame: Frame, height = frame.type.small * 1.9): SceneNode {
  const { content } = frame;
  const own = logoImage(identityLogo(frame), {
    x: content.x,
    y: content.y,
    width: content.width * 0.3,
    height,
  });
  const partner = frame.partner
    ? logoImage(
        frame.partner.logo,
        { x: content.x + content.width * 0.7, y: content.y, width: content.width * 0.3, height },
        "end",
      )
    : undefined;
  return group([own.node, partner?.node], { label: headerLabel(frame) });
}

const headerLabel = (frame: Frame) =>
  frame.partner ? `${frame.identity.name} with ${frame.partner.name ?? "partner"}` : frame.identity.name;

/** Footer: the website bottom-left, the identity's name bottom-right, in the muted colour. */
export function footer(frame: Frame): SceneNode {
  const { content, type } = frame;
  const height = type.small * 1.4;
  const y = content.y + content.height - height;
  const half = content.width / 2 - frame.gutter;
  const site = placeText(
    frame,
    "identity.website",
    displayUrl(frame.identity.website),
    { x: content.x, y, width: half, height },
    {
      role: "body",
      size: type.small,
      minSize: type.small * 0.75,
      maxLines: 1,
      fill: frame.colors.muted,
      verticalAlign: "bottom",
    },
  );
  const name = placeText(
    frame,
    "identity.name",
    frame.identity.name,
    { x: content.x + content.width - half, y, width: half, height },
    {
      role: "body",
      size: type.small,
      minSize: type.small * 0.75,
      maxLines: 1,
      align: "end",
      fill: frame.colors.muted,
      verticalAlign: "bottom",
    },
  );
  return group([site.node, name.node]);
}

/** Top of the footer band: content must end above it. */
export const footerTop = (frame: Frame): number =>
  frame.content.y + frame.content.height - frame.type.small * 1.4 - frame.gutter;

/** Bottom of the header band: content starts below it. */
export const headerBottom = (frame: Frame): number => frame.content.y + frame.type.small * 1.9 + frame.gutter;

/** `https://www.example.com/` → `example.com`. */
export const displayUrl = (url: string): string =>
  url
    .replace(/^https?:\/\//u, "")
    .replace(/^www\./u, "")
    .replace(/\/$/u, "");
