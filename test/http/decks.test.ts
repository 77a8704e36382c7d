// Decks over HTTP (issue 28): many slides in one request answered as one PDF or PPTX that opens — parsed here
// with pdf-lib and by unzipping the PPTX and reading its XML — through the real server and its file pool.
import { inflateSync } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { DECK_MEDIA_TYPES, MAX_DECK_SLIDES, SLIDE_LAYOUTS } from "../../src/contract/index.js";
import { dataUrl, pngBytes, WEBP_4X3 } from "../support/images.js";
import { outlineTitles, pdfText } from "../support/pdf.js";
import { useServer } from "../support/server.js";
import { expectStrictXml } from "../support/strict-xml.js";
import { useApp } from "./raw-http.js";

const server = useServer();
const PPTX = DECK_MEDIA_TYPES.pptx;

async function postDeck(body: unknown, { query = "", accept }: { query?: string; accept?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (accept !== undefined) headers.accept = accept;
  const response = await fetch(`${server.url}/api/decks${query}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Twelve slides through the layouts, each titled apart. */
const TWELVE = {
  identity: { preset: "tessel-labs" },
  slides: SLIDE_LAYOUTS.filter((layout) => layout !== "image" && layout !== "team").map((layout, index) => ({
    layout,
    title: `${index + 1}. ${layout} & more`,
    body: "98.7% — Uptime\n4.2 GWh — Saved\n2023: Launch",
  })),
};

/** The /PageLabels number tree's labels by page index. */
function pageLabels(pdf: PDFDocument): Map<number, string> {
  const nums = pdf.catalog
    .lookup(PDFName.of("PageLabels"), PDFDict)
    .lookup(PDFName.of("Nums"), PDFArray)
    .asArray();
  const labels = new Map<number, string>();
  for (let i = 0; i < nums.length; i += 2) {
    const index = pdf.context.lookup(nums[i], PDFNumber).asNumber();
    const label = pdf.context.lookup(nums[i + 1], PDFDict);
    labels.set(index, pdfText(label.lookup(PDFName.of("P"))) ?? "");
  }
  return labels;
}

describe("POST /api/decks as PDF", () => {
  let first: { response: Response; bytes: Buffer };
  beforeAll(async () => {
    first = await postDeck(TWELVE);
  }, 60_000);

  it("answers one vector page per slide, sized as the slide, named from the identity", async () => {
    const { response, bytes } = first;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("vary")).toMatch(/Accept/u);
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="tessel-labs-deck-12-slides-1600x900.pdf"',
    );
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(12);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 1600, height: 900 });
    expect(pdf.getTitle()).toBe("1. title & more");
    expect(pdf.getAuthor()).toBe("Tessel Labs");
    // The glyphs are paths: no image anywhere, and the first page's content draws hundreds of curves.
    expect(bytes.includes("/Subtype /Image")).toBe(false);
    const contents = pdf.getPage(0).node.Contents();
    const stream = contents instanceof PDFArray ? contents.lookup(0) : contents;
    const ops = inflateSync((stream as unknown as { contents: Uint8Array }).contents).toString("latin1");
    expect(ops.match(/ c\n/gu)?.length ?? 0).toBeGreaterThan(200);
  });

  it("has an outline entry and a page label per slide title", async () => {
    const pdf = await PDFDocument.load(first.bytes, { updateMetadata: false });
    const titles = TWELVE.slides.map((slide) => slide.title);
    expect(outlineTitles(pdf)).toEqual(titles);
    expect([...pageLabels(pdf)]).toEqual(titles.map((title, index) => [index, `${index + 1} · ${title}`]));
  });

  it("gives identical bytes and ETag for an identical request, and another ETag for another deck", async () => {
    const again = await postDeck(TWELVE, { accept: "application/pdf" });
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.response.headers.get("etag")).toMatch(/^"[^"]+"$/u);
    expect(again.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    const other = await postDeck({ slides: [{ layout: "title", title: "Other" }] });
    expect(other.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
  });

  it("draws each page as POST /api/generate draws that slide's PDF, and from its own slide only", async () => {
    const deck = {
      slides: [
        { layout: "quote", title: "Same" },
        { layout: "section", title: "A" },
      ],
    };
    const changed = {
      slides: [
        { layout: "quote", title: "Same" },
        { layout: "section", title: "B" },
      ],
    };
    const single = await fetch(`${server.url}/api/generate?format=pdf`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "template",
        template: "slides",
        output: "raw",
        slideLayout: "quote",
        title: "Same",
      }),
    });
    const [a, b] = await Promise.all([postDeck(deck), postDeck(changed)]);
    const [pa, pb, ps] = await Promise.all(
      [a.bytes, b.bytes, Buffer.from(await single.arrayBuffer())].map((bytes) => PDFDocument.load(bytes)),
    );
    const content = (pdf: PDFDocument | undefined, index: number) => {
      const stream = pdf?.getPage(index).node.Contents() as unknown as { contents: Uint8Array };
      return Buffer.from(stream.contents).toString("base64");
    };
    expect(content(pa, 0)).toBe(content(ps, 0));
    expect(content(pa, 0)).toBe(content(pb, 0));
    expect(content(pa, 1)).not.toBe(content(pb, 1));
  });
});

describe("POST /api/decks as PPTX", () => {
  const DECK = {
    identity: { preset: "fernway-press" },
    settings: { texture: "dark" },
    slides: [
      { layout: "title", title: "Spring list", notes: "Welcome — thank the booksellers.\nThen the list." },
      { layout: "metrics", title: "In numbers", body: "42 — Titles\n12 — Debuts", texture: "white" },
      { layout: "closing", title: "Thank you" },
    ],
  };
  let answer: { response: Response; bytes: Buffer };
  let files: Record<string, Uint8Array>;
  beforeAll(async () => {
    answer = await postDeck(DECK, { accept: PPTX });
    files = unzipSync(answer.bytes);
  }, 60_000);

  it("answers a presentation of one slide per slide, each its SVG with a PNG fallback", async () => {
    const { response } = answer;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(PPTX);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="fernway-press-deck-3-slides-1600x900.pptx"',
    );
    const slides = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/u.test(name));
    expect(slides).toHaveLength(3);
    expect(strFromU8(files["ppt/presentation.xml"] ?? new Uint8Array())).toContain(
      '<p:sldSz cx="12192000" cy="6858000"/>',
    );
    for (let n = 1; n <= 3; n++) {
      const xml = strFromU8(files[`ppt/slides/slide${n}.xml`] ?? new Uint8Array());
      expectStrictXml(xml, `slide ${n}`);
      const rels = strFromU8(files[`ppt/slides/_rels/slide${n}.xml.rels`] ?? new Uint8Array());
      const target = (id: string) =>
        new RegExp(`Id="${id}"[^>]*Target="\\.\\./([^"]+)"`, "u").exec(rels)?.[1];
      const png = target(/<a:blip r:embed="(rId\d+)"/u.exec(xml)?.[1] ?? "");
      const svg = target(/<asvg:svgBlip [^>]*r:embed="(rId\d+)"/u.exec(xml)?.[1] ?? "");
      expect(svg).toMatch(/\.svg$/u);
      expect(png).toMatch(/\.png$/u);
      const svgText = strFromU8(files[`ppt/${svg}`] ?? new Uint8Array());
      expect(svgText).toMatch(/^<svg [^>]*width="1600" height="900"/u);
      // The fallback is the slide drawn at its size, not pptxgenjs's placeholder.
      const pngBytes = Buffer.from(files[`ppt/${png}`] ?? new Uint8Array());
      expect(pngBytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([1600, 900]);
    }
  });

  it("holds each slide's SVG exactly as POST /api/generate draws it", async () => {
    const rels = strFromU8(files["ppt/slides/_rels/slide2.xml.rels"] ?? new Uint8Array());
    const svg = /Target="\.\.\/(media\/[^"]+\.svg)"/u.exec(rels)?.[1] ?? "";
    const generated = await server.post({
      kind: "template",
      template: "slides",
      output: "raw",
      identity: { preset: "fernway-press" },
      slideLayout: "metrics",
      title: "In numbers",
      body: "42 — Titles\n12 — Debuts",
      texture: "white",
    });
    expect(strFromU8(files[`ppt/${svg}`] ?? new Uint8Array())).toBe(await generated.text());
  });

  it("carries the speaker notes of the slides that have them", async () => {
    const notes = (n: number) => strFromU8(files[`ppt/notesSlides/notesSlide${n}.xml`] ?? new Uint8Array());
    expectStrictXml(notes(1), "notes 1");
    expect(notes(1)).toContain("Welcome — thank the booksellers.");
    expect(notes(1)).toContain("Then the list.");
    expect(notes(2)).not.toContain("Welcome");
  });

  it("is byte-identical for an identical request (dates fixed)", async () => {
    const again = await postDeck(DECK, { query: "?format=pptx" });
    expect(again.response.headers.get("content-type")).toBe(PPTX);
    expect(again.bytes.equals(answer.bytes)).toBe(true);
    const core = strFromU8(files["docProps/core.xml"] ?? new Uint8Array());
    expect(core).toContain("<dc:creator>Fernway Press</dc:creator>");
    expect(core).toContain(">2000-01-01T00:00:00Z</dcterms:created>");
    // Every zip entry is dated 2000-01-01 00:00 (MS-DOS date and time of the first local header).
    expect([answer.bytes.readUInt16LE(10), answer.bytes.readUInt16LE(12)]).toEqual([
      0,
      (20 << 9) | (1 << 5) | 1,
    ]);
  });
});

