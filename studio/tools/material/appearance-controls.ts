// The "Appearance" section of a selected brand-mark or image layer: "Mark invert", and a switch for each
// optional group (dither, outline, shadow) with the group's own fields, derived from the contract's schema.
// A group switched on starts from the contract's defaults; its fields show those defaults, disabled, while
// it is off, so the form says what switching it on draws.
import { APPEARANCE_GROUPS, type JsonSchema, type LayerAppearance } from "../../../src/contract/index.js";
import type { Control } from "../../runtime/controls.js";
import { type FieldBinding, schemaControls } from "../schema-controls.js";

export const APPEARANCE_SECTION = "Appearance";

/** "offsetX" → "offset x"; "backgroundColor" → "background colour": a field name in a control's label. */
export const labelWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/gu, "$1 $2")
    .toLowerCase()
    .replace(/\bcolor\b/u, "colour");

const isOn = (value: unknown) => value === true || value === "true";

/**
 * The appearance controls of `layer` (its type's `schema`), labelled with `prefix` ("Mark", "Image");
 * `commit(path, value)` edits the selected layer (undefined removes the field).
 */
export function appearanceControls(
  layer: LayerAppearance,
  schema: JsonSchema,
  prefix: string,
  commit: (path: string, value: unknown) => Promise<void>,
  swatches: FieldBinding["swatches"],
): Control[] {
  const controls: Control[] = [
    {
      label: `${prefix} invert`,
      kind: "toggle",
      value: layer.invert === true,
      enabled: true,
      section: APPEARANCE_SECTION,
      hint: "inverts the layer's colours (not its shape)",
      path: "invert",
      commit: (value) => commit("invert", isOn(value) ? true : undefined),
    },
  ];
  for (const group of APPEARANCE_GROUPS) {
    const node = schema.properties?.[group];
    if (!node?.properties) continue;
    const name = `${prefix} ${group}`;
    const on = layer[group] !== undefined;
    controls.push({
      label: name,
      kind: "toggle",
      value: on,
      enabled: true,
      section: APPEARANCE_SECTION,
      ...(node.description ? { hint: String(node.description).replace(/; omitted: none$/u, "") } : {}),
      path: group,
      // On: the group's defaults, filled in by the validator.
      commit: (value) => commit(group, isOn(value) ? {} : undefined),
    });
    const bindings = Object.entries(node.properties).map(
      ([field, property]): FieldBinding => ({
        path: `${group}.${field}`,
        label: `${name} ${labelWords(field)}`,
        section: APPEARANCE_SECTION,
        fallback: property.default,
        ...(on ? {} : { inactive: `${name} is on` }),
        ...(field === "color" ? { swatches } : {}),
      }),
    );
    controls.push(...schemaControls(schema, layer, bindings, commit));
  }
  return controls;
}
