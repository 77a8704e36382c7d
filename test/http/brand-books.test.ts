// Brand books over HTTP (issue 32): an identity answered as a multi-page vector PDF whose outline names its
// sections (parsed with pdf-lib), the same bytes for the same book, one page as a PNG of the page's size, and
// refusals at their fields — through the real server and its file pool.
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND_BOOK_PAGE, BRAND_BOOK_SECTION_TITLES, BRAND_BOOK_SECTIONS } from "../../src/contract/index.js";
import { outlineTitles } from "../support/pdf.js";
import { useServer } from "../support/server.js";

const server = useServer();

async function postBook(body: unknown, { query = "", accept }: { query?: string; accept?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (accept !== undefined) headers.accept = accept;
  const response = await fetch(`${server.url}/api/brand-books${query}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const BOOK = { identity: { preset: "copperleaf-energy" } };

/** `n` characters of words: every text field at its bound. */
const words = (n: number) =>
  "Wordsmith "
    .repeat(Math.ceil(n / 10))
    .slice(0, n)
    .trim();
const four = (n: number) => [words(n), words(n), words(n), words(n)];
const FULL = {
  identity: { preset: "custom", name: words(80), tagline: words(180), paper: "#fefcf0", ink: "#223344" },
  sections: {
    cover: { title: words(60), subtitle: words(140) },
    story: { positioning: words(400), mission: words(240), pillars: four(40) },
    logo: { note: words(240), clearSpace: 1 },
    colour: { note: words(240) },
    type: { sample: words(80), note: words(240) },
    device: { description: words(400) },
    voice: { tone: four(24), do: four(120), dont: four(120) },
    applications: { headline: words(80) },
  },
};
type Refusal = { error: { code: string; issues: { code: string; field: string }[] } };

describe("POST /api/brand-books", () => {
  let first: { response: Response; bytes: Buffer };
  beforeAll(async () => {
    first = await postBook(BOOK);
  }, 60_000);

  it("answers a vector PDF with a page per section, each the book's page size, and an outline naming them", async () => {
    const { response, bytes } = first;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="copperleaf-energy-brand-book.pdf"',
    );
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(BRAND_BOOK_SECTIONS.length);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual(BRAND_BOOK_PAGE);
    expect(outlineTitles(pdf)).toEqual(BRAND_BOOK_SECTIONS.map((name) => BRAND_BOOK_SECTION_TITLES[name]));
    expect(pdf.getTitle()).toBe("Copperleaf Energy brand book");
    // Type is outlined: no font in the whole file.
    expect(bytes.includes("/FontFile")).toBe(false);
  });

  it("gives identical bytes for an identical book, and leaves out a disabled section's page", async () => {
    // Two pages keep this quick: the whole book is drawn once, above.
    const only = (names: string[]) =>
      Object.fromEntries(BRAND_BOOK_SECTIONS.map((name) => [name, { enabled: names.includes(name) }]));
    const book = { ...BOOK, sections: only(["story", "voice"]) };
    const [a, b] = [
      await postBook(book),
      await postBook({ kind: "brand-book", ...book }, { accept: "application/pdf" }),
    ];
    expect(a.response.status).toBe(200);
    expect(b.bytes.equals(a.bytes)).toBe(true);
    expect(b.response.headers.get("etag")).toBe(a.response.headers.get("etag"));
    const pdf = await PDFDocument.load(a.bytes, { updateMetadata: false });
    expect(outlineTitles(pdf)).toEqual(["Story", "Voice"]);
  });

  it("answers one page as a PNG of the page's size, drawn from that section's own fields", async () => {
    const story = await postBook(BOOK, { query: "?page=2" });
    expect(story.response.status).toBe(200);
    expect(story.response.headers.get("content-type")).toBe("image/png");
    expect(story.response.headers.get("content-disposition")).toBe(
      'inline; filename="copperleaf-energy-brand-book-2-story.png"',
    );
    const meta = await sharp(story.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1600, 1000]);
    const edited = await postBook(
      { ...BOOK, sections: { story: { positioning: "We are the grid our neighbours own." } } },
      { query: "?format=png&page=2" },
    );
    expect(edited.bytes.equals(story.bytes)).toBe(false);
    // Accept alone asks for the first page.
    const cover = await postBook(BOOK, { accept: "image/png" });
    expect(cover.response.headers.get("content-disposition")).toContain("brand-book-1-cover.png");
  });

  it("refuses a bad book with every issue at its field, and a page the book does not have", async () => {
    const bad = await postBook({
      identity: { preset: "copperleaf-energy" },
      sections: {
        cover: { ground: "plaid" },
        story: { pillars: ["a", "b", "c", "d", "e"] },
        voice: { tone: "warm" },
        colour: { shade: 3 },
      },
    });
    expect(bad.response.status).toBe(400);
    const body = JSON.parse(bad.bytes.toString("utf8")) as Refusal;
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.issues.map((issue) => [issue.code, issue.field]).sort()).toEqual([
      ["invalid_enum", "sections.cover.ground"],
      ["invalid_type", "sections.voice.tone"],
      ["too_many", "sections.story.pillars"],
      ["unknown_field", "sections.colour.shade"],
    ]);
    const none = await postBook({
      sections: Object.fromEntries(BRAND_BOOK_SECTIONS.map((name) => [name, { enabled: false }])),
    });
    expect(none.response.status).toBe(400);
    for (const query of ["?page=9", "?page=0", "?page=two", "?format=pdf&page=2", "?format=gif", "?size=2"]) {
      const refused = await postBook(BOOK, { query });
      expect(refused.response.status, query).toBe(400);
      const issues = (JSON.parse(refused.bytes.toString("utf8")) as Refusal).error.issues;
      expect(issues.length, query).toBeGreaterThan(0);
    }
    const past = await postBook({ ...BOOK, sections: { voice: { enabled: false } } }, { query: "?page=8" });
    expect((JSON.parse(past.bytes.toString("utf8")) as Refusal).error.issues).toEqual([
      expect.objectContaining({ code: "out_of_range", field: "page", expected: "1–7" }),
    ]);
    const unacceptable = await postBook(BOOK, { accept: "text/html" });
    expect(unacceptable.response.status).toBe(406);
  });

  it("keeps every text field at its bound inside the type area: the band above the folio stays bare paper", async () => {
    for (const page of [2, 5, 7]) {
      const { response, bytes } = await postBook(FULL, { query: `?page=${page}` });
      expect(response.status).toBe(200);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      // Rows 895–935: below the type area (890), above the folio's line (baseline 952).
      const stray = new Set<string>();
      for (let y = 895; y < 935; y++)
        for (let x = 0; x < info.width; x++) {
          const at = (y * info.width + x) * info.channels;
          const hex = [0, 1, 2].map((c) => (data[at + c] ?? 0).toString(16).padStart(2, "0")).join("");
          if (hex !== "fefcf0") stray.add(`${x},${y}`);
        }
      expect(stray.size, `page ${page}`).toBe(0);
    }
  });
});