describe("POST /api/decks with images, textures and warnings", () => {
  const DECK = {
    identity: { preset: "halden-rail" },
    settings: { texture: "grid" },
    slides: [
      {
        layout: "image",
        title: "On the line",
        backgroundImageDataUrl: dataUrl("image/png", pngBytes(64, "#1f6feb")),
      },
      { layout: "image", title: "At the depot", backgroundImageDataUrl: dataUrl("image/webp", WEBP_4X3) },
      { layout: "agenda", title: "Nothing yet", texture: "dark" },
    ],
  };

  it.each([
    ["application/pdf", "pdf"],
    [PPTX, "pptx"],
  ])("draws caller images in %s and names each slide's warning by its path", async (accept) => {
    const { response, bytes } = await postDeck(DECK, { accept });
    expect(response.status).toBe(200);
    // The agenda has no body: the slide is drawn and warns at its own path.
    expect(response.headers.get("x-marque-warnings")).toContain("empty_content=slides.2.body");
    if (accept === "application/pdf") {
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(3);
      // The caller's pictures are embedded (the WebP as a PNG); the glyphs stay paths.
      expect(bytes.includes("/Subtype /Image")).toBe(true);
    } else {
      const files = unzipSync(bytes);
      const svgs = Object.keys(files).filter((name) => name.endsWith(".svg"));
      expect(svgs).toHaveLength(3);
      expect(strFromU8(files[svgs[0] ?? ""] ?? new Uint8Array())).toContain("data:image/png;base64,");
    }
  });

  it("413 for a body over the bound of POST /api/generate", async () => {
    const big = JSON.stringify({ slides: [{ title: "x" }], pad: "x".repeat(5 * 1024 * 1024) });
    const { response, bytes } = await postDeck(big);
    expect(response.status).toBe(413);
    expect(JSON.parse(bytes.toString()).error.code).toBe("payload_too_large");
  });
});

