// A small GIF reader for the export tests: screen, colour tables, delays, the NETSCAPE loop count and every
// frame decoded (LZW) to RGBA. Written for these tests; handles what encoders emit (no interlace, full frames).

export interface GifFrame {
  delayCs: number;
  left: number;
  top: number;
  width: number;
  height: number;
  localPalette: boolean;
  /** RGBA of this frame's rectangle. */
  rgba: Uint8Array;
}

export interface ParsedGif {
  width: number;
  height: number;
  globalPalette: boolean;
  /** NETSCAPE2.0 loop count (0 = forever); undefined when the extension is missing. */
  loopCount: number | undefined;
  frames: GifFrame[];
}

function lzwDecode(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  const out = new Uint8Array(pixelCount);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  // Each code's string as (prefix code, last byte, length); strings are written back to front.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < clear; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    length[i] = 1;
  }
  let size = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let written = 0;
  let bits = 0;
  let bitCount = 0;
  const firstByte = (code: number): number => {
    let c = code;
    while ((prefix[c] ?? -1) >= 0) c = prefix[c] ?? 0;
    return suffix[c] ?? 0;
  };
  const emit = (code: number): void => {
    const n = length[code] ?? 0;
    let c = code;
    for (let i = n - 1; i >= 0; i--) {
      if (written + i < pixelCount) out[written + i] = suffix[c] ?? 0;
      c = prefix[c] ?? 0;
    }
    written += n;
  };
  for (const byte of data) {
    bits |= byte << bitCount;
    bitCount += 8;
    while (bitCount >= size) {
      const code = bits & ((1 << size) - 1);
      bits >>>= size;
      bitCount -= size;
      if (code === clear) {
        size = minCodeSize + 1;
        next = end + 1;
        previous = -1;
        continue;
      }
      if (code === end) return out;
      if (previous < 0) {
        emit(code);
        previous = code;
        continue;
      }
      const known = code < next;
      const first = firstByte(known ? code : previous);
      if (next < 4096) {
        prefix[next] = previous;
        suffix[next] = first;
        length[next] = (length[previous] ?? 0) + 1;
        next++;
        if (next === 1 << size && size < 12) size++;
      }
      emit(code);
      previous = code;
    }
  }
  return out;
}

export function parseGif(bytes: Uint8Array): ParsedGif {
  let at = 0;
  const u8 = () => bytes[at++] ?? 0;
  const u16 = () => u8() | (u8() << 8);
  const text = (n: number) => {
    const value = String.fromCharCode(...bytes.subarray(at, at + n));
    at += n;
    return value;
  };
  const palette = (flags: number) => {
    const count = 1 << ((flags & 7) + 1);
    const table = bytes.slice(at, at + count * 3);
    at += count * 3;
    return table;
  };
  const blocks = () => {
    const parts: number[] = [];
    for (let n = u8(); n > 0; n = u8()) for (let i = 0; i < n; i++) parts.push(u8());
    return Uint8Array.from(parts);
  };
  const signature = text(6);
  if (signature !== "GIF89a" && signature !== "GIF87a") throw new Error(`not a GIF: ${signature}`);
  const width = u16();
  const height = u16();
  const screenFlags = u8();
  at += 2;
  const globalTable = screenFlags & 0x80 ? palette(screenFlags) : undefined;
  const frames: GifFrame[] = [];
  let loopCount: number | undefined;
  let delayCs = 0;
  for (;;) {
    const introducer = u8();
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = u8();
      if (label === 0xf9) {
        at += 2; // block size, packed flags
        delayCs = u16();
        at += 2; // transparent index, terminator
      } else if (label === 0xff) {
        const size = u8();
        const id = text(size);
        const data = blocks();
        if (id === "NETSCAPE2.0" && data[0] === 1) loopCount = (data[1] ?? 0) | ((data[2] ?? 0) << 8);
      } else blocks();
      continue;
    }
    if (introducer !== 0x2c)
      throw new Error(`unexpected GIF block 0x${introducer.toString(16)} at ${at - 1}`);
    const left = u16();
    const top = u16();
    const frameWidth = u16();
    const frameHeight = u16();
    const flags = u8();
    if (flags & 0x40) throw new Error("interlaced frames are not expected");
    const table = flags & 0x80 ? palette(flags) : globalTable;
    if (!table) throw new Error("a frame without a colour table");
    const minCodeSize = u8();
    const indices = lzwDecode(blocks(), minCodeSize, frameWidth * frameHeight);
    const rgba = new Uint8Array(frameWidth * frameHeight * 4);
    indices.forEach((index, p) => {
      rgba[p * 4] = table[index * 3] ?? 0;
      rgba[p * 4 + 1] = table[index * 3 + 1] ?? 0;
      rgba[p * 4 + 2] = table[index * 3 + 2] ?? 0;
      rgba[p * 4 + 3] = 255;
    });
    frames.push({
      delayCs,
      left,
      top,
      width: frameWidth,
      height: frameHeight,
      localPalette: Boolean(flags & 0x80),
      rgba,
    });
    delayCs = 0;
  }
  return { width, height, globalPalette: Boolean(globalTable), loopCount, frames };
}
