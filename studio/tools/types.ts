// What every Studio tool provides to the shell and to window.marque.studio.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput, StudioExportFormat } from "../../src/contract/index.js";
import type { FontBook } from "../../src/render/text/index.js";
import type { Control } from "../api/controls.js";
import type { ExportShape } from "../export/size-estimate.js";

export type ExportFormat = StudioExportFormat;

/** The media type of each export format. */
export const MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** What the shell gives a running export: cancellation and a progress callback. */
export interface ExportRun {
  signal: AbortSignal;
  onProgress(frame: number, frames: number): void;
}

/** A finished export: serializable fields plus the Blob itself. */
export interface Artifact {
  filename: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  /** Motion: the number of frames and the length. */
  frames?: number;
  durationMs?: number;
  blob: Blob;
}

/** What tools share: the active identity and the fonts of the page. */
export interface ToolContext {
  identity(): IdentityInput;
  setIdentity(identity: IdentityInput): void;
  /** A font book holding the faces of the active identity, and of any `extra` roles, with the fallback
   * files `texts` need (all fetched first). */
  fonts(extra?: readonly TypographyRole[], texts?: readonly string[]): Promise<FontBook>;
  /** Opens another tool on `source` (elements → the tool that makes an element's artifact); the tool's
   * previous source stays restorable. */
  open(toolId: string, source: unknown): Promise<void>;
  /** Shows a note in the status line (state reconciled, a source dropped). */
  notify(message: string): void;
  /** Saves the Studio's state locally. */
  persist(): void;
}

export interface Tool {
  readonly id: string;
  readonly exports: readonly ExportFormat[];
  /** The exact current source document (for generating tools: the POST /api/generate body). */
  readSource(): Record<string, unknown>;
  /** The source a new user starts from (what "Reset tool" applies). */
  initialSource(): Record<string, unknown>;
  /** Validates with the contract schema, commits and re-renders; resolves with the normalized source. */
  applySource(input: unknown): Promise<Record<string, unknown>>;
  /** The controls the tool shows now. */
  controls(): Control[];
  /** Draws the preview into `element`. */
  render(element: HTMLElement): Promise<void>;
  /**
   * Makes an export (the shell refuses concurrent ones); `options` are the export action's other inputs.
   * Long exports report frames done and stop when `run.signal` aborts.
   */
  artifact?(
    format: ExportFormat,
    options?: Readonly<Record<string, unknown>>,
    run?: ExportRun,
  ): Promise<Artifact>;
  /**
   * The inputs the shell's Download buttons export with: what a person chose in the inspector (the Design
   * Lab's Export mode). The export action takes only what its call names.
   */
  exportChoices?(): Readonly<Record<string, unknown>>;
  /** A motion export's frames and length for each mode, as the files will have them (`describe().export`). */
  exportTiming?(): Readonly<Record<string, { frames: number; durationMs: number }>>;
  /** What the Download buttons would export now (pixels, motion frames, quality): the shell's size estimate. */
  exportShape?(): ExportShape;
  /** The export action's name (default `<tool id>.export`). */
  readonly exportAction?: string;
  /** Why a format outside `exports` is refused, when the tool knows better than "not one of". */
  refuseExport?(format: string): Error | undefined;
  /** Stops what the tool runs while visible (a preview loop); called when another tool opens. */
  deactivate?(): void;
}

export type ToolFactory = (context: ToolContext, saved: unknown) => Promise<Tool>;