describe("POST /api/decks refuses what it cannot answer", () => {
  const ONE = { slides: [{ layout: "title", title: "One" }] };

  it.each([
    ["no slides", { slides: [] }, "slides", "too_short"],
    [
      "too many slides",
      { slides: Array.from({ length: MAX_DECK_SLIDES + 1 }, () => ({})) },
      "slides",
      "too_many",
    ],
    ["a bad layout", { slides: [{}, { layout: "poster" }] }, "slides.1.layout", "invalid_enum"],
    ["a title too long", { slides: [{}, {}, {}, { title: "x".repeat(241) }] }, "slides.3.title", "too_long"],
    ["notes too long", { slides: [{ notes: "x".repeat(4001) }] }, "slides.0.notes", "too_long"],
    ["an unknown partner", { slides: [{ partnerId: "nobody" }] }, "slides.0.partnerId", "unknown_reference"],
  ])("400 for %s, naming the path", async (_, body, field, code) => {
    const { response, bytes } = await postDeck(body);
    expect(response.status).toBe(400);
    const { error } = JSON.parse(bytes.toString());
    expect(error.code).toBe("invalid_request");
    expect(error.issues).toContainEqual(expect.objectContaining({ field, code }));
  });

  it("400 unknown_field for a field of a slide and at the top, each at its path", async () => {
    const { response, bytes } = await postDeck({ theme: "x", slides: [{}, {}, { title: "x", colour: 1 }] });
    expect(response.status).toBe(400);
    const { error } = JSON.parse(bytes.toString());
    expect(error.code).toBe("unknown_field");
    expect(error.field).toBe("theme");
    expect(error.issues.map((issue: { field: string }) => issue.field)).toEqual(["theme", "slides.2.colour"]);
  });

  it("400 invalid_json and 415 for a body that is not JSON", async () => {
    expect((await postDeck("{slides:")).response.status).toBe(400);
    const response = await fetch(`${server.url}/api/decks`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(ONE),
    });
    expect(response.status).toBe(415);
  });

  it("406 for an Accept that names neither PDF nor PPTX, 400 for an unknown ?format=", async () => {
    const { response, bytes } = await postDeck(ONE, { accept: "image/svg+xml" });
    expect(response.status).toBe(406);
    expect(JSON.parse(bytes.toString()).error).toMatchObject({ code: "not_acceptable", field: "Accept" });
    const query = await postDeck(ONE, { query: "?format=svg" });
    expect(query.response.status).toBe(400);
    expect(JSON.parse(query.bytes.toString()).error.issues[0]).toMatchObject({ field: "format" });
    // A wildcard, or PPTX preferred by quality, is answered.
    expect((await postDeck(ONE, { accept: "*/*" })).response.headers.get("content-type")).toBe(
      "application/pdf",
    );
    const preferred = await postDeck(ONE, { accept: `application/pdf;q=0.5, ${PPTX}` });
    expect(preferred.response.headers.get("content-type")).toBe(PPTX);
  });

  it("405 with Allow for another method", async () => {
    const response = await fetch(`${server.url}/api/decks`, { method: "PUT", body: "{}" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });

  it("GET /api/decks describes the contract, its bound and an example that POSTs", async () => {
    const response = await fetch(`${server.url}/api/decks`);
    expect(response.status).toBe(200);
    const contract = await response.json();
    expect(contract.slides.max).toBe(MAX_DECK_SLIDES);
    expect(contract.schema.properties.slides.maxItems).toBe(MAX_DECK_SLIDES);
    const example = await postDeck(contract.example);
    expect(example.response.status).toBe(200);
  });
});

describe("POST /api/decks when the file threads are busy", () => {
  const busy = useApp({ fileThreads: 1 });

  it("answers 503 overloaded with Retry-After past the queue, and draws the rest", async () => {
    const deck = JSON.stringify({ slides: [{ layout: "title", title: "Busy" }] });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        fetch(`${busy.url}/api/decks`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: deck,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const refused = answers.find((answer) => answer.status === 503);
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/u);
    const body = await refused?.json();
    expect(body?.error.code).toBe("overloaded");
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  }, 60_000);
});
