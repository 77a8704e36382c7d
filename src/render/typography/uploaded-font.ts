// A font file a person uploads for a type role, checked and sanitized before anything keeps or draws it: the
// format is read from its first bytes (WOFF2, WOFF, OTF, TTF; a collection is refused), it is unwrapped to
// its tables, and only the tables the type engine reads are written back into a new plain font (outlines,
// metrics, the character map and OpenType layout; hinting, names, colour, bitmaps, variations and anything
// else are dropped). That font is then parsed with fontkit, which must find one face whose basic Latin
// letters and figures all have outlines and whose layout tables shape a line. Pure: the edge passes the
// decoders (Brotli for WOFF2, zlib for WOFF).
import { create, type Font } from "fontkit";
import { FONT_UPLOAD_LIMITS, type FontUploadFormat } from "../../contract/index.js";
import { CodeRanges } from "../text/registry.js";
import { sfntOf, sfntOfWoff2, type Unbrotli } from "../text/woff2-sfnt.js";

/** The decoders the edge has: Brotli (WOFF2) and zlib (WOFF's compressed tables). */
export interface FontDecoders {
  unbrotli: Unbrotli;
  /** Inflates a zlib stream of `size` bytes; more than that is refused, not read. */
  inflate(compressed: Uint8Array, size: number): Promise<Uint8Array>;
}

export interface SanitizedFont {
  /** The plain font (SFNT) rebuilt from the kept tables: what is stored and drawn. */
  readonly bytes: Uint8Array;
  /** The family name the file gives (cleaned), else the file's name without its extension. */
  readonly family: string;
  /** The format the upload was in. */
  readonly format: FontUploadFormat;
  readonly glyphs: number;
  /** The characters it maps, as encoded code point ranges (CodeRanges). */
  readonly ranges: string;
}

export type FontReading = { ok: true; font: SanitizedFont } | { ok: false; problem: string };

/** The tables kept: what fontkit reads to map, shape, measure and outline text. */
export const KEPT_FONT_TABLES = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "OS/2",
  "post",
  "glyf",
  "loca",
  "CFF ",
  "GDEF",
  "GSUB",
  "GPOS",
  "kern",
] as const;
const REQUIRED_TABLES = ["cmap", "head", "hhea", "hmtx", "maxp"];

/** What a face must draw to set any tool's type: basic Latin letters and figures. */
export const BASIC_LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

const SIGNATURES: Readonly<Record<number, FontUploadFormat | "collection">> = {
  65536: "ttf",
  1953658213: "ttf", // "true": Apple TrueType
  1330926671: "otf", // "OTTO": CFF outlines
  2001684038: "woff", // "wOFF"
  2001684018: "woff2", // "wOF2"
  1953784678: "collection", // "ttcf"
};
const TRUETYPE = 0x00010000;
const CFF = 0x4f54544f;

type Tables = Map<string, Uint8Array>;

const tagAt = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

class Refused extends Error {}

/** The tables of a plain font; each record must lie inside the file, and no tag may repeat. */
function tablesOfSfnt(bytes: Uint8Array): Tables {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  if (12 + 16 * count > bytes.byteLength) throw new Refused("its table directory runs past the file's end");
  const tables: Tables = new Map();
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const tag = tagAt(view, at);
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    if (offset + length > bytes.byteLength)
      throw new Refused(`its ${tag.trim()} table runs past the file's end`);
    if (tables.has(tag)) throw new Refused(`it has two ${tag.trim()} tables`);
    tables.set(tag, bytes.subarray(offset, offset + length));
  }
  return tables;
}

/** The tables of a WOFF 1 file, each inflated when stored compressed and checked against its stated length. */
async function tablesOfWoff(bytes: Uint8Array, inflate: FontDecoders["inflate"]): Promise<Tables> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(4) === 0x74746366) throw new Refused("it is a font collection");
  const count = view.getUint16(12);
  if (44 + 20 * count > bytes.byteLength) throw new Refused("its table directory runs past the file's end");
  const tables: Tables = new Map();
  for (let i = 0; i < count; i++) {
    const at = 44 + 20 * i;
    const tag = tagAt(view, at);
    const [offset, stored, length] = [
      view.getUint32(at + 4),
      view.getUint32(at + 8),
      view.getUint32(at + 12),
    ];
    if (offset + stored > bytes.byteLength)
      throw new Refused(`its ${tag.trim()} table runs past the file's end`);
    if (tables.has(tag)) throw new Refused(`it has two ${tag.trim()} tables`);
    const data = bytes.subarray(offset, offset + stored);
    // Dropped anyway, so never inflated (the name table is read for the family name, then dropped).
    if (tag !== "name" && !(KEPT_FONT_TABLES as readonly string[]).includes(tag)) continue;
    if (length > 4 * FONT_UPLOAD_LIMITS.bytes) throw new Refused(`its ${tag.trim()} table is too large`);
    const table = stored < length ? await inflate(data, length) : data;
    if (table.byteLength !== length)
      throw new Refused(`its ${tag.trim()} table does not inflate to its length`);
    tables.set(tag, table);
  }
  return tables;
}

