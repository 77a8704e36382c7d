// Issue 28, discovery: an element whose deliverable is a PNG, JPG, PDF or SVG gives a ready request that yields
// that file. The brief's `file` names the format, where to POST the request, and the image URL that GETs the
// same bytes; motion (GIF, MP4) and elements Marque does not make carry none.
import { describe, expect, it } from "vitest";
import { ELEMENTS } from "../../src/catalog/elements/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

const IDENTITY = { preset: "custom", name: "Harbour Works", ink: "#0E3B43", paper: "#F4EFE6" } as const;

const FILE_OF: Record<string, string> = { SVG: "svg", PNG: "png", JPG: "jpeg", PDF: "pdf" };
const MEDIA_TYPE: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  svg: (b) => b.toString("utf8", 0, 200).includes("<svg"),
  png: (b) => b.toString("latin1", 1, 4) === "PNG",
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8,
  pdf: (b) => b.toString("latin1", 0, 5) === "%PDF-",
};

const isFileKind = (kind: string | undefined) => kind === "background" || kind === "template";
const FILES = ELEMENTS.filter((e) => FILE_OF[e.format] && isFileKind(e.generation?.kind));
const NOT_FILES = ELEMENTS.filter((e) => !FILE_OF[e.format] || !isFileKind(e.generation?.kind));

async function brief(elementId: string) {
  const { status, json } = await server.postJson({ kind: "element-brief", elementId, identity: IDENTITY });
  expect(status).toBe(200);
  return json;
}

describe("a brief's file", () => {
  // The one PDF deliverable (the letterhead) is not made by Marque, so it has no request and no file.
  it("covers the SVG, PNG and JPG deliverables", () => {
    const formats = new Set(FILES.map((e) => e.format));
    for (const format of ["SVG", "PNG", "JPG"]) expect(formats).toContain(format);
  });

  it.each(FILES.map((e) => [e.id, e.format] as const))(
    "%s (%s): POSTing the request to file.post answers the file, and file.url GETs the same bytes",
    async (elementId, deliverable) => {
      const { request, file } = await brief(elementId);
      const format = FILE_OF[deliverable] as string;
      expect(file.format).toBe(format);
      expect(file.mediaType).toBe(MEDIA_TYPE[format]);
      expect(request.output).toBe("raw");
      const posted = await fetch(`${server.url}${file.post}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      });
      expect(posted.status).toBe(200);
      expect(posted.headers.get("content-type")).toContain(MEDIA_TYPE[format]);
      const bytes = Buffer.from(await posted.arrayBuffer());
      expect(MAGIC[format]?.(bytes), `${elementId} answered something else`).toBe(true);
      expect(file.url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]+\.(svg|png|jpg|pdf)$/u);
      const fetched = await fetch(`${server.url}${file.url}`);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );

  it("the element catalog says the same of every element", async () => {
    const catalog = await (await fetch(`${server.url}/api/elements`)).json();
    for (const element of catalog.elements) {
      const format = FILES.some((e) => e.id === element.id) ? FILE_OF[element.format] : undefined;
      expect(element.file?.format, element.id).toBe(format);
      if (format)
        expect(element.file.post, element.id).toMatch(/^\/api\/generate(\?format=(png|jpg|pdf))?$/u);
    }
  });

  it.each(NOT_FILES.map((e) => [e.id, e.format] as const))("%s (%s) gives no file", async (elementId) => {
    const json = await brief(elementId);
    expect(json.file).toBeUndefined();
  });
});
