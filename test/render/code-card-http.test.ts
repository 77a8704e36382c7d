// Terminal cards over HTTP, through the real server and its file pool: POST /api/code-cards answers the card as
// an SVG with its type outlined and as pixels at the SVG's size, the URL form the same bytes, and a document
// past the contract's bounds a 400 naming each field.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CODE_CARD_FILES, CODE_CARD_LIMITS, documentFileUrls } from "../../src/contract/index.js";
import { useServer } from "../support/server.js";

const server = useServer();

const CARD = {
  identity: { preset: "halden-rail" },
  code: 'export const greet = (name: string) => "Hello, " + name;\n// said once\ngreet("Ada");',
  language: "typescript",
  title: "greet.ts",
  highlightLines: [3],
};
const post = (query: string, body: unknown = CARD) =>
  fetch(`${server.url}${CODE_CARD_FILES.path}${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("POST /api/code-cards", () => {
  it("answers the card as outlined SVG, as PNG, WebP and JPEG at the SVG's size, and as a PDF", async () => {
    const started = performance.now();
    const svgResponse = await post("?format=svg");
    const first = performance.now() - started;
    expect(svgResponse.status).toBe(200);
    expect(svgResponse.headers.get("content-type")).toContain("image/svg+xml");
    expect(svgResponse.headers.get("content-disposition")).toBe(
      'inline; filename="halden-rail-code-card-1-greet-ts.svg"',
    );
    const svg = (await bytesOf(svgResponse)).toString("utf8");
    expect(svg).not.toMatch(/<text[\s>]/u);
    const [, width, height] = /^<svg[^>]* width="(\d+)" height="(\d+)"/u.exec(svg) ?? [];
    expect(Number(width)).toBeGreaterThanOrEqual(480);
    for (const [format, decoded] of [
      ["png", "png"],
      ["webp", "webp"],
      ["jpeg", "jpeg"],
    ] as const) {
      const response = await post(`?format=${format}`);
      expect(response.status, format).toBe(200);
      const meta = await sharp(await bytesOf(response)).metadata();
      expect([meta.format, meta.width, meta.height], format).toEqual([
        decoded,
        Number(width),
        Number(height),
      ]);
    }
    const pdf = await post("?format=pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await bytesOf(pdf)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const again = performance.now();
    expect((await bytesOf(await post("?format=svg"))).toString("utf8")).toBe(svg);
    console.info(
      `code cards over HTTP: first SVG ${Math.round(first)} ms (a cold file pool: its threads, fonts, Shiki and the grammar), again ${Math.round(performance.now() - again)} ms`,
    );
  });

  it("answers the same PNG at the card's URL", async () => {
    const url = documentFileUrls(CODE_CARD_FILES, CARD)?.("png");
    expect(url).toMatch(/^\/api\/code-cards\/[A-Za-z0-9_-]+\.png$/u);
    const got = await fetch(`${server.url}${url}`);
    expect(got.status).toBe(200);
    expect(await bytesOf(got)).toEqual(await bytesOf(await post("?format=png")));
  });

  it("refuses code past the bounds and highlights past the code, naming each field", async () => {
    const refused = async (body: unknown) => {
      const response = await post("?format=png", body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { issues: { code: string; field: string }[] } };
      return error.issues.map((issue) => `${issue.field} ${issue.code}`);
    };
    expect(
      await refused({ ...CARD, code: "x\n".repeat(CODE_CARD_LIMITS.lines), highlightLines: [] }),
    ).toEqual(["code too_long"]);
    expect(await refused({ ...CARD, highlightLines: [4] })).toEqual(["highlightLines.0 out_of_range"]);
    expect(await refused({ ...CARD, language: "cobol" })).toEqual(["language invalid_enum"]);
  });
});
