// The shape of an engine's parameter table: each parameter's kind, allowed values and meaning.
import type { MaterialControlName } from "../../../contract/material-controls.js";

/** A parameter that takes one of a fixed set of words (a shader `#define` or an integer uniform). */
export interface EnumParameter<V extends string> {
  kind: "enum";
  options: readonly V[];
  meaning: string;
}

/** A numeric uniform with inclusive bounds; `step: 1` marks an integer (a loop count or a cell size). */
export interface NumberParameter {
  kind: "number";
  min: number;
  max: number;
  step: number;
  meaning: string;
}

/** The table entry for one parameter value type (tuple-wrapped so a string union stays one entry). */
export type ParameterSpec<V> = [V] extends [string] ? EnumParameter<V> : NumberParameter;

/** One entry per field of an engine's parameter interface, so the table cannot drift from the type. */
export type ParameterTable<P> = { readonly [K in keyof P]-?: ParameterSpec<P[K]> };

/** An engine family: its kebab-case name, what it renders, and the meaning of its own parameters. */
export interface EngineSpec<Name extends string, P> {
  name: Name;
  summary: string;
  /** How the engine reads the shared controls (amplitude, frequency, detail …). */
  controls: string;
  parameters: ParameterTable<P>;
  /** Shared controls this engine does not read: the Studio hides them for its materials. */
  ignores: readonly MaterialControlName[];
}
