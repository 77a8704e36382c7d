// The Colour tokens preview: a page that flows (any width, a phone too) rather than a fitted picture, so
// every figure is text a person can read, select and copy. Colours are shown as chips and as the "In use"
// picture; the words about them stay in the Studio's own ink, so the page itself is legible whatever the
// palette (the contrast table says where the palette is not).
import type { TokenContrastView, TokensDocument } from "../../../src/contract/index.js";
import { contrastMatrix, cssName, type Palette } from "../../../src/render/tokens/index.js";
import { cssOklch } from "../../../src/render/tokens/oklch.js";
import { contrastLegend, verdicts } from "../../../src/render/tokens/verdicts.js";
import { escapeXml as escapeHtml } from "../../../src/svg/index.js";

const chip = (hex: string, className = "tk-chip") =>
  `<span class="${className}" data-color="${hex}" aria-hidden="true"></span>`;

function semantic(palette: Palette): string {
  const items = palette.semantic.map((token) => {
    const name = token.path.join(".");
    return `<li class="tk-token">${chip(token.hex)}<strong>${name}</strong><span class="tk-desc">${escapeHtml(token.description)}</span><code>${token.hex}</code><code>${cssOklch(token.hex)}</code><code>${cssName(token.path)}</code></li>`;
  });
  return `<ul class="tk-grid">${items.join("")}</ul>`;
}

function scales(palette: Palette): string {
  const rows = Object.entries(palette.scales).map(([name, steps]) => {
    const items = steps.map((token) => {
      const own = token.description.endsWith("itself");
      return `<li${own ? ' class="tk-own"' : ""}>${chip(token.hex, "tk-step")}<span>${token.path.at(-1)}${own ? " ●" : ""}</span><code>${token.hex}</code></li>`;
    });
    return `<div class="tk-scale"><h4>${name}</h4><ol aria-label="${name} scale, lightest to darkest">${items.join("")}</ol></div>`;
  });
  return rows.join("");
}

/**
 * "Aa" in the ink on the ground, as a picture: the pair is shown as it is, failing or not (the figures beside it
 * say so in words), so it is an image, not text the page sets.
 */
const sample = (ground: string, ink: string) =>
  `<svg class="tk-sample" viewBox="0 0 40 32" width="34" height="28" aria-hidden="true" focusable="false"><rect width="40" height="32" rx="6" fill="${ground}"/><text x="20" y="22" text-anchor="middle" fill="${ink}">Aa</text></svg>`;

function matrix(palette: Palette, view: TokenContrastView): string {
  const pairs = contrastMatrix(palette);
  const grounds = [...new Set(pairs.map((pair) => pair.background))];
  const inks = [...new Set(pairs.map((pair) => pair.foreground))];
  const hex = new Map(palette.semantic.map((token) => [token.path.join("."), token.hex]));
  const head = grounds
    .map((ground) => `<th scope="col">${chip(hex.get(ground) ?? "", "tk-dot")}${ground}</th>`)
    .join("");
  const rows = inks.map((ink) => {
    const cells = grounds.map((ground) => {
      const pair = pairs.find((p) => p.foreground === ink && p.background === ground);
      if (!pair) return `<td class="tk-none">same token</td>`;
      const lines = verdicts(pair, view)
        .map((line) => `<span class="${line.pass ? "tk-pass" : "tk-fail"}">${line.text}</span>`)
        .join("");
      return `<td>${sample(hex.get(ground) ?? "", hex.get(ink) ?? "")}<span class="tk-verdicts">${lines}</span></td>`;
    });
    return `<tr><th scope="row">${chip(hex.get(ink) ?? "", "tk-dot")}${ink}</th>${cells.join("")}</tr>`;
  });
  return `<div class="tk-table" role="region" aria-label="Contrast matrix" tabindex="0"><table><caption>${contrastLegend(view)}</caption><thead><tr><th scope="col">Text or mark, on each ground</th>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

/** The page's markup; `usage` is the "In use" picture's SVG (outlined type, from the sheet renderer). */
export function tokensPage(
  name: string,
  palette: Palette,
  sheet: TokensDocument["sheet"],
  usage: string | undefined,
): string {
  const section = (id: string, title: string, note: string, body: string) =>
    `<section aria-labelledby="tk-${id}"><h3 id="tk-${id}">${title}</h3><p class="tk-note">${note}</p>${body}</section>`;
  return `<article class="tokens-page">
    <header><p class="tk-over">Colour tokens</p><h2>${escapeHtml(name)}</h2>
    <p class="tk-note">The identity's palette as semantic tokens in HEX and OKLCH, tints and shades computed in OKLCH, and WCAG 2 and APCA contrast. Edit the preset, ink or paper: everything here and every export follows.</p></header>
    ${section("semantic", "Semantic tokens", "What interfaces name: each token with its hex, OKLCH and CSS custom property.", semantic(palette))}
    ${sheet.usage && usage ? section("usage", "In use", "The tokens on an interface: surfaces, text, actions, states and the focus ring.", `<div class="tk-usage">${usage}</div>`) : ""}
    ${sheet.scales ? section("scales", "Scales", "Tints and shades at fixed OKLCH lightness with the hue held; ● marks the identity's own colour.", scales(palette)) : ""}
    ${section("contrast", "Contrast", "Every text-like token on every ground: the figure and the best level it passes, or fail.", matrix(palette, sheet.contrast))}
  </article>`;
}

/** Colours set through the CSSOM (the Studio's CSP allows no inline style attributes from markup). */
export function paintTokensPage(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-color]")) {
    element.style.background = element.dataset.color ?? "";
  }
}
