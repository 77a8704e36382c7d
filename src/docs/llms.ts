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

/** A page's own `](#anchor)` links, made absolute: in one file of every page they would point nowhere. */
const absoluteAnchors = (page: LlmsPage) => page.markdown.replace(/\]\(#/gu, `](${page.url}#`);

const START = `No credentials are needed. Read ${DISCOVERY_ORDER.join(", then ")}. Generate with POST ${RESOURCE_PATHS.generate} and Content-Type: application/json. Never invent ids, fields or enum values: read them from the catalogs and the contract. A 400 lists every problem with its field path; fix those fields instead of retrying.`;

/** The concise index: what Marque is, where to start, and a link to every page and endpoint. */
export function llmsTxt(pages: readonly LlmsPage[]): string {
  return [
    `# ${SERVICE_NAME}`,
    "",
    `> ${SERVICE_DESCRIPTION}`,
    "",
    START,
    "",
    "## Docs",
    "",
    ...pages.map((p) => `- [${p.title}](${p.markdownUrl}): ${p.description}`),
    "",
    "## API",
    "",
    ...ENDPOINTS.map((e) => `- [${e.method} ${e.path}](${e.example}): ${e.purpose}`),
    "",
    "## Optional",
    "",
    `- [Complete documentation](${RESOURCE_PATHS.llmsFull}): every page above in one file, tables expanded`,
    "",
  ].join("\n");
}

/** Every page, expanded, in navigation order; each starts with a comment naming its markdown URL. */
export function llmsFullTxt(pages: readonly LlmsPage[]): string {
  return [
    `# ${SERVICE_NAME}: complete documentation`,
    "",
    `> ${SERVICE_DESCRIPTION}`,
    "",
    START,
    "",
    ...pages.map((p) => `---\n\n<!-- ${p.markdownUrl} -->\n\n${absoluteAnchors(p)}\n`),
  ].join("\n");
}
