// The Studio's layers, read from its imports: page-wide leaves (runtime, engines, export, compose) know no tool,
// no tool reaches into another tool, tools and the runtime never import the facade or the shell, the facade
// sees tools only through their interface, and the shell opens them only through the registry. A file that
// breaks a rule is named with the import that breaks it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The Studio's sources to read (STUDIO_ROOT points the test at another copy of them). */
const ROOT = resolve(process.env.STUDIO_ROOT ?? "studio");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of every file (static, type-only and dynamic), as paths inside studio/. */
const imports = sources(ROOT).flatMap((file) => {
  const from = relative(ROOT, file);
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from\s+|import\(\s*)"(\.{1,2}\/[^"]+)"/gu)].map((match) => ({
    from,
    to: relative(ROOT, resolve(dirname(file), match[1] ?? "")).replace(/\.js$/u, ".ts"),
  }));
});

const area = (path: string) => path.split("/")[0] ?? "";
/** The tool a path belongs to (tools/<tool>/…), undefined for the tool kit (tools/*.ts) and other areas. */
const toolOf = (path: string) => {
  const parts = path.split("/");
  return parts[0] === "tools" && parts.length > 2 ? parts[1] : undefined;
};

const broken = (rule: (from: string, to: string) => boolean) =>
  imports.filter(({ from, to }) => rule(from, to)).map(({ from, to }) => `${from} → ${to}`);

describe("the Studio's import rules", () => {
  it("reads the Studio's sources", () => {
    expect(imports.length).toBeGreaterThan(100);
  });

  it("no tool imports another tool's files", () => {
    expect(broken((from, to) => !!toolOf(from) && !!toolOf(to) && toolOf(from) !== toolOf(to))).toEqual([]);
  });

  it("tools, the runtime and the leaves never import the facade or the shell", () => {
    const lower = ["tools", "runtime", "engines", "export", "compose"];
    expect(broken((from, to) => lower.includes(area(from)) && ["api", "shell"].includes(area(to)))).toEqual(
      [],
    );
  });

  it("the runtime and the leaves import no tool", () => {
    const leaves = ["runtime", "engines", "export", "compose"];
    expect(broken((from, to) => leaves.includes(area(from)) && area(to) === "tools")).toEqual([]);
  });

  it("the facade sees tools only through their interface; the shell opens them only through the registry", () => {
    expect(
      broken((from, to) => area(from) === "api" && area(to) === "tools" && to !== "tools/types.ts"),
    ).toEqual([]);
    const registry = ["tools/registry.ts", "tools/prefetch.ts", "tools/types.ts"];
    expect(
      broken((from, to) => area(from) === "shell" && area(to) === "tools" && !registry.includes(to)),
    ).toEqual([]);
  });
});
