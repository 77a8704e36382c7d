// The Open Graph tool's preview: each chosen platform's image as that platform shows it — an unfurl in a chat
// (Slack, Discord), X's large card with its domain over the image, LinkedIn's card with the title under it, a
// square thumbnail beside the text — with what the platform cuts off or covers shaded when crop marks are on.
import { OPEN_GRAPH_PLATFORM_SPECS, type OpenGraphPlatform } from "../../../src/contract/index.js";
import type { OpenGraphCopy } from "../../../src/render/open-graph/index.js";
import { escapeXml } from "../../../src/svg/index.js";

const esc = (text: string) => escapeXml(text);
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;

/** The shaded bands of what `platform` cuts off or covers, over its image. */
function cropMarks(platform: OpenGraphPlatform): string {
  const { width, height, unsafe, why } = OPEN_GRAPH_PLATFORM_SPECS[platform];
  const bands: string[] = [];
  const band = (style: string) => bands.push(`<span class="og-cut" style="${style}"></span>`);
  if (unsafe.top > 0) band(`left:0;right:0;top:0;height:${percent(unsafe.top, height)}`);
  if (unsafe.bottom > 0) band(`left:0;right:0;bottom:0;height:${percent(unsafe.bottom, height)}`);
  if (unsafe.left > 0) band(`top:0;bottom:0;left:0;width:${percent(unsafe.left, width)}`);
  if (unsafe.right > 0) band(`top:0;bottom:0;right:0;width:${percent(unsafe.right, width)}`);
  if (bands.length === 0) return "";
  return `<span class="og-marks" role="img" aria-label="Shaded: ${esc(why)}">${bands.join("")}</span>`;
}

/** The image at its own proportions, with the crop marks over it when asked and anything laid on it. */
function shot(platform: OpenGraphPlatform, svg: string, marks: boolean, over = ""): string {
  const { width, height } = OPEN_GRAPH_PLATFORM_SPECS[platform];
  const body = svg || '<span class="og-pending" aria-hidden="true"></span>';
  return `<div class="og-shot" style="aspect-ratio:${width}/${height}">${body}${marks ? cropMarks(platform) : ""}${over}</div>`;
}

const domainOf = (url: string) => url.split("/")[0] ?? url;

/** A platform's card around its image. */
function mock(
  platform: OpenGraphPlatform,
  svg: string,
  copy: OpenGraphCopy,
  site: string,
  marks: boolean,
): string {
  const domain = esc(domainOf(copy.url));
  const title = esc(copy.title);
  const subtitle = copy.subtitle ? `<span class="og-desc">${esc(copy.subtitle)}</span>` : "";
  switch (platform) {
    case "open-graph":
      return `<div class="og-mock og-unfurl"><span class="og-site">${esc(site)}</span><span class="og-link">${title}</span>${subtitle}${shot(platform, svg, marks)}</div>`;
    case "x":
      return `<div class="og-mock og-x">${shot(platform, svg, marks, `<span class="og-x-domain">${domain}</span>`)}<span class="og-from">From ${domain}</span></div>`;
    case "linkedin":
      return `<div class="og-mock og-linkedin">${shot(platform, svg, marks)}<span class="og-li-text"><span class="og-li-title">${title}</span><span class="og-from">${domain}</span></span></div>`;
    case "square":
      return `<div class="og-mock og-summary">${shot(platform, svg, marks)}<span class="og-summary-text"><span class="og-from">${domain}</span><span class="og-li-title">${title}</span>${subtitle}</span></div>`;
  }
}

/** One platform's figure: its name, size and where it shows, and its card. */
export function platformFigure(
  platform: OpenGraphPlatform,
  svg: string,
  copy: OpenGraphCopy,
  site: string,
  marks: boolean,
): string {
  const spec = OPEN_GRAPH_PLATFORM_SPECS[platform];
  return `<figure class="og-platform" data-platform="${platform}"><figcaption><strong>${esc(spec.name)}</strong> ${spec.width} × ${spec.height} · ${esc(spec.shownIn)}</figcaption>${mock(platform, svg, copy, site, marks)}</figure>`;
}
