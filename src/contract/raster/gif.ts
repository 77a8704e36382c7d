// GIF: header, logical screen, colour tables, then blocks up to the trailer 0x3B, with at least one image;
// every frame bounded (decoders grow the image to hold a frame past the screen) and a valid LZW code size.
import { refuse } from "../image-refusal.js";
import { bounded, type RasterInfo, view } from "./bytes.js";

export function gif(bytes: Uint8Array): RasterInfo {
  if (bytes.length < 13)
    refuse(`the GIF image is truncated: ${bytes.length} bytes cannot hold its 13-byte header`);
  const data = view(bytes);
  const info = bounded("GIF image", data.getUint16(6, true), data.getUint16(8, true));
  const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colorTable(bytes[10] ?? 0);
  let images = 0;
  const skipSubBlocks = () => {
    for (;;) {
      const size = bytes[offset];
      if (size === undefined) refuse("the GIF image is truncated inside a data block");
      offset += 1 + size;
      if (size === 0) return;
    }
  };
  for (;;) {
    const block = bytes[offset];
    if (block === undefined || offset > bytes.length) {
      refuse("the GIF image is truncated: it has no trailer (0x3B)");
    }
    if (block === 0x3b) break;
    if (block === 0x21) {
      offset += 2; // introducer and label, then the extension's sub-blocks
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (offset + 11 > bytes.length) refuse("the GIF image is truncated inside an image descriptor");
      // A frame may reach past the logical screen, and decoders then grow the image to hold it: bound its extent.
      const right = data.getUint16(offset + 1, true) + data.getUint16(offset + 5, true);
      const bottom = data.getUint16(offset + 3, true) + data.getUint16(offset + 7, true);
      bounded("GIF image", Math.max(info.width, right), Math.max(info.height, bottom));
      offset += 10 + colorTable(bytes[offset + 9] ?? 0); // descriptor, local colour table
      const codeSize = bytes[offset];
      if (codeSize !== undefined && (codeSize < 2 || codeSize > 8)) {
        refuse(`the GIF image has an invalid LZW minimum code size (${codeSize}) at byte ${offset}`);
      }
      offset += 1;
      skipSubBlocks();
      images++;
    } else {
      refuse(`the GIF image is malformed: unexpected block 0x${block.toString(16)} at byte ${offset}`);
    }
  }
  if (images === 0) refuse("the GIF image holds no image");
  return info;
}
