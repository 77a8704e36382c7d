// Where a board's tiles go: a masonry grid (each tile into the shortest column, keeping its aspect) or the free
// layout's placements — numbers and boxes only; the board's markup is board.ts's.
import { MOODBOARD_BOARD_WIDTH, type MoodboardDocument } from "../../contract/index.js";

/** Board units around the board's content. */
export const BOARD_PAD = 72;
/** The heading's band: the title and the line under it. */
export const HEADER_HEIGHT = 150;
/** Below a tile with a caption: the gap and the caption's line. */
export const CAPTION_HEIGHT = 40;

export interface TileBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise about the tile's centre (free layout only). */
  rotation: number;
}

export interface BoardLayout {
  width: number;
  height: number;
  boxes: TileBox[];
}

/** A tile's height over its width. */
export type Aspect = number;

const hasCaption = (item: MoodboardDocument["items"][number]) => item.caption.trim() !== "";

/** The masonry grid: columns of equal width, each tile into the shortest one (the first, on a tie). */
export function gridBoxes(doc: MoodboardDocument, aspects: readonly Aspect[]): BoardLayout {
  const { columns, gap } = doc.grid;
  const inner = MOODBOARD_BOARD_WIDTH - 2 * BOARD_PAD;
  const column = (inner - (columns - 1) * gap) / columns;
  const top = BOARD_PAD + HEADER_HEIGHT;
  const bottoms = Array.from({ length: columns }, () => top);
  const boxes = doc.items.map((item, i): TileBox => {
    let shortest = 0;
    for (let c = 1; c < columns; c++) if ((bottoms[c] ?? 0) < (bottoms[shortest] ?? 0) - 0.5) shortest = c;
    const y = bottoms[shortest] ?? top;
    const height = Math.round(column * (aspects[i] ?? 1));
    bottoms[shortest] = y + height + (hasCaption(item) ? CAPTION_HEIGHT : 0) + gap;
    return { x: BOARD_PAD + shortest * (column + gap), y, width: column, height, rotation: 0 };
  });
  const deepest = Math.max(...bottoms.map((bottom) => bottom - gap));
  return { width: MOODBOARD_BOARD_WIDTH, height: Math.ceil(Math.max(deepest, top + 200) + BOARD_PAD), boxes };
}

/** The free layout: each tile where it was placed, else where the grid puts it; the board ends below the last. */
export function freeBoxes(doc: MoodboardDocument, aspects: readonly Aspect[]): BoardLayout {
  const grid = gridBoxes(doc, aspects);
  const boxes = doc.items.map((item, i): TileBox => {
    const placed = item.place;
    const fallback = grid.boxes[i] as TileBox;
    if (!placed) return fallback;
    const width = Math.min(placed.width, MOODBOARD_BOARD_WIDTH);
    return {
      x: Math.min(placed.x, MOODBOARD_BOARD_WIDTH - 40),
      y: placed.y,
      width,
      height: Math.round(width * (aspects[i] ?? 1)),
      rotation: placed.rotation,
    };
  });
  const deepest = boxes.reduce(
    (most, box, i) =>
      Math.max(most, box.y + box.height + (hasCaption(doc.items[i] as never) ? CAPTION_HEIGHT : 0)),
    BOARD_PAD + HEADER_HEIGHT + 200,
  );
  return { width: MOODBOARD_BOARD_WIDTH, height: Math.ceil(deepest + BOARD_PAD), boxes };
}

export const boardLayout = (doc: MoodboardDocument, aspects: readonly Aspect[]): BoardLayout =>
  doc.layout === "free" ? freeBoxes(doc, aspects) : gridBoxes(doc, aspects);
