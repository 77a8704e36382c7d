// POST /api/exports before any job exists: bad documents and options are refused with 400 and the field's path
// (the Studio's own rules: its document schemas, catalog ids and export inputs), and a server without Chromium
// still starts, answers everything else, and refuses exports with 503 capability_unavailable saying what to
// install. No browser runs in this file.
import { describe, expect, it } from "vitest";
import { useApp } from "./raw-http.js";

const missing = useApp({ exports: { chromiumPath: "/nonexistent/chromium" } });

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${missing.url}/api/exports`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

async function sequenceDocument(): Promise<Record<string, any>> {
  const response = await fetch(`${missing.url}/api/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "design-sequence", export: { width: 320, fps: 12, durationMs: 1200 } }),
  });
  return ((await response.json()) as { document: Record<string, any> }).document;
}

const fields = (json: any) => (json.error.issues as { field: string }[]).map((issue) => issue.field);

describe("POST /api/exports refuses bad requests with field paths, before any job exists", () => {
  it("names the field of a bad document, format, mode or time", async () => {
    const document = await sequenceDocument();
    const cases: [unknown, string[]][] = [
      [{ format: "gif" }, ["source"]],
      [{ source: document, format: "webp" }, ["format"]],
      // The Design Lab exports no SVG; Motion has no mode.
      [{ source: document, format: "svg" }, ["format"]],
      [
        { source: { ...document, export: { ...document.export, fps: 7 } }, format: "gif" },
        ["source.export.fps"],
      ],
      [{ source: document, format: "gif", mode: "slideshow" }, ["mode"]],
      [{ source: document, format: "png", timeMs: -1 }, ["timeMs"]],
      [{ source: document, format: "gif", extra: 1 }, ["extra"]],
      // A request POSTed to /api/generate is not a document the Studio reads.
      [{ source: { kind: "design-sequence" }, format: "gif" }, ["source.kind"]],
      // An identity (no kind) exports nothing.
      [{ source: { preset: "marque" }, format: "png" }, ["source.kind"]],
      [
        {
          source: { kind: "motion", version: 1, material: { materialId: "no-such-material" } },
          format: "gif",
        },
        ["source.material.materialId"],
      ],
      [{ source: { kind: "background", settings: { width: 5 } }, format: "png" }, ["source.settings.width"]],
      // The Foundations tools' documents are checked by their own schemas, not as generate requests.
      [
        { source: { kind: "typography", version: 1, scale: { base: 2 } }, format: "png" },
        ["source.scale.base"],
      ],
      [{ source: { kind: "tokens", version: 1, extra: true }, format: "css" }, ["source.extra"]],
      [
        {
          source: {
            kind: "moodboard",
            export: { width: 5000 },
            items: [{ kind: "material", materialId: "no-such-material" }],
          },
          format: "png",
        },
        ["source.export.width"],
      ],
      [
        {
          source: { kind: "moodboard", items: [{ kind: "material", materialId: "no-such-material" }] },
          format: "pdf",
        },
        ["source.items.0.materialId"],
      ],
      [{ source: { kind: "tokens", version: 1 }, format: "mp4" }, ["format"]],
      [
        { source: { kind: "brand-book", version: 1, sections: { cover: 3 } }, format: "pdf" },
        ["source.sections.cover"],
      ],
      // A Design Lab v4 layer's fill names a material the catalog has, as the Studio checks it.
      [
        {
          source: {
            kind: "design-lab",
            schema: 2,
            version: 4,
            layers: [
              { type: "shader", materialId: "liquid-gold" },
              { type: "text", id: "t", text: "Hi", fill: { materialId: "no-such-material" } },
            ],
          },
          format: "png",
        },
        ["source.layers.1.fill.materialId"],
      ],
      // A Lottie document by its own schema (expressions refused), and a GIF past 30 s by its trim.
      [
        {
          source: {
            kind: "lottie",
            animation: {
              fr: 30,
              ip: 0,
              op: 60,
              w: 10,
              h: 10,
              layers: [{ ty: 4, ks: { o: { k: 1, x: "1" } } }],
            },
          },
          format: "lottie",
        },
        ["source.animation.layers.0.ks.o.x"],
      ],
      [
        {
          source: {
            kind: "lottie",
            animation: { fr: 1, ip: 0, op: 60, w: 10, h: 10, layers: [{ ty: 4 }] },
          },
          format: "gif",
        },
        ["source.trim"],
      ],
      [{ source: { kind: "component-library", version: 1, radius: 99 }, format: "css" }, ["source.radius"]],
    ];
    for (const [body, expected] of cases) {
      const { status, json } = await post(body);
      expect.soft(status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect.soft(fields(json), JSON.stringify(body).slice(0, 120)).toEqual(expect.arrayContaining(expected));
    }
    expect((await post("{not json")).json.error.code).toBe("invalid_json");
    expect((await post({}, { "content-type": "text/plain" })).status).toBe(415);
  });

  it("answers 503 capability_unavailable without Chromium, naming what to install; the rest still works", async () => {
    const document = await sequenceDocument();
    const { status, json } = await post({ source: document, format: "gif" });
    expect(status).toBe(503);
    expect(json.error.code).toBe("capability_unavailable");
    expect(json.error.message).toContain("apt-get install -y chromium");
    // A Component library document is read by its own schema: whole, it is refused only for the missing browser.
    expect((await post({ source: { kind: "component-library" }, format: "html" })).status).toBe(503);
    const state = (await (await fetch(`${missing.url}/api/exports`)).json()) as any;
    expect(state).toMatchObject({ available: false, queued: 0, running: 0 });
    expect(state.missing).toContain("/nonexistent/chromium");
    const health = await fetch(`${missing.url}/healthz`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as any).exports).toMatchObject({
      available: false,
      missing: state.missing,
    });
    const unknown = await fetch(`${missing.url}/api/exports/0123456789abcdef0123456789abcdef`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).error.code).toBe("not_found");
  });
});
