// Every catalog material rendered live in real Chromium (software WebGL2): visible, animated, deterministic, distinct.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ENGINE_SPECS,
  type EnumParameter,
  MATERIAL_ENGINES,
  materialsCatalog,
  type NumberParameter,
} from "../../src/catalog/materials/index.js";
import { resolveSettings } from "../../studio/engines/settings.js";
import { usePage } from "../support/browser.js";
import { loadEngines } from "./harness.js";
import type { EngineTestWindow, SurveyRow } from "./page-types.js";

const OUTPUT = "test-output";
const SIZE = 96;
/** Luminance spread (0..255, 5th to 95th percentile) below which a frame reads as blank. */
const SPREAD_FLOOR = 10;
/** Mean per-channel difference (0..255) between two materials' frames below which people see the same thing. */
const DISTINCT_FLOOR = 14;
/** Mean per-channel difference a parameter or control must cause to count as a visible change. */
const CHANGE_FLOOR = 1;

const handle = usePage();
const ids = materialsCatalog.materials.map((material) => material.id);

function decode(base64: string): Uint8Array {
  return new Uint8Array(Buffer.from(base64, "base64"));
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
    count += 3;
  }
  return sum / count;
}

describe("live materials", () => {
  let rows: SurveyRow[] = [];

  it("load into a blank page and render every material at t=0 and t=1000", async () => {
    await loadEngines(handle.page);
    rows = await handle.page.evaluate(
      ([list, size]) => (window as unknown as EngineTestWindow).marqueEngineTest.survey(list, size),
      [ids, SIZE] as const,
    );
    expect(rows.map((row) => row.id)).toEqual(ids);
  }, 60_000);

  it("are never blank, always deterministic, and move when their speed is above 0", () => {
    for (const row of rows) {
      const material = materialsCatalog.materials.find((candidate) => candidate.id === row.id);
      if (!material) throw new Error(row.id);
      expect(row.spread, `${row.id} luminance spread`).toBeGreaterThan(SPREAD_FLOOR);
      expect(row.deterministic, `${row.id} deterministic`).toBe(true);
      if (resolveSettings(material).speed > 0) expect(row.motion, `${row.id} motion`).toBeGreaterThan(0.01);
    }
  });

  it("are distinct from one another; the closest five pairs go to the test output", () => {
    const frames = rows.map((row) => decode(row.frame));
    const pairs: { a: string; b: string; difference: number }[] = [];
    for (let i = 0; i < rows.length; i++) {
      for (let j = i + 1; j < rows.length; j++) {
        const a = frames[i];
        const b = frames[j];
        if (!a || !b) continue;
        pairs.push({ a: rows[i]?.id ?? "", b: rows[j]?.id ?? "", difference: meanDifference(a, b) });
      }
    }
    pairs.sort((x, y) => x.difference - y.difference);
    const closest = pairs.slice(0, 5).map((pair) => `${pair.a} ~ ${pair.b}: ${pair.difference.toFixed(2)}`);
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(join(OUTPUT, "materials-closest-pairs.txt"), `${closest.join("\n")}\n`);
    console.log(`closest material pairs (mean per-channel difference, 0..255):\n${closest.join("\n")}`);
    for (const pair of pairs.slice(0, 5)) {
      expect(pair.difference, `${pair.a} vs ${pair.b}`).toBeGreaterThan(DISTINCT_FLOOR);
    }
  });

  it("write a contact sheet of all 134 materials to the test output", async () => {
    const png = await handle.page.evaluate(
      ([list]) => (window as unknown as EngineTestWindow).marqueEngineTest.contactSheet(list, 128, 12, 0),
      [ids] as const,
    );
    mkdirSync(OUTPUT, { recursive: true });
    writeFileSync(join(OUTPUT, "materials-contact-sheet.png"), Buffer.from(png, "base64"));
    expect(png.length).toBeGreaterThan(10_000);
  }, 30_000);

  describe.each(MATERIAL_ENGINES)("the %s engine", (engine) => {
    const spec = ENGINE_SPECS[engine];
    const material = materialsCatalog.materials.find((candidate) => candidate.engine === engine);
    if (!material) throw new Error(`no ${engine} material`);
    // A vivid palette over the material's own look, so a parameter's effect is not hidden by a pale palette.
    const base = resolveSettings(material, { colorA: "#1A1446", colorB: "#FF5A36", colorC: "#3CD6A3" });

    it("changes its frame with every engine parameter", async () => {
      const variants: { label: string; parameters: Record<string, string | number> }[] = [];
      const parameters: Record<string, EnumParameter<string> | NumberParameter> = spec.parameters;
      for (const [name, table] of Object.entries(parameters)) {
        const current = (material.parameters as unknown as Record<string, string | number>)[name];
        if (table.kind === "enum") {
          for (const option of table.options) {
            if (option !== current)
              variants.push({ label: `${name}=${option}`, parameters: { [name]: option } });
          }
        } else {
          const value =
            Math.abs(table.max - Number(current)) > Math.abs(Number(current) - table.min)
              ? table.max
              : table.min;
          variants.push({ label: `${name}=${value}`, parameters: { [name]: value } });
        }
      }
      const differences = await handle.page.evaluate(
        ([id, settings, list]) =>
          (window as unknown as EngineTestWindow).marqueEngineTest.variantDifferences(
            id,
            settings,
            list,
            1000,
            64,
          ),
        [
          material.id,
          base,
          variants.map((variant) => ({ settings: {}, parameters: variant.parameters })),
        ] as const,
      );
      variants.forEach((variant, i) => {
        expect(differences[i], `${material.id} ${variant.label}`).toBeGreaterThan(CHANGE_FLOOR);
      });
    });

    it("changes its frame with every shared control it reads, and declares the ones it ignores", async () => {
      const read = Object.entries(materialsCatalog.controls).filter(
        ([name]) => !(spec.ignores as readonly string[]).includes(name),
      );
      const variants = read.map(([name, control]) => {
        const current = base[name as keyof typeof base];
        if (control.type === "hex-color") {
          return { label: name, settings: { [name]: current === "#FF00FF" ? "#00FF00" : "#FF00FF" } };
        }
        // An angle's extremes are the same angle: turn a quarter instead.
        const value = name.startsWith("rotation")
          ? (Number(current) + 90) % 360
          : Math.abs(control.max - Number(current)) > Math.abs(Number(current) - control.min)
            ? control.max
            : control.min;
        return { label: `${name}=${value}`, settings: { [name]: value } };
      });
      const differences = await handle.page.evaluate(
        ([id, settings, list]) =>
          (window as unknown as EngineTestWindow).marqueEngineTest.variantDifferences(
            id,
            settings,
            list,
            1000,
            64,
          ),
        [material.id, base, variants.map((variant) => ({ settings: variant.settings }))] as const,
      );
      variants.forEach((variant, i) => {
        expect(differences[i], `${material.id} ${variant.label}`).toBeGreaterThan(CHANGE_FLOOR);
      });
    });
  });
});
