// Moodboard: a board of the brand's artifacts (backgrounds and templates drawn by Marque's own renderers),
// materials from the Shader Library, palette swatches and uploaded images, in a masonry grid or placed freely,
// each captioned in the identity's type. The preview is the SVG it exports, with a handle over each tile; the PNG
// is that SVG drawn by the browser at the chosen width, the PDF that SVG on one page.
import { resolveIdentity } from "../../../src/catalog/identities/index.js";
import {
  MOODBOARD_TOOL_EXPORTS,
  type MoodboardDocument,
  type StudioExportFormat,
} from "../../../src/contract/index.js";
import {
  boardLayout,
  renderMoodboard,
  type TileArt,
  type TileBox,
  tileAspects,
} from "../../../src/render/moodboard/index.js";
import { StudioError } from "../../runtime/errors.js";
import { documentSession, sharedIdentity, startsAfresh } from "../document-session.js";
import { rasterize } from "../raster.js";
import { type Artifact, MEDIA_TYPES, type Tool, type ToolFactory } from "../types.js";
import { type ArtRequest, BoardArt, scaleFor } from "./art.js";
import { boardOverlay } from "./board-view.js";
import { moodboardControls, type Picks } from "./controls.js";
import { DEFAULT_BOARD_MATERIAL, newMoodboard, validateMoodboard } from "./document.js";
import "./moodboard.css";

/** Device pixels per board unit of material stills in the SVG and PDF (a PNG's follow its width). */
const VECTOR_STILL_SCALE = 1.5;
/** Characters the board sets beside its own text (swatches' HEX codes). */
const BOARD_SYMBOLS = "#0123456789ABCDEF…";

