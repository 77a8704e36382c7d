// Seamless tiles: a mark near a tile edge is repeated on the opposite side, so tiles join without cuts.

/** Offsets (−size, 0, +size per axis) at which a mark with this box still touches the tile grown by `margin`. */
export function wrapOffsets(
  box: { x0: number; y0: number; x1: number; y1: number },
  size: number,
  margin = 0,
): [number, number][] {
  const offsets: [number, number][] = [];
  for (const dx of [-size, 0, size]) {
    for (const dy of [-size, 0, size]) {
      if (
        box.x1 + dx >= -margin &&
        box.x0 + dx <= size + margin &&
        box.y1 + dy >= -margin &&
        box.y0 + dy <= size + margin
      ) {
        offsets.push([dx, dy]);
      }
    }
  }
  return offsets;
}
