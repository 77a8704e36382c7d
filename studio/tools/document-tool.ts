// One lifecycle for the tools that draw a document on the page's canvas (the Design Lab, Motion): the document
// kept by a session (restore, identity fitting, whole-document commits), the preview sized to what is shown
// and redrawn by a frame loop that holds still while an export runs, and exports encoded by the runtime's one
// encoder. A tool is declarations — how its document reads, what its preview draws at a size and time, what
// an export draws — plus its controls.
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import type { ResolvedIdentity } from "../../src/catalog/identities/types.js";
import {
  exportFormatLabel,
  type IdentityInput,
  identitySchema,
  LOOP_EXPORT_FORMATS,
  type LoopExportFormat,
  type StudioExportOptions,
} from "../../src/contract/index.js";
import type { MaterialRenderer } from "../engines/index.js";
import type { ExportFormat } from "../runtime/artifact.js";
import type { Control } from "../runtime/controls.js";
import { artifactOf, type Encoded, type Encoding, encode } from "../runtime/encode.js";
import { StudioError } from "../runtime/errors.js";
import { showUnavailable, tryMaterialRenderer } from "../runtime/gl.js";
import { type FrameLoop, frameLoop } from "../runtime/loop.js";
import { carriedIdentity } from "./carried-identity.js";
import {
  type DocumentSession,
  documentSession,
  type Read,
  sharedIdentity,
  startsAfresh,
} from "./document-session.js";
import type { Applied, Tool, ToolContext, ToolFactory } from "./types.js";

/** Previews draw at most this many device pixels across (exports draw at their full size). */
const PREVIEW_MAX_WIDTH = 1280;
/** Device pixels a moving preview frame may take (about 480×270, 360×360), so software WebGL keeps up. */
const MOVING_PIXEL_BUDGET = 130_000;

interface Size {
  width: number;
  height: number;
}

/** What a tool's declarations work with: its document, the page's context and the preview. */
export interface DocumentHost<Doc> {
  readonly context: ToolContext;
  /** The document with the active identity. */
  doc(): Doc;
  /** Validates and commits a whole document (one undoable edit); resolves as applySource does. */
  apply(input: unknown): Promise<Applied<Doc>>;
  /** Draws the preview again (after a change that is not the document's: a scrub, a selection). */
  redraw(): void;
  /** The active identity, resolved. */
  identity(): ResolvedIdentity;
}

/** One preview frame to draw: `clock` is the frame loop's time, `width`×`height` the size to draw at. */
export interface PreviewFrame<Doc> {
  renderer: MaterialRenderer;
  doc: Doc;
  canvas: HTMLCanvasElement;
  width: number;
  height: number;
  clock: number;
}

/** An export planned for a document: its file name without the extension, size and frames (the encoder
 * does the rest). */
export type ExportPlan = Omit<Encoding, "run"> & { stem: string };

export interface DocumentToolDeclarations<Doc extends object> {
  controls(): Control[];
  preview: {
    /** The art's size: the preview keeps its aspect and draws at most at it. */
    size(doc: Doc): Size;
    /** The canvas's accessible name. */
    label(doc: Doc): string;
    /** Whether frames differ over time now (the loop runs only then). */
    animates(doc: Doc): boolean;
    draw(frame: PreviewFrame<Doc>): void;
    className?: string;
    /** Elements drawn over the canvas, and how to detach from it (the Design Lab's selection). */
    mount?(canvas: HTMLCanvasElement): { over: Element[]; unmount(): void };
    /** After each render: the canvas's state classes. */
    decorate?(canvas: HTMLCanvasElement, doc: Doc): void;
  };
  export: {
    /** The export's mode as the call names it, else the tool's default: the file and the progress say it. */
    mode(options: StudioExportOptions): string;
    plan(doc: Doc, options: StudioExportOptions, renderer: MaterialRenderer): Promise<ExportPlan>;
  };
  /** The tool's own extras (the Design Lab's export choices, timing and shape). */
  extras?: Partial<Pick<Tool<Doc>, "exportChoices" | "exportTiming" | "exportShape" | "exportAction">>;
  /** Stops what the tool runs besides the preview (the Shader Library's thumbnails). */
  dispose?(): void;
}

export interface DocumentToolSpec<Doc extends object> {
  id: string;
  /** How the tool is named in a sentence's subject ("the Design Lab", "Motion"). */
  name: string;
  exports: readonly LoopExportFormat[];
  /** Validates a whole document as the contract does (throws the error to show). */
  read(input: unknown, context: ToolContext): Read<Doc>;
  /** The document a new user starts from. */
  fresh(context: ToolContext): Doc;
  declare(host: DocumentHost<Doc>): DocumentToolDeclarations<Doc>;
}

