// The documentation site: markdown sources (docs/ in the repository) → pages in markdown and HTML,
// /llms.txt and /llms-full.txt. Pure: the edge reads the files and hands them in.
import { Marked } from "marked";
import { SERVICE_DESCRIPTION, SERVICE_NAME } from "../contract/index.js";
import { expandBlocks } from "./blocks.js";
import { ENDPOINTS } from "./endpoints.js";

export interface DocSource {
  /** Path under /docs without extension: `index`, `generate/background`, `agents/connect`. */
  path: string;
  markdown: string;
}

export interface DocPage {
  path: string;
  title: string;
  description: string;
  /** Expanded markdown, without front matter. */
  markdown: string;
  html: string;
}

export interface DocsSite {
  pages: DocPage[];
  page(path: string): DocPage | undefined;
  llms: string;
  llmsFull: string;
}

function frontMatter(source: string): { title: string; description: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/u.exec(source);
  const fields = Object.fromEntries(
    (match?.[1] ?? "").split("\n").map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return {
    title: fields.title ?? "",
    description: fields.description ?? "",
    body: match ? source.slice(match[0].length) : source,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/gu, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** `generate/background` → `/docs/generate/background`; the index is `/docs`. */
export const docUrl = (path: string, markdown = false) =>
  path === "index" ? (markdown ? "/docs/index.md" : "/docs") : `/docs/${path}${markdown ? ".md" : ""}`;

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;color:#15171c;display:grid;grid-template-columns:16rem 1fr}
nav{padding:1.5rem;border-right:1px solid #ddd;min-height:100vh}nav a{display:block;color:#15171c;padding:.15rem 0}
main{padding:1.5rem 2.5rem;max-width:52rem}table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ddd;padding:.3rem .5rem;vertical-align:top;text-align:left}
pre{background:#f4f5f7;padding:1rem;overflow:auto}code{font-size:.9em}a{color:#2b59c3}`;

function htmlPage(page: { title: string; description: string; body: string }, nav: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} · ${SERVICE_NAME}</title><meta name="description" content="${escapeHtml(page.description)}"><style>${STYLE}</style></head><body><nav aria-label="Documentation">${nav}</nav><main>${page.body}</main></body></html>`;
}

export function buildDocsSite(sources: readonly DocSource[]): DocsSite {
  // Raw HTML in the sources is shown as text: the pages are markdown, not templates.
  const marked = new Marked({ renderer: { html: ({ text }) => escapeHtml(text) } });
  const parsed = [...sources]
    .sort((a, b) => (a.path === "index" ? -1 : b.path === "index" ? 1 : a.path.localeCompare(b.path)))
    .map((source) => {
      const { title, description, body } = frontMatter(source.markdown);
      return { path: source.path, title, description, markdown: expandBlocks(body).trim() };
    });
  const nav = parsed.map((p) => `<a href="${docUrl(p.path)}">${escapeHtml(p.title)}</a>`).join("");
  const pages = parsed.map((p) => ({
    ...p,
    html: htmlPage({ ...p, body: marked.parse(p.markdown) as string }, nav),
  }));
  const byPath = new Map(pages.map((p) => [p.path, p]));

  const llms = [
    `# ${SERVICE_NAME}`,
    "",
    `> ${SERVICE_DESCRIPTION}`,
    "",
    "Start with GET /api/agent, then GET /api/generate for the current contract, then POST /api/generate with Content-Type: application/json. Never invent ids, fields or enum values: read them from the catalogs and the contract.",
    "",
    "## Docs",
    "",
    ...pages.map((p) => `- [${p.title}](${docUrl(p.path, true)}): ${p.description}`),
    "",
    "## API",
    "",
    ...ENDPOINTS.map((e) => `- [${e.method} ${e.path}](${e.example}): ${e.purpose}`),
    "",
    "## Optional",
    "",
    "- [Everything in one file](/llms-full.txt): every docs page, expanded",
    "",
  ].join("\n");
  const llmsFull = [
    `# ${SERVICE_NAME}: complete documentation`,
    "",
    `> ${SERVICE_DESCRIPTION}`,
    "",
    ...pages.map((p) => `<!-- ${docUrl(p.path, true)} -->\n\n${p.markdown}\n`),
  ].join("\n");
  return { pages, page: (path) => byPath.get(path), llms, llmsFull };
}
