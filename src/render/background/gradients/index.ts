// The six gradient shapes, by the contract's names.
import type { GradientKind } from "../../../contract/background.js";
import { bloomField } from "./bloom.js";
import { linearField } from "./linear.js";
import { meshField } from "./mesh.js";
import { orbitField } from "./orbit.js";
import { radialField } from "./radial.js";
import type { FieldFactory } from "./types.js";
import { waveField } from "./wave.js";

export const GRADIENT_FIELDS: Readonly<Record<GradientKind, FieldFactory>> = {
  linear: linearField,
  radial: radialField,
  mesh: meshField,
  orbit: orbitField,
  wave: waveField,
  bloom: bloomField,
};

export type { FieldContext, FieldFactory, FieldModel } from "./types.js";
