// The layers of Marque, enforced by dependency-cruiser (`npm run lint:deps`; test/layers/layers.test.ts runs the
// same cruise inside `npm test`). A folder of src/ may import only its own files and folders of a lower rank:
// lower layers never reach up, and folders of one rank stay independent of each other.

import { builtinModules } from "node:module";

/** src/ folders, lowest first. A folder missing here fails the cruise (rule `src-folder-has-a-layer`). */
export const SRC_LAYERS = [
  // Leaves: pure, no Node APIs; what every layer above may use.
  ["determinism", "color"],
  ["cache", "svg"],
  // The contract (schemas, bounds, errors), browser-safe; policy is the HTTP edge's fixed settings (Node-side).
  ["contract", "policy"],
  ["catalog"],
  ["documents", "render", "textures"],
  ["generate"],
  ["discovery", "docs"],
  ["mcp"],
  ["server"],
  ["cli"],
];

/** Folders the Studio (a browser app) runs: no Node built-in module, type-only imports aside. */
const BROWSER_SAFE = ["determinism", "color", "cache", "svg", "contract", "catalog", "documents"];

/** What the Studio may import from src/: the browser-safe folders, the renderers and generate's pure pipeline. */
const STUDIO_MAY_IMPORT = [...BROWSER_SAFE, "render", "generate"];

const ALL_SRC = SRC_LAYERS.flat();

/** Node's built-in modules, as the cruise names them (`fs`, `node:fs`, `fs/promises`, …). */
const NODE_BUILTINS = `^(node:.+|${builtinModules.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})$`;
const either = (names) => `(${names.join("|")})`;

/** For each folder: every src/ folder it must not import (those of its own rank or above, itself excepted). */
const layerRules = SRC_LAYERS.flatMap((rank, index) =>
  rank.map((folder) => {
    const above = [...rank.filter((other) => other !== folder), ...SRC_LAYERS.slice(index + 1).flat()];
    return {
      name: `layer-${folder}`,
      severity: "error",
      comment: `src/${folder} may import only folders below it: ${SRC_LAYERS.slice(0, index).flat().join(", ") || "none"}`,
      from: { path: `^src/${folder}/` },
      to: { path: `^src/${either(above)}/` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: "src-folder-has-a-layer",
      severity: "error",
      comment: "every folder of src/ has a rank in SRC_LAYERS (.dependency-cruiser.mjs)",
      from: { path: "^src/", pathNot: `^src/${either(ALL_SRC)}/` },
      to: {},
    },
    {
      name: "browser-safe-without-node",
      severity: "error",
      comment: `the Studio runs ${BROWSER_SAFE.map((f) => `src/${f}`).join(", ")}: no Node built-in modules there`,
      from: { path: `^src/${either(BROWSER_SAFE)}/` },
      to: { dependencyTypes: ["core"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "src-imports-only-src",
      severity: "error",
      comment: "the product never imports tests, benchmarks, their harness, the Studio or the clients",
      from: { path: "^src/" },
      to: { path: "^(test|bench|harness|studio|clients)/" },
    },
    {
      name: "test-not-bench",
      severity: "error",
      comment: "tests do not import benchmarks: what both need lives in harness/",
      from: { path: "^test/" },
      to: { path: "^bench/" },
    },
    {
      name: "bench-not-test",
      severity: "error",
      comment: "benchmarks do not import tests: what both need lives in harness/",
      from: { path: "^bench/" },
      to: { path: "^test/" },
    },
    {
      name: "harness-is-a-leaf",
      severity: "error",
      comment: "harness/ serves tests and benchmarks and imports neither (nor the Studio)",
      from: { path: "^harness/" },
      to: { path: "^(test|bench|studio)/" },
    },
    {
      name: "studio-tool-keeps-to-itself",
      severity: "error",
      comment:
        "no Studio tool imports another tool's files (shared code lives in studio/runtime or the tool kit, studio/tools/*.ts)",
      from: { path: "^studio/tools/([^/]+)/" },
      to: { path: "^studio/tools/[^/]+/", pathNot: "^studio/tools/$1/" },
    },
    {
      name: "studio-lower-not-facade-or-shell",
      severity: "error",
      comment:
        "tools, the runtime and the page-wide leaves never import the facade (studio/api) or the shell",
      from: { path: "^studio/(tools|runtime|engines|export|compose)/" },
      to: { path: "^studio/(api|shell)/" },
    },
    {
      name: "studio-leaves-know-no-tool",
      severity: "error",
      comment: "the runtime and the page-wide leaves (engines, export, compose) import no tool",
      from: { path: "^studio/(runtime|engines|export|compose)/" },
      to: { path: "^studio/tools/" },
    },
    {
      name: "studio-facade-sees-tool-interface",
      severity: "error",
      comment: "the facade sees tools only through their interface (studio/tools/types.ts)",
      from: { path: "^studio/api/" },
      to: { path: "^studio/tools/", pathNot: "^studio/tools/types\\.ts$" },
    },
    {
      name: "studio-shell-opens-tools-by-registry",
      severity: "error",
      comment: "the shell opens tools only through the registry (and their interface)",
      from: { path: "^studio/shell/" },
      to: { path: "^studio/tools/", pathNot: "^studio/tools/(registry|prefetch|types)\\.ts$" },
    },
    {
      name: "studio-browser-safe-src",
      severity: "error",
      comment: `the Studio imports from src/ only ${STUDIO_MAY_IMPORT.join(", ")}: never the server, CLI, MCP, docs or policy`,
      from: { path: "^studio/" },
      to: { path: "^src/", pathNot: `^src/${either(STUDIO_MAY_IMPORT)}/` },
    },
    {
      name: "studio-reaches-no-node",
      severity: "error",
      comment:
        "nothing the Studio imports, however indirectly, loads a Node built-in module (it runs in a browser)",
      from: { path: "^studio/" },
      to: { path: NODE_BUILTINS, reachable: true },
    },
    {
      name: "studio-not-tests",
      severity: "error",
      comment: "the Studio never imports tests, benchmarks or their harness",
      from: { path: "^studio/" },
      to: { path: "^(test|bench|harness)/" },
    },
    {
      name: "client-package-self-contained",
      severity: "error",
      comment: "the published TypeScript client imports nothing outside its package (its scripts may)",
      from: { path: "^clients/([^/]+)/src/" },
      to: { path: "^", pathNot: ["^clients/$1/", "^node_modules/"] },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "no module reaches itself again through runtime imports (a type-only import is erased)",
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ["type-only"],
        viaOnly: { dependencyTypesNot: ["type-only"] },
      },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "every relative import resolves to a file",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
