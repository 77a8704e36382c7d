// Colour tokens over HTTP: every identity in every format, as files a design tool or a stylesheet reads; the
// scales in OKLCH around the brand colour; the contrast matrix; and refusals in the error shape.
import * as csstree from "css-tree";
import { describe, expect, it } from "vitest";
import { IDENTITY_PRESETS, TOKEN_FORMATS, TOKEN_SCALE_STEPS } from "../../src/contract/index.js";
import { oklchOf } from "../../src/render/tokens/oklch.js";
import { useServer } from "../support/server.js";

const server = useServer();
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${server.url}/api/tokens`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

interface DtcgColor {
  $value: string | { colorSpace: string; components: [number, number, number]; hex: string };
  $description: string;
}
type Tree = { [key: string]: Tree | DtcgColor | unknown };

/** Every token of a DTCG tree by its dotted path. */
function tokensOf(tree: Tree, prefix: string[] = []): Map<string, DtcgColor> {
  const found = new Map<string, DtcgColor>();
  for (const [key, value] of Object.entries(tree)) {
    if (key.startsWith("$") || typeof value !== "object" || value === null) continue;
    if ("$value" in value) found.set([...prefix, key].join("."), value as DtcgColor);
    else for (const [path, token] of tokensOf(value as Tree, [...prefix, key])) found.set(path, token);
  }
  return found;
}

/** A token's hex, following aliases. */
function hexOf(tokens: Map<string, DtcgColor>, path: string): string {
  const value = tokens.get(path)?.$value;
  if (value === undefined) throw new Error(`no token ${path}`);
  return typeof value === "string" ? hexOf(tokens, value.slice(1, -1).replace(/^color\./u, "")) : value.hex;
}

describe("GET /api/identities/{id}/tokens", () => {
  it("answers every identity in every format, named, typed and cached", async () => {
    for (const id of IDENTITY_PRESETS) {
      for (const format of TOKEN_FORMATS) {
        const response = await get(`/api/identities/${id}/tokens?format=${format}`);
        expect(response.status, `${id} ${format}`).toBe(200);
        const type = response.headers.get("content-type");
        expect(type).toBe(format === "dtcg" ? "application/design-tokens+json" : "text/css; charset=utf-8");
        const suffix = { dtcg: ".tokens.json", css: "-tokens.css", tailwind: "-tailwind.css" }[format];
        expect(response.headers.get("content-disposition")).toMatch(
          new RegExp(`^inline; filename="[a-z0-9-]+${suffix}"$`),
        );
        const etag = response.headers.get("etag") ?? "";
        expect(
          (await get(`/api/identities/${id}/tokens?format=${format}`, { headers: { "if-none-match": etag } }))
            .status,
        ).toBe(304);
      }
    }
    // DTCG is the default.
    expect((await get("/api/identities/halden-rail/tokens")).headers.get("content-type")).toBe(
      "application/design-tokens+json",
    );
  });

  it("writes a DTCG file whose colours carry OKLCH and hex, and whose aliases resolve", async () => {
    const file = await (await get("/api/identities/halden-rail/tokens")).json();
    expect(file.color.$type).toBe("color");
    const tokens = tokensOf(file.color);
    expect(tokens.size).toBeGreaterThan(60);
    for (const [path, token] of tokens) {
      expect(token.$description, path).toMatch(/\w/u);
      if (typeof token.$value === "string") {
        expect(token.$value, path).toMatch(/^\{color\.scale\.[a-z]+\.\d+\}$/u);
        expect(tokens.has(token.$value.slice(7, -1)), `${path} → ${token.$value}`).toBe(true);
        continue;
      }
      expect(token.$value.colorSpace).toBe("oklch");
      expect(token.$value.hex, path).toMatch(/^#[0-9a-f]{6}$/u);
      // The components name the hex's colour (rounded to 4 places).
      const [l, c] = token.$value.components;
      expect(Math.abs(l - oklchOf(token.$value.hex).l), path).toBeLessThan(1e-3);
      expect(Math.abs(c - oklchOf(token.$value.hex).c), path).toBeLessThan(1e-3);
    }
    // Halden Rail's own colours, exactly.
    expect(hexOf(tokens, "accent.default")).toBe("#e03a1e");
    expect(hexOf(tokens, "text.default")).toBe("#111827");
    expect(hexOf(tokens, "surface.default")).toBe("#ffffff");
    expect(hexOf(tokens, "state.negative")).toBe("#8f1d14");
    expect(tokens.get("accent.default")?.$value).toBe("{color.scale.accent.600}");
  });

  it("steps every scale from light to dark in OKLCH, keeping the brand colour's hue", async () => {
    for (const id of ["halden-rail", "northlight-observatory", "marlow-health"]) {
      const tokens = tokensOf((await (await get(`/api/identities/${id}/tokens`)).json()).color);
      for (const scale of ["accent", "neutral", "positive", "negative"]) {
        const steps = TOKEN_SCALE_STEPS.map(([step]) => oklchOf(hexOf(tokens, `scale.${scale}.${step}`)));
        for (let i = 1; i < steps.length; i++) {
          expect(steps[i]?.l, `${id} ${scale} step ${i}`).toBeLessThan(steps[i - 1]?.l ?? 1);
        }
        const base = oklchOf(hexOf(tokens, `scale.${scale}.500`));
        for (const step of steps.filter((s) => s.c > 0.04)) {
          const turn = Math.abs(((step.h - base.h + 540) % 360) - 180);
          expect(turn, `${id} ${scale} hue`).toBeLessThan(6);
        }
      }
    }
  });

  it("lists each text-like token on each ground with WCAG and APCA and the levels they pass", async () => {
    const file = await (await get("/api/identities/halden-rail/tokens")).json();
    const contrast = file.$extensions["com.marque"].contrast as {
      foreground: string;
      background: string;
      wcag: number;
      apca: number;
      passes: { wcag: string[]; apca: string[] };
    }[];
    const pair = (fg: string, bg: string) => contrast.find((p) => p.foreground === fg && p.background === bg);
    // #111827 on white: WCAG 17.74, APCA Lc ≈ 104.
    expect(pair("text.default", "surface.default")).toMatchObject({
      wcag: 17.74,
      passes: { wcag: ["aa", "aaLarge", "aaa"], apca: ["body", "content", "large", "nonText"] },
    });
    expect(pair("text.default", "surface.default")?.apca).toBeGreaterThan(100);
    // Light text on a dark ground is negative Lc.
    expect(pair("text.inverse", "surface.inverse")?.apca).toBeLessThan(-100);
    // The text chosen for the accent is legible on it by APCA's content level.
    expect(Math.abs(pair("text.on-accent", "accent.default")?.apca ?? 0)).toBeGreaterThanOrEqual(60);
    // A hairline is not text: it fails AA but is listed.
    expect(pair("border.default", "surface.default")?.passes.wcag).not.toContain("aa");
    expect(contrast.length).toBeGreaterThan(40);
  });

  it("writes CSS whose every var() names a declared property, and a Tailwind v4 theme", async () => {
    const css = await (await get("/api/identities/fernway-press/tokens?format=css")).text();
    const declared = new Set<string>();
    const used: string[] = [];
    csstree.walk(csstree.parse(css, { parseCustomProperty: true }), (node) => {
      if (node.type === "Declaration") declared.add(node.property);
      if (node.type === "Function" && node.name === "var") {
        const first = node.children.first;
        if (first?.type === "Identifier") used.push(first.name);
      }
    });
    expect(declared.has("--color-accent")).toBe(true);
    expect(declared.has("--color-accent-600") || declared.has("--color-accent-500")).toBe(true);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(declared.has(name), name).toBe(true);

    const theme = await (await get("/api/identities/fernway-press/tokens?format=tailwind")).text();
    expect(theme).toContain('@import "tailwindcss";');
    const ast = csstree.parse(theme);
    let themed = 0;
    csstree.walk(ast, (node) => {
      if (node.type === "Atrule" && node.name === "theme") themed++;
    });
    expect(themed).toBe(1);
    // Literal values in the theme: Tailwind resolves them at build time.
    expect(theme).not.toContain("var(");
    expect(theme).toMatch(/--color-accent-50: #[0-9a-f]{6};/u);
  });

  it("refuses an unknown identity with 404 and a bad query with 400, in the error shape", async () => {
    const missing = await get("/api/identities/acme/tokens");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: "not_found", field: "id" });
    const bad = await get("/api/identities/starter/tokens?format=scss&theme=dark");
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(error.issues.map((issue: { field: string }) => issue.field).sort()).toEqual(["format", "theme"]);
    expect((await get("/api/identities/starter/tokens", { method: "DELETE" })).status).toBe(405);
  });
});

describe("POST /api/tokens", () => {
  it("makes tokens of an identity with the caller's ink and paper", async () => {
    const response = await post({
      identity: { preset: "halden-rail", ink: "#0B1D3A", paper: "#FAF7F0" },
      format: "css",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="halden-rail-tokens.css"');
    const css = await response.text();
    expect(css).toMatch(/--color-text: (#0b1d3a|var\(--color-neutral-\d+\));/u);
    expect(css).toContain("--color-surface: #faf7f0;");
    // The same body, the same bytes.
    expect(
      await (
        await post({ identity: { preset: "halden-rail", ink: "#0B1D3A", paper: "#FAF7F0" }, format: "css" })
      ).text(),
    ).toBe(css);
    // DTCG by default.
    expect((await post({ identity: { preset: "tessel-labs" } })).headers.get("content-type")).toBe(
      "application/design-tokens+json",
    );
  });

  it("reports every problem at its path, and refuses what is not a JSON object", async () => {
    const response = await post({
      identity: { preset: "halden-rail", ink: "red" },
      format: "sass",
      theme: 1,
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(
      error.issues.map((issue: { field: string; code: string }) => `${issue.field}:${issue.code}`).sort(),
    ).toEqual(["format:invalid_enum", "identity.ink:invalid_color", "theme:unknown_field"]);
    expect((await (await post("")).json()).error.code).toBe("invalid_json");
    expect((await (await post("{", { "content-type": "application/json" })).json()).error.code).toBe(
      "invalid_json",
    );
    expect((await post("{}", { "content-type": "text/plain" })).status).toBe(415);
  });
});
