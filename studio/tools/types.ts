// What every Studio tool provides to the shell and to window.marque.studio.
import type { TypographyRole } from "../../src/catalog/identities/types.js";
import type { IdentityInput, StudioExportOptions, TypeRole, Warning } from "../../src/contract/index.js";
import type { FontBook } from "../../src/render/text/index.js";
import type { ExportShape } from "../export/size-estimate.js";
import type { Artifact, ExportFormat, ExportRun } from "../runtime/artifact.js";
import type { Control } from "../runtime/controls.js";
import type { UploadedFontSummary } from "../runtime/uploaded-fonts.js";

// The export vocabulary is the runtime's (its encoders make artifacts); tools and the shell read it here.
export { type Artifact, type ExportFormat, type ExportRun, MEDIA_TYPES } from "../runtime/artifact.js";

/** What tools share: the active identity and the fonts of the page. */
export interface ToolContext {
  identity(): IdentityInput;
  setIdentity(identity: IdentityInput): void;
  /** A font book holding the faces of the active identity, and of any `extra` roles, with the fallback
   * files `texts` need (all fetched first). */
  fonts(extra?: readonly TypographyRole[], texts?: readonly string[]): Promise<FontBook>;
  /** The faces the active project uploaded for type roles (the font book draws those roles in them). */
  uploadedFonts(): UploadedFontSummary[];
  /** Checks, sanitizes and keeps `file` as the active project's face for `role` (refused: a StudioError). */
  uploadFont(role: TypeRole, file: Blob): Promise<UploadedFontSummary>;
  /** Removes the active project's face for `role`; resolves with the faces left. */
  removeFont(role: TypeRole): UploadedFontSummary[];
  /** Opens another tool on `source` (elements → the tool that makes an element's artifact); the tool's
   * previous source stays restorable. */
  open(toolId: string, source: unknown): Promise<void>;
  /** Shows a note in the status line (state reconciled, a source dropped). */
  notify(message: string): void;
  /** Saves the Studio's state locally. */
  persist(): void;
}

/** A tool's source document: a JSON object of the tool's own type (the shell and the facade see only this). */
export type SourceDocument = object;

/** A source as applySource answers it: normalized, with the warnings of what was resolved again. */
export type Applied<Source> = Source & { warnings?: Warning[] };

export interface Tool<Source extends SourceDocument = SourceDocument> {
  readonly id: string;
  readonly exports: readonly ExportFormat[];
  /** The exact current source document (for generating tools: the POST /api/generate body). */
  readSource(): Source;
  /** The source a new user starts from (what "Reset tool" applies). */
  initialSource(): Source;
  /** Validates with the contract schema, commits and re-renders; resolves with the normalized source. */
  applySource(input: unknown): Promise<Applied<Source>>;
  /** The controls the tool shows now. */
  controls(): Control[];
  /** Draws the preview into `element`. */
  render(element: HTMLElement): Promise<void>;
  /**
   * Makes an export (the shell refuses concurrent ones); `options` are the export action's other inputs.
   * Long exports report frames done and stop when `run.signal` aborts.
   */
  artifact?(format: ExportFormat, options?: StudioExportOptions, run?: ExportRun): Promise<Artifact>;
  /** The mode an export with `options` makes, as its progress events say (tools without modes: standard). */
  exportMode?(options: StudioExportOptions): string;
  /**
   * The inputs the shell's Download buttons export with: what a person chose in the inspector (the Design
   * Lab's Export mode). The export action takes only what its call names.
   */
  exportChoices?(): StudioExportOptions;
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
