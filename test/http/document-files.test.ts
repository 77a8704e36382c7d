// Studio documents as files over HTTP (issue 33): every route of the contract's DOCUMENT_FILE_ROUTES has a
// renderer, a contract at GET {path}, a page in every format it lists at its size, a URL form answering the
// POST's bytes (immutable, revalidated with its ETag), and structured refusals for bad queries and URLs —
// through the real server and its file pool. The brand book stands for the routes: one page of it is drawn.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  BRAND_BOOK_FILES,
  BRAND_BOOK_PAGE,
  BRAND_BOOK_SECTIONS,
  DOCUMENT_FILE_ROUTES,
  documentFileUrls,
  FILE_MEDIA_TYPES,
} from "../../src/contract/index.js";
import { DOCUMENT_KINDS } from "../../src/server/files/document-kinds.js";
import { useServer } from "../support/server.js";

const server = useServer();

/** One page (the story), so each file is quick to draw. */
const BOOK = {
  identity: { preset: "halden-rail" },
  sections: Object.fromEntries(BRAND_BOOK_SECTIONS.map((name) => [name, { enabled: name === "story" }])),
};
const post = (query: string, body: unknown = BOOK, accept?: string) =>
  fetch(`${server.url}${BRAND_BOOK_FILES.path}${query}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(accept ? { accept } : {}) },
    body: JSON.stringify(body),
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
type Refusal = { error: { code: string; issues?: { code: string; field: string }[] } };

describe("document files", () => {
  it("has a renderer for every route, and a contract at GET {path}", async () => {
    expect([...DOCUMENT_KINDS.keys()].sort()).toEqual(DOCUMENT_FILE_ROUTES.map((route) => route.kind).sort());
    for (const route of DOCUMENT_FILE_ROUTES) {
      const response = await fetch(`${server.url}${route.path}`);
      expect(response.status, route.path).toBe(200);
      const contract = await response.json();
      expect(contract.formats.map((f: { format: string }) => f.format)).toEqual(route.formats);
      expect(contract.example).toEqual(route.example);
      expect(route.request.safeParse(route.example).success, route.path).toBe(true);
    }
  });

  it("answers the page in every format it lists, at the page's size, named for the page", async () => {
    const raster = { png: "png", webp: "webp", avif: "heif", jpeg: "jpeg" } as const;
    for (const format of BRAND_BOOK_FILES.formats) {
      const response = await post(`?format=${format}${format === "pdf" ? "" : "&page=1"}`);
      expect(response.status, format).toBe(200);
      expect(response.headers.get("content-type"), format).toContain(FILE_MEDIA_TYPES[format]);
      const bytes = await bytesOf(response);
      if (format === "svg") {
        expect(bytes.toString("utf8")).toMatch(/^<svg[^>]* width="1600" height="1000"/u);
        expect(response.headers.get("content-disposition")).toBe(
          'inline; filename="halden-rail-brand-book-1-story.svg"',
        );
      } else if (format !== "pdf") {
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height], format).toEqual([raster[format], 1600, 1000]);
      }
    }
    // Scale draws more pixels; Accept picks the format when the query does not.
    const double = await post("?page=1&scale=2");
    expect(await sharp(await bytesOf(double)).metadata()).toMatchObject({ width: 3200, height: 2000 });
    const webp = await post("?page=1", BOOK, "image/webp, image/png;q=0.5");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const page = await post("?page=1", BOOK, "application/pdf");
    expect(page.status, "a page is never a PDF").toBe(406);
    expect(BRAND_BOOK_PAGE).toEqual({ width: 1600, height: 1000 });
  });

  it("answers the POST's bytes at the document's URL, immutable and revalidated with its ETag", async () => {
    const url = documentFileUrls(BRAND_BOOK_FILES, BOOK)?.("png");
    expect(url).toMatch(/^\/api\/brand-books\/[A-Za-z0-9_-]+\.png$/u);
    const got = await fetch(`${server.url}${url}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("cache-control")).toContain("immutable");
    const posted = await bytesOf(await post("?format=png"));
    expect((await bytesOf(got)).equals(posted)).toBe(true);
    const etag = got.headers.get("etag") ?? "";
    const again = await fetch(`${server.url}${url}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const pdf = await fetch(`${server.url}${documentFileUrls(BRAND_BOOK_FILES, BOOK)?.("pdf")}`);
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });

  it("refuses bad queries and URLs with structured errors", async () => {
    const refused = async (response: Response, status: number, field?: string) => {
      expect(response.status).toBe(status);
      const body = (await response.json()) as Refusal;
      if (field) expect(body.error.issues?.map((issue) => issue.field)).toContain(field);
      return body;
    };
    await refused(await post("?format=gif"), 400, "format");
    await refused(await post("?scale=4"), 400, "scale");
    await refused(await post("?format=pdf&page=1"), 400, "page");
    await refused(await post("?page=2"), 400, "page"); // the book has one page
    await refused(await post("?colour=red"), 400, "colour");
    const all = await refused(await post("?format=gif&scale=2&scale=3&page=0"), 400);
    expect(all.error.issues?.map((i) => `${i.field}:${i.code}`)).toEqual([
      "format:invalid_enum",
      "page:out_of_range",
      "scale:invalid_type",
    ]);
    const base = `${server.url}${BRAND_BOOK_FILES.path}`;
    const encoded = Buffer.from(JSON.stringify(BOOK)).toString("base64url");
    expect((await fetch(`${base}/${encoded}.gif`)).status).toBe(404);
    await refused(await fetch(`${base}/${encoded}.png?format=svg`), 400, "format");
    await refused(await fetch(`${base}/${encoded}.pdf?page=1`), 400, "page");
    expect((await fetch(`${base}/${"A".repeat(5000)}.png`)).status).toBe(414);
    expect((await refused(await fetch(`${base}/not*base64.png`), 400)).error.code).toBe("invalid_request");
    const unknown = Buffer.from(JSON.stringify({ ...BOOK, colour: "red" })).toString("base64url");
    await refused(await fetch(`${base}/${unknown}.png`), 400, "colour");
  });
});
