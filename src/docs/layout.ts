// The HTML page around a rendered doc: head, skip link, grouped navigation and footer. Minimal, accessible,
// no scripts; light and dark colour schemes. Code and tables wrap rather than scroll, so nothing needs a
// keyboard-focusable scroll region.
import { RESOURCE_PATHS, SERVICE_NAME } from "../contract/index.js";
import { escapeHtml } from "./markdown.js";

export interface NavGroup {
  label: string;
  pages: readonly { path: string; title: string; url: string }[];
}

export interface PageFrame {
  path: string;
  title: string;
  description: string;
  markdownUrl: string;
  /** The rendered page body. */
  body: string;
}

const STYLE = `:root{color-scheme:light dark;--fg:#16181d;--bg:#fff;--muted:#555b68;--line:#d9dce3;--code:#f3f4f7;--link:#1f4fb5}
@media (prefers-color-scheme:dark){:root{--fg:#e8eaef;--bg:#121418;--muted:#a9afbb;--line:#2f333c;--code:#1d2026;--link:#9dbbff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.skip{position:absolute;left:-999rem}.skip:focus{left:1rem;top:1rem;padding:.5rem 1rem;background:var(--bg);z-index:1}
.layout{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:2.5rem;max-width:80rem;margin:0 auto;padding:1.5rem}
nav .home{font-weight:700;text-decoration:none;color:var(--fg)}
nav h2{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:1.25rem 0 .3rem}
nav ul{list-style:none;margin:0;padding:0}nav li a{display:block;padding:.15rem 0;text-decoration:none}
nav a[aria-current=page]{font-weight:600;color:var(--fg)}main{min-width:0;max-width:58rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:1rem 0}
th,td{border:1px solid var(--line);padding:.35rem .55rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
pre{background:var(--code);padding:1rem;border-radius:6px;font-size:.85rem;line-height:1.45;white-space:pre-wrap;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
:not(pre)>code{background:var(--code);padding:.05rem .3rem;border-radius:4px}
footer{border-top:1px solid var(--line);color:var(--muted);max-width:80rem;margin:0 auto;padding:1rem 1.5rem;font-size:.9rem}
h1{font-size:clamp(1.7rem,4vw,2.3rem);line-height:1.2}
@media (max-width:52rem){.layout{grid-template-columns:1fr;gap:1rem}}`;

const navHtml = (groups: readonly NavGroup[], current: string) =>
  `<nav aria-label="Documentation"><a class="home" href="${RESOURCE_PATHS.docs}">${SERVICE_NAME} docs</a>${groups
    .map(
      (group, i) =>
        `<h2 id="nav-${i}">${escapeHtml(group.label)}</h2><ul aria-labelledby="nav-${i}">${group.pages
          .map(
            (p) =>
              `<li><a href="${escapeHtml(p.url)}"${p.path === current ? ' aria-current="page"' : ""}>${escapeHtml(p.title)}</a></li>`,
          )
          .join("")}</ul>`,
    )
    .join("")}</nav>`;

/** A complete HTML document for one page. */
export function htmlPage(page: PageFrame, groups: readonly NavGroup[]): string {
  const md = escapeHtml(page.markdownUrl);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)} · ${SERVICE_NAME}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="alternate" type="text/markdown" href="${md}">`,
    `<style>${STYLE}</style></head><body>`,
    '<a class="skip" href="#content">Skip to content</a>',
    `<div class="layout">${navHtml(groups, page.path)}<main id="content">${page.body}</main></div>`,
    `<footer>This page as <a href="${md}">markdown</a> · <a href="${RESOURCE_PATHS.llms}">llms.txt</a> · `,
    `<a href="${RESOURCE_PATHS.llmsFull}">llms-full.txt</a> · <a href="${RESOURCE_PATHS.openapi}">OpenAPI</a> · `,
    `<a href="${RESOURCE_PATHS.agent}">agent manifest</a></footer></body></html>`,
  ].join("");
}
