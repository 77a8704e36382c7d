// Expanded markdown → HTML (marked), with an id on every heading and the page's sections for search.
// Raw HTML in a source is shown as text: the pages are markdown, not templates.
import { Marked, type Token, type Tokens } from "marked";
import { escapeHtml, plainText, slugger } from "./markdown.js";

/** A part of a page under one `##` or `###` heading: what search indexes and links to. */
export interface DocSection {
  /** The heading's id in the HTML page (`how-each-layout-reads-body`). */
  anchor: string;
  title: string;
  depth: number;
  /** The section's markdown, heading included, up to the next `##` or `###`. */
  markdown: string;
}

export interface RenderedMarkdown {
  html: string;
  sections: DocSection[];
}

type Heading = Tokens.Heading & { anchor?: string };

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading(token) {
      const { depth, tokens, anchor } = token as Heading;
      return `<h${depth} id="${escapeHtml(anchor ?? "")}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

const isSectionHeading = (token: Token): token is Heading =>
  token.type === "heading" && (token.depth === 2 || token.depth === 3);

/** Renders one page; heading ids are unique within it and equal to its sections' anchors. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tokens = marked.lexer(markdown);
  const slug = slugger();
  marked.walkTokens(tokens, (token) => {
    if (token.type === "heading") (token as Heading).anchor = slug(token.text);
  });

  const sections: DocSection[] = [];
  let current: DocSection | undefined;
  for (const token of tokens) {
    if (isSectionHeading(token)) {
      current = {
        anchor: token.anchor ?? "",
        title: plainText(token.text),
        depth: token.depth,
        markdown: "",
      };
      sections.push(current);
    }
    if (current) current.markdown += token.raw;
  }
  return { html: marked.parser(tokens), sections };
}
