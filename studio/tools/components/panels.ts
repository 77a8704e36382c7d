// The Component library's code panels: per group, the live components rendered from the snippet's own HTML and
// CSS inside a shadow root (their styles cannot reach the Studio, nor the Studio's theirs), Copy HTML and Copy
// CSS, the code itself and the group's tokens.
import type { TypographyRole } from "../../../src/catalog/identities/types.js";
import type { ComponentSnippet } from "../../../src/render/components/index.js";
import { chooseFace, faceFile } from "../../../src/render/text/faces.js";
import { escapeXml as escapeHtml } from "../../../src/svg/index.js";

const isColour = (value: string) => /^#[0-9a-f]{6}$/u.test(value);

function tokenRows(snippet: ComponentSnippet): string {
  return Object.entries(snippet.tokens)
    .map(
      ([name, value]) =>
        `<tr><th scope="row"><code>${escapeHtml(name)}</code></th><td>${
          isColour(value) ? `<span class="cl-chip" data-color="${value}" aria-hidden="true"></span>` : ""
        }<code>${escapeHtml(value)}</code></td></tr>`,
    )
    .join("");
}

/** Faces registered with the page, by family and file: each once. */
const registered = new Set<string>();

/**
 * The identity's faces as web fonts under the names the snippets' CSS asks for, so the live components are set
 * in the faces the sheet outlines (the bundled face chosen for the role, its Latin file as the Studio serves it).
 */
export function registerFaces(roles: readonly TypographyRole[]): void {
  for (const role of roles) {
    const choice = chooseFace(role);
    const file = faceFile(choice, "latin");
    const key = `${role.family}|${file}`;
    if (registered.has(key)) continue;
    registered.add(key);
    const face = new FontFace(role.family, `url("/studio/fonts/${file}")`, { weight: String(choice.weight) });
    document.fonts.add(face);
  }
}

type CopyKind = "html" | "css";

/** A copy button's accessible name, unique on the page and starting with what it shows: "Copy HTML: Buttons". */
export const copyLabel = (snippet: ComponentSnippet, kind: CopyKind): string =>
  `Copy ${kind.toUpperCase()}: ${snippet.title}`;

/** Puts a group's HTML or CSS on the clipboard, saying so (or why not) through `copied`. */
export function copySnippet(snippet: ComponentSnippet, kind: CopyKind, copied: (what: string) => void) {
  return navigator.clipboard.writeText(kind === "css" ? snippet.css : snippet.html).then(
    () => copied(`${snippet.title} ${kind.toUpperCase()} copied`),
    () => copied(`The browser refused the clipboard: select the ${kind.toUpperCase()} below and copy it`),
  );
}

/** A group's panel; its live rendering is attached by `mountPanels`. */
export function panel(snippet: ComponentSnippet): string {
  const id = `cl-${snippet.group}`;
  return `<section class="cl-group" data-group="${snippet.group}" aria-labelledby="${id}">
<div class="cl-group-head"><h3 id="${id}">${escapeHtml(snippet.title)}</h3>
<div class="cl-copy"><button type="button" class="shell-button" data-copy="html" aria-label="${escapeHtml(copyLabel(snippet, "html"))}">Copy HTML</button><button type="button" class="shell-button" data-copy="css" aria-label="${escapeHtml(copyLabel(snippet, "css"))}">Copy CSS</button></div></div>
<div class="cl-live" role="region" aria-label="${escapeHtml(snippet.title)}, live HTML"></div>
<details class="cl-code"><summary>HTML</summary><pre tabindex="0"><code>${escapeHtml(snippet.html)}</code></pre></details>
<details class="cl-code"><summary>CSS</summary><pre tabindex="0"><code>${escapeHtml(snippet.css)}</code></pre></details>
<details class="cl-code"><summary>Tokens (${Object.keys(snippet.tokens).length})</summary><div class="cl-tokens" role="region" aria-label="${escapeHtml(snippet.title)} tokens" tabindex="0"><table><tbody>${tokenRows(snippet)}</tbody></table></div></details>
</section>`;
}

/**
 * Renders each panel's components in a shadow root from exactly the snippet's HTML and CSS (`:root` becomes the
 * shadow's `:host`, where custom properties then live), and wires its copy buttons.
 */
export function mountPanels(
  root: HTMLElement,
  snippets: readonly ComponentSnippet[],
  surface: { background: string; color: string },
  copied: (what: string) => void,
): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-color]"))
    element.style.background = element.dataset.color ?? "";
  for (const snippet of snippets) {
    const section = root.querySelector<HTMLElement>(`.cl-group[data-group="${snippet.group}"]`);
    const live = section?.querySelector<HTMLElement>(".cl-live");
    if (!section || !live) continue;
    const shadow = live.attachShadow({ mode: "open" });
    const host = `:host { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; padding: 24px; background: ${surface.background}; color: ${surface.color}; }
.mq-field { flex: 1 1 220px; max-width: 360px; }
.mq-card { flex: 0 1 420px; }
.mq-alert { flex: 1 1 calc(50% - 6px); min-width: 220px; }`;
    shadow.innerHTML = `<style>${snippet.css.replace(/^:root \{/mu, ":host {")}\n${host}</style>${snippet.html}`;
    // The card's link goes nowhere in the preview.
    for (const link of shadow.querySelectorAll("a[href='#']"))
      link.addEventListener("click", (event) => event.preventDefault());
    for (const button of section.querySelectorAll<HTMLButtonElement>("[data-copy]")) {
      const kind = button.dataset.copy === "css" ? "css" : "html";
      button.addEventListener("click", () => void copySnippet(snippet, kind, copied));
    }
  }
}