type Identified = { identity?: IdentityInput };

const isLoopFormat = (format: ExportFormat): format is LoopExportFormat =>
  (LOOP_EXPORT_FORMATS as readonly string[]).includes(format);

/** The preview's size: as shown, within the art's; while moving, within a pixel budget (the browser scales up). */
function previewSize(canvas: HTMLCanvasElement, art: Size, moving: boolean): Size {
  const shown = canvas.getBoundingClientRect().width * (window.devicePixelRatio || 1);
  let width = Math.min(shown || art.width, PREVIEW_MAX_WIDTH, art.width);
  if (moving) width = Math.min(width, Math.sqrt((MOVING_PIXEL_BUDGET * art.width) / art.height));
  width = Math.max(2, Math.round(width));
  return { width, height: Math.max(2, Math.round((width * art.height) / art.width)) };
}

export function defineDocumentTool<Doc extends Identified>(spec: DocumentToolSpec<Doc>): ToolFactory {
  return async (context, saved): Promise<Tool<Doc>> => {
    let loop: FrameLoop | undefined;
    let preview: HTMLCanvasElement | undefined;
    let unmount: (() => void) | undefined;
    /** Exports running now (the shell allows one): the preview holds still meanwhile, since they would share
     * the one renderer and the main thread. */
    let exporting = 0;
    const redraw = () => loop?.invalidate();
    const session: DocumentSession<Doc> = documentSession<Doc>(
      {
        read: (input) => spec.read(input, context),
        fresh: () => spec.fresh(context),
        // Fields of the shared identity the document does not carry are kept (carried-identity.ts).
        ...sharedIdentity<Doc>(context, carriedIdentity),
        afresh: startsAfresh(spec.name),
        changed: redraw,
      },
      context,
      saved,
    );
    const host: DocumentHost<Doc> = {
      context,
      doc: session.doc,
      apply: session.apply,
      redraw,
      identity: () => resolveIdentity(identitySchema.parse(context.identity())),
    };
    const tool = spec.declare(host);

    const draw = (clock: number, moving: boolean) => {
      const renderer = tryMaterialRenderer();
      if (!preview || !("render" in renderer)) return;
      const doc = session.doc();
      const { width, height } = previewSize(preview, tool.preview.size(doc), moving);
      tool.preview.draw({ renderer, doc, canvas: preview, width, height, clock });
    };

    return {
      id: spec.id,
      exports: spec.exports,
      ...tool.extras,
      readSource: () => structuredClone(session.doc()),
      initialSource: () => spec.fresh(context),
      applySource: session.apply,
      controls: tool.controls,
      async render(element) {
        const renderer = tryMaterialRenderer();
        if (!("render" in renderer)) {
          showUnavailable(element, renderer);
          return;
        }
        const doc = session.doc();
        if (!preview || !element.contains(preview)) {
          loop?.dispose();
          unmount?.();
          preview = globalThis.document.createElement("canvas");
          preview.setAttribute("role", "img");
          if (tool.preview.className) preview.className = tool.preview.className;
          const mounted = tool.preview.mount?.(preview);
          // The canvas first (the shell sizes the artboard from it), what is drawn over it after.
          element.replaceChildren(preview, ...(mounted?.over ?? []));
          unmount = mounted?.unmount;
          loop = frameLoop(preview, draw, () => exporting === 0 && tool.preview.animates(session.doc()));
        }
        const art = tool.preview.size(doc);
        preview.dataset.artWidth = String(art.width);
        preview.dataset.artHeight = String(art.height);
        tool.preview.decorate?.(preview, doc);
        preview.setAttribute("aria-label", tool.preview.label(doc));
        loop?.invalidate();
      },
      exportMode: tool.export.mode,
      async artifact(format, options = {}, run) {
        const renderer = tryMaterialRenderer();
        if (!("render" in renderer)) throw renderer;
        if (!isLoopFormat(format))
          throw StudioError.of(
            "invalid_request",
            `${spec.name} exports no ${exportFormatLabel(format)}`,
            "format",
          );
        const doc = session.doc();
        exporting += 1;
        let plan: ExportPlan;
        let made: Encoded;
        try {
          plan = await tool.export.plan(doc, options, renderer);
          made = await encode(format, { ...plan, run });
        } finally {
          exporting -= 1;
          loop?.invalidate();
        }
        return artifactOf(`${plan.stem}.${format}`, format, made, plan.width, plan.height);
      },
      deactivate() {
        loop?.dispose();
        unmount?.();
        loop = undefined;
        unmount = undefined;
        preview = undefined;
        tool.dispose?.();
      },
    };
  };
}
