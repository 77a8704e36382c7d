// Materials catalog: the document's shape against the spec's tables, and the records' integrity and variety.
import { describe, expect, it } from "vitest";
import {
  ENGINE_SPECS,
  MATERIAL_CATEGORIES,
  MATERIAL_ENGINES,
  MATERIAL_IDS,
  type MaterialRecord,
  materialById,
  materialsCatalog,
  type ParameterSpec,
} from "../../src/catalog/materials/index.js";
import { HEX_COLOR_PATTERN, MATERIAL_CONTROLS, materialSettingsSchema } from "../../src/contract/index.js";
import { SPEC_CONTROLS, SPEC_LOOK_SETTINGS, SPEC_PALETTE_COLORS } from "../support/spec-materials.js";

const { materials } = materialsCatalog;

/** Problems with one parameter value against its engine's table entry. */
function parameterProblem(
  spec: ParameterSpec<string> | ParameterSpec<number>,
  value: unknown,
): string | null {
  if (spec.kind === "enum")
    return (spec.options as readonly unknown[]).includes(value) ? null : "not an option";
  if (typeof value !== "number" || !Number.isFinite(value)) return "not a number";
  if (value < spec.min || value > spec.max) return `outside [${spec.min}, ${spec.max}]`;
  if (spec.step === 1 && !Number.isInteger(value)) return "not an integer";
  return null;
}

const sorted = (object: object) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));

/** A stable key for a record's look: engine, parameters and (unless left out) settings, keys sorted. */
function lookKey(material: MaterialRecord, withSettings = true): string {
  const key = [material.engine, sorted(material.parameters)];
  return JSON.stringify(withSettings ? [...key, sorted(material.settings)] : key);
}

