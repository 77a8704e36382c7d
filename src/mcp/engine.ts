// What the MCP tools render through: one interface, two implementations — the HTTP server's Artifacts (cached,
// files drawn in its pool) when mounted at /mcp, and the same process (generate + encodeFile) over stdio.
import type { DeckFormat, FileFormat, Warning } from "../contract/index.js";

/** A background or template drawn as one file. */
export interface ArtifactFile {
  readonly bytes: Buffer;
  readonly mimeType: string;
  readonly filename: string;
  /** The file's size: pixels for a raster at scale 1, SVG pixels or PDF points otherwise. */
  readonly width: number;
  readonly height: number;
  readonly warnings: readonly Warning[];
}

/** A deck drawn as one PDF or PPTX. */
export interface DeckArtifact {
  readonly bytes: Buffer;
  readonly mimeType: string;
  readonly filename: string;
  /** Each slide's warnings at its path (`slides.3.title`). */
  readonly warnings: readonly Warning[];
}

export interface Engine {
  /**
   * A background or template request (a JSON value, validated here) as `format` at scale 1. Throws the
   * contract's ApiError for a request it refuses.
   */
  file(request: Readonly<Record<string, unknown>>, format: FileFormat): Promise<ArtifactFile>;
  /** A deck (POST /api/decks's body, validated here) as `format`. Throws ApiError when refused. */
  deck(request: Readonly<Record<string, unknown>>, format: DeckFormat): Promise<DeckArtifact>;
  /** An element-brief or design-sequence request's JSON answer. Throws ApiError when refused. */
  document(request: Readonly<Record<string, unknown>>): Promise<unknown>;
  /**
   * The absolute image URL of a request's file when a server answers it (none over stdio, and none for a
   * request too long for a URL).
   */
  url?(request: Readonly<Record<string, unknown>>, format: FileFormat): string | undefined;
}
