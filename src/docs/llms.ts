// /llms.txt (the llms.txt convention: title, summary, sections of links) and /llms-full.txt (every page).
import { DISCOVERY_ORDER, RESOURCE_PATHS, SERVICE_DESCRIPTION, SERVICE_NAME } from "../contract/index.js";
import { ENDPOINTS } from "./endpoints.js";

export interface LlmsPage {
  title: string;
  description: string;
  markdown: string;
  /** The page as markdown (`/docs/quickstart.md`). */
  markdownUrl: string;
  /** The page as HTML (`/docs/quickstart`), where its heading anchors live. */
  url: string;
}

/** A fenced block, an inline code span, or a link's target (`](…`): only the last is rewritten. */
const CODE_OR_LINK = /^(`{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$|(`+)[^`][\s\S]*?\2|\]\(([^)\s]+)/gmu;
/** Only resolves relative references; the host never appears in the output. */
const ORIGIN = "http://marque.invalid";

/**
 * A page's links made absolute, resolved against the page's URL as a browser would: in one file of every page,
 * `#anchor` or a relative path would point nowhere. Code is left as written.
 */
export function absoluteLinks(markdown: string, pageUrl: string): string {
  const base = new URL(pageUrl, ORIGIN);
  return markdown.replace(CODE_OR_LINK, (match, _fence, _ticks, href: string | undefined) => {
    if (href === undefined || /^([a-z][a-z0-9+.-]*:|\/)/iu.test(href)) return match;
    const url = new URL(href, base);
    return `](${url.pathname}${url.search}${url.hash}`;
  });
}

const START = `No credentials are needed. Read ${DISCOVERY_ORDER.join(", then ")}. Generate with POST ${RESOURCE_PATHS.generate} and Content-Type: application/json. Never invent ids, fields or enum values: read them from the catalogs and the contract. A 400 lists every problem with its field path; fix those fields instead of retrying.`;

/** The summary, then what the running Studio does not have yet (from the labs catalog), then how to start. */
const head = (title: string, notices: readonly string[]) => [
  title,
  "",
  `> ${SERVICE_DESCRIPTION}`,
  "",
  ...notices.flatMap((notice) => [notice, ""]),
  START,
];

/**
 * The concise index: what Marque is, where to start, and a link to every page and endpoint. `notices` are
 * said right after the summary: what the summary names that this version does not do yet.
 */
export function llmsTxt(pages: readonly LlmsPage[], notices: readonly string[] = []): string {
  return [
    ...head(`# ${SERVICE_NAME}`, notices),
    "",
    "## Docs",
    "",
    ...pages.map((p) => `- [${p.title}](${p.markdownUrl}): ${p.description}`),
    "",
    "## API",
    "",
    ...ENDPOINTS.map((e) => `- [${e.method} ${e.path}](${e.example}): ${e.purpose}`),
    "",
    "## MCP",
    "",
    `- [MCP server](${RESOURCE_PATHS.mcpGuide}): Streamable HTTP at POST ${RESOURCE_PATHS.mcp} (stateless; server card at ${RESOURCE_PATHS.mcpServerCard}), or stdio with \`npx marque mcp\`; tools answer PNG images, the docs and catalogs are resources`,
    "",
    "## Optional",
    "",
    `- [Complete documentation](${RESOURCE_PATHS.llmsFull}): every page above in one file, tables expanded`,
    "",
  ].join("\n");
}

/** Every page, expanded, in navigation order; each starts with a comment naming its markdown URL. */
export function llmsFullTxt(pages: readonly LlmsPage[], notices: readonly string[] = []): string {
  return [
    ...head(`# ${SERVICE_NAME}: complete documentation`, notices),
    "",
    ...pages.map((p) => `---\n\n<!-- ${p.markdownUrl} -->\n\n${absoluteLinks(p.markdown, p.url)}\n`),
  ].join("\n");
}
