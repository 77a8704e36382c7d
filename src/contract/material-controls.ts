// The shared material controls of the spec's materials catalog: the one table of their bounds and defaults.
import { z } from "zod";
import { hexColor } from "./primitives.js";

export interface NumberControl {
  type: "number";
  default: number;
  min: number;
  max: number;
  step: number;
}
export interface ColorControl {
  type: "hex-color";
  default: string;
}

const number = (value: number, min: number, max: number, step: number): NumberControl => ({
  type: "number",
  default: value,
  min,
  max,
  step,
});
const color = (value: string): ColorControl => ({ type: "hex-color", default: value });

export const MATERIAL_CONTROLS = {
  amplitude: number(3.2, 0, 8, 0.1),
  brightness: number(0.8, 0.1, 2, 0.05),
  centerX: number(0.5, 0, 1, 0.01),
  centerY: number(0.5, 0, 1, 0.01),
  density: number(0.8, 0.1, 2, 0.05),
  detail: number(3.2, 0.5, 8, 0.1),
  frequency: number(5.5, 0.2, 10, 0.1),
  grain: number(32, 0, 100, 1),
  rotationX: number(0, 0, 360, 1),
  rotationY: number(130, 0, 360, 1),
  rotationZ: number(70, 0, 360, 1),
  speed: number(0.3, 0, 2, 0.05),
  strength: number(0.3, 0, 2, 0.01),
  colorA: color("#73BFC4"),
  colorB: color("#FF810A"),
  colorC: color("#8DA0CE"),
} as const satisfies Record<string, NumberControl | ColorControl>;

export type MaterialControlName = keyof typeof MATERIAL_CONTROLS;
export type MaterialSettings = {
  [K in MaterialControlName]: (typeof MATERIAL_CONTROLS)[K]["default"] extends string ? string : number;
};

export const MATERIAL_CONTROL_NAMES = Object.keys(MATERIAL_CONTROLS) as MaterialControlName[];

/** The shared controls in the groups an editor shows them in; every control is in exactly one. */
export const MATERIAL_CONTROL_GROUPS = [
  { name: "Motion", controls: ["speed"] },
  { name: "Shape", controls: ["amplitude", "frequency", "density", "detail", "strength"] },
  { name: "Light", controls: ["brightness", "grain"] },
  { name: "Colour", controls: ["colorA", "colorB", "colorC"] },
  { name: "Camera", controls: ["centerX", "centerY", "rotationX", "rotationY", "rotationZ"] },
] as const satisfies readonly { name: string; controls: readonly MaterialControlName[] }[];

/** Zod fields for the shared settings, each optional (omitted → the material's own value, then the control default). */
export const materialSettingsShape = Object.fromEntries(
  MATERIAL_CONTROL_NAMES.map((name) => {
    const control: NumberControl | ColorControl = MATERIAL_CONTROLS[name];
    const schema =
      control.type === "number"
        ? z
            .number()
            .min(control.min)
            .max(control.max)
            .describe(`step ${control.step}; default ${control.default}`)
        : hexColor.describe(`default ${control.default}`);
    return [name, schema.optional()];
  }),
) as { [K in MaterialControlName]: z.ZodOptional<z.ZodNumber | typeof hexColor> };

/** Partial material settings, as a look preset or a request carries them. */
export const materialSettingsSchema = z.strictObject(materialSettingsShape);
export type PartialMaterialSettings = Partial<MaterialSettings>;

/**
 * A material still (a Moodboard tile, an Open Graph ground): the moment of the loop it shows — at most a minute
 * in, and where the Studio takes one when a person adds it (the loops have moved off their first frame by then).
 */
export const MATERIAL_STILL_MS = { max: 60_000, default: 1200 } as const;
