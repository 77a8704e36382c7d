// A WOFF2 file unwrapped into the plain font (SFNT) it carries: Brotli by Node's own zlib, and the transformed
// `glyf`/`loca` (and `hmtx`) tables rebuilt. fontkit reads a plain font lazily, a glyph when it is drawn; a
// WOFF2 file it first inflates with a JavaScript Brotli decoder and decodes glyph by glyph into objects: a Noto
// CJK subset took ~15 ms and 1–3 MB of heap that way, against ~1 ms and its own size here, and the world-text
// statements of the warm-up 10 s of its 11. Format: https://www.w3.org/TR/WOFF2/ (§4 directory, §5 transforms).
// The Brotli decoder is the edge's (Node's zlib on the server, a JavaScript one in the Studio, which unwraps
// uploaded fonts here too), so this file stays browser-safe.

/**
 * Inflates a Brotli stream of `size` bytes (the directory's sum of stored lengths): `zlib.brotliDecompressSync`
 * on the server; an edge reading untrusted files bounds it (a stream may claim any size).
 */
export type Unbrotli = (compressed: Uint8Array, size: number) => Uint8Array;

/** Tags by their index in a directory entry's flags (WOFF2 §4.1, "Known Table Tags"). */
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ",
  "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS",
  "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc",
  "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop",
  "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
] as const; // biome-ignore format: the spec's table, 14 a row

const WOFF2_SIGNATURE = 0x774f4632; // "wOF2"
const TTC_FLAVOR = 0x74746366; // "ttcf"
const HEADER_BYTES = 48;

/** Whether the bytes are a WOFF2 file. */
export const isWoff2 = (bytes: Uint8Array): boolean =>
  bytes.byteLength >= HEADER_BYTES &&
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0) === WOFF2_SIGNATURE;

/** Big-endian reads over a byte range, each moving on; a read past the end throws RangeError (DataView's). */
class Reader {
  readonly #view: DataView;
  at = 0;

  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  u8(): number {
    return this.#view.getUint8(this.at++);
  }
  u16(): number {
    const value = this.#view.getUint16(this.at);
    this.at += 2;
    return value;
  }
  i16(): number {
    const value = this.#view.getInt16(this.at);
    this.at += 2;
    return value;
  }
  u32(): number {
    const value = this.#view.getUint32(this.at);
    this.at += 4;
    return value;
  }
  bytesOf(length: number): Uint8Array {
    if (this.at + length > this.bytes.byteLength) throw new RangeError("a WOFF2 stream ends early");
    const slice = this.bytes.subarray(this.at, this.at + length);
    this.at += length;
    return slice;
  }
  /** The next `length` bytes as a reader of their own (the transformed glyf table's streams). */
  stream(length: number): Reader {
    return new Reader(this.bytesOf(length));
  }
  /** UIntBase128 (§2.1): 7 bits a byte, at most five bytes, no leading zeros. */
  base128(): number {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = this.u8();
      if (index === 0 && byte === 0x80) throw new RangeError("a WOFF2 number has a leading zero");
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError("a WOFF2 number is over five bytes");
  }
  /** 255UInt16 (§2.2). */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return 253 + this.u8();
    if (code === 254) return 506 + this.u8();
    return code;
  }
}

/** Growing big-endian output. */
class Writer {
  #bytes = new Uint8Array(4096);
  length = 0;

