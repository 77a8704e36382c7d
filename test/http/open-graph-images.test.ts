// Open Graph images over HTTP, as a page's og:image meets them: POST /api/open-graph-images answers the first
// chosen platform's PNG at its size (1200×630) and ?page=N the others; the document's URL and the readable
// query URL (GET /api/open-graph-images.png?identity=…&title=…) answer the same bytes; bad input is a 400 at
// its field — a material ground (the server draws no WebGL), an unknown parameter, a title over its bound.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { documentFileUrls, OPEN_GRAPH_FILES, OPEN_GRAPH_IMAGES_PATH } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

const PAGE = {
  identity: { preset: "halden-rail" },
  title: "Timetables that read themselves",
  subtitle: "How we rebuilt the departure boards",
  url: "https://haldenrail.example/blog/departures",
  ground: { kind: "paper" },
  platforms: ["open-graph", "x"],
};
const post = (query: string, body: unknown = PAGE) =>
  fetch(`${server.url}${OPEN_GRAPH_IMAGES_PATH}${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
type Refusal = { error: { code: string; issues?: { code: string; field: string }[] } };
const fieldsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as Refusal).error.issues?.map((issue) => issue.field);
};

describe("Open Graph images over HTTP", () => {
  it("answers each chosen platform's PNG at its size, and the same bytes at the document's URL", async () => {
    const first = await post("");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("content-disposition")).toBe(
      'inline; filename="halden-rail-open-graph-1-open-graph.png"',
    );
    const png = await bytesOf(first);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    const x = await post("?page=2&format=webp");
    expect(await sharp(await bytesOf(x)).metadata()).toMatchObject({
      format: "webp",
      width: 1200,
      height: 628,
    });
    const url = documentFileUrls(OPEN_GRAPH_FILES, PAGE)?.("png");
    expect(url).toMatch(/^\/api\/open-graph-images\/[A-Za-z0-9_-]+\.png$/u);
    const got = await fetch(`${server.url}${url}`);
    expect(got.status).toBe(200);
    expect((await bytesOf(got)).equals(png)).toBe(true);
  });

  it("answers a readable query URL for og:image with the image the same document draws", async () => {
    const query = new URLSearchParams({
      identity: "halden-rail",
      title: PAGE.title,
      subtitle: PAGE.subtitle,
      url: PAGE.url,
      ground: "paper",
    });
    const got = await fetch(`${server.url}${OPEN_GRAPH_IMAGES_PATH}.png?${query}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("cache-control")).toContain("immutable");
    const bytes = await bytesOf(got);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(bytes.equals(await bytesOf(await post("")))).toBe(true);
    const square = await fetch(
      `${server.url}${OPEN_GRAPH_IMAGES_PATH}.jpg?identity=tessel-labs&platform=square`,
    );
    expect(await sharp(await bytesOf(square)).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 1200,
    });
  });

  it("refuses bad documents and queries at their fields", async () => {
    expect(await fieldsOf(await post("", { ground: { kind: "material", materialId: "ripple" } }))).toEqual([
      "ground.kind",
    ]);
    expect(await fieldsOf(await post("", { title: "x".repeat(121) }))).toEqual(["title"]);
    expect(await fieldsOf(await post("?page=3"))).toEqual(["page"]);
    const base = `${server.url}${OPEN_GRAPH_IMAGES_PATH}`;
    expect(await fieldsOf(await fetch(`${base}.png?identity=nobody&platform=fax&colour=red`))).toEqual(
      expect.arrayContaining(["identity", "platform", "colour"]),
    );
    expect(await fieldsOf(await fetch(`${base}.png?title=${"x".repeat(121)}`))).toEqual(["title"]);
    expect(await fieldsOf(await fetch(`${base}.png?title=a&title=b`))).toEqual(["title"]);
    expect((await fetch(`${base}.gif?title=a`)).status).toBe(404);
  });
});
