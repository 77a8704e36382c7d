// Studio documents drawn as files over HTTP: one route shape for every static document tool (the brand book,
// Open Graph images, terminal cards, component sheets). `POST {path}` takes the tool's document as JSON and
// answers one of `formats` — a PDF of every page, or one page (`?page=N`, 1-based) as SVG or pixels at
// `?scale=` — and `GET {path}/{document}.{extension}` answers the same file at a URL (`{document}` its JSON in
// base64url), for `og:image`, `<img>` and chat clients that show links.
import type { FileFormat } from "./file-formats.js";

export interface DocumentFileRoute {
  /** The document's `kind`: the Studio tool's source kind, optional in a request body. */
  readonly kind: string;
  /** The route, e.g. "/api/brand-books". */
  readonly path: string;
  /** What the document is, for messages and docs ("brand book"). */
  readonly noun: string;
  /** The formats it comes in, the default first (no Accept header, or one that accepts anything). */
  readonly formats: readonly [FileFormat, ...FileFormat[]];
  /** The most pages one document draws (bounds `?page=`). */
  readonly maxPages: number;
}
