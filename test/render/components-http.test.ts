// The component sheet over HTTP, through the real server and its file pool: POST /api/component-sheets answers
// the sheet the renderer draws (SVG byte for byte), a PNG at the sheet's size, a one-page PDF and the same
// bytes at the document's URL; a bad document is refused with its field.
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { resolveIdentity } from "../../src/catalog/identities/index.js";
import {
  COMPONENT_SHEET_FILES,
  componentLibraryRequestSchema,
  documentFileUrls,
} from "../../src/contract/index.js";
import { drawComponentSheet } from "../../src/render/components/index.js";
import { defaultFontBook } from "../../src/render/text/node-fonts.js";
import { textWordmark } from "../../src/render/text/wordmark.js";
import { useServer } from "../support/server.js";

const server = useServer();
const BODY = { identity: { preset: "copperleaf-energy" }, density: "compact", components: { cards: false } };
const post = (query: string, body: unknown = BODY) =>
  fetch(`${server.url}${COMPONENT_SHEET_FILES.path}${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("POST /api/component-sheets", () => {
  it("answers the renderer's sheet as SVG, PNG (the default) and a one-page PDF, and the same bytes at its URL", async () => {
    const fonts = defaultFontBook();
    const doc = componentLibraryRequestSchema.parse(BODY);
    const drawn = drawComponentSheet(
      resolveIdentity(doc.identity, { setWordmark: textWordmark(fonts) }),
      doc,
      fonts,
    );
    const sheet = drawn.pages[0];

    const svg = await post("?format=svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-disposition")).toBe(
      'inline; filename="copperleaf-energy-component-library-1-components.svg"',
    );
    expect((await bytesOf(svg)).toString("utf8")).toBe(sheet?.svg);

    const png = await post("");
    expect(png.headers.get("content-type")).toBe("image/png");
    const pixels = await bytesOf(png);
    expect(await sharp(pixels).metadata()).toMatchObject({
      format: "png",
      width: sheet?.width,
      height: sheet?.height,
    });

    const pdf = await post("?format=pdf");
    expect([pdf.status, pdf.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const parsed = await PDFDocument.load(await bytesOf(pdf), { updateMetadata: false });
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getPage(0).getSize()).toEqual({ width: sheet?.width, height: sheet?.height });

    const url = documentFileUrls(COMPONENT_SHEET_FILES, BODY)?.("png");
    const got = await fetch(`${server.url}${url}`);
    expect((await bytesOf(got)).equals(pixels)).toBe(true);
  });

  it("refuses a bad document and a second page with the field at fault", async () => {
    const bad = await post("", { ...BODY, radius: 40 });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { issues: { field: string }[] } };
    expect(body.error.issues.map((issue) => issue.field)).toContain("radius");
    expect((await post("?page=2")).status).toBe(400);
  });
});