  /** The buffer, with room for `extra` more bytes from `length` on (callers writing in bulk use it directly). */
  room(extra: number): Uint8Array {
    if (this.length + extra > this.#bytes.byteLength) {
      const grown = new Uint8Array(Math.max(this.#bytes.byteLength * 2, this.length + extra));
      grown.set(this.#bytes.subarray(0, this.length));
      this.#bytes = grown;
    }
    return this.#bytes;
  }
  u8(value: number): void {
    this.room(1)[this.length++] = value;
  }
  u16(value: number): void {
    const bytes = this.room(2);
    bytes[this.length++] = value >> 8;
    bytes[this.length++] = value;
  }
  i16(value: number): void {
    this.u16(value & 0xffff);
  }
  u32(value: number): void {
    const bytes = this.room(4);
    bytes[this.length++] = value >>> 24;
    bytes[this.length++] = value >> 16;
    bytes[this.length++] = value >> 8;
    bytes[this.length++] = value;
  }
  bytes(data: Uint8Array): void {
    this.room(data.byteLength).set(data, this.length);
    this.length += data.byteLength;
  }
  align4(): void {
    while (this.length % 4 !== 0) this.u8(0);
  }
  done(): Uint8Array {
    return this.#bytes.subarray(0, this.length);
  }
}

interface Entry {
  tag: string;
  /** Transform version 0 of glyf/loca, or 1 of hmtx: the table is stored transformed. */
  transformed: boolean;
  length: number;
  /** Bytes it takes in the decompressed stream. */
  stored: number;
}

function directoryOf(reader: Reader, count: number): Entry[] {
  return Array.from({ length: count }, () => {
    const flags = reader.u8();
    const known = flags & 0x3f;
    const tag = known === 0x3f ? String.fromCharCode(...reader.bytesOf(4)) : KNOWN_TAGS[known];
    if (tag === undefined) throw new RangeError("a WOFF2 table has an unknown tag index");
    const version = flags >> 6;
    const length = reader.base128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const stored = transformed ? reader.base128() : length;
    return { tag, transformed, length, stored };
  });
}

/** Flags of a simple glyph's points (OpenType `glyf`). */
const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
/** Flags of a composite glyph's components. */
const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;
const HAS_INSTRUCTIONS = 0x0100;

const signed = (flag: number, bit: number, value: number) => (flag & bit ? value : -value);

/** A point's move in the glyph stream by its flag byte's low seven bits (§5.2, the triplet encoding). */
function tripletOf(flag: number, glyphs: Reader, move: Int32Array): void {
  if (flag < 10) {
    move[0] = 0;
    move[1] = signed(flag, 1, ((flag & 14) << 7) + glyphs.u8());
  } else if (flag < 20) {
    move[0] = signed(flag, 1, (((flag - 10) & 14) << 7) + glyphs.u8());
    move[1] = 0;
  } else if (flag < 84) {
    const b0 = flag - 20;
    const b1 = glyphs.u8();
    move[0] = signed(flag, 1, 1 + (b0 & 0x30) + (b1 >> 4));
    move[1] = signed(flag, 2, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
  } else if (flag < 120) {
    const b0 = flag - 84;
    move[0] = signed(flag, 1, 1 + (Math.floor(b0 / 12) << 8) + glyphs.u8());
    move[1] = signed(flag, 2, 1 + (((b0 % 12) >> 2) << 8) + glyphs.u8());
  } else if (flag < 124) {
    const b1 = glyphs.u8();
    const b2 = glyphs.u8();
    move[0] = signed(flag, 1, (b1 << 4) + (b2 >> 4));
    move[1] = signed(flag, 2, ((b2 & 0x0f) << 8) + glyphs.u8());
  } else {
    move[0] = signed(flag, 1, glyphs.u16());
    move[1] = signed(flag, 2, glyphs.u16());
  }
}

/** A coordinate move's flag bits in `glyf`: same (no bytes), short (one byte, sign in the flag) or a word. */
const moveFlag = (delta: number, short: number, same: number) =>
  delta === 0 ? same : delta > -256 && delta < 256 ? short | (delta > 0 ? same : 0) : 0;

/** Coordinate moves as `glyf` stores them after the flags: none, a byte, or a word each (see moveFlag). */
function writeMoves(out: Writer, deltas: Int32Array, count: number): void {
  const bytes = out.room(2 * count);
  let at = out.length;
  for (let index = 0; index < count; index++) {
    const delta = deltas[index] as number;
    if (delta === 0) continue;
    if (delta > -256 && delta < 256) {
      bytes[at++] = delta < 0 ? -delta : delta;
    } else {
      bytes[at++] = delta >> 8;
      bytes[at++] = delta;
    }
  }
  out.length = at;
}

/** One simple glyph's points from the streams, written as `glyf` stores them; answers its xMin. */
function rebuildSimple(
  contourCount: number,
  streams: { points: Reader; flags: Reader; glyphs: Reader; instructions: Reader; boxes: Reader },
  explicitBox: boolean,
  scratch: Scratch,
  out: Writer,
): number {
  const ends: number[] = [];
  let total = 0;
  for (let contour = 0; contour < contourCount; contour++) {
    total += streams.points.u255();
    ends.push(total - 1);
  }
  const { dxs, dys, flags } = scratch.fit(total);
  const move = scratch.move;
  let x = 0;
  let y = 0;
  let xMin = Infinity;
  let yMin = Infinity;
  let xMax = -Infinity;
  let yMax = -Infinity;
  for (let point = 0; point < total; point++) {
    const flag = streams.flags.u8();
    tripletOf(flag & 0x7f, streams.glyphs, move);
    const dx = move[0] as number;
    const dy = move[1] as number;
    x += dx;
    y += dy;
    dxs[point] = dx;
    dys[point] = dy;
    flags[point] =
      (flag & 0x80 ? 0 : ON_CURVE) |
      moveFlag(dx, X_SHORT, X_SAME_OR_POSITIVE) |
      moveFlag(dy, Y_SHORT, Y_SAME_OR_POSITIVE);
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (y < yMin) yMin = y;
    if (y > yMax) yMax = y;
  }
  const code = streams.instructions.bytesOf(streams.glyphs.u255());
  const box = explicitBox ? boxOf(streams.boxes) : [xMin, yMin, xMax, yMax];
  out.i16(contourCount);
  for (const value of box) out.i16(value);
  for (const end of ends) out.u16(end);
  out.u16(code.byteLength);
  out.bytes(code);
  out.bytes(flags.subarray(0, total));
  writeMoves(out, dxs, total);
  writeMoves(out, dys, total);
  return box[0] as number;
}

const boxOf = (boxes: Reader): number[] => [boxes.i16(), boxes.i16(), boxes.i16(), boxes.i16()];

/** Per-point buffers reused from glyph to glyph. */
class Scratch {
  readonly move = new Int32Array(2);
  dxs = new Int32Array(256);
  dys = new Int32Array(256);
  flags = new Uint8Array(256);

  fit(points: number): this {
    if (points > this.flags.length) {
      this.dxs = new Int32Array(points);
      this.dys = new Int32Array(points);
      this.flags = new Uint8Array(points);
    }
    return this;
  }
}

/** One composite glyph: its bounding box, its components as stored, its instructions; answers its xMin. */
function rebuildComposite(
  streams: { glyphs: Reader; instructions: Reader; boxes: Reader },
  composites: Reader,
  out: Writer,
): number {
  const box = boxOf(streams.boxes);
  out.i16(-1);
  for (const value of box) out.i16(value);
  const start = composites.at;
  let flags: number;
  let instructed = false;
  do {
    flags = composites.u16();
    instructed ||= (flags & HAS_INSTRUCTIONS) !== 0;
    const transform = flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0;
    composites.bytesOf(2 + (flags & ARGS_ARE_WORDS ? 4 : 2) + transform);
  } while (flags & MORE_COMPONENTS);
  out.bytes(composites.bytes.subarray(start, composites.at));
  if (instructed) {
    const code = streams.instructions.bytesOf(streams.glyphs.u255());
    out.u16(code.byteLength);
    out.bytes(code);
  }
  return box[0] as number;
}

/** The transformed glyf table rebuilt (§5.1–5.3): the glyf bytes, the long-format offsets and each glyph's xMin. */
function rebuildGlyf(table: Reader): { glyf: Uint8Array; offsets: number[]; xMins: number[] } {
  table.u16(); // reserved
  const options = table.u16();
  const count = table.u16();
  table.u16(); // indexFormat: the rebuilt loca is always long
  const sizes = Array.from({ length: 7 }, () => table.u32());
  const [contours, points, flags, glyphs, composites, boxes, instructions] = sizes.map((size) =>
    table.stream(size),
  ) as [Reader, Reader, Reader, Reader, Reader, Reader, Reader];
  const bitmapBytes = ((count + 31) >> 5) * 4;
  const hasBox = boxes.bytesOf(bitmapBytes);
  if (options & 1) table.bytesOf((count + 7) >> 3); // overlap bits: fontkit draws with nonzero fill either way
  const out = new Writer();
  const offsets: number[] = [];
  const xMins: number[] = [];
  const streams = { points, flags, glyphs, instructions, boxes };
  const scratch = new Scratch();
  for (let glyph = 0; glyph < count; glyph++) {
    offsets.push(out.length);
    const contourCount = contours.i16();
    const explicit = ((hasBox[glyph >> 3] as number) & (0x80 >> (glyph & 7))) !== 0;
    if (contourCount === 0) {
      if (explicit) throw new RangeError("an empty WOFF2 glyph has a bounding box");
      xMins.push(0);
    } else if (contourCount > 0) {
      xMins.push(rebuildSimple(contourCount, streams, explicit, scratch, out));
    } else {
      if (!explicit) throw new RangeError("a composite WOFF2 glyph has no bounding box");
      xMins.push(rebuildComposite(streams, composites, out));
    }
    out.align4();
  }
  offsets.push(out.length);
  return { glyf: out.done(), offsets, xMins };
}

/** The transformed hmtx rebuilt (§5.4): left side bearings left out are the glyphs' xMin. */
function rebuildHmtx(table: Reader, metricCount: number, xMins: number[]): Uint8Array {
  const flags = table.u8();
  const advances = Array.from({ length: metricCount }, () => table.u16());
  const bearing = (glyph: number, stored: boolean) => (stored ? table.i16() : (xMins[glyph] ?? 0));
  const out = new Writer();
  const proportional = advances.map((_, glyph) => bearing(glyph, (flags & 1) === 0));
  advances.forEach((advance, glyph) => {
    out.u16(advance);
    out.i16(proportional[glyph] as number);
  });
  for (let glyph = metricCount; glyph < xMins.length; glyph++) out.i16(bearing(glyph, (flags & 2) === 0));
  return out.done();
}

/** The SFNT inside a WOFF2 file; throws RangeError on a file it cannot read (a collection, a broken stream). */
export function sfntOfWoff2(woff2: Uint8Array, unbrotli: Unbrotli): Uint8Array {
  if (!isWoff2(woff2)) throw new RangeError("not a WOFF2 file");
  const reader = new Reader(woff2);
  reader.u32();
  const flavor = reader.u32();
  if (flavor === TTC_FLAVOR) throw new RangeError("a WOFF2 font collection");
  reader.u32(); // length
  const count = reader.u16();
  reader.u16(); // reserved
  reader.u32(); // totalSfntSize
  const compressedLength = reader.u32();
  reader.at = HEADER_BYTES;
  const entries = directoryOf(reader, count);
  const stream = new Reader(
    new Uint8Array(
      unbrotli(
        reader.bytesOf(compressedLength),
        entries.reduce((sum, entry) => sum + entry.stored, 0),
      ),
    ),
  );
  const stored = new Map(entries.map((entry) => [entry.tag, stream.bytesOf(entry.stored)]));
  const tables = new Map<string, Uint8Array>();
  for (const entry of entries)
    if (!entry.transformed) tables.set(entry.tag, stored.get(entry.tag) as Uint8Array);

  const glyf = entries.find((entry) => entry.tag === "glyf");
  if (glyf?.transformed) {
    const rebuilt = rebuildGlyf(new Reader(stored.get("glyf") as Uint8Array));
    tables.set("glyf", rebuilt.glyf);
    const loca = new Writer();
    for (const offset of rebuilt.offsets) loca.u32(offset);
    tables.set("loca", loca.done());
    const head = tables.get("head");
    if (!head || head.byteLength < 54) throw new RangeError("a WOFF2 font without a head table");
    const longHead = head.slice();
    new DataView(longHead.buffer).setInt16(50, 1); // indexToLocFormat: long offsets
    tables.set("head", longHead);
    const hmtx = entries.find((entry) => entry.tag === "hmtx");
    if (hmtx?.transformed) {
      const hhea = tables.get("hhea");
      if (!hhea || hhea.byteLength < 36) throw new RangeError("a WOFF2 font without an hhea table");
      const metricCount = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength).getUint16(34);
      tables.set(
        "hmtx",
        rebuildHmtx(new Reader(stored.get("hmtx") as Uint8Array), metricCount, rebuilt.xMins),
      );
    }
  } else if (entries.some((entry) => entry.transformed)) {
    throw new RangeError("a WOFF2 table is transformed without a transformed glyf");
  }
  return sfntOf(flavor, tables);
}

/** Tables laid out as a plain font: the offset table, a record a table (sorted by tag), 4-byte aligned data. */
export function sfntOf(flavor: number, tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const out = new Writer();
  const selector = Math.floor(Math.log2(Math.max(1, tags.length)));
  out.u32(flavor);
  out.u16(tags.length);
  out.u16(16 * 2 ** selector);
  out.u16(selector);
  out.u16(16 * tags.length - 16 * 2 ** selector);
  let at = 12 + 16 * tags.length;
  for (const tag of tags) {
    const data = tables.get(tag) as Uint8Array;
    for (let index = 0; index < 4; index++) out.u8(tag.charCodeAt(index));
    out.u32(0); // checksum: nothing here verifies it
    out.u32(at);
    out.u32(data.byteLength);
    at += (data.byteLength + 3) & ~3;
  }
  for (const tag of tags) {
    out.bytes(tables.get(tag) as Uint8Array);
    out.align4();
  }
  return out.done();
}
