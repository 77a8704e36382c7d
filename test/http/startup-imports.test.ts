// What a server process loads at start is what every worker holds for good. The packages that draw files
// (PDFKit, PptxGenJS, sharp, resvg: the file pool's threads), speak MCP (on its first request), drive Chromium
// (the exporter's first job) or queue on Redis (with MARQUE_REDIS_URL) cost ~130 MB of a worker's memory between
// them (PDFKit 25 MB, the MCP SDK 12 MB, Playwright 61 MB, BullMQ 29 MB) and must stay out of what the app
// imports statically.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/server/package-root.js";

const LAZY_PACKAGES = [
  "pdfkit",
  "svg-to-pdfkit",
  "pptxgenjs",
  "sharp",
  "@resvg/resvg-js",
  "@modelcontextprotocol/sdk",
  "playwright-core",
  "bullmq",
  "ioredis",
];

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every module reached from the entries by static value imports (type-only and dynamic imports left out). */
function staticGraph(entries: readonly string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, specifier = ""] of text.matchAll(/^(?:import|export) (?!type )[^;]*? from "([^"]+)"/gmu)) {
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier.replace(/\.js$/u, ".ts")));
      else if (!specifier.startsWith("node:")) packages.set(packageOf(specifier), file);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, packages };
}

describe("a server process at start", () => {
  // main.ts imports the app once it knows it is a worker (or the only process).
  const { files, packages } = staticGraph(
    ["src/server/main.ts", "src/server/app.ts"].map((file) => join(packageRoot(), file)),
  );

  it("reaches the app, the routes and the renderer", () => {
    expect(files.size).toBeGreaterThan(100);
    expect([...packages.keys()]).toEqual(expect.arrayContaining(["fastify", "fontkit", "css-tree"]));
  });

  it.each(LAZY_PACKAGES)("does not load %s until it is used", (name) => {
    expect(packages.get(name), `${name} is imported at start by ${packages.get(name)}`).toBeUndefined();
  });

  // `npm run build` builds the docs site and its search index (src/docs/write-built.ts); a server run from dist
  // reads them. Building them itself held the sources, the site model and marked: ~6 MB of heap a worker.
  it("does not load what builds the docs site", () => {
    expect(
      packages.get("marked"),
      `marked is imported at start by ${packages.get("marked")}`,
    ).toBeUndefined();
    const builders = ["load", "site", "search-index", "render", "blocks/index"].map((name) =>
      join(packageRoot(), "src", "docs", `${name}.ts`),
    );
    expect(builders.filter((file) => files.has(file))).toEqual([]);
  });
});

describe("marque mcp at start", () => {
  // Exports build the HTTP app in that process on the first one (src/cli/stdio-exporter.ts): a client that never
  // exports loads neither Fastify nor Chromium's driver.
  const { packages } = staticGraph([join(packageRoot(), "src/cli/mcp.ts")]);

  it.each(["fastify", "playwright-core"])("does not load %s until an export", (name) => {
    expect(packages.get(name), `${name} is imported at start by ${packages.get(name)}`).toBeUndefined();
  });
});
