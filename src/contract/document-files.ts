// Studio documents drawn as files over HTTP: one route shape for every static document tool (the brand book,
// Open Graph images, terminal cards, component sheets). `POST {path}` takes the tool's document as JSON and
// answers one of `formats` — a PDF of every page, or one page (`?page=N`, 1-based) as SVG or pixels at
// `?scale=` — `GET {path}/{document}.{extension}` answers the same file at a URL (`{document}` its JSON in
// base64url), for `og:image`, `<img>` and chat clients that show links, and `GET {path}` describes the route.
import type { z } from "zod";
import {
  base64UrlOfJson,
  FILE_EXTENSIONS,
  type FileFormat,
  MAX_IMAGE_URL_REQUEST_CHARS,
} from "./file-formats.js";
import { slugify } from "./slug.js";

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
  /** The request body: the tool's document, `kind` optional, defaults filled. */
  readonly request: z.ZodType;
  /** The Studio tool's source document (what `applySource` reads and `readSource` gives). */
  readonly document: z.ZodType;
  /** A small valid body, for the route's description, the docs and OpenAPI. */
  readonly example: Readonly<Record<string, unknown>>;
  /**
   * What OpenAPI and the docs say of it. `name` names its components ({name}Request, {name}Document) and
   * operations (generate{name}, get{name}Contract), e.g. "BrandBook".
   */
  readonly openapi: {
    readonly name: string;
    readonly summary: string;
    /** What is drawn: pages, sizes, sources (the route's formats, query and URLs are described for it). */
    readonly description: string;
  };
}

/**
 * A document's file URLs by format: `GET {path}/{its JSON in base64url}.{extension}`. Undefined when it has
 * none: it holds a data URL (far too long for a URL) or does not fit MAX_IMAGE_URL_REQUEST_CHARS.
 */
export function documentFileUrls(
  route: DocumentFileRoute,
  document: Readonly<Record<string, unknown>>,
): ((format: FileFormat) => string) | undefined {
  const json = JSON.stringify(document);
  if (json.includes("data:")) return undefined;
  const encoded = base64UrlOfJson(json);
  if (encoded.length > MAX_IMAGE_URL_REQUEST_CHARS) return undefined;
  return (format) => `${route.path}/${encoded}.${FILE_EXTENSIONS[format]}`;
}

/** A file's name: the document's for a PDF, else "{name}-{page}-{page title as a slug}.{extension}". */
export function documentFileName(
  name: string,
  format: FileFormat,
  page?: { readonly number: number; readonly title: string },
): string {
  if (format === "pdf" || page === undefined) return `${name}.${FILE_EXTENSIONS[format]}`;
  const slug = slugify(page.title);
  return `${name}-${page.number}${slug ? `-${slug}` : ""}.${FILE_EXTENSIONS[format]}`;
}
