// The layer order of .dependency-cruiser.mjs holds over the whole repository: the cruise of `npm run lint:deps`
// (its folders and config read from package.json, so the two never differ), failing with every violating import
// listed as `rule: importer → imported`.
import { readFileSync } from "node:fs";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { expect, it } from "vitest";

const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["lint:deps"];
const [, ...words] = script.split(" --")[0]?.split(" ") ?? [];
const config = /--config (\S+)/.exec(script)?.[1];

// Parsing every TypeScript file of the repository takes ~5 s of CPU; on a shared, loaded machine several times that.
it("no import crosses the layers", { timeout: 120_000 }, async () => {
  expect(words.length, "lint:deps names the folders it cruises").toBeGreaterThan(0);
  expect(config, "lint:deps names its config").toBeDefined();
  const options = await extractDepcruiseOptions(`./${config}`);
  const result = await cruise(
    words,
    { ...options, outputType: "err" },
    {},
    { tsConfig: extractTSConfig("tsconfig.json") },
  );
  expect(result.exitCode, String(result.output)).toBe(0);
});
