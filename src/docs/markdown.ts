// Small markdown and text helpers shared by the generated blocks, the HTML renderer, llms.txt and search.

/** A table cell: pipes escaped and newlines folded, so any text fits in one GFM cell. */
const cell = (text: string) => text.replace(/\|/gu, "\\|").replace(/\n/gu, " ");

/** A GFM table. */
export const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");

/** Inline code. */
export const code = (value: unknown): string => `\`${String(value)}\``;

/** A fenced JSON block of a value, pretty-printed. */
export const jsonBlock = (value: unknown): string => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** A fenced block whose fence is longer than any backtick run inside it. */
export function fenced(text: string, language = ""): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/gu)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${language}\n${text.trimEnd()}\n${fence}`;
}

/** A numbered list. */
export const numbered = (items: readonly string[]): string =>
  items.map((item, i) => `${i + 1}. ${item}`).join("\n");

/** A bullet list. */
export const bullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join("\n");

/** "a, b and c". */
export const sentenceList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Escapes text for HTML content and quoted attributes: the SVG builder's escaping serves HTML as well. */
export { escapeXml as escapeHtml } from "../svg/index.js";

/** Plain text of inline or block markdown: no code fences, link targets, emphasis or table rules. */
export const plainText = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/gu, " ")
    .replace(/^\|?[\s:|-]*-{3,}[\s:|-]*$/gmu, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1")
    .replace(/\\\|/gu, " ")
    // Code and emphasis marks go without a trace ("`POST /x`, with" reads "POST /x, with"); structure is a space.
    .replace(/[`*]+/gu, "")
    .replace(/[#>|]+/gu, " ")
    .replace(/\s+/gu, " ")
    // Table cells and quote marks leave spaces no writer meant: none before closing punctuation, none after
    // an opening bracket (`.md` keeps its space: the dot does not close anything there).
    .replace(/ ([,.;:!?)\]])(?=\s|$)/gu, "$1")
    .replace(/([([]) /gu, "$1")
    .trim();

/**
 * A slugger for one page: heading text → a URL fragment (`How each layout reads body` →
 * `how-each-layout-reads-body`), numbered when a page repeats a heading.
 */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base =
      plainText(text)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-+|-+$/gu, "") || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