/** A family name fit to show: printable, one line, bounded. */
function cleanFamily(name: string | undefined, filename: string): string {
  const clean = (text: string) =>
    text
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/\s+/gu, " ")
      .trim()
      .slice(0, FONT_UPLOAD_LIMITS.family);
  return clean(name ?? "") || clean(filename.replace(/\.[a-z0-9]+$/iu, "")) || "Uploaded face";
}

/** Why `font` cannot set a tool's type, or undefined when it can. */
function unfit(font: Font): string | undefined {
  if (font.unitsPerEm < 16 || font.unitsPerEm > 16384)
    return `its units per em (${font.unitsPerEm}) are out of range`;
  if (font.numGlyphs < 2) return "it has no glyphs";
  const missing = [...BASIC_LATIN].filter((char) => {
    const point = char.codePointAt(0) ?? 0;
    if (!font.hasGlyphForCodePoint(point)) return true;
    const glyph = font.glyphForCodePoint(point);
    return glyph.path.commands.length === 0 || !(glyph.advanceWidth > 0);
  });
  if (missing.length > 0)
    return `it has no glyphs for basic Latin (${missing.slice(0, 12).join(" ")}${missing.length > 12 ? " …" : ""})`;
  // The layout tables are read when a line is shaped: a broken GSUB or GPOS throws here, not in a tool.
  font.layout("Hamburgefonstiv 0123 AVA fi", [], undefined, undefined, "ltr");
  return undefined;
}

/**
 * Checks `bytes` (a file named `filename`) as an uploaded face and rebuilds it from the tables the type engine
 * reads; `{ok: false, problem}` says why it is refused.
 */
export async function sanitizeFont(
  bytes: Uint8Array,
  filename: string,
  decoders: FontDecoders,
): Promise<FontReading> {
  if (bytes.byteLength > FONT_UPLOAD_LIMITS.bytes)
    return {
      ok: false,
      problem: `the file is ${bytes.byteLength} bytes; at most ${FONT_UPLOAD_LIMITS.bytes}`,
    };
  if (bytes.byteLength < 64) return { ok: false, problem: "the file is too short to be a font" };
  const signature = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const format = SIGNATURES[signature];
  if (!format)
    return { ok: false, problem: "the file is not a WOFF2, WOFF, OTF or TTF font (by its first bytes)" };
  if (format === "collection")
    return { ok: false, problem: "the file is a font collection (TTC/OTC): upload one face of it" };
  try {
    const tables =
      format === "woff"
        ? await tablesOfWoff(bytes, decoders.inflate)
        : tablesOfSfnt(format === "woff2" ? sfntOfWoff2(bytes, decoders.unbrotli) : bytes);
    const absent = REQUIRED_TABLES.filter((tag) => !tables.has(tag));
    if (absent.length > 0) return { ok: false, problem: `the font lacks its ${absent.join(", ")} tables` };
    const cff = tables.has("CFF ");
    if (!cff && !(tables.has("glyf") && tables.has("loca")))
      return { ok: false, problem: "the font has no outlines the Studio draws (glyf or CFF)" };
    const kept: Tables = new Map(
      KEPT_FONT_TABLES.flatMap((tag) => {
        const table = tables.get(tag);
        // A font with both outline formats is read by its CFF outlines only, as its flavour says.
        return table && !(cff && (tag === "glyf" || tag === "loca")) ? [[tag, table] as const] : [];
      }),
    );
    const flavor = cff ? CFF : TRUETYPE;
    // The family name is read from the name table, which is then left out.
    const name = tables.get("name");
    let family: string | undefined;
    try {
      if (name)
        family = (create(sfntOf(flavor, new Map([...kept, ["name", name]])) as Buffer) as Font).familyName;
    } catch {
      family = undefined; // a broken name table only costs the name
    }
    const sanitized = sfntOf(flavor, kept);
    const font = create(sanitized as Buffer) as Font;
    if ("fonts" in font)
      return { ok: false, problem: "the file is a font collection: upload one face of it" };
    const problem = unfit(font);
    if (problem) return { ok: false, problem: `the font cannot be used: ${problem}` };
    return {
      ok: true,
      font: {
        bytes: sanitized,
        family: cleanFamily(family, filename),
        format,
        glyphs: font.numGlyphs,
        ranges: CodeRanges.encode(font.characterSet),
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: `the font cannot be read: ${error.message}` };
    return {
      ok: false,
      problem:
        `the font's tables cannot be read (${error instanceof Error ? error.message : String(error)})`.slice(
          0,
          240,
        ),
    };
  }
}
