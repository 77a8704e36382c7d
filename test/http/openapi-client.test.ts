// A code generator's view of /openapi.json: openapi-typescript (default flags) turns the live document into
// types, and a client written with openapi-fetch (openapi-client/client.ts.txt) type-checks with no casts
// and runs against the real server — a background as JSON and raw, a slide, a brief, a refusal, a search.
// The same types refuse misuse (openapi-client/misuse.ts.txt): the check fails on type errors.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../../src/server/package-root.js";
import { useServer } from "../support/server.js";

const server = useServer();
const FIXTURES = join(packageRoot(), "test/http/openapi-client");
const project = mkdtempSync(join(tmpdir(), "marque-openapi-client-"));

/** Compiler options of a strict ESM project on Node 20. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

let diagnostics: readonly ts.Diagnostic[] = [];
let generated = "";

beforeAll(async () => {
  const document = await (await fetch(`${server.url}/openapi.json`)).json();
  generated = astToString(await openapiTS(document));
  writeFileSync(join(project, "marque.ts"), generated);
  writeFileSync(join(project, "package.json"), JSON.stringify({ type: "module" }));
  for (const name of ["client", "misuse"]) {
    writeFileSync(join(project, `${name}.ts`), readFileSync(join(FIXTURES, `${name}.ts.txt`), "utf8"));
  }
  // The project resolves openapi-fetch (and its types) from the repository's own install.
  symlinkSync(join(packageRoot(), "node_modules"), join(project, "node_modules"), "dir");
  const program = ts.createProgram([join(project, "client.ts"), join(project, "misuse.ts")], OPTIONS);
  diagnostics = ts.getPreEmitDiagnostics(program);
}, 60_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

const describeDiagnostic = (d: ts.Diagnostic) => {
  const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
  return `${d.file?.fileName.split("/").at(-1)}:${(where?.line ?? -1) + 1} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
};

const inFile = (name: string) => diagnostics.filter((d) => d.file?.fileName.endsWith(`/${name}`));

describe("a typed client from /openapi.json (openapi-typescript + openapi-fetch)", () => {
  it("generates types with a discriminated answer of POST /api/generate", () => {
    expect(generated).toContain('"image/svg+xml": string;');
    expect(generated).toMatch(/"application\/json": components\["schemas"\]\["BackgroundResponse"\] \| /u);
    expect(inFile("marque.ts").map(describeDiagnostic)).toEqual([]);
  });

  it("the client type-checks, and uses no casts", () => {
    expect(inFile("client.ts").map(describeDiagnostic)).toEqual([]);
    const source = readFileSync(join(FIXTURES, "client.ts.txt"), "utf8").replace(/\/\/.*$/gmu, "");
    expect(source).not.toMatch(/\bas\s+(?!const\b)|\bany\b|<[A-Z]\w*>\s*\w|@ts-|!\./u);
  });

  it("misuse is refused: one type error on each marked line", () => {
    const source = readFileSync(join(FIXTURES, "misuse.ts.txt"), "utf8").split("\n");
    const marked = source.flatMap((line, i) => (line.includes("// error:") ? [i + 2] : []));
    const lines = [
      ...new Set(
        inFile("misuse.ts").map((d) => (d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? -1) + 1),
      ),
    ];
    expect(marked).toHaveLength(3);
    expect(
      lines.sort((a, b) => a - b),
      inFile("misuse.ts").map(describeDiagnostic).join("\n"),
    ).toEqual(marked);
  });

  it("the client runs against the server", async () => {
    const source = readFileSync(join(project, "client.ts"), "utf8");
    const { outputText } = ts.transpileModule(source, { compilerOptions: { ...OPTIONS, noEmit: false } });
    const file = join(project, "client.mjs");
    writeFileSync(file, outputText);
    const { run } = await import(/* @vite-ignore */ pathToFileURL(file).href);
    const result = await run(server.url);
    expect(result).toMatchObject({
      backgroundFile: expect.stringMatching(/-background-320x200\.svg$/u),
      backgroundWidth: 320,
      svgStart: "<svg",
      rawFile: expect.stringMatching(/^inline; filename=".+-background-320x200\.svg"$/u),
      slideFile: expect.stringMatching(/-slides-title-1600x900\.svg$/u),
      briefFile: expect.stringMatching(/-professional-network-cover-brief\.json$/u),
      suggested: "background",
      issueFields: ["settings.width"],
      firstHit: "professional-network-cover",
    });
    expect(result.headlines).toBeGreaterThan(0);
  });
});
