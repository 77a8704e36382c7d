// The renderer of each document served as files (the contract's DOCUMENT_FILE_ROUTES), for the file pool's
// threads: its body validated along the request schema, then drawn as pages. A route without a renderer here
// fails the document-files test.
import { resolveIdentity } from "../../catalog/identities/index.js";
import {
  BRAND_BOOK_FILES,
  type BrandBookDocument,
  CODE_CARD_FILES,
  COMPONENT_SHEET_FILES,
  type CodeCardDocument,
  type ComponentLibraryDocument,
  DEFAULT_IDENTITY_PRESET,
  type DocumentFileRoute,
  type IdentityRequest,
  OPEN_GRAPH_FILES,
  type OpenGraphDocument,
} from "../../contract/index.js";
import { bodyTextValidator } from "../../generate/body-text.js";
import { renderBrandBook } from "../../render/brand-book/index.js";
import { drawCodeCard, loadHighlighter } from "../../render/code-card/index.js";
import { drawComponentSheet } from "../../render/components/index.js";
import type { DrawnDocument } from "../../render/files/drawn-document.js";
import { drawOpenGraph } from "../../render/open-graph/index.js";
import type { FontBook } from "../../render/text/book.js";
import { textWordmark } from "../../render/text/wordmark.js";

export interface DocumentKind {
  readonly route: DocumentFileRoute;
  /** The body as the document with its defaults; a 400 ApiError listing every issue. */
  readonly validate: (text: string) => unknown;
  readonly draw: (document: unknown, fonts: FontBook) => DrawnDocument | Promise<DrawnDocument>;
}

/** A document's kind: `draw` gets the validated document and its identity resolved. */
function kind<Document extends { identity: IdentityRequest }>(
  route: DocumentFileRoute,
  draw: (
    identity: ReturnType<typeof resolveIdentity>,
    document: Document,
    fonts: FontBook,
  ) => DrawnDocument | Promise<DrawnDocument>,
): DocumentKind {
  const validate = bodyTextValidator(route.request, {
    empty: `the request body is empty; send a JSON object such as {"identity": {"preset": "${DEFAULT_IDENTITY_PRESET}"}} (GET ${route.path} describes it)`,
    unknownField: `this field is not defined (GET ${route.path} describes the body)`,
  });
  return {
    route,
    validate,
    draw: (document, fonts) => {
      const doc = document as Document;
      return draw(resolveIdentity(doc.identity, { setWordmark: textWordmark(fonts) }), doc, fonts);
    },
  };
}

export const DOCUMENT_KINDS: ReadonlyMap<string, DocumentKind> = new Map(
  [
    kind<BrandBookDocument>(BRAND_BOOK_FILES, renderBrandBook),
    // Shiki's core and the card's grammar load once per thread, on its first card in that language.
    kind<CodeCardDocument>(CODE_CARD_FILES, async (identity, doc, fonts) =>
      drawCodeCard(identity, doc, fonts, await loadHighlighter([doc.language])),
    ),
    kind<ComponentLibraryDocument>(COMPONENT_SHEET_FILES, drawComponentSheet),
    kind<OpenGraphDocument>(OPEN_GRAPH_FILES, (identity, doc, fonts) => drawOpenGraph(identity, doc, fonts)),
  ].map((entry) => [entry.route.kind, entry]),
);