export const createMoodboardTool: ToolFactory = async (context, saved): Promise<Tool<MoodboardDocument>> => {
  const session = documentSession<MoodboardDocument>(
    {
      read: (input) => ({ doc: validateMoodboard(input) }),
      fresh: () => newMoodboard(context.identity()),
      ...sharedIdentity<MoodboardDocument>(context),
      afresh: startsAfresh("the Moodboard"),
    },
    context,
    saved,
  );
  const art = new BoardArt(context);
  const picks: Picks = { material: DEFAULT_BOARD_MATERIAL, swatch: "accent" };
  let selected = 0;
  /** Focus the selected tile's handle after the next render (a keyboard edit keeps the focus on its tile). */
  let focusNext = false;
  let commitTile: ((value: unknown) => void) | undefined;
  /** The element the preview was last drawn into, and which drawing is the latest. */
  let shown: HTMLElement | undefined;
  let drawing = 0;
  /** The boxes of the board last drawn (the free layout's placement controls start from them). */
  let boxes: readonly TileBox[] = [];

  const board = async (request: ArtRequest, prepare = async (arts: TileArt[]) => arts) => {
    const doc = session.doc();
    const identity = resolveIdentity(doc.identity);
    const texts = [identity.name, doc.title, BOARD_SYMBOLS, ...doc.items.map((item) => item.caption)];
    const [arts, fonts] = await Promise.all([
      art.arts(doc, request).then(prepare),
      context.fonts([identity.typography.mono], texts),
    ]);
    return { doc, arts, drawn: renderMoodboard(identity, doc, arts, fonts) };
  };

  /** A drag in progress on the board, and whether a drawing waits for it to end. */
  let dragging = false;
  let waiting = false;

  const render = async (element: HTMLElement) => {
    shown = element;
    const mine = ++drawing;
    const { doc, arts, drawn } = await board({
      scale: Math.min(2, window.devicePixelRatio || 1),
      late: () => {
        if (shown === element && mine === drawing && element.isConnected) void render(element);
      },
    });
    if (mine !== drawing) return;
    // A still that arrives mid-drag waits: drawing the board again would drop the handle under the pointer.
    if (dragging) {
      waiting = true;
      return;
    }
    selected = Math.max(0, Math.min(selected, doc.items.length - 1));
    const layout = boardLayout(doc, tileAspects(doc.items, arts));
    boxes = layout.boxes;
    // The keyboard stays on its tile: the edited one after a keyboard edit, and the focused one (which need not
    // be the selected one) when the board is drawn again under it.
    const active = document.activeElement;
    const onHandle =
      active instanceof HTMLElement && element.querySelector(".moodboard-overlay")?.contains(active) === true;
    const focus = focusNext ? selected : onHandle ? Number(active.dataset.index) : undefined;
    focusNext = false;
    const overlay = boardOverlay(doc, layout, selected, focus, {
      select: (index) => commitTile?.(String(index)),
      edit: (next, select, keep) => {
        focusNext = keep === true;
        commitTile?.({ doc: next, select });
      },
      notify: context.notify,
      gesture: (active) => {
        dragging = active;
        if (!active && waiting) {
          waiting = false;
          void render(element);
        }
      },
    });
    element.innerHTML = drawn.svg;
    element.append(overlay);
  };

  const controls = () =>
    moodboardControls(
      {
        doc: session.doc,
        selected: () => selected,
        async apply(next, select) {
          await session.apply(next);
          if (select !== undefined) selected = select;
        },
        select: (index) => {
          selected = index;
        },
        bindCommit: (commit) => {
          commitTile = commit;
        },
        box: (index) => boxes[index],
        gradient: () => resolveIdentity(session.doc().identity).colors.gradient,
      },
      picks,
    );

  return {
    id: "moodboard",
    exports: MOODBOARD_TOOL_EXPORTS,
    readSource: () => structuredClone(session.doc()),
    initialSource: () => newMoodboard(context.identity()),
    applySource: session.apply,
    controls,
    render,
    async artifact(format): Promise<Artifact> {
      if (!(MOODBOARD_TOOL_EXPORTS as readonly StudioExportFormat[]).includes(format as StudioExportFormat))
        throw StudioError.of(
          "invalid_request",
          `the Moodboard exports ${MOODBOARD_TOOL_EXPORTS.join(", ")}`,
          "format",
        );
      const width = session.doc().export.width;
      const { drawn } = await board(
        { scale: format === "png" ? scaleFor(width) : VECTOR_STILL_SCALE },
        format === "pdf" ? filtersAsPixels : undefined,
      );
      const stem = drawn.filename.replace(/\.svg$/u, "");
      if (format === "png") {
        const height = Math.round((drawn.height * width) / drawn.width);
        const blob = await rasterize(drawn.svg, width, height, "image/png");
        return {
          filename: `${stem}-${width}.png`,
          mimeType: MEDIA_TYPES.png,
          bytes: blob.size,
          width,
          height,
          blob,
        };
      }
      if (format === "pdf") {
        // Loaded only now: pdfkit never enters the tool's first JavaScript.
        const { pdfFromSvgPages } = await import("../../runtime/pdf.js");
        const title = `${drawn.title} moodboard`;
        const bytes = await pdfFromSvgPages(
          [{ svg: drawn.svg, width: drawn.width, height: drawn.height, title }],
          { title, author: drawn.author },
        );
        const blob = new Blob([bytes as BlobPart], { type: MEDIA_TYPES.pdf });
        return {
          filename: `${stem}.pdf`,
          mimeType: MEDIA_TYPES.pdf,
          bytes: blob.size,
          width: drawn.width,
          height: drawn.height,
          blob,
        };
      }
      const blob = new Blob([drawn.svg], { type: MEDIA_TYPES.svg });
      return {
        filename: drawn.filename,
        mimeType: MEDIA_TYPES.svg,
        bytes: blob.size,
        width: drawn.width,
        height: drawn.height,
        blob,
      };
    },
    deactivate() {
      shown = undefined;
    },
  };
};

/**
 * A PDF's tiles: an artifact drawn with SVG filters (a background's grain) is drawn by the browser into a PNG at
 * its own size first, since the PDF writer rasterizes filtered shapes of the page itself, not of an SVG nested in
 * it; every other artifact stays vector.
 */
async function filtersAsPixels(arts: TileArt[]): Promise<TileArt[]> {
  return Promise.all(
    arts.map(async (tile) => {
      if (!tile.svg?.includes("<filter")) return tile;
      const png = await rasterize(tile.svg, tile.width, tile.height, "image/png");
      const image = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error("the tile's pixels could not be read"));
        reader.readAsDataURL(png);
      });
      return { image, width: tile.width, height: tile.height, label: tile.label };
    }),
  );
}
