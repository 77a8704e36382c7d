// The fast paths read Zod's private definitions, which any Zod release may change: they are read in one file
// only (src/generate/zod-def.ts), and Zod is pinned to the exact version the differential tests
// (accept.test.ts, validate-scan.test.ts, validate-fast-path.test.ts) hold those paths to.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const READER = "src/generate/zod-def.ts";

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it("reads Zod's private definitions in one file only", () => {
  const readers = ["src", "studio"]
    .flatMap(sources)
    .filter((path) => /\b_zod\b/.test(readFileSync(path, "utf8")));
  expect(readers).toEqual([READER]);
});

it("pins Zod to the exact version installed and locked", () => {
  const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));
  const declared: string = json("package.json").dependencies.zod;
  expect(declared, "package.json declares zod as one exact version").toMatch(/^\d+\.\d+\.\d+$/);
  const lock = json("package-lock.json");
  expect(lock.packages[""].dependencies.zod).toBe(declared);
  expect(lock.packages["node_modules/zod"].version).toBe(declared);
  expect(json("node_modules/zod/package.json").version).toBe(declared);
});