describe("materials catalog document", () => {
  it("has the spec's top-level fields, in order", () => {
    expect(Object.keys(materialsCatalog)).toEqual([
      "schemaVersion",
      "count",
      "sharedBy",
      "defaults",
      "categories",
      "engines",
      "controls",
      "lookPresets",
      "materials",
      "palettes",
    ]);
    expect(materialsCatalog.schemaVersion).toBe(1);
    expect(materialsCatalog.sharedBy).toEqual(["animation", "material", "surface"]);
  });

  it("counts 134 materials", () => {
    expect(materialsCatalog.count).toBe(134);
    expect(materials.length).toBe(materialsCatalog.count);
    expect(MATERIAL_IDS.length).toBe(134);
  });

  it("lists the spec's categories in order", () => {
    expect(materialsCatalog.categories).toEqual([
      { id: "all", label: "All" },
      { id: "fluid", label: "Fluid" },
      { id: "light", label: "Light" },
      { id: "metal", label: "Metal" },
      { id: "gradient", label: "Gradient" },
      { id: "graphic", label: "Graphic" },
    ]);
  });

  it("lists 7 engines whose counts match the records and sum to the total", () => {
    const { engines } = materialsCatalog;
    expect(engines).toHaveLength(7);
    expect(engines.map((engine) => engine.name)).toEqual([...MATERIAL_ENGINES]);
    for (const engine of engines) {
      expect(engine.count).toBe(materials.filter((material) => material.engine === engine.name).length);
      expect(engine.count).toBeGreaterThan(0);
      expect(engine.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(engines.reduce((sum, engine) => sum + engine.count, 0)).toBe(134);
  });

  it("serves controls exactly as the spec's table", () => {
    expect(materialsCatalog.controls).toEqual(SPEC_CONTROLS);
    expect(Object.keys(materialsCatalog.controls)).toEqual(Object.keys(SPEC_CONTROLS));
  });

  it("has the spec's nine look presets with exactly the spec's settings", () => {
    const looks = materialsCatalog.lookPresets;
    expect(looks.map((look) => look.id)).toEqual(Object.keys(SPEC_LOOK_SETTINGS));
    for (const look of looks) {
      expect(Object.keys(look)).toEqual(["id", "name", "description", "materialId", "settings"]);
      expect(look.settings).toEqual(SPEC_LOOK_SETTINGS[look.id as keyof typeof SPEC_LOOK_SETTINGS]);
      expect(look.name.length).toBeGreaterThan(0);
      expect(look.description.length).toBeGreaterThan(20);
    }
  });

  it("has the spec's fifteen palettes with exactly the spec's colours", () => {
    const { palettes } = materialsCatalog;
    expect(palettes.map((palette) => palette.id)).toEqual(Object.keys(SPEC_PALETTE_COLORS));
    for (const palette of palettes) {
      expect(Object.keys(palette)).toEqual(["id", "name", "description", "colors"]);
      expect(palette.colors).toEqual(SPEC_PALETTE_COLORS[palette.id as keyof typeof SPEC_PALETTE_COLORS]);
      expect(palette.name.length).toBeGreaterThan(0);
      expect(palette.description.length).toBeGreaterThan(20);
    }
    expect(new Set(palettes.map((palette) => palette.name)).size).toBe(15);
  });

  it("points every default and look preset at a real material", () => {
    const { defaults } = materialsCatalog;
    expect(Object.keys(defaults)).toEqual(["animation", "heroAnimation", "heroField", "heroMark", "surface"]);
    for (const id of Object.values(defaults)) expect(materialById(id), id).toBeDefined();
    for (const look of materialsCatalog.lookPresets) {
      expect(materialById(look.materialId), look.materialId).toBeDefined();
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(materialsCatalog)).toBe(true);
    expect(Object.isFrozen(materials[0]?.settings)).toBe(true);
    expect(Object.isFrozen(materialsCatalog.lookPresets[0]?.settings)).toBe(true);
  });
});

describe("material records", () => {
  it("have unique kebab-case ids, all found by materialById", () => {
    expect(new Set(MATERIAL_IDS).size).toBe(MATERIAL_IDS.length);
    expect(MATERIAL_IDS).toEqual(materials.map((material) => material.id));
    for (const id of MATERIAL_IDS) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(materialById(id)?.id).toBe(id);
    }
    expect(materialById("no-such-material")).toBeUndefined();
  });

  it("have unique names and descriptions of one full sentence", () => {
    expect(new Set(materials.map((material) => material.name)).size).toBe(materials.length);
    expect(new Set(materials.map((material) => material.description)).size).toBe(materials.length);
    for (const material of materials) {
      expect(material.description, material.id).toMatch(/^\p{Lu}[^.]*\p{Ll}\.$/u);
      expect(material.description.length, material.id).toBeGreaterThan(40);
    }
  });

  it("carry the record fields, with a source only as label and URL together", () => {
    for (const material of materials) {
      expect(MATERIAL_ENGINES).toContain(material.engine);
      expect(MATERIAL_CATEGORIES).toContain(material.category);
      expect(typeof material.qualityScore).toBe("number");
      expect(material.sourceLabel === undefined).toBe(material.sourceUrl === undefined);
      if (material.sourceUrl !== undefined) expect(material.sourceUrl).toMatch(/^https:\/\//);
    }
    const sourced = materials.filter((material) => material.sourceLabel !== undefined);
    expect(sourced.length).toBeGreaterThan(0);
    expect(sourced.length).toBeLessThanOrEqual(6);
  });

  it("cover every category", () => {
    for (const category of MATERIAL_CATEGORIES) {
      expect(materials.filter((material) => material.category === category).length).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it("spread quality scores across [55, 100.5]", () => {
    const scores = materials.map((material) => material.qualityScore);
    const min = Math.min(...scores);
    const max = Math.max(...scores);
    expect(min).toBeGreaterThanOrEqual(55);
    expect(max).toBeLessThanOrEqual(100.5);
    expect(min).toBeLessThan(60);
    expect(max).toBeGreaterThan(100);
    expect(new Set(scores).size).toBeGreaterThan(30);
  });

  it("keep every setting inside the control bounds, with their own three colours", () => {
    for (const material of materials) {
      expect(materialSettingsSchema.safeParse(material.settings).success, material.id).toBe(true);
      for (const [name, value] of Object.entries(material.settings)) {
        const control = MATERIAL_CONTROLS[name as keyof typeof MATERIAL_CONTROLS];
        expect(control, `${material.id}.${name}`).toBeDefined();
        if (control.type === "number") {
          expect(value, `${material.id}.${name}`).toBeGreaterThanOrEqual(control.min);
          expect(value, `${material.id}.${name}`).toBeLessThanOrEqual(control.max);
        } else {
          expect(value, `${material.id}.${name}`).toMatch(HEX_COLOR_PATTERN);
        }
      }
      for (const color of ["colorA", "colorB", "colorC"] as const) {
        expect(material.settings[color], `${material.id}.${color}`).toBeDefined();
      }
    }
  });

  it("give every engine's materials exactly that engine's parameters, each within its table", () => {
    for (const material of materials) {
      const table: Record<string, ParameterSpec<string> | ParameterSpec<number>> =
        ENGINE_SPECS[material.engine].parameters;
      expect(Object.keys(material.parameters).sort(), material.id).toEqual(Object.keys(table).sort());
      for (const [name, value] of Object.entries(material.parameters)) {
        const spec = table[name];
        if (!spec) throw new Error(`${material.id}: unknown parameter ${name}`);
        expect(parameterProblem(spec, value), `${material.id}.${name} = ${String(value)}`).toBeNull();
      }
    }
  });

  it("describe every engine parameter", () => {
    for (const engine of MATERIAL_ENGINES) {
      const spec = ENGINE_SPECS[engine];
      expect(spec.name).toBe(engine);
      for (const parameter of Object.values(spec.parameters)) {
        expect(parameter.meaning.length).toBeGreaterThan(10);
        if (parameter.kind === "number") expect(parameter.min).toBeLessThan(parameter.max);
        else expect(parameter.options.length).toBeGreaterThan(1);
      }
    }
  });

  it("are genuinely distinct: no two share engine, parameters and settings", () => {
    const looks = new Map<string, string>();
    for (const material of materials) {
      const key = lookKey(material);
      expect(looks.get(key), `${material.id} repeats ${looks.get(key)}`).toBeUndefined();
      looks.set(key, material.id);
    }
    // Nor even engine and parameters alone: each record is a distinct shader configuration.
    const configurations = new Set(materials.map((material) => lookKey(material, false)));
    expect(configurations.size).toBe(materials.length);
  });
});
