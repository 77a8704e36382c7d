// The moodboard renderer: a board of tiles laid out in a grid or freely, as one SVG.
export { type Board, type BoardIdentity, renderMoodboard, type TileArt, tileAspects } from "./board.js";
export { type BoardLayout, boardLayout, type TileBox } from "./layout.js";
export { swatchColor, swatchName } from "./swatches.js";
