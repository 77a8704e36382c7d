// Every Studio document served as files over HTTP (see document-files.ts): the routes, OpenAPI, the agent
// manifest, the docs' endpoint table and the file pool all read this one list.
import { BRAND_BOOK_FILES } from "./brand-book-document.js";
import { CODE_CARD_FILES } from "./code-card-document.js";
import { COMPONENT_SHEET_FILES } from "./component-library-document.js";
import type { DocumentFileRoute } from "./document-files.js";
import { OPEN_GRAPH_FILES } from "./open-graph-document.js";

export const DOCUMENT_FILE_ROUTES: readonly DocumentFileRoute[] = [
  BRAND_BOOK_FILES,
  CODE_CARD_FILES,
  COMPONENT_SHEET_FILES,
  OPEN_GRAPH_FILES,
];
