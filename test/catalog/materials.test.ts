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

const { materials } = materialsCatalog;

// The spec's controls table, written out literally so the contract is checked against the spec.
const SPEC_CONTROLS = {
  amplitude: { type: "number", default: 3.2, min: 0, max: 8, step: 0.1 },
  brightness: { type: "number", default: 0.8, min: 0.1, max: 2, step: 0.05 },
  centerX: { type: "number", default: 0.5, min: 0, max: 1, step: 0.01 },
  centerY: { type: "number", default: 0.5, min: 0, max: 1, step: 0.01 },
  density: { type: "number", default: 0.8, min: 0.1, max: 2, step: 0.05 },
  detail: { type: "number", default: 3.2, min: 0.5, max: 8, step: 0.1 },
  frequency: { type: "number", default: 5.5, min: 0.2, max: 10, step: 0.1 },
  grain: { type: "number", default: 32, min: 0, max: 100, step: 1 },
  rotationX: { type: "number", default: 0, min: 0, max: 360, step: 1 },
  rotationY: { type: "number", default: 130, min: 0, max: 360, step: 1 },
  rotationZ: { type: "number", default: 70, min: 0, max: 360, step: 1 },
  speed: { type: "number", default: 0.3, min: 0, max: 2, step: 0.05 },
  strength: { type: "number", default: 0.3, min: 0, max: 2, step: 0.01 },
  colorA: { type: "hex-color", default: "#73BFC4" },
  colorB: { type: "hex-color", default: "#FF810A" },
  colorC: { type: "hex-color", default: "#8DA0CE" },
};

const SPEC_LOOK_SETTINGS = {
  "holo-cloth": {
    amplitude: 5.2,
    brightness: 0.94,
    density: 1.05,
    detail: 6.2,
    frequency: 7.2,
    grain: 24,
    rotationZ: 12,
    speed: 0.22,
    strength: 0.76,
  },
  "quiet-mesh": {
    amplitude: 1.8,
    brightness: 0.86,
    density: 0.72,
    detail: 2.2,
    frequency: 3.4,
    grain: 14,
    speed: 0.18,
    strength: 0.28,
  },
  "polished-chrome": {
    amplitude: 2.2,
    brightness: 0.82,
    density: 0.7,
    detail: 4.8,
    frequency: 4.2,
    grain: 8,
    rotationZ: 8,
    speed: 0.12,
    strength: 0.46,
  },
  "soft-grain": {
    amplitude: 2.6,
    brightness: 0.92,
    density: 0.9,
    detail: 2.8,
    frequency: 3.2,
    grain: 42,
    speed: 0.16,
    strength: 0.34,
  },
  "graphic-dither": {
    amplitude: 3.4,
    brightness: 0.9,
    density: 1.1,
    detail: 3.6,
    frequency: 5.8,
    grain: 56,
    rotationZ: 18,
    speed: 0.24,
    strength: 0.62,
  },
  "spectral-focus": {
    amplitude: 3.8,
    brightness: 1.04,
    density: 0.78,
    detail: 3.2,
    frequency: 4.2,
    grain: 12,
    rotationZ: 28,
    speed: 0.26,
    strength: 0.82,
  },
  "electric-fluid": {
    amplitude: 4.2,
    brightness: 1.08,
    density: 1.12,
    detail: 3.8,
    frequency: 4.6,
    grain: 8,
    speed: 0.48,
    strength: 0.92,
  },
  "deep-glyph-field": {
    amplitude: 4.8,
    brightness: 0.88,
    density: 1.28,
    detail: 5.2,
    frequency: 4.8,
    grain: 22,
    rotationX: 8,
    rotationY: 22,
    rotationZ: 0,
    speed: 0.2,
    strength: 0.58,
  },
  "kinetic-signal": {
    amplitude: 5.6,
    brightness: 1.12,
    density: 1.2,
    detail: 5.8,
    frequency: 7.6,
    grain: 20,
    rotationZ: 26,
    speed: 0.62,
    strength: 1.05,
  },
};

const SPEC_PALETTE_COLORS = {
  "monochrome-chrome": ["#050505", "#F4F4F0", "#737373"],
  mercury: ["#0D0E12", "#D7E6FF", "#7A82A1"],
  ultraviolet: ["#110829", "#865CFF", "#F3A6FF"],
  "signal-lime": ["#081310", "#D6FF45", "#3CD6A3"],
  "copper-heat": ["#1A0A07", "#FF7A45", "#FFD2A8"],
  arctic: ["#07131C", "#5BD8FF", "#EAFBFF"],
  "vermilion-ink": ["#0C0C0E", "#FF4D2E", "#F2EEE8"],
  "cobalt-bloom": ["#07112F", "#345DFF", "#A7D8FF"],
  "surface-signal-axis": ["#07090D", "#394457", "#F5F7FA"],
  "surface-signal-terraces": ["#06070A", "#28334A", "#EEF2FF"],
  "surface-solar-orbit": ["#25113D", "#FF763D", "#FFD06A"],
  "surface-mineral-wave": ["#061A22", "#28B9B1", "#B9FFF2"],
  "surface-paper-aperture": ["#DDD8CE", "#F3F0EA", "#FFFFFF"],
  "surface-ink-dither": ["#F4F4F0", "#181818", "#737373"],
  "surface-signal-dither": ["#130A33", "#795CFF", "#7BFFD9"],
};

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
