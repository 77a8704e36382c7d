// The contract between the renderer and an engine: its fragment program and its uniforms for a material.

import type { EngineParameters, MaterialEngine } from "../../src/catalog/materials/engines/index.js";
import { unitRgb } from "../../src/color/rgb.js";
import { MATERIAL_CONTROLS, type MaterialSettings } from "../../src/contract/material-controls.js";
import { srgbToOklab } from "./colour.js";

/** A uniform's value: a float, an int (declared in `ints`), a float vector, or an array of vec3 (flattened). */
export type UniformValue =
  | number
  | readonly [number, number]
  | readonly [number, number, number]
  | Float32Array;

/** The uniforms every engine receives, computed once from the resolved shared controls. */
export interface SharedUniforms {
  u_time: number;
  u_center: readonly [number, number];
  u_rotation: readonly [number, number, number];
  u_colorA: readonly [number, number, number];
  u_colorB: readonly [number, number, number];
  u_colorC: readonly [number, number, number];
  u_labA: readonly [number, number, number];
  u_labB: readonly [number, number, number];
  u_labC: readonly [number, number, number];
  u_amplitude: number;
  u_exposure: number;
  u_density: number;
  u_detail: number;
  u_frequency: number;
  u_grain: number;
  u_strength: number;
}

/** One engine: its GLSL (the body after the shared prelude) and how a record becomes its own uniforms. */
export interface EngineProgram<E extends MaterialEngine, U extends object> {
  engine: E;
  /** GLSL ES 3.00 defining `vec3 material(vec2 p, vec2 px)`; the shared prelude is prepended once. */
  fragment: string;
  /** Uniform names that are `int` in the GLSL (set with uniform1i). */
  ints: readonly (keyof U & string)[];
  /**
   * Int uniforms that select a mode. For large frames they are compiled in as `#define`s — one program per
   * combination, so software WebGL, which runs every side of a branch, only runs the mode that is drawn; small
   * frames get one program with them as uniforms (see SMALL_FRAME_PIXELS). The renderer declares them either way:
   * the GLSL must not, and tests them with `if`, never `#if`.
   */
  constants: readonly (keyof U & string)[];
  /** The engine's own uniforms for one frame (`shared` lets per-frame work move from the GPU to here). */
  uniforms(
    parameters: Readonly<EngineParameters[E]>,
    settings: Readonly<MaterialSettings>,
    shared: Readonly<SharedUniforms>,
  ): U;
}

/** An engine as the registry stores it: its uniform type erased to names and values. */
export interface StoredEngineProgram<E extends MaterialEngine> {
  engine: E;
  fragment: string;
  ints: readonly string[];
  constants: readonly string[];
  uniforms(
    parameters: Readonly<EngineParameters[E]>,
    settings: Readonly<MaterialSettings>,
    shared: Readonly<SharedUniforms>,
  ): object;
}

/** An engine of any family, as the renderer holds them. */
export type AnyEngineProgram = { [E in MaterialEngine]: StoredEngineProgram<E> }[MaterialEngine];

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The uniforms shared by every engine; brightness is relative to the control's own default (1 = as tuned). */
export function sharedUniforms(settings: Readonly<MaterialSettings>, timeMs: number): SharedUniforms {
  const a = unitRgb(settings.colorA);
  const b = unitRgb(settings.colorB);
  const c = unitRgb(settings.colorC);
  return {
    u_time: (timeMs / 1000) * settings.speed,
    u_center: [settings.centerX, settings.centerY],
    u_rotation: [radians(settings.rotationX), radians(settings.rotationY), radians(settings.rotationZ)],
    u_colorA: a,
    u_colorB: b,
    u_colorC: c,
    u_labA: srgbToOklab(a),
    u_labB: srgbToOklab(b),
    u_labC: srgbToOklab(c),
    u_amplitude: settings.amplitude,
    u_exposure: settings.brightness / MATERIAL_CONTROLS.brightness.default,
    u_density: settings.density,
    u_detail: settings.detail,
    u_frequency: settings.frequency,
    u_grain: settings.grain / MATERIAL_CONTROLS.grain.max,
    u_strength: settings.strength,
  };
}
